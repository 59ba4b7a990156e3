/**
 * The clinical form definition kit. A template is data, written once: its sections and typed
 * fields give the zod schema the server validates with (`schemaOf`), the form the EMR renders
 * (design system `ClinicalForm`), the printed layout (`ClinicalDocumentPrint`) and the typed
 * observation rows (`observationsOf`). Definitions hold no functions: they travel over the wire
 * as JSON (the `Dokumen template` query) and a stored document names its template's version.
 *
 * Content is flat: every field key is unique in its template (checked by `defineTemplate`), so a
 * condition or an observation names a field by its key alone. A repeating group's rows are
 * objects of its own fields.
 */
import type { ScoredScale, Vocabulary } from '@simrs/domain';
import type { VitalSign } from './vitals';

/** Who writes a template (its author's profession, kept with the document). */
export type Profession = 'perawat' | 'bidan' | 'dokter' | 'gizi';

export const PROFESSION_LABELS: Readonly<Record<Profession, string>> = {
  perawat: 'Perawat',
  bidan: 'Bidan',
  dokter: 'Dokter',
  gizi: 'Ahli Gizi',
};

/** An option of a choice field (a vocabulary entry, or written in the template). */
export interface FormOption {
  readonly code: string | number;
  readonly label: string;
}

/**
 * When a field or section is shown (and so may be required): the field `field` equals one of
 * `in` (a multiple choice: holds one of them), or is filled at all (`filled: true`).
 */
export type Condition =
  | { readonly field: string; readonly in: readonly (string | number | boolean)[] }
  | { readonly field: string; readonly filled: true };

interface FieldBase {
  readonly key: string;
  /** Indonesian label; refusals name it ('Nadi wajib diisi.'). */
  readonly label: string;
  /** Required when the document is signed (never for a draft). */
  readonly required?: boolean;
  readonly hint?: string;
  readonly showIf?: Condition;
  /** Half width on wide screens (default full). */
  readonly width?: 'half' | 'full';
}

export interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly maxLength: number;
  readonly multiline?: boolean;
}

/** Sanitised HTML of the design system's rich-text editor (tags and links allow-listed). */
export interface RichTextField extends FieldBase {
  readonly kind: 'richText';
  readonly maxLength: number;
}

export interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly unit: string;
  /** The plausible range (inclusive): a value outside it is refused, draft or not. */
  readonly min: number;
  readonly max: number;
  /** Decimal places allowed (default 0). */
  readonly decimals?: number;
  /** Observation code written on signing (e.g. 'anthro.lila'). */
  readonly observe?: string;
}

/** A set of vital signs, stored as `{ pulse: 88, temperature: 36.7, ... }`. */
export interface VitalsField extends FieldBase {
  readonly kind: 'vitals';
  readonly signs: readonly VitalSign[];
  /** Signs required on signing (default: none; the template decides). */
  readonly requiredSigns?: readonly VitalSign[];
}

export interface DateField extends FieldBase {
  readonly kind: 'date' | 'time' | 'datetime';
  /** Refuse a day after today (a birth date, an onset). */
  readonly notFuture?: boolean;
}

export interface ChoiceField extends FieldBase {
  readonly kind: 'choice';
  readonly options: readonly FormOption[];
  /** Several options may be chosen (stored as an array). */
  readonly multiple?: boolean;
  /** Radio buttons (default for up to 5 options) or a select. */
  readonly display?: 'radio' | 'select';
  /** Observation code: the chosen code(s) are written as text rows. */
  readonly observe?: string;
}

/** A scored scale of the domain (`scaleRegistry` or another `defineScale`): answers per item. */
export interface ScaleField extends FieldBase {
  readonly kind: 'scale';
  readonly scale: ScoredScale;
}

/** The geriatric fall-risk scale (Ontario Modified Stratify), scored by its own rule. */
export interface GeriatricFallRiskField extends FieldBase {
  readonly kind: 'geriatricFallRisk';
}

export const REGION_FINDINGS = [
  { code: 'N', label: 'Normal' },
  { code: 'AB', label: 'Abnormal' },
  { code: 'TD', label: 'Tidak diperiksa' },
] as const;
export type RegionFinding = (typeof REGION_FINDINGS)[number]['code'];

/**
 * The physical examination by body region: each region Normal, Abnormal or Tidak diperiksa with
 * a note (required for Abnormal on signing). Stored as `{ kepala: { finding: 'N', note: '' } }`.
 */
export interface RegionGridField extends FieldBase {
  readonly kind: 'regionGrid';
  readonly regions: readonly FormOption[];
}

export type IcdSystem = 'ICD10' | 'ICD9CM';

/** A code of the ICD masters: `{ code, display }`, or a list of them. */
export interface IcdField extends FieldBase {
  readonly kind: 'icd';
  readonly system: IcdSystem;
  readonly multiple?: boolean;
}

/** Rows of the same fields (medicines taken, allergies, ...), stored as an array of objects. */
export interface RepeatField extends FieldBase {
  readonly kind: 'repeat';
  readonly fields: readonly LeafField[];
  /** Most rows accepted. */
  readonly maxRows: number;
  /** Label of the add button ('Tambah Alergi'). */
  readonly addLabel: string;
  /** 'allergy': each row is written as an `allergy.<type>` observation. */
  readonly observe?: 'allergy';
}

export type LeafField =
  | TextField
  | RichTextField
  | NumberField
  | DateField
  | ChoiceField
  | IcdField;

export type FormField =
  | LeafField
  | VitalsField
  | ScaleField
  | GeriatricFallRiskField
  | RegionGridField
  | RepeatField;

export type FieldKind = FormField['kind'];

export interface FormSection {
  readonly key: string;
  readonly title: string;
  readonly description?: string;
  readonly showIf?: Condition;
  readonly fields: readonly FormField[];
}

export interface FormTemplate {
  /** Stable key (the spec's route key where there is one: 'kajian-awal-umum'). */
  readonly key: string;
  /** Starts at 1; a change of fields is a new version, the old one stays in the registry. */
  readonly version: number;
  readonly title: string;
  readonly profession: Profession;
  /** Where it is used (outpatient clinic for now). */
  readonly setting: 'RAJAL' | 'UGD' | 'RANAP';
  readonly sections: readonly FormSection[];
}

const KEY = /^[a-z][a-zA-Z0-9_]{0,59}$/;
const TEMPLATE_KEY = /^[a-z][a-z0-9-]{1,59}$/;

function fail(template: string, why: string): never {
  throw new Error(`Template ${template}: ${why}`);
}

/** Every field of a template, with the section it sits in (repeat rows not flattened). */
export function fieldsOf(template: FormTemplate): readonly FormField[] {
  return template.sections.flatMap((s) => s.fields);
}

/**
 * Defines a template and checks it at load time: plain unique keys, a known field for every
 * condition (declared before it), plausible ranges (min < max), options with unique codes.
 */
export function defineTemplate<const T extends FormTemplate>(template: T): T {
  const name = `${template.key}@${template.version}`;
  if (!TEMPLATE_KEY.test(template.key)) fail(name, 'key must be lower-case words with hyphens');
  if (!Number.isInteger(template.version) || template.version < 1) fail(name, 'bad version');
  const seen = new Map<string, FormField>();
  const checkCondition = (where: string, c: Condition | undefined) => {
    if (!c) return;
    if (!seen.has(c.field)) fail(name, `${where} depends on ${c.field}, not a field before it`);
  };
  const checkLeaf = (f: FormField | LeafField, where: string) => {
    if (!KEY.test(f.key)) fail(name, `bad field key ${where}${f.key}`);
    if (f.kind === 'number' && !(f.min < f.max)) fail(name, `${f.key}: min must be below max`);
    if (f.kind === 'choice' || f.kind === 'regionGrid') {
      const list = f.kind === 'choice' ? f.options : f.regions;
      const codes = list.map((o) => String(o.code));
      if (codes.length === 0) fail(name, `${f.key} has no options`);
      if (new Set(codes).size !== codes.length) fail(name, `${f.key} repeats an option code`);
    }
  };
  const sectionKeys = new Set<string>();
  for (const section of template.sections) {
    if (!KEY.test(section.key) || sectionKeys.has(section.key)) {
      fail(name, `bad or repeated section key ${section.key}`);
    }
    sectionKeys.add(section.key);
    checkCondition(`section ${section.key}`, section.showIf);
    for (const field of section.fields) {
      checkLeaf(field, '');
      if (seen.has(field.key)) fail(name, `field key ${field.key} used twice`);
      checkCondition(`field ${field.key}`, field.showIf);
      if (field.kind === 'repeat') {
        const inner = new Set<string>();
        for (const f of field.fields) {
          checkLeaf(f, `${field.key}.`);
          if (inner.has(f.key)) fail(name, `${field.key}.${f.key} used twice`);
          inner.add(f.key);
        }
      }
      seen.set(field.key, field);
    }
  }
  return deepFreeze(template);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The options of a domain vocabulary as a choice field takes them. */
export function optionsOf(list: Vocabulary): readonly FormOption[] {
  return list.entries.map((e) => ({ code: e.code, label: e.label }));
}

/** Ya / Tidak as stored codes 'Y' / 'N'. */
export const YES_NO: readonly FormOption[] = [
  { code: 'Y', label: 'Ya' },
  { code: 'N', label: 'Tidak' },
];

/** Whether a stored value counts as given ('' and empty lists do not). */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return true;
}

/** Whether a condition holds for the content (an absent condition always holds). */
export function conditionHolds(
  condition: Condition | undefined,
  content: Readonly<Record<string, unknown>>,
): boolean {
  if (!condition) return true;
  const value = content[condition.field];
  if ('filled' in condition) return isFilled(value);
  const wanted = condition.in.map(String);
  if (Array.isArray(value)) return value.some((v) => wanted.includes(String(v)));
  return value !== undefined && value !== null && wanted.includes(String(value));
}

/** The sections and fields shown for the content (conditions of both applied). */
export function visibleFields(
  template: FormTemplate,
  content: Readonly<Record<string, unknown>>,
): FormField[] {
  const out: FormField[] = [];
  for (const section of template.sections) {
    if (!conditionHolds(section.showIf, content)) continue;
    for (const f of section.fields) if (conditionHolds(f.showIf, content)) out.push(f);
  }
  return out;
}
