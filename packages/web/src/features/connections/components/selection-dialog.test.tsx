// ports spec §2 "Selection dialog": "Modal, size md, static backdrop, width 120 px times the
// number of columns (default 6 columns). Options are ordered by numeric id. Single-select
// closes on click. When multiple selection is required, at least 2 must be chosen to finish.
// Closing returns the selected list; cancel dismisses."
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-app';
import { SelectionDialog } from './selection-dialog';

const options = [
  { id: 30, label: 'Thirty' },
  { id: 4, label: 'Four' },
  { id: 12, label: 'Twelve' },
];

function open(mode: 'single' | 'multiple', minSelected?: number, columns?: number) {
  const onClose = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <SelectionDialog
      title="Pick"
      options={options}
      mode={mode}
      onClose={onClose}
      onCancel={onCancel}
      {...(minSelected === undefined ? {} : { minSelected })}
      {...(columns === undefined ? {} : { columns })}
    />,
  );
  return { onClose, onCancel };
}

describe('SelectionDialog', () => {
  it('orders options by numeric id', async () => {
    open('single');
    const shown = await screen.findAllByRole('option');
    expect(shown.map((o) => o.textContent)).toEqual(['Four', 'Twelve', 'Thirty']);
  });

  it('closes on the first click in single selection, returning it', async () => {
    const { onClose } = open('single');
    fireEvent.click(await screen.findByTestId('selection-option-12'));
    expect(onClose).toHaveBeenCalledWith([12]);
  });

  it('needs at least 2 when multiple selection is required', async () => {
    const { onClose } = open('multiple', 2);
    fireEvent.click(await screen.findByTestId('selection-option-30'));
    expect(screen.getByTestId('selection-done')).toBeDisabled();
    fireEvent.click(screen.getByTestId('selection-option-4'));
    fireEvent.click(screen.getByTestId('selection-done'));
    expect(onClose).toHaveBeenCalledWith([30, 4]);
  });

  it('dismisses on cancel without a selection', async () => {
    const { onClose, onCancel } = open('multiple');
    fireEvent.click(await screen.findByTestId('selection-option-4'));
    fireEvent.click(screen.getByTestId('selection-cancel'));
    expect(onCancel).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    { columns: undefined, width: '45rem' },
    { columns: 3, width: '22.5rem' },
  ])('is 120 px per column ($columns columns)', async ({ columns, width }) => {
    open('single', undefined, columns);
    await screen.findAllByRole('option');
    // Mantine writes sizes in rem: 720 px is 45 rem at the 16 px root size.
    const root = document.querySelector('.mantine-Modal-root');
    expect(root?.getAttribute('style') ?? '').toContain(width);
  });
});
