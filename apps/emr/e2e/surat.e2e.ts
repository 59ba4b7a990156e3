/**
 * End-to-end test of the letters (penerbitan-surat), the medical report
 * (poliklinik-medical-report) and the chart's whole-record PDF: the doctor finds today's visit by
 * RM number, issues a three-day sick-leave letter, downloads its PDF (a real PDF of one page), the
 * verification page the QR carries answers the letter without a login, the doctor voids it with a
 * reason and the page then says VOID; the doctor issues the visit's medical report with a
 * conclusion; the records team opens the whole record as one PDF from the chart. Against the real
 * server.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import type { LetterView, RegistrationView, ScheduleQuota } from '@simrs/validators/contracts';
import {
  apiAs,
  BASE_URL,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  screenshot,
} from './harness';

after(closeBrowser);

interface PatientRow {
  id: number;
  rmNo: string;
  name: string;
  status: string;
}

/** Pages of a PDF file (its page objects). */
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describe('surat', () => {
  test('doctor issues a sick-leave letter, downloads it, verification answers, voids it', async () => {
    const admin = await apiAs('superadmin');
    const schedule = (
      await admin.get<{ list: ScheduleQuota[] }>('Registrasi', 'jadwal')
    ).data.list.find((s) => s.remainingNonJkn > 0 && (s.poliName ?? '').includes('Umum'));
    assert.ok(schedule, 'a general clinic schedule of today');
    const booked = new Set(
      (
        await admin.get<{ list: { patient: { id: number } }[] }>('Registrasi', null, null, {
          shown: '30',
        })
      ).data.list.map((r) => r.patient.id),
    );
    const patients = (
      await admin.get<{ list: PatientRow[] }>('Pasien', null, null, { shown: '30', page: '2' })
    ).data.list;
    const patient = patients.find((p) => p.status === 'Y' && !booked.has(p.id));
    assert.ok(patient, 'a demo patient without a visit today');
    const visit = (
      await admin.do<{ registration: RegistrationView }>('Registrasi', 'add', {
        patientId: patient.id,
        scheduleId: schedule.scheduleId,
        payerType: '1',
      })
    ).data.registration;

    const { context, page } = await newPage(1366, 900);
    await login(page, 'dokter');
    await page.goto('/penerbitan-surat');
    await page.getByRole('heading', { name: 'Penerbitan Surat', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.getByRole('heading', { name: 'Terbitkan Surat', exact: true }).waitFor();

    // The visit by RM number.
    const search = page.getByRole('searchbox', { name: 'No. RM atau No. Registrasi' });
    await search.fill(patient.rmNo);
    await search.press('Enter');
    await page
      .getByRole('button', { name: new RegExp(`${patient.name} · .*${visit.regNo}`) })
      .click();
    const form = page.getByRole('form', { name: 'Terbitkan Surat' });
    await form.waitFor();
    assert.ok(await form.getByRole('radio', { name: 'Surat Keterangan Sakit' }).isChecked());

    // Three days of rest from today (one when today is too near the month's end to add two).
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
    );
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const monthDays = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const add = d + 2 <= monthDays ? 2 : 0;
    const until = page
      .locator('[data-field]')
      .filter({ hasText: 'Sampai Dengan' })
      .getByRole('spinbutton', { name: /^hari|day/i });
    await until.focus();
    for (let i = 0; i < add; i += 1) await page.keyboard.press('ArrowUp');
    await form.getByText(`Lama istirahat ${add + 1} hari.`).waitFor();
    await form
      .getByRole('textbox', { name: 'Keterangan' })
      .fill('Istirahat di rumah, kontrol bila demam > 3 hari.');
    await screenshot(page, 'penerbitan-surat-terbit');
    await form.getByRole('button', { name: 'Terbitkan Surat' }).click();
    assert.match(await dialogText(page), /Surat diterbitkan\./);
    await closeDialog(page);

    // The letter: its number, the PDF, the verification page.
    const heading = page.getByRole('heading', { name: /^Surat \d{4}\/SKS\// });
    await heading.waitFor();
    const number = ((await heading.textContent()) ?? '').replace(/^Surat /, '').trim();
    const letterId = Number(new URL(page.url()).searchParams.get('id'));
    const letter = (await admin.get<LetterView>('Surat', 'detail', String(letterId))).data;
    assert.equal(letter.number, number);
    assert.equal(letter.kind, 'SAKIT');
    assert.equal(letter.visit.registrationId, visit.id);
    await page.getByText(`Kode verifikasi ${letter.verifyCode}`).waitFor();
    await screenshot(page, 'penerbitan-surat-detail');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh PDF' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `${number.replaceAll('/', '-')}.pdf`);
    const pdf = readFileSync((await download.path()) ?? '');
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal(pages(pdf), 1);
    assert.ok(pdf.toString('latin1').includes(`(${number} Surat Keterangan Sakit)`));

    // The page the QR opens: no key, no login; initials, never the name.
    const verifyUrl = `${BASE_URL}/api/bo${letter.verifyPath}`;
    const valid = await fetch(verifyUrl);
    assert.equal(valid.status, 200);
    const validHtml = await valid.text();
    assert.match(validHtml, new RegExp(number.replaceAll('/', '\\/')));
    assert.match(validHtml, /Surat asli dan berlaku\./);
    assert.ok(!validHtml.includes(patient.name), 'the patient name stays off the page');
    assert.ok(!validHtml.includes(patient.rmNo), 'the RM number stays off the page');
    const verifier = await context.newPage();
    await verifier.goto(verifyUrl);
    await verifier.getByRole('heading', { name: 'Verifikasi Surat' }).waitFor();
    await screenshot(verifier, 'surat-verifikasi');
    await verifier.close();

    // Void with a reason: required, then given.
    await page.getByRole('button', { name: 'Batalkan Surat' }).click();
    const confirm = page.getByRole('button', { name: 'Batalkan Surat', exact: true });
    await confirm.click();
    await page.getByText('Alasan wajib diisi.').waitFor();
    await page.getByLabel('Alasan Pembatalan *').fill('Tanggal istirahat salah');
    await confirm.click();
    assert.match(await dialogText(page), /Surat dibatalkan\./);
    await closeDialog(page);
    await page.getByText('Surat ini dibatalkan.').waitFor();
    await page.getByText(/Tanggal istirahat salah/).waitFor();
    const voided = await (await fetch(verifyUrl)).text();
    assert.match(voided, /DIBATALKAN \(VOID\)/);
    assert.ok(!voided.includes('Tanggal istirahat salah'), 'the reason stays off the page');

    // The list of the day finds it, voided.
    await page.goto(`/penerbitan-surat?search=${patient.rmNo}`);
    const row = page.getByRole('row', { name: new RegExp(number.replaceAll('/', '\\/')) });
    await row.getByText('Dibatalkan').waitFor();
    await screenshot(page, 'penerbitan-surat');

    // The visit's medical report: its rows (a diagnosis and the CPPT plan), the conclusion.
    const doctorApi = await apiAs('dokter');
    await doctorApi.do('Diagnosa', 'tambah', {
      registrationId: visit.id,
      system: 'ICD10',
      code: 'I10',
      role: 'UTAMA',
    });
    await doctorApi.do('Cppt', 'tulis', {
      registrationId: visit.id,
      format: 'SOAP',
      parts: { S: 'Pusing', O: 'TD 150/95 mmHg', A: 'Hipertensi', P: 'Amlodipin 5 mg 1x1' },
    });
    await page.goto(`/poliklinik-medical-report?terbit=1&reg=${visit.id}`);
    await page.getByRole('heading', { name: 'Isi Laporan dari Rekam Medis' }).waitFor();
    await page.getByText('I10 Hipertensi esensial (primer) (utama)').waitFor();
    await page.getByText(/Amlodipin 5 mg 1x1/).waitFor();
    const report = page.getByRole('form', { name: 'Terbitkan Medical Report' });
    await report.getByRole('button', { name: 'Terbitkan Medical Report' }).click();
    await report.getByText('Kesimpulan wajib diisi.').waitFor();
    await report.getByLabel('Kesimpulan *').fill('Demam akut, membaik dengan terapi simptomatik.');
    await screenshot(page, 'poliklinik-medical-report');
    await report.getByRole('button', { name: 'Terbitkan Medical Report' }).click();
    assert.match(await dialogText(page), /Medical report diterbitkan\./);
    await closeDialog(page);
    await page.getByRole('heading', { name: /^Medical Report \d{4}\/MR\// }).waitFor();
    await context.close();

    // The records team: the chart's whole record as one PDF.
    const records = await newPage(1366, 900);
    await login(records.page, 'rekam.medis');
    await records.page.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    const print = records.page.getByRole('button', { name: 'Cetak Rekam Medis (PDF)' });
    await print.waitFor();
    await screenshot(records.page, 'rekam-medis-cetak');
    const [popup] = await Promise.all([records.context.waitForEvent('page'), print.click()]);
    const recordUrl = popup.url() === 'about:blank' ? await popupTarget(popup) : popup.url();
    assert.match(recordUrl, /\/api\/bo\/get\/RekamMedisPdf\?/);
    assert.match(recordUrl, new RegExp(`patientId=${patient.id}`));
    const file = Buffer.from(await (await fetch(recordUrl)).arrayBuffer());
    assert.equal(file.subarray(0, 5).toString(), '%PDF-');
    assert.ok(pages(file) >= 1);
    assert.ok(file.toString('latin1').includes(`(Rekam Medis ${patient.rmNo}`));
    await records.context.close();
  });
});

/** The address a new tab was opened at (it may still be loading). */
async function popupTarget(popup: import('playwright').Page): Promise<string> {
  for (let i = 0; i < 50 && popup.url() === 'about:blank'; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return popup.url();
}
