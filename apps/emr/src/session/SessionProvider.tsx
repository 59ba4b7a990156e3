import {
  type AppVariables,
  BoError,
  boKeys,
  clearUser,
  type ProfileData,
  readStoredLock,
  type SessionData,
  type SessionUser,
  STORAGE_KEYS,
  type TwoFactorState,
  type UnlockInput,
  useBoClient,
  useProfile,
} from '@simrs/api-client';
import type { SessionRestriction } from '@simrs/validators';
import type { SessionLockInfo } from '@simrs/validators/contracts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import type { SessionState } from '../routing/guards';
import { setCurrentSession } from './current';

/** What the lock screen knows of a locked session (another tab's lock may tell nothing). */
export type SessionLock = Partial<SessionLockInfo>;

export interface Session {
  /** Bumped when the cookie changed under the app (login, logout, 401). */
  generation: number;
  /** Token and user as the guards read them. */
  state: SessionState;
  user: SessionUser | null;
  app: AppVariables | undefined;
  /** The second factor of the user (enabled, required, pending). */
  twoFactor: TwoFactorState | undefined;
  /** The step the session must take before anything else, or null. */
  restriction: SessionRestriction | null;
  /** The session is locked (this tab's idle time, another tab's, or a 423): the lock screen. */
  lock: SessionLock | null;
  /** The profile call is still deciding (a token exists, no answer yet). */
  isDeciding: boolean;
  /** A login (or its second step) answered this session: it becomes the app's. */
  signedIn(data: SessionData): Promise<void>;
  logout(): Promise<void>;
  /** Refreshes the session (do/Auth refresh) and reloads the profile. */
  refresh(): Promise<void>;
  /** Reads the profile again (after a credential changed). */
  reload(): Promise<void>;
  /** Locks the session (the idle time passed). */
  lockNow(): Promise<void>;
  /** Opens the lock with the user's password (and code); rejects with the server's error. */
  unlock(input: UnlockInput): Promise<void>;
  /** Forgets the session after the client's 401 handling cleared it. */
  forget(): void;
}

const SessionContext = createContext<Session | null>(null);

function isLockedError(error: unknown): boolean {
  return error instanceof BoError && error.isLocked;
}

/**
 * The session of spec section 4: the token from the cookie, then /get/profile decides; success
 * stores user, token and menu list (done by `useProfile`), failure clears the user. A locked
 * session keeps its user (the page stays mounted under the lock screen): the 423s of its calls
 * do not sign it out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const bo = useBoClient();
  // Bumped whenever the cookie changes under us (login, logout, 401), so the token is read again.
  const [generation, setGeneration] = useState(0);
  const profile = useProfile();
  const { mutate, cache } = useSWRConfig();
  const token = bo.token() ?? null;
  const [lock, setLock] = useState<SessionLock | null>(() =>
    bo.token() ? (readStoredLock(bo.storage) ?? null) : null,
  );
  // Read by SWR synchronously: set in the signal listener, before the refused call's promise
  // settles, so its 423 is discarded instead of replacing a screen's data with an error.
  const lockedNow = useRef(lock !== null);
  lockedNow.current = lock !== null;
  const data: ProfileData | undefined = profile.profile;
  const usable = Boolean(token && data?.user && (!profile.error || isLockedError(profile.error)));
  const user = usable && data ? data.user : null;
  const reloadProfile = profile.mutate;

  useEffect(() => {
    /** After an unlock: the calls that the lock refused (423) are made again. */
    const retryLocked = () => {
      for (const key of cache.keys()) {
        if (isLockedError(cache.get(key)?.error)) void mutate(key);
      }
    };
    const off = bo.onSessionSignal((signal) => {
      if (signal.kind === 'locked') {
        lockedNow.current = true;
        setLock((current) => ({ ...current, ...(signal.lock ?? readStoredLock(bo.storage)) }));
      } else if (signal.kind === 'unlocked') {
        lockedNow.current = false;
        setLock(null);
        retryLocked();
      } else {
        // A step to take first (403 with `restriction`): the profile names it.
        void reloadProfile();
      }
    });
    // Another tab locked or opened the session (the stored lock): this one follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.lock || !bo.token()) return;
      // Opened: told to this tab's listeners too (its sockets connect again).
      if (event.newValue === null) bo.signalSession({ kind: 'unlocked' });
      else {
        lockedNow.current = true;
        setLock(readStoredLock(bo.storage) ?? {});
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
    };
  }, [bo, cache, mutate, reloadProfile]);

  const signedIn = useCallback(
    async (session: SessionData) => {
      // The login answer is the profile: seed it so the app does not ask again at once.
      await mutate(boKeys.profile(session.token), { app: {}, ...session }, { revalidate: false });
      setLock(null);
      setGeneration((g) => g + 1);
    },
    [mutate],
  );

  const logout = useCallback(async () => {
    await bo.logout();
    clearUser(bo.storage);
    setLock(null);
    setGeneration((g) => g + 1);
  }, [bo]);

  const refresh = useCallback(async () => {
    if (!bo.token()) return;
    await bo.refresh().catch(() => undefined);
    await reloadProfile();
    setGeneration((g) => g + 1);
  }, [bo, reloadProfile]);

  const reload = useCallback(async () => {
    await reloadProfile();
  }, [reloadProfile]);

  const lockNow = useCallback(async () => {
    // The lock screen shows at once; the server's lock follows (a failure: the next call's 423
    // or 401 decides).
    await bo.lock().catch(() => undefined);
  }, [bo]);

  const unlock = useCallback(
    async (input: UnlockInput) => {
      const result = await bo.unlock(input);
      await mutate(
        boKeys.profile(result.data.token),
        { app: {}, ...result.data },
        { revalidate: false },
      );
    },
    [bo, mutate],
  );

  const forget = useCallback(() => {
    setLock(null);
    setGeneration((g) => g + 1);
  }, []);

  // The router's loader reads the session outside React (`./current.ts`).
  useMemo(() => setCurrentSession({ token, user }), [token, user]);
  const value = useMemo<Session>(
    () => ({
      generation,
      state: { token, user },
      user,
      app: data?.app,
      twoFactor: data?.twoFactor,
      restriction: user ? (data?.restriction ?? null) : null,
      lock: token ? lock : null,
      isDeciding: Boolean(token) && profile.isLoading,
      signedIn,
      logout,
      refresh,
      reload,
      lockNow,
      unlock,
      forget,
    }),
    [
      token,
      user,
      data,
      lock,
      profile.isLoading,
      signedIn,
      logout,
      refresh,
      reload,
      lockNow,
      unlock,
      forget,
      generation,
    ],
  );
  // While locked the screens' queries are paused (no call, no error): what they show stays.
  const swr = useMemo(() => ({ isPaused: () => lockedNow.current }), []);
  return (
    <SessionContext.Provider value={value}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs <SessionProvider>');
  return session;
}
