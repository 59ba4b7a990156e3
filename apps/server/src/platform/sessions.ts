import { createHash, randomBytes } from 'node:crypto';
import { allMenus, type MenuAction, type MenuRoleEntry } from '@simrs/validators/resources';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionLifetimeMs(isRemember: 'Y' | 'N'): number {
  return (isRemember === 'Y' ? REMEMBER_DAYS : DEFAULT_DAYS) * DAY_MS;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const ACTIONS = new Set<string>(['view', 'add', 'edit', 'delete', 'status', 'export']);

/** menuRole as stored (jsonb) to the typed form; level 1 holds every menu. */
export function effectiveMenuRole(levelId: number, stored: unknown): MenuRoleEntry[] {
  if (levelId === 1) return allMenus();
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

export async function loadSessionUser(
  db: Kysely<Database>,
  userId: number,
): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_levels', 'user_levels.id', 'users.level_id')
    .select([
      'users.id',
      'users.name',
      'users.username',
      'users.level_id',
      'users.can_manage_all',
      'users.status',
      'user_levels.name as level_name',
      'user_levels.menu_role',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (row?.status !== 'Y') return null;
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

/** The live session of a token, or null when unknown, expired or revoked. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
): Promise<SessionInfo | null> {
  if (token.length < 16 || token.length > 200) return null;
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!session) return null;
  const user = await loadSessionUser(db, session.user_id);
  if (!user) return null;
  return {
    sessionId: session.id,
    token,
    isRemember: session.is_remember === 'Y' ? 'Y' : 'N',
    expiresAt: session.expires_at,
    user,
  };
}
