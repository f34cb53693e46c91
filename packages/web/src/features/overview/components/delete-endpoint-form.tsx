import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { formatEndpointId } from '@crosspoint/protocol/rules/ids';
import { useDeleteEndpoint } from '../api/delete-endpoint';

/** Confirms and deletes an endpoint; the page then reloads (device spec §7). */
export function DeleteEndpointForm({
  endpoint,
  onCancel,
}: {
  endpoint: Endpoint;
  onCancel: () => void;
}) {
  const remove = useDeleteEndpoint({ deviceId: endpoint.device_id, endpointId: endpoint.id });
  return (
    <Stack gap="sm">
      <Text size="sm">
        Delete {endpoint.label} ({formatEndpointId(endpoint.id)})? The device forgets it; a beltpack
        must be registered again to come back.
      </Text>
      {remove.isError && (
        <Alert
          role="alert"
          color="red"
          title={MESSAGES.failedEndpointDelete}
          data-testid="delete-error"
        >
          {remove.error.message || MESSAGES.noResponse}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending || remove.isSuccess}
          onClick={() => remove.mutate()}
          data-testid="delete-confirm"
        >
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
