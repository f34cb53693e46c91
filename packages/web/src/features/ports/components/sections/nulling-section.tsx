import { Alert, Button, Group, Progress, Text } from '@mantine/core';
import type { Port } from '@crosspoint/protocol/entities/port';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useNulling } from '../../hooks/use-nulling';
import { PortSection } from './port-section';

/** Nulling of one 2-wire port (ports spec §4): start, watch the status, back to Idle. */
export function NullingSection({ ports }: { ports: readonly Port[] }) {
  const [port] = ports;
  if (ports.length !== 1 || port === undefined || port.audioInterfaceType_shortName !== '2W')
    return null;
  return <Nulling key={port.port_id} port={port} />;
}

function Nulling({ port }: { port: Port }) {
  const { view, start } = useNulling(port);
  return (
    <PortSection title="Nulling" testId="section-nulling">
      <Group>
        <Button
          size="xs"
          onClick={start}
          disabled={view.status !== 'Idle'}
          data-testid="nulling-start"
        >
          Start nulling
        </Button>
        <Text size="sm" data-testid="nulling-status" aria-live="polite">
          {view.status}
        </Text>
        {view.status === 'Nulling' && (
          <Progress value={view.progress ?? 0} w={160} aria-label="Nulling progress" />
        )}
      </Group>
      {view.error !== undefined && (
        <Alert
          color="red"
          mt="xs"
          role="alert"
          title={MESSAGES.nullingFailed}
          data-testid="nulling-error"
        >
          {view.error}
        </Alert>
      )}
    </PortSection>
  );
}
