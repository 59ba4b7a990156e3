import { z } from 'zod';
import type { FieldDefinition, FieldKind, FieldOption } from './types';

/*
 * Field schemas used by the resource definitions. They follow the spec's validation rules
 * (section 5). Messages are Indonesian because the server returns them to the user as-is.
 */

const required = (label: string) => `${label} wajib diisi.`;

/** Letters, digits, period, hyphen (spec: code fields). */
export function codeField(label: string, max = 20) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label} maksimal ${max} karakter.`)
    .regex(/^[A-Za-z0-9.-]+$/, `${label} hanya boleh huruf, angka, titik, dan tanda hubung.`);
}

/** Free text without the characters the spec's cleaner removes: [ ] { } * ! ? ^ % # / \ */
export function textField(label: string, max = 150) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label} maksimal ${max} karakter.`)
    .regex(/^[^[\]{}*!?^%#/\\<>]*$/, `${label} mengandung karakter yang tidak diizinkan.`)
    .transform((v) => v.replace(/\s+/g, ' '));
}

/** Person names: letters, space, apostrophe, period, comma. */
export function nameField(label: string, max = 100) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label} maksimal ${max} karakter.`)
    .regex(/^[\p{L} '.,]+$/u, `${label} hanya boleh huruf, spasi, apostrof, titik, dan koma.`)
    .transform((v) => v.replace(/\s+/g, ' '));
}

/** Usernames: letters, digits, underscore, period. */
export function usernameField(label = 'Username') {
  return z
    .string({ error: required(label) })
    .trim()
    .min(3, `${label} minimal 3 karakter.`)
    .max(50, `${label} maksimal 50 karakter.`)
    .regex(/^[A-Za-z0-9_.]+$/, `${label} hanya boleh huruf, angka, garis bawah, dan titik.`);
}

export function passwordField(label = 'Kata Sandi') {
  return z
    .string({ error: required(label) })
    .min(8, `${label} minimal 8 karakter.`)
    .max(128, `${label} maksimal 128 karakter.`);
}

/** Money in rupiah: a non-negative whole number. */
export function moneyField(label: string) {
  return z.coerce
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(0, `${label} minimal 0.`)
    .max(999_999_999_999, `${label} terlalu besar.`);
}

export function integerField(label: string, min = 0, max = 1_000_000) {
  return z.coerce
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(min, `${label} minimal ${min}.`)
    .max(max, `${label} maksimal ${max}.`);
}

/** A reference to another record by id. */
export function referenceField(label: string) {
  return z.coerce
    .number({ error: `${label} wajib dipilih.` })
    .int(`${label} wajib dipilih.`)
    .positive(`${label} wajib dipilih.`);
}

export function selectField(label: string, options: readonly FieldOption[]) {
  const values = options.map((o) => o.value);
  return z
    .string({ error: `${label} wajib dipilih.` })
    .refine((v) => values.includes(v), `${label} tidak valid.`);
}

export const yesNoOptions: readonly FieldOption[] = [
  { value: 'Y', label: 'Aktif' },
  { value: 'N', label: 'Nonaktif' },
];

export function yesNoField(label = 'Status') {
  return z.enum(['Y', 'N'], { error: `${label} harus Y atau N.` });
}

/** ISO date (YYYY-MM-DD) that exists in the calendar. */
export function dateField(label: string) {
  return z
    .string({ error: required(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus berformat YYYY-MM-DD.`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} tidak valid.`);
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

/** NIK: 16 digits; province 11-94, a real day of birth (women +40), month 1-12. */
export function nikField(label = 'NIK') {
  return z
    .string({ error: required(label) })
    .regex(/^\d{16}$/, `${label} harus 16 digit angka.`)
    .refine(isPlausibleNik, `${label} tidak valid.`);
}

export function isPlausibleNik(nik: string): boolean {
  if (!/^\d{16}$/.test(nik)) return false;
  const prov = Number(nik.slice(0, 2));
  let day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  if (prov < 11 || prov > 94) return false;
  if (day > 40) day -= 40;
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  return nik.slice(12) !== '0000';
}
