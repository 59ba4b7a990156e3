/**
 * The main layout as the spec fixes it: push registration 5 s after the signed-in app mounts
 * (spec 7.2, 9), the copyright line from 2022 (spec 9), and the tablet layout between 768 and
 * 991 px (spec 9: the mini menu beside the page, the full one over it when opened).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright';
import { apiAs, closeBrowser, login, newPage, PASSWORD, screenshot } from './harness';

after(closeBrowser);

interface AuditList {
  list: { id: number; at: string; userId: number | null; type: string }[];
}

/** The update-token rows of the audit trail written for `userId` after `since` (ms). */
async function updateTokens(userId: number, since: number) {
  const api = await apiAs('superadmin');
  const rows = await api.get<AuditList>('AuditTrail', null, null, {
    module: 'Users',
    userId: String(userId),
    shown: '30',
  });
  return rows.data.list.filter((r) => r.type === 'update-token' && Date.parse(r.at) >= since);
}

async function userIdOf(username: string): Promise<number> {
  const api = await apiAs('superadmin');
  const users = await api.get<{ list: { id: number; username: string }[] }>('Users', null, null, {
    search: username,
  });
  const user = users.data.list.find((u) => u.username === username);
  assert.ok(user, username);
  return user.id;
}

/**
 * Signs in as `username` and returns the time of the click on Masuk: the signed-in layout cannot
 * mount before it, so a registration 5 s after the mount comes at least 5 s after the click.
 */
async function signIn(page: Page, username: string): Promise<number> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Kata Sandi').fill(PASSWORD);
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  return clicked;
}

/**
 * Records when the page asks for a service worker (the call itself goes on unchanged). Init
 * scripts are given as text: a function of this file would carry the test runner's helpers.
 */
function recordRegistration(context: BrowserContext) {
  return context.addInitScript({
    content: `{
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        (window.swAsked ??= []).push(Date.now());
        return register.apply(this, args);
      };
    }`,
  });
}

const asked = (page: Page) =>
  page.evaluate(() => (window as unknown as { swAsked?: number[] }).swAsked ?? []);

describe('push registration (spec 7.2, 9)', () => {
  test('the service worker is registered 5 s after the signed-in app mounts, not before', async () => {
    const { context, page } = await newPage();
    await recordRegistration(context);
    // The login page is not the signed-in app: nothing is registered there.
    await page.goto('/login');
    await page.waitForTimeout(5500);
    assert.deepEqual(await asked(page), []);
    const clicked = await signIn(page, 'admin');
    const shown = Date.now();
    await page.waitForFunction(
      () => ((window as unknown as { swAsked?: number[] }).swAsked ?? []).length > 0,
      undefined,
      { timeout: 10_000, polling: 100 },
    );
    const calls = await asked(page);
    assert.equal(calls.length, 1, 'one registration');
    const at = calls[0] ?? 0;
    assert.ok(at - clicked >= 5000, `registered ${at - clicked} ms after Masuk`);
    assert.ok(at - shown <= 6000, `registered ${at - shown} ms after the dashboard showed`);
    // register() was asked; the registration itself settles a moment later (it fetches the
    // script first), so ask again until it is there. Not `waitForFunction`: it takes the
    // promise an async predicate returns for a truthy answer and stops at the first poll.
    const workerScript = () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration('/');
        const worker = r?.installing ?? r?.waiting ?? r?.active;
        return worker ? new URL(worker.scriptURL).pathname : null;
      });
    let script = await workerScript();
    for (const until = Date.now() + 10_000; script === null && Date.now() < until; ) {
      await page.waitForTimeout(100);
      script = await workerScript();
    }
    assert.equal(script, '/sw.js');
    await context.close();
  });

  test('the subscription is sent as the device token (update-token) to the server', async () => {
    // Headless Chromium has no push service to subscribe with (a real one needs the browser
    // vendor's push servers): the page's PushManager answers with a subscription of its own,
    // everything else (service worker, 5 s timer, the encrypted call, the server) is real.
    const { context, page } = await newPage();
    await context.addInitScript({
      content: `{
        const subscription = {
          endpoint: 'https://push.example/e2e-perangkat',
          expirationTime: null,
          toJSON() {
            return { endpoint: this.endpoint, keys: { p256dh: 'e2e', auth: 'e2e' } };
          },
        };
        PushManager.prototype.getSubscription = async function () { return null; };
        PushManager.prototype.subscribe = async function () { return subscription; };
      }`,
    });
    const userId = await userIdOf('admin');
    const start = Date.now() - 1000;
    const clicked = await signIn(page, 'admin');
    await page.waitForTimeout(Math.max(0, 4500 - (Date.now() - clicked)));
    assert.deepEqual(await updateTokens(userId, start), [], 'no update-token before 5 s');
    let sent: AuditList['list'] = [];
    for (let i = 0; i < 40 && sent.length === 0; i++) {
      await page.waitForTimeout(250);
      sent = await updateTokens(userId, start);
    }
    assert.equal(sent.length, 1, 'one update-token');
    const after = Date.parse(sent[0]?.at ?? '') - clicked;
    assert.ok(after >= 5000, `sent ${after} ms after Masuk`);
    await context.close();
  });
});

describe('copyright line (spec 9)', () => {
  test("the footer says '© 2022–{this year} {hospital}' under every page", async () => {
    const api = await apiAs('admin');
    const hospital = (await api.get<{ record: { hospitalName: string } }>('StaticSettings')).data
      .record.hospitalName;
    const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
    const { context, page } = await newPage();
    await login(page, 'admin');
    // The footer of the page area (inside <main>, so not a landmark of its own).
    const footer = page.getByRole('main').locator('footer');
    assert.equal((await footer.textContent())?.trim(), `© 2022–${year} ${hospital}`);
    await page.goto('/poli');
    await page.getByRole('heading', { name: 'Master Poli', exact: true }).waitFor();
    assert.equal((await footer.textContent())?.trim(), `© 2022–${year} ${hospital}`);
    await context.close();
  });
});

/** The page area's box, to see whether the menu pushed it aside. */
async function mainBox(page: Page) {
  const box = await page.getByRole('main').boundingBox();
  assert.ok(box);
  return box;
}

describe('tablet layout, 768-991 px (spec 9)', () => {
  test('at 800 px: the mini menu beside the page, the full menu over it when opened', async () => {
    const { context, page } = await newPage(800, 1000);
    await login(page, 'admin');
    const shell = page.locator('[data-layout]');
    assert.equal(await shell.getAttribute('data-layout'), 'tablet');
    const rail = page.getByRole('navigation', { name: 'Menu utama' });
    assert.equal(await rail.getAttribute('data-mini'), 'true');
    const closed = await mainBox(page);
    // The page takes everything beside the 64 px icons.
    assert.ok(closed.x >= 60 && closed.x <= 70, `page starts at ${closed.x}`);
    assert.ok(closed.width >= 720, `page width ${closed.width}`);
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
    );
    await screenshot(page, 'dashboard-800');

    await page.getByRole('button', { name: 'Buka menu' }).click();
    const overlay = page.getByRole('dialog', { name: 'Menu utama' });
    await overlay.waitFor();
    await overlay.getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.waitForTimeout(300);
    // Over the page: the page did not move or narrow.
    assert.deepEqual(await mainBox(page), closed);
    await screenshot(page, 'dashboard-800-menu');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });

    // Choosing a page in the opened menu goes there and closes it.
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await overlay.getByRole('textbox', { name: 'Cari menu' }).fill('Master Poli');
    await overlay
      .getByRole('link', { name: /Master Poli/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Master Poli', exact: true }).waitFor();
    await overlay.waitFor({ state: 'detached' });
    assert.equal(await rail.getAttribute('data-mini'), 'true');
    await screenshot(page, 'poli-800');
    await context.close();
  });

  test('a desktop window narrowed to a tablet closes its open menu', async () => {
    const { context, page } = await newPage(1280, 900);
    await login(page, 'admin');
    const rail = page.getByRole('navigation', { name: 'Menu utama' });
    assert.equal(await rail.getAttribute('data-mini'), null);
    await page.setViewportSize({ width: 900, height: 900 });
    await page.locator('[data-layout="tablet"]').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('nav[aria-label="Menu utama"]')?.hasAttribute('data-mini'),
    );
    assert.equal(await page.getByRole('dialog', { name: 'Menu utama' }).count(), 0);
    await context.close();
  });
});
