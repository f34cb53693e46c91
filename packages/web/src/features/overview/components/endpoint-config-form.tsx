import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import {
  ENDPOINT_SETTING_DEFAULTS,
  type EndpointSettingsPatch,
} from '@crosspoint/protocol/entities/endpoint-settings';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  ENDPOINT_LABEL_MAX_LENGTH,
  EndpointUpdateBodySchema,
} from '@crosspoint/protocol/rules/endpoint-actions';
import { endpointSettingKeys } from '@crosspoint/protocol/rules/endpoint-settings';
import { useEndpointAction } from '../api/endpoint-action';
import { useUpdateEndpoint } from '../api/update-endpoint';
import { isChoiceSetting, SETTING_FIELDS, settingValueFromText } from '../lib/setting-options';
import { RoleSelect } from './role-select';

/** A stored setting, or the factory value when the endpoint has never been given one. */
function currentSetting(endpoint: Endpoint, key: keyof EndpointSettingsPatch): string {
  const stored = endpoint.settings[key];
  const value =
    typeof stored === 'string' || typeof stored === 'number'
      ? stored
      : ENDPOINT_SETTING_DEFAULTS[key];
  return String(value);
}

/**
 * The settings part of an endpoint configuration dialog: label, role, default role and the
 * audio settings the endpoint type has (docs/decisions/0040-endpoint-dialogs.md). Sends only
 * what changed: one `PUT`, then `changerole` when the role changed.
 */
export function EndpointConfigForm({
  endpoint,
  onSaved,
}: {
  endpoint: Endpoint;
  onSaved: () => void;
}) {
  const target = { deviceId: endpoint.device_id, endpointId: endpoint.id };
  const update = useUpdateEndpoint(target);
  const changeRole = useEndpointAction(target);
  const [label, setLabel] = useState(endpoint.label);
  const [settings, setSettings] = useState<Record<string, string | number>>({});
  const currentRole = endpoint.role?.isDefault ? 0 : (endpoint.role?.id ?? 0);
  const [role, setRole] = useState(currentRole);
  const [error, setError] = useState<string | null>(null);
  const keys = endpointSettingKeys(endpoint.type);

  const changedSettings = Object.fromEntries(
    Object.entries(settings).filter(
      ([key, value]) =>
        String(value) !== currentSetting(endpoint, key as keyof EndpointSettingsPatch),
    ),
  );
  const labelChanged = label.trim() !== endpoint.label;
  const body = {
    ...(labelChanged ? { label } : {}),
    ...(Object.keys(changedSettings).length > 0 ? { settings: changedSettings } : {}),
  };
  const parsed = EndpointUpdateBodySchema.safeParse(body);
  const roleChanged = role !== currentRole;
  const saving = update.isPending || changeRole.isPending;
  const labelError = label.trim() === '' ? 'A label needs at least one character.' : undefined;

  const save = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (saving || labelError) return;
    setError(null);
    try {
      if (parsed.success) await update.mutateAsync(parsed.data);
      if (roleChanged) await changeRole.mutateAsync({ action: 'changerole', body: { id: role } });
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.noResponse);
    }
  };

  const put = (key: string, value: string | number): void =>
    setSettings((s) => ({ ...s, [key]: value }));

  return (
    <Stack
      component="form"
      onSubmit={(event) => void save(event)}
      gap="sm"
      data-testid="endpoint-config-form"
    >
      <TextInput
        label="Label"
        value={label}
        onChange={(event) => setLabel(event.currentTarget.value)}
        maxLength={ENDPOINT_LABEL_MAX_LENGTH}
        error={labelError}
        data-testid="endpoint-label-input"
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RoleSelect
          endpoint={endpoint}
          label="Role"
          value={role}
          onChange={setRole}
          zero="cleared"
          testId="endpoint-role-select"
        />
        {keys.includes('default_role') && (
          <RoleSelect
            endpoint={endpoint}
            label="Default role"
            value={Number(settings.default_role ?? currentSetting(endpoint, 'default_role'))}
            onChange={(id) => put('default_role', id)}
            zero="default"
            testId="endpoint-default-role-select"
          />
        )}
        {keys.filter(isChoiceSetting).map((key) => (
          <Select
            key={key}
            label={SETTING_FIELDS[key].label}
            data={SETTING_FIELDS[key].options}
            value={String(settings[key] ?? currentSetting(endpoint, key))}
            onChange={(text) => text !== null && put(key, settingValueFromText(key, text))}
            allowDeselect={false}
            data-testid={`setting-${key}`}
          />
        ))}
      </SimpleGrid>
      {error !== null && (
        <Alert
          role="alert"
          color="red"
          title={MESSAGES.failedEndpointConfig}
          data-testid="endpoint-config-error"
        >
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          type="submit"
          loading={saving}
          disabled={!parsed.success && !roleChanged}
          data-testid="endpoint-config-save"
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
