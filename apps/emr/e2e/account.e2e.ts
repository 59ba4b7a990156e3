/**
 * End-to-end tests of the own account (account-setting: change of one's own password) and of the
 * hospital settings (static-settings: save, stale save refused, unsaved-changes warning), against
 * the real server (scripts/test-e2e.sh starts both).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { type BoClient, createBoClient, createMemorySessionStorage } from '@simrs/api-client';
import type { StaticSettings } from '@simrs/validators';
import type { Page } from 'playwright';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  confirmDialog,
  dialogText,
  fieldError,
  newPage,
  screenshot,
  screenshotNarrow,
  submitLogin,
  tokenCookie,
  waitForDashboard,
} from './harness';

after(closeBrowser);

/** A BO client logged in with a given password (the harness's helper uses the demo one). */
async function apiLogin(username: string, password: string): Promise<BoClient> {
  const client = createBoClient({
    apiBase: process.env.BO_API_URL ?? 'http://127.0.0.1:8080',
    apiKey: process.env.BO_API_KEY ?? '',
    passphrase: process.env.BO_PAYLOAD_PASSPHRASE ?? '',
    storage: createMemorySessionStorage(),
  });
  await client.login({ username, password, isRemember: 'N' });
  return client;
}

/** Logs in through the form with the given password and waits for the Dashboard. */
async function loginAs(page: Page, username: string, password: string): Promise<void> {
  await submitLogin(page, username, password);
  await waitForDashboard(page);
}

describe('account-setting: change of the own password', () => {
  test('refuses a wrong old password on its field, then changes it; the new one logs in, the old one not', async () => {
    // Fixed names keep the screenshots stable; every e2e run starts from a fresh database.
    const username = 'uji.ganti.sandi';
    const first = 'AwalSandi2026';
    const next = 'GantiSandi2027';
    // Clinical levels (Perawat) are granted only by a user who manages everything.
    const admin = await apiAs('superadmin');
    // A password an administrator sets must be changed by its owner first (forced change): the
    // owner makes `first` their own before the flow below.
    const temporary = 'Sandi sementara dari admin';
    await admin.do('Users', 'add', {
      username,
      name: 'Uji Ganti Sandi',
      levelId: 3,
      password: temporary,
    });
    const owner = await apiLogin(username, temporary);
    await owner.do('Users', 'change-password', {
      oldPassword: temporary,
      newPassword: first,
      confirmPassword: first,
    });
    await owner.logout();
    // A session on another device, which the change must end.
    const elsewhere = await apiLogin(username, first);

    const { context, page } = await newPage();
    await loginAs(page, username, first);
    await page.goto('/account-setting');
    await page.getByRole('heading', { name: 'Pengaturan Akun' }).waitFor();
    await page.getByRole('heading', { name: 'Ubah Kata Sandi' }).waitFor();
    await screenshot(page, 'account-setting');
    await screenshotNarrow(page, 'account-setting');

    // The shared schema in the browser: confirmation must match.
    await page.getByLabel('Kata Sandi Lama', { exact: true }).fill(first);
    await page.getByLabel('Kata Sandi Baru', { exact: true }).fill(next);
    await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).fill(`${next}x`);
    await page.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
    assert.match(
      await fieldError(page, 'Konfirmasi Kata Sandi Baru'),
      /Konfirmasi Kata Sandi Baru tidak sama dengan Kata Sandi Baru/,
    );

    // The server's field error lands on the old-password field.
    await page.getByLabel('Kata Sandi Lama', { exact: true }).fill('BukanSandiIni1');
    await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).fill(next);
    await page.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
    assert.match(await fieldError(page, 'Kata Sandi Lama'), /Kata sandi lama salah\./);
    await screenshot(page, 'account-setting-error');

    // Show/hide keeps the value.
    const newField = page.getByLabel('Kata Sandi Baru', { exact: true });
    assert.equal(await newField.getAttribute('type'), 'password');
    await page.getByRole('button', { name: 'Tampilkan Kata Sandi Baru' }).click();
    assert.equal(await newField.getAttribute('type'), 'text');
    assert.equal(await newField.inputValue(), next);
    await page.getByRole('button', { name: 'Sembunyikan Kata Sandi Baru' }).click();

    await page.getByLabel('Kata Sandi Lama', { exact: true }).fill(first);
    await page.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
    await page.getByText('Kata sandi berhasil diubah.').waitFor();
    await page.getByText('1 sesi lain akun ini di perangkat lain telah diakhiri.').waitFor();
    assert.equal(await page.getByLabel('Kata Sandi Lama', { exact: true }).inputValue(), '');
    assert.equal(await newField.inputValue(), '');

    // This session stays; the other device's ended.
    await page.reload();
    await page.getByRole('heading', { name: 'Pengaturan Akun' }).waitFor();
    assert.ok(await tokenCookie(context));
    await assert.rejects(elsewhere.get('profile'), (e: { status?: number }) => e.status === 401);
    await context.close();

    // The old password no longer logs in; the new one does.
    const again = await newPage();
    await again.page.goto('/login');
    await again.page.getByLabel('Username').fill(username);
    await again.page.getByLabel('Kata Sandi').fill(first);
    await again.page.getByRole('button', { name: 'Masuk' }).click();
    assert.match(await dialogText(again.page), /Username atau kata sandi salah\./);
    await closeDialog(again.page);
    await loginAs(again.page, username, next);
    await again.context.close();
  });
});

describe('static-settings', () => {
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

  async function current(api: BoClient): Promise<StaticSettings> {
    return (await api.get<{ record: StaticSettings }>('StaticSettings')).data.record;
  }

  test('saves (top bar follows), warns about unsaved changes, and refuses a stale save', async () => {
    const api = await apiAs('admin');
    const original = await current(api);
    const { context, page } = await newPage();
    try {
      await loginAs(page, 'admin', 'SimrsDemo2022');
      await page.getByRole('link', { name: 'Pengaturan Statis' }).click();
      await page.waitForURL('**/static-settings');
      const name = page.getByLabel('Nama Rumah Sakit');
      await name.waitFor();
      assert.equal(await name.inputValue(), original.hospitalName);
      assert.ok(await page.getByRole('img', { name: 'Logo rumah sakit' }).isVisible());
      // The top bar shows the seeded logo, loaded from the server.
      const topLogo = page.locator('header img[data-part="logo"]');
      await topLogo.waitFor();
      const logoBefore = String(await topLogo.getAttribute('src'));
      assert.match(logoBefore, /\/api\/bo\/logo\?v=[0-9a-f]{16}$/);
      await page.waitForFunction(
        () =>
          (document.querySelector('header img[data-part="logo"]') as HTMLImageElement | null)
            ?.naturalWidth,
      );
      await screenshot(page, 'static-settings');
      await page.getByRole('heading', { name: 'Sesi', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, 'static-settings-flags');

      // Unsaved changes: the notice, then leaving asks first.
      const renamed = 'RSU Harapan Sehat';
      await name.fill(renamed);
      await page.getByText('Perubahan data belum di simpan.').scrollIntoViewIfNeeded();
      await screenshot(page, 'static-settings-unsaved');
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      const ask = page.getByRole('alertdialog', { name: 'Perubahan data belum di simpan.' });
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Tetap di Halaman' }).click();
      await ask.waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).pathname, '/static-settings');
      assert.equal(await name.inputValue(), renamed);

      // A new logo and a feature switched off, then Simpan.
      await page.locator('input[type="file"]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from(PNG, 'base64'),
      });
      await page.waitForFunction(
        (png) =>
          document.querySelector('img[alt="Logo rumah sakit"]')?.getAttribute('src') ===
          `data:image/png;base64,${png}`,
        PNG,
      );
      const deliveryNotes = page.getByRole('checkbox', { name: /Ubah Catatan Persalinan/ });
      await page.getByText('Ubah Catatan Persalinan', { exact: true }).click();
      assert.equal(await deliveryNotes.isChecked(), false);
      await page.getByRole('button', { name: 'Simpan' }).click();
      assert.match(await dialogText(page), /Data Berhasil Diubah\./);
      await closeDialog(page);
      await page.getByText(renamed, { exact: true }).first().waitFor();
      assert.equal(await page.getByText('Perubahan data belum di simpan.').count(), 0);
      const saved = await current(api);
      assert.equal(saved.hospitalName, renamed);
      assert.equal(saved.version, original.version + 1);
      assert.equal(saved.logo, `data:image/png;base64,${PNG}`);
      assert.equal(saved.features.deliveryNoteUpdate, false);
      const profile = await api.get<{ app: { hospitalName: string } }>('profile');
      assert.equal(profile.data.app.hospitalName, renamed);
      // The top bar follows the new logo: another version in its URL.
      await page.waitForFunction(
        (before) =>
          document.querySelector('header img[data-part="logo"]')?.getAttribute('src') !== before,
        logoBefore,
      );

      // Someone else saves meanwhile; this form's save is refused (409) and changes nothing.
      await api.do('StaticSettings', 'update', { ...saved, address: 'Jl. Perubahan Lain No. 9' });
      await page.getByLabel('Email').fill('humas@rs-uji.id');
      await page.getByRole('button', { name: 'Simpan' }).click();
      assert.match(
        await dialogText(page),
        /Data telah diubah oleh pengguna lain\. Muat ulang lalu ulangi perubahan Anda\./,
      );
      await closeDialog(page);
      const after409 = await current(api);
      assert.equal(after409.address, 'Jl. Perubahan Lain No. 9');
      assert.equal(after409.email, saved.email);

      // Muat Ulang: the form still holds an edit, so it asks; then shows the other user's save.
      await page.getByRole('button', { name: 'Muat Ulang' }).click();
      await confirmDialog(page, 'Tinggalkan');
      const address = page.getByLabel('Alamat');
      await page.waitForFunction(
        (el) => (el as HTMLInputElement | null)?.value === 'Jl. Perubahan Lain No. 9',
        await address.elementHandle(),
      );
      assert.equal(await page.getByLabel('Email').inputValue(), saved.email ?? '');
      await page
        .getByRole('heading', { name: 'Pengaturan Statis', level: 1 })
        .scrollIntoViewIfNeeded();
      await screenshotNarrow(page, 'static-settings');
    } finally {
      // Leave the demo hospital as it was for the other tests.
      const latest = await current(api);
      await api.do('StaticSettings', 'update', {
        ...original,
        version: latest.version,
      });
      await context.close();
    }
  });

  test('a user without the menu is refused by the server', async () => {
    const nurse = await apiAs('perawat');
    await assert.rejects(nurse.get('StaticSettings'), (e: { status?: number }) => e.status === 403);
  });
});
