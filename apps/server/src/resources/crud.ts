import type {
  AnyResource,
  ExactSearch,
  FieldDefinition,
  MenuAction,
  ResourceDefinition,
} from '@simrs/validators/resources';
import { findResource, referencesTo } from '@simrs/validators/resources';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { type Actor, appendAudit } from '../audit/audit';
import type { Database } from '../db/schema';
import { HttpError, notFound, stale, validationError } from '../http/errors';

export type Row = Record<string, unknown>;
export type Payload = Record<string, unknown>;

export const PAGE_SIZES = [10, 20, 25, 30] as const;
export const DEFAULT_PAGE_SIZE = 25;
/**
 * A list counts its matching rows only this far past the start of the page asked for: beyond it
 * the answer says `totalExact: false` and `total` is that bound ('lebih dari N'). An exact count
 * reads every matching row (100k patients: ~11 ms per list, ~115 ms with a name search on
 * PGlite), the bounded one stops early (docs/decisions.md).
 */
export const COUNT_AHEAD = 1000;

const META: { name: string; column: string }[] = [
  { name: 'id', column: 'id' },
  { name: 'version', column: 'version' },
  { name: 'createdAt', column: 'created_at' },
  { name: 'updatedAt', column: 'updated_at' },
];

/** Server-side behaviour a resource may add around the generic CRUD (passwords, guards). */
export interface ResourceHooks {
  /** Adjusts validated values before insert/update (e.g. hashing a password). */
  beforeWrite?: (
    values: Payload,
    ctx: { mode: 'add' | 'update'; actor: Actor & { canManageAll: 'Y' | 'N' } },
  ) => Promise<Payload>;
  /** Runs inside the transaction after an update or status change (before the audit row). */
  afterWrite?: (
    trx: Transaction<Database>,
    ctx: { mode: 'update' | 'status'; id: number; values: Payload },
  ) => Promise<void>;
  /** Message used when a referenced record is deleted. */
  inUseMessage?: { title: string; message: string };
}

export interface ListQuery {
  page: number;
  shown: number;
  search: string;
  sortByField: string;
  sortByType: 'asc' | 'desc';
  filters: Record<string, string>;
}

function columnOf(resource: AnyResource, name: string): string | undefined {
  return (
    META.find((m) => m.name === name)?.column ??
    resource.fields.find((f) => f.name === name)?.column
  );
}

/** Parses list query parameters; a bad value is the client's mistake -> 422. */
export function parseListQuery(resource: AnyResource, query: Record<string, unknown>): ListQuery {
  const errors: Record<string, string[]> = {};
  const str = (k: string): string | undefined => {
    const v = query[k];
    return typeof v === 'string' ? v : undefined;
  };
  const pageText = str('page') ?? '1';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : Number.NaN;
  if (!(page >= 1)) errors.page = ['Halaman tidak valid.'];
  const shownText = str('shown') ?? String(DEFAULT_PAGE_SIZE);
  const shown = Number(shownText);
  if (!(PAGE_SIZES as readonly number[]).includes(shown)) {
    errors.shown = ['Jumlah data per halaman harus 10, 20, 25, atau 30.'];
  }
  const search = (str('search') ?? '').trim();
  if (search.length > 100) errors.search = ['Kata kunci maksimal 100 karakter.'];
  const sortByField = str('sortByField') || resource.defaultSort.field;
  if (!resource.sortableFields.includes(sortByField)) {
    errors.sortByField = ['Kolom urutan tidak dikenal.'];
  }
  const sortByTypeText = (str('sortByType') || resource.defaultSort.type).toLowerCase();
  if (sortByTypeText !== 'asc' && sortByTypeText !== 'desc') {
    errors.sortByType = ['Arah urutan harus asc atau desc.'];
  }
  const filters: Record<string, string> = {};
  for (const f of resource.fields) {
    if (!f.filterable) continue;
    const v = str(f.name);
    if (v === undefined || v === '' || v === 'ALL') continue;
    if (!filterValueValid(f, v)) {
      errors[f.name] = [`Filter ${f.label} tidak valid.`];
      continue;
    }
    filters[f.name] = v;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    page,
    shown,
    search,
    sortByField,
    sortByType: sortByTypeText === 'desc' ? 'desc' : 'asc',
    filters,
  };
}

function filterValueValid(f: FieldDefinition, v: string): boolean {
  switch (f.kind) {
    case 'reference':
    case 'number':
      return /^\d{1,9}$/.test(v);
    case 'yesno':
      return v === 'Y' || v === 'N';
    case 'select':
      return (f.options ?? []).some((o) => o.value === v);
    default:
      return v.length <= 100;
  }
}

/** The resource's fixed row filter (`and t.kind = 'LAB'`), or nothing. */
export function scopeFilter(resource: AnyResource, alias?: string): RawBuilder<unknown> {
  if (!resource.scope) return sql``;
  const column = alias
    ? sql.ref(`${alias}.${resource.scope.column}`)
    : sql.id(resource.scope.column);
  return sql` and ${column} = ${resource.scope.value}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectColumns(resource: AnyResource, alias = 't'): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = META.map(
    (m) => sql`${sql.ref(`${alias}.${m.column}`)} as ${sql.id(m.name)}`,
  );
  for (const f of resource.fields) {
    if (f.writeOnly) continue;
    parts.push(sql`${sql.ref(`${alias}.${f.column}`)} as ${sql.id(f.name)}`);
    if (f.kind === 'reference' && f.reference) {
      const target = findResource(f.reference.resource);
      const labelColumn = target ? columnOf(target, f.reference.labelField) : undefined;
      if (target && labelColumn) {
        parts.push(
          sql`(select r.${sql.id(labelColumn)} from ${sql.table(target.table)} r where r.id = ${sql.ref(
            `${alias}.${f.column}`,
          )}) as ${sql.id(`${f.name}Label`)}`,
        );
      }
    }
  }
  return sql.join(parts);
}

/**
 * One exact lookup of a search term, in the form its index serves: `nik = '...'` (btree),
 * `nik like '317101%'` (text_pattern_ops), `ltrim(rm_no, '0') = '293'` (expression index).
 */
function exactCondition(resource: AnyResource, e: ExactSearch, term: string): RawBuilder<unknown> {
  const column = sql.ref(`t.${columnOf(resource, e.field) ?? e.field}`);
  switch (e.match ?? 'equal') {
    case 'prefix':
      return sql`${column} like ${`${escapeLike(term)}%`}`;
    case 'number':
      return sql`ltrim(${column}, '0') = ${term.replace(/^0+/, '')}`;
    default:
      return sql`${column} = ${term}`;
  }
}

function whereClause(resource: AnyResource, q: ListQuery): RawBuilder<unknown> {
  const conds: RawBuilder<unknown>[] = [sql`true${scopeFilter(resource, 't')}`];
  for (const [name, value] of Object.entries(q.filters)) {
    const f = resource.fields.find((x) => x.name === name);
    if (!f) continue;
    const v = f.kind === 'reference' || f.kind === 'number' ? Number(value) : value;
    conds.push(sql`${sql.ref(`t.${f.column}`)} = ${v}`);
  }
  if (q.search) {
    const exact = (resource.exactSearch ?? []).filter((e) => e.pattern.test(q.search));
    if (exact.length > 0) {
      const ors = exact.map((e) => exactCondition(resource, e, q.search));
      conds.push(sql`(${sql.join(ors, sql` or `)})`);
    } else if (resource.exactSearch && q.search.length < 3) {
      // Short terms: name prefix (btree on lower(name)); trigrams need 3 characters.
      const column = columnOf(resource, resource.searchFields[0] ?? 'name') ?? 'name';
      conds.push(
        sql`lower(${sql.ref(`t.${column}`)}) like ${`${escapeLike(q.search.toLowerCase())}%`}`,
      );
    } else {
      const pattern = `%${escapeLike(q.search)}%`;
      const ors = resource.searchFields.map((name) => {
        const column = columnOf(resource, name) ?? name;
        return sql`${sql.ref(`t.${column}`)}::text ilike ${pattern}`;
      });
      if (ors.length > 0) conds.push(sql`(${sql.join(ors, sql` or `)})`);
    }
  }
  return sql.join(conds, sql` and `);
}

export interface ListAnswer {
  list: Row[];
  /** Matching rows, or the counting bound when `totalExact` is false. */
  total: number;
  /** False when there are more than `total` matching rows (counting stopped there). */
  totalExact: boolean;
  page: number;
  shown: number;
  /** The last page by `total`: always past `page` while the count is bounded. */
  lastPage: number;
}

export async function listRecords(
  db: Kysely<Database>,
  resource: AnyResource,
  q: ListQuery,
): Promise<ListAnswer> {
  const where = whereClause(resource, q);
  const sortColumn = columnOf(resource, q.sortByField) ?? 'id';
  const direction = q.sortByType === 'desc' ? sql`desc` : sql`asc`;
  const offset = (q.page - 1) * q.shown;
  const bound = offset + COUNT_AHEAD;
  const [rows, count] = await Promise.all([
    sql<Row>`select ${selectColumns(resource)} from ${sql.table(resource.table)} t where ${where}
      order by ${sql.ref(`t.${sortColumn}`)} ${direction}, t.id ${direction}
      limit ${q.shown} offset ${offset}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from (select 1
      from ${sql.table(resource.table)} t where ${where} limit ${bound + 1}) counted`.execute(db),
  ]);
  const counted = count.rows[0]?.total ?? 0;
  const totalExact = counted <= bound;
  const total = totalExact ? counted : bound;
  return {
    list: rows.rows,
    total,
    totalExact,
    page: q.page,
    shown: q.shown,
    lastPage: Math.max(1, Math.ceil(total / q.shown)),
  };
}

/** All rows matching the query, in batches (for exports). */
export async function* iterateRecords(
  db: Kysely<Database>,
  resource: AnyResource,
  q: ListQuery,
  batch = 1000,
): AsyncGenerator<Row[]> {
  const where = whereClause(resource, q);
  const sortColumn = columnOf(resource, q.sortByField) ?? 'id';
  const direction = q.sortByType === 'desc' ? sql`desc` : sql`asc`;
  for (let offset = 0; ; offset += batch) {
    const rows =
      await sql<Row>`select ${selectColumns(resource)} from ${sql.table(resource.table)} t
      where ${where} order by ${sql.ref(`t.${sortColumn}`)} ${direction}, t.id ${direction}
      limit ${batch} offset ${offset}`.execute(db);
    if (rows.rows.length === 0) return;
    yield rows.rows;
    if (rows.rows.length < batch) return;
  }
}

export function parseId(value: unknown, field = 'id'): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
    throw validationError({ [field]: [`${field === 'id' ? 'ID' : field} tidak valid.`] });
  }
  return n;
}

export async function getRecord(
  db: Kysely<Database> | Transaction<Database>,
  resource: AnyResource,
  id: number,
  forUpdate = false,
): Promise<Row | undefined> {
  const lock = forUpdate ? sql`for update` : sql``;
  const result =
    await sql<Row>`select ${selectColumns(resource)} from ${sql.table(resource.table)} t
    where t.id = ${id}${scopeFilter(resource, 't')} ${lock}`.execute(db);
  return result.rows[0];
}

function zodErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    const list = errors[key] ?? [];
    list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

function validate(resource: AnyResource, mode: 'add' | 'update', payload: Payload): Payload {
  const schema =
    mode === 'update' && resource.updateSchema ? resource.updateSchema : resource.schema;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw validationError(zodErrors(parsed.error));
  return parsed.data as Payload;
}

async function checkUniqueAndReferences(
  trx: Transaction<Database>,
  resource: AnyResource,
  values: Payload,
  selfId: number | null,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const key of resource.uniqueKeys) {
    const conds: RawBuilder<unknown>[] = [];
    let allPresent = true;
    for (const name of key) {
      const v = values[name];
      const column = columnOf(resource, name);
      if (v === null || v === undefined || !column) {
        allPresent = false;
        break;
      }
      conds.push(sql`lower(${sql.ref(column)}::text) = lower(${String(v)})`);
    }
    if (!allPresent) continue;
    if (selfId !== null) conds.push(sql`id <> ${selfId}`);
    if (resource.scope) conds.push(sql`${sql.id(resource.scope.column)} = ${resource.scope.value}`);
    const found = await sql`select 1 from ${sql.table(resource.table)} where ${sql.join(
      conds,
      sql` and `,
    )} limit 1`.execute(trx);
    if (found.rows.length > 0) {
      for (const name of key) {
        const label = resource.fields.find((f) => f.name === name)?.label ?? name;
        errors[name] = [`${label} sudah digunakan.`];
      }
    }
  }
  for (const f of resource.fields) {
    if (f.kind !== 'reference' || !f.reference) continue;
    const v = values[f.name];
    if (v === null || v === undefined) continue;
    const target = findResource(f.reference.resource);
    if (!target) continue;
    const found = await sql`select 1 from ${sql.table(target.table)}
      where id = ${Number(v)}${scopeFilter(target)}`.execute(trx);
    if (found.rows.length === 0) errors[f.name] = [`${f.label} tidak ditemukan.`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function toColumns(resource: AnyResource, values: Payload): { column: string; value: unknown }[] {
  const out: { column: string; value: unknown }[] = [];
  for (const f of resource.fields) {
    if (!(f.name in values)) continue;
    const v = values[f.name];
    out.push({
      column: f.column,
      value: f.kind === 'menuRole' && v !== null ? JSON.stringify(v) : v,
    });
  }
  return out;
}

export interface MutationContext {
  db: Kysely<Database>;
  actor: Actor & { canManageAll: 'Y' | 'N' };
  hooks: ResourceHooks | undefined;
}

export async function addRecord(
  ctx: MutationContext,
  resource: AnyResource,
  payload: Payload,
): Promise<Row> {
  let values = validate(resource, 'add', payload);
  if (ctx.hooks?.beforeWrite)
    values = await ctx.hooks.beforeWrite(values, { mode: 'add', actor: ctx.actor });
  return ctx.db.transaction().execute(async (trx) => {
    await checkUniqueAndReferences(trx, resource, values, null);
    const cols = toColumns(resource, values);
    if (resource.scope) cols.push({ column: resource.scope.column, value: resource.scope.value });
    const inserted = await sql<{ id: number }>`insert into ${sql.table(resource.table)}
      (${sql.join(cols.map((c) => sql.id(c.column)))})
      values (${sql.join(cols.map((c) => sql`${c.value}`))}) returning id`.execute(trx);
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error('insert returned no id');
    const record = await getRecord(trx, resource, id);
    await appendAudit(trx, ctx.actor, {
      module: resource.key,
      type: 'add',
      recordId: id,
      after: record,
    });
    return record ?? {};
  });
}

export async function updateRecord(
  ctx: MutationContext,
  resource: AnyResource,
  payload: Payload,
): Promise<Row> {
  const id = parseId(payload.id);
  const version = payload.version;
  if (typeof version !== 'number' && !(typeof version === 'string' && /^\d{1,9}$/.test(version))) {
    throw validationError({ version: ['Versi data wajib dikirim.'] });
  }
  let values = validate(resource, 'update', payload);
  if (ctx.hooks?.beforeWrite) {
    values = await ctx.hooks.beforeWrite(values, { mode: 'update', actor: ctx.actor });
  }
  return ctx.db.transaction().execute(async (trx) => {
    const before = await getRecord(trx, resource, id, true);
    if (!before) throw notFound();
    if (before.version !== Number(version)) throw stale();
    await checkUniqueAndReferences(trx, resource, values, id);
    const cols = toColumns(resource, values);
    const sets = cols.map((c) => sql`${sql.id(c.column)} = ${c.value}`);
    sets.push(sql`version = version + 1`, sql`updated_at = now()`);
    const updated = await sql`update ${sql.table(resource.table)} set ${sql.join(sets)}
      where id = ${id} and version = ${Number(version)}${scopeFilter(resource)}`.execute(trx);
    if (Number(updated.numAffectedRows ?? 0) !== 1) throw stale();
    await ctx.hooks?.afterWrite?.(trx, { mode: 'update', id, values });
    const after = await getRecord(trx, resource, id);
    await appendAudit(trx, ctx.actor, {
      module: resource.key,
      type: 'update',
      recordId: id,
      before,
      after,
    });
    return after ?? {};
  });
}

export async function deleteRecord(
  ctx: MutationContext,
  resource: AnyResource,
  payload: Payload,
): Promise<void> {
  const id = parseId(payload.id);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await getRecord(trx, resource, id, true);
    if (!before) throw notFound();
    for (const ref of referencesTo(resource.key)) {
      const column = columnOf(ref.resource, ref.field) ?? ref.field;
      const used = await sql`select 1 from ${sql.table(ref.resource.table)}
        where ${sql.id(column)} = ${id}${scopeFilter(ref.resource)} limit 1`.execute(trx);
      if (used.rows.length > 0) {
        const inUse = ctx.hooks?.inUseMessage;
        throw new HttpError(
          422,
          inUse?.message ??
            `Data ${resource.objectName} sedang digunakan oleh data ${ref.resource.objectName}.`,
          inUse?.title ?? `Anda Tidak Dapat Hapus ${resource.objectName} ini`,
        );
      }
    }
    await sql`delete from ${sql.table(resource.table)}
      where id = ${id}${scopeFilter(resource)}`.execute(trx);
    await appendAudit(trx, ctx.actor, {
      module: resource.key,
      type: 'delete',
      recordId: id,
      before,
    });
  });
}

export async function setStatus(
  ctx: MutationContext,
  resource: AnyResource,
  payload: Payload,
): Promise<'Y' | 'N'> {
  const id = parseId(payload.id);
  const status = payload.status;
  if (status !== 'Y' && status !== 'N') {
    throw validationError({ status: ['Status harus Y atau N.'] });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const before = await getRecord(trx, resource, id, true);
    if (!before) throw notFound();
    await sql`update ${sql.table(resource.table)} set status = ${status},
      version = version + 1, updated_at = now() where id = ${id}${scopeFilter(resource)}`.execute(
      trx,
    );
    await ctx.hooks?.afterWrite?.(trx, { mode: 'status', id, values: { status } });
    const after = await getRecord(trx, resource, id);
    await appendAudit(trx, ctx.actor, {
      module: resource.key,
      type: 'status',
      recordId: id,
      before,
      after,
    });
  });
  return status;
}

/** The menu action each generic do-type needs. */
export const DO_TYPE_ACTIONS: Record<string, MenuAction> = {
  add: 'add',
  update: 'edit',
  delete: 'delete',
  status: 'status',
};

export type { ResourceDefinition };
