import {
  AaBatteryBodySchema,
  AdminPinBodySchema,
  AntennaPortsBodySchema,
  DspPlcBodySchema,
  OtaPinBodySchema,
  RoleSortingBodySchema,
  WirelessIdBodySchema,
} from '@crosspoint/protocol/device-admin-contract';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse';
import type { DeviceFieldChange } from '../services/device-settings.service';

/**
 * Parses the single field of a device `PUT` other than the label (device spec §7) with its
 * strict protocol schema. Link-group fields (keysets, groups) come with the roles work.
 */
export function parseDeviceField(field: string, body: unknown): DeviceFieldChange {
  switch (field) {
    case 'adminPin':
      return { field, value: parseInput(AdminPinBodySchema, body, 'admin code').adminPin };
    case 'otaPin':
      return { field, value: parseInput(OtaPinBodySchema, body, 'OTA code').otaPin };
    case 'wirelessId':
      return {
        field,
        value: parseInput(WirelessIdBodySchema, body, 'wireless system id').wirelessId,
      };
    case 'dspPlcState':
      return { field, value: parseInput(DspPlcBodySchema, body, 'DSP PLC state').dspPlcState };
    case 'aaBatteryType':
      return {
        field,
        value: parseInput(AaBatteryBodySchema, body, 'AA battery type').aaBatteryType,
      };
    case 'roleSorting':
      return { field, value: parseInput(RoleSortingBodySchema, body, 'role sorting').roleSorting };
    case 'antennaPorts':
      return {
        field,
        value: parseInput(AntennaPortsBodySchema, body, 'antenna port type').antennaPorts,
      };
    default:
      throw new HttpError(400, `Changing ${field} is not supported yet.`);
  }
}
