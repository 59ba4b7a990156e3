import { createHash, randomBytes } from 'node:crypto';
import { allMenus, type MenuAction, type MenuRoleEntry } from '@simrs/validators/resources';
import { CompiledQuery, type Kysely } from 'kysely';
import { type SessionCaching, sessionCachingOf } from '../db/changes';
import type { Database } from '../db/schema';
import {
  type CredentialFacts,
  restrictionOf,
  type SessionRestriction,
  STRICT_TWO_FACTOR,
  type TwoFactorPolicy,
} from './credentials';

export const REMEMBER_DAYS = 360;
export const DEFAULT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  name: string;
  username: string;
  levelId: number;
  levelName: string;
  canManageAll: 'Y' | 'N';
  menuRole: MenuRoleEntry[];
}

export interface SessionInfo {
  sessionId: number;
  token: string;
  isRemember: 'Y' | 'N';
  expiresAt: Date;
  user: SessionUser;
  /** The stored facts of the user's credentials and of this session's second factor. */
  credentials: CredentialFacts;
  /** The step the session must take before anything else (platform/credentials.ts), or null. */
  restriction: SessionRestriction | null;
  /**
   * When the app locked the session after its idle time (`Auth lock`), or null: until `Auth
   * unlock` every other call but logout is refused (423, platform/credentials.ts).
   */
  lockedAt: Date | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The spec's cookie lifetimes, counted from login: 360 days with remember-me, else 90. */
export function sessionLifetimeDays(isRemember: 'Y' | 'N'): number {
  return isRemember === 'Y' ? REMEMBER_DAYS : DEFAULT_DAYS;
}

export function sessionLifetimeMs(isRemember: 'Y' | 'N'): number {
  return sessionLifetimeDays(isRemember) * DAY_MS;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const ACTIONS = new Set<string>(['view', 'add', 'edit', 'delete', 'status', 'export']);

/** Level 1 (Super Admin) holds every menu with every action: built once, frozen. */
const LEVEL_ONE_MENUS: MenuRoleEntry[] = Object.freeze(
  allMenus().map((entry) => Object.freeze({ ...entry, actions: Object.freeze(entry.actions) })),
) as unknown as MenuRoleEntry[];

/** menuRole as stored (jsonb) to the typed form; level 1 holds every menu. */
export function effectiveMenuRole(levelId: number, stored: unknown): MenuRoleEntry[] {
  if (levelId === 1) return LEVEL_ONE_MENUS;
  if (!Array.isArray(stored)) return [];
  const out: MenuRoleEntry[] = [];
  for (const item of stored) {
    if (typeof item !== 'object' || item === null) continue;
    const { menu, actions } = item as { menu?: unknown; actions?: unknown };
    if (typeof menu !== 'string' || !Array.isArray(actions)) continue;
    out.push({
      menu,
      actions: actions.filter((a): a is MenuAction => typeof a === 'string' && ACTIONS.has(a)),
    });
  }
  return out;
}

interface SessionUserRow {
  id: number;
  name: string;
  username: string;
  level_id: number;
  can_manage_all: string;
  status: string;
  level_name: string;
  /** null for level 1, whose stored list is not read (it holds every menu). */
  menu_role: unknown;
  must_change_password: boolean;
  totp_enabled: boolean;
  require_two_factor: string;
}

function sessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    levelId: row.level_id,
    levelName: row.level_name,
    canManageAll: row.can_manage_all === 'Y' ? 'Y' : 'N',
    menuRole: effectiveMenuRole(row.level_id, row.menu_role),
  };
}

const USER_COLUMNS = `u.id, u.name, u.username, u.level_id, u.can_manage_all, u.status,
  l.name as level_name, case when u.level_id = 1 then null else l.menu_role end as menu_role,
  u.must_change_password, u.totp_secret is not null as totp_enabled, l.require_two_factor`;

/** The active user with its level, or null when unknown or deactivated. */
export async function loadSessionUser(
  db: Kysely<Database>,
  userId: number,
): Promise<SessionUser | null> {
  const { rows } = await db.executeQuery<SessionUserRow>(
    CompiledQuery.raw(
      `select ${USER_COLUMNS} from users u join user_levels l on l.id = u.level_id where u.id = $1`,
      [userId],
    ),
  );
  const row = rows[0];
  return row?.status === 'Y' ? sessionUser(row) : null;
}

// One round trip per authenticated request: the session, its user and the user's level. The
// text is fixed (no query building per request); the schema comes from the search_path.
const SESSION_COLUMNS = `s.id as session_id, s.token_hash, s.is_remember, s.expires_at,
  s.second_factor_pending, s.locked_at, ${USER_COLUMNS}
  from sessions s join users u on u.id = s.user_id join user_levels l on l.id = u.level_id`;
const FIND_SESSION = `select ${SESSION_COLUMNS}
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`;

type SessionRow = SessionUserRow & {
  session_id: number;
  token_hash: string;
  is_remember: string;
  expires_at: Date;
  second_factor_pending: boolean;
  locked_at: Date | null;
};

function sessionInfo(row: SessionRow, token: string): SessionInfo {
  return {
    sessionId: row.session_id,
    token,
    isRemember: row.is_remember === 'Y' ? 'Y' : 'N',
    expiresAt: row.expires_at,
    user: sessionUser(row),
    credentials: {
      mustChangePassword: row.must_change_password === true,
      twoFactorEnabled: row.totp_enabled === true,
      levelRequiresTwoFactor: row.require_two_factor === 'Y',
      secondFactorPending: row.second_factor_pending === true,
    },
    restriction: null,
    lockedAt: row.locked_at === null ? null : new Date(row.locked_at),
  };
}

/** Upper bound of cached sessions per node; past it the cache starts over. */
const CACHE_MAX = 10_000;

interface Cached {
  info: SessionInfo;
  generation: number;
  until: number;
}

/**
 * A node's recently checked sessions, by token hash. An entry serves while it is younger than
 * the TTL, its session has not expired and no write to sessions, users or levels has been
 * committed since it was read, on this node or (heard through NOTIFY) any other. Only live
 * sessions are kept: an unknown token always asks the database.
 */
class SessionCache {
  private readonly entries = new Map<string, Cached>();

  constructor(private readonly caching: SessionCaching) {}

  get(hash: string, now: number): SessionInfo | undefined {
    const { feed } = this.caching;
    const hit = this.entries.get(hash);
    if (!hit) return undefined;
    if (!feed.live || hit.generation !== feed.generation || hit.until <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    if (hit.info.expiresAt.getTime() <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    return hit.info;
  }

  /** Keeps `info` read under `generation`, unless a change was committed while it was read. */
  set(hash: string, info: SessionInfo, generation: number, now: number): void {
    const { feed, ttlMs } = this.caching;
    if (!feed.live || generation !== feed.generation) return;
    if (this.entries.size >= CACHE_MAX) this.entries.clear();
    this.entries.set(hash, { info, generation, until: now + ttlMs });
  }
}

const caches = new WeakMap<SessionCaching, SessionCache>();

function cacheOf(db: Kysely<Database>): SessionCache | null {
  const caching = sessionCachingOf(db as Kysely<unknown>);
  if (!caching || caching.ttlMs <= 0) return null;
  let cache = caches.get(caching);
  if (!cache) {
    cache = new SessionCache(caching);
    caches.set(caching, cache);
  }
  return cache;
}

/**
 * The live session of a token, or null when unknown, expired, revoked or its user inactive, with
 * the step it must take first under `policy` (the strictest when not given).
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  policy: TwoFactorPolicy = STRICT_TWO_FACTOR,
): Promise<SessionInfo | null> {
  if (token.length < 16 || token.length > 200) return null;
  const hash = hashToken(token);
  const cache = cacheOf(db);
  const cached = cache?.get(hash, Date.now());
  if (cached) return { ...cached, restriction: restrictionOf(cached, policy) };
  const generation = sessionCachingOf(db as Kysely<unknown>)?.feed.generation ?? 0;
  const { rows } = await db.executeQuery<SessionRow>(
    CompiledQuery.raw(FIND_SESSION, [hash, new Date()]),
  );
  const row = rows[0];
  if (row?.status !== 'Y') return null;
  const info = sessionInfo(row, token);
  cache?.set(hash, info, generation, Date.now());
  return { ...info, restriction: restrictionOf(info, policy) };
}

/**
 * The live sessions of many tokens at once (the realtime layer's re-check of its sockets): a
 * token missing from the answer is unknown, expired, revoked or its user inactive. Read from the
 * database, never from the cache.
 */
export async function findSessions(
  db: Kysely<Database>,
  tokens: readonly string[],
  policy: TwoFactorPolicy = STRICT_TWO_FACTOR,
): Promise<Map<string, SessionInfo>> {
  const out = new Map<string, SessionInfo>();
  const byHash = new Map<string, string>();
  for (const token of tokens) {
    if (token.length >= 16 && token.length <= 200) byHash.set(hashToken(token), token);
  }
  const hashes = [...byHash.keys()];
  for (let at = 0; at < hashes.length; at += 500) {
    const chunk = hashes.slice(at, at + 500);
    const marks = chunk.map((_, i) => `$${i + 2}`).join(', ');
    const { rows } = await db.executeQuery<SessionRow>(
      CompiledQuery.raw(
        `select ${SESSION_COLUMNS} where s.token_hash in (${marks})
          and s.revoked_at is null and s.expires_at > $1`,
        [new Date(), ...chunk],
      ),
    );
    for (const row of rows) {
      const token = byHash.get(row.token_hash);
      if (!token || row.status !== 'Y') continue;
      const info = sessionInfo(row, token);
      out.set(token, { ...info, restriction: restrictionOf(info, policy) });
    }
  }
  return out;
}

/** How often a session's last use is written, at most (per API node). */
export const SEEN_EVERY_MS = 60_000;
const SEEN_MAX = 10_000;
const seenAt = new WeakMap<Kysely<Database>, Map<number, number>>();

/**
 * Records that the session was used now from `address` (`session_activity`: the sessions list's
 * 'Terakhir aktif'), at most once a minute per session on this node. Never waits for the write
 * and never fails the request: a lost write only makes 'last seen' a little older.
 */
export function noteSessionSeen(
  db: Kysely<Database>,
  sessionId: number,
  address: string | null,
  now = Date.now(),
): void {
  let seen = seenAt.get(db);
  if (!seen) {
    seen = new Map();
    seenAt.set(db, seen);
  }
  const last = seen.get(sessionId);
  if (last !== undefined && now - last < SEEN_EVERY_MS) return;
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(sessionId, now);
  db.insertInto('session_activity')
    .values({ session_id: sessionId, last_seen_at: new Date(now), address })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({ last_seen_at: new Date(now), address }),
    )
    .execute()
    .catch(() => {
      // The database away or the session just deleted: try again with the next request.
      seen?.delete(sessionId);
    });
}

/**
 * Ends a user's open sessions in the caller's transaction, all but `keep` when given, with the
 * reason the sessions list and the audit show; returns their ids (the caller closes their
 * sockets: `realtime.endSessions`).
 */
export async function revokeUserSessions(
  trx: Kysely<Database>,
  userId: number,
  reason: string,
  keep: number | null = null,
): Promise<number[]> {
  let q = trx
    .updateTable('sessions')
    .set({ revoked_at: new Date(), logout_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep !== null) q = q.where('id', '<>', keep);
  return (await q.returning('id').execute()).map((r) => r.id);
}
