/**
 * End-to-end test of the wards' CPPT screens: the ward nurse opens CPPT SOAP (cppt-soap), picks
 * an admitted patient of the demo wards and writes a SOAP note there; CPPT Dokter is read-only
 * for her, with its notice, and CPPT Dietisien starts its form in ADIME for a writer of that
 * profession (no demo level writes as a dietitian, so the nurse reads it only); the inpatient
 * doctor finds the note in Daftar CPPT with its 24-hour deadline, verifies it, and opens it by
 * number (cppt-soap/{cpptNo}). The server's state is checked through the API each step.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { CpptInpatientRow, CpptNoteView, CpptWaitingRow } from '@simrs/validators/contracts';
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

describe('cppt-ranap', () => {
  test('ward nurse writes SOAP from cppt-soap; the doctor verifies it from cppt-list', async () => {
    const nurseApi = await apiAs('perawat.ranap');
    const inpatients = (
      await nurseApi.get<{ list: CpptInpatientRow[] }>('Cppt', 'rawat-inap', null)
    ).data.list;
    const patient = inpatients[0];
    assert.ok(patient, 'the demo wards have admitted patients');
    const notesOf = async (username: string) =>
      (
        await (
          await apiAs(username)
        ).get<{ list: CpptNoteView[] }>('Cppt', 'registrasi', String(patient.registrationId))
      ).data.list;
    const before = (await notesOf('perawat.ranap')).map((n) => n.id);

    // The ward nurse: CPPT SOAP, the ward's patients, one opened, a SOAP note written.
    const nurse = await newPage(1366, 900);
    await login(nurse.page, 'perawat.ranap');
    await nurse.page.goto('/cppt-soap');
    await nurse.page.getByRole('heading', { name: 'CPPT SOAP', exact: true }).waitFor();
    await nurse.page
      .getByRole('status')
      .getByText(/pasien di tempat tidur saat ini\./)
      .waitFor();
    await nurse.page
      .getByRole('button', { name: `Buka CPPT ${patient.patientName}`, exact: true })
      .click();
    await nurse.page.getByRole('heading', { name: 'CPPT Perawat / Bidan' }).waitFor();
    await screenshot(nurse.page, 'cppt-ranap-list');
    await nurse.page.getByRole('button', { name: 'Tulis CPPT' }).click();
    const form = nurse.page.getByRole('form', { name: 'Tulis CPPT' });
    await form.getByLabel(/^Subjektif/).fill('Pasien mengeluh sesak berkurang');
    await form
      .getByLabel(/^Objektif/)
      .fill('TD 130/80 mmHg, N 92 x/menit, RR 22 x/menit, SpO2 96%');
    await form.getByLabel(/^Asesmen/).fill('Pola napas tidak efektif, membaik');
    await form
      .getByLabel(/^Plan/)
      .fill('Posisi semi Fowler, O2 nasal 3 l/menit, observasi tiap 2 jam');
    await form.getByRole('button', { name: 'Simpan CPPT' }).click();
    assert.match(await dialogText(nurse.page), /Catatan CPPT disimpan\./);
    await closeDialog(nurse.page);

    const written = (await notesOf('perawat.ranap')).find((n) => !before.includes(n.id));
    assert.ok(written, 'the note is on the server');
    assert.equal(written.format, 'SOAP');
    assert.equal(written.profession, 'perawat');
    assert.equal(written.parts.O, 'TD 130/80 mmHg, N 92 x/menit, RR 22 x/menit, SpO2 96%');
    assert.equal(written.awaitingVerification, true);
    const card = nurse.page.getByTestId(`cppt-note-${written.id}`);
    await card.getByText('Menunggu verifikasi DPJP').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(nurse.page, 'cppt-ranap-soap');

    // CPPT Dokter: the doctors' notes only, read-only for a nurse.
    await nurse.page.goto(`/cppt-dokter?reg=${patient.registrationId}`);
    await nurse.page.getByRole('heading', { name: 'CPPT Dokter', exact: true }).first().waitFor();
    await nurse.page.getByText('Hanya baca').waitFor();
    assert.equal(await nurse.page.getByRole('button', { name: 'Tulis CPPT' }).count(), 0);
    assert.equal(await nurse.page.getByTestId(`cppt-note-${written.id}`).count(), 0);
    // CPPT Dietisien: ADIME is its format; the nurse reads it only (no demo dietitian level).
    await nurse.page.goto(`/cppt-dietisien?reg=${patient.registrationId}`);
    await nurse.page.getByText(/format awal ADIME \(gizi\)/).waitFor();
    await nurse.page.getByText('Hanya baca').waitFor();
    await nurse.page.getByText('Belum ada catatan Ahli Gizi pada kunjungan ini.').waitFor();
    await screenshot(nurse.page, 'cppt-ranap-dietisien');
    await nurse.context.close();

    // The inpatient doctor: Daftar CPPT shows the note with its 24-hour deadline; verified.
    const doctorApi = await apiAs('dokter.ranap');
    const waiting = (
      await doctorApi.get<{ list: CpptWaitingRow[] }>('Cppt', 'menunggu', null)
    ).data.list.find((r) => r.id === written.id);
    assert.ok(waiting, 'the note waits for the DPJP');
    assert.equal(waiting.kind, 'RANAP');
    assert.equal(waiting.overdue, false);
    assert.equal(
      Date.parse(waiting.verifyBy ?? '') - Date.parse(written.writtenAt),
      24 * 3_600_000,
    );

    const doctor = await newPage(1366, 900);
    await login(doctor.page, 'dokter.ranap');
    await doctor.page.goto('/cppt-list');
    await doctor.page.getByRole('heading', { name: 'Daftar CPPT' }).waitFor();
    const row = doctor.page.getByRole('row').filter({ hasText: 'Pola napas tidak efektif' });
    await row.getByText(/^Batas /).waitFor();
    await doctor.page.getByRole('spinbutton').first().waitFor();
    await screenshot(doctor.page, 'cppt-ranap-cppt-list');
    await row
      .getByRole('button', { name: new RegExp(`^Verifikasi CPPT ${patient.patientName}`) })
      .click();
    assert.match(await dialogText(doctor.page), /CPPT diverifikasi\./);
    await closeDialog(doctor.page);
    const [verified] = (await notesOf('dokter.ranap')).filter((n) => n.id === written.id);
    assert.ok(verified?.verification, 'verified on the server');

    // Opened by its number: the patient and the note, marked, verified.
    await doctor.page.goto(`/cppt-soap/${written.id}`);
    const opened = doctor.page.getByTestId(`cppt-note-${written.id}`);
    await opened.getByText('Dibuka').waitFor();
    await opened.getByTestId('cppt-verified').waitFor();
    await doctor.page
      .getByRole('heading', { name: new RegExp(`^${patient.patientName} · `) })
      .waitFor();
    await screenshot(doctor.page, 'cppt-ranap-opened');
    await doctor.context.close();
  });
});
