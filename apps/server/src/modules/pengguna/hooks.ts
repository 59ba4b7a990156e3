import type { Argon2Cost } from '../../config';
import { HttpError, MESSAGES } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { ResourceHooks } from '../../resources/crud';

/** Server-side additions to the generic CRUD of users and levels. */
export function userHooks(argon2: Argon2Cost): { Users: ResourceHooks; UserLevel: ResourceHooks } {
  return {
    Users: {
      async beforeWrite(values, { mode, actor }) {
        if (values.canManageAll === 'Y' && actor.canManageAll !== 'Y') {
          throw new HttpError(
            403,
            'Hanya pengguna dengan hak kelola semua yang dapat memberikan hak kelola semua.',
            MESSAGES.accessDenied,
          );
        }
        const out = { ...values };
        if (typeof out.password === 'string' && out.password.length > 0) {
          out.password = await hashPassword(out.password, argon2);
        } else if (mode === 'update') {
          delete out.password;
        }
        return out;
      },
      // A new password or a deactivation ends every open session of that user. A password set
      // here is set by an administrator: its owner must change it at the next login (a new
      // user gets that from the column's default).
      async afterWrite(trx, { id, values }) {
        if (typeof values.password === 'string') {
          await trx
            .updateTable('users')
            .set({ must_change_password: true })
            .where('id', '=', id)
            .execute();
        }
        const reason =
          typeof values.password === 'string'
            ? 'password-changed'
            : values.status === 'N'
              ? 'deactivated'
              : null;
        if (!reason) return;
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date(), logout_reason: reason })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      },
    },
    UserLevel: {
      inUseMessage: { title: MESSAGES.levelInUseTitle, message: MESSAGES.levelInUse },
    },
  };
}
