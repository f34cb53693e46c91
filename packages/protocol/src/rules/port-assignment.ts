import { CONNECTION_LIMITS } from '../constants';
import type { ConnectionType } from '../entities/capability';
import type { Port, PortSettings } from '../entities/port';
import { MESSAGES } from '../messages';
import { effectiveMultiChannel } from './port-fields';

/** The fields of a port the assignment rules read. */
export type AssignmentPort = Pick<
  Port,
  'port_id' | 'device_id' | 'port_config_type' | 'port_settings' | 'port_connections' | 'liveStatus'
>;

/** The connection a screen or a join is about. */
export interface ActiveConnection {
  id: number;
  type: ConnectionType;
}

/** Display state of a port in the assignment screen (ports spec §4). */
export type PortDisplayState = 'offline' | 'pending' | 'selected' | 'inuse';

const CONNECTION_TYPES: readonly ConnectionType[] = ['partyline', 'direct', 'group'];

/** Every connection a port is in, as `{ type, id }`. */
export function portConnectionRefs(port: Pick<Port, 'port_connections'>): ActiveConnection[] {
  return CONNECTION_TYPES.flatMap((type) =>
    Object.keys(port.port_connections[type] ?? {}).map((id) => ({ type, id: Number(id) })),
  );
}

/** Whether the port is assigned to `connection`. */
export function isAssignedTo(
  port: Pick<Port, 'port_connections'>,
  connection: ActiveConnection,
): boolean {
  return port.port_connections[connection.type]?.[String(connection.id)] !== undefined;
}

// ports spec §4: "offline if not online; else pending if pending; else selected if assigned to
// the active connection; else inuse (used by another)."
/** The display state of a port relative to the active connection (none: never selected). */
export function portDisplayState(
  port: Pick<Port, 'port_connections' | 'liveStatus'>,
  active: ActiveConnection | undefined,
): PortDisplayState {
  if (!port.liveStatus.online) return 'offline';
  if (port.liveStatus.pending === true) return 'pending';
  if (active !== undefined && isAssignedTo(port, active)) return 'selected';
  return 'inuse';
}

// ports spec §4: "A port is marked selectable if it is in use elsewhere and not assigned, or
// is in two or more connections."
/** Whether the port row is marked selectable. */
export function portSelectable(
  port: Pick<Port, 'port_connections'>,
  active: ActiveConnection | undefined,
): boolean {
  const refs = portConnectionRefs(port);
  const assigned = active !== undefined && isAssignedTo(port, active);
  const elsewhere = refs.some(
    (r) => active === undefined || r.type !== active.type || r.id !== active.id,
  );
  return (elsewhere && !assigned) || refs.length >= 2;
}

/** Port types a direct takes (decision 0061): the 4-wire and network audio ports. */
export const DIRECT_PORT_TYPES: readonly string[] = ['4W', 'IVC', 'SIP'];

/** Whether a port type can join a connection of `type` at all (ports spec §4). */
export function portTypeCompatible(configType: string, type: ConnectionType): boolean {
  if (type === 'direct') return DIRECT_PORT_TYPES.includes(configType);
  if (type === 'group') return configType !== 'PGM';
  return true;
}

/** What the rule needs besides the port: the connection and the ports already in it. */
export interface AssignmentContext {
  active: ActiveConnection | undefined;
  /** Device type of the port's device (for the multichannel default). */
  deviceType: string;
  /** Ports already assigned to the active connection. */
  participants: readonly AssignmentPort[];
}

/** `{ ok: true }` or the reason the port cannot be added (ports spec §5). */
export type Assignability = { ok: true } | { ok: false; reason: string };

const refused = (reason: string): Assignability => ({ ok: false, reason });

// ports spec §4 "Port assignability to the active connection" and §5 "Port-unavailable
// reasons: create a channel or direct first; a direct is limited to 2 ports; no multichannel
// port in a direct; an SIP-IVC or SIP-4W direct needs the same device; Program audio cannot be
// added to a group."
/** Whether a port can be added to the active connection, and why not. */
export function portAssignability(port: AssignmentPort, context: AssignmentContext): Assignability {
  const { active, participants } = context;
  if (active === undefined) return refused(MESSAGES.portNeedsConnection);
  if (active.type === 'group' && port.port_config_type === 'PGM') {
    return refused(MESSAGES.groupNoProgram);
  }
  if (!portTypeCompatible(port.port_config_type, active.type)) {
    return refused(MESSAGES.portTypeNotInDirect(port.port_config_type));
  }
  if (!port.liveStatus.online) return refused(MESSAGES.portOffline);
  if (isAssignedTo(port, active)) return refused(MESSAGES.portAlreadyAssigned);
  const multiChannel = portMultiChannel(port, context.deviceType);
  if (active.type === 'direct') {
    if (multiChannel) return refused(MESSAGES.directNoMultiChannel);
    if (participants.length >= CONNECTION_LIMITS.directMaxPorts) {
      return refused(MESSAGES.directTwoPorts);
    }
    if (participants.some((other) => mixesSipAcrossDevices(port, other))) {
      return refused(MESSAGES.directSipSameDevice);
    }
  }
  if (!multiChannel && portConnectionRefs(port).length > 0) {
    return refused(MESSAGES.portInOtherConnection);
  }
  return { ok: true };
}

// ports spec §4 "multiChannel defaults to true, except on main-station (HMS-4X) devices" and §5
// "the multi-channel setting is hidden when any selected interface is SIP": a SIP line carries
// one call into one connection, so it is single-channel whatever its settings (decision 0061).
/** Whether a port may be in several connections. */
export function portMultiChannel(
  port: Pick<Port, 'port_config_type' | 'port_settings'>,
  deviceType: string,
): boolean {
  if (port.port_config_type === 'SIP') return false;
  return effectiveMultiChannel(port.port_settings, deviceType);
}

// ports spec §4: "an SIP port cannot be mixed with 4W or IVC ports on different devices."
function mixesSipAcrossDevices(a: AssignmentPort, b: AssignmentPort): boolean {
  if (a.device_id === b.device_id) return false;
  const types = [a.port_config_type, b.port_config_type];
  return types.includes('SIP') && (types.includes('4W') || types.includes('IVC'));
}

// ports spec §4: "After a port is added to a partyline it copies networkQuality and silenceSupp
// from the first port already assigned." First = lowest port id (decision 0061).
/** The settings a port takes when it joins; empty when nothing is copied. */
export function settingsCopiedOnJoin(
  port: Pick<Port, 'port_id'>,
  type: ConnectionType,
  participants: readonly Pick<Port, 'port_id' | 'port_settings'>[],
): Pick<PortSettings, 'networkQuality' | 'silenceSupp'> {
  if (type !== 'partyline') return {};
  const first = [...participants]
    .filter((p) => p.port_id !== port.port_id)
    .sort((a, b) => a.port_id - b.port_id)[0];
  if (first === undefined) return {};
  const copied: Pick<PortSettings, 'networkQuality' | 'silenceSupp'> = {};
  if (first.port_settings.networkQuality !== undefined) {
    copied.networkQuality = { ...first.port_settings.networkQuality };
  }
  if (first.port_settings.silenceSupp !== undefined) {
    copied.silenceSupp = first.port_settings.silenceSupp;
  }
  return copied;
}

/** ports spec §4: "A newly assigned port starts with connectionState 0." */
export const INITIAL_CONNECTION_STATE = 0;
