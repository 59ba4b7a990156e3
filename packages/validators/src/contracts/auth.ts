/**
 * Context `auth`: signing in and out, the start-up session refresh, the profile call, the
 * automatic lock and the user's own sessions (docs/protocol.md, "Session calls", "Automatic
 * lock", "Own sessions").
 */
import { z } from 'zod';
import {
  currentPasswordSchema,
  SECOND_FACTOR_MESSAGES,
  type SessionRestriction,
  twoFactorCodeSchema,
} from '../account';
import type { MenuRoleEntry } from '../resources/types';
import { access, command, defineContract, out, query } from './kit';
import { id, noInput } from './params';
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

/** Fixed texts of the automatic lock and of the own sessions. */
export const SESSION_LOCK_MESSAGES = {
  /** The 423 of every call of a locked session but unlock and logout. */
  title: 'Sesi Terkunci',
  locked: 'Sesi terkunci karena tidak ada aktivitas. Masukkan kata sandi Anda untuk membuka kunci.',
  lockedDone: 'Sesi dikunci.',
  unlocked: 'Kunci sesi dibuka.',
  wrongPassword: SECOND_FACTOR_MESSAGES.wrongPassword,
  codeRequired: SECOND_FACTOR_MESSAGES.codeRequired,
} as const;

export const SESSIONS_MESSAGES = {
  ended: 'Sesi berhasil diakhiri.',
  endedOthers: (n: number) =>
    n > 0 ? `${n} sesi lain berhasil diakhiri.` : 'Tidak ada sesi lain yang aktif.',
  current: 'Sesi ini tidak dapat diakhiri dari daftar. Gunakan tombol Keluar.',
} as const;

/**
 * What the 423 of a locked session carries besides `locked: true`: whose session it is, and
 * whether the unlock needs the second factor's code too.
 */
export interface SessionLockInfo {
  name: string;
  username: string;
  /** The user has a second factor: the unlock asks for its code as well. */
  twoFactor: boolean;
  lockedAt: string;
}

/** The 6-digit code where it may be left out ('' or absent: none). */
const optionalCode = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  twoFactorCodeSchema.optional(),
);

/** One of the caller's own open sessions (account-setting, 'Sesi Aktif'). */
export interface OwnSession {
  id: number;
  /** The session of this call ('Sesi ini'). */
  current: boolean;
  /** The login. */
  createdAt: string;
  /** Its last call (at most a minute old), or the login. */
  lastSeenAt: string;
  /** The address of its last call (or of the login). */
  address: string | null;
  /** The browser's user-agent as sent at login. */
  userAgent: string | null;
  /** The browser and system read from the user-agent, e.g. 'Chrome 126 di Windows'. */
  browser: string;
  isRemember: 'Y' | 'N';
  expiresAt: string;
  /** Locked by the automatic lock. */
  locked: boolean;
}

export const authContract = defineContract({
  module: 'Auth',
  context: 'auth',
  menu: null,
  commands: {
    login: command({ input: loginInput, access: access.anonymous, output: out<SessionAnswer>() }),
    /** Ends this session (allowed while it is locked: 'Masuk sebagai pengguna lain'). */
    logout: command({ input: noInput, access: access.locked, output: out<undefined>() }),
    /**
     * The app's idle time passed: the session is locked. Every call of it but unlock and logout
     * answers 423 with `locked: true` until `unlock`; the session's sockets hear
     * `session:locked`. Idempotent.
     */
    lock: command({ input: noInput, access: access.locked, output: out<undefined>() }),
    /**
     * Opens a locked session with the user's password (and the second factor's code when the
     * user has one). Wrong passwords and codes count as failed logins (same limit, 429).
     */
    unlock: command({
      input: z.object({ password: currentPasswordSchema, code: optionalCode }),
      access: access.locked,
      output: out<SessionAnswer>(),
    }),
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

/** The caller's own open sessions: seen and ended from account-setting. */
export const sessionsContract = defineContract({
  module: 'Sesi',
  context: 'auth',
  menu: null,
  queries: {
    list: query({ input: noInput, access: access.session, output: out<{ list: OwnSession[] }>() }),
  },
  commands: {
    /** Ends one of the caller's other sessions; its sockets are disconnected at once. */
    end: command({
      input: z.object({ id: id() }),
      access: access.session,
      output: out<undefined>(),
    }),
    /** Ends every other session of the caller. */
    'end-others': command({
      input: noInput,
      access: access.session,
      output: out<{ ended: number }>(),
    }),
  },
});

export const authContracts = [authContract, profileContract, sessionsContract] as const;
