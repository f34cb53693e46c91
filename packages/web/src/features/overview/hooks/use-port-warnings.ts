import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { portWarnings } from '@crosspoint/protocol/rules/port-warnings';
import { useDevicePorts } from '../../../lib/queries/device-ports';
import { interfacesQueryOptions } from '../../../lib/queries/interfaces';

const NONE: readonly number[] = [];

/**
 * The port warnings of a device for its tile (device spec §4: WARNING for "port warnings"),
 * from its interfaces' ports; refreshed by `live:interfaces` and `live:ports` flags. An
 * unreachable device is not asked.
 */
export function usePortWarnings(deviceId: number, reachable: boolean): string[] {
  const interfaces = useQuery({ ...interfacesQueryOptions(deviceId), enabled: reachable });
  const ids = useMemo(
    () => (reachable ? (interfaces.data?.map((i) => i.audioInterface_id) ?? NONE) : NONE),
    [interfaces.data, reachable],
  );
  const { ports } = useDevicePorts(deviceId, ids);
  return useMemo(() => ports.flatMap((port) => portWarnings(port)), [ports]);
}
