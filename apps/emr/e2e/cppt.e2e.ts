/**
 * End-to-end test of CPPT: the clinic nurse writes a SOAP note on a visit of today from the
 * patient chart (the missing parts named first), sees it on the visit's timeline waiting for the
 * DPJP; the doctor finds it in Daftar CPPT (cppt-list) and verifies it; the chart then shows it
 * verified with the doctor's name. The server's state is checked through the API each step.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { CpptNoteView } from '@simrs/validators/contracts';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  registeredVisit,
  screenshot,
} from './harness';

after(closeBrowser);

describe('cppt', () => {
  test('nurse writes a SOAP note; the doctor verifies it from cppt-list', async () => {
    const admin = await apiAs('superadmin');
    const { patient, visit } = await registeredVisit(admin, {
      schedule: (s) => (s.poliName ?? '').includes('Umum'),
    });
    const notesAs = async (username: string) =>
      (
        await (
          await apiAs(username)
        ).get<{ list: CpptNoteView[] }>('Cppt', 'registrasi', String(visit.id))
      ).data.list;

    // The nurse writes a SOAP note from the chart.
    const nurse = await newPage(1366, 900);
    await login(nurse.page, 'perawat');
    await nurse.page.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    await nurse.page.getByRole('heading', { name: 'CPPT', exact: true }).waitFor();
    await nurse.page.getByText('Belum ada catatan CPPT pada kunjungan ini.').waitFor();
    await nurse.page.getByRole('button', { name: 'Tulis CPPT' }).click();
    await nurse.page.getByRole('button', { name: 'Simpan CPPT' }).click();
    await nurse.page.getByText('Subjektif wajib diisi.').waitFor();
    await nurse.page.getByText('Plan wajib diisi.').waitFor();
    assert.deepEqual(await notesAs('perawat'), []);
    await nurse.page.getByLabel(/^Subjektif/).fill('Batuk tiga hari\nDemam sejak kemarin');
    await nurse.page
      .getByLabel(/^Objektif/)
      .fill('TD 120/80 mmHg, N 88 x/menit, S 38,2 °C, SpO2 97%');
    await nurse.page.getByLabel(/^Asesmen/).fill('Hipertermia');
    await nurse.page.getByLabel(/^Plan/).fill('Kompres hangat, observasi suhu tiap 4 jam');
    await nurse.page.getByLabel(/^Instruksi/).fill('Lapor DPJP bila suhu > 39 °C');
    await nurse.page.getByRole('button', { name: 'Simpan CPPT' }).click();
    assert.match(await dialogText(nurse.page), /Catatan CPPT disimpan\./);
    await closeDialog(nurse.page);

    const [written] = await notesAs('perawat');
    assert.ok(written);
    assert.equal(written.format, 'SOAP');
    assert.equal(written.profession, 'perawat');
    assert.equal(written.parts.S, 'Batuk tiga hari\nDemam sejak kemarin');
    // Clinical writing keeps its signs: '120/80', 'x/menit', '97%' (decisions.md, 16).
    assert.equal(written.parts.O, 'TD 120/80 mmHg, N 88 x/menit, S 38,2 °C, SpO2 97%');
    assert.equal(written.instruction, 'Lapor DPJP bila suhu > 39 °C');
    assert.equal(written.awaitingVerification, true);
    const card = nurse.page.getByTestId(`cppt-note-${written.id}`);
    await card.getByText('Menunggu verifikasi DPJP').waitFor();
    await card.getByText('Hipertermia').waitFor();
    await card.getByText(/^Perawat · /).waitFor();
    // A nurse does not verify.
    assert.equal(await card.getByRole('button', { name: 'Verifikasi' }).count(), 0);
    await nurse.page.getByRole('heading', { name: 'CPPT', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(nurse.page, 'cppt-timeline');
    await nurse.context.close();

    // The doctor verifies it from Daftar CPPT.
    const doctor = await newPage(1366, 900);
    await login(doctor.page, 'dokter');
    await doctor.page.goto('/cppt-list');
    await doctor.page.getByRole('heading', { name: 'Daftar CPPT' }).waitFor();
    const verify = doctor.page.getByRole('button', {
      name: new RegExp(`^Verifikasi CPPT ${patient.name}`),
    });
    await verify.waitFor();
    // The date fields load their calendar input on first use.
    await doctor.page.getByRole('spinbutton').first().waitFor();
    await screenshot(doctor.page, 'cppt-list');
    await verify.click();
    assert.match(await dialogText(doctor.page), /CPPT diverifikasi\./);
    await closeDialog(doctor.page);
    await verify.waitFor({ state: 'detached' });

    const [verified] = await notesAs('dokter');
    assert.ok(verified?.verification, 'verified on the server');
    assert.equal(verified.id, written.id);
    assert.equal(verified.awaitingVerification, false);
    const doctorName = verified.verification.by.name;
    assert.ok(doctorName);

    // The chart shows it verified with the doctor's name.
    await doctor.page.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    const chip = doctor.page.getByTestId(`cppt-note-${written.id}`).getByTestId('cppt-verified');
    await chip.waitFor();
    assert.match(
      (await chip.textContent()) ?? '',
      new RegExp(`Terverifikasi DPJP · ${doctorName}`),
    );
    // Verifying twice is refused by the server.
    const otherDoctor = await apiAs('dokter.ugd');
    await assert.rejects(
      otherDoctor.do('Cppt', 'verifikasi', { id: written.id }),
      (e: { status?: number; message?: string }) =>
        e.status === 409 && (e.message ?? '').includes(`diverifikasi oleh ${doctorName}`),
    );
    await chip.scrollIntoViewIfNeeded();
    await screenshot(doctor.page, 'cppt-verified');
    await doctor.context.close();
  });
});
