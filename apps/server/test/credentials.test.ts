/**
 * Credentials: the session lifetime counted from login, the password policy on every password
 * set, the forced password change, and the second factor (TOTP).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
