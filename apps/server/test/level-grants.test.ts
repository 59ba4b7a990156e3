import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';

/**
 * Probe: forged level grants. The demo admin (level 17 Admin: user and user-level with every
 * action, no canManageAll, no pasien) tries to give itself patient export, then every other way
 * round: a new level, a user in a stronger level, another account taken over.
 */
let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let superadmin: string;

type MenuRole = { menu: string; actions: string[] }[];

async function level(id: number) {
  return ctx.handle.db
    .selectFrom('user_levels')
    .select(['id', 'name', 'version', 'menu_role'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function account(username: string) {
  return ctx.handle.db
    .selectFrom('users')
    .select(['id', 'version', 'name', 'level_id', 'status', 'can_manage_all'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

async function updateLevel(token: string, id: number, menuRole: MenuRole, name?: string) {
  const l = await level(id);
  return api.do(
    'UserLevel',
    { type: 'update', id, version: l.version, name: name ?? l.name, menuRole },
    token,
  );
}

async function updateUser(token: string, username: string, changes: Record<string, unknown> = {}) {
  const u = await account(username);
  return api.do(
    'Users',
    {
      type: 'update',
      id: u.id,
      version: u.version,
      username,
      name: u.name,
      levelId: u.level_id,
      status: u.status,
      canManageAll: u.can_manage_all,
      ...changes,
    },
    token,
  );
}

function expectRefused(res: { statusCode: number; body: { title?: string; message?: string } }) {
  expect(res.statusCode).toBe(403);
  expect(res.body.title).toBe('Akses Ditolak');
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('admin');
  superadmin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

describe('nobody edits their own level or their own account', () => {
  it('refuses the admin giving its own level patient export, and the export stays refused', async () => {
    const own = await level(17);
    const forged = [
      ...(own.menu_role as MenuRole),
      { menu: 'pasien', actions: ['view', 'export'] },
    ];
    const res = await updateLevel(admin, 17, forged);
    expectRefused(res);
    expect(res.body.message).toBe('Anda tidak dapat mengubah level Anda sendiri.');
    expect((await level(17)).menu_role).toEqual(own.menu_role);
    const exported = await api.raw({
      method: 'GET',
      url: `/api/bo/get/Pasien?export=1&download=csv&token=${admin}`,
    });
    expect(exported.statusCode).toBe(403);
    // Not even a rename, and not by canManageAll either (superadmin is level 1).
    expectRefused(await updateLevel(admin, 17, own.menu_role as MenuRole, 'Admin Baru'));
    expectRefused(await updateLevel(superadmin, 1, []));
    expect((await api.do('UserLevel', { type: 'delete', id: 17 }, admin)).body.message).toBe(
      'Anda tidak dapat menghapus level Anda sendiri.',
    );
  });

  it("refuses changing one's own level, status or canManageAll, and deleting oneself", async () => {
    const self = await account('admin');
    const message =
      'Anda tidak dapat mengubah level, status, atau hak Kelola Semua akun Anda sendiri.';
    const moved = await updateUser(admin, 'admin', { levelId: 14 });
    expectRefused(moved);
    expect(moved.body.message).toBe(message);
    expectRefused(await updateUser(admin, 'admin', { status: 'N' }));
    expectRefused(await api.do('Users', { type: 'status', id: self.id, status: 'N' }, admin));
    expect((await api.do('Users', { type: 'delete', id: self.id }, admin)).body.message).toBe(
      'Anda tidak dapat menghapus akun Anda sendiri.',
    );
    expectRefused(await updateUser(superadmin, 'superadmin', { canManageAll: 'N' }));
    expect(await account('admin')).toMatchObject({ level_id: 17, status: 'Y' });
    // Everything else of one's own account stays editable.
    const renamed = await updateUser(admin, 'admin', { name: 'Admin Rumah Sakit' });
    expect(renamed.statusCode).toBe(200);
  });
});

describe('a level manager grants only what they hold', () => {
  const add = (token: string, name: string, menuRole: MenuRole) =>
    api.do('UserLevel', { type: 'add', name, menuRole }, token);

  it('refuses patient export, clinical menus and menus the granter lacks', async () => {
    const exportRes = await add(admin, 'Ekspor Pasien', [
      { menu: 'pasien', actions: ['view', 'export'] },
    ]);
    expectRefused(exportRes);
    expect(exportRes.body.message).toBe(
      'Hak akses mengekspor data pasien hanya dapat diberikan oleh pengguna dengan hak Kelola Semua.',
    );
    const clinical = await add(admin, 'Klinis', [{ menu: 'rekam-medis', actions: ['view'] }]);
    expectRefused(clinical);
    expect(clinical.body.message).toBe(
      'Hak akses menu klinis rekam-medis hanya dapat diberikan oleh pengguna dengan hak Kelola Semua.',
    );
    expectRefused(await add(admin, 'UGD', [{ menu: 'triase-ugd', actions: ['view'] }]));
    const notHeld = await add(admin, 'Kasir', [{ menu: 'kasir', actions: ['view'] }]);
    expectRefused(notHeld);
    expect(notHeld.body.message).toBe(
      'Anda tidak dapat memberikan akses untuk melihat data pada menu kasir karena Anda sendiri tidak memilikinya.',
    );
    // audit-trail: admin holds view and export, not delete.
    const action = await add(admin, 'Audit', [
      { menu: 'audit-trail', actions: ['view', 'delete'] },
    ]);
    expect(action.body.message).toBe(
      'Anda tidak dapat memberikan akses untuk menghapus data pada menu audit-trail karena Anda sendiri tidak memilikinya.',
    );
    const count = await ctx.handle.db
      .selectFrom('user_levels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', 'in', ['Ekspor Pasien', 'Klinis', 'UGD', 'Kasir', 'Audit'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('grants what it holds, and an update is judged by what it adds', async () => {
    const made = await add(admin, 'Petugas Poli', [{ menu: 'poli', actions: ['view', 'add'] }]);
    expect(made.statusCode).toBe(200);
    const id = Number((made.body.data?.record as { id?: number } | undefined)?.id);
    expectRefused(
      await updateLevel(admin, id, [
        { menu: 'poli', actions: ['view', 'add'] },
        { menu: 'pasien', actions: ['view', 'export'] },
      ]),
    );
    // The superadmin adds patient view; the admin may still rename it and drop poli add.
    expect(
      (
        await updateLevel(superadmin, id, [
          { menu: 'poli', actions: ['view', 'add'] },
          { menu: 'pasien', actions: ['view'] },
        ])
      ).statusCode,
    ).toBe(200);
    const kept = await updateLevel(
      admin,
      id,
      [
        { menu: 'poli', actions: ['view'] },
        { menu: 'pasien', actions: ['view'] },
      ],
      'Petugas Poli Baru',
    );
    expect(kept.statusCode).toBe(200);
    expect((await level(id)).name).toBe('Petugas Poli Baru');
    // Level 1 (every menu) is out of reach without canManageAll.
    expect((await updateLevel(admin, 1, [])).body.message).toBe(
      'Level Super Admin hanya dapat dikelola oleh pengguna dengan hak Kelola Semua.',
    );
  });

  it('canManageAll grants anything, patient export included', async () => {
    const made = await add(superadmin, 'Ekspor Resmi', [
      { menu: 'pasien', actions: ['view', 'export'] },
      { menu: 'rekam-medis', actions: ['view'] },
    ]);
    expect(made.statusCode).toBe(200);
  });
});

describe('assigning a level is granting it', () => {
  const newUser = (token: string, username: string, levelId: number) =>
    api.do(
      'Users',
      { type: 'add', username, name: 'Pengguna Uji', levelId, password: 'SandiUjiCoba2026' },
      token,
    );

  it('refuses putting a user in a level that holds more than the admin may grant', async () => {
    const res = await newUser(admin, 'kaki.tangan', 14); // Rekam Medis: pasien export
    expectRefused(res);
    expect(res.body.message).toMatch(/^Anda tidak dapat menetapkan level Rekam Medis\. /);
    expectRefused(await newUser(admin, 'kaki.tangan', 1));
    expect(
      await ctx.handle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'kaki.tangan')
        .executeTakeFirst(),
    ).toBeUndefined();
    const level = await api.do(
      'UserLevel',
      { type: 'add', name: 'Master Poli', menuRole: [{ menu: 'poli', actions: ['view'] }] },
      admin,
    );
    const levelId = Number((level.body.data?.record as { id?: number } | undefined)?.id);
    expect((await newUser(admin, 'petugas.poli', levelId)).statusCode).toBe(200);
    expectRefused(await updateUser(admin, 'petugas.poli', { levelId: 5 }));
  });

  it('refuses managing an account beyond the admin: canManageAll, or a stronger level', async () => {
    const target = await updateUser(admin, 'superadmin', { password: 'AmbilAlihAkun2026' });
    expectRefused(target);
    expect(target.body.message).toBe(
      'Hanya pengguna dengan hak Kelola Semua yang dapat mengelola akun dengan hak Kelola Semua.',
    );
    const superId = (await account('superadmin')).id;
    expectRefused(await api.do('Users', { type: 'status', id: superId, status: 'N' }, admin));
    // The records clerk's password reset would hand over patient export.
    expectRefused(await updateUser(admin, 'rekam.medis', { password: 'AmbilAlihAkun2026' }));
    await api.login('rekam.medis');
    // A clinical account may still be deactivated (that grants nothing).
    const dokter = await account('dokter');
    expect(
      (await api.do('Users', { type: 'status', id: dokter.id, status: 'N' }, admin)).statusCode,
    ).toBe(200);
  });
});
