/**
 * Context `auth`: login (and its second factor), logout, the start-up refresh, the profile call,
 * the automatic lock (`lock.ts`) and the user's own sessions (`own-sessions.ts`). Contracts:
 * `@simrs/validators/contracts` auth.ts; docs/protocol.md, "Session calls".
 */
import { SECOND_FACTOR_MESSAGES } from '@simrs/validators';
import { authContract, profileContract, type SessionAnswer } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { appendAudit } from '../../platform/audit';
import { type TwoFactorPolicy, twoFactorRequired } from '../../platform/credentials';
import { MESSAGES, validationError } from '../../platform/errors';
import { checkLoginLimit } from '../../platform/login-limit';
import { defineModule, implement, type ModuleDeps } from '../../platform/module';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { SOCKET_PATH } from '../../platform/realtime';
import {
  findSession,
  hashToken,
  newToken,
  revokeUserSessions,
  type SessionInfo,
  sessionLifetimeDays,
  sessionLifetimeMs,
} from '../../platform/sessions';
import { appInfo } from '../../platform/settings';
import { acceptCode, SECOND_FACTOR_MINUTES, SecretBox } from '../../platform/totp';
import { lockHandlers } from './lock';
import { ownSessions } from './own-sessions';

export function twoFactorPolicyOf(deps: Pick<ModuleDeps, 'config'>): TwoFactorPolicy {
  return { sensitiveRolesRequired: deps.config.twoFactor.sensitiveRolesRequired };
}

/** The answer of login, refresh, verify-code and profile. */
export async function sessionAnswer(deps: ModuleDeps, s: SessionInfo): Promise<SessionAnswer> {
  const pending = s.credentials.secondFactorPending;
  return {
    token: s.token,
    isRemember: s.isRemember,
    expiresAt: s.expiresAt.toISOString(),
    // Only the password is proven while the code is awaited: no menus yet.
    user: pending ? { ...s.user, menuRole: [] } : s.user,
    app: await appInfo(deps.settings, deps.config.app.name, SOCKET_PATH),
    mustChangePassword: s.credentials.mustChangePassword,
    twoFactor: {
      enabled: s.credentials.twoFactorEnabled,
      required: twoFactorRequired(s, twoFactorPolicyOf(deps)),
      pending,
    },
    restriction: s.restriction,
  };
}

export const authModule = defineModule({
  context: 'auth',
  implementations: (deps) => {
    const { db, config } = deps;
    const policy = twoFactorPolicyOf(deps);
    const box = new SecretBox(config.twoFactor.key);
    // A hash to verify against when the username is unknown, so timing does not reveal it.
    let dummyHash: Promise<string> | null = null;

    const locking = lockHandlers(deps, (session) => sessionAnswer(deps, session));
    const sessionOrThrow = async (token: string) => {
      const session = await findSession(db, token, policy);
      if (!session) throw new Error('session vanished right after it was written');
      return session;
    };

    return [
      implement(authContract, {
        commands: {
          login: {
            // A failed login is recorded even though the answer is an error.
            tx: 'none',
            async run({ input, req }) {
              const name = input.username;
              const address = req.ip;
              await checkLoginLimit(db, config.loginLimit, name, address);
              const user = await db
                .selectFrom('users')
                .select(['id', 'password', 'status', 'username', 'totp_secret'])
                .where(sql<boolean>`lower(username) = ${name.toLowerCase()}`)
                .executeTakeFirst();
              dummyHash ??= hashPassword('no-such-user-password', config.argon2);
              const ok = await verifyPassword(user?.password ?? (await dummyHash), input.password);
              if (!user || !ok || user.status !== 'Y') {
                await db.transaction().execute(async (trx) => {
                  await trx
                    .insertInto('login_failures')
                    .values({ username: name.toLowerCase(), address })
                    .execute();
                  await appendAudit(
                    trx,
                    { userId: user?.id ?? null, username: name, address },
                    { module: 'Auth', type: 'login-failed' },
                  );
                });
                throw validationError({ password: [MESSAGES.loginFailed] });
              }
              // With a second factor the session waits (10 minutes) for the code; the other
              // sessions and the failure count are left alone until it comes.
              const secondFactor = user.totp_secret !== null;
              const token = newToken();
              const createdAt = new Date();
              const expiresAt = new Date(
                createdAt.getTime() +
                  (secondFactor
                    ? SECOND_FACTOR_MINUTES * 60_000
                    : sessionLifetimeMs(input.isRemember)),
              );
              const { singleSession } = await deps.settings.get();
              const userAgent = req.headers['user-agent'];
              const ended = await db.transaction().execute(async (trx) => {
                // One session per user (static-settings): a new login ends the others.
                const others =
                  singleSession && !secondFactor
                    ? await revokeUserSessions(trx, user.id, 'single-session')
                    : [];
                await trx
                  .insertInto('sessions')
                  .values({
                    user_id: user.id,
                    token_hash: hashToken(token),
                    is_remember: input.isRemember,
                    address,
                    created_at: createdAt,
                    expires_at: expiresAt,
                    second_factor_pending: secondFactor,
                    user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
                  })
                  .execute();
                if (!secondFactor) {
                  await trx
                    .deleteFrom('login_failures')
                    .where('username', '=', name.toLowerCase())
                    .execute();
                }
                await appendAudit(
                  trx,
                  { userId: user.id, username: user.username, address },
                  {
                    module: 'Auth',
                    type: 'login',
                    recordId: user.id,
                    ...(secondFactor ? { after: { secondFactor: 'pending' } } : {}),
                  },
                );
                return others;
              });
              deps.realtime.endSessions(ended);
              const session = await sessionOrThrow(token);
              return {
                message: secondFactor
                  ? SECOND_FACTOR_MESSAGES.restricted['second-factor']
                  : 'Berhasil masuk.',
                data: await sessionAnswer(deps, session),
              };
            },
          },
          'verify-code': {
            // A wrong code is recorded (a failed login) even though the answer is an error.
            tx: 'none',
            async run({ input, session, actor }) {
              if (!session) throw new Error('verify-code without a session');
              if (!session.credentials.secondFactorPending) {
                throw validationError({ code: [SECOND_FACTOR_MESSAGES.noPendingCode] });
              }
              const { username, id: userId } = session.user;
              const address = actor.address ?? '';
              await checkLoginLimit(db, config.loginLimit, username, address);
              const row = await db
                .selectFrom('users')
                .select(['totp_secret', 'totp_last_step'])
                .where('id', '=', userId)
                .executeTakeFirstOrThrow();
              const secret = row.totp_secret ? box.open(row.totp_secret, userId) : null;
              const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
              const step = secret ? acceptCode(secret, input.code, lastStep) : null;
              let ended: number[] = [];
              // Read before the transaction: the store may query the database, which on the
              // embedded database (one connection) would wait for this transaction forever.
              const { singleSession } = await deps.settings.get();
              const accepted =
                step !== null &&
                (await db.transaction().execute(async (trx) => {
                  // The step moves forward once: the same code cannot open two sessions.
                  const moved = await sql`update users set totp_last_step = ${step}
                    where id = ${userId} and (totp_last_step is null or totp_last_step < ${step})`.execute(
                    trx,
                  );
                  if (Number(moved.numAffectedRows ?? 0) !== 1) return false;
                  const days = sessionLifetimeDays(session.isRemember);
                  await sql`update sessions set second_factor_pending = false,
                    expires_at = created_at + make_interval(days => ${days}::int)
                    where id = ${session.sessionId}`.execute(trx);
                  if (singleSession)
                    ended = await revokeUserSessions(
                      trx,
                      userId,
                      'single-session',
                      session.sessionId,
                    );
                  await trx
                    .deleteFrom('login_failures')
                    .where('username', '=', username.toLowerCase())
                    .execute();
                  await appendAudit(trx, actor, {
                    module: 'Auth',
                    type: 'login-second-factor',
                    recordId: userId,
                  });
                  return true;
                }));
              if (!accepted) {
                await db.transaction().execute(async (trx) => {
                  await trx
                    .insertInto('login_failures')
                    .values({ username: username.toLowerCase(), address })
                    .execute();
                  await appendAudit(trx, actor, {
                    module: 'Auth',
                    type: 'second-factor-failed',
                    recordId: userId,
                  });
                });
                throw validationError({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
              }
              deps.realtime.endSessions(ended);
              return {
                message: SECOND_FACTOR_MESSAGES.verified,
                data: await sessionAnswer(deps, await sessionOrThrow(session.token)),
              };
            },
          },
          logout: {
            async run({ trx, session, audit }) {
              if (!session) throw new Error('logout without a session');
              await trx
                .updateTable('sessions')
                .set({ revoked_at: new Date(), logout_reason: 'logout' })
                .where('id', '=', session.sessionId)
                .execute();
              // Its sockets (every tab) go before the answer: nothing more reaches them.
              deps.realtime.endSessions([session.sessionId]);
              await audit({ module: 'Auth', type: 'logout', recordId: session.user.id });
              return { message: 'Berhasil keluar.' };
            },
          },
          lock: locking.lock,
          unlock: locking.unlock,
          refresh: {
            // Outside a dispatch transaction: the answer reads the settings store, which on the
            // embedded database (one connection) must not wait behind an open transaction.
            tx: 'none',
            async run({ session }) {
              if (!session) throw new Error('refresh without a session');
              // The lifetime counts from login (90 or 360 days): a refresh never extends it, and
              // brings a session extended by an older server back within it. A session waiting
              // for its second factor keeps its short expiry.
              const days = sessionLifetimeDays(session.isRemember);
              const row = await sql<{ expires_at: Date }>`update sessions
                set expires_at = least(expires_at, created_at + make_interval(days => ${days}::int))
                where id = ${session.sessionId} returning expires_at`.execute(db);
              const fresh = (await findSession(db, session.token, policy)) ?? session;
              const expiresAt = new Date(row.rows[0]?.expires_at ?? fresh.expiresAt);
              return { data: await sessionAnswer(deps, { ...fresh, expiresAt }) };
            },
          },
        },
      }),
      ownSessions(deps),
      implement(profileContract, {
        queries: {
          read: async ({ session }) => {
            if (!session) throw new Error('profile without a session');
            return sessionAnswer(deps, session);
          },
        },
      }),
    ];
  },
});
