/**
 * End-to-end tests of the staff app against the real server (scripts/test-e2e.sh starts both).
 * Node's test runner drives Playwright's Chromium; each test has its own browser context.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright';
import {
  apiAs,
  apiWithToken,
  closeBrowser,
  closeDialog,
  confirmDialog,
  dialogText,
  login,
  newPage,
  screenshot,
  screenshotNarrow,
  tokenCookie,
} from './harness';

after(closeBrowser);

const DAY_S = 86_400;

function daysFromNow(expires: number): number {
  return (expires - Date.now() / 1000) / DAY_S;
}

/** Waits for the URL (SPA navigations included); a timeout names where the page is instead. */
async function at(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<void> {
  try {
    await page.waitForURL(url, { waitUntil: 'commit' });
  } catch {
    throw new Error(`expected the URL ${String(url)}, the page is at ${page.url()}`);
  }
}

/** Waits until the table shows `n` rows (header included): lists keep the old page while loading. */
async function rowsShown(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelectorAll('[role="row"]').length === count,
    n,
  );
}

async function path(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

describe('session', () => {
  test('login without remember-me keeps the cookie 90 days, with it 360 days', async () => {
    const plain = await newPage();
    await plain.page.goto('/login');
    await screenshot(plain.page, 'login');
    await login(plain.page, 'admin');
    const short = await tokenCookie(plain.context);
    assert.ok(short, 'token cookie set');
    assert.ok(
      Math.abs(daysFromNow(short.expires) - 90) < 1,
      `90 days, got ${daysFromNow(short.expires)}`,
    );
    await plain.page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await plain.page.getByTestId('count-Poli').filter({ hasNotText: '…' }).waitFor();
    await plain.page.getByRole('img', { name: /Data master aktif dan nonaktif/ }).waitFor();
    await screenshot(plain.page, 'dashboard');
    await plain.context.close();

    const remembered = await newPage();
    await login(remembered.page, 'admin', true);
    const long = await tokenCookie(remembered.context);
    assert.ok(long);
    assert.ok(
      Math.abs(daysFromNow(long.expires) - 360) < 1,
      `360 days, got ${daysFromNow(long.expires)}`,
    );
    await remembered.context.close();
  });

  test('a wrong password is refused with a dialog and no cookie', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('dokter');
    await page.getByLabel('Kata Sandi').fill('salah-sekali');
    await page.getByRole('button', { name: 'Masuk' }).click();
    const text = await dialogText(page);
    assert.ok(text.length > 0);
    assert.equal(await path(page), '/login');
    assert.equal(await tokenCookie(context), undefined);
    await context.close();
  });

  test('logout asks, revokes the session and clears the cookie', async () => {
    const { context, page } = await newPage();
    await login(page, 'admin');
    const token = (await tokenCookie(context))?.value ?? '';
    await page.getByRole('button', { name: 'Keluar' }).click();
    assert.match(await dialogText(page), /Apakah anda akan meninggalkan aplikasi ini\?/);
    await confirmDialog(page, 'Ya, Keluar');
    await at(page, '**/login');
    assert.equal(await tokenCookie(context), undefined);
    await assert.rejects(
      apiWithToken(token).get('profile'),
      (e: { status?: number }) => e.status === 401,
    );
    await page.goto('/dashboard');
    await at(page, '**/login');
    await context.close();
  });

  test('401 rule: a revoked session sends the user to login with a notice', async () => {
    const { context, page } = await newPage();
    await login(page, 'admin');
    const token = (await tokenCookie(context))?.value ?? '';
    await apiWithToken(token).do('Auth', 'logout', {});
    await page.getByRole('link', { name: 'Master Poli', exact: true }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });
    await page.getByText('Sesi Anda telah berakhir, silakan masuk kembali.').waitFor();
    assert.equal(await tokenCookie(context), undefined);
    await context.close();
  });
});

describe('guards (spec 2.1)', () => {
  test('empty path and unauthenticated routes go to login', async () => {
    const { context, page } = await newPage();
    await page.goto('/');
    await at(page, '**/login');
    await page.goto('/poli/add');
    await at(page, '**/login');
    await context.close();
  });

  test('logged-in users skip login; unknown paths go to the Dashboard', async () => {
    const { context, page } = await newPage();
    await login(page, 'admin');
    await page.goto('/login');
    await at(page, '**/dashboard');
    await page.goto('/tidak-ada-halaman-ini');
    await at(page, '**/dashboard');
    await page.goto('/poli/edit/1/berlebih');
    await at(page, '**/dashboard');
    await context.close();
  });

  test('a menu outside the role shows a notice, then the Dashboard after about 2 s', async () => {
    const { context, page } = await newPage();
    await login(page, 'farmasi');
    await page.goto('/poli');
    await page.getByText('Anda tidak memiliki akses ke menu ini').waitFor();
    assert.equal(await path(page), '/poli');
    await page.waitForURL('**/dashboard', { timeout: 6_000 });
    await context.close();
  });

  test('VerifikasiRM and Farmasi need pageSlug and regId', async () => {
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    await page.goto('/verifikasi-rekam-medis');
    await at(page, '**/dashboard');
    await page.goto('/verifikasi-rekam-medis?pageSlug=rajal&regId=1');
    await page.getByRole('heading', { name: 'Verifikasi Rekam Medis', level: 1 }).waitFor();
    await page.goto('/farmasi?pageSlug=detail');
    await at(page, '**/dashboard');
    // Farmasi is not built yet: with both values it says so.
    await page.goto('/farmasi?pageSlug=detail&regId=9');
    await page.getByTestId('not-yet').waitFor();
    await screenshot(page, 'belum-tersedia');
    await screenshotNarrow(page, 'belum-tersedia');
    await context.close();
  });

  test('a user lacking add is sent from the add page to the list, and the server refuses it', async () => {
    const { context, page } = await newPage();
    await login(page, 'admisi');
    await page.goto('/poli/add');
    await at(page, (url) => url.pathname === '/poli');
    await page.getByRole('heading', { name: 'Master Poli', exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Tambah' }).count(), 0);
    const api = await apiAs('admisi');
    await assert.rejects(
      api.do('Poli', 'add', { code: 'X-1', name: 'Tidak Boleh', status: 'Y' }),
      (e: { status?: number }) => e.status === 403,
    );
    await context.close();
  });
});

describe('master data round trip (Poli)', () => {
  test('add, search, sort, edit, stale edit refused, status toggle, delete', async () => {
    const code = `E2E-${Date.now() % 1_000_000}`;
    const { context, page } = await newPage();
    await login(page, 'admin');
    await page.getByRole('link', { name: 'Master Poli', exact: true }).click();
    await page.getByRole('heading', { name: 'Master Poli', exact: true }).waitFor();
    await screenshot(page, 'master-poli-list');
    await screenshotNarrow(page, 'master-poli-list');

    // Add
    await page.getByRole('link', { name: 'Tambah' }).click();
    await at(page, '**/poli/add');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Nama Poli wajib diisi').waitFor();
    await page.getByLabel('Kode Poli *').fill(code);
    await page.getByLabel('Nama Poli *').fill('Poli Uji Ujung');
    await screenshot(page, 'master-poli-form');
    await screenshotNarrow(page, 'master-poli-form');
    await page.getByRole('button', { name: 'Simpan' }).click();
    assert.match(await dialogText(page), /Data Berhasil Disimpan\./);
    await closeDialog(page);
    await at(page, (url) => url.pathname === '/poli');

    // Search
    await page.getByRole('searchbox').fill(code);
    await page.getByRole('searchbox').press('Enter');
    await at(page, /search=E2E/);
    await rowsShown(page, 2);
    await page.getByRole('rowheader', { name: 'Poli Uji Ujung' }).waitFor();

    // Sort by code, descending on the second press
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('columnheader', { name: 'Kode Poli', exact: true }).click();
    await at(page, /sortByField=code&sortByType=asc/);
    await page.getByRole('columnheader', { name: 'Kode Poli', exact: true }).click();
    await at(page, /sortByType=desc/);
    // The first column (Kode Poli) reads in descending order once the sorted page arrives.
    const codesOnScreen = () =>
      page
        .getByRole('row')
        .evaluateAll((rows) =>
          rows
            .slice(1)
            .map((r) => (r.querySelector('[role="gridcell"]')?.textContent ?? '').trim()),
        );
    const isDescending = (list: string[]) =>
      list.length > 1 && list.every((c, i) => i === 0 || (list[i - 1] ?? '').localeCompare(c) >= 0);
    let codes = await codesOnScreen();
    for (let i = 0; i < 50 && !isDescending(codes); i++) {
      await page.waitForTimeout(100);
      codes = await codesOnScreen();
    }
    assert.ok(isDescending(codes), `descending codes: ${codes.join(', ')}`);

    // Edit
    await page.getByRole('searchbox').fill(code);
    await page.getByRole('searchbox').press('Enter');
    await rowsShown(page, 2);
    await page.getByRole('button', { name: 'Ubah Poli Uji Ujung' }).click();
    await at(page, /\/poli\/edit\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByLabel('Nama Poli *').fill('Poli Uji Ujung Dua');
    await page.getByRole('button', { name: 'Simpan' }).click();
    assert.match(await dialogText(page), /Data Berhasil Diubah\./);
    await closeDialog(page);

    // Stale edit: someone else saves first; ours is refused (409)
    await page.goto(`/poli/edit/${id}`);
    await page.getByLabel('Nama Poli *').fill('Poli Versi Lama');
    const other = await apiAs('admin');
    const current = (await other.get<{ record: Record<string, unknown> }>('Poli', 'edit', id)).data
      .record;
    await other.do('Poli', 'update', { ...current, name: 'Poli Diubah Orang Lain' });
    await page.getByRole('button', { name: 'Simpan' }).click();
    assert.match(await dialogText(page), /Data telah diubah oleh pengguna lain/);
    await closeDialog(page);
    const after = (await other.get<{ record: { name: string } }>('Poli', 'edit', id)).data.record;
    assert.equal(after.name, 'Poli Diubah Orang Lain');

    // Leaving with unsaved changes asks first
    await page.getByRole('link', { name: 'Dashboard' }).click();
    assert.match(await dialogText(page), /Perubahan data belum di simpan\./);
    await confirmDialog(page, 'Tinggalkan');
    await at(page, '**/dashboard');

    // Status toggle
    await page.goto(`/poli?search=${code}`);
    await rowsShown(page, 2);
    const toggle = page.getByRole('switch', { name: 'Status aktif Poli Diubah Orang Lain' });
    await page.locator('label', { has: toggle }).click();
    assert.match(await dialogText(page), /Ubah Status ke Nonaktif\?/);
    await confirmDialog(page, 'Ya, Ubah');
    assert.match(await dialogText(page), /Status Diubah Menjadi Nonaktif\./);
    await closeDialog(page);
    const toggled = (await other.get<{ record: { status: string } }>('Poli', 'edit', id)).data
      .record;
    assert.equal(toggled.status, 'N');

    // Delete with confirmation
    await page.getByRole('button', { name: 'Hapus Poli Diubah Orang Lain' }).click();
    assert.match(await dialogText(page), /Hapus Data Poli\?/);
    await confirmDialog(page, 'Ya, Hapus');
    assert.match(await dialogText(page), /Deleted Successfully!/);
    await closeDialog(page);
    await page.getByText(`Search with keyword '${code}' not found`).waitFor();
    await assert.rejects(
      other.get('Poli', 'edit', id),
      (e: { status?: number }) => e.status === 404,
    );
    await context.close();
  });
});

describe('administration', () => {
  test('a user level in use cannot be deleted', async () => {
    const { context, page } = await newPage();
    await login(page, 'admin');
    await page.goto('/user-level?search=Perawat%20UGD');
    await page.getByRole('button', { name: 'Hapus Perawat UGD' }).click();
    await confirmDialog(page, 'Ya, Hapus');
    const text = await dialogText(page);
    assert.match(text, /Anda Tidak Dapat Hapus Level ini/);
    assert.match(text, /Data Level sedang digunakan oleh user lain/);
    await closeDialog(page);
    await page.goto('/user-level');
    await page.getByRole('button', { name: 'Ubah Perawat UGD' }).click();
    await page.getByRole('checkbox', { name: 'Master Poli: Lihat' }).waitFor();
    await screenshot(page, 'user-level-menu-role');
    // The user list names each user's level (a reference column), not its id.
    await page.goto('/user?search=perawat.ugd');
    await page.getByRole('gridcell', { name: 'Perawat UGD', exact: true }).waitFor();
    await page.goto('/user');
    await page.getByRole('gridcell', { name: 'Super Admin', exact: true }).first().waitFor();
    await screenshot(page, 'user-list');
    await page.goto('/audit-trail');
    await page.getByRole('heading', { name: 'Jejak Audit' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'audit-trail');
    await screenshotNarrow(page, 'audit-trail');
    await context.close();
  });
});

describe('notifikasi', () => {
  test('the pending counts are those of the server, each under its words', async () => {
    const api = await apiAs('admin');
    const maintenance = await api.do<Record<string, number>>(
      'Notification',
      'get-notif-pending-pemeliharaan',
      {},
    );
    const goods = await api.do<Record<string, number>>(
      'Notification',
      'get-notif-pending-barang',
      {},
    );
    const { context, page } = await newPage();
    await login(page, 'admin');
    await page.goto('/Notifikasi');
    await page.getByRole('heading', { name: 'Notifikasi', level: 1 }).waitFor();
    const counts = page.getByLabel('Jumlah tertunda');
    const expected: [string, number | undefined][] = [
      ['Pemeliharaan internal tertunda', maintenance.data.notifInternalPending],
      ['Pemeliharaan eksternal tertunda', maintenance.data.notifEksternalPending],
      ['Permintaan obat (farmasi) tertunda', goods.data.notifFarmasiPending],
      ['Permintaan aset tertunda', goods.data.notifAsetPending],
    ];
    for (const [label, value] of expected) {
      const tile = counts.locator('div').filter({ has: page.getByText(label, { exact: true }) });
      await tile
        .locator('dd')
        .filter({ hasText: String(value ?? 0) })
        .waitFor();
    }
    await screenshot(page, 'notifikasi');
    await screenshotNarrow(page, 'notifikasi');
    await context.close();
  });
});

describe('sidebar', () => {
  test('at 1280 px the menu is beside the page', async () => {
    const { context, page } = await newPage(1280, 800);
    await login(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await nav.waitFor();
    assert.ok(await nav.isVisible());
    assert.ok(await nav.getByRole('link', { name: 'Master Poli', exact: true }).isVisible());
    await context.close();
  });

  test('at 375 px the menu is an overlay opened from the top bar', async () => {
    const { context, page } = await newPage(375, 740);
    await login(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    assert.equal(await nav.isVisible(), false);
    await page.getByTestId('count-Poli').filter({ hasNotText: '…' }).waitFor();
    await screenshot(page, 'dashboard-375');
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Master Poli', exact: true }).waitFor();
    const box = await nav.boundingBox();
    assert.ok(box && box.width <= 320, 'overlay narrower than the screen');
    await screenshot(page, 'sidebar-375');
    await nav.getByRole('link', { name: 'Master Poli', exact: true }).click();
    await at(page, '**/poli');
    await nav.waitFor({ state: 'hidden', timeout: 5_000 });
    await context.close();
  });
});
