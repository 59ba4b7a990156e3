/**
 * The patient journey, end to end, as staff work it: a NEW patient takes a ticket at the admission
 * kiosk; the admission clerk calls it at the counter and adds the patient from the NIK (birth
 * date, sex and region filled from it) with their BPJS card; the same NIK again is refused and
 * opens the patient on file, a second patient of the same name and birth date is questioned; the
 * clerk registers the visit from that ticket to a clinic with BPJS as payer (card and SEP), and
 * the day list found by its filters shows it with the registration fee on its ledger; the clinic
 * nurse calls and serves the patient on the clinic's worklist; the doctor records the primary
 * diagnosis on the chart and asks for admission; the admission desk admits the patient from
 * Pasien Rujukan into a free bed; on the ward list the ward nurse moves the patient to another bed,
 * sends them home and makes both beds ready, while the lobby's bed board (the kiosk app) follows
 * each step live. At each step the server's view is checked. Against the real server, with the
 * kiosk app served on KIOSK_URL (scripts/test-e2e.sh).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { formatRupiah } from '@simrs/validators';
import type {
  AvailabilityRow,
  BedRow,
  CodedEntryView,
  LedgerData,
  PatientRecordData,
  RegistrationDetail,
  RegistrationView,
  ScheduleQuota,
} from '@simrs/validators/contracts';
import type { Page } from 'playwright';
import { bedLabel, freeBedsFor } from '../src/features/kamar/beds';
import { freeBedLabel } from '../src/features/registrasi/ranapModel';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  confirmDialog,
  dialogText,
  launch,
  login,
  newPage,
  screenshot,
  takeKioskTicket,
} from './harness';

after(closeBrowser);

const KIOSK_URL = process.env.KIOSK_URL ?? '';

/**
 * A NIK of Gambir, Jakarta Pusat, of a man born 12 March 1985 (day as is), with its own serial;
 * the look-alike's NIK is the next serial (the same birth date and region).
 */
const serial = 1000 + Math.floor(Math.random() * 8998);
const NIK = `317101120385${serial}`;
const NIK_LOOKALIKE = `317101120385${serial + 1}`;
const NAME = `Hendra Kusuma ${'ABCDEFGHJK'
  .split('')
  .sort(() => Math.random() - 0.5)
  .slice(0, 4)
  .join('')
  .toLowerCase()
  .replace(/^./, (c) => c.toUpperCase())}`;
/** The patient's BPJS card (13 digits; the demo patients' cards start 000 and run low). */
const BPJS_NO = `0008${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
/** A SEP as VClaim issues them: the hospital's code, month and year, V, a serial. */
const SEP_NO = `0112R0010325V${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
/** The bed board reads again every minute anyway: a change well before that came live. */
const BOARD_LIVE_MS = 10_000;

interface WaitingTicket {
  id: number;
  code: string;
  status: string;
  unitCode: string;
}

interface TariffRow {
  id: number;
  code: string;
  name: string;
  kelasId: number | null;
  price: number;
}

/** The figures of one ward on the lobby's bed board (booked beds count as occupied there). */
interface BoardFigures {
  occupied: number;
  cleaning: number;
  available: number;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

/** The day, month and year segments a date field shows. */
async function dateShown(page: Page, label: string): Promise<[string, string, string]> {
  const field = page
    .locator('[data-field]')
    .filter({ has: page.getByText(label, { exact: true }) });
  const segment = async (name: RegExp) =>
    (await field.getByRole('spinbutton', { name }).getAttribute('aria-valuenow')) ?? '';
  return [await segment(/^hari/), await segment(/^bulan/), await segment(/^tahun/)];
}

/** Picks an option of a filter (a select) of a list screen by the filter's label. */
async function pickFilter(page: Page, label: string, option: string): Promise<void> {
  await page
    .locator('[data-field]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('button')
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** What the board shows for a ward of a class: occupied, being cleaned, available ('Penuh': 0). */
async function boardRow(board: Page, kelas: string, ward: string): Promise<string[]> {
  const row = board
    .getByRole('region', { name: kelas, exact: true })
    .getByRole('row')
    .filter({ has: board.getByRole('rowheader', { name: ward, exact: true }) });
  if ((await row.count()) !== 1) return [];
  // Cells after the ward: capacity, occupied, being cleaned, available.
  return (await row.getByRole('cell').allTextContents()).map((t) => t.trim()).slice(1);
}

const boardText = (f: BoardFigures) => [
  String(f.occupied),
  String(f.cleaning),
  f.available > 0 ? String(f.available) : 'Penuh',
];

/** Waits (no reload) until the board shows the figures, within the liveness limit. */
async function boardShows(
  board: Page,
  kelas: string,
  ward: string,
  want: BoardFigures,
): Promise<void> {
  const expected = boardText(want);
  const deadline = Date.now() + BOARD_LIVE_MS;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = await boardRow(board, kelas, ward);
    if (shown.join('|') === expected.join('|')) return;
    await board.waitForTimeout(200);
  }
  assert.deepEqual(
    shown,
    expected,
    `the bed board's ${ward} (${kelas}) within ${BOARD_LIVE_MS} ms`,
  );
}

describe('perjalanan pasien', () => {
  test('kiosk ticket -> counter -> new BPJS patient -> clinic -> diagnosis -> admission -> ward -> home', async () => {
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
    const patientsNamed = async (search: string) =>
      (
        await clerkApi.get<{ list: { id: number; name: string; nik: string | null }[] }>(
          'Pasien',
          null,
          null,
          { search },
        )
      ).data.list;

    // 1. The kiosk in the admission hall: the patient takes a number.
    const code = await takeKioskTicket('Admisi Rawat Jalan', 'journey-1-kiosk');
    assert.match(code, /^A\d{3}$/);
    const browser = await launch();
    const taken = await waitingAt(code);
    assert.ok(taken, `ticket ${code} waiting at admission`);
    assert.equal(taken.status, 'WAITING');

    // 2. The admission counter calls it.
    const desk = await newPage(1366, 900);
    const page = desk.page;
    await login(page, 'admisi');
    const backAtCounter = async () => {
      await page.goto('/admisi-antrean');
      await page
        .getByTestId('focus-ticket')
        .and(page.locator(`[data-code="${code}"]`))
        .waitFor();
    };
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

    // 3. A new patient: the form from the counter, filled from the NIK, with the BPJS card.
    await page.getByRole('link', { name: 'Pasien Baru' }).click();
    await page.getByRole('heading', { name: 'Tambah Pasien', exact: true }).waitFor();
    await page.getByLabel('Nama Pasien *').fill(NAME);
    await page.getByLabel('NIK', { exact: true }).fill(NIK);
    // The NIK says: born 12 March 1985, a man, of Gambir, Jakarta Pusat.
    assert.equal(await comboValue(page, 'Kecamatan'), 'Gambir');
    assert.equal(await comboValue(page, 'Kabupaten/Kota'), 'Kota Administrasi Jakarta Pusat');
    assert.equal(await comboValue(page, 'Provinsi'), 'DKI Jakarta');
    await page
      .getByRole('button', { name: /Jenis Kelamin/ })
      .filter({ hasText: 'Laki-laki' })
      .waitFor();
    assert.deepEqual(await dateShown(page, 'Tanggal Lahir *'), ['12', '3', '1985']);
    const village = page.getByRole('combobox', { name: 'Kelurahan/Desa' });
    await village.click();
    await page.keyboard.type('Cid');
    await page.getByRole('option', { name: 'Cideng', exact: true }).click();
    await page.getByLabel('Alamat', { exact: true }).fill('Jl. Tanah Abang II No. 7');
    await page.getByLabel('No. Telepon', { exact: true }).fill('81377788899');
    await page.getByLabel('No. Kartu BPJS', { exact: true }).fill(BPJS_NO);
    await pickFilter(page, 'Hak Kelas BPJS', 'Kelas 3');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    assert.match(await dialogText(page), /Berhasil/);
    await closeDialog(page);
    await page.waitForURL(/form=detail&id=\d+/);
    const patientId = Number(new URL(page.url()).searchParams.get('id'));
    const record = (await clerkApi.get<PatientRecordData>('Pasien', 'detail', String(patientId)))
      .data.record;
    assert.equal(record.nik, NIK);
    assert.equal(record.name, NAME);
    assert.equal(record.birthDate, '1985-03-12');
    assert.equal(record.sex, '1');
    assert.equal(record.districtCode, '31.71.01');
    assert.equal(record.villageCode, '31.71.01.1002');
    assert.equal(record.bpjsNo, BPJS_NO);
    assert.equal(String(record.bpjsClass), '3');
    const rmNo = String(record.rmNo);
    assert.match(rmNo, /^\d{8}$/);

    // 3a. The same NIK again from the counter: the form names the patient on file at once, and
    // saving opens that patient instead of making a second one.
    await backAtCounter();
    await page.getByRole('link', { name: 'Pasien Baru' }).click();
    await page.getByRole('heading', { name: 'Tambah Pasien', exact: true }).waitFor();
    await page.getByLabel('Nama Pasien *').fill('Hendra Kusumah');
    await page.getByLabel('NIK', { exact: true }).fill(NIK);
    await page.getByText('NIK sudah terdaftar.').waitFor();
    await page.getByText(`NIK ini milik ${NAME} (No. RM ${rmNo})`).waitFor();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await confirmDialog(page, 'Buka Data Pasien');
    await page.waitForURL(new RegExp(`form=detail&id=${patientId}$`));
    await page
      .getByRole('region', { name: `Pasien ${NAME}` })
      .getByText(rmNo)
      .waitFor();
    assert.deepEqual(
      (await patientsNamed(NIK)).map((p) => p.id),
      [patientId],
      'one patient holds the NIK',
    );

    // 3b. Another NIK with the same name and birth date: the clerk is asked whether it is the
    // patient on file, looks at them (a new tab) and saves nothing.
    await backAtCounter();
    await page.getByRole('link', { name: 'Pasien Baru' }).click();
    await page.getByRole('heading', { name: 'Tambah Pasien', exact: true }).waitFor();
    await page.getByLabel('Nama Pasien *').fill(NAME);
    await page.getByLabel('NIK', { exact: true }).fill(NIK_LOOKALIKE);
    assert.equal(await comboValue(page, 'Kecamatan'), 'Gambir');
    assert.deepEqual(await dateShown(page, 'Tanggal Lahir *'), ['12', '3', '1985']);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Kemungkinan pasien yang sama sudah terdaftar.').waitFor();
    const candidate = page.getByRole('link', {
      name: `${NAME} · No. RM ${rmNo} · NIK ${NIK}`,
      exact: true,
    });
    const [tab] = await Promise.all([page.waitForEvent('popup'), candidate.click()]);
    await tab
      .getByRole('region', { name: `Pasien ${NAME}` })
      .getByText(rmNo)
      .waitFor();
    await tab.close();
    assert.equal((await patientsNamed(NIK_LOOKALIKE)).length, 0, 'nothing saved');
    await page.getByRole('button', { name: 'Batal', exact: true }).click();
    await confirmDialog(page, 'Ya, Batalkan');
    await page.getByRole('heading', { name: 'Tambah Pasien', exact: true }).waitFor({
      state: 'detached',
    });
    assert.deepEqual(
      (await patientsNamed(NAME)).filter((p) => p.name === NAME).map((p) => p.id),
      [patientId],
      'one patient of that name',
    );

    // 4. Back at the counter, the called number is registered to the clinic for that patient,
    // BPJS paying: the card from the record, the SEP typed.
    await backAtCounter();
    await page.getByRole('link', { name: `Daftarkan Pasien ${code}` }).click();
    await page.getByRole('heading', { name: 'Pasien Lama', exact: true }).waitFor();
    await page.getByText('Melayani nomor antrean admisi.').waitFor();
    const search = page.getByRole('searchbox', { name: 'Cari pasien' });
    await search.fill(NIK);
    await search.press('Enter');
    await page.getByRole('region', { name: `Pasien ${NAME}` }).waitFor();
    assert.equal(await page.getByRole('radio', { name: 'BPJS' }).isChecked(), true);
    assert.equal(await page.getByLabel('No. Kartu BPJS *').inputValue(), BPJS_NO);
    await page
      .getByRole('button', { name: /Hak Kelas/ })
      .filter({ hasText: 'Kelas 3' })
      .waitFor();
    await page.getByLabel('No. SEP', { exact: true }).fill(SEP_NO);
    await page.getByRole('combobox', { name: 'Jadwal Dokter *' }).click();
    const stem = `${schedule.poliName} · ${schedule.doctorName} · `;
    await page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(stem)}.* · sisa \\d+ dari`) })
      .filter({ hasText: schedule.startTime.slice(0, 5) })
      .first()
      .click();
    // The desk draws from the places outside the JKN share, and says so (BPJS or not).
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
    assert.equal(detail.registration.payerType, '3');
    assert.equal(detail.registration.bpjsNo, BPJS_NO);
    assert.equal(detail.registration.sepNo, SEP_NO);
    assert.equal(detail.registration.classEntitled, 3);
    assert.equal(detail.registration.channel, 'BO-REG');
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
    // The fee on the ledger: a first registration, the new-patient tariff of Tarif Registrasi,
    // class-less as a clinic visit has no class.
    const ledger = (await admin.get<LedgerData>('Billing', 'ledger', String(visit.id))).data;
    assert.equal(ledger.lines.length, 1);
    const fee = ledger.lines[0];
    assert.ok(fee);
    assert.equal(fee.tariffKind, 'REGISTRASI');
    assert.equal(fee.tariffCode, 'REG-BARU');
    assert.equal(fee.classCode, null);
    assert.equal(fee.qty, 1);
    const tariff = (
      await admin.get<{ list: TariffRow[] }>('TarifRegistrasi', null, null, { search: 'REG-BARU' })
    ).data.list.find((t) => t.code === 'REG-BARU');
    assert.ok(tariff, 'the REG-BARU tariff on Tarif Registrasi');
    assert.equal(tariff.kelasId, null);
    assert.equal(fee.unitPrice, Number(tariff.price));
    assert.equal(fee.amount, Number(tariff.price));
    assert.equal(detail.charges.net, fee.amount);

    // 4a. The day list, found by its filters: the clinic, BPJS, outpatient, waiting, the RM.
    await page.goto('/registrasi-pasien');
    await page.getByRole('heading', { name: 'Registrasi Pasien', exact: true }).waitFor();
    await pickFilter(page, 'Poli', schedule.poliName ?? '');
    await pickFilter(page, 'Cara Bayar', 'BPJS');
    await pickFilter(page, 'Jenis', 'Rawat Jalan');
    await pickFilter(page, 'Status', 'Dalam Antrean (Rawat Jalan)');
    await page.waitForURL(/payerType=3/);
    const daySearch = page.getByRole('searchbox').first();
    await daySearch.fill(rmNo);
    await daySearch.press('Enter');
    const listed = page.getByRole('row').filter({ hasText: regNo });
    await listed.filter({ hasText: NAME }).filter({ hasText: 'BPJS' }).waitFor();
    await listed.locator('[data-status="QUEUE"]').waitFor();
    await listed.getByRole('button', { name: `Detail ${regNo}` }).click();
    await page.getByRole('heading', { name: `Registrasi ${regNo}` }).waitFor();
    const term = (label: string) =>
      page
        .locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) })
        .locator('xpath=following-sibling::dd[1]');
    assert.equal((await term('Cara Bayar').textContent())?.trim(), 'BPJS');
    assert.equal((await term('No. Kartu BPJS').textContent())?.trim(), BPJS_NO);
    assert.equal((await term('No. SEP').textContent())?.trim(), SEP_NO);
    // The fee as the server priced it, in rupiah as the screen writes it.
    assert.equal(
      (await term('Tagihan').textContent())?.trim(),
      `${formatRupiah(fee.amount)} (1 baris)`,
    );
    const feeRow = page
      .getByRole('grid', { name: 'Rincian tagihan registrasi' })
      .or(page.getByRole('table', { name: 'Rincian tagihan registrasi' }))
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: fee.tariffName, exact: true }) });
    await feeRow.waitFor();
    const feeCells = (
      await feeRow.getByRole('gridcell').or(feeRow.getByRole('cell')).allTextContents()
    ).map((t) => t.trim());
    assert.ok(feeCells.includes('Tanpa kelas'), feeCells.join(' | '));
    assert.equal(
      feeCells.filter((t) => t === formatRupiah(fee.amount)).length,
      2,
      feeCells.join(' | '),
    );
    await screenshot(page, 'journey-registrasi-pasien');
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
    // The chart shows the diagnosis recorded, as the doctor's (clinical) primary one.
    await doc.page.getByText(/^J18\.9 · Pneumonia/).waitFor();
    await doc.page.getByRole('heading', { name: 'Diagnosis & Tindakan' }).scrollIntoViewIfNeeded();
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

    // 7. The admission desk admits from Pasien Rujukan into a free bed, of a ward with another
    // free bed (the patient is moved there later); the lobby's bed board is watched meanwhile.
    const free = (await clerkApi.get<{ list: BedRow[] }>('RegistrasiRanap', 'beds')).data.list;
    const freeIn = new Map<string, BedRow[]>();
    for (const b of free) freeIn.set(b.wardCode, [...(freeIn.get(b.wardCode) ?? []), b]);
    const roomiest = [...freeIn.values()].sort(
      (a, b) => b.length - a.length || (a[0]?.wardCode ?? '').localeCompare(b[0]?.wardCode ?? ''),
    )[0];
    assert.ok(roomiest && roomiest.length >= 2, 'a ward with two free beds');
    const bed = roomiest[roomiest.length - 1];
    assert.ok(bed);
    const serverFigures = async (): Promise<BoardFigures> => {
      const row = (
        await admin.get<{ list: AvailabilityRow[] }>('KetersediaanKamarRanap')
      ).data.list.find((r) => r.wardCode === bed.wardCode && r.kelasCode === bed.kelasCode);
      assert.ok(row, `availability of ${bed.ward} (${bed.kelas})`);
      // The board shows a booked bed as occupied (it is not offered to the public).
      return {
        occupied: row.occupied + row.booked,
        cleaning: row.cleaning,
        available: row.available,
      };
    };
    const start = await serverFigures();

    const boardContext = await browser.newContext({
      baseURL: KIOSK_URL,
      viewport: { width: 1920, height: 1080 },
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    const board = await boardContext.newPage();
    board.setDefaultTimeout(15_000);
    await board.goto('/display-anjungan-ranap');
    await board.getByRole('heading', { name: 'Ketersediaan Tempat Tidur Rawat Inap' }).waitFor();
    let reloads = 0;
    board.on('framenavigated', (frame) => {
      if (frame === board.mainFrame()) reloads += 1;
    });
    await boardShows(board, bed.kelas, bed.ward, start);

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
    // The visit's payer comes along: BPJS with the card.
    assert.equal(await adm.page.getByRole('radio', { name: 'BPJS' }).isChecked(), true);
    assert.equal(await adm.page.getByLabel('No. Kartu BPJS *').inputValue(), BPJS_NO);
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
    assert.equal(stay.payerType, '3');
    assert.equal(stay.bpjsNo, BPJS_NO);
    assert.equal(stay.kelasCode, bed.kelasCode);
    const origin = await detailOf(visit.id);
    assert.equal(origin.registration.status, 'PASIEN_INAP');
    assert.equal((await detailOf(stay.id)).bed?.bedId, bed.bedId);
    const bedsNow = async () =>
      (await admin.get<{ list: BedRow[] }>('PasienBangsal', 'beds')).data.list;
    let beds = await bedsNow();
    const occupied = beds.find((b) => b.bedId === bed.bedId);
    assert.equal(occupied?.state, 'OCCUPIED');
    assert.equal(occupied?.occupancy?.registrationId, stay.id);
    assert.equal(occupied?.patient?.id, patientId);
    // The board: one more bed occupied in that ward, one fewer available.
    const admitted = { ...start, occupied: start.occupied + 1, available: start.available - 1 };
    assert.deepEqual(await serverFigures(), admitted);
    await boardShows(board, bed.kelas, bed.ward, admitted);
    await board
      .getByRole('region', { name: bed.kelas, exact: true })
      .getByRole('rowheader', { name: bed.ward, exact: true })
      .scrollIntoViewIfNeeded();
    await screenshot(board, 'journey-papan-tempat-tidur');

    // 8. The ward list shows the patient in that bed.
    const ward = await newPage(1366, 900);
    await login(ward.page, 'perawat.ranap');
    await ward.page.goto('/pasien-bangsal');
    await ward.page.getByRole('heading', { name: 'Pasien Bangsal', exact: true }).waitFor();
    const bedRowOf = (b: BedRow) =>
      ward.page
        .getByRole('row')
        .filter({
          has: ward.page.getByRole('rowheader', { name: b.bedName || b.bedCode, exact: true }),
        })
        .filter({ hasText: b.kamarName });
    const patientRow = ward.page.getByRole('row').filter({ hasText: NAME });
    // The nurse keeps to their ward.
    await pickFilter(ward.page, 'Bangsal', bed.ward);
    await bedRowOf(bed).filter({ hasText: NAME }).getByText('Terisi').waitFor();
    const bedRows = ward.page.getByRole('row').filter({ has: ward.page.getByRole('rowheader') });
    await bedRows.filter({ hasNotText: bed.ward }).first().waitFor({ state: 'detached' });
    assert.equal(
      await bedRows.filter({ hasNotText: bed.ward }).count(),
      0,
      'only the beds of the ward chosen',
    );
    await patientRow.scrollIntoViewIfNeeded();
    await screenshot(ward.page, 'journey-3-pasien-bangsal');

    // 9. The ward nurse moves the patient to another bed of the ward (offered first): the old bed
    // is being cleaned, the new one occupied.
    const target = freeBedsFor(beds, occupied as BedRow)[0];
    assert.ok(target, 'a free bed to move to');
    assert.equal(target.wardCode, bed.wardCode, 'the same ward offered first');
    await patientRow.getByRole('button', { name: 'Pindah' }).click();
    await ward.page.getByText(`Pindahkan ${NAME}`).waitFor();
    await ward.page.getByRole('button', { name: /Tempat tidur tujuan/ }).click();
    await ward.page.getByRole('option', { name: bedLabel(target), exact: true }).click();
    await ward.page.getByRole('button', { name: 'Pindahkan', exact: true }).click();
    assert.match(await dialogText(ward.page), /Pasien dipindahkan/);
    await closeDialog(ward.page);
    await bedRowOf(target).filter({ hasText: NAME }).getByText('Terisi').waitFor();
    await bedRowOf(bed).getByText('Dibersihkan').waitFor();
    beds = await bedsNow();
    assert.equal(beds.find((b) => b.bedId === bed.bedId)?.state, 'CLEANING');
    assert.equal(beds.find((b) => b.bedId === target.bedId)?.state, 'OCCUPIED');
    assert.equal(beds.find((b) => b.bedId === target.bedId)?.occupancy?.registrationId, stay.id);
    assert.equal((await detailOf(stay.id)).bed?.bedId, target.bedId);
    assert.equal((await detailOf(stay.id)).registration.status, '2');
    const moved = { ...admitted, cleaning: start.cleaning + 1, available: start.available - 2 };
    assert.deepEqual(await serverFigures(), moved);
    await boardShows(board, bed.kelas, bed.ward, moved);

    // 10. Home: the stay leaves care, its bed is being cleaned.
    await patientRow.getByRole('button', { name: 'Pulangkan' }).click();
    await confirmDialog(ward.page, 'Pulangkan');
    assert.match(await dialogText(ward.page), /Pasien pulang/);
    await closeDialog(ward.page);
    await bedRowOf(target).getByText('Dibersihkan').waitFor();
    await patientRow.waitFor({ state: 'detached' });
    beds = await bedsNow();
    assert.equal(beds.find((b) => b.bedId === target.bedId)?.state, 'CLEANING');
    assert.equal(
      beds.some((b) => b.patient?.id === patientId),
      false,
      'the patient lies in no bed',
    );
    const home = await detailOf(stay.id);
    assert.equal(home.bed, null);
    assert.equal(home.registration.status, '3');
    assert.deepEqual(
      home.events.map((e) => [e.fromStatus, e.toStatus, e.username]),
      [
        [null, '2', 'admisi'],
        ['2', '3', 'perawat.ranap'],
      ],
    );
    const left = { ...start, cleaning: start.cleaning + 2, available: start.available - 2 };
    assert.deepEqual(await serverFigures(), left);
    await boardShows(board, bed.kelas, bed.ward, left);

    // 11. Both beds cleaned and made ready: the ward's figures are back where they were.
    for (const b of [bed, target]) {
      await bedRowOf(b).getByRole('button', { name: 'Siap Dipakai' }).click();
      assert.match(await dialogText(ward.page), /siap dipakai/);
      await closeDialog(ward.page);
      await bedRowOf(b).getByText('Kosong').waitFor();
    }
    beds = await bedsNow();
    assert.equal(beds.find((b) => b.bedId === bed.bedId)?.state, 'FREE');
    assert.equal(beds.find((b) => b.bedId === target.bedId)?.state, 'FREE');
    assert.deepEqual(await serverFigures(), start);
    await boardShows(board, bed.kelas, bed.ward, start);
    assert.equal(reloads, 0, 'the board was never reloaded');
    await ward.context.close();
    await boardContext.close();
  });
});
