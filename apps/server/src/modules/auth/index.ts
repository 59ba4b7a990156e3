/**
 * Context `auth`: login, logout, the start-up refresh and the profile call
 * (contracts: `@simrs/validators/contracts` auth.ts; docs/protocol.md, "Session calls").
 */
import { authContract, profileContract, type SessionAnswer } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { appendAudit } from '../../platform/audit';
import { MESSAGES, validationError } from '../../platform/errors';
import { checkLoginLimit } from '../../platform/login-limit';
import { defineModule, implement, type ModuleDeps } from '../../platform/module';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { SOCKET_PATH } from '../../platform/realtime';
import {
  findSession,
  hashToken,
  loadSessionUser,
  newToken,
  type SessionInfo,
  sessionLifetimeMs,
} from '../../platform/sessions';
import { appInfo } from '../../platform/settings';

/** The answer of login, refresh and profile. */
export async function sessionAnswer(deps: ModuleDeps, s: SessionInfo): Promise<SessionAnswer> {
  return {
    token: s.token,
    isRemember: s.isRemember,
    expiresAt: s.expiresAt.toISOString(),
    user: s.user,
    app: await appInfo(deps.settings, deps.config.app.name, SOCKET_PATH),
  };
}

export const authModule = defineModule({
  context: 'auth',
  implementations: (deps) => {
    const { db, config } = deps;
    // A hash to verify against when the username is unknown, so timing does not reveal it.
    let dummyHash: Promise<string> | null = null;

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
                .select(['id', 'password', 'status', 'username'])
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
              const token = newToken();
              const expiresAt = new Date(Date.now() + sessionLifetimeMs(input.isRemember));
              const { singleSession } = await deps.settings.get();
              await db.transaction().execute(async (trx) => {
                if (singleSession) {
                  // One session per user (static-settings): a new login ends the others.
                  await trx
                    .updateTable('sessions')
                    .set({ revoked_at: new Date(), logout_reason: 'single-session' })
                    .where('user_id', '=', user.id)
                    .where('revoked_at', 'is', null)
                    .execute();
                }
                await trx
                  .insertInto('sessions')
                  .values({
                    user_id: user.id,
                    token_hash: hashToken(token),
                    is_remember: input.isRemember,
                    address,
                    expires_at: expiresAt,
                  })
                  .execute();
                await trx
                  .deleteFrom('login_failures')
                  .where('username', '=', name.toLowerCase())
                  .execute();
                await appendAudit(
                  trx,
                  { userId: user.id, username: user.username, address },
                  { module: 'Auth', type: 'login', recordId: user.id },
                );
              });
              const session = await findSession(db, token);
              if (!session) throw new Error('session vanished right after login');
              return { message: 'Berhasil masuk.', data: await sessionAnswer(deps, session) };
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
              await audit({ module: 'Auth', type: 'logout', recordId: session.user.id });
              return { message: 'Berhasil keluar.' };
            },
          },
          refresh: {
            // The answer reads the settings store, which queries outside any transaction.
            tx: 'none',
            async run({ session }) {
              if (!session) throw new Error('refresh without a session');
              const expiresAt = new Date(Date.now() + sessionLifetimeMs(session.isRemember));
              await db
                .updateTable('sessions')
                .set({ expires_at: expiresAt })
                .where('id', '=', session.sessionId)
                .execute();
              const user = (await loadSessionUser(db, session.user.id)) ?? session.user;
              return { data: await sessionAnswer(deps, { ...session, expiresAt, user }) };
            },
          },
        },
      }),
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
