import { useEffect, useState } from 'react';
import type { LiveStatistics } from '@crosspoint/protocol/entities/port-statistics';
import { useLiveChannel } from '../../../lib/live-channel';
import { StatisticsHistory } from '../lib/statistics-history';

/**
 * Live statistics of a device while the screen is open (ports spec §2, §7): starts the
 * `statistics` topic on mount and stops it on unmount; keeps the latest push for the grid and
 * a history for the charts. `deviceId` 0 is the host, whose pushes carry its slot id.
 */
export function useLiveStatistics(deviceId: number) {
  const channel = useLiveChannel();
  const [latest, setLatest] = useState<LiveStatistics | undefined>(undefined);
  // One history per mounted screen; it grows in place as pushes arrive.
  const [history] = useState(() => new StatisticsHistory());

  useEffect(() => {
    const stop = channel.onStatistics((push) => {
      if (deviceId !== 0 && push.deviceId !== deviceId) return;
      history.add(push, Date.now() / 1000);
      setLatest(push);
    });
    channel.request({ statistics: 'start' });
    return () => {
      channel.request({ statistics: 'stop' });
      stop();
    };
  }, [channel, deviceId, history]);

  return { latest, history };
}
