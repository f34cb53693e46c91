import type { DevicePower } from '../device-lifecycle';
import type { DeviceProfile } from '../profiles/device-profiles';
import type { DeviceService } from './device.service';
import { resetToFactory, type FactoryRepos } from './factory-reset';

/**
 * Reboot, restart of the services and reset to default (device spec §2 General, §4 "Reset
 * and reboot", §7). Each answers first; the device then really goes away and comes back.
 */
export class MaintenanceService {
  constructor(
    private readonly devices: DeviceService,
    private readonly repos: FactoryRepos,
    private readonly profile: DeviceProfile,
    private readonly power: DevicePower,
  ) {}

  reboot(deviceId: number): void {
    this.devices.resolve(deviceId);
    this.power.restart('reboot');
  }

  restartServices(deviceId: number): void {
    this.devices.resolve(deviceId);
    this.power.restart('services');
  }

  /** Factory configuration now (one transaction), then a reboot. */
  resetToDefault(deviceId: number, keepNetwork: boolean): void {
    this.devices.resolve(deviceId);
    resetToFactory(this.repos, this.profile, keepNetwork);
    this.power.restart('reboot');
  }
}
