import { useBoClient } from '@simrs/api-client';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { useSession } from '../session/SessionProvider';
import { BootNotice, NoticeBox } from '../ui';
import { ChunkBoundary } from './ChunkBoundary';
import { resolveRoute } from './guards';
import { findRoute } from './routeTable';
import { screenFor } from './screens';

/** Spec 2.1: the no-menu redirect shows a notice for about 2 s, refreshing the session meanwhile. */
function NoMenuNotice({ to, delayMs }: { to: string; delayMs: number }) {
  const navigate = useNavigate();
  const session = useSession();
  useEffect(() => {
    const timer = setTimeout(() => {
      void session.refresh().finally(() => navigate(to, { replace: true }));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate, session.refresh]);
  return (
    <NoticeBox role="alert">
      Anda tidak memiliki akses ke menu ini. Mengalihkan ke Dashboard…
    </NoticeBox>
  );
}

/** Carries out the decision of `resolveRoute` for the current location. */
export function RouteGate() {
  const location = useLocation();
  const session = useSession();
  const bo = useBoClient();
  if (session.isDeciding) return <BootNotice>Memuat sesi…</BootNotice>;
  const state = { token: bo.token() ?? null, user: session.user };
  const decision = resolveRoute(location.pathname, location.search, state);
  if (decision.kind === 'redirect') {
    if (decision.delayMs > 0) {
      return (
        <AppLayout route={null}>
          <NoMenuNotice to={decision.to} delayMs={decision.delayMs} />
        </AppLayout>
      );
    }
    return <Navigate to={decision.to} replace />;
  }
  const route = findRoute(decision.screen.key);
  if (!route) return <Navigate to="/dashboard" replace />;
  const Screen = screenFor(route.kind);
  const content = (
    <ChunkBoundary key={location.pathname}>
      <Suspense fallback={<BootNotice>Memuat halaman…</BootNotice>}>
        <Screen route={route} params={decision.params} mode={decision.mode} />
      </Suspense>
    </ChunkBoundary>
  );
  if (route.displayOnly || route.redirectIfLoggedIn) return content;
  return <AppLayout route={route}>{content}</AppLayout>;
}
