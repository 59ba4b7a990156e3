import { CHANGE_PASSWORD_MESSAGES } from '@simrs/validators';
import type { CommandParsed, usersContract } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { appendAudit } from '../../platform/audit';
import { RestrictedSessionError } from '../../platform/credentials';
import { validationError } from '../../platform/errors';
import { checkLoginLimit } from '../../platform/login-limit';
import type { CommandHandler, ModuleDeps } from '../../platform/module';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../../platform/sessions';

/**
 * `POST /do/Users` `change-password { oldPassword, newPassword, confirmPassword }`: the signed-in
 * user changes their own password (no menu permission: account-setting is the user's own).
 *
 * - The shared `changePasswordSchema` (policy, differs from the old, confirmation) -> 422.
 * - The old password must match -> 422 `{ oldPassword: ['Kata sandi lama salah.'] }`. A wrong
 *   one counts as a failed login of the account (same limit, 429), since it is a password guess.
 * - The new password is hashed with argon2id like every other; `version` + 1 (an admin editing
 *   the user with the old version gets 409); every other session of the user is revoked
 *   (`password-changed`), the current one stays; an audit row without any secret.
 * - A password someone else set (`must_change_password`) is now the user's own: the flag clears.
 * - Refused (403) while the session still waits for its second factor's code.
 */
export function changePassword(
  deps: ModuleDeps,
): CommandHandler<
  CommandParsed<typeof usersContract, 'change-password'>,
  { otherSessionsRevoked: number }
> {
  const { db, config } = deps;
  return {
    // A wrong old password is recorded even though the answer is an error.
    tx: 'none',
    async run({ input, session, actor }) {
      if (!session) throw new Error('change-password without a session');
      if (session.restriction === 'second-factor') {
        throw new RestrictedSessionError('second-factor');
      }
      const { oldPassword, newPassword } = input;
      const userId = session.user.id;
      const address = actor.address ?? '';
      await checkLoginLimit(db, config.loginLimit, session.user.username, address);
      const current = await db
        .selectFrom('users')
        .select(['password'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(current.password, oldPassword))) {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('login_failures')
            .values({ username: session.user.username.toLowerCase(), address })
            .execute();
          await appendAudit(trx, actor, {
            module: 'Users',
            type: 'change-password-failed',
            recordId: userId,
          });
        });
        throw validationError({ oldPassword: [CHANGE_PASSWORD_MESSAGES.wrongOld] });
      }
      const hash = await hashPassword(newPassword, config.argon2);
      const revoked = await db.transaction().execute(async (trx) => {
        // The hash read above must still be the stored one (no concurrent change in between).
        const locked = await trx
          .selectFrom('users')
          .select(['password'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (locked.password !== current.password) {
          throw validationError({ oldPassword: [CHANGE_PASSWORD_MESSAGES.wrongOld] });
        }
        await sql`update users set password = ${hash}, must_change_password = false,
          version = version + 1, updated_at = now() where id = ${userId}`.execute(trx);
        const ended = await revokeUserSessions(trx, userId, 'password-changed', session.sessionId);
        const count = ended.length;
        // The ended sessions' sockets go at once.
        deps.realtime.endSessions(ended);
        await appendAudit(trx, actor, {
          module: 'Users',
          type: 'change-password',
          recordId: userId,
          after: { otherSessionsRevoked: count },
        });
        return count;
      });
      return {
        message: CHANGE_PASSWORD_MESSAGES.changed,
        data: { otherSessionsRevoked: revoked },
      };
    },
  };
}
