import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DEVICE_ADMIN_TIMINGS } from '@crosspoint/protocol/constants';
import type { Device, NetworkMode } from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  defaultNetmask,
  validateNetworkSettings,
} from '@crosspoint/protocol/rules/network-validation';
import { CallError } from '../../../components/call-error';
import { useSetupNetwork } from '../api/setup-network';
import type { Message } from '../hooks/use-timed-progress';
import {
  draftOf,
  isHostSwitchingToDhcp,
  settingsOf,
  type NetworkDraft,
} from '../lib/network-draft';

const MODES: Array<{ value: NetworkMode; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'dhcp', label: 'DHCP' },
  { value: 'static', label: 'Static' },
];

const FIELDS: Array<{ key: keyof Omit<NetworkDraft, 'mode'>; label: string; staticOnly: boolean }> =
  [
    { key: 'staticIP', label: 'IP address', staticOnly: true },
    { key: 'netmask', label: 'Subnet mask', staticOnly: true },
    { key: 'gateway', label: 'Gateway', staticOnly: true },
    { key: 'dns1', label: 'DNS 1', staticOnly: true },
    { key: 'dns2', label: 'DNS 2', staticOnly: true },
    { key: 'extip', label: 'External IP address', staticOnly: false },
    { key: 'extport', label: 'External port', staticOnly: false },
  ];

/**
 * Network mode and addresses (device spec §2 Network, §5 every rule through the protocol's
 * validators, §7 setupnetwork). Applying shows the progress dialog, then a message.
 */
export function NetworkForm({
  device,
  onApplied,
}: {
  device: Device;
  onApplied: (durationMs: number, message: Message) => void;
}) {
  const stored = device.device_settings.network;
  const [draft, setDraft] = useState<NetworkDraft>(() => draftOf(stored));
  const [checked, setChecked] = useState(false);
  const setup = useSetupNetwork(device.device_id);
  const errors = validateNetworkSettings(settingsOf(draft));
  const errorOf = (key: keyof NetworkDraft) =>
    checked ? errors.find((e) => e.field === key)?.message : undefined;

  const setMode = (value: string): void => {
    const mode = MODES.find((m) => m.value === value)?.value;
    if (mode === undefined) return;
    // device spec §5: "Netmask defaults to {ip} when static is chosen and it is empty."
    const netmask =
      mode === 'static' ? defaultNetmask(draft.staticIP, draft.netmask) : draft.netmask;
    setDraft({ ...draft, mode, netmask });
  };
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    setChecked(true);
    if (errors.length > 0) return;
    const network = settingsOf(draft);
    setup.mutate(network, {
      onSuccess: () => {
        const warn = isHostSwitchingToDhcp(device.isHost, stored?.mode, network.mode);
        onApplied(DEVICE_ADMIN_TIMINGS.networkProgressMs, {
          text: warn ? MESSAGES.dhcpHostWarning : MESSAGES.networkApplied,
          warning: warn,
        });
      },
    });
  };
  const visible = FIELDS.filter((f) => !f.staticOnly || draft.mode === 'static');
  return (
    <Stack component="form" onSubmit={onSubmit} gap="sm" maw={640} data-testid="network-form">
      <Title order={2} size="h4">
        Network
      </Title>
      <Text size="sm" fw={500} id="network-mode-label">
        Mode
      </Text>
      <SegmentedControl
        aria-labelledby="network-mode-label"
        value={draft.mode}
        data={MODES}
        onChange={setMode}
        w="fit-content"
        data-testid="network-mode"
      />
      <SimpleGrid cols={2}>
        {visible.map((f) => (
          <TextInput
            key={f.key}
            label={f.label}
            value={draft[f.key]}
            onChange={(event) => setDraft({ ...draft, [f.key]: event.currentTarget.value })}
            error={errorOf(f.key)}
            data-testid={`network-${f.key}`}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button type="submit" loading={setup.isPending} data-testid="network-apply">
          Apply
        </Button>
      </Group>
      <CallError
        title={MESSAGES.networkApplyFailed(draft.mode)}
        error={setup.error}
        testId="network-error"
      />
    </Stack>
  );
}
