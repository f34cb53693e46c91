import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { TextInput } from '@mantine/core';
import { ConnectionLabelBodySchema } from '@crosspoint/protocol/connection-contract';
import { LIMITS } from '@crosspoint/protocol/constants';
import type { Connection } from '@crosspoint/protocol/entities/connection';

export interface ConnectionLabelEditorProps {
  connection: Connection;
  saving: boolean;
  onSave: (label: string) => void;
  onCancel: () => void;
}

/**
 * Inline rename of a connection (ports spec §2 "Enter submits and Escape cancels inline
 * editing"). Blur cancels too, so a forgotten edit does not save by surprise.
 */
export function ConnectionLabelEditor({
  connection,
  saving,
  onSave,
  onCancel,
}: ConnectionLabelEditorProps) {
  const [draft, setDraft] = useState(connection.label);
  const parsed = ConnectionLabelBodySchema.safeParse({ label: draft });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!parsed.success) return;
      if (parsed.data.label === connection.label) onCancel();
      else onSave(parsed.data.label);
    }
  };
  return (
    <TextInput
      aria-label={`New label of ${connection.label}`}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!saving) onCancel();
      }}
      disabled={saving}
      maxLength={LIMITS.labelMaxLength}
      error={parsed.success ? undefined : 'A label needs at least one character.'}
      size="xs"
      autoFocus
      data-testid="connection-label-input"
    />
  );
}
