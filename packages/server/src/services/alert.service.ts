import type { Alert } from '@crosspoint/protocol/entities/alert';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { deviceTypeHasAlerts } from '@crosspoint/protocol/rules/device-alerts';
import type { HardwareAlert, VirtualAlerts } from '../hardware/virtual/virtual-alerts';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { DeviceService } from './device.service';
import { INTERFACE_NOT_FOUND } from './interface.service';

/**
 * Current interface alerts (device spec §3, §7; decision 0045): read from the hardware, and
 * raised or cleared by the `/sim` control API, each change flagging `live:alerts`.
 */
export class AlertService {
  constructor(
    private readonly devices: DeviceService,
    private readonly alerts: VirtualAlerts,
    private readonly live: LiveNotifier,
    private readonly deviceType: DeviceTypeName,
  ) {}

  /** The device's current alerts; 404 on a device type without alerts (decision 0045). */
  current(deviceId: number): Alert[] {
    const slot = this.devices.resolve(deviceId).slotId;
    if (!deviceTypeHasAlerts(this.deviceType)) throw new HttpError(404, MESSAGES.alertsLqOnly);
    return this.alerts.list().map((alert) => ({
      device_id: slot,
      interface_id: alert.interfaceId,
      ...(alert.code === undefined ? {} : { code: alert.code }),
      message: alert.message,
    }));
  }

  raise(alert: HardwareAlert): void {
    if (!this.alerts.raise(alert)) throw new HttpError(404, INTERFACE_NOT_FOUND);
    this.live.flag('alerts');
  }

  clear(interfaceId: number): void {
    if (!this.alerts.clear(interfaceId)) throw new HttpError(404, INTERFACE_NOT_FOUND);
    this.live.flag('alerts');
  }
}
