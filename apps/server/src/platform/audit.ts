import { createHash, createHmac } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { auditChainOf } from '../db/audit-chain';
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

function rowBody(f: HashedFields): string {
  return canonicalJson({
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
}

/**
 * The unkeyed hash of the rows written before the chain was keyed: SHA-256 over the previous
 * hash and the row. Anyone can recompute it, so it proves nothing against a database
 * administrator; it is only still verified up to the switch-over row.
 */
export function rowHash(prevHash: string, f: HashedFields): string {
  return createHash('sha256').update(prevHash).update('\n').update(rowBody(f)).digest('hex');
}

/** The keyed hash of every row since the switch-over: HMAC-SHA-256 with the audit key. */
export function keyedRowHash(key: string, prevHash: string, f: HashedFields): string {
  return createHmac('sha256', key).update(prevHash).update('\n').update(rowBody(f)).digest('hex');
}

/**
 * The switch-over row: the first keyed row of a chain. Its `after` records how many unkeyed rows
 * precede it and their head; a fresh database starts with it (no unkeyed rows).
 */
export const KEYED_MARKER = { module: 'audit', type: 'chain-keyed' } as const;

export class AuditKeyMissingError extends Error {
  constructor() {
    super('The audit key is not configured (BO_AUDIT_KEY): audit rows cannot be appended.');
    this.name = 'AuditKeyMissingError';
  }
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
  const { key, chain, prevHash: last } = await lockChain(trx);
  const keyed = await trx
    .selectFrom('audit_log')
    .select('id')
    .where('module', '=', KEYED_MARKER.module)
    .where('type', '=', KEYED_MARKER.type)
    .limit(1)
    .executeTakeFirst();
  // The first append under a key switches the chain over: every row from here on is keyed.
  const prevHash = keyed ? last : await insertMarker(trx, key, last);
  await insertRow(trx, key, prevHash, {
    // Milliseconds only, so the timestamp survives the round trip through timestamptz.
    at: new Date(Math.floor(Date.now())),
    userId: actor.userId,
    username: actor.username,
    address: actor.address,
    module: entry.module,
    type: entry.type,
    recordId:
      entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
    before: toJsonValue(entry.before),
    after: toJsonValue(entry.after),
  });
  chain.appended();
}

/** Takes the chain's lock (serialising appends of every node) and reads its last hash. */
async function lockChain(trx: Transaction<Database>) {
  const chain = auditChainOf(trx);
  const key = chain?.key;
  if (!chain || !key) throw new AuditKeyMissingError();
  await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`.execute(trx);
  const last = await trx
    .selectFrom('audit_log')
    .select('hash')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { chain, key, prevHash: last?.hash ?? GENESIS_HASH };
}

/** The switch-over row, after `prevHash` (the unkeyed head); returns its hash. */
async function insertMarker(
  trx: Transaction<Database>,
  key: string,
  prevHash: string,
): Promise<string> {
  const unkeyed = await trx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return insertRow(trx, key, prevHash, {
    at: new Date(Math.floor(Date.now())),
    userId: null,
    username: null,
    address: null,
    module: KEYED_MARKER.module,
    type: KEYED_MARKER.type,
    recordId: null,
    before: null,
    after: { unkeyedRows: Number(unkeyed.n), unkeyedHead: prevHash },
  });
}

async function insertRow(
  trx: Transaction<Database>,
  key: string,
  prevHash: string,
  fields: HashedFields,
): Promise<string> {
  const hash = keyedRowHash(key, prevHash, fields);
  await trx
    .insertInto('audit_log')
    .values({
      at: fields.at,
      user_id: fields.userId,
      username: fields.username,
      address: fields.address,
      module: fields.module,
      type: fields.type,
      record_id: fields.recordId,
      before: fields.before === null ? null : JSON.stringify(fields.before),
      after: fields.after === null ? null : JSON.stringify(fields.after),
      prev_hash: prevHash,
      hash,
    })
    .execute();
  return hash;
}

/**
 * Appends the switch-over row when the chain has none yet (at start, so that from then on a
 * chain without one can only have been recomputed by someone without the key).
 */
export async function ensureKeyedChain(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { key, chain, prevHash } = await lockChain(trx);
    const keyed = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('module', '=', KEYED_MARKER.module)
      .where('type', '=', KEYED_MARKER.type)
      .limit(1)
      .executeTakeFirst();
    if (keyed) return false;
    await insertMarker(trx, key, prevHash);
    chain.appended();
    return true;
  });
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

/** A head of the chain as exported outside the database (platform/audit-head.ts). */
export interface ChainHead {
  id: number;
  hash: string;
  /** The id of the switch-over row when the head was exported. */
  keyedFrom?: number | null;
}

export interface ChainReport {
  ok: boolean;
  rows: number;
  /** First row whose hash or link does not match. */
  brokenAt: number | null;
  reason: string | null;
  /** Id of the switch-over row (the first keyed one); null while the chain is unkeyed. */
  keyedFrom: number | null;
  /** Rows before the switch-over (verified with the unkeyed hash). */
  unkeyedRows: number;
  /** The last row of the table. */
  last: { id: number; hash: string } | null;
  /** The exported head the table was checked against. */
  head: ChainHead | null;
}

export interface VerifyOptions {
  /** The audit key (BO_AUDIT_KEY; default: the handle's): without it no keyed row verifies. */
  key?: string | null;
  /** The newest head exported outside the database: the table must still hold it, unchanged. */
  head?: ChainHead | null;
  batch?: number;
}

/**
 * Walks the whole chain in id order, recomputing every hash: unkeyed rows up to the switch-over
 * row, keyed (HMAC) rows from it on, then checks the table against the exported head, so that
 * rows rewritten (even with a recomputed chain), deleted from the end or truncated are found.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  options: VerifyOptions = {},
): Promise<ChainReport> {
  const { head = null, batch = 1000 } = options;
  const key = options.key === undefined ? (auditChainOf(db)?.key ?? null) : options.key;
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let rows = 0;
  let keyedFrom: number | null = null;
  let headSeen = false;
  let countBeforeKeyed = 0;
  const report = (ok: boolean, brokenAt: number | null, reason: string | null): ChainReport => ({
    ok,
    rows,
    brokenAt,
    reason,
    keyedFrom,
    unkeyedRows: keyedFrom === null ? rows : countBeforeKeyed,
    last: lastId ? { id: lastId, hash: prevHash } : null,
    head,
  });
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
        return report(false, row.id, 'prev_hash does not match the previous row');
      }
      const fields: HashedFields = {
        at: row.at,
        userId: row.user_id,
        username: row.username,
        address: row.address,
        module: row.module,
        type: row.type,
        recordId: row.record_id,
        before: row.before,
        after: row.after,
      };
      const isMarker = row.module === KEYED_MARKER.module && row.type === KEYED_MARKER.type;
      if (keyedFrom === null && isMarker) {
        keyedFrom = row.id;
        countBeforeKeyed = rows - 1;
        const after = row.after as { unkeyedRows?: unknown; unkeyedHead?: unknown } | null;
        if (after?.unkeyedRows !== countBeforeKeyed || after?.unkeyedHead !== prevHash) {
          return report(false, row.id, 'the switch-over row does not match the rows before it');
        }
      }
      if (keyedFrom === null) {
        if (rowHash(prevHash, fields) !== row.hash) {
          return report(false, row.id, 'hash does not match the row');
        }
      } else {
        if (!key) return report(false, row.id, 'keyed rows cannot be verified without the key');
        if (keyedRowHash(key, prevHash, fields) !== row.hash) {
          return report(false, row.id, 'keyed hash does not match the row (or the key is wrong)');
        }
      }
      if (head && row.id === head.id) {
        headSeen = true;
        if (row.hash !== head.hash) {
          return report(
            false,
            row.id,
            'the row differs from the head exported outside the database',
          );
        }
      }
      prevHash = row.hash;
      lastId = row.id;
    }
  }
  if (key && rows > 0 && keyedFrom === null) {
    // The server appends the switch-over row at start: a chain without one was recomputed.
    return report(
      false,
      null,
      'no keyed row: the chain was not written by a server holding the key',
    );
  }
  if (head) {
    if (!headSeen) {
      return report(
        false,
        head.id,
        lastId < head.id
          ? `rows up to ${head.id} were exported but the table ends at ${lastId || 'no row'}: rows were deleted or the table truncated`
          : `row ${head.id}, exported outside the database, is missing`,
      );
    }
    if (head.keyedFrom != null && head.keyedFrom !== keyedFrom) {
      return report(
        false,
        keyedFrom,
        'the switch-over row is not the one exported outside the database',
      );
    }
  }
  return report(true, null, null);
}
