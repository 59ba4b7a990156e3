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
 * Old password (present), new password (the staff password policy: 12 to 128 characters, not a
 * common password, and not the old one) and its confirmation (equal to the new one).
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

// ---------------------------------------------------------------------------------------------
// Second factor (TOTP) and the steps a session must take first

/** What the server asks of a session before anything else (docs/protocol.md, "Credentials"). */
export type SessionRestriction =
  /** The password was right; the authenticator's code is awaited (`Auth verify-code`). */
  | 'second-factor'
  /** The password was set by someone else: the user changes it (`Users change-password`). */
  | 'change-password'
  /** The user's level or role requires a second factor the user has not set up yet. */
  | 'two-factor-setup';

export const SECOND_FACTOR_MESSAGES = {
  restricted: {
    'second-factor':
      'Masukkan kode verifikasi dua langkah dari aplikasi autentikator Anda terlebih dahulu.',
    'change-password': 'Anda harus mengganti kata sandi terlebih dahulu sebelum melanjutkan.',
    'two-factor-setup':
      'Anda harus mengaktifkan verifikasi dua langkah terlebih dahulu sebelum melanjutkan.',
  } satisfies Record<SessionRestriction, string>,
  codeRequired: 'Kode verifikasi wajib diisi',
  codeFormat: 'Kode verifikasi harus 6 digit angka',
  wrongCode: 'Kode verifikasi salah atau sudah kedaluwarsa.',
  noPendingCode: 'Sesi ini tidak menunggu kode verifikasi.',
  noEnrolment: 'Mulai aktivasi verifikasi dua langkah terlebih dahulu.',
  alreadyEnabled:
    'Verifikasi dua langkah sudah aktif. Nonaktifkan terlebih dahulu untuk menggantinya.',
  notEnabled: 'Verifikasi dua langkah belum aktif.',
  requiredCannotDisable:
    'Verifikasi dua langkah wajib untuk akun Anda dan tidak dapat dinonaktifkan.',
  wrongPassword: 'Kata sandi salah.',
  started: 'Pindai kode QR dengan aplikasi autentikator, lalu masukkan kode yang muncul.',
  enabled: 'Verifikasi dua langkah berhasil diaktifkan.',
  disabled: 'Verifikasi dua langkah berhasil dinonaktifkan.',
  reset: 'Verifikasi dua langkah pengguna berhasil direset.',
  verified: 'Verifikasi berhasil.',
} as const;

/** The 6-digit code of an authenticator app; spaces are ignored ('123 456'). */
export const twoFactorCodeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  z
    .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
    .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
    .regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.codeFormat),
);

/** The current password, where a step must be confirmed with it. */
export const currentPasswordSchema = presentSecret('Kata Sandi');

/** What the rule reads of a user. */
export interface TwoFactorSubject {
  readonly levelId: number;
  readonly canManageAll: 'Y' | 'N' | (string & {});
  readonly menuRole: readonly { readonly menu: string; readonly actions: readonly string[] }[];
}

const MANAGING: readonly string[] = ['add', 'edit', 'delete', 'status'];

/**
 * The roles a stolen password hurts most, which need a second factor by default (the server's
 * `SIMRS_TWO_FACTOR=required`, the production default): canManageAll users and level 1, and
 * levels that manage users or levels (any change on `user` or `user-level`), that open the audit
 * trail (`audit-trail`), or that export patients (`export` on `pasien`).
 */
export function twoFactorRequiredByRole(user: TwoFactorSubject): boolean {
  if (user.canManageAll === 'Y' || user.levelId === 1) return true;
  const actionsOf = (menu: string) => user.menuRole.find((e) => e.menu === menu)?.actions ?? [];
  if (['user', 'user-level'].some((m) => actionsOf(m).some((a) => MANAGING.includes(a)))) {
    return true;
  }
  if (actionsOf('audit-trail').includes('view')) return true;
  return actionsOf('pasien').includes('export');
}
