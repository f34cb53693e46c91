/**
 * The message catalogue (device spec §8, ports spec §8 and the rule messages of §5): every
 * text a user can meet, so that console and server say the same words.
 */
export const MESSAGES = {
  noResponse: 'No response from the server.',
  deviceNotFound: 'Cannot find device with ID',
  unableToFetchDevice: (id: number | string) => `Unable to fetch device ${id}`,
  hostUnreachable: 'The host device is unreachable.',
  // device spec §4: ERROR for an unreachable device that is not the host (text not in the spec)
  deviceUnreachable: 'The device is unreachable.',
  masterUnreachable: 'The Link-Master is unreachable.',
  slotConflict: 'Slot-ID conflict detected.',
  badVersion: 'The Link-Master software version is not compatible with this device.',
  masterNotReady: 'The Link-Master is not ready.',
  hxiiMismatch: 'The HXII beltpack firmware version does not match the HMS-4X firmware version.',
  masterLostFeatureDisabled: 'Connection to Link-Master lost: Use of this feature is disabled',
  websocketFailed: 'websocket failed to start',
  socketDisconnected:
    'The connection to the device was lost. The page will reload when the connection is back.',
  // device spec §5
  ipReserved: 'IP addresses in the range 172.23.x.x are reserved for internal use.',
  ipInvalid: 'Invalid IP address.',
  netmaskInvalid: 'Invalid Subnet Mask.',
  extIpInvalid: 'Invalid IP address for the external connectivity.',
  portInvalid: 'Invalid port.',
  hostnameInvalid: 'Invalid hostname format.',
  passwordMismatch: 'Password mismatch',
  // authentication
  unauthorized: 'Authentication required.',
  wrongOldPassword: 'The current password is not correct.',
  crossOrigin: 'Cross-origin requests are not allowed.',
  // titles (device spec §8)
  failedLabel: 'Failed to modify label.',
  failedPassword: 'Failed to modify password.',
} as const;
