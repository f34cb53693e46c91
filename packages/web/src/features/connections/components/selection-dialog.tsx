import { useState } from 'react';
import { Button, Checkbox, Group, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { CONNECTION_LIMITS } from '@crosspoint/protocol/constants';

/** One choice of the dialog; options are shown ordered by their numeric id. */
export interface SelectionOption {
  id: number;
  label: string;
}

export interface SelectionDialogProps {
  title: string;
  options: readonly SelectionOption[];
  /** 'single' closes on the first click; 'multiple' finishes with a button. */
  mode: 'single' | 'multiple';
  /** At least this many must be chosen to finish (ports spec §2: 2 when multiple is required). */
  minSelected?: number;
  columns?: number;
  onClose: (selected: number[]) => void;
  onCancel: () => void;
}

/**
 * The selection dialog of ports spec §2: a modal of size md with a static backdrop, 120 px per
 * column (6 by default), options ordered by numeric id. Single selection closes on click;
 * closing returns the selected list, cancel dismisses.
 */
export function SelectionDialog(props: SelectionDialogProps) {
  const { title, options, mode, onClose, onCancel } = props;
  const columns = props.columns ?? CONNECTION_LIMITS.selectionDefaultColumns;
  const minSelected = props.minSelected ?? 1;
  const [selected, setSelected] = useState<number[]>([]);
  const ordered = [...options].sort((a, b) => a.id - b.id);
  const toggle = (id: number): void => {
    if (mode === 'single') {
      onClose([id]);
      return;
    }
    setSelected((now) => (now.includes(id) ? now.filter((n) => n !== id) : [...now, id]));
  };
  const width = columns * CONNECTION_LIMITS.selectionColumnWidthPx;

  return (
    <Modal
      opened
      onClose={onCancel}
      title={title}
      size={width}
      closeOnClickOutside={false}
      data-size="md"
      data-testid="selection-dialog"
    >
      <SimpleGrid
        cols={columns}
        spacing={4}
        role="listbox"
        aria-multiselectable={mode === 'multiple'}
      >
        {ordered.map((option) => (
          <UnstyledButton
            key={option.id}
            role="option"
            aria-selected={selected.includes(option.id)}
            onClick={() => toggle(option.id)}
            data-testid={`selection-option-${option.id}`}
            p={4}
            w={CONNECTION_LIMITS.selectionColumnWidthPx - 4}
          >
            <Group gap={4} wrap="nowrap">
              {mode === 'multiple' && (
                <Checkbox checked={selected.includes(option.id)} readOnly tabIndex={-1} size="xs" />
              )}
              <Text size="sm" truncate>
                {option.label}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {mode === 'multiple' && (
        <Group justify="space-between" mt="md">
          <Text size="xs" c="dimmed">
            {minSelected > 1 ? `Choose at least ${minSelected}.` : 'Choose one or more.'}
          </Text>
          <Group>
            <Button variant="default" onClick={onCancel} data-testid="selection-cancel">
              Cancel
            </Button>
            <Button
              disabled={selected.length < minSelected}
              onClick={() => onClose(selected)}
              data-testid="selection-done"
            >
              Done
            </Button>
          </Group>
        </Group>
      )}
    </Modal>
  );
}
