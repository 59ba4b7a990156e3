/**
 * End-to-end test of the patients referred for admission (pasien-rujukan): the clinic doctor
 * asks, from the clinic's worklist, for the admission of a patient in treatment; the admission
 * clerk finds the visit in Pasien Rujukan, opens the admission form pre-filled from it (patient,
 * the visit as origin, the DPJP asked for, the payer), chooses a bed and admits; the visit then
 * leaves the waiting list and shows under 'Sudah dirawat'. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type {
  AdmissionRequestView,
  BedRow,
  RegistrationDetail,
  RegistrationView,
} from '@simrs/validators/contracts';
import { freeBedLabel } from '../src/features/registrasi/ranapModel';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  registeredVisit,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

describe('pasien rujukan', () => {
  test('the doctor asks for admission; the clerk admits from the request', async () => {
    const admin = await apiAs('superadmin');
    const { schedule, visit } = await registeredVisit(admin);
    const treated = (
      await admin.do<{ registration: RegistrationView }>('Registrasi', 'ubah-status', {
        id: visit.id,
        version: visit.version,
        status: 'ACTION',
      })
    ).data.registration;
    const name = treated.patient.name;

    // The doctor, on the clinic's worklist.
    const doc = await newPage(1366, 900);
    await login(doc.page, 'dokter');
    await doc.page.goto('/dokter');
    await doc.page.getByRole('heading', { name: 'Daftar Pasien Poli' }).waitFor();
    await doc.page
      .locator('[data-field]')
      .filter({ has: doc.page.getByText('Poli', { exact: true }) })
      .getByRole('button')
      .click();
    await doc.page.getByRole('option', { name: schedule.poliName ?? '', exact: true }).click();
    const row = doc.page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Minta rawat inap ${name}` }).click();
    const ask = doc.page.getByRole('form', { name: 'Permintaan rawat inap' });
    await ask.waitFor();
    assert.equal(await ask.getByLabel('DPJP *').inputValue(), treated.doctorName);
    await ask.getByLabel('DPJP *').fill('dr. Bambang Susilo, Sp.PD');
    await ask.getByLabel('Indikasi Rawat Inap').fill('DBD hari ke-4, trombosit 80.000/µL');
    await screenshot(doc.page, 'dokter-minta-rawat-inap');
    await ask.getByRole('button', { name: 'Kirim Permintaan' }).click();
    assert.match(await dialogText(doc.page), /Permintaan rawat inap dikirim ke admisi/);
    await closeDialog(doc.page);
    await row.locator(`[data-admission-asked="${treated.id}"]`).waitFor();
    assert.equal(await row.getByRole('button', { name: `Minta rawat inap ${name}` }).count(), 0);
    await doc.context.close();

    // The clerk, on the list of patients referred for admission.
    const clerk = await apiAs('admisi');
    const requests = (
      await clerk.get<{ list: AdmissionRequestView[] }>('PasienRujukan', null, null, {
        search: treated.patient.rmNo,
      })
    ).data.list;
    const request = requests.find((r) => r.registration.id === treated.id);
    assert.ok(request, 'the request on the server');
    assert.equal(request.doctorName, 'dr. Bambang Susilo, Sp.PD');
    const free = (await clerk.get<{ list: BedRow[] }>('RegistrasiRanap', 'beds')).data.list;
    const bed = free[0];
    assert.ok(bed, 'a free bed');

    const desk = await newPage(1366, 900);
    await login(desk.page, 'admisi');
    await desk.page.goto('/pasien-rujukan');
    await desk.page.getByRole('heading', { name: 'Pasien Rujukan', exact: true }).waitFor();
    const waiting = desk.page.getByRole('row').filter({ hasText: treated.regNo });
    await waiting.getByText('DBD hari ke-4, trombosit 80.000/µL').waitFor();
    await desk.page.getByRole('spinbutton').first().waitFor();
    await screenshot(desk.page, 'pasien-rujukan');
    await screenshotNarrow(desk.page, 'pasien-rujukan');
    await waiting.getByRole('link', { name: `Daftarkan rawat inap ${name}` }).click();
    await desk.page.waitForURL(/\/pendaftaran-ranap\?permintaan=/);
    await desk.page
      .getByText(`Permintaan rawat inap dari ${treated.regNo}`, { exact: false })
      .waitFor();
    await desk.page.locator(`[data-picked-patient="${treated.patient.id}"]`).waitFor();
    assert.equal(await desk.page.getByLabel('DPJP *').inputValue(), 'dr. Bambang Susilo, Sp.PD');
    await desk.page.getByRole('button', { name: /Tempat Tidur \*/ }).click();
    await desk.page.getByRole('option', { name: freeBedLabel(bed), exact: true }).click();
    await screenshot(desk.page, 'pasien-rujukan-pendaftaran');
    await desk.page.getByRole('button', { name: 'Daftarkan Rawat Inap' }).click();
    assert.match(await dialogText(desk.page), /Pasien didaftarkan rawat inap dengan registrasi RI/);
    await closeDialog(desk.page);
    const regNoEl = desk.page.locator('[data-reg-no]');
    await regNoEl.waitFor();
    const regNo = (await regNoEl.getAttribute('data-reg-no')) ?? '';

    // On the server: the visit moved with the admission, which names it as its origin.
    const origin = (await admin.get<RegistrationDetail>('Registrasi', 'detail', treated.id)).data;
    assert.equal(origin.registration.status, 'PASIEN_INAP');
    const stays = (
      await admin.get<{ list: RegistrationView[] }>('Registrasi', 'pasien', treated.patient.id)
    ).data.list;
    const stay = stays.find((r) => r.regNo === regNo);
    assert.ok(stay);
    assert.equal(stay.kind, 'RANAP');
    assert.equal(stay.originRegistrationId, treated.id);
    assert.equal(stay.doctorName, 'dr. Bambang Susilo, Sp.PD');
    assert.equal(stay.payerType, treated.payerType);

    // Off the waiting list; under 'Sudah dirawat' with the admission.
    await desk.page.goto('/pasien-rujukan');
    await desk.page.getByRole('heading', { name: 'Pasien Rujukan', exact: true }).waitFor();
    await desk.page.goto(`/pasien-rujukan?state=DIRAWAT&search=${treated.patient.rmNo}`);
    await desk.page
      .getByRole('row')
      .filter({ hasText: treated.regNo })
      .locator(`[data-admission="${regNo}"]`)
      .waitFor();
    const after = (
      await clerk.get<{ list: AdmissionRequestView[] }>('PasienRujukan', null, null, {
        search: treated.patient.rmNo,
      })
    ).data.list;
    assert.equal(
      after.some((r) => r.registration.id === treated.id),
      false,
    );
    await desk.context.close();
  });
});
