import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { InventoryRepository } from '../db/inventory.repository';
import type { PortHardware } from '../hardware/port-hardware';
import type { LiveNotifier } from '../live/live-notifier';
import type { DeviceService } from './device.service';
import { PortActionsService } from './port-actions.service';
import { PortSettingsService } from './port-settings.service';
import { StatisticsService } from './statistics.service';

/** The ports and interfaces work of issue 5: settings, actions and live statistics. */
export interface PortFeature {
  settings: PortSettingsService;
  actions: PortActionsService;
  statistics: StatisticsService;
}

export function createPortFeature(deps: {
  inventory: InventoryRepository;
  hardware: PortHardware;
  devices: DeviceService;
  live: LiveNotifier;
  deviceType: DeviceTypeName;
}): PortFeature {
  const { inventory, hardware, devices, live, deviceType } = deps;
  return {
    settings: new PortSettingsService(inventory, hardware, devices, live, deviceType),
    actions: new PortActionsService(inventory, hardware, devices),
    statistics: new StatisticsService(inventory, hardware, devices),
  };
}
