import type { AudioInterface } from '@crosspoint/protocol/entities/audio-interface';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { InterfaceCapability } from '@crosspoint/protocol/entities/capability';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { InterfaceRecord, InventoryRepository, PortRecord } from '../db/inventory.repository';
import type { HardwareGateway } from '../hardware/hardware-gateway';
import {
  interfaceCapability,
  interfaceLongName,
  isInterfaceType,
} from '../profiles/interface-types';
import { HttpError } from '../http/http-error';
import type { DeviceService } from './device.service';

/** Server message for an interface id this device does not have (none in the catalogue). */
export const INTERFACE_NOT_FOUND = 'Cannot find interface with ID';

/**
 * Audio interfaces and their ports (ports spec §3): configuration from the database, live
 * status from the hardware.
 */
export class InterfaceService {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly hardware: HardwareGateway,
    private readonly devices: DeviceService,
    private readonly deviceType: DeviceTypeName,
  ) {}

  list(deviceId: number): AudioInterface[] {
    const slot = this.devices.resolve(deviceId).slotId;
    return this.inventory.interfaces().map((item) => this.toInterface(item, slot));
  }

  get(deviceId: number, interfaceId: number): AudioInterface {
    const slot = this.devices.resolve(deviceId).slotId;
    return this.toInterface(this.find(interfaceId), slot);
  }

  ports(deviceId: number, interfaceId: number): Port[] {
    const slot = this.devices.resolve(deviceId).slotId;
    this.find(interfaceId);
    return this.inventory.ports(interfaceId).map((port) => this.toPort(port, slot));
  }

  /** Capability of an interface type as this device has it; 404 for a type it lacks. */
  capability(type: string): InterfaceCapability {
    const item = this.inventory.interfaces().find((i) => i.type === type);
    if (!item || !isInterfaceType(type)) {
      throw new HttpError(404, `Unknown interface type ${type}`);
    }
    return interfaceCapability(this.deviceType, type, item.portCount);
  }

  private find(interfaceId: number): InterfaceRecord {
    const found = this.inventory.findInterface(interfaceId);
    if (!found) throw new HttpError(404, INTERFACE_NOT_FOUND);
    return found;
  }

  private toInterface(item: InterfaceRecord, slot: number): AudioInterface {
    const powerSense = this.hardware.interfacePowerSense(item.id);
    return {
      audioInterface_id: item.id,
      res: `/api/1/devices/${slot}/interfaces/${item.id}`,
      device_id_Device: slot,
      type: item.type,
      longName: interfaceLongName(item.type),
      portCount: item.portCount,
      hwIndex: item.hwIndex,
      settings: item.settings,
      liveStatus: powerSense === undefined ? {} : { powerSense },
    };
  }

  private toPort(port: PortRecord, slot: number): Port {
    return {
      port_id: port.id,
      res: `/api/1/devices/${slot}/interfaces/${port.interfaceId}/ports/${port.id}`,
      port_label: port.label,
      port_desc: port.desc,
      port_config_type: port.configType,
      port_hwIndex: port.hwIndex,
      device_id: slot,
      audioInterface_id_AudioInterface: port.interfaceId,
      audioInterfaceType_shortName: port.interfaceType,
      audioInterfaceType_longName: interfaceLongName(port.interfaceType),
      port_settings: port.settings,
      port_connections: port.connections,
      liveStatus: this.hardware.portLiveStatus(port.id) ?? { online: false },
    };
  }
}
