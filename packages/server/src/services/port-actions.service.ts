import type { NullingStatus } from '@crosspoint/protocol/entities/port-update';
import type { InventoryRepository } from '../db/inventory.repository';
import type { PortHardware } from '../hardware/port-hardware';
import { HttpError } from '../http/http-error';
import type { DeviceService } from './device.service';
import { portOfInterface } from './port-lookup';

/** Ports that have a 2-wire hybrid to null (ports spec §4 "Nulling"). */
const NULLING_TYPES = new Set(['2W']);

/** Port actions of ports spec §7: nulling (start, status) and the GPO test. */
export class PortActionsService {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly hardware: PortHardware,
    private readonly devices: DeviceService,
  ) {}

  startNulling(deviceId: number, interfaceId: number, portId: number): void {
    this.nullingPort(deviceId, interfaceId, portId);
    this.hardware.startNulling(portId);
  }

  nullingStatus(deviceId: number, interfaceId: number, portId: number): NullingStatus {
    this.nullingPort(deviceId, interfaceId, portId);
    return this.hardware.nullingStatus(portId) ?? { status: 'Idle' };
  }

  /** Forces the port's GPOs for `timeout` ms (ports spec §9: the console sends 4000 ms). */
  testGpo(
    deviceId: number,
    interfaceId: number,
    portId: number,
    enabled: boolean,
    timeout: number,
  ): void {
    this.devices.resolve(deviceId);
    const port = portOfInterface(this.inventory, interfaceId, portId);
    const count = port.settings.gpos?.length ?? 0;
    if (count === 0) throw new HttpError(400, `${port.label} has no GPO to test.`);
    this.hardware.testGpo(portId, count, enabled, timeout);
  }

  private nullingPort(deviceId: number, interfaceId: number, portId: number): void {
    this.devices.resolve(deviceId);
    const port = portOfInterface(this.inventory, interfaceId, portId);
    if (!NULLING_TYPES.has(port.interfaceType)) {
      throw new HttpError(400, `${port.label} has no nulling: only 2-wire ports are nulled.`);
    }
  }
}
