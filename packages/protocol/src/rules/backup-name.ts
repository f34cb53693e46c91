import { MESSAGES } from '../messages';

// device spec §7 "Backup and restore": "GET download of a backup by name (name gets a date
// suffix, refreshed at midnight)"; architecture §9: the file name is prefixed by the product.

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** A backup name is 1-64 letters, digits, '_', '-' or '.', starting with a letter or digit. */
export function validateBackupName(v: string): string | null {
  return NAME.test(v) && !v.includes('..') ? null : MESSAGES.backupNameInvalid;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The date suffix of a backup name for a local date: `_YYYY-MM-DD`. */
export function backupDateSuffix(date: Date): string {
  return `_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The name sent to the device: the user's base name with the date suffix. */
export function backupName(base: string, date: Date): string {
  return `${base}${backupDateSuffix(date)}`;
}

/** The downloaded file's name, made by the server: product prefix, name, `.tar.gz`. */
export function backupFileName(prefix: string, name: string): string {
  return `${prefix}${name}.tar.gz`;
}

/** Milliseconds from `date` to the next local midnight, when the suffix changes. */
export function msUntilMidnight(date: Date): number {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return next.getTime() - date.getTime();
}
