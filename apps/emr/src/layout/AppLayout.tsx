import { useNotificationCounts } from '@simrs/api-client';
import { Button, useDialog } from '@simrs/design-system';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { RouteEntry } from '../routing/routeTable';
import { useSession } from '../session/SessionProvider';
import { badgeFor, sidebarMenu } from './menu';

const NARROW_QUERY = '(max-width: 767.98px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY);
    const listener = () => setNarrow(media.matches);
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  }, []);
  return narrow;
}

/**
 * The main layout: top bar, the sidebar built from the route table filtered by menuRole (an
 * overlay below 768 px, otherwise open or mini), and the page.
 */
export function AppLayout({ route, children }: { route: RouteEntry | null; children: ReactNode }) {
  const session = useSession();
  const dialog = useDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const narrow = useNarrow();
  const [open, setOpen] = useState(!narrow);
  const counts = useNotificationCounts();
  const user = session.user;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the overlay on every navigation
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [location.pathname, narrow]);

  useEffect(() => {
    document.title = route ? `${route.title} · SIMRS` : 'SIMRS';
  }, [route]);

  const logout = async () => {
    if (!(await dialog.confirmLogout())) return;
    await session.logout();
    navigate('/login', { replace: true });
  };

  const groups = user ? sidebarMenu(user) : [];
  const mode = narrow ? (open ? 'overlay' : 'hidden') : open ? 'open' : 'mini';
  return (
    <Shell data-sidebar={mode}>
      <TopBar>
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls="sidebar"
          onPress={() => setOpen((v) => !v)}
        >
          {open ? 'Tutup Menu' : 'Menu'}
        </Button>
        <Brand>{session.app?.hospitalName ?? 'SIMRS'}</Brand>
        <UserBox>
          <span data-testid="user-name">
            {user?.name ?? user?.username ?? ''}
            {user?.levelName ? ` · ${user.levelName}` : ''}
          </span>
          <Button variant="secondary" size="sm" onPress={() => void logout()}>
            Keluar
          </Button>
        </UserBox>
      </TopBar>
      {mode === 'overlay' ? <Scrim aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <Side id="sidebar" aria-label="Menu utama" data-mode={mode}>
        {groups.map((g) => (
          <section key={g.group}>
            <GroupTitle>{g.title}</GroupTitle>
            <ul>
              {g.items.map((item) => {
                const badge = badgeFor(item.key, counts);
                return (
                  <li key={item.key}>
                    <NavLink to={`/${item.key}`} title={item.title}>
                      <Initial aria-hidden="true">{item.title.charAt(0)}</Initial>
                      <Label>{item.title}</Label>
                      {badge > 0 ? (
                        <Badge aria-label={`${badge} tertunda`}>{badge > 99 ? '99+' : badge}</Badge>
                      ) : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </Side>
      <Main id="main">{children}</Main>
    </Shell>
  );
}

const Shell = styled.div`
  display: grid;
  grid-template-columns: 248px 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'top top' 'side main';
  min-height: 100vh;
  &[data-sidebar='mini'] {
    grid-template-columns: 60px 1fr;
  }
  &[data-sidebar='overlay'],
  &[data-sidebar='hidden'] {
    grid-template-columns: 1fr;
    grid-template-areas: 'top' 'main';
  }
`;

const TopBar = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  gap: var(--ds-space-4);
  padding: var(--ds-space-3) var(--ds-space-5);
  border-bottom: 1px solid var(--ds-color-border);
  background: var(--ds-color-surface-raised);
  position: sticky;
  top: 0;
  z-index: 20;
`;

const Brand = styled.span`
  font-weight: var(--ds-font-weight-semibold);
  font-size: var(--ds-font-size-md);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const UserBox = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: var(--ds-space-4);
  color: var(--ds-color-text-muted);
  @media (max-width: 767.98px) {
    span {
      display: none;
    }
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  background: var(--ds-color-overlay);
  z-index: 29;
`;

const Side = styled.nav`
  grid-area: side;
  background: var(--ds-color-surface);
  border-right: 1px solid var(--ds-color-border);
  padding: var(--ds-space-4) var(--ds-space-3);
  overflow-y: auto;
  ul {
    list-style: none;
    margin: 0 0 var(--ds-space-4);
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: var(--ds-space-3);
    padding: var(--ds-space-3);
    border-radius: var(--ds-radius-md);
    color: var(--ds-color-text);
    text-decoration: none;
    min-height: 40px;
  }
  a:hover {
    background: var(--ds-color-surface-sunken);
  }
  a.active {
    background: var(--ds-color-accent-subtle);
    color: var(--ds-color-accent-pressed);
    font-weight: var(--ds-font-weight-semibold);
  }
  a:focus-visible {
    outline: none;
    box-shadow: var(--ds-focus-ring);
  }
  &[data-mode='hidden'] {
    display: none;
  }
  &[data-mode='overlay'] {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    width: min(300px, 85vw);
    z-index: 30;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  }
  &[data-mode='mini'] {
    padding: var(--ds-space-4) var(--ds-space-2);
    h2,
    a > span:not([aria-hidden]) {
      display: none;
    }
    a {
      justify-content: center;
    }
  }
`;

const GroupTitle = styled.h2`
  margin: var(--ds-space-3) var(--ds-space-3) var(--ds-space-2);
  font-size: var(--ds-font-size-xs);
  font-weight: var(--ds-font-weight-semibold);
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: var(--ds-color-text-muted);
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  flex: none;
  border-radius: var(--ds-radius-full);
  background: var(--ds-color-surface-sunken);
  font-size: var(--ds-font-size-xs);
  font-weight: var(--ds-font-weight-semibold);
`;

const Label = styled.span`
  flex: 1;
`;

const Badge = styled.span`
  min-width: 22px;
  padding: 0 var(--ds-space-2);
  border-radius: var(--ds-radius-full);
  background: var(--ds-color-danger);
  color: var(--ds-color-on-danger);
  font-size: var(--ds-font-size-xs);
  text-align: center;
`;

const Main = styled.main`
  grid-area: main;
  padding: var(--ds-space-6);
  min-width: 0;
  @media (max-width: 767.98px) {
    padding: var(--ds-space-4);
  }
`;
