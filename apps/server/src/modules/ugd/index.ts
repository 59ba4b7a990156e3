/**
 * Context `ugd`: emergency care.
 *
 * `POST /do/UGDAssesment` `remove-on-tindak-lanjut { id_user }` (spec 6, 7.2: sent on every
 * profile load of a level 23 user; the answer is not read) drops the caller's emergency
 * assessments left open once their follow-up is recorded. The emergency module keeps no
 * assessments yet, so there is never anything to remove: the call answers 200 with `removed: 0`
 * and changes nothing (no audit row: nothing was written). `id_user` must be the caller's own id
 * (403 otherwise, 422 when it is not an id).
 */
import { UGD_MESSAGES, ugdAssesmentContract } from '@simrs/validators/contracts';
import { HttpError, MESSAGES } from '../../platform/errors';
import { defineModule, implement } from '../../platform/module';

/** The spec's emergency nurse level (the one whose profile load sends the call above). */
export const EMERGENCY_NURSE_LEVEL = 23;
export { UGD_MESSAGES };

export const ugdModule = defineModule({
  context: 'ugd',
  implementations: () => [
    implement(ugdAssesmentContract, {
      commands: {
        'remove-on-tindak-lanjut': {
          async run({ input, user }) {
            if (input.id_user !== user.id) {
              throw new HttpError(403, UGD_MESSAGES.notYours, MESSAGES.accessDenied);
            }
            return { message: UGD_MESSAGES.nothingToRemove, data: { removed: 0 } };
          },
        },
      },
    }),
  ],
});
