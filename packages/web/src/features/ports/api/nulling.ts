import { CONTRACT, type OkReply } from '@crosspoint/protocol/contract';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { NullingStatus } from '@crosspoint/protocol/entities/port-update';
import { apiRequest } from '../../../lib/api-client';

const paramsOf = (port: Port) => ({
  deviceId: port.device_id,
  interfaceId: port.audioInterface_id_AudioInterface,
  portId: port.port_id,
});

/** `POST .../ports/{portId}/nulling` starts nulling (ports spec §7). */
export function startNulling(port: Port): Promise<OkReply> {
  return apiRequest(CONTRACT.startNulling, { params: paramsOf(port) });
}

/**
 * `GET .../ports/{portId}/nulling` reads its status. Polled by `useNulling` on a fixed rhythm
 * rather than cached: the status is a process, not a resource (ports spec §4).
 */
export function getNullingStatus(port: Port, signal?: AbortSignal): Promise<NullingStatus> {
  return apiRequest(CONTRACT.nullingStatus, { params: paramsOf(port), signal });
}
