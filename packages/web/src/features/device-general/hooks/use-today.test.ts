// device spec §7 "Backup and restore": the backup "name gets a date suffix, refreshed at
// midnight".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { backupDateSuffix } from '@crosspoint/protocol/rules/backup-name';
import { useToday } from './use-today';

afterEach(() => {
  vi.useRealTimers();
});

describe('useToday', () => {
  it('moves to the next day just after local midnight', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 23, 59, 30));
    const { result } = renderHook(() => useToday());
    expect(backupDateSuffix(result.current)).toBe('_2026-11-22');
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(backupDateSuffix(result.current)).toBe('_2026-11-22');
    act(() => {
      vi.advanceTimersByTime(11_000);
    });
    expect(backupDateSuffix(result.current)).toBe('_2026-11-23');
  });
});
