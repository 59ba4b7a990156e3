import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskAddress, listenKiosk } from '../src/platform/static-apps';
import { createTestApp, type TestContext } from './helpers';

/** Two small builds laid out as Vite writes them (index.html, hashed assets/, a favicon). */
const work = mkdtempSync(join(tmpdir(), 'simrs-static-'));
const emrDir = join(work, 'emr');
const kioskDir = join(work, 'kiosk');
const INDEX = (title: string) => `<!doctype html>
<html lang="id">
  <head>
    <title>${title}</title>
    <style>#splash { display: grid; }</style>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-DeF456.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
for (const [dir, title] of [
  [emrDir, 'EMR'],
  [kioskDir, 'Kiosk'],
] as const) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX(title));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify(title)});`);
  writeFileSync(join(dir, 'assets', 'index-DeF456.css'), 'body { margin: 0; }');
}
writeFileSync(join(emrDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The EMR's build carries compressed copies of its script (scripts/vite-precompress.ts); the
// kiosk's does not.
const EMR_JS = readFileSync(join(emrDir, 'assets', 'index-AbC123.js'));
writeFileSync(join(emrDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(EMR_JS));
writeFileSync(join(emrDir, 'assets', 'index-AbC123.js.gz'), gzipSync(EMR_JS));
writeFileSync(join(work, 'secret.txt'), 'not for the web');
symlinkSync(join(work, 'secret.txt'), join(emrDir, 'assets', 'link.txt'));
const cspLog = join(work, 'csp.log');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    apps: { emrDir, kioskDir, kioskPort: 0, cspReportLog: cspLog },
  });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const policy = (h: Record<string, unknown>) => String(h['content-security-policy'] ?? '');

describe('the apps served by the API server', () => {
  it('answers index.html with a strict policy and a new nonce on its style elements', async () => {
    const a = await get('/');
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^text\/html/);
    expect(a.body).toContain('<title>EMR</title>');
    const csp = policy(a.headers);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    // The inline style and the meta tag styled-components reads carry the header's nonce.
    expect(a.body).toContain(`<style nonce="${nonce}">#splash`);
    expect(a.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['referrer-policy']).toBe('no-referrer');
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(String(a.headers['permissions-policy'])).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(String(a.headers['permissions-policy'])).toContain('microphone=()');
    expect(a.headers['cache-control']).toBe('no-cache');
    // The page itself stays reachable by the other app's no-cors check (the EMR asks the kiosk).
    expect(a.headers['cross-origin-resource-policy']).toBeUndefined();
    // No validator: a revalidated copy would carry an old nonce under a new policy.
    expect(a.headers.etag).toBeUndefined();
    expect(a.headers['last-modified']).toBeUndefined();
    const b = await get('/');
    expect(policy(b.headers)).not.toBe(csp);
  });

  it('answers app routes with index.html and missing files with 404', async () => {
    for (const route of ['/dashboard', '/master/poli', '/pasien/12?form=edit', '/index.html']) {
      const res = await get(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.body, route).toContain('<title>EMR</title>');
      expect(policy(res.headers), route).toContain("frame-ancestors 'none'");
    }
    for (const missing of ['/assets/index-Missing.js', '/robots.txt', '/assets/']) {
      const res = await get(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.body, missing).not.toContain('<title>');
    }
    // The API keeps its own answers.
    const api = await get('/api/bo/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error' });
  });

  it('caches hashed assets for a year and revalidates the others', async () => {
    const js = await get('/assets/index-AbC123.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain('"EMR"');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cross-origin-resource-policy']).toBe('same-origin');
    const css = await get('/assets/index-DeF456.css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers.etag).toBeTruthy();
  });

  it('sends the compressed copy the browser accepts, else the file itself', async () => {
    const asked = (encoding: string, url = '/assets/index-AbC123.js') =>
      ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await asked('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(EMR_JS.toString());
    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(EMR_JS.toString());
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(EMR_JS.toString());
    // No copy of the stylesheet: the file itself, whatever the browser accepts.
    const css = await asked('br', '/assets/index-DeF456.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body { margin: 0; }');
  });

  it('never serves a file outside the build', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/link.txt',
      '/%00',
    ]) {
      const res = await get(path);
      expect(res.body, path).not.toContain('not for the web');
    }
  });

  it('serves the kiosk on its own port, with the camera allowed, and the API there too', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await listenKiosk(ctx.app, 0, '127.0.0.1');
    const apiPort = (ctx.app.server.address() as AddressInfo).port;
    const emr = await fetch(`http://127.0.0.1:${apiPort}/display-cetak`);
    expect(await emr.text()).toContain('<title>EMR</title>');
    const emrPolicy = emr.headers.get('content-security-policy') ?? '';
    const kioskPort = kioskAddress(ctx.app)?.port;
    expect(kioskPort).toBeTypeOf('number');
    expect(kioskPort).not.toBe(apiPort);
    // The EMR checks that the kiosk answers before sending a public screen there.
    expect(emrPolicy).toContain(`connect-src 'self' http://127.0.0.1:${kioskPort};`);
    const kiosk = await fetch(`http://127.0.0.1:${kioskPort}/display-cetak`);
    expect(kiosk.status).toBe(200);
    expect(await kiosk.text()).toContain('<title>Kiosk</title>');
    expect(kiosk.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(kiosk.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const js = await fetch(`http://127.0.0.1:${kioskPort}/assets/index-AbC123.js`);
    expect(await js.text()).toContain('"Kiosk"');
    const identity = await fetch(`http://127.0.0.1:${kioskPort}/api/bo/public/identity`);
    expect(identity.status).toBe(200);
    expect(((await identity.json()) as { status: string }).status).toBe('success');
  });

  it('records policy violations the browsers report', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://rs.local/dashboard',
          'violated-directive': 'script-src',
          'blocked-uri': 'inline',
        },
      }),
    });
    expect(res.statusCode).toBe(204);
    const line = JSON.parse(readFileSync(cspLog, 'utf8').trim().split('\n').at(-1) ?? '{}');
    expect(line).toMatchObject({
      app: 'emr',
      documentUri: 'http://rs.local/dashboard',
      directive: 'script-src',
      blockedUri: 'inline',
    });
  });
});
