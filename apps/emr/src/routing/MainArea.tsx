import type { BoClient } from '@simrs/api-client';
import { Notice } from '@simrs/design-system';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../features/types';
import { AppLayout } from '../layout/AppLayout';
import { useSession } from '../session/SessionProvider';
import { BootNotice } from '../ui';
import { findRoute, screenLoader } from './appRoutes';
import { ChunkBoundary } from './ChunkBoundary';
import { type RouteDecision, resolveRoute, type SessionState } from './guards';
import { preloadRoute } from './routeData';
import { readChunk, screenChunk } from './screens';

/**
 * Starts what the screen at `url` needs (its chunk, and with `withData` its declared queries)
 * when the guards would show it to `session`; resolves once it has arrived (or after the wait
 * limit of `routeData.ts`). Nothing for the login route, redirects or a visitor. The router's
 * loader calls it on every navigation, and start-up as soon as the session refresh has answered
 * and this chunk is in, before the routed app has rendered (`main.tsx`).
 */
export function prepareRoute(
  url: URL,
  session: SessionState,
  client: BoClient,
  withData = true,
): Promise<void> {
  const decision = resolveRoute(url.pathname, url.search, session);
  if (decision.kind !== 'render' || decision.screen.redirectIfLoggedIn) return Promise.resolve();
  return preloadRoute(decision, url.search, client, withData);
}

/** Spec 2.1: the no-menu redirect shows a notice for about 2 s, refreshing the session meanwhile. */
function NoMenuNotice({ to, delayMs }: { to: string; delayMs: number }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  useEffect(() => {
    const timer = setTimeout(() => {
      void refresh().finally(() => navigate(to, { replace: true }));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate, refresh]);
  return (
    <Notice tone="warning" title="Anda tidak memiliki akses ke menu ini.">
      Mengalihkan ke Dashboard…
    </Notice>
  );
}

/** A screen from its chunk: rendered at once when the navigation has already loaded it. */
function ChunkScreen({ chunk, ...props }: ScreenProps & { chunk: ReturnType<typeof screenChunk> }) {
  const Screen = readChunk(chunk).default;
  return <Screen {...props} />;
}

/**
 * The main layout and the screen of a signed-in route (or the delayed no-menu notice). The layout
 * persists across navigations; each screen has its own error boundary.
 */
export default function MainArea({ decision }: { decision: RouteDecision }) {
  const location = useLocation();
  const route = decision.kind === 'render' ? (findRoute(decision.screen.key) ?? null) : null;
  let screen: React.ReactNode = null;
  if (decision.kind === 'redirect') {
    screen = <NoMenuNotice to={decision.to} delayMs={decision.delayMs} />;
  } else if (decision.kind === 'render' && route) {
    const chunk = screenChunk(route.context ?? 'not-yet', screenLoader(route.key));
    screen = (
      <Suspense fallback={<BootNotice>Memuat halaman…</BootNotice>}>
        <ChunkScreen chunk={chunk} route={route} params={decision.params} mode={decision.mode} />
      </Suspense>
    );
  }
  return (
    <AppLayout route={route}>
      <ChunkBoundary key={location.pathname}>{screen}</ChunkBoundary>
    </AppLayout>
  );
}
