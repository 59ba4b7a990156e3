/**
 * Context `auth`: signing in and out, the start-up session refresh and the profile call
 * (docs/protocol.md, "Session calls").
 */
import { z } from 'zod';
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

export interface SessionAnswer {
  token: string;
  isRemember: 'Y' | 'N';
  expiresAt: string;
  user: SessionUserData;
  app: AppInfo;
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
    logout: command({ input: noInput, access: access.session, output: out<undefined>() }),
    /** The start-up refresh: the session extended, the user reloaded. */
    refresh: command({ input: noInput, access: access.session, output: out<SessionAnswer>() }),
  },
});

export const profileContract = defineContract({
  module: 'profile',
  context: 'auth',
  menu: null,
  queries: {
    read: query({ input: noInput, access: access.session, output: out<SessionAnswer>() }),
  },
});

export const authContracts = [authContract, profileContract] as const;
