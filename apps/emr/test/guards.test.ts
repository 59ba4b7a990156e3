import { findScreen } from '@simrs/domain/screens';
import { allMenus } from '@simrs/validators/resources';
import { describe, expect, it } from 'vitest';
import { bootModeFor, formHref, resolveRoute, type SessionState } from '../src/routing/guards';

const anon: SessionState = { token: null, user: null };
const nurse: SessionState = {
  token: 'tok',
  user: {
    id: 7,
    levelId: 3,
    canManageAll: 'N',
    menuRole: [
      { menu: 'poli', actions: ['view', 'edit'] },
      { menu: 'farmasi', actions: ['view'] },
      { menu: 'verifikasi-rekam-medis', actions: ['view'] },
    ],
  },
};
const admin: SessionState = {
  token: 'tok',
  user: { id: 1, levelId: 17, canManageAll: 'Y', menuRole: [] },
};
// Level 1 as the server sends it: every menu with every action (its 'all menus' flag).
const superAdmin: SessionState = {
  token: 'tok',
  user: { id: 2, levelId: 1, canManageAll: 'N', menuRole: allMenus() },
};

function target(path: string, session: SessionState, search = '') {
  const d = resolveRoute(path, search, session);
  if (d.kind === 'kiosk') return `kiosk:${d.path}`;
  return d.kind === 'redirect'
    ? `redirect:${d.to}:${d.reason}:${d.delayMs}`
    : `render:${d.screen.key}:${d.mode}`;
}

describe('routing rules of section 2.1', () => {
  it('sends the empty path to login', () => {
    expect(target('/', anon)).toBe('redirect:/login:empty-path:0');
    expect(target('', nurse)).toBe('redirect:/login:empty-path:0');
  });

  it('sends unknown paths to the Dashboard', () => {
    expect(target('/no-such-screen', nurse)).toBe('redirect:/dashboard:unknown-path:0');
    expect(target('/poli/edit/5/extra', nurse)).toBe('redirect:/dashboard:unknown-path:0');
  });

  it('opens display-only screens to anyone, on the kiosk app (path and query kept)', () => {
    expect(target('/display-poli', anon)).toBe('kiosk:/display-poli');
    expect(target('/display-poli', nurse)).toBe('kiosk:/display-poli');
    expect(target('/display-antrian-admisi', anon, '?layar=TV-ADM')).toBe(
      'kiosk:/display-antrian-admisi?layar=TV-ADM',
    );
    expect(target('/done-checkin/ABC123', anon)).toBe('kiosk:/done-checkin/ABC123');
    expect(target('/done-checkin/A%20B', anon)).toBe('kiosk:/done-checkin/A%20B');
    // Every public screen of section 2.2 but login goes there; too many segments stay unknown.
    expect(target('/scan-qr-code', admin)).toBe('kiosk:/scan-qr-code');
    expect(target('/display-poli/extra', anon)).toBe('redirect:/dashboard:unknown-path:0');
  });

  it('starts the login form alone without a session, the kiosk for public routes', () => {
    expect(bootModeFor('/login', '', null)).toBe('login');
    expect(bootModeFor('/', '', null)).toBe('login');
    expect(bootModeFor('/poli/add', '', null)).toBe('login');
    expect(bootModeFor('/tidak-ada', '', null)).toBe('login');
    expect(bootModeFor('/display-poli', '', null)).toBe('kiosk');
    expect(bootModeFor('/display-poli', '', 'tok')).toBe('kiosk');
    expect(bootModeFor('/login', '', 'tok')).toBe('app');
    expect(bootModeFor('/poli', '?page=2', 'tok')).toBe('app');
  });

  it('sends signed-in users away from login, lets others in', () => {
    expect(target('/login', nurse)).toBe('redirect:/dashboard:logged-in:0');
    expect(target('/login', anon)).toBe('render:login:list');
  });

  it('sends unauthenticated users to login', () => {
    expect(target('/poli', anon)).toBe('redirect:/login:unauthenticated:0');
    expect(target('/dashboard', { token: 'tok', user: null })).toBe(
      'redirect:/login:unauthenticated:0',
    );
  });

  it('needs pageSlug and regId for VerifikasiRM and Farmasi', () => {
    expect(target('/farmasi', nurse)).toBe('redirect:/dashboard:missing-query:0');
    expect(target('/farmasi', nurse, '?pageSlug=resep')).toBe(
      'redirect:/dashboard:missing-query:0',
    );
    expect(target('/farmasi', nurse, '?pageSlug=resep&regId=9')).toBe('render:farmasi:list');
    expect(target('/verifikasi-rekam-medis', nurse, '?regId=9')).toBe(
      'redirect:/dashboard:missing-query:0',
    );
  });

  it('sends a user lacking the menu to the Dashboard after about 2 seconds', () => {
    expect(target('/obat', nurse)).toBe('redirect:/dashboard:no-menu:2000');
    expect(target('/dashboard', nurse)).toBe('render:dashboard:list');
    expect(target('/account-setting', nurse)).toBe('render:account-setting:list');
  });

  it('lets canManageAll and level 1 bypass the menu check', () => {
    expect(target('/obat/add', admin)).toBe('render:obat:add');
    expect(target('/obat/edit/3', superAdmin)).toBe('render:obat:edit');
  });

  it('maps pageSlug to list, add and edit', () => {
    expect(target('/poli', nurse)).toBe('render:poli:list');
    expect(target('/poli/edit/12', nurse)).toBe('render:poli:edit');
  });

  it('redirects add and edit pages to the list when the role lacks the action', () => {
    expect(target('/poli/add', nurse)).toBe('redirect:/poli:no-action:0');
    const viewOnly: SessionState = {
      token: 't',
      user: {
        id: 3,
        levelId: 3,
        canManageAll: 'N',
        menuRole: [{ menu: 'poli', actions: ['view'] }],
      },
    };
    expect(target('/poli/edit/1', viewOnly)).toBe('redirect:/poli:no-action:0');
  });

  it('addresses the forms of a screen without path parameters by its query', () => {
    const clerk: SessionState = {
      token: 't',
      user: {
        id: 5,
        levelId: 14,
        canManageAll: 'N',
        menuRole: [
          { menu: 'pasien', actions: ['view', 'add'] },
          { menu: 'hari-libur', actions: ['view', 'edit'] },
        ],
      },
    };
    const pasien = findScreen('pasien');
    const poli = findScreen('poli');
    if (!pasien || !poli) throw new Error('catalogue changed');
    expect(formHref(pasien)).toBe('/pasien?form=add');
    expect(formHref(pasien, 12)).toBe('/pasien?form=edit&id=12');
    expect(formHref(poli)).toBe('/poli/add');
    expect(formHref(poli, 12)).toBe('/poli/edit/12');
    // The spec's routes take no pageSlug: /pasien/add is an unknown path, the query is not.
    expect(target('/pasien/add', superAdmin)).toBe('redirect:/dashboard:unknown-path:0');
    for (const key of [
      'pasien',
      'jadwal-dokter',
      'hari-libur',
      'unit-tujuan',
      'group-antrean',
      'display-layar',
    ]) {
      expect(target(`/${key}`, superAdmin, '?form=add')).toBe(`render:${key}:add`);
      expect(target(`/${key}`, superAdmin, '?form=edit&id=3')).toBe(`render:${key}:edit`);
      expect(target(`/${key}`, superAdmin, '?page=2')).toBe(`render:${key}:list`);
    }
    const edit = resolveRoute('/pasien', '?form=edit&id=42', { ...superAdmin });
    expect(edit.kind === 'render' && edit.params).toEqual({ pageSlug: 'edit', pageId: '42' });
    // Without an id, or with another value, the list.
    expect(target('/pasien', superAdmin, '?form=edit')).toBe('render:pasien:list');
    expect(target('/pasien', superAdmin, '?form=hapus')).toBe('render:pasien:list');
    // Add and edit without the action go back to the list (spec 2.1).
    expect(target('/pasien', clerk, '?form=add')).toBe('render:pasien:add');
    expect(target('/pasien', clerk, '?form=edit&id=1')).toBe('redirect:/pasien:no-action:0');
    expect(target('/hari-libur', clerk, '?form=add')).toBe('redirect:/hari-libur:no-action:0');
    expect(target('/hari-libur', clerk, '?form=edit&id=1')).toBe('render:hari-libur:edit');
    // Farmasi's pageSlug query is its own (not a form).
    expect(target('/farmasi', nurse, '?pageSlug=resep&regId=9&form=add')).toBe(
      'render:farmasi:list',
    );
  });
});

describe("the permission rule is the server's", () => {
  it('a level saved with an empty action list does not see the menu (the server answers 403)', () => {
    const empty: SessionState = {
      token: 't',
      user: { id: 9, levelId: 11, canManageAll: 'N', menuRole: [{ menu: 'obat', actions: [] }] },
    };
    expect(target('/obat', empty)).toBe('redirect:/dashboard:no-menu:2000');
    const viewOnly: SessionState = {
      token: 't',
      user: {
        id: 9,
        levelId: 11,
        canManageAll: 'N',
        menuRole: [{ menu: 'obat', actions: ['view'] }],
      },
    };
    expect(target('/obat', viewOnly)).toBe('render:obat:list');
  });
});
