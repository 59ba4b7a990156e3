import {
  CHANGE_PASSWORD_MESSAGES,
  PASSWORD_POLICY_MESSAGES,
  SETTINGS_MESSAGES,
} from '@simrs/validators';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGO, DEMO_SETTINGS } from '../src/modules/pengaturan/seed';
import { UGD_MESSAGES } from '../src/modules/ugd/index';
import { verifyAuditChain } from '../src/platform/audit';
import { COUNT_AHEAD } from '../src/resources/crud';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.handle.db;

async function userRow(username: string) {
  return db()
    .selectFrom('users')
    .select(['id', 'password', 'version'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

async function auditRows(module: string, type: string) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('module', '=', module)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}

/** A user of level 3 made for one test, with its password. */
async function newUser(username: string, password = 'AwalSandi2026') {
  const add = await api.do(
    'Users',
    { type: 'add', username, name: 'Uji Sandi', levelId: 3, password },
    admin,
  );
  expect(add.statusCode).toBe(200);
  return { username, password };
}

describe('change-password', () => {
  it('changes the own password: current session stays, others end, old password no longer logs in', async () => {
    const u = await newUser('uji.sandi');
    const here = await api.login(u.username, u.password);
    const elsewhere = await api.login(u.username, u.password);
    const before = await userRow(u.username);

    const res = await api.do(
      'Users',
      {
        type: 'change-password',
        oldPassword: u.password,
        newPassword: 'SandiBaru2026',
        confirmPassword: 'SandiBaru2026',
      },
      here,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(CHANGE_PASSWORD_MESSAGES.changed);
    expect(res.body.data).toEqual({ otherSessionsRevoked: 1 });

    expect((await api.get('/get/profile', here)).statusCode).toBe(200);
    expect((await api.get('/get/profile', elsewhere)).statusCode).toBe(401);
    const after = await userRow(u.username);
    expect(after.version).toBe(before.version + 1);
    expect(after.password).not.toBe(before.password);
    expect(after.password.startsWith('$argon2id$')).toBe(true);
    const reason = await db()
      .selectFrom('sessions')
      .select('logout_reason')
      .where('user_id', '=', after.id)
      .where('revoked_at', 'is not', null)
      .execute();
    expect(reason.map((r) => r.logout_reason)).toEqual(['password-changed']);

    const old = await api.do('Auth', {
      type: 'login',
      username: u.username,
      password: u.password,
      isRemember: 'N',
    });
    expect(old.statusCode).toBe(422);
    await api.login(u.username, 'SandiBaru2026');

    const [row] = await auditRows('Users', 'change-password');
    expect(row).toMatchObject({ user_id: after.id, record_id: String(after.id) });
    const text = JSON.stringify(row);
    for (const secret of [u.password, 'SandiBaru2026', 'argon2'])
      expect(text).not.toContain(secret);
    expect((await verifyAuditChain(db())).ok).toBe(true);
  });

  it('refuses each invalid change with 422 and field errors, changing nothing', async () => {
    const u = await newUser('uji.tolak');
    const token = await api.login(u.username, u.password);
    const other = await api.login(u.username, u.password);
    const before = await userRow(u.username);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        {
          oldPassword: 'BukanSandi99',
          newPassword: 'SandiBaru2026',
          confirmPassword: 'SandiBaru2026',
        },
        { oldPassword: [CHANGE_PASSWORD_MESSAGES.wrongOld] },
      ],
      [
        { oldPassword: u.password, newPassword: 'pendek12345', confirmPassword: 'pendek12345' },
        { newPassword: ['Kata Sandi Baru minimal 12 karakter'] },
      ],
      [
        { oldPassword: u.password, newPassword: 'Password2024!', confirmPassword: 'Password2024!' },
        { newPassword: [PASSWORD_POLICY_MESSAGES.common('Kata Sandi Baru')] },
      ],
      [
        { oldPassword: u.password, newPassword: u.password, confirmPassword: u.password },
        { newPassword: [CHANGE_PASSWORD_MESSAGES.sameAsOld] },
      ],
      [
        { oldPassword: u.password, newPassword: 'SandiBaru2026', confirmPassword: 'SandiBaru2025' },
        { confirmPassword: [CHANGE_PASSWORD_MESSAGES.mismatch] },
      ],
      [
        {},
        {
          oldPassword: ['Kata Sandi Lama wajib diisi'],
          newPassword: ['Kata Sandi Baru wajib diisi'],
          confirmPassword: ['Konfirmasi Kata Sandi Baru wajib diisi'],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await api.do('Users', { type: 'change-password', ...payload }, token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors).toEqual(errors);
      const fields = Object.keys(errors);
      expect(res.body.message).toBe(
        fields.length === 1
          ? errors[fields[0] as string]?.[0]
          : 'The given data failed validation.',
      );
    }
    const after = await userRow(u.username);
    expect(after).toEqual(before);
    expect((await api.get('/get/profile', other)).statusCode).toBe(200);
    await api.login(u.username, u.password);
    expect(await auditRows('Users', 'change-password-failed')).toHaveLength(1);
  });

  it('counts a wrong old password as a failed login of the account (429 after the limit)', async () => {
    const u = await newUser('uji.tebak');
    const token = await api.login(u.username, u.password);
    const guess = (n: number) =>
      api.do(
        'Users',
        {
          type: 'change-password',
          oldPassword: `Tebakan${n}x`,
          newPassword: 'SandiBaru2026',
          confirmPassword: 'SandiBaru2026',
        },
        token,
      );
    for (let i = 0; i < ctx.config.loginLimit.perAccount; i++) {
      expect((await guess(i)).statusCode).toBe(422);
    }
    const limited = await guess(99);
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toMatch(
      /^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/,
    );
  });

  it('needs a session', async () => {
    const res = await api.do('Users', {
      type: 'change-password',
      oldPassword: 'a',
      newPassword: 'b',
      confirmPassword: 'b',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('static settings', () => {
  const features = {
    registration: true,
    supportingDoctor: true,
    poliAdjustment: false,
    inpatientAdjustment: true,
    deliveryNoteUpdate: false,
  };
  type Settings = typeof DEMO_SETTINGS & {
    version: number;
    logo: string | null;
    features: typeof features;
    singleSession: boolean;
  };
  const read = async (token: string) => {
    const res = await api.get('/get/StaticSettings', token);
    expect(res.statusCode).toBe(200);
    return res.body.data as {
      record: Settings;
      canEdit: boolean;
      limits: { logoMaxBytes: number };
    };
  };
  const save = (token: string, record: Partial<Settings>, changes: Record<string, unknown>) =>
    api.do('StaticSettings', { type: 'update', ...record, ...changes }, token);

  it('serves the seeded settings to static-settings viewers only', async () => {
    const adminToken = await api.login('admin');
    const data = await read(adminToken);
    expect(data.canEdit).toBe(true);
    expect(data.limits.logoMaxBytes).toBe(256 * 1024);
    expect(data.record).toMatchObject({ ...DEMO_SETTINGS, logo: DEMO_LOGO, version: 1 });
    expect(data.record.features).toEqual({
      registration: true,
      supportingDoctor: true,
      poliAdjustment: true,
      inpatientAdjustment: true,
      deliveryNoteUpdate: true,
    });
    const nurse = await api.login('perawat');
    const refused = await api.get('/get/StaticSettings', nurse);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(
      'Anda tidak memiliki akses untuk melihat data pada menu static-settings.',
    );
    expect((await api.get('/get/StaticSettings/edit/1', adminToken)).statusCode).toBe(404);
  });

  it('saves with the version, feeds app.hospitalName and app.features, audits before and after', async () => {
    const token = await api.login('admin');
    const { record } = await read(token);
    const res = await save(token, record, {
      hospitalName: '  RSUD   Harapan Bunda ',
      features,
      bpjsPpkCode: '0902r011',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Data Berhasil Diubah.');
    const saved = res.body.data?.record as unknown as Settings;
    expect(saved).toMatchObject({
      hospitalName: 'RSUD Harapan Bunda',
      bpjsPpkCode: '0902R011',
      version: record.version + 1,
      features,
    });
    const profile = await api.get('/get/profile', token);
    expect(profile.body.data?.app).toMatchObject({ hospitalName: 'RSUD Harapan Bunda', features });
    const login = await api.do('Auth', {
      type: 'login',
      username: 'perawat',
      password: 'SimrsDemo2022',
      isRemember: 'N',
    });
    expect((login.body.data as { app: { hospitalName: string } }).app.hospitalName).toBe(
      'RSUD Harapan Bunda',
    );

    const audit = (await auditRows('StaticSettings', 'update')).at(-1);
    const before = audit?.before as Record<string, unknown>;
    const after = audit?.after as Record<string, unknown>;
    expect(before.hospitalName).toBe(DEMO_SETTINGS.hospitalName);
    expect(after.hospitalName).toBe('RSUD Harapan Bunda');
    // The logo is kept by size and digest, never its bytes.
    expect(after.logo).toEqual({
      chars: DEMO_LOGO.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(audit)).not.toContain('base64');
  });

  it('serves the logo publicly by ETag; the profile names its version; a new logo changes both', async () => {
    const logoGet = (etag?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/bo/logo',
        headers: etag ? { 'if-none-match': etag } : {},
      });
    // No API key, no session: the login page and the lobby screens show it.
    const first = await logoGet();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('no-cache');
    const seeded = DEMO_LOGO.slice(DEMO_LOGO.indexOf(',') + 1);
    expect(first.rawPayload.toString('base64')).toBe(seeded);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect((await logoGet(etag)).statusCode).toBe(304);

    const token = await api.login('admin');
    const profile = await api.get('/get/profile', token);
    const app = profile.body.data?.app as { logoVersion: string | null };
    expect(`"${app.logoVersion}"`).toBe(etag);

    // Another logo (a JPEG): new bytes, new version; the old ETag no longer matches.
    const { record } = await read(token);
    const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]).toString('base64')}`;
    expect((await save(token, record, { logo: jpeg })).statusCode).toBe(200);
    const changed = await logoGet(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['content-type']).toBe('image/jpeg');
    expect(changed.headers.etag).not.toBe(etag);
    const after = (await api.get('/get/profile', token)).body.data?.app as { logoVersion: string };
    expect(`"${after.logoVersion}"`).toBe(changed.headers.etag);

    // Without a logo: 404 and a null version.
    const latest = await read(token);
    expect((await save(token, latest.record, { logo: null })).statusCode).toBe(200);
    expect((await logoGet()).statusCode).toBe(404);
    const none = (await api.get('/get/profile', token)).body.data?.app as { logoVersion: null };
    expect(none.logoVersion).toBeNull();
    // Put the seeded logo back for the tests below.
    const back = await read(token);
    expect((await save(token, back.record, { logo: DEMO_LOGO })).statusCode).toBe(200);
  });

  it('refuses a stale save with 409 and changes nothing', async () => {
    const token = await api.login('admin');
    const { record } = await read(token);
    const first = await save(token, record, { address: 'Jl. Baru No. 2' });
    expect(first.statusCode).toBe(200);
    const stale = await save(token, record, { address: 'Jl. Lain No. 3' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(
      'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
    );
    const now = await read(token);
    expect(now.record).toMatchObject({ address: 'Jl. Baru No. 2', version: record.version + 1 });
    const noVersion = await api.do(
      'StaticSettings',
      { type: 'update', ...now.record, version: undefined },
      token,
    );
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.body.errors).toEqual({ version: ['Versi data wajib dikirim.'] });
  });

  it('validates with Indonesian field messages (422) and changes nothing', async () => {
    const token = await api.login('admin');
    const { record } = await read(token);
    const bad = await save(token, record, {
      hospitalName: '',
      phone: '0215550123',
      email: 'bukan-email',
      logo: 'data:image/svg+xml;base64,PHN2Zz4=',
      bpjsPpkCode: 'PPK',
      satusehatOrgId: 'org',
      features: { ...features, registration: 'Y' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toBe('The given data failed validation.');
    expect(bad.body.errors).toEqual({
      hospitalName: ['Nama Rumah Sakit wajib diisi'],
      phone: ['Telepon tidak boleh diawali angka 0'],
      email: ['Format Email tidak valid'],
      logo: [SETTINGS_MESSAGES.logoType],
      bpjsPpkCode: [SETTINGS_MESSAGES.bpjsPpk],
      satusehatOrgId: [SETTINGS_MESSAGES.satusehatOrg],
      'features.registration': ['Pendaftaran tidak valid'],
    });
    const big = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(360_000)}`;
    const tooBig = await save(token, record, { logo: big });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.body.errors).toEqual({ logo: [SETTINGS_MESSAGES.logoSize] });
    expect((await read(token)).record).toEqual(record);
  });

  it('needs edit on static-settings to save', async () => {
    const level = await api.do(
      'UserLevel',
      {
        type: 'add',
        name: 'Lihat Pengaturan',
        menuRole: [{ menu: 'static-settings', actions: ['view'] }],
      },
      admin,
    );
    const levelId = ((level.body.data?.record ?? {}) as { id: number }).id;
    await api.do(
      'Users',
      {
        type: 'add',
        username: 'lihat.saja',
        name: 'Lihat Saja',
        levelId,
        password: 'LihatSaja2026',
      },
      admin,
    );
    const viewer = await api.firstLogin('lihat.saja', 'LihatSaja2026');
    const data = await read(viewer);
    expect(data.canEdit).toBe(false);
    const res = await save(viewer, data.record, { hospitalName: 'Tidak Boleh' });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(
      'Anda tidak memiliki akses untuk mengubah data pada menu static-settings.',
    );
  });

  it('starts from the defaults without a stored row; the first save inserts version 1', async () => {
    const token = await api.login('admin');
    await sql`delete from hospital_settings`.execute(db());
    const { record } = await read(token);
    expect(record).toMatchObject({
      hospitalName: ctx.config.app.hospitalName,
      address: '',
      logo: null,
      version: 0,
    });
    const res = await save(token, record, { address: 'Jl. Pertama No. 1' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data?.record?.version).toBe(1);
    expect((await save(token, record, { address: 'Jl. Kedua' })).statusCode).toBe(409);
  });

  it('one session per user when singleSession is on: a new login ends the previous one', async () => {
    const token = await api.login('admin');
    const { record } = await read(token);
    expect((await save(token, record, { singleSession: true })).statusCode).toBe(200);
    const first = await api.login('farmasi');
    const second = await api.login('farmasi');
    expect((await api.get('/get/profile', first)).statusCode).toBe(401);
    expect((await api.get('/get/profile', second)).statusCode).toBe(200);
    const reasons = await sql<{ logout_reason: string }>`select s.logout_reason from sessions s
      join users u on u.id = s.user_id where u.username = 'farmasi' and s.revoked_at is not null`.execute(
      db(),
    );
    expect(reasons.rows.map((r) => r.logout_reason)).toContain('single-session');
    const now = await read(token);
    expect((await save(token, now.record, { singleSession: false })).statusCode).toBe(200);
    const third = await api.login('farmasi');
    expect((await api.get('/get/profile', second)).statusCode).toBe(200);
    expect((await api.get('/get/profile', third)).statusCode).toBe(200);
  });
});

describe('UGDAssesment remove-on-tindak-lanjut', () => {
  it("answers 200 for the caller's own id and changes nothing", async () => {
    const token = await api.login('perawat.ugd');
    const me = await userRow('perawat.ugd');
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(db())).rows[0]?.n;
    const before = await count();
    const res = await api.do(
      'UGDAssesment',
      { type: 'remove-on-tindak-lanjut', id_user: me.id },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: UGD_MESSAGES.nothingToRemove,
      data: { removed: 0 },
    });
    expect(
      (
        await api.do(
          'UGDAssesment',
          { type: 'remove-on-tindak-lanjut', id_user: String(me.id) },
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect(await count()).toBe(before);
  });

  it("refuses another user's id (403), a bad id (422) and no session (401)", async () => {
    const token = await api.login('perawat.ugd');
    const other = await userRow('perawat');
    const foreign = await api.do(
      'UGDAssesment',
      { type: 'remove-on-tindak-lanjut', id_user: other.id },
      token,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body.message).toBe(UGD_MESSAGES.notYours);
    const bad = await api.do(
      'UGDAssesment',
      { type: 'remove-on-tindak-lanjut', id_user: 'x' },
      token,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors).toEqual({ id_user: [UGD_MESSAGES.badUser] });
    const none = await api.do('UGDAssesment', { type: 'remove-on-tindak-lanjut', id_user: 1 });
    expect(none.statusCode).toBe(401);
    // A do-type the module does not have: 400, as for every module (docs/protocol.md).
    const unknown = await api.do('UGDAssesment', { type: 'nope' }, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe('Tipe permintaan tidak dikenal.');
  });
});

describe('list totals', () => {
  it(`counts at most ${COUNT_AHEAD} rows past the page: 'more than N', pages still reachable`, async () => {
    const extra = 1500;
    await sql`insert into patients (rm_no, nik, bpjs_no, name, sex, birth_date)
      select lpad((900000 + i)::text, 8, '0'), null, null, 'Pasien Hitung ' || i, '1',
        date '1980-01-01' + i from generate_series(1, ${extra}) as i`.execute(db());
    const all = (await sql<{ n: number }>`select count(*)::int as n from patients`.execute(db()))
      .rows[0]?.n as number;
    expect(all).toBeGreaterThan(COUNT_AHEAD + 25);

    const first = await api.get('/get/Pasien', admin, { shown: '25' });
    expect(first.body.data).toMatchObject({
      total: COUNT_AHEAD,
      totalExact: false,
      lastPage: COUNT_AHEAD / 25,
    });
    expect(first.body.data?.list).toHaveLength(25);

    // Further on, the bound moves with the page; near the end the count is exact again.
    const deep = await api.get('/get/Pasien', admin, { shown: '25', page: '40' });
    expect(deep.body.data).toMatchObject({ total: all, totalExact: true, page: 40 });
    expect(deep.body.data?.list).toHaveLength(25);
    const last = Math.ceil(all / 25);
    const end = await api.get('/get/Pasien', admin, { shown: '25', page: String(last) });
    expect(end.body.data?.list).toHaveLength(all - (last - 1) * 25);

    // A narrower search is counted exactly.
    const some = await api.get('/get/Pasien', admin, { search: 'Pasien Hitung 14' });
    expect(some.body.data).toMatchObject({ totalExact: true, total: 111 });
  });
});
