import type {
  DeviceSettings,
  NetMode,
  NetworkSettings,
} from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  deviceFieldApplies,
  validatePin,
  validateWirelessId,
} from '@crosspoint/protocol/rules/device-settings-validation';
import {
  normalizeNetworkSettings,
  validateNetworkSettings,
} from '@crosspoint/protocol/rules/network-validation';
import { parseDeviceDateTime } from '@crosspoint/protocol/rules/clock-drift';
import type { Clock } from '../clock';
import type { DeviceAdminRepository } from '../db/device-admin.repository';
import type { OtaRegistration } from '../hardware/virtual/ota-registration';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { DeviceProfile } from '../profiles/device-profiles';
import type { DeviceService } from './device.service';

/** One field of a device `PUT` other than the label, already parsed by its schema. */
export type DeviceFieldChange =
  | { field: 'adminPin'; value: string }
  | { field: 'otaPin'; value: string }
  | { field: 'wirelessId'; value: string }
  | { field: 'dspPlcState'; value: boolean }
  | { field: 'aaBatteryType'; value: 'Alkaline' | 'NiMH' }
  | { field: 'roleSorting'; value: 'RoleNumber' | 'Alphabetical' }
  | { field: 'antennaPorts'; value: 'rj45' | 'fiber' };

/**
 * Device-local settings (device spec §2 Station, Network, Wireless, General clock; §5 rules):
 * every rule is the protocol's function the console also uses; a refused value is a 400 with
 * the rule's message and nothing is written.
 */
export class DeviceSettingsService {
  constructor(
    private readonly devices: DeviceService,
    private readonly admin: DeviceAdminRepository,
    private readonly profile: DeviceProfile,
    private readonly live: LiveNotifier,
    private readonly clock: Clock,
    private readonly ota: OtaRegistration | undefined,
  ) {}

  /** Applies one Station or Wireless field (device spec §7: a `PUT` with a single field). */
  updateField(deviceId: number, change: DeviceFieldChange): void {
    const record = this.devices.resolve(deviceId);
    if (!deviceFieldApplies(this.profile.type, change.field)) {
      throw new HttpError(400, MESSAGES.fieldNotApplicable(change.field, this.profile.type));
    }
    if (change.field === 'adminPin' || change.field === 'otaPin') {
      refuseIf(validatePin(change.value));
    }
    if (change.field === 'wirelessId') {
      refuseIf(validateWirelessId(change.value, record.settings.wirelessId ?? ''));
    }
    const settings: DeviceSettings = { ...record.settings, [change.field]: change.value };
    this.admin.setSettings(settings);
    // device spec §5: a new wireless system id restarts the wireless system; every beltpack
    // must register again.
    if (change.field === 'wirelessId') this.ota?.dropBeltpacks();
    this.live.flag('devices');
  }

  /** `POST setupnetwork` (device spec §5, §7); DHCP and none keep no static fields. */
  setupNetwork(deviceId: number, network: NetworkSettings): void {
    const record = this.devices.resolve(deviceId);
    const errors = validateNetworkSettings(network);
    const first = errors[0];
    if (first !== undefined) throw new HttpError(400, first.message);
    this.admin.setSettings({ ...record.settings, network: normalizeNetworkSettings(network) });
    this.live.flag('devices');
  }

  setNetMode(deviceId: number, mode: NetMode): void {
    this.devices.resolve(deviceId);
    this.admin.setNetMode(mode);
    this.live.flag('devices');
  }

  setAudioMonitor(deviceId: number, monitoring: 0 | 1 | 2): void {
    this.devices.resolve(deviceId);
    this.admin.setMonitoring(monitoring);
    this.live.flag('devices');
  }

  /** The device clock (server clock plus the stored offset) as ISO 8601 UTC. */
  dateTime(deviceId: number): { wbsDateTime: string } {
    this.devices.resolve(deviceId);
    return { wbsDateTime: new Date(this.deviceNow()).toISOString() };
  }

  setDateTime(deviceId: number, dateTime: string): void {
    this.devices.resolve(deviceId);
    const target = parseDeviceDateTime(dateTime);
    if (target === null) throw new HttpError(400, MESSAGES.dateTimeInvalid);
    this.admin.setClockOffset(target - this.clock.now());
  }

  /** `POST otastate`: opens (true) or closes (false) over-the-air registration. */
  setOtaState(deviceId: number, open: boolean): void {
    this.devices.resolve(deviceId);
    if (!this.ota)
      throw new HttpError(400, MESSAGES.fieldNotApplicable('OTAState', this.profile.type));
    if (open) this.ota.open();
    else this.ota.close();
  }

  deviceNow(): number {
    return this.clock.now() + this.admin.state().clockOffsetMs;
  }
}

function refuseIf(message: string | null): void {
  if (message !== null) throw new HttpError(400, message);
}
