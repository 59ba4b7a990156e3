/**
 * Context `pengguna`: users and levels (user, user-level) and each user's own account
 * (account-setting: own password, push device tokens).
 */
import { z } from 'zod';
import { changePasswordSchema } from '../account';
import { userLevelResource, usersResource } from '../resources';
import { access, command, out } from './kit';
import { resourceContract } from './resource';

export const usersContract = resourceContract(usersResource, 'pengguna', {
  /** The signed-in user's own password (no menu: the account is the user's own). */
  'change-password': command({
    input: changePasswordSchema,
    access: access.session,
    output: out<{ otherSessionsRevoked: number }>(),
  }),
  /** A push device token of the caller (idempotent). */
  'update-token': command({
    input: z.object({
      token: z
        .string({ error: 'Token perangkat tidak valid.' })
        .min(1, { error: 'Token perangkat tidak valid.' })
        .max(4096, { error: 'Token perangkat tidak valid.' }),
    }),
    access: access.session,
    output: out<undefined>(),
  }),
  /** That token of the caller, or all of the caller's tokens. */
  'remove-token': command({
    input: z.object({
      token: z.preprocess(
        (v) => (typeof v === 'string' && v !== '' ? v : null),
        z.string().max(4096).nullable(),
      ),
    }),
    access: access.session,
    output: out<{ removed: number }>(),
  }),
});

export const userLevelContract = resourceContract(userLevelResource, 'pengguna');

export const penggunaContracts = [usersContract, userLevelContract] as const;
