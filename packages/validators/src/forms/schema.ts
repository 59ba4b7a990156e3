/**
 * `schemaOf(template, mode)`: the zod schema of a template's content.
 *
 * - `draft`: nothing is required, but every value given must be plausible (pulse 500 or an
 *   unknown option is refused even in a draft, so a draft never stores nonsense).
 * - `final` (signing): additionally every required field that is shown (its section's and its
 *   own condition hold) must be filled, an Abnormal region needs its note, a scale every item;
 *   the values of hidden fields are dropped from what is stored.
 *
 * Form inputs arrive as text: numbers accept '36,5' and '36.5'; '' is "not filled".
 */
import { fallRiskGeriatric, geriatricYesNoGroups, type ScoredScale } from '@simrs/domain';
import { z } from 'zod';
import {
  type ChoiceField,
  conditionHolds,
  type DateField,
  type FormField,
  type FormTemplate,
  fieldsOf,
  type IcdField,
  isFilled,
  type LeafField,
  REGION_FINDINGS,
  type RegionGridField,
  type RepeatField,
  type VitalsField,
  visibleFields,
} from './kit';
import { VITAL_SIGNS } from './vitals';

export type FormMode = 'draft' | 'final';

/** The content of a document: field key -> value (see the kit for each kind's shape). */
export type ClinicalContent = Record<string, unknown>;

const fmt = (n: number) => String(n).replace('.', ',');

export const FORM_MESSAGES = {
  required: (label: string) => `${label} wajib diisi.`,
  number: (label: string) => `${label} harus berupa angka.`,
  range: (label: string, min: number, max: number, unit: string) =>
    `${label} harus antara ${fmt(min)} dan ${fmt(max)}${unit ? ` ${unit}` : ''}.`,
  decimals: (label: string, d: number) =>
    d === 0 ? `${label} harus bilangan bulat.` : `${label} maksimal ${d} angka desimal.`,
  tooLong: (label: string, max: number) => `${label} maksimal ${max} karakter.`,
  option: (label: string) => `Pilihan ${label} tidak valid.`,
  day: (label: string) => `${label} harus berformat YYYY-MM-DD.`,
  time: (label: string) => `${label} harus berformat JJ:MM.`,
  datetime: (label: string) => `${label} harus berformat YYYY-MM-DD JJ:MM.`,
  future: (label: string) => `${label} tidak boleh di masa depan.`,
  diastolic: 'Tekanan darah diastolik harus lebih rendah dari sistolik.',
  regionNote: (region: string) => `Keterangan ${region} wajib diisi bila Abnormal.`,
  icd: (label: string) => `Kode ${label} tidak valid.`,
  rows: (label: string, max: number) => `${label} paling banyak ${max} baris.`,
  richText: (label: string) => `${label} berisi format yang tidak diizinkan.`,
  scaleItem: (item: string) => `${item} wajib dipilih.`,
} as const;

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;

// --- leaves ---------------------------------------------------------------------------------

function textSchema(label: string, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : blankToNull(v)),
    z
      .string({ error: FORM_MESSAGES.tooLong(label, max) })
      .max(max, { error: FORM_MESSAGES.tooLong(label, max) })
      .nullable(),
  );
}

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'blockquote',
  'a',
]);
const TAG = /<\/?([a-zA-Z0-9]+)([^>]*)>/g;
const ATTR = /([a-zA-Z-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g;

/**
 * Whether rich text holds only the editor's allow-listed tags, links with http(s) or mailto and
 * no other attributes than href, rel and target (the design system sanitises in the browser; the
 * server refuses what does not pass).
 */
export function isSafeRichText(html: string): boolean {
  if (/<!--|<!\[|<\?/.test(html)) return false;
  for (const m of html.matchAll(TAG)) {
    const tag = (m[1] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) return false;
    const attrs = m[2] ?? '';
    const stripped = attrs.replace(ATTR, '').replace(/\//g, '').trim();
    if (stripped !== '') return false;
    for (const a of attrs.matchAll(ATTR)) {
      const name = (a[1] ?? '').toLowerCase();
      const value = (a[2] ?? '').replace(/^["']|["']$/g, '').trim();
      if (tag !== 'a' || !['href', 'rel', 'target'].includes(name)) return false;
      if (name === 'href' && !/^(https?:|mailto:)/i.test(value)) return false;
    }
  }
  return !/<[^>]*$/.test(html.replace(TAG, ''));
}

function richTextSchema(label: string, max: number) {
  return textSchema(label, max).refine((v) => v === null || isSafeRichText(v), {
    error: FORM_MESSAGES.richText(label),
  });
}

function toNumber(v: unknown): unknown {
  const b = blankToNull(v);
  if (typeof b !== 'string') return b;
  const t = b.trim().replace(',', '.');
  return /^-?\d+(\.\d*)?$/.test(t) ? Number(t) : b;
}

function decimalsOf(n: number): number {
  const s = String(n);
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}

export function numberSchema(r: {
  label: string;
  unit: string;
  min: number;
  max: number;
  decimals?: number;
}) {
  const d = r.decimals ?? 0;
  return z.preprocess(
    toNumber,
    z
      .number({ error: FORM_MESSAGES.number(r.label) })
      .refine(Number.isFinite, { error: FORM_MESSAGES.number(r.label) })
      .refine((n) => n >= r.min && n <= r.max, {
        error: FORM_MESSAGES.range(r.label, r.min, r.max, r.unit),
      })
      .refine((n) => decimalsOf(n) <= d, { error: FORM_MESSAGES.decimals(r.label, d) })
      .nullable(),
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isRealDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Today in Indonesia's western time (UTC+7), the day a "not in the future" rule compares. */
function todayWib(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

function dateSchema(f: DateField) {
  const base = z.preprocess(
    blankToNull,
    z.string({ error: FORM_MESSAGES.day(f.label) }).nullable(),
  );
  return base.superRefine((v, ctx) => {
    if (v === null) return;
    if (f.kind === 'time') {
      if (!TIME.test(v)) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.time(f.label) });
      return;
    }
    const day = f.kind === 'datetime' ? v.slice(0, 10) : v;
    const rest = f.kind === 'datetime' ? v.slice(10) : '';
    const ok =
      DAY.test(day) &&
      isRealDay(day) &&
      (f.kind === 'date' || /^[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(rest));
    if (!ok) {
      const message =
        f.kind === 'date' ? FORM_MESSAGES.day(f.label) : FORM_MESSAGES.datetime(f.label);
      ctx.addIssue({ code: 'custom', message });
      return;
    }
    if (f.notFuture && day > todayWib()) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.future(f.label) });
    }
  });
}

/** A choice's stored code: the option's own code (a number stays a number), or the input. */
function optionCode(f: { options: readonly { code: string | number }[] }, v: unknown): unknown {
  const hit = f.options.find((o) => String(o.code) === String(v));
  return hit ? hit.code : v;
}

function choiceSchema(f: ChoiceField) {
  const codes = new Set(f.options.map((o) => String(o.code)));
  const one = z
    .union([z.string(), z.number(), z.boolean()], { error: FORM_MESSAGES.option(f.label) })
    .refine((v) => codes.has(String(v)), { error: FORM_MESSAGES.option(f.label) });
  if (f.multiple) {
    return z.preprocess(
      (v) => {
        const b = blankToNull(v);
        if (!Array.isArray(b)) return b;
        const list = [...new Set(b.map((x) => optionCode(f, x)))];
        return list.length === 0 ? null : list;
      },
      z
        .array(one, { error: FORM_MESSAGES.option(f.label) })
        .max(f.options.length)
        .nullable(),
    );
  }
  return z.preprocess((v) => {
    const b = blankToNull(v);
    return b === null ? null : optionCode(f, b);
  }, one.nullable());
}

const ICD_PATTERN = {
  ICD10: /^[A-Z]\d{2}(\.[0-9A-Z]{1,4})?$/,
  ICD9CM: /^\d{2}(\.\d{1,2})?$/,
} as const;

function icdSchema(f: IcdField) {
  const entry = z.object(
    {
      code: z
        .string({ error: FORM_MESSAGES.icd(f.label) })
        .trim()
        .toUpperCase()
        .regex(ICD_PATTERN[f.system], { error: FORM_MESSAGES.icd(f.label) }),
      display: z
        .string({ error: FORM_MESSAGES.tooLong(f.label, 250) })
        .trim()
        .max(250, { error: FORM_MESSAGES.tooLong(f.label, 250) }),
    },
    { error: FORM_MESSAGES.icd(f.label) },
  );
  if (f.multiple) {
    return z.preprocess(
      (v) => (Array.isArray(v) && v.length === 0 ? null : blankToNull(v)),
      z
        .array(entry, { error: FORM_MESSAGES.icd(f.label) })
        .max(20)
        .nullable(),
    );
  }
  return z.preprocess(blankToNull, entry.nullable());
}

function leafSchema(f: LeafField): z.ZodType {
  switch (f.kind) {
    case 'text':
      return textSchema(f.label, f.maxLength);
    case 'richText':
      return richTextSchema(f.label, f.maxLength);
    case 'number':
      return numberSchema(f);
    case 'date':
    case 'time':
    case 'datetime':
      return dateSchema(f);
    case 'choice':
      return choiceSchema(f);
    case 'icd':
      return icdSchema(f);
  }
}

// --- composite fields -----------------------------------------------------------------------

function vitalsSchema(f: VitalsField) {
  const shape: Record<string, z.ZodType> = {};
  for (const sign of f.signs) shape[sign] = numberSchema(VITAL_SIGNS[sign]).optional();
  return z.preprocess(
    blankToNull,
    z
      .object(shape, { error: FORM_MESSAGES.number(f.label) })
      .superRefine((v: Record<string, unknown>, ctx) => {
        const s = v.systolic;
        const d = v.diastolic;
        if (typeof s === 'number' && typeof d === 'number' && d >= s) {
          ctx.addIssue({ code: 'custom', path: ['diastolic'], message: FORM_MESSAGES.diastolic });
        }
      })
      .nullable(),
  );
}

function scaleSchema(label: string, scale: ScoredScale) {
  const shape: Record<string, z.ZodType> = {};
  for (const item of scale.items) {
    const codes = item.options.map((o) => o.code);
    shape[item.id] = z
      .preprocess(
        (v) => {
          const b = blankToNull(v);
          return typeof b === 'string' && /^-?\d+$/.test(b) ? Number(b) : b;
        },
        z
          .number({ error: FORM_MESSAGES.option(item.label) })
          .refine((n) => codes.includes(n), { error: FORM_MESSAGES.option(item.label) })
          .nullable(),
      )
      .optional();
  }
  return z.preprocess(
    blankToNull,
    z.object(shape, { error: FORM_MESSAGES.option(label) }).nullable(),
  );
}

const GERIATRIC_QUESTIONS: readonly string[] = geriatricYesNoGroups.flatMap((g) =>
  g.questions.map((q) => q.id),
);

function geriatricSchema(label: string) {
  const zeroToThree = (l: string) =>
    z
      .preprocess(
        toNumber,
        z
          .number({ error: FORM_MESSAGES.option(l) })
          .int()
          .min(0)
          .max(3)
          .nullable(),
      )
      .optional();
  return z.preprocess(
    blankToNull,
    z
      .object(
        {
          yes: z
            .array(
              z.string().refine((q) => GERIATRIC_QUESTIONS.includes(q), {
                error: FORM_MESSAGES.option(label),
              }),
            )
            .max(GERIATRIC_QUESTIONS.length)
            .optional(),
          transfer: zeroToThree('Transfer'),
          mobility: zeroToThree('Mobilitas'),
        },
        { error: FORM_MESSAGES.option(label) },
      )
      .nullable(),
  );
}

function regionGridSchema(f: RegionGridField) {
  const findings = REGION_FINDINGS.map((r) => r.code) as unknown as readonly [string, ...string[]];
  const shape: Record<string, z.ZodType> = {};
  for (const region of f.regions) {
    shape[String(region.code)] = z
      .preprocess(
        blankToNull,
        z
          .object({
            finding: z.preprocess(
              blankToNull,
              z.enum(findings, { error: FORM_MESSAGES.option(region.label) }).nullable(),
            ),
            note: textSchema(`Keterangan ${region.label}`, 500).optional(),
          })
          .nullable(),
      )
      .optional();
  }
  return z.preprocess(blankToNull, z.object(shape).nullable());
}

function repeatSchema(f: RepeatField) {
  const shape: Record<string, z.ZodType> = {};
  for (const inner of f.fields) shape[inner.key] = leafSchema(inner).optional();
  return z.preprocess(
    (v) => {
      const b = blankToNull(v);
      // Rows with nothing filled are not kept (an added row left empty).
      return Array.isArray(b) ? b.filter((row) => isFilled(row)) : b;
    },
    z
      .array(z.object(shape), { error: FORM_MESSAGES.rows(f.label, f.maxRows) })
      .max(f.maxRows, { error: FORM_MESSAGES.rows(f.label, f.maxRows) })
      .nullable(),
  );
}

function fieldSchema(f: FormField): z.ZodType {
  switch (f.kind) {
    case 'vitals':
      return vitalsSchema(f);
    case 'scale':
      return scaleSchema(f.label, f.scale);
    case 'geriatricFallRisk':
      return geriatricSchema(f.label);
    case 'regionGrid':
      return regionGridSchema(f);
    case 'repeat':
      return repeatSchema(f);
    default:
      return leafSchema(f);
  }
}

// --- required (final) -----------------------------------------------------------------------

type Issue = { path: (string | number)[]; message: string };

function missingOf(f: FormField, value: unknown): Issue[] {
  const issues: Issue[] = [];
  const req = (path: (string | number)[], label: string) =>
    issues.push({ path, message: FORM_MESSAGES.required(label) });
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  switch (f.kind) {
    case 'vitals': {
      const signs = f.requiredSigns ?? (f.required ? f.signs : []);
      for (const s of signs) if (!isFilled(obj[s])) req([f.key, s], VITAL_SIGNS[s].label);
      return issues;
    }
    case 'scale': {
      if (!f.required && !isFilled(value)) return issues;
      for (const item of f.scale.items) {
        if (!isFilled(obj[item.id])) {
          issues.push({ path: [f.key, item.id], message: FORM_MESSAGES.scaleItem(item.label) });
        }
      }
      return issues;
    }
    case 'geriatricFallRisk': {
      if (!f.required && !isFilled(value)) return issues;
      if (!isFilled(obj.transfer)) req([f.key, 'transfer'], 'Transfer');
      if (!isFilled(obj.mobility)) req([f.key, 'mobility'], 'Mobilitas');
      return issues;
    }
    case 'regionGrid': {
      for (const region of f.regions) {
        const cell = (obj[String(region.code)] ?? {}) as { finding?: unknown; note?: unknown };
        if (f.required && !isFilled(cell.finding)) {
          req([f.key, String(region.code), 'finding'], region.label);
        }
        if (cell.finding === 'AB' && !isFilled(cell.note)) {
          issues.push({
            path: [f.key, String(region.code), 'note'],
            message: FORM_MESSAGES.regionNote(region.label),
          });
        }
      }
      return issues;
    }
    case 'repeat': {
      if (f.required && !isFilled(value)) req([f.key], f.label);
      const rows = Array.isArray(value) ? value : [];
      rows.forEach((row, i) => {
        const r = (row ?? {}) as Record<string, unknown>;
        for (const inner of f.fields) {
          if (inner.required && conditionHolds(inner.showIf, r) && !isFilled(r[inner.key])) {
            req([f.key, i, inner.key], inner.label);
          }
        }
      });
      return issues;
    }
    default:
      if (f.required && !isFilled(value)) req([f.key], f.label);
      return issues;
  }
}

// --- the schema -----------------------------------------------------------------------------

const cache = new WeakMap<FormTemplate, Partial<Record<FormMode, z.ZodType<ClinicalContent>>>>();

/**
 * The schema of a template's content for a draft (lenient: nothing required, every value given
 * plausible) or for signing (`final`: required shown fields required; hidden fields' values
 * dropped). Parsing answers the cleaned content (numbers as numbers, empty rows dropped).
 */
export function schemaOf(
  template: FormTemplate,
  mode: FormMode = 'final',
): z.ZodType<ClinicalContent, unknown> {
  const known = cache.get(template)?.[mode];
  if (known) return known;
  const fields = fieldsOf(template);
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) shape[f.key] = fieldSchema(f).optional();
  const object = z.object(shape, { error: 'Isi dokumen harus berupa objek.' });
  const schema =
    mode === 'draft'
      ? object.transform((v) => dropEmpty(v as ClinicalContent))
      : object
          .superRefine((v, ctx) => {
            const content = v as ClinicalContent;
            for (const f of visibleFields(template, content)) {
              for (const issue of missingOf(f, content[f.key])) {
                ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
              }
            }
          })
          .transform((v) => {
            const content = v as ClinicalContent;
            const shown = new Set(visibleFields(template, content).map((f) => f.key));
            const kept: ClinicalContent = {};
            for (const [k, val] of Object.entries(content)) if (shown.has(k)) kept[k] = val;
            return dropEmpty(kept);
          });
  cache.set(template, { ...cache.get(template), [mode]: schema });
  return schema as z.ZodType<ClinicalContent, unknown>;
}

function dropEmpty(content: ClinicalContent): ClinicalContent {
  const out: ClinicalContent = {};
  for (const [k, v] of Object.entries(content)) if (isFilled(v)) out[k] = v;
  return out;
}

/** The refusals of a parse as `{ 'vital.pulse': ['Nadi harus antara ...'] }` (dotted paths). */
export function issuesByPath(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** Scores a scale field's answers, or null while an item is unanswered. */
export function scoreOf(
  f: { kind: 'scale'; scale: ScoredScale } | { kind: 'geriatricFallRisk' },
  value: unknown,
): { total: number; band: { code: string | number; label: string; tone: string } } | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (f.kind === 'geriatricFallRisk') {
    if (typeof v.transfer !== 'number' || typeof v.mobility !== 'number') return null;
    const yes = Array.isArray(v.yes) ? (v.yes as never[]) : [];
    const r = fallRiskGeriatric({ yes, transfer: v.transfer, mobility: v.mobility });
    return { total: r.total, band: r.band };
  }
  let total = 0;
  for (const item of f.scale.items) {
    const option = item.options.find((o) => o.code === v[item.id]);
    if (!option) return null;
    total += option.points;
  }
  const band = f.scale.bands.find((b) => total >= b.min && total <= b.max);
  return band ? { total, band } : null;
}
