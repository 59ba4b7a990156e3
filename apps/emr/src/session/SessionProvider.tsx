import {
  type AppVariables,
  boKeys,
  clearUser,
  type LoginInput,
  type SessionUser,
  useBoClient,
  useProfile,
} from '@simrs/api-client';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SessionState } from '../routing/guards';
import { setCurrentSession } from './current';

export interface Session {
  /** Bumped when the cookie changed under the app (login, logout, 401). */
  generation: number;
  /** Token and user as the guards read them. */
  state: SessionState;
  user: SessionUser | null;
  app: AppVariables | undefined;
  /** The profile call is still deciding (a token exists, no answer yet). */
  isDeciding: boolean;
  login(input: LoginInput): Promise<void>;
  logout(): Promise<void>;
  /** Refreshes the session (do/Auth refresh) and reloads the profile. */
  refresh(): Promise<void>;
  /** Forgets the session after the client's 401 handling cleared it. */
  forget(): void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The session of spec section 4: the token from the cookie, then /get/profile decides; success
 * stores user, token and menu list (done by `useProfile`), failure clears the user.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const bo = useBoClient();
  // Bumped whenever the cookie changes under us (login, logout, 401), so the token is read again.
  const [generation, setGeneration] = useState(0);
  const profile = useProfile();
  const { mutate } = useSWRConfig();
  const token = bo.token() ?? null;
  const user = token && profile.user && !profile.error ? profile.user : null;

  const login = useCallback(
    async (input: LoginInput) => {
      const result = await bo.login(input);
      // The login answer is the profile: seed it so the app does not ask again at once.
      await mutate(
        boKeys.profile(result.data.token),
        { app: {}, ...result.data },
        {
          revalidate: false,
        },
      );
      setGeneration((g) => g + 1);
    },
    [bo, mutate],
  );

  const logout = useCallback(async () => {
    await bo.logout();
    clearUser(bo.storage);
    setGeneration((g) => g + 1);
  }, [bo]);

  const reloadProfile = profile.mutate;
  const refresh = useCallback(async () => {
    if (!bo.token()) return;
    await bo.refresh().catch(() => undefined);
    await reloadProfile();
    setGeneration((g) => g + 1);
  }, [bo, reloadProfile]);

  const forget = useCallback(() => setGeneration((g) => g + 1), []);

  const value = useMemo<Session>(() => {
    // The router's loader reads the session outside React (`./current.ts`).
    setCurrentSession({ token, user });
    return {
      generation,
      state: { token, user },
      user,
      app: profile.app,
      isDeciding: Boolean(token) && profile.isLoading,
      login,
      logout,
      refresh,
      forget,
    };
  }, [token, user, profile.app, profile.isLoading, login, logout, refresh, forget, generation]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs <SessionProvider>');
  return session;
}
