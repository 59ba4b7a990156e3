/**
 * Credentials: the session lifetime counted from login, the password policy on every password
 * set, the forced password change, and the second factor (TOTP).
 */
import type { AddressInfo } from 'node:net';
import { PASSWORD_POLICY_MESSAGES, SECOND_FACTOR_MESSAGES } from '@simrs/validators';
import type { SessionAnswer, TwoFactorEnrolment } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../src/platform/realtime';
import { SecretBox, totpCode } from '../src/platform/totp';
import { API_KEY, client, createTestApp, type TestContext } from './helpers';

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
const DAY = 86_400_000;

describe('session lifetime', () => {
  it('the start-up refresh never extends a session past its lifetime counted from login', async () => {
    for (const [isRemember, days] of [
      ['N', 90],
      ['Y', 360],
    ] as const) {
      const token = await api.login('bidan', undefined, isRemember);
      const login = await api.get('/get/profile', token);
      const loginExpiry = Date.parse(String(login.body.data?.expiresAt));
      // The session was opened (days - 1) days ago: one day is left.
      await sql`update sessions set created_at = created_at - make_interval(days => ${days - 1}::int),
        expires_at = expires_at - make_interval(days => ${days - 1}::int)
        where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`.execute(db());
      const refreshed = await api.do('Auth', { type: 'refresh' }, token);
      expect(refreshed.statusCode).toBe(200);
      const left = Date.parse(String(refreshed.body.data?.expiresAt)) - Date.now();
      expect(left).toBeGreaterThan(DAY - 60_000);
      expect(left).toBeLessThanOrEqual(DAY + 1000);
      expect(Math.abs(loginExpiry - (days - 1) * DAY - (Date.now() + left))).toBeLessThan(60_000);
      const profile = await api.get('/get/profile', token);
      expect(profile.body.data?.expiresAt).toBe(refreshed.body.data?.expiresAt);
    }
  });

  it('answers a refresh after the settings cache expired (no wait behind its own transaction)', async () => {
    const token = await api.login('bidan');
    await new Promise((resolve) => setTimeout(resolve, 5200));
    const res = await Promise.race([
      api.do('Auth', { type: 'refresh' }, token),
      new Promise<{ statusCode: number }>((resolve) =>
        setTimeout(() => resolve({ statusCode: -1 }), 10_000),
      ),
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('a session an older server extended is brought back within its lifetime from login', async () => {
    const token = await api.login('bidan');
    await sql`update sessions set created_at = now() - interval '30 days',
        expires_at = now() + interval '90 days'
        where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`.execute(db());
    const refreshed = await api.do('Auth', { type: 'refresh' }, token);
    const days = (Date.parse(String(refreshed.body.data?.expiresAt)) - Date.now()) / DAY;
    expect(Math.round(days)).toBe(60);
  });
});

const answer = (res: { body: { data?: unknown } }) => res.body.data as SessionAnswer;

async function addUser(username: string, password: string, levelId = 3) {
  const res = await api.do(
    'Users',
    { type: 'add', username, name: 'Uji Kredensial', levelId, password },
    admin,
  );
  expect(res.statusCode, res.raw).toBe(200);
  const record = res.body.data?.record as { id: number } | undefined;
  return record?.id ?? 0;
}

describe('password policy on every password set', () => {
  it('the user admin form refuses short and common passwords with Indonesian messages', async () => {
    const add = (password: string) =>
      api.do(
        'Users',
        { type: 'add', username: 'sandi.lemah', name: 'Sandi Lemah', levelId: 3, password },
        admin,
      );
    const common = await add('Password2024!');
    expect(common.statusCode).toBe(422);
    expect(common.body.errors?.password).toEqual([PASSWORD_POLICY_MESSAGES.common('Kata Sandi')]);
    expect(common.body.message).toBe(
      'Kata Sandi terlalu umum atau mudah ditebak. Gunakan gabungan beberapa kata yang tidak umum.',
    );
    const short = await add('Rahasia1234');
    expect(short.body.errors?.password).toEqual(['Kata Sandi minimal 12 karakter']);
    // The demo password is refused everywhere but in the evaluation mode's seed.
    expect((await add('SimrsDemo2022')).statusCode).toBe(422);
    // No composition rule: a long phrase of letters only is fine.
    expect((await add('kuda lumping hijau')).statusCode).toBe(200);
  });

  it('the own password change refuses a common password', async () => {
    const token = await api.login('fisioterapis');
    const res = await api.do(
      'Users',
      {
        type: 'change-password',
        oldPassword: 'SimrsDemo2022',
        newPassword: 'iloveyou2024!',
        confirmPassword: 'iloveyou2024!',
      },
      token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.newPassword).toEqual([
      PASSWORD_POLICY_MESSAGES.common('Kata Sandi Baru'),
    ]);
  });
});

describe('a password set by someone else must be changed first', () => {
  it('refuses every call but the own account with 403 and the flag, until the change', async () => {
    const id = await addUser('ganti.sandi', 'Sandi dari admin 1');
    const token = await api.login('ganti.sandi', 'Sandi dari admin 1');
    const profile = await api.get('/get/profile', token);
    expect(profile.statusCode).toBe(200);
    expect(answer(profile)).toMatchObject({
      mustChangePassword: true,
      restriction: 'change-password',
      twoFactor: { enabled: false, required: false, pending: false },
    });
    expect(answer(await api.do('Auth', { type: 'refresh' }, token)).restriction).toBe(
      'change-password',
    );
    for (const res of [
      await api.get('/get/Pasien', token),
      await api.get('/get/Poli', token),
      await api.do('Users', { type: 'update-token', token: 'perangkat-1' }, token),
      await api.get('/uploader/tidak-ada.png', token),
    ]) {
      expect(res.statusCode, res.raw).toBe(403);
      expect(res.body).toMatchObject({
        status: 'error',
        title: 'Akses Ditolak',
        message: SECOND_FACTOR_MESSAGES.restricted['change-password'],
        restriction: 'change-password',
        mustChangePassword: true,
      });
    }
    const changed = await api.do(
      'Users',
      {
        type: 'change-password',
        oldPassword: 'Sandi dari admin 1',
        newPassword: 'Sandi pilihan sendiri',
        confirmPassword: 'Sandi pilihan sendiri',
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(answer(await api.get('/get/profile', token))).toMatchObject({
      mustChangePassword: false,
      restriction: null,
    });
    expect((await api.get('/get/Pasien', token)).statusCode).toBe(200);

    // An administrator resetting the password: the owner must change it again.
    const row = await db()
      .selectFrom('users')
      .select(['version', 'level_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const reset = await api.do(
      'Users',
      {
        type: 'update',
        id,
        version: row.version,
        username: 'ganti.sandi',
        name: 'Uji Kredensial',
        levelId: row.level_id,
        password: 'Sandi reset admin 2',
      },
      admin,
    );
    expect(reset.statusCode).toBe(200);
    const again = await api.login('ganti.sandi', 'Sandi reset admin 2');
    expect(answer(await api.get('/get/profile', again)).mustChangePassword).toBe(true);
    expect((await api.get('/get/Pasien', again)).statusCode).toBe(403);
    expect((await api.do('Auth', { type: 'logout' }, again)).statusCode).toBe(200);
  });

  it('a restricted session gets no realtime socket', async () => {
    await addUser('soket.sandi', 'Sandi soket admin 1');
    const token = await api.login('soket.sandi', 'Sandi soket admin 1');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const outcome = (t: string) =>
      new Promise<string>((done) => {
        const socket = io(`http://127.0.0.1:${port}`, {
          path: SOCKET_PATH,
          auth: { token: t },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        socket.on('connect', () => {
          socket.close();
          done('connected');
        });
        socket.on('connect_error', (error) => {
          socket.close();
          done(`refused ${error.message}`);
        });
      });
    expect(await outcome(token)).toBe('refused Sesi Anda telah berakhir, silakan masuk kembali.');
    expect(await outcome(admin)).toBe('connected');
    const own = await api.firstLogin('soket.sandi', 'Sandi soket admin 1');
    expect(await outcome(own)).toBe('connected');
    // The password change ended the other session.
    expect(await outcome(token)).toBe('refused Sesi Anda telah berakhir, silakan masuk kembali.');
  });
});

describe('second factor (TOTP)', () => {
  const user = 'perawat.jaga';
  let secret = '';
  let token = '';

  it('enrols: start with the password, confirm with a code; the secret is stored encrypted', async () => {
    token = await api.login(user);
    const other = await api.login(user);
    const wrong = await api.do(
      'Users',
      { type: 'two-factor-start', password: 'bukan sandi' },
      token,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors?.password).toEqual([SECOND_FACTOR_MESSAGES.wrongPassword]);
    const started = await api.do(
      'Users',
      { type: 'two-factor-start', password: 'SimrsDemo2022' },
      token,
    );
    expect(started.statusCode, started.raw).toBe(200);
    const enrolment = started.body.data as unknown as TwoFactorEnrolment;
    secret = enrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment).toMatchObject({ digits: 6, period: 30, algorithm: 'SHA1', account: user });
    expect(enrolment.uri).toBe(
      `otpauth://totp/SIMRS:${user}?issuer=SIMRS&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const stored = await db()
      .selectFrom('users')
      .select(['id', 'totp_pending_secret', 'totp_secret'])
      .where('username', '=', user)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBeNull();
    expect(stored.totp_pending_secret).not.toContain(secret);
    // Sealed with the server secret for this user: another key or another user does not open it.
    const box = new SecretBox(ctx.config.twoFactor.key);
    expect(box.open(stored.totp_pending_secret ?? '', stored.id)).toBe(secret);
    expect(box.open(stored.totp_pending_secret ?? '', stored.id + 1)).toBeNull();
    expect(
      new SecretBox('another-server-secret-key').open(stored.totp_pending_secret ?? '', stored.id),
    ).toBeNull();

    const bad = await api.do('Users', { type: 'two-factor-confirm', code: '000000' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.code).toEqual([SECOND_FACTOR_MESSAGES.wrongCode]);
    const ok = await api.do('Users', { type: 'two-factor-confirm', code: totpCode(secret) }, token);
    expect(ok.statusCode, ok.raw).toBe(200);
    expect(ok.body.data).toEqual({ otherSessionsRevoked: 1 });
    expect((await api.get('/get/profile', other)).statusCode).toBe(401);
    expect(answer(await api.get('/get/profile', token)).twoFactor).toEqual({
      enabled: true,
      required: false,
      pending: false,
    });
    const enabled = await db()
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('username', '=', user)
      .executeTakeFirstOrThrow();
    expect(enabled.totp_pending_secret).toBeNull();
    expect(enabled.totp_secret).toMatch(/^v1\./);
    expect(enabled.totp_secret).not.toContain(secret);
  });

  it('login then asks for the code: nothing else is answered until it comes', async () => {
    const login = await api.do('Auth', {
      type: 'login',
      username: user,
      password: 'SimrsDemo2022',
      isRemember: 'Y',
    });
    expect(login.statusCode).toBe(200);
    const pending = answer(login);
    expect(pending.restriction).toBe('second-factor');
    expect(pending.twoFactor.pending).toBe(true);
    expect(pending.user.menuRole).toEqual([]);
    expect(Date.parse(pending.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const t = pending.token;
    for (const res of [
      await api.get('/get/Pasien', t),
      await api.do(
        'Users',
        {
          type: 'change-password',
          oldPassword: 'SimrsDemo2022',
          newPassword: 'Sandi tanpa kode 1',
          confirmPassword: 'Sandi tanpa kode 1',
        },
        t,
      ),
      await api.do('Users', { type: 'two-factor-start', password: 'SimrsDemo2022' }, t),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body.restriction).toBe('second-factor');
    }
    const wrong = await api.do('Auth', { type: 'verify-code', code: '123456' }, t);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors?.code).toEqual([SECOND_FACTOR_MESSAGES.wrongCode]);
    // After the settings cache expired the code is still answered (the login reads the
    // settings before its transaction: on the embedded database, one connection, a read inside
    // it would wait for that transaction forever and hold every later call).
    await new Promise((resolve) => setTimeout(resolve, 5200));
    // The next period's code (the enrolment used this period's: a code is never used twice).
    const code = totpCode(secret, Date.now() + 30_000);
    const verified = await Promise.race([
      api.do('Auth', { type: 'verify-code', code }, t),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('verify-code not answered in 10 s')), 10_000),
      ),
    ]);
    expect(verified.statusCode, verified.raw).toBe(200);
    const full = answer(verified);
    expect(full.restriction).toBeNull();
    expect(full.user.menuRole.length).toBeGreaterThan(0);
    expect(Math.round((Date.parse(full.expiresAt) - Date.now()) / DAY)).toBe(360);
    expect((await api.get('/get/Pasien', t)).statusCode).toBe(200);
    expect((await api.do('Auth', { type: 'verify-code', code }, t)).statusCode).toBe(422);

    // The same code cannot open a second session.
    const second = await api.do('Auth', {
      type: 'login',
      username: user,
      password: 'SimrsDemo2022',
    });
    const replay = await api.do('Auth', { type: 'verify-code', code }, answer(second).token);
    expect(replay.statusCode).toBe(422);
    expect(answer(await api.get('/get/profile', answer(second).token)).restriction).toBe(
      'second-factor',
    );
  });

  it('rate-limits wrong codes like wrong passwords (429)', async () => {
    const address = '10.9.8.7';
    await db().deleteFrom('login_failures').execute();
    const login = await api.do(
      'Auth',
      { type: 'login', username: user, password: 'SimrsDemo2022' },
      undefined,
      address,
    );
    const t = answer(login).token;
    for (let i = 0; i < 5; i++) {
      const r = await api.do('Auth', { type: 'verify-code', code: `99999${i}` }, t, address);
      expect(r.statusCode).toBe(422);
    }
    const limited = await api.do(
      'Auth',
      { type: 'verify-code', code: totpCode(secret, Date.now() + 60_000) },
      t,
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toMatch(
      /^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/,
    );
    const failed = await db()
      .selectFrom('audit_log')
      .select('type')
      .where('type', '=', 'second-factor-failed')
      .execute();
    expect(failed.length).toBeGreaterThanOrEqual(6);
    await db().deleteFrom('login_failures').execute();
  });

  it('an administrator resets a lost second factor; the user may turn an optional one off', async () => {
    const row = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', user)
      .executeTakeFirstOrThrow();
    const nurse = await api.login('perawat');
    expect(
      (await api.do('Users', { type: 'two-factor-reset', id: row.id }, nurse)).statusCode,
    ).toBe(403);
    const reset = await api.do('Users', { type: 'two-factor-reset', id: row.id }, admin);
    expect(reset.statusCode, reset.raw).toBe(200);
    expect((await api.get('/get/profile', token)).statusCode).toBe(401);
    const plain = await api.login(user);
    expect(answer(await api.get('/get/profile', plain)).twoFactor.enabled).toBe(false);

    // Set up again, then off with the password and a code.
    const started = await api.do(
      'Users',
      { type: 'two-factor-start', password: 'SimrsDemo2022' },
      plain,
    );
    const again = (started.body.data as unknown as TwoFactorEnrolment).secret;
    expect(again).not.toBe(secret);
    await api.do('Users', { type: 'two-factor-confirm', code: totpCode(again) }, plain);
    const off = await api.do(
      'Users',
      {
        type: 'two-factor-disable',
        password: 'SimrsDemo2022',
        code: totpCode(again, Date.now() + 30_000),
      },
      plain,
    );
    expect(off.statusCode, off.raw).toBe(200);
    expect(answer(await api.get('/get/profile', plain)).twoFactor.enabled).toBe(false);
  });

  it('a level flag requires it: the user sets it up before anything else and cannot turn it off', async () => {
    const level = await api.do(
      'UserLevel',
      {
        type: 'add',
        name: 'Wajib Dua Langkah',
        menuRole: [{ menu: 'pasien', actions: ['view'] }],
        requireTwoFactor: 'Y',
      },
      admin,
    );
    expect(level.statusCode, level.raw).toBe(200);
    const record = level.body.data?.record as { id: number; requireTwoFactor: string } | undefined;
    expect(record?.requireTwoFactor).toBe('Y');
    const levelId = record?.id ?? 0;
    await addUser('wajib.dua', 'Sandi awal wajib 1', levelId);
    const t = await api.firstLogin('wajib.dua', 'Sandi awal wajib 1', 'Sandi sendiri wajib 1');
    const profile = answer(await api.get('/get/profile', t));
    expect(profile).toMatchObject({
      restriction: 'two-factor-setup',
      twoFactor: { enabled: false, required: true, pending: false },
    });
    const refused = await api.get('/get/Pasien', t);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      restriction: 'two-factor-setup',
      message: SECOND_FACTOR_MESSAGES.restricted['two-factor-setup'],
    });
    const started = await api.do(
      'Users',
      { type: 'two-factor-start', password: 'Sandi sendiri wajib 1' },
      t,
    );
    const s2 = (started.body.data as unknown as TwoFactorEnrolment).secret;
    expect(
      (await api.do('Users', { type: 'two-factor-confirm', code: totpCode(s2) }, t)).statusCode,
    ).toBe(200);
    expect((await api.get('/get/Pasien', t)).statusCode).toBe(200);
    const off = await api.do(
      'Users',
      {
        type: 'two-factor-disable',
        password: 'Sandi sendiri wajib 1',
        code: totpCode(s2, Date.now() + 30_000),
      },
      t,
    );
    expect(off.statusCode).toBe(422);
    expect(off.body.message).toBe(SECOND_FACTOR_MESSAGES.requiredCannotDisable);
  });
});

describe('second factor required of sensitive roles (the production policy)', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestApp({
      twoFactor: {
        key: 'strict-test-key-0123456789',
        issuer: 'RS Uji',
        sensitiveRolesRequired: true,
      },
    });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('canManageAll users and levels managing users, the audit trail or patient export', async () => {
    const sapi = client(strict);
    const restrictionOf = async (username: string) =>
      answer(await sapi.get('/get/profile', await sapi.login(username))).restriction;
    // superadmin (canManageAll), admin (user, user-level, audit-trail), rekam.medis (pasien export)
    expect(await restrictionOf('superadmin')).toBe('two-factor-setup');
    expect(await restrictionOf('admin')).toBe('two-factor-setup');
    expect(await restrictionOf('rekam.medis')).toBe('two-factor-setup');
    expect(await restrictionOf('perawat')).toBeNull();
    const t = await sapi.login('admin');
    expect((await sapi.get('/get/AuditTrail', t)).statusCode).toBe(403);
    const started = await sapi.do(
      'Users',
      { type: 'two-factor-start', password: 'SimrsDemo2022' },
      t,
    );
    const enrolment = started.body.data as unknown as TwoFactorEnrolment;
    expect(enrolment.uri).toContain('otpauth://totp/RS%20Uji:admin?issuer=RS%20Uji&');
    await sapi.do('Users', { type: 'two-factor-confirm', code: totpCode(enrolment.secret) }, t);
    expect((await sapi.get('/get/AuditTrail', t)).statusCode).toBe(200);
    const noKey = await strict.app.inject({ method: 'GET', url: '/api/bo/get/profile' });
    expect(noKey.statusCode).toBe(401);
    expect(API_KEY.length).toBeGreaterThan(0);
  });
});
