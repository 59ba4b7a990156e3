import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/platform/rate-limits';
import { client, createTestApp, DISPLAY_TOKEN, type TestContext } from './helpers';

/**
 * Rate limits beyond login, with small limits: per address on taking tickets and checking in at
 * a public terminal, per token on /get and /do; 429 with the protocol's message.
 */
const LIMITS = { get: 5, do: 6, displayTicket: 3, displayCheckIn: 2, windowMs: 60_000 };
const TOO_MANY = /^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/;
let ctx: TestContext;
let api: ReturnType<typeof client>;
let unitId: number;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIMITS });
  api = client(ctx);
  const r = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(
    ctx.handle.db,
  );
  unitId = r.rows[0]?.id ?? 0;
});
afterAll(async () => {
  await ctx?.close();
});

function display(screen: string, body: Record<string, unknown>, address = '10.1.1.1') {
  return api.raw({
    method: 'POST',
    url: `/api/bo/display/${screen}`,
    headers: { 'x-display-token': DISPLAY_TOKEN, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: address,
  } as never);
}

describe('per token on /get and /do', () => {
  it('refuses the call past the limit with 429 and Retry-After; another token is not affected', async () => {
    const a = await api.login('admisi');
    const b = await api.login('farmasi');
    for (let i = 0; i < LIMITS.get; i++) {
      expect((await api.get('/get/profile', a)).statusCode).toBe(200);
    }
    const refused = await api.get('/get/profile', a);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.get('/get/profile', b)).statusCode).toBe(200);

    for (let i = 0; i < LIMITS.do; i++) {
      const res = await api.do('Users', { type: 'update-token', token: `perangkat-${i}` }, b);
      expect(res.statusCode).toBe(200);
    }
    const tooMany = await api.do('Users', { type: 'update-token', token: 'lagi' }, b);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.body.message).toMatch(TOO_MANY);
    // /get and /do are counted apart.
    expect((await api.get('/get/profile', b)).statusCode).toBe(200);
  });

  it('the defaults are far above what a ward does', () => {
    expect(DEFAULT_RATE_LIMITS.get).toBeGreaterThanOrEqual(600);
    expect(DEFAULT_RATE_LIMITS.do).toBeGreaterThanOrEqual(120);
    expect(DEFAULT_RATE_LIMITS.windowMs).toBe(60_000);
  });
});

describe('per address on the public terminals', () => {
  it('limits taking tickets per address, not the boards', async () => {
    for (let i = 0; i < LIMITS.displayTicket; i++) {
      expect((await display('ambil-tiket', { unitId })).statusCode).toBe(200);
    }
    const refused = await display('ambil-tiket', { unitId });
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY);
    expect((await display('ambil-tiket', { unitId }, '10.1.1.2')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await display('antrean', {})).statusCode).toBe(200);
    }
  });

  it('limits check-ins per address (a card number cannot be tried over and over)', async () => {
    const tries = [];
    for (let i = 0; i < LIMITS.displayCheckIn + 1; i++) {
      tries.push(
        await display(
          'check-in',
          { bpjsNo: '0001234567890', birthDate: `1990-01-0${i + 1}` },
          '10.2.2.2',
        ),
      );
    }
    expect(tries.slice(0, LIMITS.displayCheckIn).map((r) => r.statusCode)).toEqual([404, 404]);
    expect(tries[LIMITS.displayCheckIn]?.statusCode).toBe(429);
    // Taking a ticket from that address is counted apart.
    expect((await display('ambil-tiket', { unitId }, '10.2.2.2')).statusCode).toBe(200);
  });
});
