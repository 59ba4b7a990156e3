/**
 * The one way every resource definition is written (master data, tariffs, patients, users, queue
 * masters): each field is described once (name, label, type, limits) and the generic field
 * definition, its zod schema and its column type all come from it. The zod schemas are the
 * shared field schemas of `@simrs/validators` (`fieldSchemas`), so a resource form, the server's
 * 422 answer and every other form say the same thing. The server's migration generator
 * (`npm run db:migration -w @simrs/server`) writes a table from the same description.
 */
import { routeNameFromKey } from '@simrs/domain/screens';
import { z } from 'zod';
import type { InputKind } from '../../inputs';
import { fieldSchemas } from '../../schemas';
import { field } from '../fields';
import { menuRoleSchema } from '../menus';
import type {
  ExactSearch,
  FieldDefinition,
  FieldKind,
  FieldOption,
  ResourceDefinition,
} from '../types';

/** How a catalogue field is validated (the generic page renders it by the derived FieldKind). */
export type CatalogFieldType =
  | 'code'
  | 'text'
  | 'textarea'
  | 'name'
  | 'phone'
  | 'email'
  | 'money'
  | 'integer'
  | 'decimal'
  | 'select'
  | 'reference'
  | 'yesno'
  | 'date'
  | 'time'
  | 'nik'
  | 'username'
  | 'password'
  | 'menuRole';

/**
 * A field-specific format replacing the type's own rules: the value (trimmed when `trim`) must
 * match `regex`, else `message`; a required one says '{Label} wajib diisi.' when it is not text.
 */
export interface FieldPattern {
  regex: RegExp;
  message: string;
  trim?: boolean;
}

export interface CatalogField {
  name: string;
  label: string;
  type: CatalogFieldType;
  /** Default true. */
  required?: boolean;
  /** Text kinds: the most characters. Number kinds (integer, money): the largest value. */
  max?: number;
  /** Number kinds: the smallest value (negatives are always refused). */
  min?: number;
  /** Decimal places of a `decimal` field (default 2). */
  precision?: 0 | 1 | 2 | 3 | 4;
  /** A textarea keeps line breaks (default true); false: a wide box for one long line. */
  multiline?: boolean;
  /** Format of this field instead of the type's rules (e.g. a 13-digit card number). */
  pattern?: FieldPattern;
  /** The typing filter, when the type's own ({@link inputKindOf}) does not fit the pattern. */
  input?: InputKind;
  /** Value taken when the payload leaves the field out (add and update); also the column's default. */
  default?: string | number;
  options?: readonly FieldOption[];
  /** Referenced resource key and its label field (default 'name'). */
  ref?: string;
  refLabel?: string;
  /** Shown as a list column (default true, except textarea, password and menuRole). */
  inList?: boolean;
  /** Equality filter in lists (default: select, reference and yesno fields). */
  filterable?: boolean;
  /**
   * Extra database index the migration generator writes: 'trigram' (pg_trgm GIN, for
   * `ilike '%term%'` searches of large lists) or 'btree' (sort or filter columns of large lists).
   * References always get a btree index.
   */
  index?: 'btree' | 'trigram';
}

/**
 * The column type each catalogue field type is stored as (the migration generator writes it; the
 * server test compares the database with it). `%s` is the column name.
 */
export const COLUMN_TYPES: Readonly<Record<CatalogFieldType, string>> = {
  code: 'text',
  text: 'text',
  textarea: 'text',
  name: 'text',
  phone: 'text',
  email: 'text',
  money: 'bigint',
  integer: 'integer',
  decimal: 'numeric(14,4)',
  select: 'text',
  reference: 'integer',
  yesno: "char(1) check (%s in ('Y', 'N'))",
  date: 'date',
  time: 'text',
  nik: 'text',
  username: 'text',
  password: 'text',
  menuRole: 'jsonb',
};

const KINDS: Readonly<Record<CatalogFieldType, FieldKind>> = {
  code: 'code',
  text: 'text',
  textarea: 'textarea',
  name: 'text',
  phone: 'text',
  email: 'text',
  money: 'money',
  integer: 'number',
  decimal: 'number',
  select: 'select',
  reference: 'reference',
  yesno: 'yesno',
  date: 'date',
  time: 'text',
  nik: 'code',
  username: 'text',
  password: 'password',
  menuRole: 'menuRole',
};

const NUMERIC_INPUTS = ['integer', 'numeric1', 'numeric2', 'numeric3', 'numeric4'] as const;

/**
 * The typing filter of a catalogue field (spec 5), by its type: names, usernames, phones, NIKs,
 * codes, e-mail addresses, money and numbers filter as typed; other text is cleaned (removed
 * characters, no leading or repeated spaces); choices, dates, passwords and menuRole take none.
 */
export function inputKindOf(f: CatalogField): InputKind | undefined {
  if (f.input) return f.input;
  switch (f.type) {
    case 'code':
    case 'name':
    case 'username':
    case 'phone':
    case 'email':
    case 'nik':
    case 'money':
    case 'integer':
      return f.type;
    case 'decimal':
      return NUMERIC_INPUTS[f.precision ?? 2];
    case 'text':
    case 'textarea':
    case 'time':
      return 'text';
    default:
      return undefined;
  }
}

/** 'HH:mm' of a 24-hour clock (doctor schedules). */
export const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Makes a schema optional: absent, null and '' all mean "no value" (stored as NULL). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());
}

function patternSchema(f: CatalogField, pattern: FieldPattern, required: boolean): z.ZodType {
  let text = required ? z.string({ error: `${f.label} wajib diisi.` }) : z.string();
  if (pattern.trim) text = text.trim();
  text = text.regex(pattern.regex, pattern.message);
  return required ? text : optional(text);
}

function baseSchema(f: CatalogField, mode: 'add' | 'update'): z.ZodType {
  const required = f.required !== false;
  if (f.pattern) return patternSchema(f, f.pattern, required);
  const base = { label: f.label, required };
  const range = {
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
  };
  switch (f.type) {
    case 'code':
      return fieldSchemas.code({ ...base, maxLength: f.max ?? 20 });
    case 'text':
      return fieldSchemas.text({ ...base, maxLength: f.max ?? 150 });
    case 'textarea':
      return fieldSchemas.text({
        ...base,
        maxLength: f.max ?? 2000,
        multiline: f.multiline !== false,
      });
    case 'name':
      return fieldSchemas.name({ ...base, maxLength: f.max ?? 100 });
    case 'phone':
      return fieldSchemas.phone(base);
    case 'email':
      return fieldSchemas.email(base);
    case 'money':
      return fieldSchemas.money({ ...base, ...range });
    case 'integer':
      return fieldSchemas.numeric({ ...base, precision: 0, max: 2_000_000_000, ...range });
    case 'decimal':
      return fieldSchemas.numeric({ ...base, precision: f.precision ?? 2, ...range });
    case 'select':
      if (!f.options?.length) throw new Error(`select ${f.name} without options`);
      return fieldSchemas.select({ ...base, values: f.options.map((o) => o.value) });
    case 'reference':
      return fieldSchemas.reference(base);
    case 'yesno':
      return fieldSchemas.yesNo(base);
    case 'date':
      return fieldSchemas.date(base);
    case 'time':
      return fieldSchemas.time(base);
    case 'nik':
      return fieldSchemas.nik(base);
    case 'username':
      return fieldSchemas.username(base);
    case 'password': {
      // Required to add; on update an absent or empty password keeps the stored one.
      const password = fieldSchemas.password({ label: f.label });
      return required && mode === 'add' ? password : optional(password);
    }
    case 'menuRole':
      return menuRoleSchema;
  }
}

function schemaOf(f: CatalogField, mode: 'add' | 'update'): z.ZodType {
  const schema = baseSchema(f, mode);
  return f.default === undefined ? schema : schema.default(f.default);
}

export interface CatalogSpec {
  /** Menu key (kebab-case screen key of the catalogue). */
  menu: string;
  /** The bounded context that owns it (default 'master'). */
  context?: string;
  title: string;
  objectName: string;
  table: string;
  fields: readonly CatalogField[];
  /** Default: code and name fields that exist. */
  search?: readonly string[];
  /** Exact lookups tried before the substring search (indexed: NIK, card and RM numbers). */
  exactSearch?: readonly ExactSearch[];
  /**
   * Fields allowed in `sortByField` (add 'id' to sort by creation order). Default: every field
   * but textareas, references, passwords and menuRole, plus createdAt and updatedAt.
   */
  sort?: readonly string[];
  /** Unique keys; default [['code']] when a code field exists, else [['name']]. */
  unique?: readonly (readonly string[])[];
  defaultSort?: { field: string; type: 'asc' | 'desc' };
  /**
   * The active flag (`status` Y/N, toggled by the `status` do-type, column default 'Y'):
   * - 'keep' (default): optional in payloads; absent on add means the database default 'Y',
   *   absent on update keeps the stored value;
   * - 'active': absent means 'Y' (the schema's default), on add and update;
   * - false: the resource has no active flag.
   */
  status?: 'keep' | 'active' | false;
  /** Cross-field rules, applied to the add and the update schema (`schema.refine(...)`). */
  refine?: (schema: z.ZodObject<z.ZodRawShape>) => z.ZodObject<z.ZodRawShape>;
  /** Fixed row filter (shared tables). */
  scope?: { column: string; value: string };
  /** The field whose value names a row in a CSV import (the resource is importable). */
  importBy?: string;
  /** Module key; default the PascalCase route name of the menu key. */
  key?: string;
}

/** A catalogue resource: the generic definition plus the catalogue field list it came from. */
export type CatalogResource = ResourceDefinition & { catalogFields: readonly CatalogField[] };

/**
 * Builds a resource definition from a spec: one field description gives field and schema. The
 * schemas are built on first use (`schema`, `updateSchema`): the staff app's route table loads
 * every definition for its names and titles, and building a hundred zod schemas there delayed
 * every first screen (docs/decisions.md, 14). The server and a form read them as before.
 */
export function catalogResource(spec: CatalogSpec): CatalogResource {
  const fields: FieldDefinition[] = [];
  for (const f of spec.fields) {
    const filterable =
      f.filterable ?? (f.type === 'select' || f.type === 'reference' || f.type === 'yesno');
    const listed = f.type !== 'textarea' && f.type !== 'password' && f.type !== 'menuRole';
    const input = inputKindOf(f);
    fields.push(
      field(f.name, f.label, KINDS[f.type], {
        required: f.required !== false,
        ...(input ? { input } : {}),
        inList: f.inList ?? listed,
        ...(f.type === 'password' ? { writeOnly: true } : {}),
        ...(filterable ? { filterable: true } : {}),
        ...(f.options ? { options: f.options } : {}),
        ...(f.type === 'reference' && f.ref
          ? { reference: { resource: f.ref, labelField: f.refLabel ?? 'name' } }
          : {}),
      }),
    );
  }
  const status = spec.status ?? 'keep';
  if (status !== false) {
    fields.push(
      field('status', 'Status', 'yesno', { filterable: true, required: status === 'active' }),
    );
  }
  // Only a password is validated differently on update (optional: unchanged when left empty).
  const updateDiffers = spec.fields.some((f) => f.type === 'password');
  const refine = spec.refine ?? ((s) => s);
  let built:
    | { schema: z.ZodObject<z.ZodRawShape>; updateSchema: z.ZodObject<z.ZodRawShape> }
    | undefined;
  const schemas = () => {
    if (!built) {
      const add: Record<string, z.ZodType> = {};
      const update: Record<string, z.ZodType> = {};
      for (const f of spec.fields) {
        add[f.name] = schemaOf(f, 'add');
        update[f.name] = f.type === 'password' ? schemaOf(f, 'update') : (add[f.name] as z.ZodType);
      }
      if (status !== false) {
        const yesNo = fieldSchemas.yesNo({ label: 'Status' });
        // 'keep': absent status is the database default (Y) on add, unchanged on update.
        add.status = status === 'active' ? yesNo.default('Y') : yesNo.optional();
        update.status = add.status;
      }
      const schema = refine(z.object(add));
      built = { schema, updateSchema: updateDiffers ? refine(z.object(update)) : schema };
    }
    return built;
  };
  const names = spec.fields.map((f) => f.name);
  const has = (n: string) => names.includes(n);
  const search = spec.search ?? ['code', 'name'].filter(has);
  const unsortable: readonly CatalogFieldType[] = ['textarea', 'reference', 'password', 'menuRole'];
  const sortable = spec.sort ?? [
    ...new Set([
      ...spec.fields.filter((f) => !unsortable.includes(f.type)).map((f) => f.name),
      'createdAt',
      'updatedAt',
    ]),
  ];
  const defaultSort = spec.defaultSort ?? {
    field: has('code') ? 'code' : (names[0] ?? 'createdAt'),
    type: 'asc' as const,
  };
  const resource: CatalogResource = {
    key: spec.key ?? routeNameFromKey(spec.menu),
    menu: spec.menu,
    context: spec.context ?? 'master',
    title: spec.title,
    objectName: spec.objectName,
    table: spec.table,
    fields,
    get schema() {
      return schemas().schema;
    },
    searchFields: search,
    ...(spec.exactSearch ? { exactSearch: spec.exactSearch } : {}),
    sortableFields: sortable,
    defaultSort,
    uniqueKeys: spec.unique ?? (has('code') ? [['code']] : [['name']]),
    hasStatus: status !== false,
    ...(spec.scope ? { scope: spec.scope } : {}),
    ...(spec.importBy ? { importBy: spec.importBy } : {}),
    catalogFields: spec.fields,
  };
  if (updateDiffers) {
    Object.defineProperty(resource, 'updateSchema', {
      get: () => schemas().updateSchema,
      enumerable: true,
    });
  }
  return resource;
}

/** Options from a domain vocabulary (`{ code, label }` entries). */
export function vocabularyOptions(vocabulary: {
  entries: readonly { code: string | number; label: string }[];
}): FieldOption[] {
  return vocabulary.entries.map((e) => ({ value: String(e.code), label: e.label }));
}

/** Options from `[value, label]` pairs. */
export function pairs(list: readonly (readonly [string, string])[]): FieldOption[] {
  return list.map(([value, label]) => ({ value, label }));
}

/* Field shorthands. */
export const code = (
  label = 'Kode',
  max = 20,
  extra: Partial<CatalogField> = {},
): CatalogField => ({
  name: 'code',
  label,
  type: 'code',
  max,
  ...extra,
});
export const name = (
  label = 'Nama',
  max = 150,
  extra: Partial<CatalogField> = {},
): CatalogField => ({
  name: 'name',
  label,
  type: 'text',
  max,
  ...extra,
});
export const text = (
  fieldName: string,
  label: string,
  extra: Partial<CatalogField> = {},
): CatalogField => ({ name: fieldName, label, type: 'text', ...extra });
export const note = (fieldName = 'description', label = 'Keterangan'): CatalogField => ({
  name: fieldName,
  label,
  type: 'textarea',
  required: false,
});
export const money = (
  fieldName: string,
  label: string,
  extra: Partial<CatalogField> = {},
): CatalogField => ({ name: fieldName, label, type: 'money', ...extra });
export const integer = (
  fieldName: string,
  label: string,
  extra: Partial<CatalogField> = {},
): CatalogField => ({ name: fieldName, label, type: 'integer', ...extra });
export const select = (
  fieldName: string,
  label: string,
  options: readonly FieldOption[],
  extra: Partial<CatalogField> = {},
): CatalogField => ({ name: fieldName, label, type: 'select', options, ...extra });
export const ref = (
  fieldName: string,
  label: string,
  target: string,
  extra: Partial<CatalogField> = {},
): CatalogField => ({ name: fieldName, label, type: 'reference', ref: target, ...extra });

/** The usual code + name master (optionally more fields). */
export function simpleMaster(
  menu: string,
  title: string,
  objectName: string,
  table: string,
  more: readonly CatalogField[] = [],
  options: Partial<CatalogSpec> = {},
): CatalogResource {
  return catalogResource({
    menu,
    title,
    objectName,
    table,
    fields: [code(`Kode ${objectName}`), name(`Nama ${objectName}`), ...more],
    ...options,
  });
}
