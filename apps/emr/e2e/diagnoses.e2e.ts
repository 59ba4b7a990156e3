/**
 * End-to-end test of a visit's diagnoses and procedures (rekam-medis) and the procedures list
 * (pasien-tindakan-icd-9): the doctor finds ICD-10 codes by words and by code, records the
 * primary and a secondary diagnosis and a procedure; a second primary is refused with the
 * server's message; a wrong entry is marked entered in error with a reason and stays, struck
 * through; the coder (UPLA) sets the claim's own primary from the UPLA master beside the
 * clinical one; the procedure is on the day's procedures list. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { CodedEntryView, RegistrationView, ScheduleQuota } from '@simrs/validators/contracts';
import type { Page } from 'playwright-core';
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

interface PatientRow {
  id: number;
  rmNo: string;
  name: string;
  birthDate: string;
  status: string;
}

/** Types into the picker and chooses the option whose name matches. */
async function pick(page: Page, label: RegExp, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

describe('diagnosis dan tindakan', () => {
  test('doctor records, a second primary is refused, entered in error, coder codes, list', async () => {
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
      await admin.get<{ list: PatientRow[] }>('Pasien', null, null, { shown: '30' })
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
    const entries = async () =>
      (await admin.get<{ list: CodedEntryView[] }>('Diagnosa', 'registrasi', String(visit.id))).data
        .list;

    const { context, page } = await newPage(1366, 900);
    await login(page, 'dokter');
    await page.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    await page.getByRole('heading', { name: 'Diagnosis & Tindakan' }).waitFor();
    const form = page.getByRole('form', { name: 'Catat Diagnosis/Tindakan' });

    // The primary diagnosis found by words.
    await pick(page, /Diagnosis \(ICD-10\)/, 'hipertensi', /I10 Hipertensi esensial/);
    await form.getByText('Utama', { exact: true }).click();
    await form.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(page), /Diagnosis\/tindakan dicatat\./);
    await closeDialog(page);
    await page.getByText('I10 · Hipertensi esensial (primer)').waitFor();

    // A secondary found by code.
    await pick(page, /Diagnosis \(ICD-10\)/, 'E11', /E11\.9 Diabetes/);
    await form.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(page), /Diagnosis\/tindakan dicatat\./);
    await closeDialog(page);

    // A second primary: refused with the server's message; nothing written.
    await pick(page, /Diagnosis \(ICD-10\)/, 'pneumonia', /J18\.9 Pneumonia/);
    await form.getByText('Utama', { exact: true }).click();
    await form.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(page), /sudah memiliki diagnosis utama \(I10\)/);
    await closeDialog(page);
    assert.deepEqual(
      (await entries()).map((e) => [e.code, e.role, e.caseType]),
      [
        ['I10', 'UTAMA', 'BARU'],
        ['E11.9', 'SEKUNDER', 'BARU'],
      ],
    );

    // A procedure.
    await form.getByText('Tindakan (ICD-9-CM)', { exact: true }).click();
    await pick(page, /Tindakan \(ICD-9-CM\)/, '89.5', /89\.52 Elektrokardiogram/);
    await form.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(page), /Diagnosis\/tindakan dicatat\./);
    await closeDialog(page);
    await page.getByText('89.52 · Elektrokardiogram').waitFor();

    // The secondary was wrong: entered in error, with a reason; it stays, struck through.
    const e11 = (await entries()).find((e) => e.code === 'E11.9');
    assert.ok(e11);
    await page
      .getByTestId(`coded-entry-${e11.id}`)
      .getByRole('button', { name: 'Tandai salah input E11.9' })
      .click();
    const confirm = page.getByRole('button', { name: 'Tandai Salah Input', exact: true });
    await confirm.click();
    await page.getByText('Alasan wajib diisi.').waitFor();
    await page.getByLabel('Alasan *').fill('Salah pasien, bukan diabetes');
    await confirm.click();
    assert.match(await dialogText(page), /ditandai salah input/);
    await closeDialog(page);
    await page
      .getByTestId(`coded-entry-${e11.id}`)
      .getByText('Salah Input', { exact: true })
      .first()
      .waitFor();
    const marked = (await entries()).find((e) => e.id === e11.id);
    assert.equal(marked?.error?.reason, 'Salah pasien, bukan diabetes');
    await screenshot(page, 'diagnosis-tindakan');
    await context.close();

    // The coder sets the claim's primary from the UPLA master, beside the clinical one.
    const coder = await newPage(1366, 900);
    await login(coder.page, 'upla');
    await coder.page.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    await coder.page.getByRole('heading', { name: 'Diagnosis & Tindakan' }).waitFor();
    const coderForm = coder.page.getByRole('form', { name: 'Catat Diagnosis/Tindakan' });
    await pick(coder.page, /Diagnosis \(ICD-10\)/, 'J18', /J18\.9 Pneumonia/);
    await coderForm.getByText('Utama', { exact: true }).click();
    await coderForm.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(coder.page), /Diagnosis\/tindakan dicatat\./);
    await closeDialog(coder.page);
    const coded = (await entries()).filter((e) => e.source === 'KODING');
    assert.deepEqual(
      coded.map((e) => [e.code, e.role]),
      [['J18.9', 'UTAMA']],
    );

    // The day's procedures list shows the ECG with its patient.
    await coder.page.goto('/pasien-tindakan-icd-9');
    const table = coder.page.getByRole('grid', { name: 'Tindakan ICD-9 pasien' });
    await table
      .getByRole('row', { name: new RegExp(patient.name) })
      .first()
      .waitFor();
    await table.getByText('89.52 · Elektrokardiogram').first().waitFor();
    await screenshot(coder.page, 'tindakan-icd-9');
    await coder.context.close();
  });
});
