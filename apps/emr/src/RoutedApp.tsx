import { boKeys, type SessionData } from '@simrs/api-client';
import { useEffect, useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { mutate } from 'swr';
import { onUnauthorized } from './bo';
import { setRouterNavigate } from './routing/navigation';
import { RouteGate } from './routing/RouteGate';
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
      <RouterProvider router={routes} />
    </SessionProvider>
  );
}
