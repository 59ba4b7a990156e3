/**
 * Writes the tables of resource definitions as a migration: the text of
 * `src/modules/<context>/migrations/NNNN_name.ts` (see `db-migration.ts` for the command). Every column comes
 * from the definition's catalogue fields through `COLUMN_TYPES`; the record columns
 * (`RECORD_COLUMNS`) and the active flag (`STATUS_COLUMN`) come from `0001_core.ts`. Per table:
 * foreign keys `on delete restrict` with an index, unique indexes on `lower(...)` of text columns
 * (the CRUD compares case-insensitively; a scoped table's keys are unique within the scope), and
 * the extra indexes a field asks for (`index: 'btree' | 'trigram'`) and those the exact lookups of
 * `exactSearch` and the short-term prefix search need (the query forms of the CRUD). Tables shared by scoped
 * resources are written once, with the scope column first. `0200_catalog.ts` is its output for
 * the catalogue.
 */
import {
  type CatalogField,
  type CatalogResource,
  COLUMN_TYPES,
  findResource,
} from '@simrs/validators/resources';

/** `${NAME}` as it stands in the migration's template literal (filled from 0001_core.ts). */
export const interpolated = (name: 'RECORD_COLUMNS' | 'STATUS_COLUMN'): string => `$\{${name}}`;

const quote = (value: string | number): string =>
  typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;

const columnOf = (resource: CatalogResource, name: string): string => {
  const column = resource.fields.find((f) => f.name === name)?.column;
  if (!column) throw new Error(`${resource.key}: no field ${name}`);
  return column;
};

function referencedTable(resource: CatalogResource, f: CatalogField): string {
  const target = f.ref ? findResource(f.ref) : undefined;
  if (!target) throw new Error(`${resource.key}.${f.name}: unknown reference ${String(f.ref)}`);
  return target.table;
}

/** `price bigint not null check (price >= 0)`: one column of a catalogue field. */
export function columnSql(resource: CatalogResource, f: CatalogField): string {
  const column = columnOf(resource, f.name);
  const [type = 'text', ...rest] = COLUMN_TYPES[f.type].replace(/%s/g, column).split(' check ');
  const parts = [column, type];
  if (f.required !== false) parts.push('not null');
  if (f.default !== undefined) parts.push(`default ${quote(f.default)}`);
  if (f.type === 'reference') {
    parts.push(`references ${referencedTable(resource, f)} (id) on delete restrict`);
  }
  const checks = rest.map((c) => `check ${c}`);
  if (f.type === 'money' || f.type === 'integer' || f.type === 'decimal') {
    const min = f.min ?? 0;
    checks.push(
      f.type === 'integer' && f.max !== undefined
        ? `check (${column} between ${min} and ${f.max})`
        : `check (${column} >= ${min})`,
    );
  }
  if (f.type === 'select' && f.options) {
    checks.push(`check (${column} in (${f.options.map((o) => quote(o.value)).join(', ')}))`);
  }
  return [...parts, ...checks].join(' ');
}

const TEXT_TYPES = new Set(
  (Object.keys(COLUMN_TYPES) as (keyof typeof COLUMN_TYPES)[]).filter(
    (t) => COLUMN_TYPES[t] === 'text',
  ),
);

/** `create table` and its indexes for one resource (the table's first resource). */
export function tableSql(resource: CatalogResource): string {
  const t = resource.table;
  const lines = [`    create table ${t} (${interpolated('RECORD_COLUMNS')},`];
  if (resource.scope) lines.push(`      ${resource.scope.column} text not null,`);
  for (const f of resource.catalogFields) lines.push(`      ${columnSql(resource, f)},`);
  if (resource.hasStatus) lines.push(`      ${interpolated('STATUS_COLUMN')}`);
  else {
    const last = lines.length - 1;
    lines[last] = (lines[last] ?? '').replace(/,$/, '');
  }
  lines.push('    );');
  const indexes = new Set<string>();
  const index = (name: string, definition: string) => {
    if (indexes.has(name)) return;
    indexes.add(name);
    lines.push(`    create index ${name} on ${t} ${definition};`);
  };
  for (const f of resource.catalogFields) {
    if (f.type !== 'reference' && f.index !== 'btree') continue;
    const column = columnOf(resource, f.name);
    index(`${t}_${column}_idx`, `(${column})`);
  }
  // Exact lookups of the search box, each in the form the CRUD's query uses.
  // A text_pattern_ops index serves a column's equality lookups as well as its prefixes.
  const prefixed = new Set(
    (resource.exactSearch ?? []).filter((e) => e.match === 'prefix').map((e) => e.field),
  );
  for (const e of resource.exactSearch ?? []) {
    const column = columnOf(resource, e.field);
    const optional = resource.catalogFields.find((f) => f.name === e.field)?.required === false;
    const where = optional ? ` where ${column} is not null` : '';
    if (e.match === 'prefix' || (e.match !== 'number' && prefixed.has(e.field)))
      index(`${t}_${column}_prefix_idx`, `(${column} text_pattern_ops)${where}`);
    else if (e.match === 'number') index(`${t}_${column}_number_idx`, `(ltrim(${column}, '0'))`);
    else index(`${t}_${column}_idx`, `(${column})${where}`);
  }
  // With exact lookups, terms under 3 characters search the first search field by prefix.
  const first = resource.exactSearch?.length ? resource.searchFields[0] : undefined;
  if (first) {
    const column = columnOf(resource, first);
    index(`${t}_${column}_lower_prefix_idx`, `(lower(${column}) text_pattern_ops)`);
  }
  for (const key of resource.uniqueKeys) {
    const columns = key.map((name) => columnOf(resource, name));
    const parts = key.map((name, i) => {
      const type = resource.catalogFields.find((f) => f.name === name)?.type;
      return type && TEXT_TYPES.has(type) ? `lower(${columns[i]})` : columns[i];
    });
    if (resource.scope) parts.unshift(resource.scope.column);
    lines.push(
      `    create unique index ${t}_${columns.join('_')}_key on ${t} (${parts.join(', ')});`,
    );
  }
  for (const f of resource.catalogFields) {
    if (f.index !== 'trigram') continue;
    const column = columnOf(resource, f.name);
    lines.push(`    create index ${t}_${column}_trgm on ${t} using gin (${column} gin_trgm_ops);`);
  }
  return lines.join('\n');
}

/** The resources whose tables the migration creates: one per table, in the given order. */
export function tableOwners(list: readonly CatalogResource[]): CatalogResource[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    if (seen.has(r.table)) return false;
    seen.add(r.table);
    return true;
  });
}

/** The SQL of `up` (create tables and indexes), as `sql.raw` receives it. */
export function upSql(list: readonly CatalogResource[]): string {
  return `\n${tableOwners(list).map(tableSql).join('\n\n')}\n  `;
}

/** The SQL of `down` (drop the tables, last first). */
export function downSql(list: readonly CatalogResource[]): string {
  const drops = tableOwners(list)
    .reverse()
    .map((r) => `    drop table ${r.table};`);
  return `\n${drops.join('\n')}\n  `;
}

/** The whole migration file for `list` (in dependency order). */
export function migrationFile(list: readonly CatalogResource[], command: string): string {
  if (list.length === 0) throw new Error('no resources');
  const owners = tableOwners(list);
  const imports = ['RECORD_COLUMNS', ...(owners.some((r) => r.hasStatus) ? ['STATUS_COLUMN'] : [])];
  const names = owners.map((r) => r.table).join(', ');
  return `import { type Kysely, sql } from 'kysely';
import { ${imports.join(', ')} } from '../../../platform/migrations/0001_core';

/**
 * Tables ${names}, written from their resource definitions by
 * \`${command}\`. Frozen once it has run: a later change to a definition needs a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(\`${upSql(list)}\`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(\`${downSql(list)}\`)
    .execute(db);
}
`;
}
