import type { MenuItem } from '@simrs/design-system';
import { allMenus } from '@simrs/validators/resources';
import { describe, expect, it } from 'vitest';
import { groupKeys, screenGroupOrder, sidebarMenu } from '../src/layout/menu';
import {
  actionState,
  copyMenuRole,
  filterMenuGroups,
  menuGroups,
  setAction,
  toggleAction,
} from '../src/resources/menuRole';
import type { SessionUser } from '../src/routing/guards';

const farmasi: SessionUser = {
  id: 4,
  levelId: 11,
  canManageAll: 'N',
  menuRole: [
    { menu: 'dashboard', actions: ['view'] },
    { menu: 'obat', actions: ['view', 'add'] },
    { menu: 'bank', actions: ['view'] },
    { menu: 'pendaftaran-ugd', actions: ['view'] },
  ],
};

/** Every entry with a link, groups flattened. */
const links = (menu: readonly MenuItem[]): MenuItem[] =>
  menu.flatMap((i) => (i.children ? links(i.children) : [i]));

describe('sidebar menu', () => {
  it('lists only implemented routes the user holds, Dashboard first, then groups', () => {
    const menu = sidebarMenu(farmasi);
    const keys = links(menu).map((i) => i.key);
    expect(menu[0]).toMatchObject({ key: 'dashboard', label: 'Dashboard', href: '/dashboard' });
    expect(keys).toEqual(expect.arrayContaining(['dashboard', 'obat', 'bank']));
    expect(keys).not.toContain('poli');
    // Held but not built yet: hidden.
    expect(keys).not.toContain('pendaftaran-ugd');
    const master = menu.find((i) => i.children?.some((c) => c.key === 'obat'));
    expect(master?.label).toBe('Master Data');
    expect(master?.children?.find((c) => c.key === 'obat')).toMatchObject({ href: '/obat' });
    expect(groupKeys(menu)).toEqual([master?.key]);
  });

  it('gives a group of one screen as that screen itself', () => {
    const menu = sidebarMenu({ ...farmasi, menuRole: farmasi.menuRole.slice(0, 2) });
    expect(menu.map((i) => i.key)).toEqual(['dashboard', 'obat']);
    expect(menu[1]?.children).toBeUndefined();
    expect(menu[1]?.icon).toBeDefined();
  });

  it('gives level 1 every implemented menu, each key once', () => {
    const all = links(sidebarMenu({ id: 1, levelId: 1, canManageAll: 'N', menuRole: allMenus() }));
    const keys = all.map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(['poli', 'user', 'user-level', 'audit-trail']));
    expect(keys).not.toContain('login');
    // No public screen (section 2.2) is in the staff menu.
    expect(keys).not.toContain('display-poli');
    expect(keys).not.toContain('scan-qr-code');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts the operational groups first, master data and tariffs last', () => {
    const menu = sidebarMenu({ id: 1, levelId: 1, canManageAll: 'N', menuRole: allMenus() });
    const groups = menu.filter((i) => i.children).map((i) => i.label);
    const master = groups.indexOf('Master Data');
    const tarif = groups.indexOf('Tarif');
    expect(groups.slice(-2)).toEqual(['Master Data', 'Tarif']);
    for (const operational of ['Admisi Rawat Jalan', 'Administrasi']) {
      const at = groups.indexOf(operational);
      expect(at, operational).toBeGreaterThanOrEqual(0);
      expect(at).toBeLessThan(Math.min(master, tarif));
    }
    // Every catalogue group has a place in the order.
    expect(new Set(screenGroupOrder).size).toBe(15);
  });
});

describe('menuRole editor model', () => {
  it('granting an action grants view; removing view removes the menu', () => {
    const a = toggleAction([], 'poli', 'edit');
    expect(a).toEqual([{ menu: 'poli', actions: ['view', 'edit'] }]);
    const b = toggleAction(a, 'poli', 'delete');
    expect(b[0]?.actions).toEqual(['view', 'edit', 'delete']);
    const c = toggleAction(b, 'poli', 'edit');
    expect(c[0]?.actions).toEqual(['view', 'delete']);
    expect(toggleAction(c, 'poli', 'view')).toEqual([]);
  });

  it('groups every grantable menu once', () => {
    const groups = menuGroups();
    const menus = groups.flatMap((g) => g.menus.map((m) => m.key));
    expect(new Set(menus).size).toBe(menus.length);
    expect(groups.find((g) => g.title === 'Administrasi')?.menus.map((m) => m.key)).toContain(
      'user-level',
    );
  });
});

describe('menuRole editor: filter, whole columns and groups, copy', () => {
  it('orders the groups like the sidebar and filters menus by title', () => {
    const titles = menuGroups().map((g) => g.title);
    expect(titles.slice(-2)).toEqual(['Master Data', 'Tarif']);
    const found = filterMenuGroups(menuGroups(), 'MASTER  poli');
    expect(found.map((g) => g.title)).toEqual(['Master Data']);
    expect(found[0]?.menus.map((m) => m.key)).toContain('poli');
    expect(found[0]?.menus.every((m) => /master/i.test(m.title) && /poli/i.test(m.title))).toBe(
      true,
    );
    expect(filterMenuGroups(menuGroups(), 'tidak ada menu begini')).toEqual([]);
    expect(filterMenuGroups(menuGroups(), '  ')).toHaveLength(menuGroups().length);
  });

  it('grants and takes back an action on many menus, with the view rule', () => {
    const start = [{ menu: 'poli', actions: ['view', 'edit'] as ('view' | 'edit')[] }];
    const granted = setAction(start, ['poli', 'obat', 'bank'], 'export', true);
    expect(granted).toEqual([
      { menu: 'poli', actions: ['view', 'edit', 'export'] },
      { menu: 'obat', actions: ['view', 'export'] },
      { menu: 'bank', actions: ['view', 'export'] },
    ]);
    expect(actionState(granted, ['poli', 'obat', 'bank'], 'export')).toBe('all');
    expect(actionState(granted, ['poli', 'obat', 'bank'], 'edit')).toBe('some');
    expect(actionState(granted, ['poli', 'obat', 'bank'], 'delete')).toBe('none');
    expect(actionState(granted, [], 'view')).toBe('none');
    const noExport = setAction(granted, ['poli', 'obat'], 'export', false);
    expect(noExport).toEqual([
      { menu: 'poli', actions: ['view', 'edit'] },
      { menu: 'obat', actions: ['view'] },
      { menu: 'bank', actions: ['view', 'export'] },
    ]);
    // Taking view back removes the menus altogether.
    expect(setAction(noExport, ['poli', 'bank'], 'view', false)).toEqual([
      { menu: 'obat', actions: ['view'] },
    ]);
  });

  it('copies another level keeping only known menus and actions, view added', () => {
    expect(
      copyMenuRole([
        { menu: 'poli', actions: ['edit', 'terbang'] },
        { menu: 'menu-lama-tak-dikenal', actions: ['view'] },
        { menu: 'obat', actions: [] },
        { menu: 'bank', actions: ['view'] },
        'rusak',
        null,
      ]),
    ).toEqual([
      { menu: 'poli', actions: ['view', 'edit'] },
      { menu: 'bank', actions: ['view'] },
    ]);
    expect(copyMenuRole(null)).toEqual([]);
  });
});
