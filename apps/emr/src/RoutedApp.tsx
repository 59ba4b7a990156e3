import { boKeys, type SessionData } from '@simrs/api-client';
import { IDLE_LOCK_DEFAULT_MINUTES } from '@simrs/validators';
import { lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Outlet,
  RouterProvider,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from 'react-router-dom';
import { mutate } from 'swr';
import { bo, onUnauthorized } from './bo';
import { mainAreaChunk } from './routing/appChunks';
import { ChunkBoundary } from './routing/ChunkBoundary';
import { defineChunk, loadChunk } from './routing/chunks';
import { watchLinkIntent } from './routing/linkIntent';
import { setRouterNavigate } from './routing/navigation';
import { RouteGate } from './routing/RouteGate';
import { currentSession, setCurrentSession } from './session/current';
import { useIdleTimer } from './session/idle';
import { LockOverlay } from './session/LockOverlay';
import type { LockScreenProps } from './session/LockScreen';
import { SessionProvider, useSession } from './session/SessionProvider';
import { hideSplash } from './splash';
import { BootNotice } from './ui';

/** The steps a session must take first: rare, so a chunk of its own. */
const SessionSteps = lazy(() => loadChunk('session-steps', () => import('./session/SessionSteps')));

/**
 * The lock screen is a chunk of its own (its form brings react-hook-form and the password
 * schemas, which no first screen needs): fetched when the browser is idle a few seconds after the
 * session starts, long before the idle lock can come. A lock that comes before it arrived (another
 * tab locked, or a reload while locked) covers the page at once and shows the form when it has;
 * if it cannot load, the page stays covered and says so.
 */
const lockScreenChunk = defineChunk('lock', () => import('./session/LockScreen'));
const LockScreen = lazy(() => lockScreenChunk.load().then((m) => ({ default: m.LockScreen })));
const LOCK_PREFETCH_MS = 3_000;

function LockLayer(props: LockScreenProps) {
  return (
    <LockOverlay data-part="lock-cover">
      <ChunkBoundary>
        <Suspense fallback={<BootNotice>Sesi terkunci. Memuat…</BootNotice>}>
          <LockScreen {...props} />
        </Suspense>
      </ChunkBoundary>
    </LockOverlay>
  );
}

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
  useEffect(() => watchLinkIntent(document, (url, withData) => prepare(url, withData)), []);
  return <Outlet />;
}

/**
 * Starts what the screen at `url` needs (its chunk, and with `withData` its declared queries)
 * when the guards would show it to the current session; resolves once it has arrived (or after
 * the wait limit of `routeData.ts`). Nothing for the login route, redirects or a visitor.
 */
async function prepare(url: URL, withData = true): Promise<void> {
  const main = await mainAreaChunk.load().catch(() => null);
  // A failed chunk shows on the screen (the route's error boundary), not here.
  if (main) await main.prepareRoute(url, currentSession(), bo, withData);
}

/** The router's loader: a navigation shows the next screen once its chunk and data are in. */
async function routeLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await prepare(new URL(request.url));
  return null;
}

/**
 * Only a change of screen waits for data: a list's page, sort or search (the same path, another
 * query string) shows at once, and the list keeps its rows until the next page arrives.
 */
function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** What the router draws before the first screen is ready: nothing (the splash covers it). */
function SplashStays() {
  return null;
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
    const gate = { element: <RouteGate />, loader: routeLoader, shouldRevalidate };
    const created = createBrowserRouter([
      {
        path: '/',
        element: <Root />,
        // The splash stays up while the first screen's chunk and data load (a component, not
        // `hydrateFallbackElement: null`, which react-router takes for none and warns about).
        HydrateFallback: SplashStays,
        children: [
          { index: true, ...gate },
          { path: '*', ...gate },
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
 * of a login, or of the start-up session refresh, made before this chunk rendered: the same
 * answer as the profile call, it decides the session at once (the profile call still runs, and
 * its answer wins). The first screen's chunk and data then load together.
 */
export default function RoutedApp({ seed }: { seed: SessionData | null }) {
  useState(() => {
    if (seed) {
      void mutate(boKeys.profile(seed.token), { app: {}, ...seed }, { revalidate: false });
      setCurrentSession({ token: seed.token, user: seed.user });
    }
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
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return undefined;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      const load = () => void lockScreenChunk.load().catch(() => undefined);
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(load, { timeout: 5_000 });
      } else load();
    }, LOCK_PREFETCH_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [signedIn]);

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
    <LockLayer
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
      {/* Not in a transition: the loader has the next screen's chunk and data in already, so it
          renders at once in one task; a transition would cut that render into 5 ms slices with a
          frame painted between each (about twice as long on a list; decision 14). */}
      <RouterProvider router={routes} useTransitions={false} />
      {lockScreen}
    </>
  );
}
