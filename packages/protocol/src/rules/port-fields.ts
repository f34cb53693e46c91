import type { LinkGroupCapability } from '../entities/capability';
import type { Port } from '../entities/port';

/** Interface groups of the ports list, in the spec's order (ports spec §2 "Ports screen"). */
export const INTERFACE_GROUPS = ['2W', '4W', '4WG', 'IVC', 'E1', 'SIP'] as const;
export type InterfaceGroup = (typeof INTERFACE_GROUPS)[number];

/** Interface icon order (ports spec §2): 2W, 4W, 4WG, 1.9, 2.4. */
export const INTERFACE_ICON_ORDER = ['2W', '4W', '4WG', '1.9', '2.4'] as const;

/**
 * The interfaces of a main station's own panel (program input, stage announce, headset) are
 * its E1 interface: their ports carry the config types PGM, SA and HS that ports spec §5 names
 * for E1 (docs/decisions/0050-ports-interface-groups.md).
 */
const E1_INTERFACE_TYPES = new Set(['E1', 'PGM', 'SA', 'HS']);

/** The group of the ports list an interface type belongs to; undefined for unknown types. */
export function interfaceGroupOf(interfaceType: string): InterfaceGroup | undefined {
  if (E1_INTERFACE_TYPES.has(interfaceType)) return 'E1';
  return INTERFACE_GROUPS.find((g) => g === interfaceType);
}

export function isE1Port(port: Pick<Port, 'audioInterfaceType_shortName'>): boolean {
  return interfaceGroupOf(port.audioInterfaceType_shortName) === 'E1';
}

/** Position of an icon in the icon order; unknown icons go last. */
export function interfaceIconRank(icon: string): number {
  const rank = (INTERFACE_ICON_ORDER as readonly string[]).indexOf(icon);
  return rank === -1 ? INTERFACE_ICON_ORDER.length : rank;
}

/**
 * Ports grouped by interface type (ports spec §2): groups in the order 2W, 4W, 4WG, IVC, E1,
 * SIP, or alphabetically for the product variant that sorts them so; empty groups left out;
 * ports in id order within a group.
 */
export function groupPortsByInterface<
  P extends Pick<Port, 'port_id' | 'audioInterfaceType_shortName'>,
>(ports: readonly P[], alphabetical = false): Array<{ group: InterfaceGroup; ports: P[] }> {
  const order = alphabetical ? [...INTERFACE_GROUPS].sort() : [...INTERFACE_GROUPS];
  return order
    .map((group) => ({
      group,
      ports: ports
        .filter((p) => interfaceGroupOf(p.audioInterfaceType_shortName) === group)
        .sort((a, b) => a.port_id - b.port_id),
    }))
    .filter((entry) => entry.ports.length > 0);
}

type FieldPort = Pick<Port, 'audioInterfaceType_shortName' | 'port_config_type'>;

// ports spec §5 "Capability rules for port fields".
/** inputGain is unavailable for E1 ports with config type SA or HS. */
export function inputGainAvailable(port: FieldPort): boolean {
  return !(isE1Port(port) && (port.port_config_type === 'SA' || port.port_config_type === 'HS'));
}

/** outputGain is unavailable for E1 ports unless their config type is SA. */
export function outputGainAvailable(port: FieldPort): boolean {
  return !isE1Port(port) || port.port_config_type === 'SA';
}

/**
 * Group assignment needs the group connection capability and is unavailable for E1 PGM ports
 * (ports spec §5; §2: "A PGM port hides group assignment").
 */
export function groupsAvailable(
  port: FieldPort,
  linkGroup: Pick<LinkGroupCapability, 'connections'>,
): boolean {
  if (!linkGroup.connections.types.includes('group')) return false;
  return port.port_config_type !== 'PGM';
}

/** The multi-channel setting is hidden when any selected interface is SIP (ports spec §5). */
export function multiChannelHidden(interfaceTypes: readonly string[]): boolean {
  return interfaceTypes.includes('SIP');
}

/**
 * multiChannel of a port, with the default of ports spec §4 when the setting is absent: true,
 * except on main-station (HMS-4X) devices where it is false.
 */
export function effectiveMultiChannel(
  settings: { multiChannel?: boolean },
  deviceType: string,
): boolean {
  return settings.multiChannel ?? deviceType !== 'HMS-4X';
}
