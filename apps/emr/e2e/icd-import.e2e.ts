/**
 * End-to-end test of importing the hospital's ICD-10 CSV file into Master ICD-10 as admin: a file
 * with a bad line is refused naming that line and adds nothing; the corrected file adds the new
 * codes and updates a known one; importing it again changes nothing; the doctor's ICD picker
 * finds an imported code. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  screenshot,
} from './harness';

after(closeBrowser);

const header = 'code,name,nameEn,validPrimary,status';
const csv = (lines: string[]) => Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`);

describe('impor master ICD-10', () => {
  test('bad line refused, file imported, again unchanged, the picker finds it', async () => {
    const { context, page } = await newPage(1366, 900);
    await login(page, 'admin');
    await page.goto('/icd-10');
    await page.getByRole('button', { name: 'Impor CSV' }).click();
    const file = page.locator('input[type=file]');

    await file.setInputFiles({
      name: 'icd10.csv',
      mimeType: 'text/csv',
      buffer: csv(['A06.0,Disentri amuba akut,,Y,Y', ',Tanpa kode,,Y,Y']),
    });
    const refused = await dialogText(page);
    assert.match(refused, /Baris 3/);
    await closeDialog(page);
    const dokter = await apiAs('dokter');
    const search = async (q: string) =>
      (
        await dokter.get<{ list: { code: string }[] }>('Diagnosa', 'icd', null, {
          system: 'ICD10',
          q,
        })
      ).data.list.map((o) => o.code);
    assert.deepEqual(await search('disentri'), []);

    const good = csv([
      'A06.0,Disentri amuba akut,Acute amoebic dysentery,Y,Y',
      'B01.9,Varisela tanpa komplikasi,,Y,Y',
      'i10,Hipertensi esensial (primer),Essential hypertension,Y,Y',
    ]);
    await file.setInputFiles({ name: 'icd10.csv', mimeType: 'text/csv', buffer: good });
    assert.match(
      await dialogText(page),
      /Impor selesai: 2 ditambah, 1 diperbarui, 0 tidak berubah\./,
    );
    await closeDialog(page);
    await page.getByText('3 baris diproses').waitFor();
    await screenshot(page, 'impor-icd-10');

    await file.setInputFiles({ name: 'icd10.csv', mimeType: 'text/csv', buffer: good });
    assert.match(await dialogText(page), /0 ditambah, 0 diperbarui, 3 tidak berubah/);
    await closeDialog(page);
    assert.deepEqual(await search('disentri'), ['A06.0']);
    await context.close();
  });
});
