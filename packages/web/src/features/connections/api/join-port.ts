import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONNECTION_CONTRACT } from '@crosspoint/protocol/connection-contract';
import type { Port } from '@crosspoint/protocol/entities/port';
import { apiRequest } from '../../../lib/api-client';
import { CONNECTIONS_KEY } from './get-connections';

type PortRef = Pick<Port, 'device_id' | 'audioInterface_id_AudioInterface' | 'port_id'>;

const paramsOf = (port: PortRef) => ({
  deviceId: port.device_id,
  interfaceId: port.audioInterface_id_AudioInterface,
  portId: port.port_id,
});

/** `POST …/ports/{portId}/join` or `/leave` with `{ target }` (ports spec §7). */
export async function changePortAssociation(
  port: PortRef,
  target: string,
  action: 'join' | 'leave',
): Promise<void> {
  const call = action === 'join' ? CONNECTION_CONTRACT.joinPort : CONNECTION_CONTRACT.leavePort;
  await apiRequest(call, { params: paramsOf(port), body: { target } });
}

/**
 * Joins ports to a connection or removes them, one call per port in order; the first refusal
 * stops the rest and its message is the error (ports spec §8 "Port association fails: the
 * server message"). Ports and connections are refetched either way.
 */
export function usePortAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { ports: PortRef[]; target: string; action: 'join' | 'leave' }) => {
      for (const port of input.ports) await changePortAssociation(port, input.target, input.action);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ports'] }),
        queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
      ]),
  });
}
