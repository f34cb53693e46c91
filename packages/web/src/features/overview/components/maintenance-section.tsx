import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { ENDPOINT_DIALOG_CLOSE_MS } from '@crosspoint/protocol/rules/endpoint-actions';
import { endpointStatusOf } from '@crosspoint/protocol/rules/endpoint-status';
import { useEndpointAction } from '../api/endpoint-action';

type Step = 'idle' | 'confirmReset' | 'done';

/**
 * Endpoint maintenance (device spec §2 "HelixNet endpoint config (with maintenance)"): reboot,
 * and reset to default after a confirmation. device spec §4: "Endpoint modals close 1.5 s
 * after an endpoint reset or reboot".
 */
export function MaintenanceSection({
  endpoint,
  onClose,
  onDelete,
}: {
  endpoint: Endpoint;
  onClose: () => void;
  onDelete: () => void;
}) {
  const action = useEndpointAction({ deviceId: endpoint.device_id, endpointId: endpoint.id });
  const [step, setStep] = useState<Step>('idle');
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const online = endpointStatusOf(endpoint) === 'online';

  const run = (name: 'reboot' | 'resetToDefault', title: string): void => {
    setFailure(null);
    action.mutate(
      { action: name },
      {
        onSuccess: () => {
          setStep('done');
          timer.current = setTimeout(onClose, ENDPOINT_DIALOG_CLOSE_MS);
        },
        onError: (error) => {
          setStep('idle');
          setFailure({ title, message: error.message || MESSAGES.noResponse });
        },
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="maintenance-title">
      <Title order={4} id="maintenance-title">
        Maintenance
      </Title>
      {step === 'done' ? (
        <Text size="sm" data-testid="maintenance-done">
          Done. The endpoint restarts; this dialog closes.
        </Text>
      ) : step === 'confirmReset' ? (
        <Stack gap="xs" data-testid="reset-confirm">
          <Text size="sm">
            Reset {endpoint.label} to its factory settings? Its settings and role are cleared and it
            restarts.
          </Text>
          <Group>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() => run('resetToDefault', MESSAGES.failedEndpointReset)}
              data-testid="reset-confirm-button"
            >
              Reset to default
            </Button>
            <Button variant="default" onClick={() => setStep('idle')}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button
            variant="default"
            disabled={!online}
            loading={action.isPending}
            onClick={() => run('reboot', MESSAGES.failedEndpointReboot)}
            data-testid="endpoint-reboot"
          >
            Reboot
          </Button>
          <Button
            variant="default"
            onClick={() => setStep('confirmReset')}
            data-testid="endpoint-reset"
          >
            Reset to default…
          </Button>
          <Button color="red" variant="light" onClick={onDelete} data-testid="endpoint-delete">
            Delete…
          </Button>
        </Group>
      )}
      {failure && (
        <Alert role="alert" color="red" title={failure.title} data-testid="maintenance-error">
          {failure.message}
        </Alert>
      )}
    </Stack>
  );
}
