/**
 * Finding one's way in a long menu: the sidebar's filter and group order for a user with every
 * menu, and the menuRole editor of a level (420 menus x 6 actions): filter, whole-column and
 * whole-group toggles, 'Salin dari level', save and reopen.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

interface MenuRoleEntry {
  menu: string;
  actions: string[];
}

describe('sidebar of a user with every menu', () => {
  test('operational groups first; the filter finds a screen by keyboard', async () => {
    const { context, page } = await newPage(1280, 800);
    await login(page, 'superadmin');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    const groups = await nav
      .locator(':scope > ul > li > button')
      .evaluateAll((buttons) => buttons.map((b) => (b.textContent ?? '').trim()));
    assert.deepEqual(groups.slice(-2), ['Master Data', 'Tarif'], groups.join(', '));
    assert.ok(groups.indexOf('Admisi Rawat Jalan') < groups.indexOf('Master Data'));

    // '/' from the page focuses the filter; the results walk with the arrows; Enter opens one.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    const box = nav.getByRole('textbox', { name: 'Cari menu' });
    assert.ok(await box.evaluate((el) => el === document.activeElement), 'the filter has focus');
    await page.keyboard.type('hari lib');
    const results = nav.getByRole('list', { name: 'Hasil pencarian menu' });
    await results.getByRole('link', { name: /^Hari Libur/ }).waitFor();
    assert.equal(await nav.getByRole('status').textContent(), '1 menu cocok');
    await screenshot(page, 'sidebar-filter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/hari-libur');
    await page.getByRole('heading', { level: 1, name: 'Hari Libur' }).waitFor();
    assert.equal(await box.inputValue(), '');

    // Ctrl+K from anywhere, Escape clears; Enter in the box opens the first result.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('tarif');
    await results.getByRole('link').first().waitFor();
    assert.ok((await results.getByRole('link').count()) >= 20);
    await page.keyboard.press('Escape');
    assert.equal(await box.inputValue(), '');
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await box.fill('master poli');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/poli');
    await context.close();
  });
});

/** The checkbox of one cell (menu title: action). */
const cell = (page: Page, menu: string, action: string) =>
  page.getByRole('checkbox', { name: `${menu}: ${action}`, exact: true });

describe('menuRole editor', () => {
  test('filter, a column and a group at once, copy from another level, save, reopen', async () => {
    // Farmasi holds clinical menus: only a user who may manage everything grants them.
    const name = `Level Uji Salin ${Date.now() % 100_000}`;
    const api = await apiAs('superadmin');
    const levels = await api.get<{ list: { id: number; name: string }[] }>(
      'UserLevel',
      null,
      null,
      {
        search: 'Farmasi',
      },
    );
    const farmasiId = levels.data.list.find((l) => l.name === 'Farmasi')?.id;
    assert.ok(farmasiId);
    const farmasi = (
      await api.get<{ record: { menuRole: MenuRoleEntry[] } }>('UserLevel', 'edit', farmasiId)
    ).data.record.menuRole;
    assert.ok(farmasi.some((e) => e.menu === 'obat' && e.actions.includes('delete')));

    const { context, page } = await newPage(1280, 900);
    await login(page, 'superadmin');
    await page.goto('/user-level/add');
    await page.getByLabel('Nama Level *').fill(name);

    // Copy from the farmasi level.
    await page.getByRole('combobox', { name: 'Salin dari level' }).fill('Farm');
    await page.getByRole('option', { name: 'Farmasi', exact: true }).click();
    await page.getByRole('button', { name: 'Salin', exact: true }).click();
    await page
      .getByText(`Hak akses disalin dari level Farmasi (${farmasi.length} menu).`)
      .waitFor();
    assert.ok(await cell(page, 'Master Obat', 'Hapus').isChecked());
    assert.equal(await cell(page, 'Master Poli', 'Lihat').isChecked(), false);

    // Filter: only matching menus stay; the column box then works on those alone.
    const filter = page.getByRole('searchbox', { name: 'Saring menu' });
    await filter.fill('tarif');
    await filter.press('Enter');
    // Enter filters; it does not submit the level (a save would open its dialog and leave).
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('dialog').or(page.getByRole('alertdialog')).count(), 0);
    assert.equal(new URL(page.url()).pathname, '/user-level/add');
    await cell(page, 'Master Tarif Registrasi', 'Lihat').waitFor();
    assert.equal(await cell(page, 'Master Obat', 'Lihat').count(), 0);
    const tariffRows = await page
      .getByRole('checkbox', { name: /^Master Tarif .*: Ekspor$/ })
      .count();
    assert.ok(tariffRows >= 20, `tariff rows: ${tariffRows}`);
    await page.getByRole('checkbox', { name: 'Semua menu yang tampil: Ekspor' }).check();
    // Every menu shown (the tariffs and the other titles holding 'tarif') may now view and export.
    const shownCells = page.getByRole('checkbox', { name: /^(?!Semua |Grup ).*: (Ekspor|Lihat)$/ });
    assert.ok((await shownCells.count()) >= 2 * tariffRows);
    for (const checkbox of await shownCells.all()) assert.ok(await checkbox.isChecked());

    // A whole group: every screen of 'Administrasi' may be viewed.
    await filter.fill('');
    const group = page.getByRole('checkbox', { name: 'Grup Administrasi: Lihat' });
    await group.check();
    assert.ok(await cell(page, 'Jejak Audit', 'Lihat').isChecked());
    await page.getByLabel('Nama Level *').scrollIntoViewIfNeeded();
    await screenshot(page, 'menu-role-editor');
    await screenshotNarrow(page, 'menu-role-editor');

    await page.getByRole('button', { name: 'Simpan' }).click();
    assert.match(await dialogText(page), /Data Berhasil Disimpan\./);
    await closeDialog(page);

    // Reopen: what was saved is what the server holds and what the editor shows.
    await page.goto(`/user-level?search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Ubah ${name}` }).click();
    await cell(page, 'Master Obat', 'Hapus').waitFor();
    assert.ok(await cell(page, 'Master Obat', 'Hapus').isChecked());
    assert.ok(await cell(page, 'Master Tarif Registrasi', 'Ekspor').isChecked());
    assert.ok(await cell(page, 'Jejak Audit', 'Lihat').isChecked());
    assert.equal(await cell(page, 'Master Poli', 'Lihat').isChecked(), false);
    const saved = await api.get<{ list: { id: number; name: string }[] }>('UserLevel', null, null, {
      search: name,
    });
    const id = saved.data.list[0]?.id;
    assert.ok(id);
    const role = (await api.get<{ record: { menuRole: MenuRoleEntry[] } }>('UserLevel', 'edit', id))
      .data.record.menuRole;
    const of = (menu: string) => role.find((e) => e.menu === menu)?.actions ?? [];
    assert.deepEqual(of('obat'), farmasi.find((e) => e.menu === 'obat')?.actions);
    assert.deepEqual(of('tarif-registrasi'), ['view', 'export']);
    assert.deepEqual(of('audit-trail'), ['view']);
    assert.deepEqual(of('poli'), []);
    await context.close();
  });
});
