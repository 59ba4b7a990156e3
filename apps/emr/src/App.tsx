import { BoClientProvider } from '@simrs/api-client';
import { DesignSystemProvider, DialogProvider } from '@simrs/design-system';
import { screenCatalog } from '@simrs/domain/screens';
import { useEffect } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { bo, onUnauthorized } from './bo';
import { RouteGate } from './routing/RouteGate';
import { pathPattern } from './routing/routeTable';
import { SessionProvider, useSession } from './session/SessionProvider';

/** Hides the boot splash of index.html after each navigation (spec 2.1). */
function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (splash) splash.hidden = true;
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
      void router.navigate('/login', { replace: true });
    });
  }, [session.forget]);
  return <Outlet />;
}

/** One route per entry of the route table, plus the empty path and the unknown-path catch-all. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    children: [
      { index: true, element: <RouteGate /> },
      ...screenCatalog.map((s) => ({ path: pathPattern(s).slice(1), element: <RouteGate /> })),
      { path: '*', element: <RouteGate /> },
    ],
  },
]);

export function App() {
  return (
    <BoClientProvider client={bo}>
      <DesignSystemProvider>
        <DialogProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </DialogProvider>
      </DesignSystemProvider>
    </BoClientProvider>
  );
}
