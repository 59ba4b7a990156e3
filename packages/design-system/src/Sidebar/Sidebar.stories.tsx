import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown } from '../internal/overlay';
import { longMenus, sampleBadges, sampleMenus } from './fixtures';
import { type MenuItem, notificationBadges } from './menu';
import { Sidebar, type SidebarProps } from './Sidebar';

function StatefulSidebar(props: SidebarProps) {
  const [open, setOpen] = useState(props.isOpen);
  // The router's location, so choosing an entry is seen (and marks it current).
  const location = useLocation();
  const path = location.pathname === '/' ? props.currentPath : location.pathname;
  return (
    <div style={{ height: 560, display: 'flex', gap: 16 }}>
      <Sidebar
        {...props}
        {...(path ? { currentPath: path } : {})}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
      <output aria-label="Lokasi">{location.pathname}</output>
    </div>
  );
}

const meta = {
  title: 'Chrome/Sidebar',
  component: Sidebar,
  // The docs page is Sidebar.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    menus: sampleMenus,
    badges: sampleBadges,
    currentPath: '/poli',
    isOpen: true,
    layout: 'docked',
    onOpenChange: fn(),
  },
  argTypes: {
    isOpen: { control: 'boolean' },
    layout: { control: 'inline-radio', options: ['docked', 'overlay'] },
    currentPath: { control: 'text' },
  },
  render: (args) => <StatefulSidebar {...args} />,
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and docked: labels, the current page marked, its group expanded, pending badges. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(within(nav).getByRole('link', { name: 'Poli' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const group = within(nav).getByRole('button', { name: /Pemeliharaan Aset/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toHaveTextContent('4');
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(nav).getByRole('link', { name: 'Pemeliharaan Internal 3 menunggu' }),
    ).toBeVisible();
    await expect(
      within(nav).getByRole('link', { name: 'Pemeliharaan Eksternal 1 menunggu' }),
    ).toBeVisible();
  },
};

export const Playground: Story = {
  args: { currentPath: '/dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Goods badges: drugs, medical devices, general (99+) and assets; a zero count shows nothing. */
export const GoodsBadges: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('button', { name: /Permintaan Barang/ });
    await expect(group).toHaveTextContent('99+');
    await userEvent.click(group);
    await expect(canvas.getByRole('link', { name: 'Obat 4 menunggu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alat Kesehatan 2 menunggu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Infus' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Umum 99+ menunggu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Aset 1 menunggu' })).toBeVisible();
  },
};

/** Closed and docked is the mini mode: icons only, the label (and count) as a tooltip. */
export const Mini: Story = {
  args: { isOpen: false },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav).toHaveAttribute('data-mini');
    await expect(within(nav).queryByText('Dashboard')).toBeNull();
    await userEvent.tab();
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    // Beside the icon, level with it, not only mounted.
    await expectShown(tooltip, dashboard);
    await expect(tooltip).toHaveTextContent('Dashboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    const group = within(nav).getByRole('button', { name: 'Pemeliharaan Aset, 4 menunggu' });
    await userEvent.click(group);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(
      within(nav).getByRole('link', { name: 'Pemeliharaan Internal 3 menunggu' }),
    ).toBeVisible();
  },
};

/** Overlay (mobile): a modal panel; Tab stays inside, Escape closes it. */
export const Overlay: Story = {
  args: { layout: 'overlay' },
  // On the docs page the drawer is framed in its own iframe rather than over the whole page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu utama' });
    await expectShown(dialog, 'start');
    await expect(within(dialog).getByRole('link', { name: 'Poli' })).toBeVisible();
    const close = within(dialog).getByRole('button', { name: 'Tutup menu' });
    close.focus();
    for (let i = 0; i < 8; i++) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Groups opened from the start (`defaultExpandedKeys`): every entry is one click away. */
export const GroupsOpenAtFirst: Story = {
  args: {
    currentPath: '/dashboard',
    defaultExpandedKeys: ['master', 'pemeliharaan', 'barang'],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    for (const name of ['Master Data', 'Pemeliharaan Aset', 'Permintaan Barang']) {
      await expect(within(nav).getByRole('button', { name: new RegExp(name) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await expect(within(nav).getByRole('link', { name: 'Poli' })).toBeVisible();
    // Still collapsible by the person using it.
    await userEvent.click(within(nav).getByRole('button', { name: /Master Data/ }));
    await expect(within(nav).queryByRole('link', { name: 'Poli' })).toBeNull();
  },
};

/** How often each entry of `countedMenus` was drawn (an entry reads its label when drawn). */
const drawn = new Map<string, number>();
function countedEntry(key: string, label: string): MenuItem {
  return {
    key,
    href: `/${key}`,
    get label() {
      drawn.set(key, (drawn.get(key) ?? 0) + 1);
      return label;
    },
  };
}
const countedMenus: MenuItem[] = [
  {
    key: 'master',
    label: 'Master Data',
    children: [
      countedEntry('poli', 'Poli'),
      countedEntry('obat', 'Obat'),
      countedEntry('ranap-kamar', 'Kamar Rawat Inap'),
      countedEntry('ranap-bed', 'Tempat Tidur Rawat Inap'),
    ],
  },
];

/**
 * A navigation redraws only the entries it leaves and enters: the other entries of the open group
 * stay as they were (a group of the master data holds a hundred links; redrawing them all delayed
 * every screen opened from it).
 */
export const NavigationRedrawsOnlyWhatChanges: Story = {
  args: { menus: countedMenus, badges: {}, currentPath: '/poli' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(within(nav).getByRole('link', { name: 'Poli' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const before = new Map(drawn);
    await userEvent.click(within(nav).getByRole('link', { name: 'Obat' }));
    await expect(within(nav).getByRole('link', { name: 'Obat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Poli' })).not.toHaveAttribute(
      'aria-current',
    );
    // The two entries the navigation changed were drawn again, the others not.
    await expect(drawn.get('obat')).toBeGreaterThan(before.get('obat') ?? 0);
    await expect(drawn.get('poli')).toBeGreaterThan(before.get('poli') ?? 0);
    await expect(drawn.get('ranap-kamar')).toBe(before.get('ranap-kamar'));
    await expect(drawn.get('ranap-bed')).toBe(before.get('ranap-bed'));
  },
};

/**
 * Badges from the two Notification calls (`notificationBadges` of what `useNotificationCounts`
 * reports), on the catalogue's menu keys; a group adds up its entries, Notifikasi the total.
 */
export const FromNotificationCounts: Story = {
  args: {
    currentPath: '/dashboard',
    defaultExpandedKeys: ['master', 'pemeliharaan', 'admin'],
    menus: [
      { key: 'dashboard', label: 'Dashboard', href: '/dashboard' },
      {
        key: 'master',
        label: 'Master Data',
        children: [
          { key: 'obat', label: 'Master Obat', href: '/obat' },
          { key: 'alat-kesehatan', label: 'Master Alat Kesehatan', href: '/alat-kesehatan' },
          { key: 'poli', label: 'Master Poli', href: '/poli' },
        ],
      },
      {
        key: 'pemeliharaan',
        label: 'Pemeliharaan Aset',
        children: [
          {
            key: 'logistik-pemeliharaan-internal',
            label: 'Pemeliharaan Internal',
            href: '/logistik-pemeliharaan-internal',
          },
          {
            key: 'logistik-pemeliharaan-eksternal',
            label: 'Pemeliharaan Eksternal',
            href: '/logistik-pemeliharaan-eksternal',
          },
        ],
      },
      {
        key: 'admin',
        label: 'Administrasi',
        children: [{ key: 'Notifikasi', label: 'Notifikasi', href: '/Notifikasi' }],
      },
    ],
    badges: notificationBadges({
      maintenance: { internal: 2, external: 0 },
      goods: { farmasi: 5, alkes: 1, infus: 0, umum: 0, aset: 0 },
    }),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(within(nav).getByRole('link', { name: 'Master Obat 5 menunggu' })).toBeVisible();
    await expect(
      within(nav).getByRole('link', { name: 'Master Alat Kesehatan 1 menunggu' }),
    ).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Master Poli' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: /Master Data/ })).toHaveTextContent('6');
    await expect(
      within(nav).getByRole('link', { name: 'Pemeliharaan Internal 2 menunggu' }),
    ).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Pemeliharaan Eksternal' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Notifikasi 8 menunggu' })).toBeVisible();
  },
};

const filterBox = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Cari menu' });

/**
 * A long menu (the filter shows from 12 entries): typing filters the titles, whatever the case
 * and the order of the words; each result names its group and marks the matched part; arrow keys
 * walk the results (up from the first goes back to the box); Escape clears the filter.
 */
export const Filter: Story = {
  args: { menus: longMenus, badges: {}, currentPath: '/dashboard' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    const box = filterBox(canvas);
    await userEvent.click(box);
    await userEvent.keyboard('RADIO');
    await expect(within(nav).getByRole('status')).toHaveTextContent('2 menu cocok');
    const results = within(nav).getByRole('list', { name: 'Hasil pencarian menu' });
    const links = within(results).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Master Radiologi (Master Data)',
      'Tarif Radiologi (Tarif)',
    ]);
    await expect(links[0]?.querySelector('mark')).toHaveTextContent('Radio');
    // The tree is replaced by the results while filtering.
    await expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await userEvent.clear(box);
    await userEvent.keyboard('tarif radio');
    await expect(within(nav).getByRole('status')).toHaveTextContent('1 menu cocok');

    // Keyboard: down into the results, through them, up back to the box.
    await userEvent.clear(box);
    await userEvent.keyboard('lab');
    const labs = within(within(nav).getByRole('list', { name: 'Hasil pencarian menu' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      labs.getByRole('link', { name: 'Master Laboratorium (Master Data)' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(labs.getByRole('link', { name: 'Tarif Laboratorium (Tarif)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(labs.getByRole('link', { name: 'Tarif Laboratorium (Tarif)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(box).toHaveFocus();

    // Escape clears the filter and the tree comes back.
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: /Admisi Rawat Jalan/ })).toBeVisible();
  },
};

/** Enter on the box opens the first result (or a result chosen with the arrows); the filter clears. */
export const FilterAndOpen: Story = {
  args: { menus: longMenus, badges: {}, currentPath: '/dashboard' },
  play: async ({ canvas }) => {
    const box = filterBox(canvas);
    await userEvent.click(box);
    await userEvent.keyboard('ambul{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/tarif-ambulance'),
    );
    await expect(box).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Tarif Ambulance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(box);
    await userEvent.keyboard('jadwal{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/jadwal-dokter'),
    );
  },
};

/** Nothing matches: the menu says so. */
export const FilterNoMatch: Story = {
  args: { menus: longMenus, badges: {} },
  play: async ({ canvas }) => {
    await userEvent.type(filterBox(canvas), 'xyz');
    await expect(canvas.getByText("Tidak ada menu yang cocok dengan 'xyz'.")).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/**
 * '/' from anywhere outside a text field, or Ctrl+K, focuses the filter; from the mini mode it
 * opens the menu first. In a text field '/' is just typed.
 */
export const FilterShortcut: Story = {
  args: { menus: longMenus, badges: {}, isOpen: false },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav).toHaveAttribute('data-mini');
    await expect(canvas.queryByRole('textbox', { name: 'Cari menu' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('/');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(filterBox(canvas)).toHaveFocus());
    await expect(filterBox(canvas)).toHaveValue('');
    await userEvent.keyboard('obat');
    await expect(
      within(nav).getByRole('link', { name: 'Master Obat (Master Data)' }),
    ).toBeVisible();
    // '/' typed in the box is text.
    await userEvent.keyboard('/');
    await expect(filterBox(canvas)).toHaveValue('obat/');
    await userEvent.keyboard('{Escape}');
    filterBox(canvas).blur();
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(filterBox(canvas)).toHaveFocus());
  },
};

/** With the menu open, the shortcut focuses the box at once: the keys typed right after it land there. */
export const FilterShortcutTypedAtOnce: Story = {
  args: { menus: longMenus, badges: {}, isOpen: true },
  play: async ({ canvas }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('/obat');
    await expect(filterBox(canvas)).toHaveFocus();
    await expect(filterBox(canvas)).toHaveValue('obat');
    await userEvent.keyboard('{Escape}');
    filterBox(canvas).blur();
    await userEvent.keyboard('{Control>}k{/Control}poli');
    await expect(filterBox(canvas)).toHaveValue('poli');
    await userEvent.keyboard('{Escape}');
  },
};

/** A short menu (under 12 entries) has no filter; `showFilter` forces it. */
export const ShortMenuWithoutFilter: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Cari menu' })).toBeNull();
  },
};
