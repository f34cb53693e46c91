import { useEffect, useState } from 'react';
import { msUntilMidnight } from '@crosspoint/protocol/rules/backup-name';

/**
 * Today's date, refreshed at local midnight (device spec §7: the backup name's date suffix is
 * "refreshed at midnight").
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setToday(new Date()), msUntilMidnight(today) + 50);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
