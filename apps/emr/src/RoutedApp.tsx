import { boKeys, type SessionData } from '@simrs/api-client';
import { useEffect, useState } from 'react';
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
import { resolveRoute } from './routing/guards';
import { watchLinkIntent } from './routing/linkIntent';
import { setRouterNavigate } from './routing/navigation';
import { RouteGate } from './routing/RouteGate';
import { currentSession, setCurrentSession } from './session/current';
import { SessionProvider, useSession } from './session/SessionProvider';
import { hideSplash } from './splash';

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
  const decision = resolveRoute(url.pathname, url.search, currentSession());
  if (decision.kind !== 'render' || decision.screen.redirectIfLoggedIn) return;
  const main = await mainAreaChunk.load().catch(() => null);
  // A failed chunk shows on the screen (the route's error boundary), not here.
  if (main) await main.preloadRoute(decision, url.search, bo, withData);
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
        // The splash stays up while the first screen's chunk and data load.
        hydrateFallbackElement: null,
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
      <RouterProvider router={routes} />
    </SessionProvider>
  );
}
