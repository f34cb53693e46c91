import { describe, expect, it } from 'vitest';
import { validatePasswordConfirmation } from './validate-password';

describe('validatePasswordConfirmation', () => {
  // device spec §5: "Password: 'Password mismatch' when new and confirm differ."
  it.each([
    { newPassword: 's3cret', confirm: 's3cret', message: null },
    { newPassword: 's3cret', confirm: 's3cre', message: 'Password mismatch' },
    { newPassword: 's3cret', confirm: 'S3cret', message: 'Password mismatch' },
    { newPassword: 's3cret', confirm: 's3cret ', message: 'Password mismatch' },
    { newPassword: 's3cret', confirm: '', message: 'Password mismatch' },
    { newPassword: '', confirm: '', message: null },
  ])('"$newPassword" / "$confirm" → $message', ({ newPassword, confirm, message }) => {
    expect(validatePasswordConfirmation(newPassword, confirm)).toBe(message);
  });
});
