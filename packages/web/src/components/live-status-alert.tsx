import { Alert } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useLiveStatus } from '../lib/live-provider';

/**
 * Says when the live connection is lost (the page reloads once it is back) or could not start
 * at all (device spec §4 "Live socket"). It stays until the state changes: no dismiss button.
 */
export function LiveStatusAlert() {
  const status = useLiveStatus();
  if (status === 'disconnected') {
    return (
      <Alert role="alert" color="orange" data-testid="socket-disconnected" title="Connection lost">
        {MESSAGES.socketDisconnected}
      </Alert>
    );
  }
  if (status === 'failed') {
    return (
      <Alert role="alert" color="red" data-testid="socket-failed" title="Live updates unavailable">
        {MESSAGES.websocketFailed}
      </Alert>
    );
  }
  return null;
}
