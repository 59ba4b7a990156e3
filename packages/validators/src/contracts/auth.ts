/**
 * Context `auth`: signing in and out, the start-up session refresh and the profile call
 * (docs/protocol.md, "Session calls").
 */
import { z } from 'zod';
import { type SessionRestriction, twoFactorCodeSchema } from '../account';
import type { MenuRoleEntry } from '../resources/types';
import { access, command, defineContract, out, query } from './kit';
import { noInput } from './params';
import type { AppInfo } from './pengaturan';

export interface SessionUserData {
  id: number;
  name: string;
  username: string;
  levelId: number;
  levelName: string;
  canManageAll: 'Y' | 'N';
  menuRole: MenuRoleEntry[];
}

/** The second factor (TOTP) of the signed-in user. */
export interface TwoFactorState {
  /** The user has a confirmed authenticator. */
  enabled: boolean;
  /** The user's level flag or role requires one (docs/security.md). */
  required: boolean;
  /** This session waits for the authenticator's code (`Auth verify-code`). */
  pending: boolean;
}

export interface SessionAnswer {
  token: string;
  isRemember: 'Y' | 'N';
  expiresAt: string;
  /** While the second factor's code is awaited, `menuRole` is empty. */
  user: SessionUserData;
  app: AppInfo;
  /** The password was set by someone else: change it (`Users change-password`) first. */
  mustChangePassword: boolean;
  twoFactor: TwoFactorState;
  /**
   * The step the session must take before anything else, or null: 'second-factor' (the code),
   * 'change-password', 'two-factor-setup' (`Users two-factor-start`, then `two-factor-confirm`).
   * Until it is taken every other call answers 403 with the same `restriction` in its body.
   */
  restriction: SessionRestriction | null;
}

export const LOGIN_MESSAGES = {
  username: 'Username wajib diisi.',
  password: 'Kata sandi wajib diisi.',
} as const;

export const loginInput = z.object({
  username: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: LOGIN_MESSAGES.username })
      .min(1, { error: LOGIN_MESSAGES.username })
      .max(100, { error: LOGIN_MESSAGES.username }),
  ),
  password: z
    .string({ error: LOGIN_MESSAGES.password })
    .min(1, { error: LOGIN_MESSAGES.password })
    .max(256, { error: LOGIN_MESSAGES.password }),
  isRemember: z.preprocess((v) => (v === 'Y' || v === true ? 'Y' : 'N'), z.enum(['Y', 'N'])),
});

export const authContract = defineContract({
  module: 'Auth',
  context: 'auth',
  menu: null,
  commands: {
    login: command({ input: loginInput, access: access.anonymous, output: out<SessionAnswer>() }),
    logout: command({ input: noInput, access: access.account, output: out<undefined>() }),
    /** The start-up refresh: the user reloaded; the lifetime counts from login (not extended). */
    refresh: command({ input: noInput, access: access.account, output: out<SessionAnswer>() }),
    /**
     * The second factor after the password: the authenticator's code for a session whose
     * `restriction` is 'second-factor'. Wrong codes count as failed logins (same limit, 429).
     */
    'verify-code': command({
      input: z.object({ code: twoFactorCodeSchema }),
      access: access.account,
      output: out<SessionAnswer>(),
    }),
  },
});

export const profileContract = defineContract({
  module: 'profile',
  context: 'auth',
  menu: null,
  queries: {
    read: query({ input: noInput, access: access.account, output: out<SessionAnswer>() }),
  },
});

export const authContracts = [authContract, profileContract] as const;
