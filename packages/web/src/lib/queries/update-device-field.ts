import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import { apiRequest } from '../api-client';
import { DEVICES_KEY } from './devices';

/** One Station or Wireless field of a device `PUT` (device spec §7: a single field). */
export type DeviceFieldBody =
  | { adminPin: string }
  | { otaPin: string }
  | { wirelessId: string }
  | { dspPlcState: boolean }
  | { aaBatteryType: 'Alkaline' | 'NiMH' }
  | { roleSorting: 'RoleNumber' | 'Alphabetical' }
  | { antennaPorts: 'rj45' | 'fiber' };

/** `PUT /api/1/devices/{id}` with one field. */
export function updateDeviceField(deviceId: number, body: DeviceFieldBody): Promise<OkReply> {
  return apiRequest(CONTRACT.updateDevice, { params: { version: 1, deviceId }, body });
}

/**
 * Changes one device setting; whether it worked or not the device is refetched (device spec
 * §8: device calls "refetch the device").
 */
export function useUpdateDeviceField(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceFieldBody) => updateDeviceField(deviceId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
