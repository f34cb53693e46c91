import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { ConnectionRepository } from '../db/connection.repository';
import { DeviceAdminRepository } from '../db/device-admin.repository';
import type { DeviceRepository } from '../db/device.repository';
import type { EndpointRepository } from '../db/endpoint.repository';
import { RoleRepository } from '../db/role.repository';
import { SnapshotRepository } from '../db/snapshot.repository';
import type { DevicePower } from '../device-lifecycle';
import { OtaRegistration } from '../hardware/virtual/ota-registration';
import type { VirtualHardware } from '../hardware/virtual/virtual-hardware';
import type { LiveNotifier } from '../live/live-notifier';
import type { DeviceProfile } from '../profiles/device-profiles';
import { BackupService } from './backup.service';
import { DeviceSettingsService } from './device-settings.service';
import type { DeviceService } from './device.service';
import { ensureFactoryConfiguration } from './factory-reset';
import { MaintenanceService } from './maintenance.service';
import { SnapshotService } from './snapshot.service';

/** The services of device administration (issue 3), handed to the routes as one group. */
export interface DeviceAdminServices {
  settings: DeviceSettingsService;
  backup: BackupService;
  snapshot: SnapshotService;
  maintenance: MaintenanceService;
  /** Over-the-air registration; FreeSpeak II only. */
  ota: OtaRegistration | undefined;
}

export interface DeviceAdminWiring {
  db: Db;
  dataDir: string;
  profile: DeviceProfile;
  clock: Clock;
  live: LiveNotifier;
  hardware: VirtualHardware;
  power: DevicePower;
  devices: DeviceService;
  deviceRepo: DeviceRepository;
  endpointRepo: EndpointRepository;
}

/**
 * Wires device administration for one device instance and writes the factory connections
 * and roles the first time (a new database, or one made before migration 3).
 */
export function createDeviceAdmin(w: DeviceAdminWiring): DeviceAdminServices {
  const admin = new DeviceAdminRepository(w.db);
  const connections = new ConnectionRepository(w.db);
  const roles = new RoleRepository(w.db);
  const repos = {
    db: w.db,
    device: w.deviceRepo,
    admin,
    connections,
    roles,
    endpoints: w.endpointRepo,
  };
  ensureFactoryConfiguration(repos, w.profile);
  const ota =
    w.profile.type === 'FSII'
      ? new OtaRegistration(w.hardware, w.clock, () => w.deviceRepo.find()?.settings.otaPin ?? '')
      : undefined;
  const settings = new DeviceSettingsService(w.devices, admin, w.profile, w.live, w.clock, ota);
  return {
    settings,
    backup: new BackupService(w.db, connections, roles, w.profile, w.live, w.clock),
    snapshot: new SnapshotService(
      w.devices,
      connections,
      roles,
      new SnapshotRepository(w.db),
      w.profile,
      w.clock,
      w.dataDir,
      () => settings.deviceNow(),
    ),
    maintenance: new MaintenanceService(w.devices, repos, w.profile, w.power),
    ota,
  };
}
