import { Alert } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';

/**
 * A failed device call as the spec shows it (device spec §8): the title, then the server's
 * message or 'No response from the server.'.
 */
export function CallError({
  title,
  error,
  testId,
}: {
  title: string;
  error: Error | null;
  testId?: string;
}) {
  if (error === null) return null;
  return (
    <Alert role="alert" color="red" title={title} data-testid={testId}>
      {error.message || MESSAGES.noResponse}
    </Alert>
  );
}
