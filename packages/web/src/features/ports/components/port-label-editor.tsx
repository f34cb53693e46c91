import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import type { Port } from '@crosspoint/protocol/entities/port';
import { LIMITS } from '@crosspoint/protocol/constants';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { isValidPortLabel } from '@crosspoint/protocol/rules/port-update';

export interface PortLabelEditorProps {
  port: Port;
  onSave: (label: string) => void;
  busy: boolean;
}

/**
 * The port label, edited in place (ports spec §2: "Enter submits and Escape cancels inline
 * editing"; §5: 'The label cannot be empty.'). The draft lives only while editing.
 */
export function PortLabelEditor({ port, onSave, busy }: PortLabelEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Group gap="xs">
        <Text fw={600} size="lg" data-testid="port-title">
          {port.port_label}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label="Rename port"
          onClick={() => setDraft(port.port_label)}
          data-testid="port-rename"
        >
          ✎
        </ActionIcon>
      </Group>
    );
  }
  const valid = isValidPortLabel(draft);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!valid) return;
      if (draft.trim() !== port.port_label) onSave(draft.trim());
      setDraft(null);
    }
  };
  return (
    <TextInput
      aria-label="Port label"
      value={draft}
      autoFocus
      maxLength={LIMITS.labelMaxLength}
      disabled={busy}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => setDraft(null)}
      error={valid ? undefined : MESSAGES.labelEmpty}
      description="Enter saves, Escape cancels"
      data-testid="port-label-input"
      maw={320}
    />
  );
}
