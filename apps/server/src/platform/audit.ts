import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export const GENESIS_HASH = '0'.repeat(64);
const AUDIT_LOCK_KEY = 7_301_001;

export interface Actor {
  userId: number | null;
  username: string | null;
  address: string | null;
}

export interface AuditEntry {
  module: string;
  type: string;
  recordId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** JSON with object keys sorted recursively: the same text before and after a jsonb round trip. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export interface HashedFields {
  at: Date;
  userId: number | null;
  username: string | null;
  address: string | null;
  module: string;
  type: string;
  recordId: string | null;
  before: unknown;
  after: unknown;
}

export function rowHash(prevHash: string, f: HashedFields): string {
  const body = canonicalJson({
    at: f.at.toISOString(),
    userId: f.userId,
    username: f.username,
    address: f.address,
    module: f.module,
    type: f.type,
    recordId: f.recordId,
    before: f.before ?? null,
    after: f.after ?? null,
  });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

/** Normalises values (dates to ISO text) the way jsonb stores them. */
function toJsonValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

/**
 * Appends one row to the hash-chained audit log. Must run inside the transaction of the
 * change it records; an advisory lock serialises appends so the chain has no forks.
 */
export async function appendAudit(
  trx: Transaction<Database>,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`.execute(trx);
  const last = await trx
    .selectFrom('audit_log')
    .select('hash')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const prevHash = last?.hash ?? GENESIS_HASH;
  // Milliseconds only, so the timestamp survives the round trip through timestamptz.
  const at = new Date(Math.floor(Date.now()));
  const fields: HashedFields = {
    at,
    userId: actor.userId,
    username: actor.username,
    address: actor.address,
    module: entry.module,
    type: entry.type,
    recordId:
      entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
    before: toJsonValue(entry.before),
    after: toJsonValue(entry.after),
  };
  await trx
    .insertInto('audit_log')
    .values({
      at,
      user_id: fields.userId,
      username: fields.username,
      address: fields.address,
      module: fields.module,
      type: fields.type,
      record_id: fields.recordId,
      before: fields.before === null ? null : JSON.stringify(fields.before),
      after: fields.after === null ? null : JSON.stringify(fields.after),
      prev_hash: prevHash,
      hash: rowHash(prevHash, fields),
    })
    .execute();
}

/** Runs `work` and appends its audit row in one transaction. */
export async function withAudit<T>(
  db: Kysely<Database>,
  actor: Actor,
  work: (trx: Transaction<Database>) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { result, audit } = await work(trx);
    await appendAudit(trx, actor, audit);
    return result;
  });
}

export interface ChainReport {
  ok: boolean;
  rows: number;
  /** First row whose hash or link does not match. */
  brokenAt: number | null;
  reason: string | null;
}

/** Walks the whole chain in id order, recomputing every hash. */
export async function verifyAuditChain(db: Kysely<Database>, batch = 1000): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let rows = 0;
  for (;;) {
    const page = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (page.length === 0) break;
    for (const row of page) {
      rows++;
      if (row.prev_hash !== prevHash) {
        return { ok: false, rows, brokenAt: row.id, reason: 'prev_hash does not match' };
      }
      const expected = rowHash(prevHash, {
        at: row.at,
        userId: row.user_id,
        username: row.username,
        address: row.address,
        module: row.module,
        type: row.type,
        recordId: row.record_id,
        before: row.before,
        after: row.after,
      });
      if (expected !== row.hash) {
        return { ok: false, rows, brokenAt: row.id, reason: 'hash does not match the row' };
      }
      prevHash = row.hash;
      lastId = row.id;
    }
  }
  return { ok: true, rows, brokenAt: null, reason: null };
}
