/**
 * zod schemas for every field kind, with Indonesian messages. Each factory takes the field label
 * (used in messages: '{Label} wajib diisi') and `required` (default true). An optional field
 * accepts '', null and undefined and outputs null, so an update can clear it.
 *
 * The same schemas serve react-hook-form (`zodResolver(schema)`) and the server; text inputs are
 * trimmed, money and numeric fields accept a number or the text the input shows ('1.234.567').
 */
import { z } from 'zod';
import { cleanInput } from './cleaner';
import {
  MAX_INTEGER_DIGITS,
  NIB_LENGTH,
  NIK_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  YEAR_MAX_LENGTH,
} from './constants';
import {
  type DateLike,
  parseTime,
  TIME_FORMAT_MESSAGE,
  TIME_RANGE_MESSAGE,
  toIsoDate,
  validateDate,
  validateTimeRange,
} from './dates';
import { CODE_PATTERN, countWords, NAME_PATTERN, USERNAME_PATTERN } from './fields';
import { formatNumber } from './format';
import { messages } from './messages';
import { type MoneyDecimals, parseMoney } from './money';
import { checkNikAgainst, NIK_MESSAGES, validateNik } from './nik';
import { hasValidPrecision, type NumericPrecision, parseNumeric } from './numeric';
import { isCommonPassword, PASSWORD_POLICY_MESSAGES } from './password-policy';

/** A required field's schema. */
export type RequiredSchema<Out, In> = z.ZodType<Out, In>;
/** An optional field's schema: '', null and undefined become null. */
export type OptionalSchema<Out, In> = z.ZodType<Out | null, In | null | undefined>;
/** Picks the schema type from the `required` option (true when omitted). */
export type FieldSchema<R extends boolean, Out, In> = R extends false
  ? OptionalSchema<Out, In>
  : RequiredSchema<Out, In>;

export interface BaseFieldOptions<R extends boolean = true> {
  /** Label used in messages ('Nama Pasien wajib diisi'). */
  label?: string;
  /** Default true. */
  required?: R;
}

type Rule<T> = (value: T) => string | null;

/** Runs rules in order and reports the first message. */
function firstMessage<T>(value: T, rules: readonly Rule<T>[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

const typeError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? messages.required(label)
    : messages.invalid(label);

interface TextSpec {
  label: string;
  required: boolean;
  rules: readonly Rule<string>[];
  /** Default true. Passwords are not trimmed. */
  trim?: boolean;
  /** Applied after trimming, before the rules (e.g. collapse spaces). */
  normalize?: (value: string) => string;
}

function textField<R extends boolean>(spec: TextSpec): FieldSchema<R, string, string> {
  const base = z.string({ error: typeError(spec.label) });
  const prepared = (spec.trim ?? true) ? base.trim() : base;
  const normalize = spec.normalize ?? ((v: string) => v);
  if (!spec.required) {
    const optional = prepared.nullish().transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      const normalized = normalize(value);
      if (normalized === '') return null;
      const message = firstMessage(normalized, spec.rules);
      if (message) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return normalized;
    });
    return optional as unknown as FieldSchema<R, string, string>;
  }
  const required = prepared.transform((value, ctx) => {
    const normalized = normalize(value);
    if (normalized === '') {
      ctx.addIssue({ code: 'custom', message: messages.required(spec.label), input: value });
      return z.NEVER;
    }
    const message = firstMessage(normalized, spec.rules);
    if (message) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return normalized;
  });
  return required as unknown as FieldSchema<R, string, string>;
}

interface NumberSpec {
  label: string;
  required: boolean;
  parse: (text: string) => number | null;
  rules: readonly Rule<number>[];
}

function numberField<R extends boolean>(spec: NumberSpec): FieldSchema<R, number, number | string> {
  const schema = z
    .union([z.number(), z.string()], { error: () => messages.notNumber(spec.label) })
    .nullish()
    .transform((value, ctx) => {
      const empty =
        value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
      if (empty) {
        if (!spec.required) return null;
        ctx.addIssue({ code: 'custom', message: messages.required(spec.label), input: value });
        return z.NEVER;
      }
      const n = typeof value === 'number' ? value : spec.parse(value.trim());
      if (n === null || !Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: messages.notNumber(spec.label), input: value });
        return z.NEVER;
      }
      const message = firstMessage(n, spec.rules);
      if (message) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return n;
    });
  return schema as unknown as FieldSchema<R, number, number | string>;
}

const maxChars =
  (label: string, max: number): Rule<string> =>
  (v) =>
    v.length > max ? messages.maxChars(label, max) : null;

const collapseSpaces = (v: string): string => v.replace(/\s+/g, ' ');

// ---------------------------------------------------------------------------------------------
// Text fields

export interface NameOptions<R extends boolean> extends BaseFieldOptions<R> {
  /** Default 100. */
  maxLength?: number;
}

/** Name: letters, space, apostrophe, period, comma; starts with a letter; spaces collapsed. */
export function nameSchema<R extends boolean = true>(
  options: NameOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'Nama';
  return textField<R>({
    label,
    required: options.required !== false,
    normalize: collapseSpaces,
    rules: [
      (v) => (NAME_PATTERN.test(v) ? null : messages.name(label)),
      maxChars(label, options.maxLength ?? 100),
    ],
  });
}

/** Username: letters, digits, underscore, period; 3 to 50 characters. */
export function usernameSchema<R extends boolean = true>(
  options: BaseFieldOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'Username';
  return textField<R>({
    label,
    required: options.required !== false,
    rules: [
      (v) => (USERNAME_PATTERN.test(v) ? null : messages.username(label)),
      (v) =>
        v.length < USERNAME_MIN_LENGTH ? messages.minChars(label, USERNAME_MIN_LENGTH) : null,
      maxChars(label, USERNAME_MAX_LENGTH),
    ],
  });
}

/** Phone: digits only, first digit 1-9 (the trunk 0 is not stored), 7 to 18 digits. */
export function phoneSchema<R extends boolean = true>(
  options: BaseFieldOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'Nomor Telepon';
  return textField<R>({
    label,
    required: options.required !== false,
    rules: [
      (v) => (/^[0-9]+$/.test(v) ? null : messages.phoneDigits(label)),
      (v) => (v.startsWith('0') ? messages.phoneLeadingZero(label) : null),
      (v) => (v.length < PHONE_MIN_LENGTH ? messages.minDigits(label, PHONE_MIN_LENGTH) : null),
      (v) => (v.length > PHONE_MAX_LENGTH ? messages.maxDigits(label, PHONE_MAX_LENGTH) : null),
    ],
  });
}

export interface NikOptions<R extends boolean> extends BaseFieldOptions<R> {
  /**
   * Also decode the NIK and refuse implausible ones (unknown province, impossible or future birth
   * date). Default true.
   */
  checkPlausibility?: boolean;
  /** Today for the future-birth-date check; defaults to the runtime's local day. */
  today?: () => DateLike;
}

/** NIK: exactly 16 digits, and (by default) a plausible one: see `decodeNik`. */
export function nikSchema<R extends boolean = true>(
  options: NikOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'NIK';
  const plausible = options.checkPlausibility !== false;
  return textField<R>({
    label,
    required: options.required !== false,
    rules: [
      (v) =>
        new RegExp(`^\\d{${NIK_LENGTH}}$`).test(v) ? null : messages.exactDigits(label, NIK_LENGTH),
      (v) => (plausible ? validateNik(v, options.today?.()) : null),
    ],
  });
}

/** NIB (Nomor Induk Berusaha): exactly 13 digits. */
export function nibSchema<R extends boolean = true>(
  options: BaseFieldOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'NIB';
  return textField<R>({
    label,
    required: options.required !== false,
    rules: [
      (v) =>
        new RegExp(`^\\d{${NIB_LENGTH}}$`).test(v) ? null : messages.exactDigits(label, NIB_LENGTH),
    ],
  });
}

export interface CodeOptions<R extends boolean> extends BaseFieldOptions<R> {
  /** Default 30. */
  maxLength?: number;
}

/** Code: letters, digits, period, hyphen. */
export function codeSchema<R extends boolean = true>(
  options: CodeOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'Kode';
  return textField<R>({
    label,
    required: options.required !== false,
    rules: [
      (v) => (CODE_PATTERN.test(v) ? null : messages.code(label)),
      maxChars(label, options.maxLength ?? 30),
    ],
  });
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** E-mail address (ASCII: letters, digits, @ + . _ -), at most 254 characters. */
export function emailSchema<R extends boolean = true>(
  options: BaseFieldOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'Email';
  return textField<R>({
    label,
    required: options.required !== false,
    rules: [
      (v) => (EMAIL_PATTERN.test(v) ? null : messages.invalidFormat(label)),
      maxChars(label, 254),
    ],
  });
}

export interface TextOptions<R extends boolean> extends BaseFieldOptions<R> {
  maxLength?: number;
  /** Keep line breaks (text areas). */
  multiline?: boolean;
}

/**
 * Free text run through the input cleaner (removed characters dropped, spaces collapsed), so the
 * server stores what the form would have let through.
 */
export function textSchema<R extends boolean = true>(
  options: TextOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'Teks';
  const rules: Rule<string>[] = [];
  if (options.maxLength !== undefined) rules.push(maxChars(label, options.maxLength));
  return textField<R>({
    label,
    required: options.required !== false,
    normalize: (v) => cleanInput(v, { multiline: options.multiline }).trim(),
    rules,
  });
}

export interface WordLimitedOptions<R extends boolean> extends TextOptions<R> {
  /** Maximum number of words. */
  maxWords: number;
}

/** Free text with at most `maxWords` words. */
export function wordLimitedSchema<R extends boolean = true>(
  options: WordLimitedOptions<R>,
): FieldSchema<R, string, string> {
  const label = options.label ?? 'Teks';
  const rules: Rule<string>[] = [
    (v) => (countWords(v) > options.maxWords ? messages.maxWords(label, options.maxWords) : null),
  ];
  if (options.maxLength !== undefined) rules.push(maxChars(label, options.maxLength));
  return textField<R>({
    label,
    required: options.required !== false,
    normalize: (v) => cleanInput(v, { multiline: options.multiline }).trim(),
    rules,
  });
}

export interface PasswordOptions {
  label?: string;
}

/**
 * Staff account password (password-policy.ts): 12 to 128 characters of any kind, not a common
 * password. Not trimmed.
 */
export function passwordSchema(options: PasswordOptions = {}): RequiredSchema<string, string> {
  const label = options.label ?? 'Kata Sandi';
  return textField<true>({
    label,
    required: true,
    trim: false,
    rules: [
      (v) =>
        v.length < PASSWORD_MIN_LENGTH ? messages.minChars(label, PASSWORD_MIN_LENGTH) : null,
      (v) =>
        v.length > PASSWORD_MAX_LENGTH ? messages.maxChars(label, PASSWORD_MAX_LENGTH) : null,
      (v) => (isCommonPassword(v) ? PASSWORD_POLICY_MESSAGES.common(label) : null),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers

export interface YearOptions<R extends boolean> extends BaseFieldOptions<R> {
  min?: number;
  max?: number;
}

/** Year: 4 digits (a number or its text), output as a number. */
export function yearSchema<R extends boolean = true>(
  options: YearOptions<R> = {},
): FieldSchema<R, number, number | string> {
  const label = options.label ?? 'Tahun';
  const fourDigits = messages.exactDigits(label, YEAR_MAX_LENGTH);
  return numberField<R>({
    label,
    required: options.required !== false,
    parse: (text) => (/^\d{4}$/.test(text) ? Number(text) : null),
    rules: [
      (n) => (Number.isInteger(n) && n >= 1000 && n <= 9999 ? null : fourDigits),
      (n) =>
        options.min !== undefined && n < options.min
          ? messages.min(label, String(options.min))
          : null,
      (n) =>
        options.max !== undefined && n > options.max
          ? messages.max(label, String(options.max))
          : null,
    ],
  });
}

export interface AmountOptions<R extends boolean> extends BaseFieldOptions<R> {
  /** Minimum (default 0: negatives are never accepted). */
  min?: number;
  max?: number;
}

function amountRules(
  label: string,
  decimals: number,
  options: { min?: number; max?: number },
  describe: (n: number) => string,
): Rule<number>[] {
  return [
    (n) => (n < 0 ? messages.negative(label) : null),
    (n) => (Math.trunc(n).toFixed(0).length > MAX_INTEGER_DIGITS ? messages.tooLarge(label) : null),
    (n) =>
      hasValidPrecision(n, decimals)
        ? null
        : decimals === 0
          ? messages.noDecimals(label)
          : messages.maxDecimals(label, decimals),
    (n) =>
      options.min !== undefined && n < options.min
        ? messages.min(label, describe(options.min))
        : null,
    (n) =>
      options.max !== undefined && n > options.max
        ? messages.max(label, describe(options.max))
        : null,
  ];
}

export interface MoneyOptions<R extends boolean> extends AmountOptions<R> {
  /** 0 (default) or 3 for the decimal variant. */
  decimals?: MoneyDecimals;
}

/**
 * Money: a number or the field's text ('1.234.567', '1.234,5'); no negatives; 0 decimals (3 in
 * the decimal variant). Output: number.
 */
export function moneySchema<R extends boolean = true>(
  options: MoneyOptions<R> = {},
): FieldSchema<R, number, number | string> {
  const label = options.label ?? 'Nominal';
  const decimals = options.decimals ?? 0;
  return numberField<R>({
    label,
    required: options.required !== false,
    parse: (text) => (text.startsWith('-') ? -1 : parseMoney(text, 3)),
    rules: amountRules(label, decimals, options, (n) => formatNumber(n, 2)),
  });
}

export interface NumericOptions<R extends boolean> extends AmountOptions<R> {
  /** Decimal places allowed, 0 to 4 (default 0). */
  precision?: NumericPrecision;
}

/**
 * Numeric: a number or its text ('12,5' or '12.5'); no negatives; at most `precision` decimals.
 * Output: number.
 */
export function numericSchema<R extends boolean = true>(
  options: NumericOptions<R> = {},
): FieldSchema<R, number, number | string> {
  const label = options.label ?? 'Nilai';
  const precision = options.precision ?? 0;
  return numberField<R>({
    label,
    required: options.required !== false,
    parse: (text) => (text.startsWith('-') ? -1 : parseNumeric(text)),
    rules: amountRules(label, precision, options, (n) => formatNumber(n, 2)),
  });
}

// ---------------------------------------------------------------------------------------------
// Dates and times

export interface DateSchemaOptions<R extends boolean> extends BaseFieldOptions<R> {
  noFuture?: boolean;
  noPast?: boolean;
  /** Today ('YYYY-MM-DD' or Date), evaluated at validation time; default the local day. */
  today?: () => DateLike;
}

/**
 * Calendar date: 'YYYY-MM-DD' (strict), an ISO date-time or a Date; output 'YYYY-MM-DD'.
 * Optionally no future / no past dates (today itself is always allowed).
 */
export function dateSchema<R extends boolean = true>(
  options: DateSchemaOptions<R> = {},
): FieldSchema<R, string, string | Date> {
  const label = options.label ?? 'Tanggal';
  const required = options.required !== false;
  const schema = z
    .union([z.string(), z.date()], { error: typeError(label) })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') {
        if (!required) return null;
        ctx.addIssue({ code: 'custom', message: messages.required(label), input: value });
        return z.NEVER;
      }
      const iso = toIsoDate(typeof value === 'string' ? value.trim() : value);
      const message = iso
        ? validateDate(iso, {
            label,
            noFuture: options.noFuture,
            noPast: options.noPast,
            today: options.today?.(),
          })
        : messages.invalid(label);
      if (message || !iso) {
        ctx.addIssue({ code: 'custom', message: message ?? messages.invalid(label), input: value });
        return z.NEVER;
      }
      return iso;
    });
  return schema as unknown as FieldSchema<R, string, string | Date>;
}

/** Time of day 'HH:mm' or 'HH:mm:ss' ('.' accepted as separator); output uses ':'. */
export function timeSchema<R extends boolean = true>(
  options: BaseFieldOptions<R> = {},
): FieldSchema<R, string, string> {
  const label = options.label ?? 'Jam';
  return textField<R>({
    label,
    required: options.required !== false,
    normalize: (v) => v.replace(/\./g, ':'),
    rules: [(v) => (parseTime(v) === null ? TIME_FORMAT_MESSAGE : null)],
  });
}

/**
 * A superRefine for an object holding a start and an end time: adds the spec's message
 * 'Jam Selesai harus lebih besar dari Jam Mulai' on the end field when end <= start.
 * `schema.superRefine(timeRangeRefinement('jamMulai', 'jamSelesai'))`.
 */
export function timeRangeRefinement<K extends string>(startKey: K, endKey: K) {
  return (value: Partial<Record<K, unknown>>, ctx: z.core.$RefinementCtx<unknown>): void => {
    const start = value[startKey];
    const end = value[endKey];
    if (typeof start !== 'string' || typeof end !== 'string') return;
    if (validateTimeRange(start, end) === TIME_RANGE_MESSAGE) {
      ctx.addIssue({ code: 'custom', message: TIME_RANGE_MESSAGE, path: [endKey], input: end });
    }
  };
}

export interface NikConsistencyKeys<K extends string> {
  nik: K;
  birthDate?: K;
  sex?: K;
  /** Today for decoding; defaults to the runtime's local day. */
  today?: () => DateLike;
}

/**
 * A superRefine for a patient-like object: when the NIK decodes, the typed birth date and sex
 * must agree with it ('Tanggal lahir tidak sesuai dengan NIK' on the birth date field,
 * 'Jenis kelamin tidak sesuai dengan NIK' on the sex field). Sex may be 1/2 or '1'/'2'; other
 * codes (0 unknown, 3, 4) are not compared.
 */
export function nikConsistencyRefinement<K extends string>(keys: NikConsistencyKeys<K>) {
  return (value: Partial<Record<K, unknown>>, ctx: z.core.$RefinementCtx<unknown>): void => {
    const nik = value[keys.nik];
    if (typeof nik !== 'string') return;
    const birth = keys.birthDate === undefined ? undefined : value[keys.birthDate];
    const rawSex = keys.sex === undefined ? undefined : value[keys.sex];
    const sex = typeof rawSex === 'string' && /^\d$/.test(rawSex) ? Number(rawSex) : rawSex;
    const problems = checkNikAgainst(
      nik,
      {
        birthDate: typeof birth === 'string' || birth instanceof Date ? birth : null,
        sex: typeof sex === 'number' ? sex : null,
      },
      keys.today?.(),
    );
    for (const message of problems) {
      const key = message === NIK_MESSAGES.sexMismatch ? keys.sex : keys.birthDate;
      if (key !== undefined)
        ctx.addIssue({ code: 'custom', message, path: [key], input: value[key] });
    }
  };
}

export interface TimeRangeOptions {
  startLabel?: string;
  endLabel?: string;
}

/** `{ start, end }` times with the time rule. */
export function timeRangeSchema(options: TimeRangeOptions = {}) {
  return z
    .object({
      start: timeSchema({ label: options.startLabel ?? 'Jam Mulai' }),
      end: timeSchema({ label: options.endLabel ?? 'Jam Selesai' }),
    })
    .superRefine(timeRangeRefinement('start', 'end'));
}

// ---------------------------------------------------------------------------------------------
// Choices

function choiceSchema<const T extends readonly [string, ...string[]], R extends boolean>(
  values: T,
  label: string,
  required: boolean,
): FieldSchema<R, T[number], T[number]> {
  const allowed: readonly string[] = values;
  const schema = z
    .string({ error: typeError(label) })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') {
        if (!required) return null;
        ctx.addIssue({ code: 'custom', message: messages.required(label), input: value });
        return z.NEVER;
      }
      if (!allowed.includes(value)) {
        ctx.addIssue({ code: 'custom', message: messages.invalid(label), input: value });
        return z.NEVER;
      }
      return value as T[number];
    });
  return schema as unknown as FieldSchema<R, T[number], T[number]>;
}

export const YES_NO = ['Y', 'N'] as const;
export const YES_NO_NOT_YET = ['Y', 'N', 'B'] as const;
export type YesNo = (typeof YES_NO)[number];
export type YesNoNotYet = (typeof YES_NO_NOT_YET)[number];

/** 'Y' (yes) or 'N' (no). */
export function yesNoSchema<R extends boolean = true>(
  options: BaseFieldOptions<R> = {},
): FieldSchema<R, YesNo, YesNo> {
  return choiceSchema<typeof YES_NO, R>(
    YES_NO,
    options.label ?? 'Pilihan',
    options.required !== false,
  );
}

/** 'Y' (yes), 'N' (no) or 'B' (belum: not yet). */
export function yesNoNotYetSchema<R extends boolean = true>(
  options: BaseFieldOptions<R> = {},
): FieldSchema<R, YesNoNotYet, YesNoNotYet> {
  return choiceSchema<typeof YES_NO_NOT_YET, R>(
    YES_NO_NOT_YET,
    options.label ?? 'Pilihan',
    options.required !== false,
  );
}

export interface SelectOptions<R extends boolean> extends BaseFieldOptions<R> {
  /** The allowed values (the option list's codes). */
  values: readonly (string | number)[];
}

/**
 * One value of an option list: a string (or a number, read as its text) among `values`; output
 * the value as text. Empty: '{Label} wajib dipilih'; anything else: '{Label} tidak valid'.
 */
export function selectSchema<R extends boolean = true>(
  options: SelectOptions<R>,
): FieldSchema<R, string, string | number> {
  const label = options.label ?? 'Pilihan';
  const required = options.required !== false;
  const allowed = options.values.map(String);
  const schema = z
    .union([z.string(), z.number()], { error: () => messages.choose(label) })
    .nullish()
    .transform((value, ctx) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text === '') {
        if (!required) return null;
        ctx.addIssue({ code: 'custom', message: messages.choose(label), input: value });
        return z.NEVER;
      }
      if (!allowed.includes(text)) {
        ctx.addIssue({ code: 'custom', message: messages.invalid(label), input: value });
        return z.NEVER;
      }
      return text;
    });
  return schema as unknown as FieldSchema<R, string, string | number>;
}

/** Largest id a reference may carry (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * A reference to another record by its id: a positive integer or its digits; output the number.
 * Empty: '{Label} wajib dipilih'; anything else: '{Label} tidak valid'.
 */
export function referenceSchema<R extends boolean = true>(
  options: BaseFieldOptions<R> = {},
): FieldSchema<R, number, number | string> {
  const label = options.label ?? 'Data';
  const required = options.required !== false;
  const schema = z
    .union([z.number(), z.string()], { error: () => messages.choose(label) })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') {
        if (!required) return null;
        ctx.addIssue({ code: 'custom', message: messages.choose(label), input: value });
        return z.NEVER;
      }
      const n =
        typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
        ctx.addIssue({ code: 'custom', message: messages.invalid(label), input: value });
        return z.NEVER;
      }
      return n;
    });
  return schema as unknown as FieldSchema<R, number, number | string>;
}

/**
 * Every field schema factory by field kind, for resource definitions that name a field's kind:
 * `fieldSchemas[field.kind]({ label: field.label, required: field.required })`.
 */
export const fieldSchemas = {
  name: nameSchema,
  username: usernameSchema,
  phone: phoneSchema,
  nik: nikSchema,
  nib: nibSchema,
  year: yearSchema,
  code: codeSchema,
  email: emailSchema,
  text: textSchema,
  money: moneySchema,
  numeric: numericSchema,
  wordLimited: wordLimitedSchema,
  date: dateSchema,
  time: timeSchema,
  timeRange: timeRangeSchema,
  yesNo: yesNoSchema,
  yesNoNotYet: yesNoNotYetSchema,
  select: selectSchema,
  reference: referenceSchema,
  password: passwordSchema,
} as const;

export type FieldKind = keyof typeof fieldSchemas;
