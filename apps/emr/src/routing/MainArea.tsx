import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { useSession } from '../session/SessionProvider';
import { BootNotice, NoticeBox } from '../ui';
import { findRoute } from './appRoutes';
import type { RouteDecision } from './guards';
import { screenFor } from './screens';

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
    <NoticeBox role="alert">
      Anda tidak memiliki akses ke menu ini. Mengalihkan ke Dashboard…
    </NoticeBox>
  );
}

/** The main layout and the screen of a signed-in route (or the delayed no-menu notice). */
export default function MainArea({ decision }: { decision: RouteDecision }) {
  if (decision.kind === 'redirect') {
    return (
      <AppLayout route={null}>
        <NoMenuNotice to={decision.to} delayMs={decision.delayMs} />
      </AppLayout>
    );
  }
  const route = findRoute(decision.screen.key);
  if (!route) return null;
  const Screen = screenFor(route.kind);
  return (
    <AppLayout route={route}>
      <Suspense fallback={<BootNotice>Memuat halaman…</BootNotice>}>
        <Screen route={route} params={decision.params} mode={decision.mode} />
      </Suspense>
    </AppLayout>
  );
}
