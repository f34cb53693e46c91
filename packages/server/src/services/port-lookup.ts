import { HttpError } from '../http/http-error';
import type { InventoryRepository, PortRecord } from '../db/inventory.repository';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { INTERFACE_NOT_FOUND } from './interface.service';

const PORT_RES = /^\/api\/1\/devices\/(\d{1,3})\/interfaces\/(\d{1,10})\/ports\/(\d{1,10})$/;

/**
 * Finds the ports a request names by `res` (ports spec §7: "res list of port paths"). A res
 * must name a port of this device (device 0 or its slot) on the interface the port is on;
 * anything else is a 400 that names it, before anything is written.
 */
export function portsByRes(
  inventory: InventoryRepository,
  slotId: number,
  resList: readonly string[],
): PortRecord[] {
  const ports = new Map(inventory.ports().map((p) => [p.id, p]));
  const found: PortRecord[] = [];
  for (const res of resList) {
    const match = PORT_RES.exec(res);
    const port = match ? ports.get(Number(match[3])) : undefined;
    const device = Number(match?.[1]);
    if (
      !match ||
      !port ||
      port.interfaceId !== Number(match[2]) ||
      (device !== 0 && device !== slotId)
    ) {
      throw new HttpError(400, MESSAGES.portNotFound(res));
    }
    if (found.some((p) => p.id === port.id)) {
      throw new HttpError(400, `The port ${res} is listed twice.`);
    }
    found.push(port);
  }
  return found;
}

/** A port of an interface by id (path parameters); 404 for either unknown. */
export function portOfInterface(
  inventory: InventoryRepository,
  interfaceId: number,
  portId: number,
): PortRecord {
  if (!inventory.findInterface(interfaceId)) throw new HttpError(404, INTERFACE_NOT_FOUND);
  const port = inventory.ports(interfaceId).find((p) => p.id === portId);
  if (!port) throw new HttpError(404, `Cannot find port with ID ${portId}`);
  return port;
}
