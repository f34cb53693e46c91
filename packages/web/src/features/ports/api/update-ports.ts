import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT, type OkReply } from '@crosspoint/protocol/contract';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { PortSettingsPatch } from '@crosspoint/protocol/entities/port-update';
import { apiRequest } from '../../../lib/api-client';
import { PORTS_KEY } from '../../../lib/queries/device-ports';

/** What one edit sends: the selected ports and the partial settings (ports spec §7). */
export interface PortsUpdate {
  ports: readonly Port[];
  patch: PortSettingsPatch & { label?: string };
}

/**
 * `PUT /api/1/devices/{id}/interfaces/{interfaceId}/ports` with the `res` of every selected
 * port: one call applies the edit to all of them (the server accepts ports of any interface of
 * the device, docs/decisions/0050).
 */
export function updatePorts(deviceId: number, { ports, patch }: PortsUpdate): Promise<OkReply> {
  const interfaceId = ports[0]?.audioInterface_id_AudioInterface ?? 0;
  return apiRequest(CONTRACT.updatePorts, {
    params: { deviceId, interfaceId },
    body: { res: ports.map((p) => p.res), ...patch },
  });
}

/** Edits the selected ports; the ports are refetched whether it worked or not. */
export function useUpdatePorts(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PortsUpdate) => updatePorts(deviceId, update),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...PORTS_KEY, deviceId] }),
  });
}
