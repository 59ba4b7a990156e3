import type { MenuItem } from '@simrs/design-system';
import { describe, expect, it } from 'vitest';
import { groupKeys, sidebarMenu } from '../src/layout/menu';
import { menuGroups, toggleAction } from '../src/resources/menuRole';
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
    const all = links(sidebarMenu({ id: 1, levelId: 1, canManageAll: 'N', menuRole: [] }));
    const keys = all.map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(['poli', 'user', 'user-level', 'audit-trail']));
    expect(keys).not.toContain('login');
    // No public screen (section 2.2) is in the staff menu.
    expect(keys).not.toContain('display-poli');
    expect(keys).not.toContain('scan-qr-code');
    expect(new Set(keys).size).toBe(keys.length);
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
