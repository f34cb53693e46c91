import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { CALL_SIGNAL_TEXT_MAX_LENGTH } from '@crosspoint/protocol/rules/endpoint-actions';
import { useEndpointAction } from '../api/endpoint-action';

/** Sends a call signal with text to an endpoint, or ends it (device spec §2, §7 `callSig`). */
export function CallSignalForm({ endpoint, onDone }: { endpoint: Endpoint; onDone: () => void }) {
  const [text, setText] = useState('');
  const action = useEndpointAction({ deviceId: endpoint.device_id, endpointId: endpoint.id });
  const calling = endpoint.liveStatus?.callSignal?.active === true;
  const send = (active: boolean): void =>
    action.mutate(
      { action: 'callSig', body: { active, text: active ? text : '' } },
      { onSuccess: onDone },
    );

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        send(true);
      }}
    >
      <TextInput
        label="Text shown on the endpoint"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={CALL_SIGNAL_TEXT_MAX_LENGTH}
        description={`Up to ${CALL_SIGNAL_TEXT_MAX_LENGTH} characters.`}
        data-testid="call-signal-text"
        data-autofocus
      />
      {action.isError && (
        <Alert
          role="alert"
          color="red"
          title={MESSAGES.failedCallSignal}
          data-testid="call-signal-error"
        >
          {action.error.message || MESSAGES.noResponse}
        </Alert>
      )}
      <Group justify="flex-end">
        {calling && (
          <Button
            variant="default"
            onClick={() => send(false)}
            loading={action.isPending}
            data-testid="call-signal-stop"
          >
            End call signal
          </Button>
        )}
        <Button type="submit" loading={action.isPending} data-testid="call-signal-send">
          Send call signal
        </Button>
      </Group>
    </Stack>
  );
}
