import type {
  DeviceCapability,
  LinkGroupCapability,
} from '@crosspoint/protocol/entities/capability';
import type {
  DeviceSettings,
  DeviceTypeName,
  LicensedFeature,
} from '@crosspoint/protocol/entities/device';
import { SERVER_INFO } from '../server-info';

/**
 * Everything that differs between the three device types and is not hardware inventory:
 * product name (page title, backup prefix), capabilities and factory settings. Kept in one
 * place so a new device type is one entry here plus one inventory.
 */
export interface DeviceProfile {
  type: DeviceTypeName;
  productName: string;
  /** Backup file prefix (architecture §9): HMS_, FSII_, LQ_. */
  backupPrefix: string;
  defaultLabel: string;
  capability: DeviceCapability;
  /** Link-group capability of this device when it is a group of one (linking disabled). */
  linkGroupCapability: LinkGroupCapability;
  factorySettings: DeviceSettings;
  licensedFeatures: LicensedFeature[];
}

const MB = 1024 * 1024;
const MAX_JSON_BODY = MB;

const HMS_4X: DeviceProfile = {
  type: 'HMS-4X',
  productName: 'HelixNet',
  backupPrefix: 'HMS_',
  defaultLabel: 'HMS-4X Main Station',
  capability: {
    type: 'HMS-4X',
    productName: 'HelixNet',
    upgrade: { extensions: ['.gz'], minSize: 100 * 1024, maxSize: 100 * MB },
    linking: {
      options: ['linkMaster', 'linkMember', 'disabled'],
      maxDevices: 4,
      supportedDevices: ['HMS-4X'],
      nameResolution: true,
    },
    users: [],
    interfaces: ['2W', '4W', 'PGM', 'SA', 'HS'],
    endpointTypes: ['HRM-4X', 'HKB-2X', 'HBP-2X'],
    resourceUsage: false,
    maxBodyBytes: MAX_JSON_BODY,
  },
  linkGroupCapability: {
    connections: {
      types: ['partyline', 'group'],
      max: { partyline: 64, group: 64 },
      dynamic: true,
    },
    externalSystems: [],
    users: [],
    roles: [
      { type: 'HMS-4X', labelLength: 10 },
      { type: 'HRM-4X', labelLength: 10 },
      { type: 'HKB-2X', labelLength: 10 },
      { type: 'HBP-2X', labelLength: 10 },
    ],
    resourceUsage: false,
    deviceTypes: ['HMS-4X'],
  },
  factorySettings: { roleSorting: 'RoleNumber', network: { mode: 'dhcp' } },
  licensedFeatures: [],
};

const FSII: DeviceProfile = {
  type: 'FSII',
  productName: 'FreeSpeak II',
  backupPrefix: 'FSII_',
  defaultLabel: 'FreeSpeak II Base',
  capability: {
    type: 'FSII',
    productName: 'FreeSpeak II',
    upgrade: { extensions: ['.gz', '.fww'], minSize: 100 * 1024, maxSize: 100 * MB },
    linking: {
      options: ['linkMaster', 'linkMember', 'disabled'],
      maxDevices: 4,
      supportedDevices: ['FSII', 'LQ-4W2'],
      nameResolution: true,
    },
    users: [],
    interfaces: ['2W', '4W'],
    endpointTypes: ['FSII-BP', 'FSII-Antenna'],
    resourceUsage: false,
    maxBodyBytes: MAX_JSON_BODY,
  },
  linkGroupCapability: {
    connections: {
      types: ['partyline', 'group'],
      max: { partyline: 12, group: 12 },
      dynamic: false,
    },
    externalSystems: [],
    users: [],
    roles: [{ type: 'FSII-BP', labelLength: 10 }],
    resourceUsage: false,
    deviceTypes: ['FSII'],
  },
  factorySettings: {
    adminPin: '',
    otaPin: '',
    wirelessId: 'A1B',
    dspPlcState: true,
    aaBatteryType: 'Alkaline',
    roleSorting: 'RoleNumber',
    antennaPorts: 'rj45',
    network: { mode: 'dhcp' },
  },
  licensedFeatures: [{ name: '24Channels', qty: 0 }],
};

const LQ_4W2: DeviceProfile = {
  type: 'LQ-4W2',
  productName: 'LQ',
  backupPrefix: 'LQ_',
  defaultLabel: 'LQ-4W2',
  capability: {
    type: 'LQ-4W2',
    productName: 'LQ',
    upgrade: { extensions: ['.gz'], minSize: 100 * 1024, maxSize: 100 * MB },
    linking: {
      options: ['linkMaster', 'linkMember', 'disabled'],
      maxDevices: 6,
      supportedDevices: ['LQ-4W2', 'FSII'],
      nameResolution: true,
    },
    users: ['LQ-AIC'],
    interfaces: ['4W', 'IVC', 'SIP'],
    endpointTypes: ['LQ-AIC'],
    resourceUsage: true,
    maxBodyBytes: MAX_JSON_BODY,
  },
  linkGroupCapability: {
    connections: {
      types: ['partyline', 'direct', 'group'],
      max: { partyline: 24, direct: 12, group: 24 },
      dynamic: true,
    },
    externalSystems: [{ type: 'SIP' }, { type: 'IVC' }],
    users: ['LQ-AIC'],
    roles: [{ type: 'LQ-AIC', labelLength: 20 }],
    resourceUsage: true,
    deviceTypes: ['LQ-4W2'],
  },
  factorySettings: { network: { mode: 'dhcp' } },
  licensedFeatures: [
    { name: 'AGENT-IC-LQ', qty: 2 },
    { name: 'SIP8-LQ', qty: 1 },
  ],
};

/** The profile of every device type, keyed by type. */
export const DEVICE_PROFILES: Record<DeviceTypeName, DeviceProfile> = {
  'HMS-4X': HMS_4X,
  FSII,
  'LQ-4W2': LQ_4W2,
};

export function profileOf(type: DeviceTypeName): DeviceProfile {
  return DEVICE_PROFILES[type];
}

/** Software version reported by every virtual device. */
export const DEVICE_SOFTWARE_VERSION = SERVER_INFO.serverVersion;
