import { useState } from 'react';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { DEVICE_ADMIN_TIMINGS, NET_MODE_LABELS } from '@crosspoint/protocol/constants';
import type { Device, NetMode } from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { CallError } from '../../../components/call-error';
import { useSetNetMode } from '../api/set-net-mode';
import type { Message } from '../hooks/use-timed-progress';

const OPTIONS = (['LAN', 'WAN'] as const).map((mode) => ({
  value: mode,
  label: NET_MODE_LABELS[mode],
}));

/**
 * The net mode, LAN ('LAN/WAN Routed Network') or WAN ('Internet/NATed Network') (device spec
 * §9; §7 setnetmode; §9 progress 10 s on the host, 20 s on another device).
 */
export function NetModeForm({
  device,
  onApplied,
}: {
  device: Device;
  onApplied: (durationMs: number, message: Message) => void;
}) {
  const [mode, setMode] = useState<NetMode>(device.device_netMode);
  const change = useSetNetMode(device.device_id);
  const apply = (): void => {
    change.mutate(mode, {
      onSuccess: () =>
        onApplied(
          device.isHost
            ? DEVICE_ADMIN_TIMINGS.netModeProgressHostMs
            : DEVICE_ADMIN_TIMINGS.netModeProgressOtherMs,
          { text: MESSAGES.netModeApplied(NET_MODE_LABELS[mode]), warning: false },
        ),
    });
  };
  return (
    <Stack gap="sm" maw={640} data-testid="net-mode-form">
      <Title order={2} size="h4">
        Net mode
      </Title>
      <Group align="flex-end">
        <Select
          label="Net mode"
          data={OPTIONS}
          value={mode}
          allowDeselect={false}
          onChange={(value) => {
            const chosen = OPTIONS.find((o) => o.value === value);
            if (chosen) setMode(chosen.value);
          }}
          data-testid="net-mode-select"
        />
        <Button
          onClick={apply}
          disabled={mode === device.device_netMode}
          loading={change.isPending}
          data-testid="net-mode-apply"
        >
          Apply
        </Button>
      </Group>
      <CallError
        title={MESSAGES.netModeFailed(mode)}
        error={change.error}
        testId="net-mode-error"
      />
    </Stack>
  );
}
