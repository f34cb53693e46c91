import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { Port } from '@crosspoint/protocol/entities/port';
import { mergeValues } from '@crosspoint/protocol/rules/merge-values';
import { MULTIPLE_VALUES } from '../merged-controls';
import type { SectionProps } from './section-props';
import { PortSection } from './port-section';

/**
 * Local audio mix (ports spec §2 "Local audio mix (bridge options)"): the ports of the same
 * device whose audio is bridged into the selected ports (docs/decisions/0054).
 */
export function LocalMixSection({
  ports,
  devicePorts,
  onPatch,
  busy,
}: SectionProps & { devicePorts: readonly Port[] }) {
  const [draft, setDraft] = useState<number[] | null>(null);
  if (!ports.every((p) => p.port_settings.localMix !== undefined)) return null;
  const merged = mergeValues(
    ports.map((p) => [...(p.port_settings.localMix?.bridge ?? [])].sort((a, b) => a - b)),
  );
  const selected = new Set(ports.map((p) => p.port_id));
  const candidates = devicePorts.filter((p) => !selected.has(p.port_id));
  const labelOf = (id: number) =>
    devicePorts.find((p) => p.port_id === id)?.port_label ?? String(id);
  const summary =
    merged.kind === 'multiple'
      ? MULTIPLE_VALUES
      : merged.kind === 'same' && merged.value.length > 0
        ? merged.value.map(labelOf).join(', ')
        : 'No bridged ports';
  return (
    <PortSection title="Local audio mix" testId="section-local-mix">
      <Group>
        <Text size="sm" data-testid="local-mix-summary">
          {summary}
        </Text>
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() => setDraft(merged.kind === 'same' ? merged.value : [])}
          data-testid="local-mix-edit"
        >
          Bridge options…
        </Button>
      </Group>
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title="Local audio mix"
        centered
      >
        <Stack gap="xs" data-testid="local-mix-dialog">
          {candidates.map((p) => (
            <Checkbox
              key={p.port_id}
              label={p.port_label}
              checked={draft?.includes(p.port_id) ?? false}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setDraft((d) =>
                  d === null ? d : on ? [...d, p.port_id] : d.filter((id) => id !== p.port_id),
                );
              }}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            <Button
              data-testid="local-mix-save"
              onClick={() => {
                if (draft !== null) onPatch({ localMix: { bridge: draft } });
                setDraft(null);
              }}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PortSection>
  );
}
