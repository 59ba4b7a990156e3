import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/platform/audit';
import {
  API_KEY,
  client,
  createTestApp,
  DISPLAY_TOKEN,
  SAMPLE_FILES,
  type TestContext,
} from './helpers';

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

describe('transport', () => {
  it('refuses a missing or wrong API key with 401', async () => {
    const missing = await api.raw({ method: 'GET', url: `/api/bo/get/profile?token=${admin}` });
    expect(missing.statusCode).toBe(401);
    expect(missing.body).toMatchObject({
      status: 'error',
      title: 'Akses Ditolak',
      message: 'Kunci API tidak valid.',
    });
    const wrong = await api.raw({
      method: 'GET',
      url: `/api/bo/get/profile?token=${admin}`,
      headers: { 'x-simrs-key': `${API_KEY}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('sends the security headers', async () => {
    const res = await api.get('/get/profile', admin);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 with title and message for an undecryptable body', async () => {
    const res = await api.raw({
      method: 'POST',
      url: '/api/bo/do/Poli',
      headers: { 'x-simrs-key': API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'bm90IGFuIGVudmVsb3Bl' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: 'error',
      title: 'Permintaan Tidak Valid',
      message: 'Data permintaan tidak dapat dibaca.',
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await api.raw({
      method: 'POST',
      url: '/api/bo/do/Poli',
      headers: { 'x-simrs-key': API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'A'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body.message).toBe('Data terlalu besar.');
  });

  it('answers 404 for an unknown module and record', async () => {
    expect((await api.get('/get/NoSuchModule', admin)).statusCode).toBe(404);
    const rec = await api.get('/get/Poli/edit/999999', admin);
    expect(rec.statusCode).toBe(404);
    expect(rec.body.message).toBe('Data tidak ditemukan.');
  });

  it('accepts the token as a Bearer header too', async () => {
    const res = await api.raw({
      method: 'GET',
      url: '/api/bo/get/profile',
      headers: { 'x-simrs-key': API_KEY, authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('session', () => {
  it('logs in and returns token, user and app', async () => {
    const res = await api.do('Auth', {
      type: 'login',
      username: 'admin',
      password: 'SimrsDemo2022',
      isRemember: 'Y',
    });
    expect(res.statusCode).toBe(200);
    const data = res.body.data as Record<string, unknown> & {
      user: Record<string, unknown>;
      app: Record<string, unknown>;
    };
    expect(data.isRemember).toBe('Y');
    expect(data.user).toMatchObject({ username: 'admin', levelId: 17, canManageAll: 'N' });
    expect(Array.isArray(data.user.menuRole)).toBe(true);
    expect(data.app).toMatchObject({ copyrightStartYear: 2022, socketPath: '/api/bo/socket.io' });
    const days = (Date.parse(String(data.expiresAt)) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(360);
  });

  it('gives 90 days without remember-me and stores only the token hash', async () => {
    const token = await api.login('perawat');
    const profile = await api.get('/get/profile', token);
    const data = profile.body.data as { expiresAt: string; isRemember: string };
    expect(Math.round((Date.parse(data.expiresAt) - Date.now()) / 86_400_000)).toBe(90);
    expect(data.isRemember).toBe('N');
    const stored = await ctx.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('refuses a wrong password with 422 and no token', async () => {
    const res = await api.do('Auth', {
      type: 'login',
      username: 'dokter',
      password: 'salah-sekali',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Username atau kata sandi salah.');
    expect(res.body.data).toBeUndefined();
  });

  it('level 1 gets every menu', async () => {
    const res = await api.get('/get/profile', admin);
    const user = (res.body.data as { user: { levelId: number; menuRole: { menu: string }[] } })
      .user;
    expect(user.levelId).toBe(1);
    expect(user.menuRole.map((m) => m.menu)).toEqual(
      expect.arrayContaining(['poli', 'user-level', 'audit-trail']),
    );
  });

  it('refresh extends the session; logout revokes it', async () => {
    const token = await api.login('bidan');
    const refreshed = await api.do('Auth', { type: 'refresh' }, token);
    expect(refreshed.statusCode).toBe(200);
    expect((refreshed.body.data as { token: string }).token).toBe(token);
    const out = await api.do('Auth', { type: 'logout' }, token);
    expect(out.statusCode).toBe(200);
    const after = await api.get('/get/profile', token);
    expect(after.statusCode).toBe(401);
    expect(after.body.message).toBe('Sesi Anda telah berakhir, silakan masuk kembali.');
    expect((await api.do('Auth', { type: 'refresh' }, token)).statusCode).toBe(401);
  });

  it('rate-limits failed logins per account with 429', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await api.do(
        'Auth',
        { type: 'login', username: 'upla', password: `wrong-${i}` },
        undefined,
        '10.0.0.5',
      );
      expect(r.statusCode).toBe(422);
    }
    const blocked = await api.do(
      'Auth',
      { type: 'login', username: 'upla', password: 'SimrsDemo2022' },
      undefined,
      '10.0.0.6',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/,
    );
  });

  it('rate-limits failed logins per address with 429', async () => {
    for (let i = 0; i < 20; i++) {
      await api.do(
        'Auth',
        { type: 'login', username: `nobody${i}`, password: 'x' },
        undefined,
        '10.9.9.9',
      );
    }
    const blocked = await api.do(
      'Auth',
      { type: 'login', username: 'farmasi', password: 'SimrsDemo2022' },
      undefined,
      '10.9.9.9',
    );
    expect(blocked.statusCode).toBe(429);
    const other = await api.do(
      'Auth',
      { type: 'login', username: 'farmasi', password: 'SimrsDemo2022' },
      undefined,
      '10.9.9.8',
    );
    expect(other.statusCode).toBe(200);
  });
});

describe('generic resources', () => {
  it('lists with paging, search and sort', async () => {
    const res = await api.get('/get/Poli', admin, {
      shown: '10',
      sortByField: 'code',
      sortByType: 'desc',
    });
    expect(res.statusCode).toBe(200);
    const data = res.body.data as {
      list: { code: string }[];
      total: number;
      lastPage: number;
      shown: number;
    };
    expect(data.shown).toBe(10);
    expect(data.total).toBe(10);
    const codes = data.list.map((r) => r.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const search = await api.get('/get/Poli', admin, { search: 'gigi' });
    expect((search.body.data as { list: { name: string }[] }).list.map((r) => r.name)).toEqual([
      'Poli Gigi',
    ]);
  });

  it('refuses an unknown sort field and page size with 422 listing the fields', async () => {
    const res = await api.get('/get/Poli', admin, { sortByField: 'password', shown: '1000' });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('The given data failed validation.');
    expect(Object.keys(res.body.errors ?? {})).toEqual(
      expect.arrayContaining(['sortByField', 'shown']),
    );
  });

  it('adds, reads, updates with version, and refuses a stale update with 409', async () => {
    const add = await api.do(
      'Poli',
      { type: 'add', code: 'KUL', name: 'Poli Kulit', bpjsCode: 'KLT' },
      admin,
    );
    expect(add.statusCode).toBe(200);
    expect(add.body.message).toBe('Data Berhasil Disimpan.');
    const rec = add.body.data?.record as { id: number; version: number };
    expect(rec.version).toBe(1);
    const detail = await api.get(`/get/Poli/edit/${rec.id}`, admin);
    expect(((detail.body.data?.record ?? {}) as { name: string }).name).toBe('Poli Kulit');

    const upd = await api.do(
      'Poli',
      { type: 'update', id: rec.id, version: 1, code: 'KUL', name: 'Poli Kulit & Kelamin' },
      admin,
    );
    expect(upd.statusCode).toBe(200);
    expect(upd.body.message).toBe('Data Berhasil Diubah.');
    expect(((upd.body.data?.record ?? {}) as { version: number }).version).toBe(2);

    const stale = await api.do(
      'Poli',
      { type: 'update', id: rec.id, version: 1, code: 'KUL', name: 'Nama Lain' },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    const after = await api.get(`/get/Poli/edit/${rec.id}`, admin);
    expect(after.body.data?.record as { name: string; version: number }).toMatchObject({
      name: 'Poli Kulit & Kelamin',
      version: 2,
    });
  });

  it('validates with 422: one field gives its message, several give validation + errors', async () => {
    const one = await api.do('Poli', { type: 'add', code: 'OK1', name: '' }, admin);
    expect(one.statusCode).toBe(422);
    expect(one.body.message).toBe('Nama Poli wajib diisi');
    const many = await api.do('Poli', { type: 'add', code: 'bad code!', name: '' }, admin);
    expect(many.statusCode).toBe(422);
    expect(many.body.message).toContain('validation');
    expect(Object.keys(many.body.errors ?? {}).sort()).toEqual(['code', 'name']);
    const dup = await api.do('Poli', { type: 'add', code: 'umum', name: 'Dobel' }, admin);
    expect(dup.statusCode).toBe(422);
    expect(dup.body.errors?.code).toEqual(['Kode Poli sudah digunakan.']);
  });

  it('toggles status with the spec messages', async () => {
    const list = await api.get('/get/Bank', admin);
    const bank = (list.body.data?.list ?? [])[0] as { id: number };
    const off = await api.do('Bank', { type: 'status', id: bank.id, status: 'N' }, admin);
    expect(off.body.message).toBe('Status Diubah Menjadi Nonaktif.');
    const filtered = await api.get('/get/Bank', admin, { status: 'N' });
    expect((filtered.body.data?.list ?? []).map((r) => r.id)).toEqual([bank.id]);
    const on = await api.do('Bank', { type: 'status', id: bank.id, status: 'Y' }, admin);
    expect(on.body.message).toBe('Status Diubah Menjadi Aktif.');
  });

  it('deletes a free record and refuses deleting a referenced one', async () => {
    const kelas = await api.get('/get/RanapKelas', admin, { search: 'VIP' });
    const vip = (kelas.body.data?.list ?? [])[0] as { id: number };
    const refused = await api.do('RanapKelas', { type: 'delete', id: vip.id }, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe('Data Kelas sedang digunakan oleh data Bangsal.');
    expect((await api.get(`/get/RanapKelas/edit/${vip.id}`, admin)).statusCode).toBe(200);

    const add = await api.do('Agama', { type: 'add', name: 'Kepercayaan' }, admin);
    const id = ((add.body.data?.record ?? {}) as { id: number }).id;
    const del = await api.do('Agama', { type: 'delete', id }, admin);
    expect(del.body.message).toBe('Deleted Successfully!');
    expect((await api.get(`/get/Agama/edit/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses deleting a level in use with the spec texts', async () => {
    const res = await api.do('UserLevel', { type: 'delete', id: 3 }, admin);
    expect(res.statusCode).toBe(422);
    expect(res.body.title).toBe('Anda Tidak Dapat Hapus Level ini');
    expect(res.body.message).toBe('Data Level sedang digunakan oleh user lain');
  });

  it('creates users with hashed passwords that can log in, never returning the password', async () => {
    const add = await api.do(
      'Users',
      {
        type: 'add',
        username: 'perawat.baru',
        name: 'Perawat Baru',
        levelId: 3,
        password: 'RahasiaSekali1',
      },
      admin,
    );
    expect(add.statusCode).toBe(200);
    expect(add.body.data?.record).not.toHaveProperty('password');
    expect(add.body.data?.record).toMatchObject({ levelIdLabel: 'Perawat' });
    const row = await ctx.handle.db
      .selectFrom('users')
      .select('password')
      .where('username', '=', 'perawat.baru')
      .executeTakeFirstOrThrow();
    expect(row.password.startsWith('$argon2id$')).toBe(true);
    await api.login('perawat.baru', 'RahasiaSekali1');
    const unknownLevel = await api.do(
      'Users',
      { type: 'add', username: 'x.y', name: 'X', levelId: 2, password: 'RahasiaSekali1' },
      admin,
    );
    expect(unknownLevel.body.errors?.levelId).toEqual(['Level tidak ditemukan.']);
  });

  it('a new password or a deactivation revokes the sessions of that user', async () => {
    const token = await api.login('dokter.lab');
    const tokenB = await api.login('dokter.radiologi');
    const row = async (username: string) =>
      ctx.handle.db
        .selectFrom('users')
        .select(['id', 'version', 'level_id'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
    const lab = await row('dokter.lab');
    const base = {
      type: 'update',
      id: lab.id,
      version: lab.version,
      username: 'dokter.lab',
      name: 'Demo Dokter Laboratorium',
      levelId: lab.level_id,
    };
    const renamed = await api.do('Users', base, admin);
    expect(renamed.statusCode).toBe(200);
    expect((await api.get('/get/profile', token)).statusCode).toBe(200);
    const changed = await api.do(
      'Users',
      { ...base, version: lab.version + 1, password: 'SandiBaruSekali1' },
      admin,
    );
    expect(changed.statusCode).toBe(200);
    expect((await api.get('/get/profile', token)).statusCode).toBe(401);
    await api.login('dokter.lab', 'SandiBaruSekali1');

    const rad = await row('dokter.radiologi');
    await api.do('Users', { type: 'status', id: rad.id, status: 'N' }, admin);
    await api.do('Users', { type: 'status', id: rad.id, status: 'Y' }, admin);
    expect((await api.get('/get/profile', tokenB)).statusCode).toBe(401);
    const reasons = await ctx.handle.db
      .selectFrom('sessions')
      .select('logout_reason')
      .where('user_id', 'in', [lab.id, rad.id])
      .where('revoked_at', 'is not', null)
      .execute();
    expect(reasons.map((r) => r.logout_reason).sort()).toEqual(['deactivated', 'password-changed']);
  });

  it('finds patients by exact NIK, BPJS number, RM number, name prefix and substring', async () => {
    const { rows } = await sql<{
      rm_no: string;
      nik: string;
      name: string;
    }>`select rm_no, nik, name from patients order by id limit 1`.execute(ctx.handle.db);
    const p = rows[0];
    if (!p) throw new Error('no patient seeded');
    for (const term of [p.nik, p.rm_no, p.name.slice(0, 2), p.name.slice(1, 6)]) {
      const res = await api.get('/get/Pasien', admin, { search: term, shown: '30' });
      expect(res.statusCode).toBe(200);
      expect((res.body.data?.list ?? []).some((r) => r.rmNo === p.rm_no)).toBe(true);
    }
  });
});

describe('audit', () => {
  it('records mutations, logins and failures; lists them with filters; the chain verifies', async () => {
    const res = await api.get('/get/AuditTrail', admin, { module: 'Poli', shown: '30' });
    expect(res.statusCode).toBe(200);
    const list = (res.body.data?.list ?? []) as { type: string; before: unknown; after: unknown }[];
    expect(list.map((r) => r.type)).toEqual(expect.arrayContaining(['add', 'update']));
    const upd = list.find((r) => r.type === 'update');
    expect(upd?.before).toMatchObject({ version: 1 });
    expect(upd?.after).toMatchObject({ version: 2 });
    const authTypes = new Set<unknown>();
    for (let page = 1; page <= 5; page++) {
      const auth = await api.get('/get/AuditTrail', admin, {
        module: 'Auth',
        shown: '30',
        page: String(page),
      });
      for (const r of auth.body.data?.list ?? []) authTypes.add(r.type);
    }
    expect([...authTypes].sort()).toEqual(['login', 'login-failed', 'logout']);
    const report = await verifyAuditChain(ctx.handle.db);
    expect(report.ok).toBe(true);
    expect(report.rows).toBeGreaterThan(10);
  });

  it('is append-only and a tampered row breaks the chain', async () => {
    await expect(sql`update audit_log set module = 'X'`.execute(ctx.handle.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(ctx.handle.db)).rejects.toThrow(/append-only/);
    await sql`alter table audit_log disable trigger audit_log_no_update`.execute(ctx.handle.db);
    const row = await ctx.handle.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id')
      .offset(3)
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`update audit_log set address = '6.6.6.6' where id = ${row.id}`.execute(ctx.handle.db);
    const report = await verifyAuditChain(ctx.handle.db);
    expect(report.ok).toBe(false);
    expect(report.brokenAt).toBe(row.id);
    await sql`update audit_log set address = (select address from audit_log where id = ${row.id} - 1) where id = ${row.id}`.execute(
      ctx.handle.db,
    );
    await sql`alter table audit_log enable trigger audit_log_no_update`.execute(ctx.handle.db);
  });
});

describe('exports, files, notifications, display', () => {
  it('streams a CSV export of the filtered list and audits it', async () => {
    const res = await api.raw({
      method: 'GET',
      url: `/api/bo/get/Obat?export=1&download=csv&search=mg&token=${admin}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Obat-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Kode Obat,Nama Obat,Satuan,Harga,Stok Minimum,Status,Dibuat,Diubah');
    expect(lines.length - 1).toBe(8);
    const audit = await api.get('/get/AuditTrail', admin, { module: 'Obat' });
    expect((audit.body.data?.list ?? []).some((r) => r.type === 'export')).toBe(true);
  });

  it('streams an xlsx export (a zip with the sheet)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/bo/get/Bank?export=1&download=xlsx&token=${admin}`,
    });
    expect(res.statusCode).toBe(200);
    const buf = res.rawPayload;
    expect(buf.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(buf.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    expect(buf.subarray(buf.length - 22, buf.length - 18).toString('hex')).toBe('504b0506');
  });

  it('needs a token for exports, uploads and templates', async () => {
    expect(
      (await api.raw({ method: 'GET', url: '/api/bo/get/Obat?export=1&download=csv' })).statusCode,
    ).toBe(401);
    expect(
      (await api.raw({ method: 'GET', url: '/api/bo/uploader/hasil-lab.pdf' })).statusCode,
    ).toBe(401);
    // A file put in the folder by other means than an upload is not served.
    writeFileSync(join(ctx.config.uploadsDir, 'hasil-lab.pdf'), SAMPLE_FILES.pdf);
    const stray = await api.raw({
      method: 'GET',
      url: `/api/bo/uploader/hasil-lab.pdf?token=${admin}`,
    });
    expect(stray.statusCode).toBe(404);
    const traversal = await api.raw({
      method: 'GET',
      url: `/api/bo/uploader/..%2F..%2Fpackage.json?token=${admin}`,
    });
    expect(traversal.statusCode).toBe(404);
    const tpl = await api.raw({ method: 'GET', url: `/api/bo/template/Poli.csv?token=${admin}` });
    expect(tpl.raw).toBe('code,name,bpjsCode,status\r\n');
    // Module names with digits (the ICD import templates) are templates too.
    for (const key of ['Icd10', 'Icd9', 'Icd10Upla', 'Icd9Upla']) {
      const icd = await api.raw({
        method: 'GET',
        url: `/api/bo/template/${key}.csv?token=${admin}`,
      });
      expect(icd.statusCode, key).toBe(200);
      expect(icd.raw.split(',')[0]).toBe('code');
    }
    const unknown = await api.raw({
      method: 'GET',
      url: `/api/bo/template/9Poli.csv?token=${admin}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('uploads a file to a record, then serves it by GET /uploader and POST /get-file', async () => {
    const up = await api.upload(
      { module: 'Pasien', recordId: '1' },
      { name: 'hasil lab.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
      admin,
    );
    expect(up.statusCode).toBe(200);
    const file = (up.body.data as { file: { name: string; mime: string } }).file;
    expect(file.mime).toBe('application/pdf');
    const got = await api.raw({
      method: 'GET',
      url: `/api/bo/uploader/${file.name}?token=${admin}`,
    });
    expect(got.statusCode).toBe(200);
    expect(got.raw).toBe(SAMPLE_FILES.pdf.toString());
    const real = await api.raw({
      method: 'POST',
      url: `/api/bo/get-file?token=${admin}`,
      headers: { 'x-simrs-key': API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: api.seal({ file: file.name }) }),
    });
    expect(real.statusCode).toBe(200);
    const data = real.body.data as { name: string; mime: string; base64: string };
    expect(Buffer.from(data.base64, 'base64').equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(data.mime).toBe('application/pdf');
  });

  it('counts pending notifications from the tables', async () => {
    const empty = await api.do('Notification', { type: 'get-notif-pending-pemeliharaan' }, admin);
    expect(empty.body.data).toEqual({ notifInternalPending: 0, notifEksternalPending: 0 });
    await sql`insert into maintenance_requests (kind, status) values ('INTERNAL', 'WAITING'), ('INTERNAL', 'DONE'), ('EKSTERNAL', 'WAITING-VERIFY')`.execute(
      ctx.handle.db,
    );
    await sql`insert into goods_requests (subtype, status) values ('FARMASI_OBAT', 'WAITING-FOR-APPROVAL'), ('ASET', 'APPROVED'), ('UMUM', 'ACCEPTED')`.execute(
      ctx.handle.db,
    );
    const m = await api.do('Notification', { type: 'get-notif-pending-pemeliharaan' }, admin);
    expect(m.body.data).toEqual({ notifInternalPending: 1, notifEksternalPending: 1 });
    const g = await api.do('Notification', { type: 'get-notif-pending-barang' }, admin);
    expect(g.body.data).toEqual({
      notifFarmasiPending: 1,
      notifAlkesPending: 0,
      notifInfusPending: 0,
      notifUmumPending: 0,
      notifAsetPending: 1,
    });
  });

  it('stores and removes push tokens', async () => {
    const token = await api.login('radiologi');
    await api.do('Users', { type: 'update-token', token: 'device-abc' }, token);
    await api.do('Users', { type: 'update-token', token: 'device-abc' }, token);
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from push_tokens`.execute(ctx.handle.db))
        .rows[0]?.n;
    expect(await count()).toBe(1);
    const removed = await api.do('Users', { type: 'remove-token' }, token);
    expect(removed.body.data).toEqual({ removed: 1 });
    expect(await count()).toBe(0);
  });

  it('serves display screens with the display token only', async () => {
    const denied = await api.raw({
      method: 'POST',
      url: '/api/bo/display/poli',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(denied.statusCode).toBe(401);
    const ok = await api.raw({
      method: 'POST',
      url: '/api/bo/display/poli',
      headers: { 'content-type': 'application/json', 'x-display-token': DISPLAY_TOKEN },
      payload: '{}',
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.body.data as { list: unknown[] }).list.length).toBeGreaterThanOrEqual(10);
  });
});
