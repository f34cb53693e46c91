import { memo } from 'react';
import { Badge } from '@mantine/core';
import type { EndpointStatus } from '@crosspoint/protocol/entities/endpoint';

const COLOURS: Record<EndpointStatus, string> = {
  online: 'green',
  connecting: 'yellow',
  offline: 'red',
  unknown: 'gray',
};

/** An endpoint's live status as text (never colour alone), with a stable `data-status`. */
export const EndpointStatusBadge = memo(function EndpointStatusBadge({
  id,
  status,
}: {
  id: number;
  status: EndpointStatus;
}) {
  return (
    <Badge
      color={COLOURS[status]}
      variant="light"
      data-testid={`endpoint-status-${id}`}
      data-status={status}
    >
      {status}
    </Badge>
  );
});
