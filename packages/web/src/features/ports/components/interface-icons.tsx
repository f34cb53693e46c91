import { Badge, Group } from '@mantine/core';
import type { AudioInterface } from '@crosspoint/protocol/entities/audio-interface';
import { interfaceGroupOf, interfaceIconRank } from '@crosspoint/protocol/rules/port-fields';

/** The device's interface types as icons, in the spec's icon order (ports spec §2: 2W, 4W, 4WG, 1.9, 2.4). */
export function InterfaceIcons({ interfaces }: { interfaces: readonly AudioInterface[] }) {
  const types = [...new Set(interfaces.map((i) => interfaceGroupOf(i.type) ?? i.type))].sort(
    (a, b) => interfaceIconRank(a) - interfaceIconRank(b),
  );
  return (
    <Group gap={4} data-testid="interface-icons" aria-label="Interfaces">
      {types.map((type) => (
        <Badge key={type} variant="outline" size="sm">
          {type}
        </Badge>
      ))}
    </Group>
  );
}
