/**
 * End-to-end test of the patient record screens (pasien): an admission clerk adds a patient from
 * the NIK (birth date, sex and region filled from it), with an allergy and a responsible person;
 * the record page shows the banner and the visit history; a second patient with the same name
 * and birth date is questioned, a third with the same NIK is refused and opens the first; an
 * edit keeps the child lists; the card prints the RM number as a barcode and a QR.
 * Against the real server (scripts/test-e2e.sh starts both).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { PatientRecordData } from '@simrs/validators/contracts';
import type { Page } from 'playwright';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  confirmDialog,
  dialogText,
  login,
  newPage,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

/** A NIK of Gambir, Jakarta Pusat, of a woman born 5 July 1990, with its own serial. */
const nikOf = (serial: number) => `317101450790${serial}`;
const base = 1000 + Math.floor(Math.random() * 8000);
const NIK_ONE = nikOf(base);
const NIK_TWO = nikOf(base + 1);
const suffix = 'abcdefghij'
  .split('')
  .sort(() => Math.random() - 0.5)
  .slice(0, 5)
  .join('');
const NAME = `Sri Wahyuni ${suffix[0]?.toUpperCase()}${suffix.slice(1)}`;

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickCombo(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  // As a clerk does: type the first letters, pick from what is left.
  await box.click();
  await page.keyboard.type(option.slice(0, 3));
  await page.getByRole('option', { name: option, exact: true }).click();
  assert.equal(await box.inputValue(), option);
}

/** The value a combo box shows, once it shows one. */
async function comboValue(page: Page, label: string): Promise<string> {
  const box = page.getByRole('combobox', { name: label });
  await page.waitForFunction(
    (el) => (el as HTMLInputElement).value !== '',
    await box.elementHandle(),
  );
  return box.inputValue();
}

async function startAdd(page: Page): Promise<void> {
  await page.goto('/pasien?form=add');
  await page.getByRole('heading', { name: 'Tambah Pasien', exact: true }).waitFor();
}

/** Saves, closes the success dialog and returns the record id of the page it lands on. */
async function saveAndOpen(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  assert.match(await dialogText(page), /Berhasil/);
  await closeDialog(page);
  await page.waitForURL(/form=detail&id=\d+/);
  await page.getByRole('heading', { name: 'Data Pasien', exact: true }).waitFor();
  return Number(new URL(page.url()).searchParams.get('id'));
}

describe('pasien', () => {
  test('add from the NIK, question a look-alike, refuse a NIK on file, edit, print the card', async () => {
    const api = await apiAs('admisi');
    const { context, page } = await newPage(1366, 900);
    await login(page, 'admisi');

    // The list: 'Tambah' opens the form; the RM number is not asked for.
    await page.goto('/pasien');
    await page.getByRole('heading', { name: 'Pasien', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Tambah' }).click();
    await page.getByRole('heading', { name: 'Tambah Pasien', exact: true }).waitFor();
    assert.equal(await page.getByLabel('No. RM').count(), 0);
    await page.getByText('No. RM diberikan otomatis oleh sistem').waitFor();

    // The NIK fills birth date, sex and the region down to the district.
    await page.getByLabel('Nama Pasien *').fill(NAME);
    await page.getByLabel('NIK', { exact: true }).fill(NIK_ONE);
    assert.equal(await comboValue(page, 'Kecamatan'), 'Gambir');
    assert.equal(await comboValue(page, 'Provinsi'), 'DKI Jakarta');
    assert.equal(await comboValue(page, 'Kabupaten/Kota'), 'Kota Administrasi Jakarta Pusat');
    await page
      .getByRole('button', { name: /Jenis Kelamin/ })
      .filter({ hasText: 'Perempuan' })
      .waitFor();
    await pickCombo(page, 'Kelurahan/Desa', 'Cideng');
    await page.getByLabel('Alamat', { exact: true }).fill('Jl. Cideng Barat 12');
    await page.getByLabel('No. Telepon', { exact: true }).fill('81234567890');

    // One allergy and one responsible person.
    await page.getByRole('button', { name: 'Tambah Alergi' }).click();
    await pick(page, 'Jenis Alergi', 'Obat');
    await page.getByLabel('Nama Alergen *').fill('Amoksisilin');
    await page.getByLabel('Reaksi').fill('Ruam kulit');
    await page.getByRole('button', { name: 'Tambah Penanggung Jawab' }).click();
    await page.getByLabel('Nama Penanggung Jawab *').fill('Budi Santoso');
    await pick(page, 'Hubungan dengan Pasien', 'Suami');
    await screenshot(page, 'pasien-tambah');

    const firstId = await saveAndOpen(page);
    const first = (await api.get<PatientRecordData>('Pasien', 'detail', String(firstId))).data;
    const rmNo = String(first.record.rmNo);
    assert.match(rmNo, /^\d{8}$/);
    assert.equal(first.record.nik, NIK_ONE);
    assert.equal(first.record.birthDate, '1990-07-05');
    assert.equal(first.record.sex, '2');
    assert.equal(first.record.villageCode, '31.71.01.1002');
    assert.deepEqual(
      first.allergies.map((a) => [a.type, a.allergen, a.reaction]),
      [['OBAT', 'Amoksisilin', 'Ruam kulit']],
    );
    assert.equal(first.responsiblePersons[0]?.name, 'Budi Santoso');

    // The record page: the banner with the allergy, the address in words.
    const banner = page.getByRole('region', { name: `Pasien ${NAME}` });
    await banner.getByText(rmNo, { exact: true }).waitFor();
    await banner.getByText('Amoksisilin').waitFor();
    await page.getByText('Jl. Cideng Barat 12, Cideng, Kec. Gambir').waitFor();
    await page.getByText('Belum ada kunjungan.').waitFor();
    await screenshot(page, 'pasien-detail');
    await screenshotNarrow(page, 'pasien-detail');

    // Same name, same birth date, another NIK: questioned, saved only when the clerk confirms.
    await startAdd(page);
    await page.getByLabel('Nama Pasien *').fill(NAME);
    await page.getByLabel('NIK', { exact: true }).fill(NIK_TWO);
    assert.equal(await comboValue(page, 'Kecamatan'), 'Gambir');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    const question = page.getByText('Kemungkinan pasien yang sama sudah terdaftar.');
    await question.waitFor();
    await page.getByRole('link', { name: new RegExp(`No\\. RM ${rmNo}`) }).waitFor();
    assert.equal(
      (await api.get<{ total: number }>('Pasien', null, null, { search: NIK_TWO })).data.total,
      0,
      'nothing saved before the clerk confirms',
    );
    await page.getByRole('button', { name: 'Bukan pasien yang sama, tetap simpan' }).click();
    assert.match(await dialogText(page), /Berhasil/);
    await closeDialog(page);
    await page.waitForURL(/form=detail&id=\d+/);
    const secondId = Number(new URL(page.url()).searchParams.get('id'));
    assert.notEqual(secondId, firstId);

    // The first patient's NIK again: the form says so at once, and saving opens that patient.
    await startAdd(page);
    await page.getByLabel('Nama Pasien *').fill('Orang Lain Sama');
    await page.getByLabel('NIK', { exact: true }).fill(NIK_ONE);
    await page.getByText('NIK sudah terdaftar.').waitFor();
    await page.getByText(`NIK ini milik ${NAME} (No. RM ${rmNo})`).waitFor();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await confirmDialog(page, 'Buka Data Pasien');
    await page.waitForURL(new RegExp(`form=detail&id=${firstId}$`));
    await page.getByRole('region', { name: `Pasien ${NAME}` }).waitFor();
    assert.equal(
      (await api.get<{ total: number }>('Pasien', null, null, { search: NIK_ONE })).data.total,
      1,
    );

    // Edit: a new phone number; the allergy and the responsible person stay.
    await page.getByRole('link', { name: 'Ubah Data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ubah Pasien', exact: true }).waitFor();
    await page.getByText(`${NAME} · No. RM ${rmNo}`).waitFor();
    assert.equal(await page.getByLabel('Nama Alergen *').inputValue(), 'Amoksisilin');
    await page.getByLabel('No. Telepon', { exact: true }).fill('81299990000');
    assert.equal(await saveAndOpen(page), firstId);
    const edited = (await api.get<PatientRecordData>('Pasien', 'detail', String(firstId))).data;
    assert.equal(edited.record.phone, '81299990000');
    assert.equal(edited.record.version, first.record.version + 1);
    assert.equal(edited.allergies.length, 1);
    assert.equal(edited.responsiblePersons.length, 1);

    // The card: the RM number as a barcode and a QR.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Cetak Kartu' }).click(),
    ]);
    await popup.getByRole('img', { name: `Kode batang ${rmNo}` }).waitFor();
    await popup.getByRole('img', { name: `Kode QR No. RM ${rmNo}` }).waitFor();
    const printed = (await popup.locator('#print-root').textContent()) ?? '';
    assert.ok(printed.includes(NAME), printed);
    await popup.close();
    await context.close();
  });
});
