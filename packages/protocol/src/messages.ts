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
  // linking (device spec §5, §8)
  linkMasterIpInvalid: 'Invalid Link-Master IP address.',
  linkMasterIpSameAsDevice: 'Link-Master IP address cannot be the same as the device',
  linkMasterNameSameAsDevice: 'Link-Master Name cannot be the same as the device',
  linkMasterRefused:
    'Connection to Linkmaster failed or was refused! Device ID Validation will not be possible',
  hostConnectionFailed: 'Connection to Host failed!',
  noSlotsAvailable: 'No Slot IDs are available on this Link-Master.',
  invalidLinkMaster: 'Invalid Link-Master',
  failedLinkingChange: 'Failed to change device linking configuration',
  // device spec §5 (text not in the spec): a HelixNet main station links only to a main station
  helixNetNeedsMainStation:
    'A HelixNet main station can only link to another HelixNet main station.',
  // device spec §5 (text not in the spec): the too-many-devices warning
  tooManyDevices: (count: number, max: number) =>
    `The link group has more devices (${count}) than the Link-Master supports (${max}).`,
  // device spec §5: becoming master leaves the current group (text not in the spec)
  becomeMasterWarning:
    'This device will leave its current link group and become the master of a new one.',
  linkMemberUnreachable: 'The device did not answer: the link group cannot reach it.',
  linkMemberTimeout: 'The device did not answer in time.',
  // authentication
  unauthorized: 'Authentication required.',
  wrongOldPassword: 'The current password is not correct.',
  crossOrigin: 'Cross-origin requests are not allowed.',
  // titles (device spec §8)
  failedLabel: 'Failed to modify label.',
  failedPassword: 'Failed to modify password.',
  // device administration (device spec §2, §4, §5, §8; issue 3)
  failedOtaStart: 'Failed to start OTA registration.',
  failedAdminPin: 'Failed to modify administration code.',
  failedWirelessId: 'Failed to update the wireless system id.',
  failedOtaPin: 'Failed to update OTA code.',
  failedSetDateTime: 'Failed to set date and time on base station.',
  failedGetDateTime: 'Failed to get date and time from base station.',
  failedBackup: 'Failed to get generated backup file.',
  failedDspPlc: 'Failed to change DSP PLC state.',
  failedAaBattery: 'Failed to modify AA Battery Type.',
  failedRoleSorting: 'Failed to modify role sorting.',
  // titles not in the spec (decision 0032)
  failedAntennaPorts: 'Failed to modify the antenna port type.',
  failedAudioMonitor: 'Failed to change the audio monitor.',
  failedSnapshot: 'Failed to create the snapshot.',
  failedReboot: 'Failed to reboot the device.',
  failedReset: 'Failed to reset the device to default.',
  failedRestartServices: 'Failed to restart the services.',
  otaStarted:
    'Over the air registration is now started. You can now pair beltpacks with the base station.',
  otaNotOpen: 'Over-the-air registration is not open.',
  otaPinWrong: 'The OTA code of the beltpack does not match.',
  restoreSuccess: 'Successfully restored roles and channels.',
  restoreUnexpected: 'An unexpected error occured during the restore.',
  networkApplyFailed: (mode: string) => `Error applying network change with ${mode}`,
  networkRetrieveFailed: 'Cannot retrieve network settings!',
  netModeFailed: (mode: string) => `Error changing netMode to ${mode}`,
  networkApplied: 'The network settings were applied.',
  netModeApplied: (label: string) => `The device now works in the mode ${label}.`,
  dhcpHostWarning:
    'The host now gets its address by DHCP: its IP address may change. Reconnect with the new address if this page stops answering.',
  clockNotSynchronized:
    'The date and time of the base station are not synchronized with this computer (more than 15 minutes apart).',
  pinInvalid: 'The code must be empty or exactly 4 digits.',
  wirelessIdLength: 'The wireless system id must be exactly 3 letters or digits.',
  wirelessIdUnchanged: 'The wireless system id must differ from the current one.',
  wirelessIdConfirm:
    'All beltpacks must be registered again and the wireless system restarts. Change the wireless system id?',
  backupNameInvalid:
    'A backup name has 1 to 64 letters, digits, "_", "-" or ".", and starts with a letter or digit.',
  dateTimeInvalid: 'Invalid date and time (ISO 8601 with a time zone, 1970 to 2099).',
  fieldNotApplicable: (field: string, deviceType: string) =>
    `The setting ${field} does not apply to a ${deviceType} device.`,
  // endpoints (device spec §2 "Overview page", §7; issue 4; titles not in the spec)
  endpointNotFound: 'Cannot find endpoint with ID',
  roleNotFound: 'Cannot find role with ID',
  roleWrongType: (roleType: string, endpointType: string) =>
    `A ${roleType} role cannot be assigned to a ${endpointType} endpoint.`,
  endpointHasNoRoles: (endpointType: string) => `${endpointType} endpoints do not take roles.`,
  endpointSettingForeign: (setting: string, endpointType: string) =>
    `The setting ${setting} does not apply to ${endpointType} endpoints.`,
  endpointNotOnline: 'The endpoint is not online.',
  unknownEndpointAction: (action: string) => `Unknown endpoint action ${JSON.stringify(action)}.`,
  hostCannotBeRemoved: 'The host device cannot be removed.',
  failedEndpointConfig: 'Failed to save the endpoint configuration.',
  failedRmk: 'Failed to send the remote mic kill.',
  failedCallSignal: 'Failed to send the call signal.',
  failedEndpointReboot: 'Failed to reboot the endpoint.',
  failedEndpointReset: 'Failed to reset the endpoint to default.',
  failedEndpointDelete: 'Failed to delete the endpoint.',
  failedDeviceRemove: 'Failed to remove the device.',
  // ports and interfaces (ports spec §2, §5, §8; issue 5)
  portNotResponding: (desc: string) => `Port ${desc} is not responding`,
  labelEmpty: 'The label cannot be empty.',
  failedUpdatePort: 'Failed to update the port.',
  failedUpdateInterface: 'Failed to update the interface.',
  multiChannelConfirm:
    'Changing multi-channel support removes the channel assignments of the affected ports. Continue?',
  powerTerminationWarning:
    'Termination follows power: switching the power of this interface also switches its termination.',
  portNotFound: (res: string) => `Cannot find port ${res}`,
  nullingFailed: 'Nulling failed.',
  gpoTestFailed: 'Failed to test the GPO.',
  // connections (ports spec §2, §4, §5, §8; issue 6; texts not in the spec: decision 0060)
  connectionMaxReached: (type: 'partyline' | 'direct' | 'group') =>
    type === 'partyline'
      ? 'The maximum number of Channels has been reached.'
      : type === 'direct'
        ? 'The maximum number of 4W Direct Channels has been reached.'
        : 'The maximum number of Groups has been reached.',
  connectionTypeUnsupported: (type: string) =>
    `This link group does not offer connections of type ${type}.`,
  connectionNotFound: 'Cannot find connection with ID',
  connectionHasPorts: 'Ports must be removed before deleting this channel.',
  channelAssignmentRefused: 'Device resource usage limits exceeded. (Channel assignment refused)',
  directTwoPorts: 'Direct Connections are required to have only two port associations',
  portNeedsConnection: 'Create a channel or direct first.',
  directNoMultiChannel: 'A multichannel port cannot be added to a direct.',
  directSipSameDevice: 'An SIP-IVC or SIP-4W direct needs both ports on the same device.',
  groupNoProgram: 'Program audio cannot be added to a group.',
  portOffline: 'The port is offline.',
  portAlreadyAssigned: 'The port is already assigned to this connection.',
  portInOtherConnection:
    'The port is in another connection and does not support multiple channels.',
  portTypeNotInDirect: (portType: string) => `A ${portType} port cannot be added to a direct.`,
  portNotAssigned: 'The port is not assigned to this connection.',
  joinTargetInvalid: 'Invalid target: expected a connection path such as /api/1/connections/3.',
  invalidCall: 'Invalid call',
  sipCallsSipOnly: 'Only SIP ports can place calls.',
  sipUriInvalid: 'Invalid SIP URI: expected sip:user@host.',
  failedAddConnection: 'Failed to add the connection.',
  failedRenameConnection: 'Failed to rename the connection.',
  failedDeleteConnection: 'Failed to delete the connection.',
  failedPortAssociation: 'Failed to change the port association.',
  failedDialOut: 'Failed to place the call.',
  failedHangUp: 'Failed to hang up.',
  alertsLqOnly: 'Alerts are only available on LQ devices.',
} as const;
