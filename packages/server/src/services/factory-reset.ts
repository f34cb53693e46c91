import type { Db } from '../db/database';
import type { ConnectionRepository } from '../db/connection.repository';
import type { DeviceAdminRepository } from '../db/device-admin.repository';
import type { DeviceRepository } from '../db/device.repository';
import type { EndpointRepository } from '../db/endpoint.repository';
import type { RoleRepository } from '../db/role.repository';
import { factoryInventory } from '../hardware/virtual/factory-inventory';
import type { DeviceProfile } from '../profiles/device-profiles';
import { factoryConfiguration } from './factory-configuration';

/** The repositories a factory reset or first configuration writes. */
export interface FactoryRepos {
  db: Db;
  device: DeviceRepository;
  admin: DeviceAdminRepository;
  connections: ConnectionRepository;
  roles: RoleRepository;
  endpoints: EndpointRepository;
}

/**
 * Writes the factory connections and roles once per database (a new device, or one created
 * before migration 3), so that a later deletion of every role is not undone by a restart.
 */
export function ensureFactoryConfiguration(repos: FactoryRepos, profile: DeviceProfile): void {
  if (repos.admin.state().factoryConfigSeeded) return;
  const factory = factoryConfiguration(profile.type);
  repos.db.transaction(() => {
    repos.connections.replaceAll(factory.connections);
    repos.roles.replaceAll(factory.roles);
    repos.admin.markFactoryConfigSeeded();
  })();
}

/**
 * Returns the device's configuration to its factory state in one transaction (device spec
 * §7 resettodefault; decision 0033): label, settings, net mode, audio monitor, connections,
 * roles, port and interface settings, and the factory endpoints (paired beltpacks are
 * forgotten). With `keepNetwork` the network settings and net mode stay. The admin password,
 * the clock offset and the event log are not configuration and stay.
 */
export function resetToFactory(
  repos: FactoryRepos,
  profile: DeviceProfile,
  keepNetwork: boolean,
): void {
  const record = repos.device.find();
  if (!record) throw new Error('The device row is missing.');
  const factory = factoryConfiguration(profile.type);
  const inventory = factoryInventory(profile.type, record.slotId);
  const { db } = repos;
  db.transaction(() => {
    const settings = { ...profile.factorySettings };
    if (keepNetwork && record.settings.network) settings.network = record.settings.network;
    repos.admin.setSettings(settings, { replace: true });
    repos.admin.setLabel(profile.defaultLabel);
    if (!keepNetwork) repos.admin.setNetMode('LAN');
    repos.admin.setMonitoring(0);
    repos.connections.replaceAll(factory.connections);
    repos.roles.replaceAll(factory.roles);
    const setInterface = db.prepare('UPDATE interfaces SET settings = ? WHERE id = ?');
    const setPort = db.prepare(
      "UPDATE ports SET label = ?, settings = ?, connections = '{}' WHERE id = ?",
    );
    for (const item of inventory.interfaces) {
      setInterface.run(JSON.stringify(item.settings), item.id);
      for (const port of item.ports)
        setPort.run(port.label, JSON.stringify(port.settings), port.id);
    }
    db.prepare('DELETE FROM endpoints').run();
    repos.endpoints.insert(inventory.endpoints);
  })();
}
