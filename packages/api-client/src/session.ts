// The browser session of spec sections 4 and 9: the auth cookie 'token' (360 days with
// remember-me, 90 without), the user, menu list, 'all menus' flag and app variables in
// localStorage, and the logout reason stored with the session.

import type { SessionRestriction } from '@simrs/validators';
import type { SessionLockInfo } from '@simrs/validators/contracts';
import Cookies from 'js-cookie';

export type YesNo = 'Y' | 'N';

export interface MenuRoleEntry {
  menu: string;
  actions: string[];
}

export interface SessionUser {
  id: number | string;
  name?: string;
  username?: string;
  levelId: number;
  levelName?: string;
  canManageAll: YesNo;
  menuRole: MenuRoleEntry[];
}

export interface AppFeatures {
  registration?: boolean;
  supportingDoctor?: boolean;
  poliAdjustment?: boolean;
  inpatientAdjustment?: boolean;
  deliveryNoteUpdate?: boolean;
}

/** The app variable object of the login/profile answer (saved locally). */
export interface AppVariables {
  name?: string;
  hospitalName?: string;
  /** Version of the hospital's logo (`client.logoUrl`); null when static-settings has none. */
  logoVersion?: string | null;
  copyrightStartYear?: number;
  features?: AppFeatures;
  /** 'Kunci otomatis setelah (menit)': lock the session after this many idle minutes; 0 never. */
  idleLockMinutes?: number;
  socketPath?: string;
  [key: string]: unknown;
}

/** The second factor of the signed-in user (docs/protocol.md, "Credentials"). */
export interface TwoFactorState {
  enabled: boolean;
  required: boolean;
  pending: boolean;
}

export interface SessionData {
  token: string;
  isRemember: YesNo;
  user: SessionUser;
  app?: AppVariables;
  expiresAt?: string;
  /** The password was set by someone else. */
  mustChangePassword?: boolean;
  twoFactor?: TwoFactorState;
  /** The step the session must take before anything else, or null. */
  restriction?: SessionRestriction | null;
}

/** 'unauthorized' is stored by the 401 handling; 'logout' by a user's logout. */
export type LogoutReason = 'unauthorized' | 'logout' | (string & {});

/** Where the session lives: a cookie jar and a key-value store. */
export interface SessionStorage {
  getCookie(name: string): string | undefined;
  setCookie(name: string, value: string, expiresInDays: number): void;
  removeCookie(name: string): void;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const TOKEN_COOKIE = 'token';
export const REMEMBER_DAYS = 360;
export const SESSION_DAYS = 90;

export const STORAGE_KEYS = {
  user: 'simrs:user',
  menu: 'simrs:menu',
  allMenus: 'simrs:allMenus',
  app: 'simrs:app',
  isRemember: 'simrs:isRemember',
  logoutReason: 'simrs:logoutReason',
  /** The lock of this browser's session (every tab shows the lock screen while it is set). */
  lock: 'simrs:lock',
} as const;

export interface BrowserSessionStorageOptions {
  /** Cookie attributes (path, domain, sameSite, secure). Defaults: path '/', sameSite 'Lax', secure on https. */
  cookie?: Cookies.CookieAttributes;
  /** The key-value store; window.localStorage by default. */
  storage?: Storage;
}

/** js-cookie for the cookie, localStorage for the rest. */
export function createBrowserSessionStorage(
  options: BrowserSessionStorageOptions = {},
): SessionStorage {
  const isHttps = globalThis.location?.protocol === 'https:';
  const attributes: Cookies.CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: isHttps,
    ...options.cookie,
  };
  const store = (): Storage => options.storage ?? globalThis.localStorage;
  return {
    getCookie: (name) => Cookies.get(name),
    setCookie: (name, value, expiresInDays) => {
      Cookies.set(name, value, { ...attributes, expires: expiresInDays });
    },
    removeCookie: (name) => Cookies.remove(name, attributes),
    getItem: (key) => store().getItem(key),
    setItem: (key, value) => store().setItem(key, value),
    removeItem: (key) => store().removeItem(key),
  };
}

/** A session kept in memory (server-side rendering, scripts, tests). Expiry is recorded, not enforced. */
export function createMemorySessionStorage(): SessionStorage & {
  cookieExpiry(name: string): number | undefined;
} {
  const cookies = new Map<string, { value: string; days: number }>();
  const items = new Map<string, string>();
  return {
    getCookie: (name) => cookies.get(name)?.value,
    setCookie: (name, value, days) => {
      cookies.set(name, { value, days });
    },
    removeCookie: (name) => {
      cookies.delete(name);
    },
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    cookieExpiry: (name) => cookies.get(name)?.days,
  };
}

function readJson<T>(storage: SessionStorage, key: string): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** Stores the user (with its menu list and 'all menus' flag) as section 4 says. */
export function storeUser(storage: SessionStorage, user: SessionUser): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  storage.setItem(STORAGE_KEYS.menu, JSON.stringify(user.menuRole ?? []));
  storage.setItem(STORAGE_KEYS.allMenus, user.levelId === 1 ? 'Y' : 'N');
}

/** Stores a login/refresh/profile answer: cookie 'token' for 360 or 90 days, user, menus, app. */
export function storeSession(storage: SessionStorage, session: SessionData): void {
  const days = session.isRemember === 'Y' ? REMEMBER_DAYS : SESSION_DAYS;
  storage.setCookie(TOKEN_COOKIE, session.token, days);
  storage.setItem(STORAGE_KEYS.isRemember, session.isRemember);
  storeUser(storage, session.user);
  if (session.app) storage.setItem(STORAGE_KEYS.app, JSON.stringify(session.app));
  storage.removeItem(STORAGE_KEYS.logoutReason);
}

/** Clears the user and its menu data (the token stays). */
export function clearUser(storage: SessionStorage): void {
  storage.removeItem(STORAGE_KEYS.user);
  storage.removeItem(STORAGE_KEYS.menu);
  storage.removeItem(STORAGE_KEYS.allMenus);
}

/** Logout: clears the token, user, stored menu data and lock. The logout reason is kept. */
export function clearSession(storage: SessionStorage): void {
  storage.removeCookie(TOKEN_COOKIE);
  storage.removeItem(STORAGE_KEYS.isRemember);
  storage.removeItem(STORAGE_KEYS.lock);
  clearUser(storage);
}

/**
 * The lock of this browser's session as the last tab learnt it (`{ at }` when only the fact is
 * known), or undefined when it is not locked.
 */
export function readStoredLock(storage: SessionStorage): Partial<SessionLockInfo> | undefined {
  return readJson<Partial<SessionLockInfo>>(storage, STORAGE_KEYS.lock);
}

export function writeStoredLock(storage: SessionStorage, lock: Partial<SessionLockInfo>): void {
  storage.setItem(STORAGE_KEYS.lock, JSON.stringify(lock));
}

export function clearStoredLock(storage: SessionStorage): void {
  storage.removeItem(STORAGE_KEYS.lock);
}

export function readToken(storage: SessionStorage): string | undefined {
  const token = storage.getCookie(TOKEN_COOKIE);
  return token ? token : undefined;
}

export function readStoredUser(storage: SessionStorage): SessionUser | undefined {
  return readJson<SessionUser>(storage, STORAGE_KEYS.user);
}

export function readStoredMenu(storage: SessionStorage): MenuRoleEntry[] {
  return readJson<MenuRoleEntry[]>(storage, STORAGE_KEYS.menu) ?? [];
}

export function readAllMenusFlag(storage: SessionStorage): YesNo {
  return storage.getItem(STORAGE_KEYS.allMenus) === 'Y' ? 'Y' : 'N';
}

export function readStoredApp(storage: SessionStorage): AppVariables | undefined {
  return readJson<AppVariables>(storage, STORAGE_KEYS.app);
}

export function readLogoutReason(storage: SessionStorage): LogoutReason | undefined {
  return storage.getItem(STORAGE_KEYS.logoutReason) ?? undefined;
}

export function writeLogoutReason(storage: SessionStorage, reason: LogoutReason): void {
  storage.setItem(STORAGE_KEYS.logoutReason, reason);
}

export function clearLogoutReason(storage: SessionStorage): void {
  storage.removeItem(STORAGE_KEYS.logoutReason);
}
