/**
 * Context `pengguna`: users and levels (user, user-level) and each user's own account
 * (account-setting: own password, push device tokens).
 */
import { z } from 'zod';
import { changePasswordSchema, currentPasswordSchema, twoFactorCodeSchema } from '../account';
import { userLevelResource, usersResource } from '../resources';
import { access, command, out } from './kit';
import { id } from './params';
import { resourceContract } from './resource';

/** A second factor being set up: what the account screen shows (the QR code holds `uri`). */
export interface TwoFactorEnrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** `otpauth://totp/{issuer}:{username}?secret=...&issuer=...&algorithm=SHA1&digits=6&period=30` */
  uri: string;
  issuer: string;
  account: string;
  digits: number;
  period: number;
  algorithm: 'SHA1';
  /** ISO time after which the setup must start again. */
  expiresAt: string;
}

export const usersContract = resourceContract(usersResource, 'pengguna', {
  /**
   * The signed-in user's own password (no menu: the account is the user's own). Clears
   * `mustChangePassword`.
   */
  'change-password': command({
    input: changePasswordSchema,
    access: access.account,
    output: out<{ otherSessionsRevoked: number }>(),
  }),
  /**
   * Starts setting up the caller's second factor (confirmed with the current password): a new
   * secret for an authenticator app, as text and as the `otpauth://` URI its QR code holds. It
   * waits 15 minutes for `two-factor-confirm`.
   */
  'two-factor-start': command({
    input: z.object({ password: currentPasswordSchema }),
    access: access.account,
    output: out<TwoFactorEnrolment>(),
  }),
  /** Confirms the setup with the app's first code: the second factor is on. */
  'two-factor-confirm': command({
    input: z.object({ code: twoFactorCodeSchema }),
    access: access.account,
    output: out<{ otherSessionsRevoked: number }>(),
  }),
  /** Turns the caller's second factor off (password and a code), unless it is required. */
  'two-factor-disable': command({
    input: z.object({ password: currentPasswordSchema, code: twoFactorCodeSchema }),
    access: access.account,
    output: out<undefined>(),
  }),
  /**
   * A user administrator removes a user's second factor (a lost phone): the user sets it up
   * again at the next login when it is required; the user's sessions end.
   */
  'two-factor-reset': command({
    input: z.object({ id: id() }),
    access: 'edit',
    output: out<undefined>(),
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
