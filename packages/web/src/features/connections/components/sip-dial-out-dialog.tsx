import { useEffect, useReducer, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import type { Port } from '@crosspoint/protocol/entities/port';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  DIAL_OUT_IDLE,
  dialOutTransition,
  sipUriProblem,
} from '@crosspoint/protocol/rules/sip-dial-out';
import { useDialOut, useHangUp, usePortCalls } from '../api/port-calls';

/**
 * The SIP dial-out dialog of one port, identified by its res (ports spec §2, §4): idle, then
 * pending while the call is placed, then tracked by res until the hardware says inProgress is
 * false. One call or all of them can be hung up.
 */
export function SipDialOutDialog({ port, onClose }: { port: Port; onClose: () => void }) {
  const [state, dispatch] = useReducer(dialOutTransition, DIAL_OUT_IDLE);
  const [uri, setUri] = useState('');
  const calls = usePortCalls(port);
  const dial = useDialOut(port);
  const hangUp = useHangUp(port);
  const inProgress = (calls.data ?? []).filter((c) => c.liveStatus.inProgress);
  const tracked =
    state.status === 'tracking' ? calls.data?.find((c) => c.res === state.res) : undefined;

  useEffect(() => {
    if (tracked)
      dispatch({ type: 'status', res: tracked.res, inProgress: tracked.liveStatus.inProgress });
  }, [tracked]);

  const problem = uri === '' ? null : sipUriProblem(uri.trim());
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const target = uri.trim();
    if (target === '' || sipUriProblem(target) || state.status !== 'idle') return;
    dispatch({ type: 'dial', uri: target });
    dial.mutate(target, {
      onSuccess: (reply) => dispatch({ type: 'placed', res: reply.res ?? '' }),
      onError: (error) =>
        dispatch({ type: 'failed', message: error.message || MESSAGES.noResponse }),
    });
  };
  const hang = (callId?: number): void =>
    hangUp.mutate(callId, {
      onSuccess: () => {
        if (callId === undefined || tracked?.id === callId) dispatch({ type: 'hungUp' });
      },
    });

  return (
    <Modal
      opened
      onClose={onClose}
      title={`SIP dial-out: ${port.port_label}`}
      data-testid="dial-out-dialog"
    >
      <Stack>
        <form onSubmit={onSubmit}>
          <Group align="flex-end">
            <TextInput
              label="SIP URI"
              placeholder="sip:1001@pbx.example"
              value={uri}
              onChange={(event) => setUri(event.currentTarget.value)}
              error={problem}
              disabled={state.status !== 'idle'}
              flex={1}
              data-testid="dial-out-uri"
            />
            <Button
              type="submit"
              loading={state.status === 'pending'}
              disabled={state.status !== 'idle' || uri.trim() === '' || problem !== null}
              data-testid="dial-out-call"
            >
              Call
            </Button>
          </Group>
        </form>
        <Group gap="xs">
          <Text size="sm">State:</Text>
          <Badge data-testid="dial-out-state" data-state={state.status} variant="light">
            {state.status === 'idle'
              ? 'Idle'
              : state.status === 'pending'
                ? 'Calling…'
                : `In call with ${state.uri}`}
          </Badge>
        </Group>
        {state.status === 'idle' && state.error !== undefined && (
          <Alert
            color="red"
            role="alert"
            title={MESSAGES.failedDialOut}
            data-testid="dial-out-error"
          >
            {state.error}
          </Alert>
        )}
        {hangUp.isError && (
          <Alert color="red" role="alert" title={MESSAGES.failedHangUp} data-testid="hang-up-error">
            {hangUp.error.message || MESSAGES.noResponse}
          </Alert>
        )}
        <Table data-testid="dial-out-calls">
          <Table.Tbody>
            {inProgress.map((call) => (
              <Table.Tr key={call.id} data-testid={`call-${call.id}`}>
                <Table.Td>{call.uri}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => hang(call.id)}
                    data-testid={`hang-up-${call.id}`}
                  >
                    Hang up
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button
            color="red"
            variant="outline"
            disabled={inProgress.length === 0}
            onClick={() => hang()}
            data-testid="hang-up-all"
          >
            Hang up all
          </Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
