import { z } from 'zod';
import { validateNik } from '../nik';
import {
  codeSchema,
  dateSchema,
  moneySchema,
  nameSchema,
  nikSchema,
  numericSchema,
  passwordSchema,
  referenceSchema,
  selectSchema,
  textSchema,
  usernameSchema,
  yesNoSchema,
} from '../schemas';
import type { FieldDefinition, FieldKind, FieldOption } from './types';

/*
 * Shorthands the hand-written resource definitions use. Each is the shared field schema of
 * `../schemas.ts` (`fieldSchemas`) with the resource's label and limit: one definition, so a
 * resource form, the server's 422 answer and every other form say the same thing
 * ('{Label} wajib diisi', see `messages.ts`).
 */

/** Letters, digits, period, hyphen (spec: code fields). */
export function codeField(label: string, max = 20) {
  return codeSchema({ label, maxLength: max });
}

/** Free text through the spec's cleaner ([ ] { } * ! ? ^ % # / \ removed, spaces collapsed). */
export function textField(label: string, max = 150) {
  return textSchema({ label, maxLength: max });
}

/** Person names: letters, space, apostrophe, period, comma. */
export function nameField(label: string, max = 100) {
  return nameSchema({ label, maxLength: max });
}

/** Usernames: letters, digits, underscore, period; 3 to 50 characters. */
export function usernameField(label = 'Username') {
  return usernameSchema({ label });
}

/** Staff account password: 8 to 128 characters with letters and digits. */
export function passwordField(label = 'Kata Sandi') {
  return passwordSchema({ label });
}

/** Money in rupiah: a non-negative whole number (a number or the field's text). */
export function moneyField(label: string) {
  return moneySchema({ label, max: 999_999_999_999 });
}

export function integerField(label: string, min = 0, max = 1_000_000) {
  return numericSchema({ label, precision: 0, min, max });
}

/** A reference to another record by id. */
export function referenceField(label: string) {
  return referenceSchema({ label });
}

export function selectField(label: string, options: readonly FieldOption[]) {
  return selectSchema({ label, values: options.map((o) => o.value) });
}

export const yesNoOptions: readonly FieldOption[] = [
  { value: 'Y', label: 'Aktif' },
  { value: 'N', label: 'Nonaktif' },
];

export function yesNoField(label = 'Status') {
  return yesNoSchema({ label });
}

/** Calendar date 'YYYY-MM-DD' that exists. */
export function dateField(label: string) {
  return dateSchema({ label });
}

/** NIK: 16 digits that decode (province, birth date, serial): see `decodeNik`. */
export function nikField(label = 'NIK') {
  return nikSchema({ label });
}

/** True when the NIK decodes (the rule `nikField` applies). */
export function isPlausibleNik(nik: string): boolean {
  return validateNik(nik) === null;
}

/** Builds a field definition with the usual defaults (column = snake_case of name). */
export function field(
  name: string,
  label: string,
  kind: FieldKind,
  extra: Partial<Omit<FieldDefinition, 'name' | 'label' | 'kind'>> = {},
): FieldDefinition {
  return {
    name,
    column: extra.column ?? name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    label,
    kind,
    required: extra.required ?? true,
    inList: extra.inList ?? true,
    ...extra,
  };
}

/** Makes a field optional: absent, null and '' all mean "no value" (stored as NULL). */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());
}
