/**
 * A compact way to write the catalogue's master-data and tariff definitions: each field is
 * described once (name, label, kind, limits) and both the generic field definition and its zod
 * schema come from it. The zod schemas are the shared field schemas of `@simrs/validators`
 * (`fieldSchemas`), so a catalogue form, the server's 422 answer and every other form say the
 * same thing.
 */
import { routeNameFromKey } from '@simrs/domain/screens';
import { z } from 'zod';
import { fieldSchemas } from '../../schemas';
import { field } from '../fields';
import type { FieldDefinition, FieldKind, FieldOption, ResourceDefinition } from '../types';

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
  | 'time';

export interface CatalogField {
  name: string;
  label: string;
  type: CatalogFieldType;
  /** Default true. */
  required?: boolean;
  /** Maximum characters of text and code fields. */
  max?: number;
  /** Decimal places of a `decimal` field (default 2). */
  precision?: 0 | 1 | 2 | 3 | 4;
  options?: readonly FieldOption[];
  /** Referenced resource key and its label field (default 'name'). */
  ref?: string;
  refLabel?: string;
  /** Shown as a list column (default true, except textarea). */
  inList?: boolean;
  /** Equality filter in lists (default: select, reference and yesno fields). */
  filterable?: boolean;
}

/** The column type each catalogue field type is stored as (used to write the migration). */
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
};

function schemaOf(f: CatalogField): z.ZodType {
  const base = { label: f.label, required: f.required !== false };
  switch (f.type) {
    case 'code':
      return fieldSchemas.code({ ...base, maxLength: f.max ?? 20 });
    case 'text':
      return fieldSchemas.text({ ...base, maxLength: f.max ?? 150 });
    case 'textarea':
      return fieldSchemas.text({ ...base, maxLength: f.max ?? 2000, multiline: true });
    case 'name':
      return fieldSchemas.name({ ...base, maxLength: f.max ?? 100 });
    case 'phone':
      return fieldSchemas.phone(base);
    case 'email':
      return fieldSchemas.email(base);
    case 'money':
      return fieldSchemas.money(base);
    case 'integer':
      return fieldSchemas.numeric({ ...base, precision: 0, max: 2_000_000_000 });
    case 'decimal':
      return fieldSchemas.numeric({ ...base, precision: f.precision ?? 2 });
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
  }
}

export interface CatalogSpec {
  /** Menu key (kebab-case screen key of the catalogue). */
  menu: string;
  title: string;
  objectName: string;
  table: string;
  fields: readonly CatalogField[];
  /** Default: code and name fields that exist. */
  search?: readonly string[];
  /** Unique keys; default [['code']] when a code field exists, else [['name']]. */
  unique?: readonly (readonly string[])[];
  defaultSort?: { field: string; type: 'asc' | 'desc' };
  /** Fixed row filter (shared tables). */
  scope?: { column: string; value: string };
  /** Module key; default the PascalCase route name of the menu key. */
  key?: string;
}

/** A catalogue resource: the generic definition plus the catalogue field list it came from. */
export type CatalogResource = ResourceDefinition & { catalogFields: readonly CatalogField[] };

/** Builds a resource definition with an active flag (`status`, Y by default) from a spec. */
export function catalogResource(spec: CatalogSpec): CatalogResource {
  const shape: Record<string, z.ZodType> = {};
  const fields: FieldDefinition[] = [];
  for (const f of spec.fields) {
    shape[f.name] = schemaOf(f);
    const filterable =
      f.filterable ?? (f.type === 'select' || f.type === 'reference' || f.type === 'yesno');
    fields.push(
      field(f.name, f.label, KINDS[f.type], {
        required: f.required !== false,
        inList: f.inList ?? f.type !== 'textarea',
        ...(filterable ? { filterable: true } : {}),
        ...(f.options ? { options: f.options } : {}),
        ...(f.type === 'reference' && f.ref
          ? { reference: { resource: f.ref, labelField: f.refLabel ?? 'name' } }
          : {}),
      }),
    );
  }
  // Absent status: the database default (Y) on add, unchanged on update.
  shape.status = fieldSchemas.yesNo({ label: 'Status' }).optional();
  fields.push(field('status', 'Status', 'yesno', { filterable: true, required: false }));
  const names = spec.fields.map((f) => f.name);
  const has = (n: string) => names.includes(n);
  const search = spec.search ?? ['code', 'name'].filter(has);
  const sortable = [
    ...new Set([
      ...spec.fields
        .filter((f) => f.type !== 'textarea' && f.type !== 'reference')
        .map((f) => f.name),
      'createdAt',
      'updatedAt',
    ]),
  ];
  const defaultSort = spec.defaultSort ?? {
    field: has('code') ? 'code' : (names[0] ?? 'createdAt'),
    type: 'asc' as const,
  };
  return {
    key: spec.key ?? routeNameFromKey(spec.menu),
    menu: spec.menu,
    title: spec.title,
    objectName: spec.objectName,
    table: spec.table,
    fields,
    schema: z.object(shape),
    searchFields: search,
    sortableFields: sortable,
    defaultSort,
    uniqueKeys: spec.unique ?? (has('code') ? [['code']] : [['name']]),
    hasStatus: true,
    ...(spec.scope ? { scope: spec.scope } : {}),
    catalogFields: spec.fields,
  };
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
