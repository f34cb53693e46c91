import type { Port } from '@crosspoint/protocol/entities/port';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { HttpError } from '../http/http-error';
import type { DeviceService } from './device.service';
import type { InterfaceService } from './interface.service';

/**
 * The ports of this device as the API shows them (settings, assignments, live status), read
 * through the interface service so the connection work sees exactly what the ports screen sees.
 */
export class PortDirectory {
  constructor(
    private readonly interfaces: InterfaceService,
    private readonly devices: DeviceService,
  ) {}

  /** This device's slot id (its ports' res start with `/api/1/devices/{slot}/`). */
  slotId(): number {
    return this.devices.slotId();
  }

  /** Every port of the device, by id. */
  all(deviceId = 0): Port[] {
    return this.interfaces
      .list(deviceId)
      .flatMap((item) => this.interfaces.ports(deviceId, item.audioInterface_id))
      .sort((a, b) => a.port_id - b.port_id);
  }

  /** One port from a path; 404 for an unknown device or interface, or a port not in it. */
  find(deviceId: number, interfaceId: number, portId: number): Port {
    const port = this.interfaces.ports(deviceId, interfaceId).find((p) => p.port_id === portId);
    if (!port) {
      throw new HttpError(
        404,
        MESSAGES.portNotFound(
          `/api/1/devices/${deviceId}/interfaces/${interfaceId}/ports/${portId}`,
        ),
      );
    }
    return port;
  }
}
