import { hashPassword } from '../auth/passwords';
import type { Argon2Cost } from '../config';
import { HttpError, MESSAGES } from '../http/errors';
import type { ResourceHooks } from './crud';

/** Server-side additions to the generic CRUD, by resource key. */
export function resourceHooks(argon2: Argon2Cost): Record<string, ResourceHooks> {
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
    },
    UserLevel: {
      inUseMessage: { title: MESSAGES.levelInUseTitle, message: MESSAGES.levelInUse },
    },
  };
}
