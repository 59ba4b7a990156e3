/**
 * The automatic lock of an unattended session: once the app locks it, the server refuses every
 * call of that session but unlock and logout (423, `locked: true`), whichever tab makes it; only
 * the same user's password (and code with a second factor) opens it; wrong ones count as failed
 * logins. And the idle time setting.
 */
import { SECOND_FACTOR_MESSAGES, type StaticSettings } from '@simrs/validators';
import {
  SESSION_LOCK_MESSAGES,
  type SessionAnswer,
  type TwoFactorEnrolment,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS, totpCode } from '../src/platform/totp';
import { client, createTestApp, DEMO_PASSWORD, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let superadmin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  superadmin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

const answer = (res: { body: { data?: unknown } }) => res.body.data as SessionAnswer;

async function failures(username: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from login_failures
    where username = ${username}`.execute(ctx.handle.db);
  return r.rows[0]?.n ?? 0;
}

describe('a locked session', () => {
  it('refuses every call but unlock and logout with 423 and the flag, in every tab', async () => {
    const token = await api.login('perawat');
    expect((await api.get('/get/Pasien', token)).statusCode).toBe(200);
    const locked = await api.do('Auth', { type: 'lock' }, token);
    expect(locked.statusCode).toBe(200);
    expect(locked.body.message).toBe(SESSION_LOCK_MESSAGES.lockedDone);
    // Locking twice changes nothing.
    expect((await api.do('Auth', { type: 'lock' }, token)).statusCode).toBe(200);

    // The same token is what every tab of that browser holds.
    for (const res of [
      await api.get('/get/Pasien', token),
      await api.get('/get/profile', token),
      await api.get('/get/Sesi', token),
      await api.do('Auth', { type: 'refresh' }, token),
      await api.do('Users', { type: 'update-token', token: 'perangkat-1' }, token),
      await api.do(
        'Users',
        {
          type: 'change-password',
          oldPassword: DEMO_PASSWORD,
          newPassword: 'Sandi baru yang panjang',
          confirmPassword: 'Sandi baru yang panjang',
        },
        token,
      ),
      await api.get('/uploader/tidak-ada.png', token),
    ]) {
      expect(res.statusCode, res.raw).toBe(423);
      expect(res.body).toMatchObject({
        status: 'error',
        title: 'Sesi Terkunci',
        message: SESSION_LOCK_MESSAGES.locked,
        locked: true,
        lock: { name: 'Demo Perawat', username: 'perawat', twoFactor: false },
      });
    }
    // Another session of the same user is not locked.
    const other = await api.login('perawat');
    expect((await api.get('/get/Pasien', other)).statusCode).toBe(200);

    const opened = await api.do('Auth', { type: 'unlock', password: DEMO_PASSWORD }, token);
    expect(opened.statusCode, opened.raw).toBe(200);
    expect(opened.body.message).toBe(SESSION_LOCK_MESSAGES.unlocked);
    expect(answer(opened)).toMatchObject({ token, restriction: null });
    expect((await api.get('/get/Pasien', token)).statusCode).toBe(200);
    const audit = await sql<{ type: string }>`select type from audit_log
      where module = 'Auth' and type in ('lock', 'unlock') order by id`.execute(ctx.handle.db);
    expect(audit.rows.map((r) => r.type)).toEqual(['lock', 'unlock']);
  });

  it('wrong unlock passwords count like failed logins (429 after five)', async () => {
    const token = await api.login('bidan');
    await api.do('Auth', { type: 'lock' }, token);
    for (let i = 0; i < 5; i++) {
      const wrong = await api.do('Auth', { type: 'unlock', password: `salah-${i}` }, token);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body.errors).toEqual({ password: [SESSION_LOCK_MESSAGES.wrongPassword] });
    }
    expect(await failures('bidan')).toBe(5);
    // Even the right password waits now.
    const limited = await api.do('Auth', { type: 'unlock', password: DEMO_PASSWORD }, token);
    expect(limited.statusCode).toBe(429);
    expect((await api.get('/get/Pasien', token)).statusCode).toBe(423);
    // Another user's password never opens it.
    await sql`delete from login_failures where username = 'bidan'`.execute(ctx.handle.db);
    const token2 = await api.login('fisioterapis');
    await api.do('Auth', { type: 'lock' }, token2);
    const otherPassword = await api.do(
      'Auth',
      { type: 'unlock', password: 'SandiOrangLain123' },
      token2,
    );
    expect(otherPassword.statusCode).toBe(422);
    expect((await api.get('/get/profile', token2)).statusCode).toBe(423);
  });

  it("'another user' ends the locked session properly: logout works while locked", async () => {
    const token = await api.login('radiologi');
    await api.do('Auth', { type: 'lock' }, token);
    const out = await api.do('Auth', { type: 'logout' }, token);
    expect(out.statusCode).toBe(200);
    const row = await sql<{ logout_reason: string; revoked: boolean }>`select logout_reason,
      revoked_at is not null as revoked from sessions
      where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`.execute(
      ctx.handle.db,
    );
    expect(row.rows[0]).toEqual({ logout_reason: 'logout', revoked: true });
    expect((await api.get('/get/profile', token)).statusCode).toBe(401);
    expect(
      (await api.do('Auth', { type: 'unlock', password: DEMO_PASSWORD }, token)).statusCode,
    ).toBe(401);
  });

  it('a user with a second factor unlocks with the password and a code', async () => {
    const token = await api.login('laboratorium');
    const start = await api.do(
      'Users',
      { type: 'two-factor-start', password: DEMO_PASSWORD },
      token,
    );
    const { secret } = start.body.data as unknown as TwoFactorEnrolment;
    // The code of the previous period: the confirmation takes the current one. The server takes
    // codes one period either side; near a period's end the previous code would be two periods old
    // by the time it is checked, so start the new period first.
    const period = TOTP_PERIOD_SECONDS * 1000;
    const left = period - (Date.now() % period);
    if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const confirm = await api.do(
      'Users',
      { type: 'two-factor-confirm', code: totpCode(secret, Date.now() - period) },
      token,
    );
    expect(confirm.statusCode, confirm.raw).toBe(200);
    await api.do('Auth', { type: 'lock' }, token);
    const locked = await api.get('/get/profile', token);
    expect(locked.body.lock).toMatchObject({ twoFactor: true });
    const noCode = await api.do('Auth', { type: 'unlock', password: DEMO_PASSWORD }, token);
    expect(noCode.statusCode).toBe(422);
    expect(noCode.body.errors).toEqual({ code: [SESSION_LOCK_MESSAGES.codeRequired] });
    const wrong = await api.do(
      'Auth',
      { type: 'unlock', password: DEMO_PASSWORD, code: '000000' },
      token,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors).toEqual({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
    expect(await failures('laboratorium')).toBe(1);
    const opened = await api.do(
      'Auth',
      { type: 'unlock', password: DEMO_PASSWORD, code: totpCode(secret) },
      token,
    );
    expect(opened.statusCode, opened.raw).toBe(200);
    expect((await api.get('/get/Pasien', token)).statusCode).toBe(200);
  });
});

describe("the setting 'Kunci otomatis setelah (menit)'", () => {
  it('is 15 by default, saved with static-settings, carried by every session answer', async () => {
    const read = await api.get('/get/StaticSettings', superadmin);
    const record = read.body.data?.record as unknown as StaticSettings;
    expect(record.idleLockMinutes).toBe(15);
    expect(answer(await api.get('/get/profile', superadmin)).app.idleLockMinutes).toBe(15);
    const save = (value: unknown, version: number) =>
      api.do(
        'StaticSettings',
        { type: 'update', ...record, version, idleLockMinutes: value },
        superadmin,
      );
    for (const bad of [-1, 481, 2.5, 'lima']) {
      const res = await save(bad, record.version);
      expect(res.statusCode, String(bad)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['idleLockMinutes']);
    }
    const saved = await save('5', record.version);
    expect(saved.statusCode, saved.raw).toBe(200);
    expect(saved.body.data?.record?.idleLockMinutes).toBe(5);
    expect(answer(await api.get('/get/profile', superadmin)).app.idleLockMinutes).toBe(5);
    const off = await save(0, record.version + 1);
    expect(off.statusCode).toBe(200);
    expect(answer(await api.do('Auth', { type: 'refresh' }, superadmin)).app.idleLockMinutes).toBe(
      0,
    );
  });
});
