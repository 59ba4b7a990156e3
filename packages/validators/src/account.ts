/**
 * The signed-in user's own account: changing one's password (`do/Users change-password`). The
 * same schema validates the account-setting form and the server's call.
 */
import { z } from 'zod';
import { messages } from './messages';
import { passwordSchema } from './schemas';

/** Fixed texts of the change-password call. */
export const CHANGE_PASSWORD_MESSAGES = {
  /** The old password does not match the stored one (checked by the server). */
  wrongOld: 'Kata sandi lama salah.',
  sameAsOld: 'Kata Sandi Baru harus berbeda dari Kata Sandi Lama',
  mismatch: 'Konfirmasi Kata Sandi Baru tidak sama dengan Kata Sandi Baru',
  changed: 'Kata sandi berhasil diubah.',
} as const;

export const CHANGE_PASSWORD_LABELS = {
  oldPassword: 'Kata Sandi Lama',
  newPassword: 'Kata Sandi Baru',
  confirmPassword: 'Konfirmasi Kata Sandi Baru',
} as const;

/** Longest secret accepted where only presence matters (the current password). */
const SECRET_MAX_LENGTH = 256;

/** A password that only has to be present (the current one may predate today's policy). */
function presentSecret(label: string) {
  return z
    .string({ error: () => messages.required(label) })
    .min(1, messages.required(label))
    .max(SECRET_MAX_LENGTH, messages.maxChars(label, SECRET_MAX_LENGTH));
}

/** True when both fields hold text and `target` has no issue of its own yet. */
function bothStrings(payload: z.core.ParsePayload, a: string, b: string, target: string): boolean {
  const value = payload.value as Record<string, unknown> | null;
  if (typeof value !== 'object' || value === null) return false;
  if (typeof value[a] !== 'string' || typeof value[b] !== 'string') return false;
  return !payload.issues.some((issue) => issue.path?.[0] === target);
}

/**
 * Old password (present), new password (the staff password policy: 8 to 128 characters with
 * letters and digits, and not the old one) and its confirmation (equal to the new one).
 * Passwords are never trimmed.
 */
export const changePasswordSchema = z
  .object({
    oldPassword: presentSecret(CHANGE_PASSWORD_LABELS.oldPassword),
    newPassword: passwordSchema({ label: CHANGE_PASSWORD_LABELS.newPassword }),
    confirmPassword: presentSecret(CHANGE_PASSWORD_LABELS.confirmPassword),
  })
  // Both rules run even when another field already failed (zod skips refinements by default),
  // so the form shows every problem at once.
  .refine((v) => v.newPassword !== v.oldPassword, {
    message: CHANGE_PASSWORD_MESSAGES.sameAsOld,
    path: ['newPassword'],
    when: (payload) => bothStrings(payload, 'oldPassword', 'newPassword', 'newPassword'),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
    when: (payload) => bothStrings(payload, 'newPassword', 'confirmPassword', 'confirmPassword'),
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePassword = z.output<typeof changePasswordSchema>;
