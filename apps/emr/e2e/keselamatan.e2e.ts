/**
 * End-to-end test of patient safety and infection prevention, as staff work it, against the real
 * server: a clinic nurse scores a patient at high fall risk on the fall-risk form and the patient
 * shows on Keselamatan Pasien; a nurse files an incident report, the safety team grades it and
 * starts the investigation, and the nurse never sees another's report; the IPCN records a
 * urinary catheter and a catheter-associated ISK and reads the month's rate.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type {
  FallRiskAnswer,
  HaiPatientRow,
  IncidentDetail,
  IncidentListAnswer,
} from '@simrs/validators/contracts';
import type { Page } from 'playwright';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  login,
  newPage,
  registeredVisit,
  screenshot,
} from './harness';

after(closeBrowser);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks the radio starting with `option` in the radio group named `group` (by its label). */
async function radio(page: Page, group: string | RegExp, option: string): Promise<void> {
  const choice = page
    .getByRole('radiogroup', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(option)}`) })
    .first();
  await choice.click();
  assert.equal(await choice.getByRole('radio').isChecked(), true, `${String(group)}: ${option}`);
}

/**
 * Opens the select labelled `label` and picks `option` (a select's button is named by its value,
 * then its label).
 */
async function select(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) })
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

const wibNow = () => new Date(Date.now() + 7 * 3_600_000).toISOString();

describe('keselamatan pasien, laporan insiden, HAIs', () => {
  test('a nurse scores a clinic patient at high fall risk; the patient shows on Keselamatan Pasien', async () => {
    const admin = await apiAs('superadmin');
    const { patient, visit } = await registeredVisit(admin, {
      patient: (p) => p.birthDate < '1985-01-01',
    });
    const { context, page } = await newPage(1366, 900);
    await login(page, 'perawat');
    await page.goto(`/rekam-medis/kajian/${patient.rmNo}/kajian-resiko-jatuh?reg=${visit.id}`);
    await page.getByRole('heading', { name: 'Kajian Risiko Jatuh' }).waitFor();
    await page.getByLabel(/^Waktu Pengkajian/).fill(wibNow().slice(0, 16));
    await radio(page, /^Kelompok Pasien/, 'Dewasa (Edmonson)');
    await radio(page, 'Usia', '80 tahun atau lebih');
    await radio(page, 'Status Mental', 'Bingung/disorientasi');
    await radio(page, 'Eliminasi', 'Mandiri tetapi inkontinensia');
    await radio(page, 'Pengobatan', 'Peningkatan dosis');
    await radio(page, 'Diagnosis', 'Demensia/delirium');
    await radio(page, 'Ambulasi/Keseimbangan', 'Langkah tidak stabil');
    await radio(page, 'Nutrisi', 'Makan/minum sedikit');
    await radio(page, 'Riwayat Jatuh', 'Riwayat jatuh dalam 3 bulan terakhir');
    // The box is drawn by its label (the input itself is visually hidden): tick it as a person does.
    await page.getByText('Pasang gelang kuning risiko jatuh', { exact: true }).click();
    await page.getByRole('button', { name: 'Tandatangani' }).click();
    await page.getByTestId('document-status').filter({ hasText: 'Final' }).waitFor();

    await page.goto('/keselamatan-pasien');
    await page.getByRole('heading', { name: 'Keselamatan Pasien (Risiko Jatuh)' }).waitFor();
    const table = page.getByRole('grid', { name: 'Pasien risiko jatuh' });
    const row = table.getByRole('row').filter({ hasText: visit.regNo });
    await row.getByText('Berisiko Jatuh', { exact: true }).waitFor();
    await row.getByText('Demo Perawat').waitFor();
    await row.getByText('Penilaian Terkini').waitFor();
    await row.getByRole('link', { name: `Nilai ulang risiko jatuh ${patient.name}` }).waitFor();
    // The server's view: the score and band of the signed form.
    const perawat = await apiAs('perawat');
    const list = (await perawat.get<FallRiskAnswer>('KeselamatanPasien', null, null, {})).data;
    const mine = list.list.find((r) => r.registrationId === visit.id);
    assert.equal(mine?.assessment?.score, 116);
    assert.equal(mine?.assessment?.level, 'TINGGI');
    // Filtering to the clinic visits keeps it; to the wards leaves it out.
    await select(page, 'Jenis', 'Rawat Jalan');
    await page.waitForURL(/kind=RAJAL/);
    await row.waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: 'Rawat Inap' })
      .first()
      .waitFor({ state: 'detached' });
    await screenshot(page, 'keselamatan-pasien');
    await select(page, 'Jenis', 'Rawat Inap');
    await page.waitForURL(/kind=RANAP/);
    await row.waitFor({ state: 'detached' });
    // The ward's patients not assessed yet are marked.
    await table.getByRole('row').filter({ hasText: 'Belum Dinilai' }).first().waitFor();
    await context.close();
  });

  test('a nurse files an incident report; the safety team grades it and starts the investigation; another’s report stays hidden', async () => {
    const admin = await apiAs('superadmin');
    const { patient } = await registeredVisit(admin);
    const bidan = await apiAs('bidan');
    const today = wibNow().slice(0, 10);
    const other = await bidan.do<{ detail: IncidentDetail }>('LaporanInsiden', 'lapor', {
      incidentDate: today,
      incidentTime: '00:00',
      incidentType: 4,
      category: 'INFRASTRUKTUR',
      title: 'Bel pasien kamar bersalin mati',
      chronology: 'Bel pasien di kamar bersalin 2 tidak berbunyi saat dicoba.',
      reporter: 'KARYAWAN',
      reporterStaff: 'PETUGAS_LAIN',
      affected: '',
      location: 'KAMAR_BERSALIN',
      unit: 'Kamar Bersalin',
      outcome: 'TIDAK_CEDERA',
      immediateAction: 'Dilaporkan ke teknisi, pasien diberi bel portabel.',
      actionBy: 'PETUGAS_LAIN',
      happenedBefore: 'N',
    });
    const hidden = other.data.detail;

    const nurse = await newPage(1366, 900);
    const page = nurse.page;
    await login(page, 'perawat');
    await page.goto('/laporan-insiden');
    await page.getByRole('heading', { name: 'Laporan Insiden', exact: true }).waitFor();
    await page.getByText('Laporan bersifat rahasia.').waitFor();
    await page.getByRole('link', { name: 'Tambah' }).click();
    await page.getByRole('heading', { name: 'Buat Laporan Insiden' }).waitFor();
    await page.getByLabel('Jam Insiden *').fill('00:00');
    await page.getByLabel('Insiden *', { exact: true }).fill('Obat antibiotik terlambat diberikan');
    await page
      .getByLabel('Kronologis Insiden *')
      .fill('Antibiotik jadwal 08.00 baru diberikan 11.00.\nTD 120/80, suhu 37,2.');
    await radio(page, /^Jenis Insiden/, 'Kejadian Tidak Cedera (KTC)');
    await select(page, 'Tipe Insiden *', 'Medikasi/Cairan Infus');
    await radio(page, /^Karyawan/, 'Perawat');
    await radio(page, /^Insiden Terjadi pada/, 'Pasien');
    await page.getByLabel('No. RM Pasien *').fill(patient.rmNo);
    await page.getByRole('button', { name: 'Cari Pasien' }).click();
    await page.getByText(patient.name, { exact: true }).waitFor();
    await screenshot(page, 'laporan-insiden-form');
    await select(page, 'Lokasi Insiden *', 'Rawat Jalan/Poliklinik');
    await page.getByLabel('Unit Terkait *').fill('Poli Umum');
    await radio(page, /^Akibat Insiden/, 'Tidak Ada Cedera');
    await page
      .getByLabel('Tindakan Segera dan Hasilnya *')
      .fill('Dokter dilapori, obat diberikan.');
    await radio(page, /^Tindakan Dilakukan oleh/, 'Perawat');
    await page.getByRole('button', { name: 'Kirim Laporan' }).click();
    await closeDialog(page);
    await page.waitForURL(/laporan-insiden\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { name: /^Laporan Insiden IKP-/ }).waitFor();
    await page.getByText('Dilaporkan', { exact: true }).first().waitFor();
    // The reporter takes no step of the team.
    assert.equal(await page.getByRole('button', { name: 'Verifikasi & Grading' }).count(), 0);

    // Another's report: not on the list, not found by its address.
    await page.goto('/laporan-insiden');
    const list = page.getByRole('grid', { name: 'Laporan insiden' });
    await list.getByRole('row').filter({ hasText: 'Obat antibiotik terlambat' }).waitFor();
    assert.equal(await list.getByRole('row').filter({ hasText: hidden.number }).count(), 0);
    await screenshot(page, 'laporan-insiden');
    await page.goto(`/laporan-insiden?id=${hidden.id}`);
    await page.getByText('Laporan insiden tidak ditemukan.').waitFor();
    const perawat = await apiAs('perawat');
    const own = (await perawat.get<IncidentListAnswer>('LaporanInsiden', null, null, {})).data;
    assert.ok(own.list.every((r) => r.mine));

    // The safety team grades it (impact x probability) and starts the investigation.
    const team = await newPage(1366, 900);
    const tp = team.page;
    await login(tp, 'tim.kp');
    await tp.goto('/laporan-insiden');
    const teamList = tp.getByRole('grid', { name: 'Laporan insiden' });
    await teamList.getByRole('row').filter({ hasText: hidden.number }).waitFor();
    await tp.goto(`/laporan-insiden?id=${id}`);
    await tp.getByRole('button', { name: 'Verifikasi & Grading' }).click();
    await radio(tp, /^Dampak/, 'Minor');
    await radio(tp, /^Probabilitas/, 'Mungkin');
    await tp.getByRole('status').getByText('Kuning (Risiko Tinggi)').waitFor();
    await tp.getByLabel('Catatan Verifikasi').fill('Jenis dikonfirmasi KTC.');
    await tp
      .getByRole('form', { name: 'Verifikasi & Grading' })
      .getByRole('button', { name: 'Verifikasi & Grading' })
      .click();
    await closeDialog(tp);
    await tp.getByText('Dampak 2 x Probabilitas 3 = skor 6').waitFor();
    await tp.getByRole('button', { name: 'Mulai Investigasi' }).click();
    await tp.getByLabel('Penanggung Jawab Investigasi *').fill('Ketua Tim KP');
    await tp
      .getByRole('form', { name: 'Mulai Investigasi' })
      .getByRole('button', { name: 'Mulai Investigasi' })
      .click();
    await closeDialog(tp);
    await tp.getByText('Dalam Investigasi', { exact: true }).first().waitFor();
    await tp.getByRole('button', { name: 'Selesaikan' }).waitFor();
    const history = tp.getByRole('grid', { name: 'Riwayat laporan' });
    await history.getByRole('row').filter({ hasText: 'Mulai Investigasi' }).waitFor();
    await screenshot(tp, 'laporan-insiden-detail');
    const detail = (
      await (await apiAs('tim.kp')).get<IncidentDetail>('LaporanInsiden', 'detail', id)
    ).data;
    assert.equal(detail.status, 'DIINVESTIGASI');
    assert.equal(detail.grade, 'KUNING');
    assert.equal(detail.patient?.rmNo, patient.rmNo);
    await team.context.close();
    await nurse.context.close();
  });

  test('the IPCN records a urinary catheter and a catheter-associated ISK, and reads the month’s rate', async () => {
    const ipcn = await apiAs('ipcn');
    const rows = (await ipcn.get<{ list: HaiPatientRow[] }>('Hais', null, null, {})).data.list;
    const stay = rows.find((r) => !r.exposures.some((e) => e.kind === 'KATETER_URIN'));
    assert.ok(stay, 'an inpatient without a urinary catheter');
    const month = wibNow().slice(0, 7);
    const before = (
      await ipcn.get<{ rows: { kind: string; events: number; denominator: number }[] }>(
        'Hais',
        'laju',
        null,
        { month },
      )
    ).data.rows.find((r) => r.kind === 'ISK');

    const { context, page } = await newPage(1366, 900);
    await login(page, 'ipcn');
    await page.goto('/hais');
    const table = page.getByRole('grid', { name: 'Pasien rawat inap dan paparannya' });
    await table.getByRole('link', { name: `Buka register HAIs ${stay.patientName}` }).click();
    await page.getByRole('heading', { name: `Register HAIs · ${stay.patientName}` }).waitFor();
    await page.getByRole('button', { name: 'Catat Paparan' }).click();
    await select(page, 'Jenis Paparan *', 'Kateter Urin');
    await page.getByLabel('Lokasi/Ukuran').fill('Foley 16 Fr');
    await page.getByRole('button', { name: 'Simpan Paparan' }).click();
    await closeDialog(page);
    const exposures = page.getByRole('grid', { name: 'Paparan', exact: true });
    await exposures.getByRole('row').filter({ hasText: 'Kateter Urin (Foley 16 Fr)' }).waitFor();

    await page.getByRole('button', { name: 'Catat Kejadian HAIs' }).click();
    await select(page, 'Jenis HAIs *', /^ISK terkait kateter urin/);
    await select(page, 'Paparan Terkait', /^Kateter Urin \(Foley 16 Fr\)/);
    await page.getByLabel('Hasil Kultur').fill('E. coli > 100.000 CFU/ml');
    await page.getByRole('button', { name: 'Simpan Kejadian' }).click();
    await closeDialog(page);
    const events = page.getByRole('grid', { name: 'Kejadian HAIs' });
    await events.getByRole('row').filter({ hasText: 'E. coli > 100.000 CFU/ml' }).waitFor();
    await page
      .getByRole('grid', { name: 'Riwayat register HAIs' })
      .getByText(/^Kateter Urin \(Foley 16 Fr\) dipasang/)
      .waitFor();
    await screenshot(page, 'hais-register');

    await page.goto('/hais?tab=laju');
    const rates = page.getByRole('grid', { name: 'Laju HAIs per jenis' });
    const isk = rates.getByRole('row').filter({ hasText: 'Infeksi Saluran Kemih (ISK)' });
    await isk.getByText(/‰ hari kateter urin/).waitFor();
    const after = (
      await ipcn.get<{
        rows: { kind: string; events: number; denominator: number; rate: number | null }[];
      }>('Hais', 'laju', null, { month })
    ).data.rows.find((r) => r.kind === 'ISK');
    assert.equal(after?.events, (before?.events ?? 0) + 1);
    assert.equal(after?.denominator, (before?.denominator ?? 0) + 1);
    assert.ok((after?.rate ?? 0) > 0);
    await isk.getByText(String(after?.events)).first().waitFor();
    await screenshot(page, 'hais-laju');
    await page.goto('/hais');
    await table
      .getByRole('row')
      .filter({ hasText: stay.patientName })
      .getByText(/Kateter Urin · hari ke-1/)
      .waitFor();
    await screenshot(page, 'hais');
    await context.close();
  });
});
