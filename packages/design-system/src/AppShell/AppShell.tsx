import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, IconButton } from '../Button';
import { useClock } from '../clock';
import { useDialog } from '../Dialog';
import { IconLogout, IconMenu, IconUser } from '../icons';
import { ProgressBar } from '../ProgressBar';
import type { MenuBadges, MenuItem } from '../Sidebar/menu';
import { Sidebar, type SidebarLayout } from '../Sidebar/Sidebar';
import {
  AppName,
  Footer,
  Main,
  NavigationLine,
  PageArea,
  ShellRoot,
  SideArea,
  TopBar,
  UserBlock,
} from './AppShell.styles';
import { copyrightText, yearIn } from './copyright';
import { useLayoutForWidth } from './useLayoutForWidth';

/** The copyright line of the footer: '© {startYear}–{this year} {holder}'. */
export interface ShellCopyright {
  holder: string;
  /** The first year (spec 9: 2022). */
  startYear: number;
}

export interface ShellUser {
  name: string;
  /** The user's level (e.g. 'Perawat'). */
  role?: string;
}

export interface AppShellProps {
  appName: string;
  /** The hospital's logo beside the name (decorative: the name says it); hidden if it fails to load. */
  logoSrc?: string | undefined;
  menus: readonly MenuItem[];
  badges?: MenuBadges;
  currentPath?: string;
  user: ShellUser;
  /** Called after the user confirmed 'Apakah anda akan meninggalkan aplikasi ini?'. */
  onLogout: () => void | Promise<void>;
  /** Controlled open state of the sidebar (uncontrolled when omitted). */
  isSidebarOpen?: boolean;
  defaultSidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
  /** Forces a layout (otherwise it follows the shell's own width). */
  layout?: SidebarLayout;
  /** Menu groups open at first (see `Sidebar`). */
  defaultExpandedKeys?: Iterable<string>;
  /**
   * A navigation is under way (the next screen's chunk and data are loading, the current screen
   * stays): a slim moving line under the top bar, shown only when it lasts past 150 ms, and
   * announced as 'Memuat halaman…'.
   */
  isNavigating?: boolean;
  /** The footer's copyright line, under every page; none when omitted. */
  copyright?: ShellCopyright;
  children?: ReactNode;
}

/**
 * The application frame: a top bar (menu button, application name, user, logout), the sidebar
 * beside or over the page, and a footer with the copyright line. The layout follows the shell's
 * width (spec 9): an overlay under 768 px (mobile); on a tablet (768-991 px) the mini sidebar
 * beside the page and the full one over it when opened; docked from 992 px (full, or mini when
 * closed). Moving to a tablet or a phone width closes the sidebar (it would cover the page).
 * Needs a `DialogProvider` above it.
 */
export function AppShell({
  appName,
  logoSrc,
  menus,
  badges,
  currentPath,
  user,
  onLogout,
  isSidebarOpen,
  defaultSidebarOpen = false,
  onSidebarOpenChange,
  layout: forcedLayout,
  defaultExpandedKeys,
  isNavigating = false,
  copyright,
  children,
}: AppShellProps) {
  const dialog = useDialog();
  const clock = useClock();
  const root = useRef<HTMLDivElement>(null);
  const measured = useLayoutForWidth(root);
  const layout = forcedLayout ?? measured ?? 'docked';
  const [ownOpen, setOwnOpen] = useState(defaultSidebarOpen);
  const isOpen = isSidebarOpen ?? ownOpen;
  const setOpen = (open: boolean) => {
    setOwnOpen(open);
    onSidebarOpenChange?.(open);
  };
  // A window narrowed from a desktop to a tablet or a phone: the open menu closes rather than
  // cover the page (the width's first measure is not a change).
  const seenLayout = useRef<SidebarLayout | null>(null);
  const closeOnNarrow = useRef(() => {});
  closeOnNarrow.current = () => {
    if (isOpen) setOpen(false);
  };
  useEffect(() => {
    const before = seenLayout.current;
    if (measured) seenLayout.current = layout;
    if (before && before !== layout && layout !== 'docked') closeOnNarrow.current();
  }, [layout, measured]);
  const sidebarId = useId();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);

  return (
    <ShellRoot ref={root} data-layout={layout}>
      <TopBar>
        <IconButton
          aria-label={isOpen ? 'Tutup menu' : 'Buka menu'}
          aria-expanded={isOpen}
          aria-controls={isOpen || layout !== 'overlay' ? sidebarId : undefined}
          icon={<IconMenu />}
          onPress={() => setOpen(!isOpen)}
        />
        <AppName>
          {logoSrc && failedLogo !== logoSrc ? (
            <img data-part="logo" src={logoSrc} alt="" onError={() => setFailedLogo(logoSrc)} />
          ) : null}
          <span data-part="text">{appName}</span>
        </AppName>
        <UserBlock>
          <span data-part="avatar" aria-hidden="true">
            <IconUser />
          </span>
          <span data-part="name">
            <span>{user.name}</span>
            {user.role ? <span data-part="role">{user.role}</span> : null}
          </span>
        </UserBlock>
        <Button
          variant="ghost"
          onPress={async () => {
            if (await dialog.confirmLogout()) await onLogout();
          }}
        >
          <IconLogout />
          Keluar
        </Button>
        {isNavigating ? (
          <NavigationLine>
            <ProgressBar aria-label="Memuat halaman…" isLabelHidden size="sm" />
          </NavigationLine>
        ) : null}
      </TopBar>
      <SideArea>
        <Sidebar
          id={sidebarId}
          menus={menus}
          badges={badges}
          currentPath={currentPath}
          isOpen={isOpen}
          onOpenChange={setOpen}
          layout={layout}
          {...(defaultExpandedKeys ? { defaultExpandedKeys } : {})}
        />
      </SideArea>
      <Main id="konten-utama" tabIndex={-1}>
        <PageArea>{children}</PageArea>
        {copyright ? (
          <Footer>
            {copyrightText(copyright.startYear, yearIn(clock.now()), copyright.holder)}
          </Footer>
        ) : null}
      </Main>
    </ShellRoot>
  );
}
