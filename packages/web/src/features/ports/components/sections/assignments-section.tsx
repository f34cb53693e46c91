import { Text } from '@mantine/core';
import type { Port } from '@crosspoint/protocol/entities/port';
import { groupsAvailable } from '@crosspoint/protocol/rules/port-fields';
import { useLinkGroupCapability } from '../../../../lib/queries/link-group-capability';
import { PortSection } from './port-section';

const count = (map: Record<string, unknown> | undefined) => Object.keys(map ?? {}).length;

/**
 * The channel and group assignments of the selected ports, read only: assigning is the
 * connections screen's work (issue 6). A PGM port hides group assignment (ports spec §2, §5).
 */
export function AssignmentsSection({ ports }: { ports: readonly Port[] }) {
  const capability = useLinkGroupCapability().data;
  const groups = capability !== undefined && ports.every((p) => groupsAvailable(p, capability));
  return (
    <PortSection title="Assignments" testId="section-assignments">
      <Text size="sm" data-testid="assigned-channels">
        Channels:{' '}
        {ports.reduce(
          (n, p) => n + count(p.port_connections.partyline) + count(p.port_connections.direct),
          0,
        )}
      </Text>
      {groups && (
        <Text size="sm" data-testid="assigned-groups">
          Groups: {ports.reduce((n, p) => n + count(p.port_connections.group), 0)}
        </Text>
      )}
    </PortSection>
  );
}
