import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { PortSettingsPatch } from '@crosspoint/protocol/entities/port-update';

/** What every port section gets: the selected ports and a way to change them all. */
export interface SectionProps {
  ports: readonly Port[];
  deviceType: DeviceTypeName;
  /** Applies a partial change to every selected port (one `PUT .../ports`). */
  onPatch: (patch: PortSettingsPatch) => void;
  busy: boolean;
}

/** The options every selected port offers: the intersection of their option lists. */
export function commonOptions<T>(lists: ReadonlyArray<readonly T[]>): T[] {
  const [first = [], ...rest] = lists;
  return first.filter((value) => rest.every((list) => list.includes(value)));
}
