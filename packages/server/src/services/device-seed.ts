import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { DeviceRepository } from '../db/device.repository';
import type { EndpointRepository } from '../db/endpoint.repository';
import type { InventoryRepository } from '../db/inventory.repository';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import { factoryInventory } from '../hardware/virtual/factory-inventory';
import { profileOf } from '../profiles/device-profiles';

export interface SeedRequest {
  type: DeviceTypeName;
  slotId: number;
  now: number;
  /** Ports of a larger virtual device (issue 5 benchmark); default the factory inventory. */
  portCount?: number;
}

/**
 * Gives a new database its factory state (device row, interfaces, ports, endpoints) in one
 * transaction, and checks that an existing one belongs to the device being started: a data
 * folder is one device, so its type cannot silently change (its slot is the stored one).
 */
export function seedOnFirstStart(
  db: Db,
  repos: {
    devices: DeviceRepository;
    inventory: InventoryRepository;
    endpoints: EndpointRepository;
  },
  request: SeedRequest,
): void {
  const existing = repos.devices.find();
  if (existing) {
    if (existing.deviceType !== request.type) {
      throw new Error(
        `This data folder holds a ${existing.deviceType} device; it cannot start as ${request.type}.`,
      );
    }
    // The slot given applies to a first start only: linking with another slot renumbers the
    // stored device (decision 0075), which then keeps its new slot on every later start.
    return;
  }
  const profile = profileOf(request.type);
  const inventory = factoryInventory(request.type, request.slotId, request.portCount);
  db.transaction(() => {
    repos.devices.insert({
      deviceType: request.type,
      slotId: request.slotId,
      label: profile.defaultLabel,
      uuid: randomUUID(),
      settings: profile.factorySettings,
      createdAt: request.now,
    });
    repos.inventory.insertInterfaces(inventory.interfaces);
    repos.endpoints.insert(inventory.endpoints);
  })();
}
