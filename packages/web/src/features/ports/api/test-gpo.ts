import { useMutation } from '@tanstack/react-query';
import { CONTRACT, type OkReply } from '@crosspoint/protocol/contract';
import type { Port } from '@crosspoint/protocol/entities/port';
import { apiRequest } from '../../../lib/api-client';

/** ports spec §9: "GPO call timeout 4000 ms". */
export const GPO_TEST_TIMEOUT_MS = 4_000;

/** `POST .../ports/{portId}/gpo` with `{ enabled, timeout }` (ports spec §7). */
export function testGpo(port: Port, enabled: boolean): Promise<OkReply> {
  return apiRequest(CONTRACT.portGpoTest, {
    params: {
      deviceId: port.device_id,
      interfaceId: port.audioInterface_id_AudioInterface,
      portId: port.port_id,
    },
    body: { enabled, timeout: GPO_TEST_TIMEOUT_MS },
  });
}

export function useTestGpo() {
  return useMutation({
    mutationFn: ({ port, enabled }: { port: Port; enabled: boolean }) => testGpo(port, enabled),
  });
}
