import type { ServerModule } from '../app';
import { HttpError, MESSAGES, validationError } from '../http/errors';

/** The spec's emergency nurse level (the one whose profile load sends the call below). */
export const EMERGENCY_NURSE_LEVEL = 23;

export const UGD_MESSAGES = {
  nothingToRemove: 'Tidak ada asesmen UGD yang perlu dihapus.',
  notYours: 'Anda hanya dapat membersihkan asesmen UGD milik Anda sendiri.',
  badUser: 'ID pengguna tidak valid.',
} as const;

/**
 * `POST /do/UGDAssesment` `remove-on-tindak-lanjut { id_user }` (spec 6, 7.2: sent on every
 * profile load of a level 23 user; the answer is not read). It is meant to drop the caller's
 * emergency assessments left open once their follow-up (tindak lanjut) is recorded. The emergency
 * module keeps no assessments yet, so there is never anything to remove: the call answers 200
 * with `removed: 0` and changes nothing (no audit row, nothing was written). `id_user` must be the
 * caller's own id (403 otherwise, 422 when it is not an id). Any signed-in user may send it for
 * themselves; it only ever concerns their own items.
 */
export const ugdModule: ServerModule = ({ customDo }) => {
  customDo.UGDAssesment = {
    'remove-on-tindak-lanjut': {
      permission: null,
      async run({ payload, session }) {
        const raw = payload.id_user;
        const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
        if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
          throw validationError({ id_user: [UGD_MESSAGES.badUser] });
        }
        if (id !== session.user.id) {
          throw new HttpError(403, UGD_MESSAGES.notYours, MESSAGES.accessDenied);
        }
        return { message: UGD_MESSAGES.nothingToRemove, data: { removed: 0 } };
      },
    },
  };
};
