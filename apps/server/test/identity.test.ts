import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../src/modules/pengaturan/seed';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** As the login page asks: no API key, no token. */
const identity = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/bo/public/identity', headers });

describe('GET /public/identity', () => {
  it('answers the hospital name and logo version without API key or session, cached by ETag', async () => {
    const res = await identity();
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      status: string;
      data: { hospitalName: string; logoVersion: string | null };
    };
    expect(body.status).toBe('success');
    expect(body.data.hospitalName).toBe(DEMO_SETTINGS.hospitalName);
    // The same version the logo's ETag carries.
    const logo = await ctx.app.inject({ method: 'GET', url: '/api/bo/logo' });
    expect(`"${body.data.logoVersion}"`).toBe(logo.headers.etag);
    // Nothing else of the settings (address, phone, codes, flags) is public.
    expect(Object.keys(body.data).sort()).toEqual(['hospitalName', 'logoVersion']);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect((await identity({ 'if-none-match': etag })).statusCode).toBe(304);
    expect((await identity({ 'if-none-match': '"lama"' })).statusCode).toBe(200);
  });

  it('follows the settings: a renamed hospital gets a new answer and ETag', async () => {
    const before = await identity();
    const token = await api.login('admin');
    const read = await api.get('/get/StaticSettings', token);
    const record = read.body.data?.record as Record<string, unknown>;
    const saved = await api.do(
      'StaticSettings',
      { type: 'update', ...record, hospitalName: 'RSUD Kota Baru' },
      token,
    );
    expect(saved.statusCode).toBe(200);
    const after = await identity({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as { data: { hospitalName: string } }).data.hospitalName).toBe(
      'RSUD Kota Baru',
    );
  });

  it('stays the only public answer: other methods and neighbours are not served', async () => {
    const post = await ctx.app.inject({ method: 'POST', url: '/api/bo/public/identity' });
    expect(post.statusCode).toBe(404);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/bo/public/settings' });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(DEMO_SETTINGS.hospitalName);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/bo/get/profile' });
    expect(profile.statusCode).toBe(401);
  });
});
