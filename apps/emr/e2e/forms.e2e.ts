/**
 * The generic resource forms as a clerk types into them: every typed field applies its spec
 * filter while typing (spec 5: name, username, phone, NIK, code, numeric, money), so a forbidden
 * character never appears; and Batal on a changed form asks 'Any changes you made will be lost!'
 * (spec 8) while an unchanged one goes back at once.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright';
import { apiAs, closeBrowser, dialogText, login, newPage } from './harness';

after(closeBrowser);

/** Types `text` key by key, as a person does (each key is one change the field filters). */
async function typeInto(page: Page, label: string, text: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.pressSequentially(text);
  return field.inputValue();
}

describe('typing filters of the generic forms (spec 5)', () => {
  test('user form: name and username keep only their characters as typed', async () => {
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    await page.goto('/user/add');
    await page.getByRole('heading', { name: 'Tambah User', exact: true }).waitFor();
    // Username: letters, digits, underscore, period; no space, no other sign.
    assert.equal(await typeInto(page, 'Username *', 'siti nur#2!_a.b'), 'sitinur2_a.b');
    // Name: letters, space, apostrophe, period, comma; spaces never lead nor repeat.
    assert.equal(
      await typeInto(page, 'Nama *', "  Siti  Nur'aini2, S.Kep*#"),
      "Siti Nur'aini, S.Kep",
    );
    // No error is waiting for Simpan: what is in the fields is what the server takes.
    assert.equal(await page.getByText('hanya boleh').count(), 0);
    await context.close();
  });

  test('patient form: NIK, phone and BPJS card keep their digits, name its letters', async () => {
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    await page.goto('/pasien?form=add');
    await page.getByRole('heading', { name: 'Tambah Pasien', exact: true }).waitFor();
    assert.equal(await typeInto(page, 'NIK', '3171-0145 0590x0001-99'), '3171014505900001');
    // Phone: digits only, the leading 0 stripped as typed.
    assert.equal(await typeInto(page, 'No. Telepon', '0812-3456 789a'), '8123456789');
    assert.equal(await typeInto(page, 'No. Kartu BPJS', '0001 2345-6789 0'), '0001234567890');
    assert.equal(await typeInto(page, 'Nama Pasien *', 'Budi? Santoso 3'), 'Budi Santoso ');
    await context.close();
  });

  test('master form: codes keep letters, digits, period and hyphen; numbers and money their digits', async () => {
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    await page.goto('/poli/add');
    await page.getByRole('heading', { name: 'Tambah Master Poli', exact: true }).waitFor();
    assert.equal(await typeInto(page, 'Kode Poli *', 'P ANAK/01_x.2-b'), 'PANAK01x.2-b');
    await page.goto('/jadwal-dokter?form=add');
    await page.getByRole('heading', { name: 'Tambah Jadwal Dokter', exact: true }).waitFor();
    // An integer takes no sign and no decimals.
    assert.equal(await typeInto(page, 'Kuota *', '-1,5a0'), '150');
    assert.equal(await typeInto(page, 'Nama Dokter *', 'dr. Andi 7 Pratama'), 'dr. Andi Pratama');
    await context.close();
  });
});

describe("Batal on a form (spec 8: 'Any changes you made will be lost!')", () => {
  test('an unchanged form goes back at once; a changed one asks, Kembali stays, Ya leaves', async () => {
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    const api = await apiAs('superadmin');
    const list = await api.get<{ list: { id: number; name: string }[] }>('Poli', null, null, {
      shown: '10',
    });
    const poli = list.data.list[0];
    assert.ok(poli);

    // Unchanged: no question.
    await page.goto(`/poli/edit/${poli.id}`);
    await page.getByRole('heading', { name: 'Ubah Master Poli', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Batal' }).click();
    await page.waitForURL((url) => url.pathname === '/poli');
    assert.equal(await page.getByRole('alertdialog').count(), 0);

    // Changed: the question, with the spec's words.
    await page.goto(`/poli/edit/${poli.id}`);
    const name = page.getByLabel('Nama Poli *');
    await name.fill(`${poli.name} Diubah`);
    await page.getByRole('button', { name: 'Batal' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.waitFor();
    assert.match((await ask.textContent()) ?? '', /Any changes you made will be lost!/);
    await ask.getByRole('button', { name: 'Kembali' }).click();
    await ask.waitFor({ state: 'detached' });
    assert.equal(await name.inputValue(), `${poli.name} Diubah`);
    assert.match(new URL(page.url()).pathname, /^\/poli\/edit\/\d+$/);

    await page.getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Batalkan' }).click();
    // Straight to the list: the unsaved-changes question is not asked a second time.
    await page.waitForURL((url) => url.pathname === '/poli');
    await page.getByRole('heading', { name: 'Master Poli', exact: true }).waitFor();
    assert.equal(await page.getByRole('alertdialog').count(), 0);
    // Nothing was saved.
    const after = await api.get<{ record: { name: string } }>('Poli', 'edit', poli.id);
    assert.equal(after.data.record.name, poli.name);
    await context.close();
  });

  test('static-settings: Batalkan Perubahan asks the same before it discards', async () => {
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    await page.goto('/static-settings');
    const hospital = page.getByLabel(/^Nama Rumah Sakit/);
    const before = await hospital.inputValue();
    await hospital.fill(`${before} X`);
    await page.getByRole('button', { name: 'Batalkan Perubahan' }).click();
    assert.match(await dialogText(page), /Any changes you made will be lost!/);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kembali' }).click();
    assert.equal(await hospital.inputValue(), `${before} X`);
    await page.getByRole('button', { name: 'Batalkan Perubahan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Batalkan' }).click();
    assert.equal(await hospital.inputValue(), before);
    await context.close();
  });
});
