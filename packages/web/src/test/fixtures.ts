import { DeviceSchema } from '@crosspoint/protocol/entities/device';
import type { Device } from '@crosspoint/protocol/entities/device';
import { EndpointSchema } from '@crosspoint/protocol/entities/endpoint';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import {
  DeviceCapabilitySchema,
  LinkGroupCapabilitySchema,
} from '@crosspoint/protocol/entities/capability';
import type {
  DeviceCapability,
  LinkGroupCapability,
} from '@crosspoint/protocol/entities/capability';

// Test data goes through the protocol schemas, so a fixture cannot drift from the contract.

/** A reachable HMS-4X host, overridable field by field. */
export function makeDevice(overrides: Partial<Device> = {}): Device {
  return DeviceSchema.parse({
    device_id: 1,
    res: `/api/2/devices/${overrides.device_id ?? 1}`,
    device_label: 'Main station',
    device_uuid: 'uuid-1',
    deviceType_name: 'HMS-4X',
    isHost: true,
    device_isReachable: true,
    device_isMaster: true,
    device_linking: 'disabled',
    linkingVersion: 1,
    device_masterStatus: 'IsMaster',
    device_masterAddress: '',
    device_masterPort: 80,
    device_ipAddress: '10.0.0.10',
    device_netMode: 'LAN',
    versionSW: '4.3.0',
    licensedFeatures: [],
    device_liveStatus: {},
    device_usage: 42,
    device_settings: {},
    ...overrides,
  });
}

/** An online HelixNet beltpack, overridable field by field. */
export function makeEndpoint(overrides: Partial<Endpoint> = {}): Endpoint {
  return EndpointSchema.parse({
    id: 7,
    res: `/api/1/devices/1/endpoints/${overrides.id ?? 7}`,
    type: 'HBP-2X',
    device_id: 1,
    label: 'BP 7',
    settings: {},
    role: { id: 3, label: 'Stage', isDefault: false },
    liveStatus: { status: 'online', linkQuality: 90, batteryLevel: 75 },
    ...overrides,
  });
}

export function makeDeviceCapability(overrides: Partial<DeviceCapability> = {}): DeviceCapability {
  return DeviceCapabilitySchema.parse({
    type: 'HMS-4X',
    productName: 'HelixNet',
    upgrade: { extensions: ['.fww'], minSize: 100_000, maxSize: 100_000_000 },
    linking: {
      options: ['disabled'],
      maxDevices: 4,
      supportedDevices: ['HMS-4X'],
      nameResolution: false,
    },
    users: [],
    interfaces: ['2W', '4W'],
    endpointTypes: ['HBP-2X'],
    resourceUsage: false,
    maxBodyBytes: 1_000_000,
    ...overrides,
  });
}

export function makeLinkGroupCapability(
  overrides: Partial<LinkGroupCapability> = {},
): LinkGroupCapability {
  return LinkGroupCapabilitySchema.parse({
    connections: { types: ['partyline'], max: { partyline: 64 }, dynamic: true },
    externalSystems: [],
    users: [],
    roles: [],
    resourceUsage: false,
    deviceTypes: ['HMS-4X'],
    ...overrides,
  });
}
