import type { z } from 'zod';
import type { InputKind } from '../inputs';

/** Actions a menuRole entry can grant. `view` is needed to read a module at all. */
export const MENU_ACTIONS = ['view', 'add', 'edit', 'delete', 'status', 'export'] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

export interface MenuRoleEntry {
  menu: string;
  actions: MenuAction[];
}

/** How a field is rendered by the generic form and list pages. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'code'
  | 'number'
  | 'money'
  | 'select'
  | 'reference'
  | 'yesno'
  | 'date'
  | 'password'
  | 'menuRole';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDefinition {
  /** Name in API payloads and records (camelCase). */
  name: string;
  /** Column in the table (snake_case). */
  column: string;
  /** Indonesian label shown in forms and list headers. */
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Options of a `select` field. */
  options?: readonly FieldOption[];
  /** Target of a `reference` field: the referenced resource key and the field shown as its label. */
  reference?: { resource: string; labelField: string };
  /** Shown as a list column. */
  inList: boolean;
  /** Accepted in payloads but never returned (passwords). */
  writeOnly?: boolean;
  /** May be used as an equality filter in list queries (`?levelId=3`). */
  filterable?: boolean;
  /**
   * The spec's typing filter of a typed field (spec 5: name, username, phone, NIK, code, numeric,
   * money, ...): the form runs `INPUT_FILTERS[input]` on every change, so a forbidden character
   * never appears. Absent for fields that are not typed (choices, dates, passwords, menuRole).
   */
  input?: InputKind;
}

/**
 * A search term matching `pattern` is looked up on `field` instead of the substring search
 * (indexed lookups; every entry whose pattern matches is tried, any hit counts):
 * - 'equal' (default): the whole value ('3171014505900001');
 * - 'prefix': the value's beginning (the first digits of a NIK);
 * - 'number': digits compared without their leading zeros ('293' finds RM '00000293').
 */
export interface ExactSearch {
  field: string;
  pattern: RegExp;
  match?: 'equal' | 'prefix' | 'number';
}

/**
 * One master-data module: everything the server's generic CRUD and the app's generic
 * list/form pages need. Pure data plus zod: usable in the browser and on the server.
 */
export interface ResourceDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** Module name in `/get/{module}` and `/do/{module}` (PascalCase). */
  key: string;
  /** Menu key in menuRole (the route name, kebab-case). */
  menu: string;
  /**
   * The bounded context that owns it (its contract, server module and EMR feature): 'master' for
   * master data and tariffs, else e.g. 'antrean', 'pengguna', 'pasien'.
   */
  context: string;
  /** Page title (Indonesian). */
  title: string;
  /** Object name used in 'Hapus Data {object}?'. */
  objectName: string;
  table: string;
  fields: readonly FieldDefinition[];
  /** Payload schema for add; update uses it too, with `id` and `version` added by the server. */
  schema: z.ZodObject<Shape>;
  /** Payload schema for update when it differs from add (e.g. an optional password). */
  updateSchema?: z.ZodObject<z.ZodRawShape>;
  /** Fields searched by substring (case-insensitive) for `?search=`. */
  searchFields: readonly string[];
  /** Exact lookups tried first when the search term matches their pattern. */
  exactSearch?: readonly ExactSearch[];
  /** Fields allowed in `sortByField`. */
  sortableFields: readonly string[];
  defaultSort: { field: string; type: 'asc' | 'desc' };
  /** Each entry is a set of fields whose combined values must be unique. */
  uniqueKeys: readonly (readonly string[])[];
  /** Has an active flag (`status` Y/N) toggled by the `status` do-type. */
  hasStatus: boolean;
  /**
   * Fixed row filter for resources sharing one table (e.g. every tariff screen in one tariff
   * table with a `kind` discriminator): rows are read, written and counted only where
   * `column = value`, and inserts set it. The column is not a field (clients never send it).
   */
  scope?: { column: string; value: string };
  /**
   * Importable from the hospital's CSV file (the `impor` command): the field whose value names a
   * row (e.g. `code`); a row of the file with a known value updates that record, others are added.
   */
  importBy?: string;
}

export type AnyResource = ResourceDefinition<z.ZodRawShape>;

/** Record fields every resource row carries besides its own fields. */
export interface RecordMeta {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}
