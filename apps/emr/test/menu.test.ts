import { describe, expect, it } from 'vitest';
import { badgeFor, sidebarMenu } from '../src/layout/menu';
import { menuGroups, toggleAction } from '../src/resources/menuRole';
import type { SessionUser } from '../src/routing/guards';

const farmasi: SessionUser = {
  id: 4,
  levelId: 11,
  canManageAll: 'N',
  menuRole: [
    { menu: 'dashboard', actions: ['view'] },
    { menu: 'obat', actions: ['view', 'add'] },
    { menu: 'pendaftaran-ugd', actions: ['view'] },
  ],
};

describe('sidebar menu', () => {
  it('lists only implemented routes the user holds, grouped', () => {
    const groups = sidebarMenu(farmasi);
    const keys = groups.flatMap((g) => g.items.map((i) => i.key));
    expect(keys).toContain('dashboard');
    expect(keys).toContain('obat');
    expect(keys).not.toContain('poli');
    // Held but not built yet: hidden.
    expect(keys).not.toContain('pendaftaran-ugd');
    expect(groups.find((g) => g.items.some((i) => i.key === 'obat'))?.title).toBe('Master Data');
  });

  it('gives level 1 every implemented menu', () => {
    const all = sidebarMenu({ id: 1, levelId: 1, canManageAll: 'N', menuRole: [] });
    const keys = all.flatMap((g) => g.items.map((i) => i.key));
    expect(keys).toEqual(expect.arrayContaining(['poli', 'user', 'user-level', 'audit-trail']));
    expect(keys).not.toContain('login');
  });

  it('maps pending counts to badges', () => {
    const counts = {
      maintenance: { internal: 2, external: 1 },
      goods: { farmasi: 5, alkes: 0, infus: 0, umum: 3, aset: 0 },
    };
    expect(badgeFor('logistik-pemeliharaan-internal', counts)).toBe(2);
    expect(badgeFor('obat', counts)).toBe(5);
    expect(badgeFor('Notifikasi', counts)).toBe(11);
    expect(badgeFor('poli', counts)).toBe(0);
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
