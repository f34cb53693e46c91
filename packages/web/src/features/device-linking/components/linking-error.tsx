import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { ApiError } from '../../../lib/api-client';

/**
 * device spec §8: alert 'Failed to change device linking configuration' with status and
 * message ('No response from the server.' when nothing came back).
 */
export function LinkingError({ error, onClose }: { error: Error | null; onClose: () => void }) {
  if (error === null) return null;
  const status = error instanceof ApiError ? error.status : null;
  return (
    <Modal opened onClose={onClose} title={MESSAGES.failedLinkingChange} centered>
      <div role="alert" data-testid="linking-error">
        {status !== null && <Text size="sm">Status: {status}</Text>}
        <Text size="sm">{error.message || MESSAGES.noResponse}</Text>
      </div>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
