import type { InterfaceCapability } from '@crosspoint/protocol/entities/capability';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import { gainOptions, voxThresholdOptions } from '@crosspoint/protocol/rules/port-options';

/** Audio interface types the virtual hardware can have (ports spec §3). */
export const INTERFACE_TYPES = ['2W', '4W', 'PGM', 'SA', 'HS', 'IVC', 'SIP'] as const;
export type InterfaceType = (typeof INTERFACE_TYPES)[number];

export function isInterfaceType(value: string): value is InterfaceType {
  return (INTERFACE_TYPES as readonly string[]).includes(value);
}

const LONG_NAMES: Record<InterfaceType, string> = {
  '2W': '2-Wire Partyline',
  '4W': '4-Wire',
  PGM: 'Program Input',
  SA: 'Stage Announce',
  HS: 'Headset',
  IVC: 'IVC-32',
  SIP: 'SIP',
};

export function interfaceLongName(type: InterfaceType): string {
  return LONG_NAMES[type];
}

/**
 * Interface-type capability as a device of `deviceType` reports it. Gains follow ports spec
 * §9: 2W -3..3 dB; other types 12..-12 dB in 3 dB steps, 6 dB steps on an HMS-4X; vox
 * thresholds -18..-60 in steps of 2 except on an HMS-4X, which has none.
 */
export function interfaceCapability(
  deviceType: DeviceTypeName,
  type: InterfaceType,
  portCount: number,
): InterfaceCapability {
  const isMainStation = deviceType === 'HMS-4X';
  const gains = gainOptions(deviceType, type);
  return {
    type,
    longName: interfaceLongName(type),
    portCount,
    inputGain: gains,
    outputGain: gains,
    voxThresholds: voxThresholdOptions(deviceType, type),
    multiChannel: !isMainStation && (type === '4W' || type === 'IVC' || type === 'SIP'),
    power: type === '2W',
  };
}
