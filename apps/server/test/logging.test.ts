import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, client, createTestApp, type TestContext } from './helpers';

const lines: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ logger: { level: 'info', stream: { write: (l) => lines.push(l) } } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('logs', () => {
  it('never contain the token, the API key or the bearer header', async () => {
    const api = client(ctx);
    const token = await api.login('admin');
    await api.get('/get/Poli', token, { search: 'anak' });
    await api.raw({
      method: 'GET',
      url: '/api/bo/get/profile',
      headers: { 'x-simrs-key': API_KEY, authorization: `Bearer ${token}` },
    });
    const text = lines.join('');
    expect(text).toContain('/api/bo/get/Poli');
    expect(text).toContain('token=[REDACTED]');
    expect(text).not.toContain(token);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain('SimrsDemo2022');
  });
});
