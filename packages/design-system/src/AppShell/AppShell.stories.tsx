import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogProvider } from '../Dialog';
import { expectShown } from '../internal/overlay';
import { sampleBadges, sampleMenus } from '../Sidebar/fixtures';
import { AppShell } from './AppShell';

const frame = (width: number) => (Story: () => ReactElement) => (
  <div style={{ width, height: 600, border: '1px solid var(--ds-color-border)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Chrome/AppShell',
  component: AppShell,
  // The docs page is AppShell.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <DialogProvider>
        <Story />
      </DialogProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // On the docs page each shell is framed in its own iframe: an open menu drawer stays in it.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  args: {
    appName: 'SIMRS RS Sehat Sentosa',
    menus: sampleMenus,
    badges: sampleBadges,
    currentPath: '/poli',
    user: { name: 'Siti Rahmawati', role: 'Perawat' },
    onLogout: fn(),
    onSidebarOpenChange: fn(),
    children: <h1 style={{ margin: 0 }}>Poli</h1>,
  },
  argTypes: {
    defaultSidebarOpen: { control: 'boolean' },
    layout: { control: 'inline-radio', options: [undefined, 'docked', 'tablet', 'overlay'] },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** At 1280 px: docked; closed is the mini mode, the menu button opens the labels. */
export const Desktop1280: Story = {
  decorators: [frame(1280)],
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    await waitFor(() => expect(nav).toHaveAttribute('data-mini'));
    const toggle = canvas.getByRole('button', { name: 'Buka menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onSidebarOpenChange).toHaveBeenCalledWith(true);
    await expect(nav).not.toHaveAttribute('data-mini');
    await expect(within(nav).getByRole('link', { name: 'Poli' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const Default: Story = {
  args: { defaultSidebarOpen: true },
  decorators: [frame(1024)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Poli');
    await expect(canvas.getByText('Siti Rahmawati')).toBeVisible();
  },
};

const SAMPLE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f766e"/><path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff"/></svg>',
)}`;

/** With the hospital's logo from static-settings: decorative (the name beside it says it). */
export const WithLogo: Story = {
  args: { defaultSidebarOpen: true, logoSrc: SAMPLE_LOGO },
  decorators: [frame(1024)],
  play: async ({ canvasElement, canvas }) => {
    const logo = canvasElement.querySelector('img[data-part="logo"]');
    await expect(logo).not.toBeNull();
    await expect(logo).toHaveAttribute('alt', '');
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.getByText('SIMRS RS Sehat Sentosa')).toBeVisible();
  },
};

/** A logo that cannot load (offline, removed) leaves just the name, no broken-image icon. */
export const LogoFailsToLoad: Story = {
  args: { defaultSidebarOpen: true, logoSrc: '/logo-yang-tidak-ada.png' },
  decorators: [frame(1024)],
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelector('img[data-part="logo"]')).toBeNull());
    await expect(canvas.getByText('SIMRS RS Sehat Sentosa')).toBeVisible();
  },
};

/**
 * While the next screen loads, the current one stays and a slim line moves under the top bar
 * (after 150 ms, so quick navigations show nothing); it is announced as 'Memuat halaman…'.
 */
export const Navigating: Story = {
  args: { defaultSidebarOpen: true, isNavigating: true },
  decorators: [frame(1024)],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Memuat halaman…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('main')).toHaveTextContent('Poli');
    const line = bar.parentElement as HTMLElement;
    await waitFor(() => expect(Number(getComputedStyle(line).opacity)).toBe(1));
    await expect(line.getBoundingClientRect().height).toBeLessThanOrEqual(4);
  },
};

/** Without a navigation under way there is no progress line. */
export const NotNavigating: Story = {
  args: { defaultSidebarOpen: true },
  decorators: [frame(1024)],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Playground: Story = {
  args: { defaultSidebarOpen: true },
  decorators: [frame(1024)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tutup menu' })).toBeVisible();
  },
};

/** At 375 px: the menu is an overlay; focus is trapped in it, Escape closes it. */
export const Mobile375: Story = {
  decorators: [frame(375)],
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Menu utama' })).toBeNull(),
    );
    const toggle = canvas.getByRole('button', { name: 'Buka menu' });
    await userEvent.click(toggle);
    const dialog = await body().findByRole('dialog', { name: 'Menu utama' });
    await expectShown(dialog, 'start');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 10; i++) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/** At 375 px with the menu open: the overlay panel over the page (the screenshot state). */
export const Mobile375Open: Story = {
  decorators: [frame(375)],
  args: { defaultSidebarOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Menu utama' });
    await expectShown(dialog, 'start');
    await expect(within(dialog).getByRole('link', { name: 'Poli' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The overlay slides in: wait until the entry is on screen, as a person would.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Pemeliharaan Aset/ })).toBeVisible(),
    );
  },
};

/** Choosing a page in the overlay closes it. */
export const MobileNavigate: Story = {
  decorators: [frame(375)],
  args: { defaultSidebarOpen: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Menu utama' });
    await expectShown(dialog, 'start');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSidebarOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Logout asks 'Apakah anda akan meninggalkan aplikasi ini?'; Batal stays, Ya leaves. */
export const Logout: Story = {
  decorators: [frame(1024)],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar' }));
    let dialog = await body().findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      'Apakah anda akan meninggalkan aplikasi ini?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar' }));
    dialog = await body().findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Keluar' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

/** Keyboard: Tab goes menu button -> Keluar -> the sidebar's entries. */
export const Keyboard: Story = {
  decorators: [frame(1024)],
  args: { defaultSidebarOpen: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tutup menu' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Keluar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Master Data/ })).toHaveFocus();
  },
};

/**
 * An app's full menu: every group open from the start (`defaultExpandedKeys`), so each screen is
 * one click away; the sidebar scrolls on its own while the page stays put.
 */
export const GroupsOpenAtFirst: Story = {
  args: {
    defaultSidebarOpen: true,
    currentPath: '/dashboard',
    defaultExpandedKeys: ['master', 'pemeliharaan', 'barang'],
  },
  decorators: [frame(1280)],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(within(nav).getByRole('link', { name: 'Poli' })).toBeVisible();
    await expect(
      within(nav).getByRole('link', { name: 'Pemeliharaan Internal 3 menunggu' }),
    ).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Umum 99+ menunggu' })).toBeVisible();
  },
};

/**
 * At 375 px a long hospital name and a wide page never widen the shell past the screen: the name
 * is cut with an ellipsis, Keluar stays reachable, the page scrolls inside its own area.
 */
export const Mobile375LongName: Story = {
  decorators: [frame(375)],
  args: {
    appName: 'Rumah Sakit Umum Daerah Dokter Soedarso Pontianak Kalimantan Barat',
    children: (
      <div style={{ width: 900 }} data-testid="halaman-lebar">
        Tabel yang lebih lebar dari layar
      </div>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    const shell = canvasElement.querySelector<HTMLElement>('[data-layout]');
    await waitFor(() => expect(shell).toHaveAttribute('data-layout', 'overlay'));
    if (!shell) return;
    await expect(shell.scrollWidth).toBeLessThanOrEqual(shell.clientWidth);
    const keluar = canvas.getByRole('button', { name: 'Keluar' });
    await expect(keluar.getBoundingClientRect().right).toBeLessThanOrEqual(
      shell.getBoundingClientRect().right,
    );
    const main = canvas.getByRole('main');
    await expect(main.clientWidth).toBeLessThanOrEqual(375);
    await expect(main.scrollWidth).toBeGreaterThan(main.clientWidth);
  },
};

/**
 * At 800 px (a tablet, 768-991 px): the mini menu stays beside the page; the menu button opens the
 * full menu over the page (the page keeps its width), Escape closes it and gives the focus back.
 */
export const Tablet800: Story = {
  decorators: [frame(800)],
  play: async ({ canvasElement, canvas, args }) => {
    const shell = canvasElement.querySelector<HTMLElement>('[data-layout]');
    await waitFor(() => expect(shell).toHaveAttribute('data-layout', 'tablet'));
    const rail = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(rail).toHaveAttribute('data-mini');
    await expect(within(rail).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const main = canvas.getByRole('main');
    const width = main.getBoundingClientRect().width;
    // The page takes the width beside the 64 px rail.
    await expect(width).toBeGreaterThan(700);
    const toggle = canvas.getByRole('button', { name: 'Buka menu' });
    await userEvent.click(toggle);
    await expect(args.onSidebarOpenChange).toHaveBeenCalledWith(true);
    const dialog = await body().findByRole('dialog', { name: 'Menu utama' });
    await expectShown(dialog, 'start');
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Poli' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    // Over the page, not beside it: the page did not get narrower.
    await expect(main.getBoundingClientRect().width).toBe(width);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(rail).toHaveAttribute('data-mini');
  },
};

/** At 800 px with the menu open: the full menu over the page beside the rail (the screenshot state). */
export const Tablet800Open: Story = {
  decorators: [frame(800)],
  args: { defaultSidebarOpen: true },
  play: async ({ canvasElement }) => {
    const shell = canvasElement.querySelector<HTMLElement>('[data-layout]');
    await waitFor(() => expect(shell).toHaveAttribute('data-layout', 'tablet'));
    const dialog = await body().findByRole('dialog', { name: 'Menu utama' });
    await expectShown(dialog, 'start');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Pemeliharaan Aset/ })).toBeVisible(),
    );
  },
};

/** At 800 px a mini group opens the full menu with that group open; choosing a page closes it. */
export const Tablet800Navigate: Story = {
  decorators: [frame(800)],
  play: async ({ canvas, args }) => {
    const rail = canvas.getByRole('navigation', { name: 'Menu utama' });
    await waitFor(() => expect(rail).toHaveAttribute('data-mini'));
    await userEvent.click(within(rail).getByRole('button', { name: /^Master Data/ }));
    const dialog = await body().findByRole('dialog', { name: 'Menu utama' });
    await expectShown(dialog, 'start');
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Obat' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A desktop window narrowed to a tablet: the open menu closes instead of covering the page. */
export const NarrowedToTablet: Story = {
  decorators: [frame(1280)],
  args: { defaultSidebarOpen: true },
  play: async ({ canvasElement, canvas, args }) => {
    const shell = canvasElement.querySelector<HTMLElement>('[data-layout]');
    await waitFor(() => expect(shell).toHaveAttribute('data-layout', 'docked'));
    await expect(canvas.getByRole('navigation', { name: 'Menu utama' })).not.toHaveAttribute(
      'data-mini',
    );
    const frameElement = shell?.parentElement;
    if (frameElement) frameElement.style.width = '800px';
    await waitFor(() => expect(shell).toHaveAttribute('data-layout', 'tablet'));
    await waitFor(() => expect(args.onSidebarOpenChange).toHaveBeenCalledWith(false));
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Menu utama' })).toHaveAttribute(
      'data-mini',
    );
  },
};

/**
 * The footer under every page: '© 2022–{this year} {hospital}' (spec 9: the years start at 2022),
 * the year from the hospital's clock (frozen at 15 January 2026 in the stories).
 */
export const WithCopyright: Story = {
  decorators: [frame(1024)],
  args: {
    defaultSidebarOpen: true,
    copyright: { holder: 'RS Sehat Sentosa', startYear: 2022 },
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© 2022–2026 RS Sehat Sentosa');
    // Inside the page's scrolling area, after the page.
    await expect(canvas.getByRole('main')).toContainElement(footer);
  },
};
