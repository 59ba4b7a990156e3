import { useBoClient, useNotificationCounts } from '@simrs/api-client';
import { AppShell, layoutForWidth, notificationBadges } from '@simrs/design-system';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { prefetchScreens } from '../routing/prefetch';
import type { RouteEntry } from '../routing/routeTable';
import { useSession } from '../session/SessionProvider';
import { groupKeys, menuRoutes, sidebarMenu } from './menu';
import { usePushSetup } from './push';

/** Spec 9: the copyright years start at 2022 (the session answer's `app.copyrightStartYear`). */
const COPYRIGHT_START_YEAR = 2022;

/**
 * The main layout: the design system's `AppShell` (top bar with the menu button, the hospital's
 * name, the user and level, Keluar; the sidebar beside the page from 992 px, mini when closed; on
 * a tablet, 768-991 px, mini beside the page and over it when opened; an overlay below 768 px;
 * the footer's '© 2022–{this year} {hospital}') with the menu built from the route table and the
 * user's menuRole, and the pending-count badges of the two Notification calls. It stays mounted
 * across navigations, so the sidebar keeps its state and scroll position. It is the signed-in
 * app: 5 s after it mounts the push registration runs (spec 7.2).
 */
export function AppLayout({ route, children }: { route: RouteEntry | null; children: ReactNode }) {
  const session = useSession();
  const bo = useBoClient();
  const navigate = useNavigate();
  const location = useLocation();
  const counts = useNotificationCounts();
  // The next screen's chunk and data are loading (routing/routeData.ts): this one stays meanwhile.
  const navigation = useNavigation();
  const user = session.user;
  const menus = useMemo(() => (user ? sidebarMenu(user) : []), [user]);
  // The menu's screens load at idle, so a click waits only for its data.
  useEffect(() => (user ? prefetchScreens(menuRoutes(user)) : undefined), [user]);
  const expanded = useMemo(() => groupKeys(menus), [menus]);
  // Open beside the page on a desktop; a tablet starts with the mini menu, a phone with none.
  const [isOpen, setOpen] = useState(() => layoutForWidth(window.innerWidth) === 'docked');
  usePushSetup(Boolean(user));
  const hospitalName = session.app?.hospitalName ?? 'SIMRS';

  useEffect(() => {
    document.title = route ? `${route.title} · SIMRS` : 'SIMRS';
  }, [route]);

  return (
    <AppShell
      appName={hospitalName}
      logoSrc={bo.logoUrl(session.app?.logoVersion)}
      menus={menus}
      badges={notificationBadges(counts)}
      currentPath={location.pathname}
      user={{
        name: user?.name ?? user?.username ?? '',
        ...(user?.levelName ? { role: user.levelName } : {}),
      }}
      onLogout={async () => {
        await session.logout();
        navigate('/login', { replace: true });
      }}
      isSidebarOpen={isOpen}
      onSidebarOpenChange={setOpen}
      defaultExpandedKeys={expanded}
      isNavigating={navigation.state === 'loading'}
      copyright={{
        holder: hospitalName,
        startYear: session.app?.copyrightStartYear ?? COPYRIGHT_START_YEAR,
      }}
    >
      {children}
    </AppShell>
  );
}
