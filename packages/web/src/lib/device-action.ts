import { DEVICE_ADMIN_CONTRACT } from '@crosspoint/protocol/device-admin-contract';
import type { DeviceAction } from '@crosspoint/protocol/device-admin-contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import { apiRequest } from './api-client';

/** `POST /api/{version}/devices/{deviceId}/{action}` (device spec §7), with an optional body and query. */
export function postDeviceAction(
  deviceId: number,
  action: DeviceAction,
  body?: unknown,
  query = '',
): Promise<OkReply> {
  const call = DEVICE_ADMIN_CONTRACT.deviceAction;
  return apiRequest(
    { ...call, path: `${call.path}${query}` },
    { params: { version: 1, deviceId, action }, ...(body === undefined ? {} : { body }) },
  );
}
