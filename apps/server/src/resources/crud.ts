import type { AnyResource, ExactSearch, ResourceDefinition } from '@simrs/validators/resources';
import { findResource, referencesTo } from '@simrs/validators/resources';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { type Actor, appendAudit } from '../platform/audit';
import { HttpError, notFound, stale, validationError } from '../platform/errors';
import { type Executor, inTransaction } from '../platform/module';

export type Row = Record<string, unknown>;
export type Payload = Record<string, unknown>;

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

/** The name a sort column is selected as (a record column or a readable field), else 'id'. */
function sortableName(resource: AnyResource, name: string): string {
  if (META.some((m) => m.name === name)) return name;
  return resource.fields.some((f) => f.name === name && !f.writeOnly) ? name : 'id';
}

/** A resource's list query, as its contract parses it (`resourceListQuery`). */
export interface ListQuery {
  page: number;
  shown: number;
  search: string;
  sortByField: string;
  sortByType: 'asc' | 'desc';
  /** The id of a row just deleted from the list on screen: keep the list's position. */
  delete?: number;
  filters: Record<string, unknown>;
}

function columnOf(resource: AnyResource, name: string): string | undefined {
  return (
    META.find((m) => m.name === name)?.column ??
    resource.fields.find((f) => f.name === name)?.column
  );
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

/**
 * One page of a resource's list. With `delete` (the id of a row just deleted, spec 2.1;
 * docs/decisions.md, 13) a page that is now past the end gives way to the last page that exists,
 * so deleting the only row of the last page shows the page before it instead of an empty list.
 */
export async function listRecords(
  db: Kysely<Database>,
  resource: AnyResource,
  q: ListQuery,
): Promise<ListAnswer> {
  const answer = await listPage(db, resource, q);
  if (q.delete === undefined || answer.list.length > 0 || q.page === 1 || answer.total === 0) {
    return answer;
  }
  // Past the end: the count started at row 0, so it is exact here and so is the last page.
  return listPage(db, resource, { ...q, page: answer.lastPage });
}

async function listPage(
  db: Kysely<Database>,
  resource: AnyResource,
  q: ListQuery,
): Promise<ListAnswer> {
  const where = whereClause(resource, q);
  const sortColumn = columnOf(resource, q.sortByField) ?? 'id';
  const direction = q.sortByType === 'desc' ? sql`desc` : sql`asc`;
  const offset = (q.page - 1) * q.shown;
  const bound = offset + COUNT_AHEAD;
  // One statement, one round trip: the bounded count is the outer side of a lateral join with
  // the page, so an empty page still brings the count; the outer query sorts as the page does.
  const outerSort = sql.ref(`p.${sortableName(resource, q.sortByField)}`);
  const result = await sql<Row & { __total: number }>`with counted as (
      select count(*)::int as __total from (select 1 from ${sql.table(resource.table)} t
        where ${where} limit ${bound + 1}) c)
    select counted.__total, p.* from counted left join lateral (
      select ${selectColumns(resource)} from ${sql.table(resource.table)} t where ${where}
      order by ${sql.ref(`t.${sortColumn}`)} ${direction}, t.id ${direction}
      limit ${q.shown} offset ${offset}) p on true
    order by ${outerSort} ${direction}, p.id ${direction}`.execute(db);
  const counted = result.rows[0]?.__total ?? 0;
  const list = result.rows
    .filter((r) => r.id !== null && r.id !== undefined)
    .map(({ __total: _total, ...row }) => row as Row);
  const totalExact = counted <= bound;
  const total = totalExact ? counted : bound;
  return {
    list,
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

/** Where a mutation runs: the command's transaction (or the database: one of its own). */
export interface MutationContext {
  db: Executor;
  actor: Actor & { canManageAll: 'Y' | 'N' };
  hooks: ResourceHooks | undefined;
}

/** Inserts a record; `parsed` is the add input as the resource's contract parsed it. */
export async function addRecord(
  ctx: MutationContext,
  resource: AnyResource,
  parsed: Payload,
): Promise<Row> {
  let values = parsed;
  if (ctx.hooks?.beforeWrite)
    values = await ctx.hooks.beforeWrite(values, { mode: 'add', actor: ctx.actor });
  return inTransaction(ctx.db, async (trx) => {
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

/** Updates the record `id` at `version` (409 when stale); `parsed` as the contract parsed it. */
export async function updateRecord(
  ctx: MutationContext,
  resource: AnyResource,
  input: { id: number; version: number } & Payload,
): Promise<Row> {
  const { id, version, ...parsed } = input;
  let values: Payload = parsed;
  if (ctx.hooks?.beforeWrite) {
    values = await ctx.hooks.beforeWrite(values, { mode: 'update', actor: ctx.actor });
  }
  return inTransaction(ctx.db, async (trx) => {
    const before = await getRecord(trx, resource, id, true);
    if (!before) throw notFound();
    if (before.version !== version) throw stale();
    await checkUniqueAndReferences(trx, resource, values, id);
    const cols = toColumns(resource, values);
    const sets = cols.map((c) => sql`${sql.id(c.column)} = ${c.value}`);
    sets.push(sql`version = version + 1`, sql`updated_at = now()`);
    const updated = await sql`update ${sql.table(resource.table)} set ${sql.join(sets)}
      where id = ${id} and version = ${version}${scopeFilter(resource)}`.execute(trx);
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
  id: number,
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
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
  id: number,
  status: 'Y' | 'N',
): Promise<'Y' | 'N'> {
  await inTransaction(ctx.db, async (trx) => {
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

export type { ResourceDefinition };

/** The first message of each field of a refused row, as one line of text. */
function rowMessages(issues: readonly { path: PropertyKey[]; message: string }[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue.message);
  }
  return out;
}

const MAX_LISTED_ROWS = 20;

/**
 * Imports rows of a CSV file into an importable resource (`importBy`): every row is parsed by the
 * add schema first (422 naming each refused line, 'Baris N: …', at most 20 listed, nothing
 * written);
 * then, in one transaction, a row whose `importBy` value exists (case-insensitive) updates that
 * record when something differs (version + 1), other rows are added. One audit entry.
 */
export async function importRecords(
  ctx: MutationContext,
  resource: AnyResource,
  input: { rows: Record<string, unknown>[]; firstLine: number },
  messages: {
    duplicate: (value: string) => string;
    more: (n: number) => string;
  },
): Promise<{ added: number; updated: number; unchanged: number }> {
  const keyField = resource.importBy;
  const keyColumn = keyField ? columnOf(resource, keyField) : undefined;
  if (!keyField || !keyColumn) throw notFound();
  const errors: Record<string, string[]> = {};
  const parsed: { line: number; values: Payload; key: string }[] = [];
  const lines = new Map<string, number>();
  let refused = 0;
  input.rows.forEach((row, i) => {
    const line = input.firstLine + i;
    // A CSV cell is text; an empty cell is "not given".
    const clean = Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
    );
    const result = resource.schema.safeParse(clean);
    if (!result.success) {
      refused += 1;
      if (refused <= MAX_LISTED_ROWS) {
        errors[`baris ${line}`] = rowMessages(result.error.issues).map(
          (m) => `Baris ${line}: ${m}`,
        );
      }
      return;
    }
    const values = result.data as Payload;
    const key = String(values[keyField] ?? '').toLowerCase();
    const earlier = lines.get(key);
    if (earlier !== undefined) {
      refused += 1;
      if (refused <= MAX_LISTED_ROWS) {
        errors[`baris ${line}`] = [
          `Baris ${line}: ${messages.duplicate(String(values[keyField]))}`,
        ];
      }
      return;
    }
    lines.set(key, line);
    parsed.push({ line, values, key });
  });
  if (refused > MAX_LISTED_ROWS) errors.lainnya = [messages.more(refused - MAX_LISTED_ROWS)];
  if (refused > 0) throw validationError(errors);

  return inTransaction(ctx.db, async (trx) => {
    const existing = await sql<Row & { id: number }>`select * from ${sql.table(resource.table)}
      where lower(${sql.id(keyColumn)}) in (${sql.join(parsed.map((p) => p.key))})
        ${scopeFilter(resource)}`.execute(trx);
    const byKey = new Map(existing.rows.map((r) => [String(r[keyColumn]).toLowerCase(), r]));
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    for (const p of parsed) {
      const cols = toColumns(resource, p.values);
      const before = byKey.get(p.key);
      if (!before) {
        if (resource.scope) {
          cols.push({ column: resource.scope.column, value: resource.scope.value });
        }
        await sql`insert into ${sql.table(resource.table)}
          (${sql.join(cols.map((c) => sql.id(c.column)))})
          values (${sql.join(cols.map((c) => sql`${c.value}`))})`.execute(trx);
        added += 1;
        continue;
      }
      const differs = cols.filter((c) => (before[c.column] ?? null) !== (c.value ?? null));
      if (differs.length === 0) {
        unchanged += 1;
        continue;
      }
      await sql`update ${sql.table(resource.table)}
        set ${sql.join(differs.map((c) => sql`${sql.id(c.column)} = ${c.value}`))},
          version = version + 1, updated_at = now()
        where id = ${before.id}${scopeFilter(resource)}`.execute(trx);
      updated += 1;
    }
    await appendAudit(trx, ctx.actor, {
      module: resource.key,
      type: 'import',
      after: {
        rows: parsed.length,
        firstLine: input.firstLine,
        added,
        updated,
        unchanged,
      },
    });
    return { added, updated, unchanged };
  });
}
