import { useBoClient } from '@simrs/api-client';
import { findScreen } from '@simrs/domain/screens';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { BootNotice } from '../ui';
import { ChunkBoundary } from './ChunkBoundary';
import { loadChunk } from './chunks';
import { resolveRoute } from './guards';
import { toRouteEntry } from './routeTable';
import { screenFor } from './screens';

/** The main layout with its screens: a chunk of its own, so the login route stays small. */
const MainArea = lazy(() => loadChunk('main', () => import('./MainArea')));

/** Carries out the decision of `resolveRoute` for the current location. */
export function RouteGate() {
  const location = useLocation();
  const session = useSession();
  const bo = useBoClient();
  if (session.isDeciding) return <BootNotice>Memuat sesi…</BootNotice>;
  const state = { token: bo.token() ?? null, user: session.user };
  const decision = resolveRoute(location.pathname, location.search, state);
  if (decision.kind === 'redirect' && decision.delayMs === 0) {
    return <Navigate to={decision.to} replace />;
  }
  let content: React.ReactNode;
  const screen = decision.kind === 'render' ? decision.screen : null;
  if (screen && (screen.displayOnly || screen.redirectIfLoggedIn)) {
    // Public and login screens: empty layout, no resource definitions needed.
    const route = toRouteEntry(findScreen(screen.key) ?? screen);
    const Screen = screenFor(route.kind);
    content = (
      <Screen
        route={route}
        params={decision.kind === 'render' ? decision.params : {}}
        mode="list"
      />
    );
  } else {
    content = <MainArea decision={decision} />;
  }
  return (
    <ChunkBoundary key={location.pathname}>
      <Suspense fallback={<BootNotice>Memuat halaman…</BootNotice>}>{content}</Suspense>
    </ChunkBoundary>
  );
}
