/**
 * The patient journey, end to end, as staff work it: a NEW patient takes a ticket at the admission
 * kiosk; the admission clerk calls it at the counter, adds the patient from the NIK, and registers
 * the visit to a clinic from that ticket; the clinic nurse calls and serves the patient on the
 * clinic's worklist; the doctor records the primary diagnosis on the chart and asks for admission;
 * the admission desk admits the patient from Pasien Rujukan into a free bed; the ward list shows
 * the patient in that bed. At each step the server's view is checked. Against the real server,
 * with the kiosk app served on KIOSK_URL (scripts/test-e2e.sh).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type {
  BedRow,
  CodedEntryView,
  PatientRecordData,
  RegistrationDetail,
  RegistrationView,
  ScheduleQuota,
} from '@simrs/validators/contracts';
import { freeBedLabel } from '../src/features/registrasi/ranapModel';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  launch,
  login,
  newPage,
  screenshot,
} from './harness';

after(closeBrowser);

const KIOSK_URL = process.env.KIOSK_URL ?? '';

/** A NIK of Gambir, Jakarta Pusat, of a man born 12 March 1985 (day as is), with its own serial. */
const NIK = `317101120385${String(1000 + Math.floor(Math.random() * 8999))}`;
const NAME = `Hendra Kusuma ${'ABCDEFGHJK'
  .split('')
  .sort(() => Math.random() - 0.5)
  .slice(0, 4)
  .join('')
  .toLowerCase()
  .replace(/^./, (c) => c.toUpperCase())}`;

interface WaitingTicket {
  id: number;
  code: string;
  status: string;
  unitCode: string;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('perjalanan pasien', () => {
  test('kiosk ticket -> counter -> new patient -> clinic -> diagnosis -> admission -> ward', async () => {
    assert.ok(KIOSK_URL, 'KIOSK_URL (scripts/test-e2e.sh sets it)');
    const admin = await apiAs('superadmin');
    const clerkApi = await apiAs('admisi');
    const schedule = (
      await admin.get<{ list: ScheduleQuota[] }>('Registrasi', 'jadwal')
    ).data.list.find((s) => s.remainingNonJkn > 0 && (s.poliName ?? '').includes('Umum'));
    assert.ok(schedule, 'a general clinic schedule of today with places');
    const waitingAt = async (code: string) =>
      (
        await admin.get<{ list: WaitingTicket[] }>('BelumDilayani', null, null, {
          category: 'admisi',
        })
      ).data.list.find((t) => t.code === code);

    // 1. The kiosk in the admission hall: the patient takes a number.
    const browser = await launch();
    const kioskContext = await browser.newContext({
      baseURL: KIOSK_URL,
      viewport: { width: 1080, height: 1920 },
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    await kioskContext.addInitScript(() => {
      // Headless Chromium cannot print: the ticket's print window is not opened.
      window.open = () => null;
    });
    const kiosk = await kioskContext.newPage();
    kiosk.setDefaultTimeout(15_000);
    await kiosk.goto('/display-cetak');
    await kiosk.getByRole('button', { name: 'Admisi Rawat Jalan' }).click();
    const code = ((await kiosk.getByTestId('ticket-code').textContent()) ?? '').trim();
    assert.match(code, /^A\d{3}$/);
    await screenshot(kiosk, 'journey-1-kiosk');
    await kioskContext.close();
    const taken = await waitingAt(code);
    assert.ok(taken, `ticket ${code} waiting at admission`);
    assert.equal(taken.status, 'WAITING');

    // 2. The admission counter calls it.
    const desk = await newPage(1366, 900);
    const page = desk.page;
    await login(page, 'admisi');
    await page.goto('/admisi-antrean');
    await page.getByLabel('Nama Loket').fill('Loket 2');
    await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
    await page.getByRole('button', { name: `Panggil ${code}` }).click();
    await page
      .getByTestId('focus-ticket')
      .and(page.locator(`[data-code="${code}"]`))
      .waitFor();
    const called = await waitingAt(code);
    assert.equal(called?.id, taken.id);
    assert.equal(called?.status, 'CALLED');

    // 3. A new patient: the form from the counter, filled from the NIK.
    await page.getByRole('link', { name: 'Pasien Baru' }).click();
    await page.getByRole('heading', { name: 'Tambah Pasien', exact: true }).waitFor();
    await page.getByLabel('Nama Pasien *').fill(NAME);
    await page.getByLabel('NIK', { exact: true }).fill(NIK);
    const kecamatan = page.getByRole('combobox', { name: 'Kecamatan' });
    await page.waitForFunction(
      (el) => (el as HTMLInputElement).value === 'Gambir',
      await kecamatan.elementHandle(),
    );
    await page
      .getByRole('button', { name: /Jenis Kelamin/ })
      .filter({ hasText: 'Laki-laki' })
      .waitFor();
    const village = page.getByRole('combobox', { name: 'Kelurahan/Desa' });
    await village.click();
    await page.keyboard.type('Cid');
    await page.getByRole('option', { name: 'Cideng', exact: true }).click();
    await page.getByLabel('Alamat', { exact: true }).fill('Jl. Tanah Abang II No. 7');
    await page.getByLabel('No. Telepon', { exact: true }).fill('81377788899');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    assert.match(await dialogText(page), /Berhasil/);
    await closeDialog(page);
    await page.waitForURL(/form=detail&id=\d+/);
    const patientId = Number(new URL(page.url()).searchParams.get('id'));
    const record = (await clerkApi.get<PatientRecordData>('Pasien', 'detail', String(patientId)))
      .data.record;
    assert.equal(record.nik, NIK);
    assert.equal(record.birthDate, '1985-03-12');
    assert.equal(record.sex, '1');
    const rmNo = String(record.rmNo);
    assert.match(rmNo, /^\d{8}$/);

    // 4. Back at the counter, the called number is registered to the clinic for that patient.
    await page.goto('/admisi-antrean');
    await page
      .getByTestId('focus-ticket')
      .and(page.locator(`[data-code="${code}"]`))
      .waitFor();
    await page.getByRole('link', { name: `Daftarkan Pasien ${code}` }).click();
    await page.getByRole('heading', { name: 'Pasien Lama', exact: true }).waitFor();
    await page.getByText('Melayani nomor antrean admisi.').waitFor();
    const search = page.getByRole('searchbox', { name: 'Cari pasien' });
    await search.fill(NIK);
    await search.press('Enter');
    await page.getByRole('region', { name: `Pasien ${NAME}` }).waitFor();
    assert.equal(await page.getByRole('radio', { name: 'Umum' }).isChecked(), true);
    await page.getByRole('combobox', { name: 'Jadwal Dokter *' }).click();
    const stem = `${schedule.poliName} · ${schedule.doctorName} · `;
    await page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(stem)}.* · sisa \\d+ dari`) })
      .filter({ hasText: schedule.startTime.slice(0, 5) })
      .first()
      .click();
    // The desk draws from the places outside the JKN share, and says so.
    assert.match(
      await page.getByRole('combobox', { name: 'Jadwal Dokter *' }).inputValue(),
      /· Kuota non-JKN · sisa \d+ dari \d+$/,
    );
    await screenshot(page, 'journey-2-registrasi');
    await page.getByRole('button', { name: 'Daftarkan', exact: true }).click();
    const regNo = ((await page.getByTestId('reg-no').textContent()) ?? '').trim();
    assert.match(regNo, /^RJ\d{6}-\d{4}$/);
    const clinicCode = ((await page.getByTestId('queue-code').textContent()) ?? '').trim();
    const visits = (
      await admin.get<{ list: RegistrationView[] }>('Registrasi', 'pasien', patientId)
    ).data.list;
    assert.equal(visits.length, 1);
    const visit = visits[0];
    assert.ok(visit);
    assert.equal(visit.regNo, regNo);
    const detailOf = async (id: number) =>
      (await admin.get<RegistrationDetail>('Registrasi', 'detail', String(id))).data;
    let detail = await detailOf(visit.id);
    assert.equal(detail.registration.status, 'QUEUE');
    assert.equal(detail.registration.ticketId, taken.id);
    assert.equal(detail.registration.scheduleId, schedule.scheduleId);
    assert.equal(detail.registration.queueTicketCode, clinicCode);
    assert.equal(detail.registration.queueTicketStatus, 'WAITING');
    assert.deepEqual(
      detail.tasks.map((t) => t.taskId),
      [1, 2, 3],
    );
    // One more place taken outside the JKN share; the JKN share untouched.
    const after = (
      await admin.get<{ list: ScheduleQuota[] }>('Registrasi', 'jadwal')
    ).data.list.find((s) => s.scheduleId === schedule.scheduleId);
    assert.equal(after?.usedNonJkn, schedule.usedNonJkn + 1);
    assert.equal(after?.usedJkn, schedule.usedJkn);
    // The admission ticket left the admission queue (transferred to the clinic).
    assert.equal(await waitingAt(code), undefined);
    await desk.context.close();

    // 5. The clinic nurse calls the number to a room and serves the patient.
    const nurse = await newPage(1366, 900);
    await login(nurse.page, 'perawat');
    await nurse.page.goto('/dokter');
    await nurse.page.getByRole('heading', { name: 'Daftar Pasien Poli' }).waitFor();
    await nurse.page
      .locator('[data-field]')
      .filter({ has: nurse.page.getByText('Poli', { exact: true }) })
      .getByRole('button')
      .click();
    await nurse.page.getByRole('option', { name: schedule.poliName ?? '', exact: true }).click();
    const nurseRow = nurse.page.getByRole('row').filter({ hasText: NAME });
    await nurse.page.getByLabel('Ruang Periksa').fill('Ruang 1');
    await nurseRow.getByRole('button', { name: `Panggil ${clinicCode}` }).click();
    await nurseRow.getByText('Dipanggil ke Ruang 1').waitFor();
    assert.equal((await detailOf(visit.id)).registration.queueTicketStatus, 'CALLED');
    await nurseRow.getByRole('button', { name: `Layani ${clinicCode}` }).click();
    await nurseRow.locator('[data-status="ACTION"]').waitFor();
    detail = await detailOf(visit.id);
    assert.equal(detail.registration.status, 'ACTION');
    assert.equal(detail.registration.queueTicketStatus, 'SERVING');
    assert.deepEqual(
      detail.tasks.map((t) => t.taskId),
      [1, 2, 3, 4],
    );
    await nurse.context.close();

    // 6. The doctor opens the patient from the worklist (the encounter screen), records the
    // primary diagnosis there, and back on the worklist asks for admission.
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
    await doc.page.getByRole('link', { name: `Periksa ${NAME}` }).click();
    await doc.page.waitForURL(`**/dokter/periksa/${visit.id}`);
    await doc.page.getByRole('heading', { name: `Pemeriksaan · ${NAME}` }).waitFor();
    await doc.page.getByRole('heading', { name: 'Diagnosis & Tindakan' }).waitFor();
    const form = doc.page.getByRole('form', { name: 'Catat Diagnosis/Tindakan' });
    await doc.page.getByRole('combobox', { name: /Diagnosis \(ICD-10\)/ }).fill('pneumonia');
    await doc.page.getByRole('option', { name: /J18\.9 Pneumonia/ }).click();
    await form.getByText('Utama', { exact: true }).click();
    await form.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(doc.page), /Diagnosis\/tindakan dicatat\./);
    await closeDialog(doc.page);
    await screenshot(doc.page, 'journey-pemeriksaan');
    const entries = (
      await admin.get<{ list: CodedEntryView[] }>('Diagnosa', 'registrasi', String(visit.id))
    ).data.list;
    assert.deepEqual(
      entries.map((e) => [e.code, e.role]),
      [['J18.9', 'UTAMA']],
    );

    await doc.page.getByRole('link', { name: '← Daftar Pasien Poli' }).click();
    await doc.page.getByRole('heading', { name: 'Daftar Pasien Poli' }).waitFor();
    const docRow = doc.page.getByRole('row').filter({ hasText: NAME });
    await docRow.getByRole('button', { name: `Minta rawat inap ${NAME}` }).click();
    const ask = doc.page.getByRole('form', { name: 'Permintaan rawat inap' });
    await ask.waitFor();
    assert.equal(await ask.getByLabel('DPJP *').inputValue(), schedule.doctorName);
    await ask.getByLabel('Indikasi Rawat Inap').fill('Pneumonia, SpO2 91% udara ruang');
    await ask.getByRole('button', { name: 'Kirim Permintaan' }).click();
    assert.match(await dialogText(doc.page), /Permintaan rawat inap dikirim ke admisi/);
    await closeDialog(doc.page);
    await docRow.locator(`[data-admission-asked="${visit.id}"]`).waitFor();
    // Asking does not move the visit.
    assert.equal((await detailOf(visit.id)).registration.status, 'ACTION');
    await doc.context.close();

    // 7. The admission desk admits from Pasien Rujukan into a free bed.
    const free = (await clerkApi.get<{ list: BedRow[] }>('RegistrasiRanap', 'beds')).data.list;
    const bed = free[free.length - 1];
    assert.ok(bed, 'a free bed');
    const adm = await newPage(1366, 900);
    await login(adm.page, 'admisi');
    await adm.page.goto(`/pasien-rujukan?search=${rmNo}`);
    await adm.page.getByRole('heading', { name: 'Pasien Rujukan', exact: true }).waitFor();
    const waiting = adm.page.getByRole('row').filter({ hasText: regNo });
    await waiting.getByText('Pneumonia, SpO2 91% udara ruang').waitFor();
    await waiting.getByRole('link', { name: `Daftarkan rawat inap ${NAME}` }).click();
    await adm.page.waitForURL(/\/pendaftaran-ranap\?permintaan=/);
    await adm.page.locator(`[data-picked-patient="${patientId}"]`).waitFor();
    assert.equal(await adm.page.getByLabel('DPJP *').inputValue(), schedule.doctorName);
    await adm.page.getByRole('button', { name: /Tempat Tidur \*/ }).click();
    await adm.page.getByRole('option', { name: freeBedLabel(bed), exact: true }).click();
    await adm.page.getByRole('button', { name: 'Daftarkan Rawat Inap' }).click();
    assert.match(await dialogText(adm.page), /Pasien didaftarkan rawat inap dengan registrasi RI/);
    await closeDialog(adm.page);
    const stayNo =
      (await adm.page.locator('[data-reg-no]').getAttribute('data-reg-no'))?.trim() ?? '';
    assert.match(stayNo, /^RI\d{6}-\d{4}$/);
    await adm.context.close();

    const regs = (await admin.get<{ list: RegistrationView[] }>('Registrasi', 'pasien', patientId))
      .data.list;
    const stay = regs.find((r) => r.regNo === stayNo);
    assert.ok(stay);
    assert.equal(stay.kind, 'RANAP');
    assert.equal(stay.status, '2');
    assert.equal(stay.originRegistrationId, visit.id);
    assert.equal(stay.doctorName, schedule.doctorName);
    const origin = await detailOf(visit.id);
    assert.equal(origin.registration.status, 'PASIEN_INAP');
    assert.equal((await detailOf(stay.id)).bed?.bedId, bed.bedId);
    const occupied = (await admin.get<{ list: BedRow[] }>('PasienBangsal', 'beds')).data.list.find(
      (b) => b.bedId === bed.bedId,
    );
    assert.equal(occupied?.state, 'OCCUPIED');
    assert.equal(occupied?.occupancy?.registrationId, stay.id);
    assert.equal(occupied?.patient?.id, patientId);

    // 8. The ward list shows the patient in that bed.
    const ward = await newPage(1366, 900);
    await login(ward.page, 'superadmin');
    await ward.page.goto('/pasien-bangsal');
    await ward.page.getByRole('heading', { name: 'Pasien Bangsal', exact: true }).waitFor();
    const bedRow = ward.page.getByRole('row').filter({ hasText: NAME });
    await bedRow.getByText(bed.bedName || bed.bedCode, { exact: true }).waitFor();
    await bedRow.getByText('Terisi').waitFor();
    await bedRow.scrollIntoViewIfNeeded();
    await screenshot(ward.page, 'journey-3-pasien-bangsal');
    await ward.context.close();
  });
});
