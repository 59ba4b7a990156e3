/**
 * The sessions a user can see and end (account-setting, 'Sesi Aktif'): started, last seen,
 * address and browser of each open session of the caller, 'sesi ini', ending one or all others.
 */
import type { OwnSession } from '@simrs/validators/contracts';
import { SESSIONS_MESSAGES } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUserAgent } from '../src/modules/auth/user-agent';
import { API_KEY, client, createTestApp, DEMO_PASSWORD, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Logs in as a browser would: with its user-agent and from its address. */
async function loginFrom(username: string, userAgent: string, address: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bo/do/Auth',
    remoteAddress: address,
    headers: {
      'x-simrs-key': API_KEY,
      'content-type': 'application/json',
      'user-agent': userAgent,
    },
    payload: JSON.stringify({
      data: api.seal({ type: 'login', username, password: DEMO_PASSWORD, isRemember: 'N' }),
    }),
  });
  const token = (JSON.parse(res.body) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(res.body);
  return token;
}

const list = async (token: string) => {
  const res = await api.get('/get/Sesi', token);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data?.list as unknown as OwnSession[];
};

describe('own sessions', () => {
  it('lists the open sessions of the caller only, with browser, address and this session', async () => {
    const office = await loginFrom('gudang', CHROME_WINDOWS, '10.1.2.3');
    const ward = await loginFrom('gudang', FIREFOX_LINUX, '10.9.8.7');
    await api.login('pembelian');
    const ended = await loginFrom('gudang', CHROME_WINDOWS, '10.0.0.9');
    await api.do('Auth', { type: 'logout' }, ended);

    const rows = await list(office);
    expect(rows).toHaveLength(2);
    const current = rows.find((r) => r.current);
    const other = rows.find((r) => !r.current);
    expect(current).toMatchObject({
      browser: 'Chrome 126 di Windows',
      userAgent: CHROME_WINDOWS,
      isRemember: 'N',
      locked: false,
    });
    expect(other).toMatchObject({ browser: 'Firefox 128 di Linux', address: '10.9.8.7' });
    for (const r of rows) {
      expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(Date.parse(r.lastSeenAt));
      expect(Date.parse(r.expiresAt)).toBeGreaterThan(Date.now());
    }
    // The other session is used from elsewhere: its last use and address follow.
    await sql`delete from session_activity`.execute(ctx.handle.db);
    const later = await ctx.app.inject({
      method: 'GET',
      url: `/api/bo/get/profile?token=${ward}`,
      remoteAddress: '10.9.8.200',
      headers: { 'x-simrs-key': API_KEY },
    });
    expect(later.statusCode).toBe(200);
    await expect
      .poll(async () => (await list(office)).find((r) => !r.current)?.address)
      .toBe('10.9.8.200');
    await expect(list(ward)).resolves.toHaveLength(2);
  });

  it('ends another session of the caller (401 there at once), never this one nor a stranger’s', async () => {
    const here = await api.login('gudang');
    const there = await api.login('gudang');
    const stranger = await api.login('pembelian');
    const rows = await list(here);
    const thereId = rows.find((r) => !r.current && r.id === Math.max(...rows.map((x) => x.id)))?.id;
    const hereId = rows.find((r) => r.current)?.id;
    const strangerId = (await list(stranger)).find((r) => r.current)?.id;

    const self = await api.do('Sesi', { type: 'end', id: hereId }, here);
    expect(self.statusCode).toBe(422);
    expect(self.body.message).toBe(SESSIONS_MESSAGES.current);
    expect((await api.do('Sesi', { type: 'end', id: strangerId }, here)).statusCode).toBe(404);
    expect((await api.get('/get/profile', stranger)).statusCode).toBe(200);

    const end = await api.do('Sesi', { type: 'end', id: thereId }, here);
    expect(end.statusCode, end.raw).toBe(200);
    expect(end.body.message).toBe(SESSIONS_MESSAGES.ended);
    expect((await api.get('/get/profile', there)).statusCode).toBe(401);
    expect((await list(here)).some((r) => r.id === thereId)).toBe(false);
    const reason = await sql<{ logout_reason: string }>`select logout_reason from sessions
      where id = ${thereId}`.execute(ctx.handle.db);
    expect(reason.rows[0]?.logout_reason).toBe('ended-by-user');
  });

  it('ends every other session of the caller', async () => {
    const here = await api.login('pembelian');
    const a = await api.login('pembelian');
    const b = await api.login('pembelian');
    const res = await api.do('Sesi', { type: 'end-others' }, here);
    expect(res.statusCode).toBe(200);
    const count = (res.body.data as { ended: number }).ended;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(res.body.message).toBe(SESSIONS_MESSAGES.endedOthers(count));
    for (const t of [a, b]) expect((await api.get('/get/profile', t)).statusCode).toBe(401);
    expect(await list(here)).toHaveLength(1);
  });

  it('a session with a step to take first cannot list nor end sessions', async () => {
    const admin = await api.login('superadmin');
    const add = await api.do(
      'Users',
      {
        type: 'add',
        username: 'uji.sesi',
        name: 'Uji Sesi',
        levelId: 3,
        password: 'Sandi dari admin 9',
      },
      admin,
    );
    expect(add.statusCode, add.raw).toBe(200);
    const token = await api.login('uji.sesi', 'Sandi dari admin 9');
    const res = await api.get('/get/Sesi', token);
    expect(res.statusCode).toBe(403);
    expect(res.body.restriction).toBe('change-password');
  });
});

describe('describeUserAgent', () => {
  it('names the common browsers and systems', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toBe('Chrome 126 di Windows');
    expect(describeUserAgent(FIREFOX_LINUX)).toBe('Firefox 128 di Linux');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      ),
    ).toBe('Edge 120 di Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 di iPhone');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet 24 di Android');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 139 di Linux');
    expect(describeUserAgent('curl/8.5.0')).toBe('Peramban tidak dikenal');
    expect(describeUserAgent(null)).toBe('Peramban tidak dikenal');
  });
});
