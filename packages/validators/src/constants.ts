/** Maximum number of digits of a four-digit year field. */
export const YEAR_MAX_LENGTH = 4;
/** A NIK (Nomor Induk Kependudukan) has exactly 16 digits. */
export const NIK_LENGTH = 16;
/** A NIB (Nomor Induk Berusaha) has exactly 13 digits. */
export const NIB_LENGTH = 13;
/** Maximum number of digits of a phone number (stored without the leading 0). */
export const PHONE_MAX_LENGTH = 18;
/**
 * Minimum number of digits of a phone number (our decision: the shortest Indonesian landline
 * without its trunk 0 is a two-digit area code plus a five-digit subscriber number).
 */
export const PHONE_MIN_LENGTH = 7;

/** Every maximum length of section 5 of the spec, by field kind. */
export const MAX_LENGTHS = {
  year: YEAR_MAX_LENGTH,
  nik: NIK_LENGTH,
  nib: NIB_LENGTH,
  phone: PHONE_MAX_LENGTH,
} as const;

/**
 * Staff account password policy: 12 to 128 characters, no composition rule, not a common
 * password (password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Username length bounds (our decision; the spec fixes only the characters). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;

/** Largest number of integer digits accepted by money and numeric inputs (safe integers). */
export const MAX_INTEGER_DIGITS = 15;

/** Decimal precision bounds of numeric inputs. */
export const NUMERIC_MAX_PRECISION = 4;
