import type {
  Connection,
  ConnectionLiveStatus,
  JoinState,
} from '@crosspoint/protocol/entities/connection';
import type { Device } from '@crosspoint/protocol/entities/device';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import type { Port } from '@crosspoint/protocol/entities/port';
import { channelAssignmentUsageRefusal } from '@crosspoint/protocol/rules/connection-rules';
import { endpointRoleLabel } from '@crosspoint/protocol/rules/endpoint-role-label';
import {
  isAssignedTo,
  portAssignability,
  portDisplayState,
  portMultiChannel,
  portSelectable,
  type PortDisplayState,
} from '@crosspoint/protocol/rules/port-assignment';

/** A participant row (ports spec §3 "Participant view"). */
export interface ParticipantRow {
  res: string;
  deviceId: number;
  /** Port config type (4W, IVC, SIP, …) or 'endpoint'. */
  type: string;
  label: string;
  displayState: PortDisplayState;
  selectable: boolean;
  multiChannel: boolean;
  roleLabel?: string;
  joinState?: JoinState;
  /** The port, for leaving and dial-out; absent for endpoints. */
  port?: Port;
}

/** A port that is not in the active connection, with why it cannot be added. */
export interface CandidateRow {
  port: Port;
  displayState: PortDisplayState;
  selectable: boolean;
  reason: string | null;
}

export interface AssignmentInput {
  active: Connection | undefined;
  ports: readonly Port[];
  devices: readonly Device[];
  liveStatus: readonly ConnectionLiveStatus[];
  endpoints: readonly Endpoint[];
}

const deviceTypeOf = (devices: readonly Device[], id: number): string =>
  devices.find((d) => d.device_id === id)?.deviceType_name ?? '';

/**
 * The participants of the active connection: its ports (assignments), then endpoints the live
 * status reports, each with its display state, role label and join state (ports spec §2–§4).
 */
export function participantRows(input: AssignmentInput): ParticipantRow[] {
  const { active, ports, devices, liveStatus, endpoints } = input;
  if (active === undefined) return [];
  const live = liveStatus.find((s) => s.id === active.id);
  const joinOf = (res: string) => live?.participants.find((p) => p.res === res)?.joinState;
  const rows: ParticipantRow[] = ports
    .filter((port) => isAssignedTo(port, active))
    .map((port) => ({
      res: port.res,
      deviceId: port.device_id,
      type: port.port_config_type,
      label: port.port_label,
      displayState: portDisplayState(port, active),
      selectable: portSelectable(port, active),
      multiChannel: portMultiChannel(port, deviceTypeOf(devices, port.device_id)),
      ...withJoinState(joinOf(port.res)),
      port,
    }));
  for (const participant of live?.participants ?? []) {
    const endpoint = endpoints.find((e) => e.res === participant.res);
    if (!endpoint) continue;
    rows.push({
      res: endpoint.res,
      deviceId: endpoint.device_id,
      type: 'endpoint',
      label: endpoint.label,
      displayState: endpointDisplayState(endpoint),
      selectable: false,
      multiChannel: true,
      roleLabel: endpointRoleLabel(endpoint),
      ...withJoinState(participant.joinState),
    });
  }
  return rows;
}

// ports spec §4 display state, read for an endpoint: offline unless online; connecting is
// pending; an endpoint listed in the connection is in it (selected).
function endpointDisplayState(endpoint: Endpoint): PortDisplayState {
  const status = endpoint.liveStatus?.status;
  if (status === 'online') return 'selected';
  return status === 'connecting' ? 'pending' : 'offline';
}

const withJoinState = (joinState: JoinState | undefined) =>
  joinState === undefined ? {} : { joinState };

/**
 * The ports not in the active connection, each with the reason it cannot be added (ports spec
 * §5), or null when it can. A device over 85 % usage refuses every channel assignment.
 */
export function candidateRows(input: AssignmentInput): CandidateRow[] {
  const { active, ports, devices } = input;
  const participants = active === undefined ? [] : ports.filter((p) => isAssignedTo(p, active));
  return ports
    .filter((port) => active === undefined || !isAssignedTo(port, active))
    .map((port) => {
      const device = devices.find((d) => d.device_id === port.device_id);
      const verdict = portAssignability(port, {
        active,
        participants,
        deviceType: device?.deviceType_name ?? '',
      });
      const usage = active && device ? channelAssignmentUsageRefusal(device.device_usage) : null;
      return {
        port,
        displayState: portDisplayState(port, active),
        selectable: portSelectable(port, active),
        reason: verdict.ok ? usage : verdict.reason,
      };
    });
}
