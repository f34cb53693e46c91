import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { Port } from '@crosspoint/protocol/entities/port';
import { apiRequest } from '../../../lib/api-client';
import { getDevices } from '../../../lib/queries/devices';

/**
 * Every port of every device of the link group, by id: the participants and the candidates of
 * the assignment screen. Reads the interfaces of each device, then their ports.
 */
export async function getLinkGroupPorts(signal?: AbortSignal): Promise<Port[]> {
  const devices = await getDevices(signal);
  const perDevice = await Promise.all(
    devices
      .filter((d) => d.device_isReachable)
      .map(async (device) => {
        const params = { deviceId: device.device_id };
        const interfaces = await apiRequest(CONTRACT.interfaces, { params, signal });
        const lists = await Promise.all(
          interfaces.map((item) =>
            apiRequest(CONTRACT.interfacePorts, {
              params: { ...params, interfaceId: item.audioInterface_id },
              signal,
            }),
          ),
        );
        return lists.flat();
      }),
  );
  return perDevice.flat().sort((a, b) => a.port_id - b.port_id);
}

/** Under the `ports` root, so `live:ports` flags refetch it (lib/live-topics.ts). */
export function linkGroupPortsQueryOptions() {
  return queryOptions({
    queryKey: ['ports', 'link-group'] as const,
    queryFn: ({ signal }) => getLinkGroupPorts(signal),
  });
}

export function useLinkGroupPorts() {
  return useQuery(linkGroupPortsQueryOptions());
}
