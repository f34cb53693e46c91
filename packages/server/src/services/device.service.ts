import type { Device } from '@crosspoint/protocol/entities/device';
import type { DeviceCapability } from '@crosspoint/protocol/entities/capability';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { DeviceRecord, DeviceRepository } from '../db/device.repository';
import type { DeviceProfile } from '../profiles/device-profiles';
import { DEVICE_SOFTWARE_VERSION } from '../profiles/device-profiles';
import type { LiveNotifier } from '../live/live-notifier';
import { HttpError } from '../http/http-error';
import type { LinkView } from '../link/link.service';
import type { DeviceAdminRepository } from '../db/device-admin.repository';

/** Where the device can be reached, as it reports itself. */
export interface DeviceAddress {
  ipAddress: string;
  port: number;
}

/** The linking side of the device record, provided by the link service (link/). */
export interface DeviceLinkSource {
  view(): LinkView;
  /** The other devices of the link group, as this device knows them. */
  otherDevices(): Device[];
}

/**
 * The device itself: identity, label, capability. A standalone device is the only member and
 * master of its link group (architecture §2: linking `disabled` is a group of one).
 */
export class DeviceService {
  private link: DeviceLinkSource | undefined;
  /** Software version reported (options.versionSW lets tests inject a mismatch). */
  versionSW: string = DEVICE_SOFTWARE_VERSION;
  /** Resource usage in percent, from the hardware (issue 6; ports spec §5 refuses over 85). */
  usageSource: () => number = () => 0;

  constructor(
    private readonly devices: DeviceRepository,
    private readonly profile: DeviceProfile,
    private readonly live: LiveNotifier,
    private readonly address: DeviceAddress,
    /** Net mode and audio monitor (issue 3); absent in tests that build the service alone. */
    private readonly admin?: DeviceAdminRepository,
  ) {}

  /** The slot id (`device_id`) of this device. */
  slotId(): number {
    return this.record().slotId;
  }

  /** Resolves a path device id: 0 is the host, as is the host's own slot id; else 404. */
  resolve(deviceId: number): DeviceRecord {
    const record = this.record();
    if (deviceId !== 0 && deviceId !== record.slotId) {
      throw new HttpError(404, MESSAGES.deviceNotFound);
    }
    return record;
  }

  /** Connects the link state: the record's linking fields and the group's other devices. */
  attachLink(link: DeviceLinkSource): void {
    this.link = link;
  }

  list(): Device[] {
    return [this.toDevice(this.record()), ...(this.link?.otherDevices() ?? [])];
  }

  /** One device: this one, or another of the link group as this host lists it (issue 7). */
  get(deviceId: number): Device {
    const other = this.link?.otherDevices().find((d) => d.device_id === deviceId);
    if (other && deviceId !== 0 && deviceId !== this.record().slotId) return other;
    return this.toDevice(this.resolve(deviceId));
  }

  capability(deviceId: number): DeviceCapability {
    this.resolve(deviceId);
    return this.profile.capability;
  }

  updateLabel(deviceId: number, label: string): void {
    this.resolve(deviceId);
    this.devices.updateLabel(label);
    this.live.flag('devices');
  }

  private record(): DeviceRecord {
    const record = this.devices.find();
    if (!record) throw new Error('The device row is missing: the database was not seeded.');
    return record;
  }

  private toDevice(record: DeviceRecord): Device {
    const link = this.link?.view();
    const admin = this.admin?.state();
    const device: Device = {
      device_id: record.slotId,
      res: `/api/2/devices/${record.slotId}`,
      device_label: record.label,
      device_uuid: record.uuid,
      deviceType_name: record.deviceType,
      isHost: true,
      device_isReachable: true,
      device_isMaster: link?.isMaster ?? true,
      device_linking: link?.mode ?? 'disabled',
      linkingVersion: 1,
      device_masterStatus: link?.masterStatus ?? 'IsMaster',
      device_masterAddress: link?.master?.host ?? '',
      device_masterPort: link?.master?.port ?? this.address.port,
      device_ipAddress: this.address.ipAddress,
      device_netMode: admin?.netMode ?? 'LAN',
      versionSW: this.versionSW,
      licensedFeatures: this.profile.licensedFeatures,
      device_liveStatus: { power: 'on', monitoring: admin?.monitoring ?? 0, callAllState: false },
      device_usage: this.usageSource(),
      device_settings: record.settings,
      device_masterReachable: link?.masterReachable ?? true,
    };
    if (record.deviceType === 'HMS-4X') device.hxIIBPversionSW = this.versionSW;
    return device;
  }
}
