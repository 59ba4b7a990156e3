/**
 * The automatic lock of an unattended session (`POST /do/Auth lock | unlock`; docs/security.md,
 * "Automatic lock"). The staff app locks the session after the idle time of static-settings;
 * from then on the dispatch answers every call of it but unlock and logout with 423 (its other
 * tabs learn it from that answer or from `session:locked` on their sockets). Only the same
 * user's password (and the second factor's code when the user has one) opens it again; wrong
 * ones count as failed logins (the login limit, 429).
 */

import { SECOND_FACTOR_MESSAGES } from '@simrs/validators';
import {
  type authContract,
  type CommandParsed,
  SESSION_LOCK_MESSAGES,
  type SessionAnswer,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { appendAudit } from '../../platform/audit';
import { validationError } from '../../platform/errors';
import { checkLoginLimit } from '../../platform/login-limit';
import type { ActorOf, CommandHandler, ModuleDeps } from '../../platform/module';
import { verifyPassword } from '../../platform/passwords';
import { sessionRoom } from '../../platform/realtime';
import { findSession, type SessionInfo } from '../../platform/sessions';
import { acceptCode, SecretBox } from '../../platform/totp';

/** The event every socket of a session hears when it is locked or unlocked (its other tabs). */
export const SESSION_LOCKED_EVENT = 'session:locked';
export const SESSION_UNLOCKED_EVENT = 'session:unlocked';

export function lockHandlers(
  deps: ModuleDeps,
  answer: (session: SessionInfo) => Promise<SessionAnswer>,
) {
  const { db, config } = deps;
  const box = new SecretBox(config.twoFactor.key);
  const policy = { sensitiveRolesRequired: config.twoFactor.sensitiveRolesRequired };

  /** A wrong password or code: a failed login of the account and an audit row. */
  async function recordFailure(actor: ActorOf, username: string, type: string, userId: number) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('login_failures')
        .values({ username: username.toLowerCase(), address: actor.address ?? '' })
        .execute();
      await appendAudit(trx, actor, { module: 'Auth', type, recordId: userId });
    });
  }

  const lock: CommandHandler<CommandParsed<typeof authContract, 'lock'>, undefined> = {
    async run({ trx, session, audit, emit }) {
      if (!session) throw new Error('lock without a session');
      const locked = await trx
        .updateTable('sessions')
        .set({ locked_at: new Date() })
        .where('id', '=', session.sessionId)
        .where('locked_at', 'is', null)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows ?? 0) > 0) {
        await audit({ module: 'Auth', type: 'lock', recordId: session.user.id });
        emit(sessionRoom(session.sessionId), SESSION_LOCKED_EVENT, {});
      }
      return { message: SESSION_LOCK_MESSAGES.lockedDone };
    },
  };

  const unlock: CommandHandler<CommandParsed<typeof authContract, 'unlock'>, SessionAnswer> = {
    // A wrong password or code is recorded even though the answer is an error.
    tx: 'none',
    async run({ input, session, actor }) {
      if (!session) throw new Error('unlock without a session');
      const { id: userId, username } = session.user;
      await checkLoginLimit(db, config.loginLimit, username, actor.address ?? '');
      const row = await db
        .selectFrom('users')
        .select(['password', 'totp_secret', 'totp_last_step'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password, input.password))) {
        await recordFailure(actor, username, 'unlock-failed', userId);
        throw validationError({ password: [SESSION_LOCK_MESSAGES.wrongPassword] });
      }
      let step: number | null = null;
      if (row.totp_secret !== null) {
        if (!input.code) throw validationError({ code: [SESSION_LOCK_MESSAGES.codeRequired] });
        const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
        const secret = box.open(row.totp_secret, userId);
        step = secret ? acceptCode(secret, input.code, lastStep) : null;
        if (step === null) {
          await recordFailure(actor, username, 'unlock-second-factor-failed', userId);
          throw validationError({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
        }
      }
      const opened = await db.transaction().execute(async (trx) => {
        if (step !== null) {
          // The step moves forward once: the same code does not open the session twice.
          const moved = await sql`update users set totp_last_step = ${step}
            where id = ${userId} and (totp_last_step is null or totp_last_step < ${step})`.execute(
            trx,
          );
          if (Number(moved.numAffectedRows ?? 0) !== 1) return false;
        }
        await trx
          .updateTable('sessions')
          .set({ locked_at: null })
          .where('id', '=', session.sessionId)
          .execute();
        await trx
          .deleteFrom('login_failures')
          .where('username', '=', username.toLowerCase())
          .execute();
        await appendAudit(trx, actor, { module: 'Auth', type: 'unlock', recordId: userId });
        return true;
      });
      if (!opened) {
        await recordFailure(actor, username, 'unlock-second-factor-failed', userId);
        throw validationError({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
      }
      deps.realtime.tellSession(session.sessionId, SESSION_UNLOCKED_EVENT);
      const fresh = (await findSession(db, session.token, policy)) ?? session;
      return { message: SESSION_LOCK_MESSAGES.unlocked, data: await answer(fresh) };
    },
  };

  return { lock, unlock };
}
