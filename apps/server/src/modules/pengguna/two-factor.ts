/**
 * The second factor (TOTP) of each user's own account, and its reset by a user administrator
 * (`POST /do/Users`: two-factor-start, two-factor-confirm, two-factor-disable, two-factor-reset;
 * docs/protocol.md, "Credentials"). The secrets are stored encrypted (platform/totp.ts); wrong
 * passwords and codes count as failed logins of the account (the login limit, 429).
 */
import { SECOND_FACTOR_MESSAGES } from '@simrs/validators';
import type { CommandParsed, TwoFactorEnrolment, usersContract } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { appendAudit } from '../../platform/audit';
import { RestrictedSessionError, twoFactorRequired } from '../../platform/credentials';
import { HttpError, MESSAGES, notFound, validationError } from '../../platform/errors';
import { checkLoginLimit } from '../../platform/login-limit';
import type { ActorOf, CommandHandler, Db, ModuleDeps } from '../../platform/module';
import { verifyPassword } from '../../platform/passwords';
import { revokeUserSessions, type SessionInfo } from '../../platform/sessions';
import {
  acceptCode,
  ENROLMENT_MINUTES,
  newTotpSecret,
  SecretBox,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  totpUri,
} from '../../platform/totp';

type Input<
  N extends 'two-factor-start' | 'two-factor-confirm' | 'two-factor-disable' | 'two-factor-reset',
> = CommandParsed<typeof usersContract, N>;

/** A failed guess (password or code) of the caller: a failed login and an audit row. */
async function recordFailure(db: Db, actor: ActorOf, username: string, type: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_failures')
      .values({ username: username.toLowerCase(), address: actor.address ?? '' })
      .execute();
    await appendAudit(trx, actor, { module: 'Users', type, recordId: actor.userId });
  });
}

function ownSession(session: SessionInfo | null): SessionInfo {
  if (!session) throw new Error('a two-factor command without a session');
  // The password alone does not reach the second factor's settings.
  if (session.restriction === 'second-factor') throw new RestrictedSessionError('second-factor');
  return session;
}

export function twoFactorCommands(deps: ModuleDeps) {
  const { db, config } = deps;
  const box = new SecretBox(config.twoFactor.key);
  const policy = { sensitiveRolesRequired: config.twoFactor.sensitiveRolesRequired };

  async function checkPassword(session: SessionInfo, actor: ActorOf, password: string) {
    const { id, username } = session.user;
    await checkLoginLimit(db, config.loginLimit, username, actor.address ?? '');
    const row = await db
      .selectFrom('users')
      .select(['password'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password, password))) {
      await recordFailure(db, actor, username, 'two-factor-password-failed');
      throw validationError({ password: [SECOND_FACTOR_MESSAGES.wrongPassword] });
    }
  }

  const start: CommandHandler<Input<'two-factor-start'>, TwoFactorEnrolment> = {
    tx: 'none',
    async run({ input, session: s, actor }) {
      const session = ownSession(s);
      await checkPassword(session, actor, input.password);
      if (session.credentials.twoFactorEnabled) {
        throw validationError({ password: [SECOND_FACTOR_MESSAGES.alreadyEnabled] });
      }
      const secret = newTotpSecret();
      const startedAt = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            totp_pending_secret: box.seal(secret, session.user.id),
            totp_pending_at: startedAt,
          })
          .where('id', '=', session.user.id)
          .execute();
        await appendAudit(trx, actor, {
          module: 'Users',
          type: 'two-factor-start',
          recordId: session.user.id,
        });
      });
      const issuer = config.twoFactor.issuer;
      const account = session.user.username;
      return {
        message: SECOND_FACTOR_MESSAGES.started,
        data: {
          secret,
          uri: totpUri(secret, issuer, account),
          issuer,
          account,
          digits: TOTP_DIGITS,
          period: TOTP_PERIOD_SECONDS,
          algorithm: 'SHA1',
          expiresAt: new Date(startedAt.getTime() + ENROLMENT_MINUTES * 60_000).toISOString(),
        },
      };
    },
  };

  const confirm: CommandHandler<Input<'two-factor-confirm'>, { otherSessionsRevoked: number }> = {
    tx: 'none',
    async run({ input, session: s, actor }) {
      const session = ownSession(s);
      const { id, username } = session.user;
      await checkLoginLimit(db, config.loginLimit, username, actor.address ?? '');
      const row = await db
        .selectFrom('users')
        .select(['totp_secret', 'totp_pending_secret', 'totp_pending_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.totp_secret !== null) {
        throw validationError({ code: [SECOND_FACTOR_MESSAGES.alreadyEnabled] });
      }
      const fresh =
        row.totp_pending_at !== null &&
        Date.now() - new Date(row.totp_pending_at).getTime() < ENROLMENT_MINUTES * 60_000;
      const secret =
        row.totp_pending_secret && fresh ? box.open(row.totp_pending_secret, id) : null;
      if (!secret) throw validationError({ code: [SECOND_FACTOR_MESSAGES.noEnrolment] });
      const step = acceptCode(secret, input.code, null);
      if (step === null) {
        await recordFailure(db, actor, username, 'two-factor-confirm-failed');
        throw validationError({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
      }
      const revoked = await db.transaction().execute(async (trx) => {
        const moved = await sql`update users set totp_secret = totp_pending_secret,
          totp_enabled_at = now(), totp_last_step = ${step}, totp_pending_secret = null,
          totp_pending_at = null, version = version + 1, updated_at = now()
          where id = ${id} and totp_secret is null and totp_pending_secret is not null`.execute(
          trx,
        );
        if (Number(moved.numAffectedRows ?? 0) !== 1) {
          throw validationError({ code: [SECOND_FACTOR_MESSAGES.noEnrolment] });
        }
        // Sessions opened with the password alone end; this one stays.
        const ended = await revokeUserSessions(trx, id, 'two-factor-enabled', session.sessionId);
        const count = ended.length;
        deps.realtime.endSessions(ended);
        await appendAudit(trx, actor, {
          module: 'Users',
          type: 'two-factor-enabled',
          recordId: id,
          after: { otherSessionsRevoked: count },
        });
        return count;
      });
      return { message: SECOND_FACTOR_MESSAGES.enabled, data: { otherSessionsRevoked: revoked } };
    },
  };

  const disable: CommandHandler<Input<'two-factor-disable'>, undefined> = {
    tx: 'none',
    async run({ input, session: s, actor }) {
      const session = ownSession(s);
      const { id, username } = session.user;
      if (!session.credentials.twoFactorEnabled) {
        throw validationError({ code: [SECOND_FACTOR_MESSAGES.notEnabled] });
      }
      if (twoFactorRequired(session, policy)) {
        throw new HttpError(422, SECOND_FACTOR_MESSAGES.requiredCannotDisable);
      }
      await checkPassword(session, actor, input.password);
      const row = await db
        .selectFrom('users')
        .select(['totp_secret', 'totp_last_step'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const secret = row.totp_secret ? box.open(row.totp_secret, id) : null;
      const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
      if (!secret || acceptCode(secret, input.code, last) === null) {
        await recordFailure(db, actor, username, 'two-factor-disable-failed');
        throw validationError({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
      }
      await db.transaction().execute(async (trx) => {
        await sql`update users set totp_secret = null, totp_enabled_at = null,
          totp_last_step = null, version = version + 1, updated_at = now()
          where id = ${id}`.execute(trx);
        await appendAudit(trx, actor, {
          module: 'Users',
          type: 'two-factor-disabled',
          recordId: id,
        });
      });
      return { message: SECOND_FACTOR_MESSAGES.disabled };
    },
  };

  /** A user administrator (edit on `user`) removes another user's second factor. */
  const reset: CommandHandler<Input<'two-factor-reset'>, undefined> = {
    async run({ input, trx, actor, audit }) {
      const target = await trx
        .selectFrom('users')
        .select(['id', 'can_manage_all', 'totp_secret'])
        .where('id', '=', input.id)
        .forUpdate()
        .executeTakeFirst();
      if (!target) throw notFound();
      if (target.can_manage_all === 'Y' && actor.canManageAll !== 'Y') {
        throw new HttpError(
          403,
          'Hanya pengguna dengan hak kelola semua yang dapat mereset verifikasi dua langkah pengguna dengan hak kelola semua.',
          MESSAGES.accessDenied,
        );
      }
      await sql`update users set totp_secret = null, totp_enabled_at = null, totp_last_step = null,
        totp_pending_secret = null, totp_pending_at = null, version = version + 1,
        updated_at = now() where id = ${input.id}`.execute(trx);
      const ended = await revokeUserSessions(trx, input.id, 'two-factor-reset');
      deps.realtime.endSessions(ended);
      await audit({
        module: 'Users',
        type: 'two-factor-reset',
        recordId: input.id,
        before: { twoFactor: target.totp_secret !== null },
        after: { twoFactor: false },
      });
      return { message: SECOND_FACTOR_MESSAGES.reset };
    },
  };

  return {
    'two-factor-start': start,
    'two-factor-confirm': confirm,
    'two-factor-disable': disable,
    'two-factor-reset': reset,
  };
}
