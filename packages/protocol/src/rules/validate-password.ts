import { MESSAGES } from '../messages';

// device spec §5: "Password: 'Password mismatch' when new and confirm differ."
/** The mismatch message, or null when the confirmation repeats the new password exactly. */
export function validatePasswordConfirmation(newPassword: string, confirm: string): string | null {
  return newPassword === confirm ? null : MESSAGES.passwordMismatch;
}
