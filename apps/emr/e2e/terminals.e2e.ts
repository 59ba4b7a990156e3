/**
 * Display terminals (security.md, "Display terminals") as an administrator sets one up: from
 * static-settings to Terminal Layar, a terminal added with its token shown once, the kiosk opened
 * at `#terminal=<token>` working with that token, and the terminal revoked.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  confirmDialog,
  dialogText,
  login,
  newPage,
  screenshot,
} from './harness';

after(closeBrowser);

const KIOSK_URL = process.env.KIOSK_URL ?? '';
const API_URL = process.env.BO_API_URL ?? '';

/** A public display call with a terminal's token, as a kiosk makes it. */
async function displayApp(token: string): Promise<number> {
  const res = await fetch(`${API_URL}/api/bo/display/app`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-display-token': token },
    body: '{}',
  });
  return res.status;
}

describe('display terminals', () => {
  test('a terminal is added with its token shown once, opens the kiosk, and is revoked', async () => {
    assert.ok(KIOSK_URL, 'KIOSK_URL (scripts/test-e2e.sh sets it)');
    const terminalName = `Anjungan Uji ${Date.now() % 100_000}`;
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    await page.goto('/static-settings');
    await page.getByRole('link', { name: 'Terminal Layar' }).click();
    await page.waitForURL((url) => url.search === '?bagian=terminal-layar');
    await page.getByRole('heading', { name: 'Terminal Layar', exact: true }).waitFor();

    // An empty name is refused with the server's words.
    await page.getByRole('button', { name: 'Tambah Terminal' }).click();
    await page.getByText('Nama Terminal wajib diisi').waitFor();

    await page.getByLabel('Nama Terminal').fill(terminalName);
    await page.getByRole('button', { name: 'Tambah Terminal' }).click();
    await page.getByText(`Terminal ${terminalName} ditambahkan.`).waitFor();
    const token = ((await page.getByTestId('terminal-token').textContent()) ?? '').trim();
    const address = ((await page.getByTestId('terminal-address').textContent()) ?? '').trim();
    assert.match(token, /^[A-Za-z0-9_-]{20,}$/);
    assert.equal(address, `${KIOSK_URL}/display-cetak#terminal=${token}`);
    const row = page.getByRole('row').filter({ hasText: terminalName });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Aktif/);
    assert.match((await row.textContent()) ?? '', /Belum pernah/);
    await screenshot(page, 'terminal-layar-token');
    // Shown once: the list (and a reload) never carries the token again.
    const listed = await (await apiAs('superadmin')).get<{ list: unknown[] }>('TerminalLayar');
    assert.doesNotMatch(JSON.stringify(listed.data), new RegExp(token));
    await page.getByRole('button', { name: 'Selesai' }).click();
    assert.equal(await page.getByTestId('terminal-token').count(), 0);

    // The kiosk opened at the address takes the token and uses it for its calls.
    const browser = context.browser();
    assert.ok(browser);
    const kioskContext = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
    const kiosk = await kioskContext.newPage();
    const tokens = new Set<string>();
    kiosk.on('request', (r) => {
      if (r.url().includes('/api/bo/display/')) tokens.add(r.headers()['x-display-token'] ?? '');
    });
    await kiosk.goto(address);
    await kiosk.getByRole('button', { name: 'Admisi Rawat Jalan' }).waitFor();
    assert.deepEqual([...tokens], [token]);
    // The fragment is gone from the address; the terminal keeps the token.
    assert.equal(new URL(kiosk.url()).hash, '');
    await kiosk.goto(`${KIOSK_URL}/display-check-in`);
    await kiosk.getByRole('button', { name: 'Ketik Kode Booking' }).waitFor();
    assert.deepEqual([...tokens], [token]);

    // The list now says when and from where it was last seen.
    await page.reload();
    await row.waitFor();
    assert.doesNotMatch((await row.textContent()) ?? '', /Belum pernah/);

    // Revoked: its token opens nothing any more.
    assert.equal(await displayApp(token), 200);
    await row.getByRole('button', { name: `Cabut ${terminalName}` }).click();
    await confirmDialog(page, 'Ya, Cabut');
    assert.match(await dialogText(page), /dicabut/i);
    await closeDialog(page);
    await page
      .getByRole('row')
      .filter({ hasText: terminalName })
      .filter({ hasText: 'Dicabut' })
      .waitFor();
    assert.equal(await displayApp(token), 401);
    await kioskContext.close();
    await context.close();
  });
});
