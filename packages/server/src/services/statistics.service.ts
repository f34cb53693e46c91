import type { LiveStatistics } from '@crosspoint/protocol/entities/port-statistics';
import type { InventoryRepository } from '../db/inventory.repository';
import type { PortHardware } from '../hardware/port-hardware';
import type { DeviceService } from './device.service';

/** The `live:statistics` push of this device (ports spec §3 "Port statistics"). */
export class StatisticsService {
  private portIndex: Array<{ interfaceId: number; portId: number }> | undefined;

  constructor(
    private readonly inventory: InventoryRepository,
    private readonly hardware: PortHardware,
    private readonly devices: DeviceService,
  ) {}

  /** One row per port of the device, in port order. */
  snapshot(): LiveStatistics {
    // Ports of a device are fixed hardware: read them once, not on every push.
    this.portIndex ??= this.inventory
      .ports()
      .map((p) => ({ interfaceId: p.interfaceId, portId: p.id }));
    const audioInterfaces: LiveStatistics['audioInterfaces'] = [];
    for (const entry of this.portIndex) {
      const statistics = this.hardware.statistics(entry.portId);
      if (statistics) audioInterfaces.push({ ...entry, statistics });
    }
    return { deviceId: this.devices.resolve(0).slotId, audioInterfaces };
  }
}
