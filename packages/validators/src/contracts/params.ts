/**
 * Shared input pieces of every contract: record ids, versions, days and optional filters, as zod
 * schemas with Indonesian messages. Query strings arrive as text, payloads as JSON: an id accepts
 * both `12` and `'12'`.
 */
import { z } from 'zod';

const MAX_ID = 2_147_483_647;
const DIGITS = /^\d{1,10}$/;

function toInt(v: unknown): unknown {
  return typeof v === 'string' && DIGITS.test(v) ? Number(v) : v;
}

/** A record id (positive 32-bit integer); `message` is the refusal ('Unit Tujuan wajib dipilih.'). */
export function id(message = 'ID tidak valid.') {
  return z.preprocess(
    toInt,
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(MAX_ID, { error: message }),
  );
}

/** An optional id: absent, '', null or 'ALL' give null. */
export function optionalId(message = 'ID tidak valid.') {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === 'ALL' ? null : v),
    id(message).nullable(),
  );
}

/** The version an update edits (0 for a record not saved yet, e.g. the settings row). */
export function version(message = 'Versi data wajib dikirim.') {
  return z.preprocess(
    toInt,
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(MAX_ID, { error: message }),
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A calendar day `YYYY-MM-DD`; absent or '' gives null. */
export function optionalDay(label = 'Tanggal') {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : v),
    z
      .string({ error: `${label} harus berformat YYYY-MM-DD.` })
      .regex(DAY, { error: `${label} harus berformat YYYY-MM-DD.` })
      .refine(isRealDay, { error: `${label} bukan tanggal yang valid.` })
      .nullable(),
  );
}

/** Optional free text of a filter or search (trimmed, spaces collapsed); '' gives null. */
export function optionalText(max: number, message: string) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().replace(/\s+/g, ' ');
    return t === '' ? null : t;
  }, z.string({ error: message }).max(max, { error: message }).nullable().optional());
}

/** One of `values`, or null for absent, '' and 'ALL' (a filter left on "Semua"). */
export function optionalChoice<const V extends readonly [string, ...string[]]>(
  values: V,
  message: string,
) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === 'ALL' ? null : v),
    z.enum(values, { error: message }).nullable(),
  );
}

/** An object schema that ignores unknown keys (query strings carry token, export, ...). */
export function params<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape);
}

/** No input at all (any extra keys are ignored). */
export const noInput = z.object({});

/** Characters the spec's cleaner removes; a server refuses them in free text. */
const FORBIDDEN = /[[\]{}*!?^%#/\\<>]/;

export interface PlainTextOptions {
  label: string;
  max: number;
  /** Default false. */
  required?: boolean;
  /** Checked after trimming; refusal '{Label} tidak valid.'. */
  pattern?: RegExp;
}

/**
 * Free text of a command (names, counters, codes): trimmed, spaces collapsed, at most `max`
 * characters, none of the characters the spec's cleaner removes. Optional text gives null.
 */
export function plainText(
  options: PlainTextOptions & { required: true },
): z.ZodType<string, unknown>;
export function plainText(options: PlainTextOptions): z.ZodType<string | null, unknown>;
export function plainText(options: PlainTextOptions): z.ZodType<string | null, unknown> {
  const { label, max } = options;
  const required = `${label} wajib diisi.`;
  // preprocess: an absent key reaches the transform (a bare transform makes the key required).
  return z.preprocess(
    (v) => (v === undefined ? null : v),
    z.unknown().transform((v, ctx): string | null => {
      if (v === undefined || v === null || v === '') {
        if (options.required) ctx.addIssue({ code: 'custom', message: required });
        return null;
      }
      const t = typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : null;
      if (t === null || t.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label} maksimal ${max} karakter.` });
        return null;
      }
      if (t === '') {
        if (options.required) ctx.addIssue({ code: 'custom', message: required });
        return null;
      }
      if (options.pattern && !options.pattern.test(t)) {
        ctx.addIssue({ code: 'custom', message: `${label} tidak valid.` });
        return null;
      }
      if (FORBIDDEN.test(t)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} mengandung karakter yang tidak diizinkan.`,
        });
        return null;
      }
      return t;
    }),
  );
}

/**
 * A yes/no filter of a query string: absent, '', '0' and 'false' give false; '1' and 'true'
 * give true; anything else is refused with `message`.
 */
export function optionalFlag(message: string) {
  return z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' || v === '0' || v === 'false' || v === false
        ? false
        : v === '1' || v === 'true' || v === true
          ? true
          : v,
    z.boolean({ error: message }),
  );
}
