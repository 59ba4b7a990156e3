import { boKeys, type SessionData } from '@simrs/api-client';
import { IDLE_LOCK_DEFAULT_MINUTES } from '@simrs/validators';
import { lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { mutate } from 'swr';
import { onUnauthorized } from './bo';
import { ChunkBoundary } from './routing/ChunkBoundary';
import { loadChunk } from './routing/chunks';
import { setRouterNavigate } from './routing/navigation';
import { RouteGate } from './routing/RouteGate';
import { useIdleTimer } from './session/idle';
import { LockScreen } from './session/LockScreen';
import { SessionProvider, useSession } from './session/SessionProvider';
import { hideSplash } from './splash';
import { BootNotice } from './ui';

/** The steps a session must take first: rare, so a chunk of its own. */
const SessionSteps = lazy(() => loadChunk('session-steps', () => import('./session/SessionSteps')));

function Root() {
  const location = useLocation();
  const session = useSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every navigation
  useEffect(() => {
    hideSplash();
  }, [location.key]);
  useEffect(() => {
    onUnauthorized(() => {
      session.forget();
      void appRouter().navigate('/login', { replace: true });
    });
  }, [session.forget]);
  return <Outlet />;
}

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | null = null;

/**
 * One catch-all route: the path is parsed once, by `resolveRoute` of the route gate (the spec's
 * rules, the catalogue's parameters), not a second time by a react-router pattern per screen.
 * Created when the routed app first renders (this chunk may load while the login form is still
 * on screen, before the address becomes /dashboard).
 */
export function appRouter(): Router {
  if (!router) {
    const created = createBrowserRouter([
      {
        path: '/',
        element: <Root />,
        children: [
          { index: true, element: <RouteGate /> },
          { path: '*', element: <RouteGate /> },
        ],
      },
    ]);
    setRouterNavigate((href) => void created.navigate(href));
    router = created;
  }
  return router;
}

/**
 * The routed app: session, route table and guards, main layout and screens. `seed` is the answer
 * of a login made before this chunk was loaded: it stands in for the first profile call.
 */
export default function RoutedApp({ seed }: { seed: SessionData | null }) {
  useState(() => {
    if (seed) void mutate(boKeys.profile(seed.token), { app: {}, ...seed }, { revalidate: false });
    return true;
  });
  const [routes] = useState(appRouter);
  return (
    <SessionProvider>
      <SessionGate routes={routes} />
    </SessionProvider>
  );
}

/**
 * What the session allows: a step to take first (SessionSteps instead of the app), the app, and
 * over it the lock screen while the session is locked (the page stays mounted underneath, so an
 * unsaved form is still there after the unlock). Also runs the idle timer of the automatic lock.
 */
function SessionGate({ routes }: { routes: Router }) {
  const session = useSession();
  // 'Keluar' on the lock screen: the app is taken down first (no unsaved-changes question for a
  // session that is ending), then the session ends and the login page loads afresh.
  const [ending, setEnding] = useState(false);
  const { user, lock, restriction } = session;
  useIdleTimer(
    session.app?.idleLockMinutes ?? IDLE_LOCK_DEFAULT_MINUTES,
    Boolean(user) && !lock && !restriction && !ending,
    () => void session.lockNow(),
  );
  useEffect(() => {
    if (restriction || (lock && !user)) hideSplash();
  }, [restriction, lock, user]);

  if (ending) return <BootNotice>Keluar…</BootNotice>;
  if (user && restriction) {
    return (
      <ChunkBoundary>
        <Suspense fallback={<BootNotice>Memuat…</BootNotice>}>
          <SessionSteps restriction={restriction} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  const lockScreen = lock ? (
    <LockScreen
      name={lock.name ?? user?.name}
      username={lock.username ?? user?.username}
      twoFactor={lock.twoFactor ?? session.twoFactor?.enabled ?? false}
      onUnlock={session.unlock}
      onLogout={async () => {
        flushSync(() => setEnding(true));
        await session.logout();
        window.location.replace('/login');
      }}
    />
  ) : null;
  // Reloaded while locked: there is no page to keep, only the lock screen until it opens.
  if (lock && !user) return lockScreen;
  return (
    <>
      <RouterProvider router={routes} />
      {lockScreen}
    </>
  );
}
