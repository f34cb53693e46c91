import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  backupDateSuffix,
  backupFileName,
  backupName,
  msUntilMidnight,
  validateBackupName,
} from './backup-name';

describe('validateBackupName', () => {
  // device spec §7: "GET download of a backup by name"; architecture §7: names made by the server
  it.each([
    { v: 'show', message: null },
    { v: 'show_2026-06-01', message: null },
    { v: 'A.b-c_1', message: null },
    { v: '', message: MESSAGES.backupNameInvalid },
    { v: '../etc', message: MESSAGES.backupNameInvalid },
    { v: 'a..b', message: MESSAGES.backupNameInvalid },
    { v: 'a/b', message: MESSAGES.backupNameInvalid },
    { v: '.hidden', message: MESSAGES.backupNameInvalid },
    { v: 'has space', message: MESSAGES.backupNameInvalid },
    { v: 'x'.repeat(64), message: null },
    { v: 'x'.repeat(65), message: MESSAGES.backupNameInvalid },
  ])('"$v" → $message', ({ v, message }) => {
    expect(validateBackupName(v)).toBe(message);
  });
});

describe('backup names and the date suffix', () => {
  // device spec §7: "name gets a date suffix, refreshed at midnight"; architecture §9: prefix
  it.each([
    { date: new Date(2026, 0, 5, 23, 59), suffix: '_2026-01-05', untilMidnight: 60_000 },
    { date: new Date(2026, 11, 31, 0, 0), suffix: '_2026-12-31', untilMidnight: 86_400_000 },
  ])('$suffix', ({ date, suffix, untilMidnight }) => {
    expect(backupDateSuffix(date)).toBe(suffix);
    expect(backupName('show', date)).toBe(`show${suffix}`);
    expect(msUntilMidnight(date)).toBe(untilMidnight);
  });

  it.each([
    { prefix: 'FSII_', name: 'show_2026-01-05', file: 'FSII_show_2026-01-05.tar.gz' },
    { prefix: 'HMS_', name: 'a', file: 'HMS_a.tar.gz' },
    { prefix: 'LQ_', name: 'b', file: 'LQ_b.tar.gz' },
  ])('$file', ({ prefix, name, file }) => {
    expect(backupFileName(prefix, name)).toBe(file);
  });
});
