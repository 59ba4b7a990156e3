/**
 * The shell of the staff app: the login page without the router, the main layout that stays
 * mounted from page to page, a phone-width layout that fits the screen, and the public display
 * routes sent to the kiosk app (scripts/test-e2e.sh serves it on KIOSK_URL).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { apiAs, closeBrowser, login, newPage, screenshot, screenshotNarrow } from './harness';

after(closeBrowser);

const KIOSK_URL = process.env.KIOSK_URL ?? '';

describe('login first load', () => {
  test('a visitor without a session gets the login form without the routed app', async () => {
    const { context, page } = await newPage();
    await page.goto('/poli');
    await page.waitForURL('**/login');
    await page.getByLabel('Username').waitFor();
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    assert.ok(
      scripts.some((s) => /LoginForm-.*\.js$/.test(s)),
      'the login form chunk loaded',
    );
    assert.ok(
      !scripts.some((s) => /RoutedApp-.*\.js$/.test(s)),
      `no routed app before login: ${scripts.join(', ')}`,
    );
    // Signing in moves on to the Dashboard without a reload.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Kata Sandi').fill('SimrsDemo2022');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
    );
    await context.close();
  });

  test('the login form says what is missing', async () => {
    const { context, page } = await newPage(375, 800);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.getByText('Username wajib diisi.').waitFor();
    await page.getByText('Kata Sandi wajib diisi.').waitFor();
    await screenshot(page, 'login-375');
    // Typing into a field takes its message away.
    await page.getByLabel('Username').fill('admin');
    await page.getByText('Username wajib diisi.').waitFor({ state: 'detached' });
    assert.equal(await page.getByText('Kata Sandi wajib diisi.').count(), 1);
    await page.getByLabel('Kata Sandi').fill('SimrsDemo2022');
    await page.getByText('Kata Sandi wajib diisi.').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('login page identity', () => {
  test('names the hospital with its logo, the product in the title, and has a favicon', async () => {
    const settings = (
      await (await apiAs('admin')).get<{ record: { hospitalName: string } }>('StaticSettings')
    ).data.record;
    for (const width of [1280, 375]) {
      const { context, page } = await newPage(width, 800);
      await page.goto('/login');
      // No session: the name comes from the public identity answer.
      const name = page.getByTestId('hospital-name');
      await name.filter({ hasText: settings.hospitalName }).waitFor();
      await page.getByRole('heading', { name: 'Masuk SIMRS' }).waitFor();
      const logo = page.locator('form img');
      await logo.waitFor();
      assert.ok(
        await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
        'the logo loaded',
      );
      await page.waitForFunction(
        (hospital) => document.title === `Masuk · SIMRS · ${hospital}`,
        settings.hospitalName,
      );
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      assert.equal(icon, '/favicon.svg');
      const svg = await page.request.get('/favicon.svg');
      assert.equal(svg.status(), 200);
      assert.match(svg.headers()['content-type'] ?? '', /image\/svg\+xml/);
      // Nothing sideways at 375 px.
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      );
      await screenshot(page, `login-identity-${width}`);
      await context.close();
    }
  });
});

describe('main layout', () => {
  test('stays mounted across pages: the sidebar keeps its state', async () => {
    const { context, page } = await newPage(1280, 800);
    await login(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await nav.evaluate((el) => {
      el.setAttribute('data-e2e-mark', 'sama');
    });
    // A group closed by the user stays closed on the next page.
    const tarif = nav.getByRole('button', { name: /^Tarif/ });
    await tarif.click();
    assert.equal(await tarif.getAttribute('aria-expanded'), 'false');
    await nav.getByRole('link', { name: 'Master Poli', exact: true }).click();
    await page.getByRole('heading', { name: 'Master Poli', exact: true }).waitFor();
    assert.equal(await nav.getAttribute('data-e2e-mark'), 'sama');
    assert.equal(await tarif.getAttribute('aria-expanded'), 'false');
    assert.equal(
      await nav
        .getByRole('link', { name: 'Master Poli', exact: true })
        .getAttribute('aria-current'),
      'page',
    );
    // Mini mode: icons only, the page gets the room.
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    await page.getByRole('button', { name: 'Buka menu' }).waitFor();
    assert.notEqual(await nav.getAttribute('data-mini'), null, 'mini mode');
    await screenshot(page, 'sidebar-mini-1280');
    await context.close();
  });

  test('at 375 px the page fits the screen and Keluar is reachable', async () => {
    const { context, page } = await newPage(375, 800);
    await login(page, 'admin');
    await page.getByTestId('count-Poli').filter({ hasNotText: '…' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px too wide)`);
    const keluar = await page.getByRole('button', { name: 'Keluar' }).boundingBox();
    assert.ok(keluar && keluar.x + keluar.width <= 375, 'Keluar on screen');
    await context.close();
  });
});

describe('public display routes (spec 2.2)', () => {
  test('go to the kiosk app, path and query kept', async () => {
    assert.ok(KIOSK_URL, 'KIOSK_URL is set by scripts/test-e2e.sh');
    const { context, page } = await newPage(1280, 800);
    await page.goto('/display-poli?sumber=emr');
    await page.waitForURL(`${KIOSK_URL}/display-poli?sumber=emr`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Antrean Poliklinik' }).waitFor();
    await page.goto('/display-cetak');
    await page.waitForURL(`${KIOSK_URL}/display-cetak`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Ambil Nomor Antrean' }).waitFor();
    await context.close();
  });

  test('signed-in staff typing a display route are sent there too', async () => {
    const { context, page } = await newPage(1280, 800);
    await login(page, 'admin');
    await page.goto('/display-antrian-farmasi');
    await page.waitForURL(`${KIOSK_URL}/display-antrian-farmasi`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Antrean Farmasi' }).waitFor();
    await context.close();
  });

  test('when the kiosk app does not answer, the page says so and shows the link', async () => {
    const { context, page } = await newPage(1280, 800);
    // The kiosk app is unreachable for this browser.
    await context.route(`${KIOSK_URL}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/display-antrian-ugd');
    const alert = page.getByRole('alert');
    await alert.getByText('Aplikasi layar publik tidak menjawab').waitFor({ timeout: 20_000 });
    await alert.getByRole('heading', { name: 'Layar Antrean UGD' }).waitFor();
    const link = alert.getByRole('link', { name: 'Buka Layar Publik' });
    assert.equal(await link.getAttribute('href'), `${KIOSK_URL}/display-antrian-ugd`);
    assert.equal(new URL(page.url()).pathname, '/display-antrian-ugd');
    await screenshot(page, 'layar-publik-tidak-terjangkau');
    await screenshotNarrow(page, 'layar-publik-tidak-terjangkau');
    await context.close();
  });
});
