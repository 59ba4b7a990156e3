import { useBoClient } from '@simrs/api-client';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { ScreenProps } from '../features/types';
import { useSession } from '../session/SessionProvider';
import { BootNotice } from '../ui';
import { mainAreaChunk } from './appChunks';
import { ChunkBoundary } from './ChunkBoundary';
import { loadChunk } from './chunks';
import type { RouteDecision } from './guards';
import { resolveRoute } from './guards';
import { toRouteEntry } from './routeTable';
import { readChunk, screenChunk } from './screens';

/** The login screen (the only empty-layout route of the staff app). */
const loginChunk = screenChunk('login', () => import('../features/auth/LoginScreen'));

/** The main layout with its screens: a chunk of its own, so the login route stays small. */
function MainArea({ decision }: { decision: RouteDecision }) {
  const Area = readChunk(mainAreaChunk).default;
  return <Area decision={decision} />;
}

function LoginScreen(props: ScreenProps) {
  const Screen = readChunk(loginChunk).default;
  return <Screen {...props} />;
}
const KioskRedirect = lazy(() => loadChunk('kiosk', () => import('./KioskRedirectScreen')));

/**
 * Carries out the decision of `resolveRoute` for the current location. The main layout stays
 * mounted from one signed-in route to the next (only the screen inside it changes).
 */
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
  if (decision.kind === 'kiosk') {
    return (
      <ChunkBoundary key={location.pathname}>
        <Suspense fallback={<BootNotice>Memuat halaman…</BootNotice>}>
          <KioskRedirect path={decision.path} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  if (decision.kind === 'render' && decision.screen.redirectIfLoggedIn) {
    // The login screen: empty layout, no route table or resource definitions needed.
    const route = toRouteEntry(decision.screen);
    return (
      <ChunkBoundary key={location.pathname}>
        <Suspense fallback={<BootNotice>Memuat halaman…</BootNotice>}>
          <LoginScreen route={route} params={decision.params} mode="list" />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return (
    <ChunkBoundary>
      <Suspense fallback={<BootNotice>Memuat halaman…</BootNotice>}>
        <MainArea decision={decision} />
      </Suspense>
    </ChunkBoundary>
  );
}
