import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { PortConnections } from '@crosspoint/protocol/entities/port';
import type {
  InterfaceUpdateBody,
  PortsUpdateBody,
} from '@crosspoint/protocol/entities/port-update';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  applyPortPatch,
  isValidPortLabel,
  multiChannelChanges,
} from '@crosspoint/protocol/rules/port-update';
import type { InventoryRepository, InterfaceRecord, PortRecord } from '../db/inventory.repository';
import type { PortHardware } from '../hardware/port-hardware';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { DeviceService } from './device.service';
import { INTERFACE_NOT_FOUND } from './interface.service';
import { portsByRes } from './port-lookup';

/**
 * Channel assignments a multi-channel change removes (ports spec §5): partyline channels and
 * directs; group membership does not depend on multi-channel support (docs/decisions/0051).
 */
function withoutChannels(connections: PortConnections): PortConnections {
  return connections.group === undefined ? {} : { group: connections.group };
}

/**
 * Changes port and interface settings (ports spec §7 `PUT .../ports`, `PUT /interfaces/{id}`):
 * every selected port is checked with the protocol rules first, then all are written in one
 * transaction, so an invalid value for any port changes nothing.
 */
export class PortSettingsService {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly hardware: PortHardware,
    private readonly devices: DeviceService,
    private readonly live: LiveNotifier,
    private readonly deviceType: DeviceTypeName,
  ) {}

  updatePorts(deviceId: number, interfaceId: number, body: PortsUpdateBody): void {
    const slot = this.devices.resolve(deviceId).slotId;
    if (!this.inventory.findInterface(interfaceId)) throw new HttpError(404, INTERFACE_NOT_FOUND);
    const { res, label, ...patch } = body;
    const ports = portsByRes(this.inventory, slot, res);
    if (label !== undefined) {
      if (ports.length !== 1) throw new HttpError(400, 'A label can be set on one port at a time.');
      if (!isValidPortLabel(label)) throw new HttpError(400, MESSAGES.labelEmpty);
    }
    const devicePorts = this.inventory.ports().map((p) => p.id);
    const changes = ports.map((port) => {
      const result = applyPortPatch(this.target(port), patch, devicePorts);
      if (!result.ok) throw new HttpError(400, result.message);
      const dropChannels = multiChannelChanges(port.settings, patch);
      return { port, settings: result.value, dropChannels };
    });
    this.inventory.transaction(() => {
      for (const { port, settings, dropChannels } of changes) {
        this.inventory.updatePort(port.id, {
          settings,
          ...(label === undefined ? {} : { label: label.trim() }),
          ...(dropChannels ? { connections: withoutChannels(port.connections) } : {}),
        });
      }
    });
    for (const { port, settings } of changes) this.hardware.applySettings(port.id, settings);
    this.live.flag('ports');
    if (changes.some((c) => c.dropChannels)) this.live.flag('connections');
  }

  /** One body applied to each interface (ports spec §7); termination follows power (§5). */
  updateInterfaces(
    deviceId: number,
    interfaceIds: readonly number[],
    body: InterfaceUpdateBody,
  ): void {
    this.devices.resolve(deviceId);
    const targets = interfaceIds.map((id) => {
      const found = this.inventory.findInterface(id);
      if (!found) throw new HttpError(404, INTERFACE_NOT_FOUND);
      return { found, settings: nextInterfaceSettings(found, body) };
    });
    this.inventory.transaction(() => {
      for (const { found, settings } of targets)
        this.inventory.updateInterfaceSettings(found.id, settings);
    });
    for (const { found, settings } of targets) {
      if (settings.power !== undefined) this.hardware.applyInterfacePower(found.id, settings.power);
    }
    this.live.flag('interfaces');
  }

  private target(port: PortRecord) {
    return {
      portId: port.id,
      label: port.label,
      deviceType: this.deviceType,
      interfaceType: port.interfaceType,
      configType: port.configType,
      settings: port.settings,
    };
  }
}

/**
 * Interface settings after a change. Only settings the interface has can change; switching
 * power switches termination with it (ports spec §5 "Changing power warns that termination
 * follows power"); termination alone can change only while the power is on.
 */
function nextInterfaceSettings(
  item: InterfaceRecord,
  body: InterfaceUpdateBody,
): InterfaceRecord['settings'] {
  const has = (field: 'power' | 'termination') => item.settings[field] !== undefined;
  for (const field of ['power', 'termination'] as const) {
    if (body[field] !== undefined && !has(field)) {
      throw new HttpError(400, `The setting ${field} does not apply to a ${item.type} interface.`);
    }
  }
  if (body.power !== undefined) {
    if (body.termination !== undefined && body.termination !== body.power) {
      throw new HttpError(400, MESSAGES.powerTerminationWarning);
    }
    return { ...item.settings, power: body.power, termination: body.power };
  }
  if (body.termination === true && item.settings.power === false) {
    throw new HttpError(400, MESSAGES.powerTerminationWarning);
  }
  return { ...item.settings, ...body };
}
