/**
 * The outpatient clinic's day, end to end, as staff work it, on one returning patient: a ticket
 * at the admission kiosk; the clerk calls it and registers the visit from it through Pasien Lama
 * (found by the BPJS card, BPJS as payer); the clinic nurse calls the clinic number (the lobby
 * board shows it, the hall announces it) and serves the patient, then fills and signs the
 * nursing initial assessment the patient-type rule offers on the chart (vital signs, GCS, pain,
 * fall risk with their totals and bands); the doctor, from the worklist's encounter screen,
 * writes a SOAP note, records the primary diagnosis and a procedure, plans the control visit,
 * issues a sick-leave letter (its PDF downloaded), signs the medical initial assessment and
 * finishes the visit; medical records verify it and pass it to UPLA, who codes the primary
 * diagnosis and finishes; the nurse amends her signed assessment with a reason; a clinician's
 * draft typed just before an administrator ends the session is there after signing in again.
 * At each step the server's view is checked. Against the real server, with the kiosk app on
 * KIOSK_URL (scripts/test-e2e.sh).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import type {
  ClinicalDocumentSummary,
  CodedEntryView,
  ControlView,
  CpptNoteView,
  LetterView,
  ObservationView,
  RegistrationDetail,
  ScheduleQuota,
  VerificationDetail,
} from '@simrs/validators/contracts';
import type { BrowserContext, Page } from 'playwright';
import {
  apiAs,
  apiLogin,
  apiWithToken,
  closeBrowser,
  closeDialog,
  confirmDialog,
  type DemoPatient,
  dialogText,
  launch,
  login,
  newPage,
  patientsFreeToday,
  screenshot,
  submitLogin,
  takeKioskTicket,
  tokenCookie,
  waitForDashboard,
} from './harness';

after(closeBrowser);

const KIOSK_URL = process.env.KIOSK_URL ?? '';

interface WaitingTicket {
  id: number;
  code: string;
  status: string;
}

/** A demo patient as the patient list answers them, with the BPJS card on file. */
type CardHolder = DemoPatient & { bpjsNo: string | null };

/** Picks the clinic on the worklist (Daftar Pasien Poli). */
async function chooseClinic(page: Page, poliName: string): Promise<void> {
  await page.getByRole('heading', { name: 'Daftar Pasien Poli' }).waitFor();
  await page
    .locator('[data-field]')
    .filter({ has: page.getByText('Poli', { exact: true }) })
    .getByRole('button')
    .click();
  await page.getByRole('option', { name: poliName, exact: true }).click();
}

/** A browser context whose speech synthesis is a spy: the words it is given are recorded. */
async function withSpokenWords(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __spoken: string[] };
    w.__spoken = [];
    const synth = window.speechSynthesis;
    if (synth) {
      synth.speak = (u: SpeechSynthesisUtterance) => {
        if (u.text) w.__spoken.push(u.text);
        setTimeout(() => u.onend?.(new Event('end') as SpeechSynthesisEvent), 200);
      };
      synth.cancel = () => undefined;
    }
  });
}

describe('hari poliklinik', () => {
  test('kiosk -> registration (BPJS) -> nurse -> doctor -> verification -> amendment -> draft after a forced logout', async () => {
    assert.ok(KIOSK_URL, 'KIOSK_URL (scripts/test-e2e.sh sets it)');
    const admin = await apiAs('superadmin');
    // An adult with a BPJS card, free today (no visit of today, no open stay).
    const [patient] = (await patientsFreeToday(
      admin,
      1,
      (p) => Boolean((p as CardHolder).bpjsNo) && p.birthDate < '1990-01-01',
    )) as CardHolder[];
    assert.ok(patient?.bpjsNo, 'a demo patient with a BPJS card free today');
    const schedule = (
      await admin.get<{ list: ScheduleQuota[] }>('Registrasi', 'jadwal')
    ).data.list.find((s) => s.remainingNonJkn > 0 && s.poliName === 'Poli Umum');
    assert.ok(schedule, 'a general clinic schedule of today with places at the desk');
    const today = (await admin.get<{ date: string }>('Registrasi', 'jadwal')).data.date;
    const poliName = schedule.poliName ?? '';
    const waitingAt = async (code: string) =>
      (
        await admin.get<{ list: WaitingTicket[] }>('BelumDilayani', null, null, {
          category: 'admisi',
        })
      ).data.list.find((t) => t.code === code);
    const detailOf = async (id: number) =>
      (await admin.get<RegistrationDetail>('Registrasi', 'detail', String(id))).data;

    // 1. The admission kiosk: the patient takes a number.
    const ticketCode = await takeKioskTicket('Admisi Rawat Jalan');
    assert.match(ticketCode, /^A\d{3}$/);
    const browser = await launch();
    const taken = await waitingAt(ticketCode);
    assert.equal(taken?.status, 'WAITING');

    // The admission counter calls it and registers the returning patient from it.
    const desk = await newPage(1366, 900);
    await login(desk.page, 'admisi');
    await desk.page.goto('/admisi-antrean');
    await desk.page.getByLabel('Nama Loket').fill('Loket 3');
    await desk.page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
    await desk.page.getByRole('button', { name: `Panggil ${ticketCode}` }).click();
    await desk.page
      .getByTestId('focus-ticket')
      .and(desk.page.locator(`[data-code="${ticketCode}"]`))
      .waitFor();
    assert.equal((await waitingAt(ticketCode))?.status, 'CALLED');
    await desk.page.getByRole('link', { name: `Daftarkan Pasien ${ticketCode}` }).click();
    await desk.page.getByRole('heading', { name: 'Pasien Lama', exact: true }).waitFor();
    await desk.page.getByText('Melayani nomor antrean admisi.').waitFor();
    const search = desk.page.getByRole('searchbox', { name: 'Cari pasien' });
    await search.fill(patient.bpjsNo);
    await search.press('Enter');
    await desk.page.getByRole('region', { name: `Pasien ${patient.name}` }).waitFor();
    // A BPJS card on file: BPJS is the payer, the card number filled in.
    assert.equal(await desk.page.getByRole('radio', { name: 'BPJS' }).isChecked(), true);
    assert.equal(await desk.page.getByLabel('No. Kartu BPJS *').inputValue(), patient.bpjsNo);
    await desk.page.getByRole('combobox', { name: 'Jadwal Dokter *' }).click();
    const stem = `${poliName} · ${schedule.doctorName} · `;
    await desk.page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(stem)}.* · sisa \\d+ dari`) })
      .filter({ hasText: schedule.startTime.slice(0, 5) })
      .first()
      .click();
    // The desk draws from the places outside the JKN share, and says so.
    assert.match(
      await desk.page.getByRole('combobox', { name: 'Jadwal Dokter *' }).inputValue(),
      /· Kuota non-JKN · sisa \d+ dari \d+$/,
    );
    await desk.page.getByRole('button', { name: 'Daftarkan', exact: true }).click();
    const regNo = ((await desk.page.getByTestId('reg-no').textContent()) ?? '').trim();
    assert.match(regNo, /^RJ\d{6}-\d{4}$/);
    const clinicCode = ((await desk.page.getByTestId('queue-code').textContent()) ?? '').trim();
    assert.match(clinicCode, /^PU\d{3}$/);
    await screenshot(desk.page, 'hari-poli-1-registrasi');
    await desk.context.close();
    const visit = (
      await admin.get<{ list: { id: number; regNo: string }[] }>('Registrasi', null, null, {
        search: patient.rmNo,
      })
    ).data.list.find((r) => r.regNo === regNo);
    assert.ok(visit, 'the registration in the day list');
    let detail = await detailOf(visit.id);
    assert.equal(detail.registration.status, 'QUEUE');
    assert.equal(detail.registration.payerType, '3');
    assert.equal(detail.registration.bpjsNo, patient.bpjsNo);
    assert.equal(detail.registration.ticketId, taken?.id);
    assert.equal(detail.registration.scheduleId, schedule.scheduleId);
    assert.equal(detail.registration.queueTicketCode, clinicCode);
    assert.equal(detail.registration.queueTicketStatus, 'WAITING');
    assert.deepEqual(
      detail.tasks.map((t) => t.taskId),
      [1, 2, 3],
    );
    assert.equal(await waitingAt(ticketCode), undefined, 'the admission ticket moved on');

    // 2. The lobby board of the clinics and the hall's announcer are on.
    const tvContext = await browser.newContext({
      baseURL: KIOSK_URL,
      viewport: { width: 1920, height: 1080 },
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    const tv = await tvContext.newPage();
    tv.setDefaultTimeout(15_000);
    await tv.goto('/display-poli');
    await tv.getByRole('heading', { name: 'Antrean Poliklinik' }).waitFor();
    const hall = await newPage(1366, 900);
    await withSpokenWords(hall.context);
    // The announcer PC of the clinics' waiting hall, at the nurse station.
    await login(hall.page, 'perawat');
    await hall.page.goto('/audio-antrean');
    await hall.page.getByRole('heading', { name: 'Audio Antrean', exact: true }).waitFor();
    const enable = hall.page.getByRole('button', { name: 'Aktifkan Suara' });
    if (await enable.isVisible()) await enable.click();
    await hall.page.getByRole('checkbox', { name: poliName }).check({ force: true });
    await hall.page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();

    // The clinic nurse calls the number to the examination room.
    const nurse = await newPage(1366, 900);
    await login(nurse.page, 'perawat');
    await nurse.page.goto('/dokter');
    await chooseClinic(nurse.page, poliName);
    const nurseRow = nurse.page.getByRole('row').filter({ hasText: patient.name });
    await nurse.page.getByLabel('Ruang Periksa').fill('Ruang 2');
    await nurseRow.getByRole('button', { name: `Panggil ${clinicCode}` }).click();
    await nurseRow.getByText('Dipanggil ke Ruang 2').waitFor();
    assert.equal((await detailOf(visit.id)).registration.queueTicketStatus, 'CALLED');
    // The board shows it at the room; the hall announces it.
    await tv.getByTestId('calling-code').filter({ hasText: clinicCode }).waitFor();
    assert.match((await tv.getByTestId('calling').textContent()) ?? '', /Ruang 2/);
    await screenshot(tv, 'hari-poli-2-display-poli');
    const announced = `Nomor antrean ${clinicCode}, silakan ke Ruang 2`;
    await hall.page.getByTestId('announcement-log').getByText(announced).waitFor();
    const spoken = await hall.page.evaluate(
      () => (window as unknown as { __spoken: string[] }).__spoken,
    );
    assert.ok(
      spoken.some((s) => /^Nomor antrean, pe, u, [a-z ]+\. Silakan ke ruang dua\.$/.test(s)),
      spoken.join(' | '),
    );
    await tvContext.close();
    await hall.context.close();

    // The patient comes in: served (Dalam Tindakan, task 4).
    await nurseRow.getByRole('button', { name: `Layani ${clinicCode}` }).click();
    await nurseRow.locator('[data-status="ACTION"]').waitFor();
    detail = await detailOf(visit.id);
    assert.equal(detail.registration.status, 'ACTION');
    assert.equal(detail.registration.queueTicketStatus, 'SERVING');
    assert.deepEqual(
      detail.tasks.map((t) => t.taskId),
      [1, 2, 3, 4],
    );
    await screenshot(nurse.page, 'hari-poli-3-worklist');

    // 3. The nurse opens the chart and fills the nursing initial assessment the rule offers.
    const docs = async () =>
      (
        await admin.get<{ list: ClinicalDocumentSummary[] }>(
          'Dokumen',
          'registrasi',
          String(visit.id),
        )
      ).data.list;
    const np = nurse.page;
    await np.goto('/rekam-medis');
    const rm = np.getByRole('searchbox', { name: 'No. RM' });
    await rm.fill(patient.rmNo);
    await rm.press('Enter');
    await np.getByRole('heading', { name: /Dokumen Kunjungan/ }).waitFor();
    // An adult at the general clinic: the general nursing form, first, as the initial one.
    const offered = np.getByRole('link', { name: /^(Isi|Buka) / });
    await offered.first().waitFor();
    assert.equal(
      await offered.first().textContent(),
      'Isi Kajian Awal Keperawatan Umum',
      'the rule puts the nursing initial assessment first',
    );
    await np.getByText('Kajian awal keperawatan', { exact: true }).waitFor();
    await np.getByRole('link', { name: 'Isi Kajian Awal Keperawatan Umum' }).click();
    await np.getByRole('heading', { name: 'Kajian Awal Keperawatan Umum' }).waitFor();
    await pickRadio(np, 'Sumber Data', 'Pasien (autoanamnesis)');
    await np.getByLabel(/^Keluhan Utama/).fill('Pusing dan tengkuk terasa berat sejak dua hari');
    await pickRadio(np, 'Ada Riwayat Alergi', 'Tidak');
    await np.getByRole('button', { name: /Kesadaran/ }).click();
    await np.getByRole('option', { name: 'Compos Mentis', exact: true }).click();
    const vital = np.getByRole('group', { name: 'Tanda Vital' });
    for (const [label, value] of [
      ['Tekanan Darah Sistolik', '150'],
      ['Tekanan Darah Diastolik', '90'],
      ['Nadi', '88'],
      ['Frekuensi Napas', '20'],
      ['Suhu', '36,8'],
      ['Saturasi Oksigen (SpO2)', '97'],
      ['Berat Badan', '58'],
      ['Tinggi/Panjang Badan', '155'],
    ] as const) {
      await vital.getByLabel(new RegExp(`^${escapeRegExp(label)} \\(`)).fill(value);
    }
    // GCS E4 V5 M6: 15, compos mentis.
    await pickRadio(np, 'Respons Membuka Mata (E)', 'Membuka mata spontan');
    await pickRadio(np, 'Respons Verbal (V)', 'Orientasi baik');
    await pickRadio(np, 'Respons Motorik (M)', 'Mengikuti perintah');
    assert.deepEqual(await scaleResult(np, 'GCS Dewasa'), { total: '15', band: 'Compos Mentis' });
    // Pain 6 of 10: moderate.
    await pickRadio(np, 'Ada Keluhan Nyeri', 'Ya');
    await pickRadio(np, 'Skor Nyeri', '6');
    await np.getByLabel(/^Lokasi Nyeri/).fill('Kepala bagian belakang');
    assert.deepEqual(await scaleResult(np, 'Skala Nyeri (NRS 0-10)'), {
      total: '6',
      band: 'Nyeri Sedang',
    });
    // Fall risk (Edmonson, the spec's weights): the age band of the patient's age, oriented 4,
    // continent 8, cardiovascular medicine 10, major depression 10, vertigo 10, appetite fine
    // 0, a fall in the last 3 months 14.
    const age = fullYears(patient.birthDate, today);
    const [ageBand, agePoints] =
      age >= 80
        ? ['80 tahun atau lebih', 25]
        : age >= 50
          ? ['50-79 tahun', 10]
          : ['Kurang dari 50 tahun', 8];
    await pickRadio(np, 'Usia', ageBand);
    await pickRadio(np, 'Status Mental', 'Sadar dan orientasi baik sepanjang waktu');
    await pickRadio(np, 'Eliminasi', 'Mandiri dan mampu mengontrol BAB/BAK');
    await pickRadio(np, 'Pengobatan', 'Obat kardiovaskular dan/atau obat psikiatri');
    await pickRadio(np, 'Diagnosis', 'Gangguan depresi mayor');
    await pickRadio(np, 'Ambulasi/Keseimbangan', 'Vertigo/kelemahan');
    await pickRadio(np, 'Nutrisi', 'Tidak ada masalah nafsu makan');
    await pickRadio(np, 'Riwayat Jatuh', 'Riwayat jatuh dalam 3 bulan terakhir');
    const fallTotal = agePoints + 4 + 8 + 10 + 10 + 10 + 0 + 14;
    assert.deepEqual(await scaleResult(np, 'Risiko Jatuh Dewasa (Edmonson)'), {
      total: String(fallTotal),
      band: 'Tidak Berisiko Jatuh',
    });
    // Nutrition (MST): no weight loss, less appetite: 1, not at risk.
    await pickRadio(
      np,
      'Apakah pasien mengalami penurunan berat badan yang tidak diinginkan dalam 6 bulan terakhir?',
      'Tidak',
    );
    await pickRadio(np, 'Apakah asupan makan berkurang karena nafsu makan menurun?', 'Ya');
    assert.deepEqual(await scaleResult(np, 'Skrining Gizi Dewasa (MST)'), {
      total: '1',
      band: 'Tidak Berisiko Malnutrisi',
    });
    await np
      .getByRole('group', { name: /^Status Psikologis/ })
      .getByText('Cemas', { exact: true })
      .click();
    await pickRadio(np, 'Status Mental', 'Sadar dan orientasi baik');
    await pickRadio(np, 'Aktivitas Sehari-hari', 'Mandiri');
    await np.getByLabel(/^Masalah Keperawatan/).fill('Risiko jatuh; nyeri akut');
    await np
      .getByLabel(/^Rencana\/Tindakan Keperawatan/)
      .fill('Edukasi pencegahan jatuh, pendampingan saat berjalan; kaji ulang nyeri');
    await np
      .getByRole('status', { name: 'Hasil GCS Dewasa' })
      .evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await screenshot(np, 'hari-poli-4-kajian-perawat');
    await np.getByRole('button', { name: 'Tandatangani' }).click();
    assert.match(await dialogText(np), /Dokumen ditandatangani dan dikunci\./);
    await closeDialog(np);
    await np.getByTestId('document-status').filter({ hasText: 'Final' }).waitFor();
    await np.getByText(/^Ditandatangani Demo Perawat/).waitFor();
    const nursing = (await docs()).find((d) => d.templateKey === 'kajian-awal-umum');
    assert.equal(nursing?.status, 'FINAL');
    assert.equal(nursing?.templateVersion, 2);
    assert.equal(nursing?.signedBy?.name, 'Demo Perawat');
    const observed = (
      await admin.get<{ list: ObservationView[] }>('Dokumen', 'observasi', String(visit.id))
    ).data.list;
    const obs = (code: string) => observed.find((o) => o.code === code);
    assert.deepEqual(
      [obs('score.gcsAdult')?.valueNum, obs('score.gcsAdult')?.valueText],
      [15, 'Compos Mentis'],
    );
    assert.deepEqual(
      [obs('score.painScale')?.valueNum, obs('score.painScale')?.valueText],
      [6, 'Nyeri Sedang'],
    );
    assert.deepEqual(
      [obs('score.fallRiskAdult')?.valueNum, obs('score.fallRiskAdult')?.valueText],
      [fallTotal, 'Tidak Berisiko Jatuh'],
    );
    assert.equal(obs('vital.systolic')?.valueNum, 150);
    assert.equal(obs('vital.temperature')?.valueNum, 36.8);
    await nurse.context.close();

    // 4. The doctor opens the encounter from the worklist.
    const doctor = await newPage(1366, 900);
    const dp = doctor.page;
    await login(dp, 'dokter');
    await dp.goto('/dokter');
    await chooseClinic(dp, poliName);
    await dp.getByRole('link', { name: `Periksa ${patient.name}` }).click();
    await dp.waitForURL(`**/dokter/periksa/${visit.id}`);
    await dp.getByRole('heading', { name: `Pemeriksaan · ${patient.name}` }).waitFor();
    await dp.getByTestId('encounter-status').filter({ hasText: 'Dalam Tindakan' }).waitFor();
    await dp.getByText(`${regNo} · `, { exact: false }).first().waitFor();

    // The SOAP note (CPPT).
    await dp.getByRole('button', { name: 'Tulis CPPT' }).click();
    await dp.getByLabel(/^Subjektif/).fill('Pusing dan tengkuk berat dua hari, tidak minum obat');
    await dp.getByLabel(/^Objektif/).fill('TD 150/90 mmHg, N 88 x/menit, GCS 15, nyeri 6/10');
    await dp.getByLabel(/^Asesmen/).fill('Hipertensi esensial, belum terkontrol');
    await dp.getByLabel(/^Plan/).fill('Amlodipin 5 mg 1x1, EKG, kontrol satu minggu');
    await dp.getByRole('button', { name: 'Simpan CPPT' }).click();
    assert.match(await dialogText(dp), /Catatan CPPT disimpan\./);
    await closeDialog(dp);
    const notes = (
      await admin.get<{ list: CpptNoteView[] }>('Cppt', 'registrasi', String(visit.id))
    ).data.list;
    assert.equal(notes.length, 1);
    assert.equal(notes[0]?.profession, 'dokter');
    assert.equal(notes[0]?.format, 'SOAP');
    assert.equal(notes[0]?.parts.O, 'TD 150/90 mmHg, N 88 x/menit, GCS 15, nyeri 6/10');
    // A doctor's own note needs no co-signature.
    assert.equal(notes[0]?.awaitingVerification, false);
    await dp
      .getByTestId(`cppt-note-${notes[0]?.id}`)
      .getByText(/^Dokter · /)
      .waitFor();

    // The primary diagnosis found by words, and a procedure (ICD-9-CM).
    const coding = dp.getByRole('form', { name: 'Catat Diagnosis/Tindakan' });
    await dp.getByRole('combobox', { name: /Diagnosis \(ICD-10\)/ }).fill('hipertensi esensial');
    await dp.getByRole('option', { name: /^I10 Hipertensi esensial/ }).click();
    await coding.getByText('Utama', { exact: true }).click();
    await coding.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(dp), /Diagnosis\/tindakan dicatat\./);
    await closeDialog(dp);
    await dp.getByText('I10 · Hipertensi esensial (primer)').first().waitFor();
    await coding.getByText('Tindakan (ICD-9-CM)', { exact: true }).click();
    await dp.getByRole('combobox', { name: /Tindakan \(ICD-9-CM\)/ }).fill('elektrokardiogram');
    await dp.getByRole('option', { name: /^89\.52 Elektrokardiogram/ }).click();
    await coding.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(dp), /Diagnosis\/tindakan dicatat\./);
    await closeDialog(dp);
    await dp.getByText('89.52 · Elektrokardiogram').first().waitFor();
    const coded = async () =>
      (await admin.get<{ list: CodedEntryView[] }>('Diagnosa', 'registrasi', String(visit.id))).data
        .list;
    assert.deepEqual(
      (await coded())
        .map((e) => [e.system, e.code, e.role, e.source])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [
        ['ICD10', 'I10', 'UTAMA', 'KLINIS'],
        ['ICD9CM', '89.52', null, 'KLINIS'],
      ],
    );
    await dp
      .getByRole('heading', { name: 'Diagnosis & Tindakan' })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(dp, 'hari-poli-5-pemeriksaan');

    // The control visit: a week on, on a day the clinic practises (its schedules asked first).
    let controlDay = addDays(today, 7);
    let controlSchedule: ScheduleQuota | undefined;
    for (let i = 0; i < 14 && !controlSchedule; i += 1) {
      controlSchedule = (
        await admin.get<{ list: ScheduleQuota[] }>('RencanaKontrol', 'jadwal', null, {
          date: controlDay,
          poliId: schedule.poliId,
        })
      ).data.list.find((s) => s.doctorName === schedule.doctorName && s.remainingJkn > 0);
      if (!controlSchedule) controlDay = addDays(controlDay, 1);
    }
    assert.ok(controlSchedule, 'a schedule of the doctor within two weeks');
    await dp.getByRole('main').getByRole('link', { name: 'Rencana Kontrol' }).click();
    const plan = dp.getByRole('form', { name: 'Form Rencana Kontrol' });
    await plan.getByText(regNo).first().waitFor();
    await setDate(dp, 'Tanggal Kontrol', controlDay);
    await plan.getByRole('button', { name: /Jadwal Dokter/ }).click();
    // A BPJS visit with a card books its control in the JKN share.
    await dp
      .getByRole('option', {
        name: new RegExp(
          `^${escapeRegExp(`${poliName} · ${schedule.doctorName} · `)}.* · Kuota JKN · sisa \\d+ dari`,
        ),
      })
      .first()
      .click();
    await plan.getByLabel('Catatan Kontrol').fill('Bawa hasil EKG; ukur tekanan darah di rumah');
    await plan.getByRole('button', { name: 'Simpan Rencana Kontrol' }).click();
    assert.match(await dialogText(dp), /Rencana kontrol tanggal .* dibuat dengan kode booking RS/);
    await closeDialog(dp);
    const bookingCode =
      (await dp.locator('[data-booking-code]').first().getAttribute('data-booking-code')) ?? '';
    const control = (
      await admin.get<{ list: ControlView[] }>('RencanaKontrol', null, null, {
        search: patient.rmNo,
      })
    ).data.list.find((c) => c.bookingCode === bookingCode);
    assert.ok(control, 'the control on the server');
    assert.equal(control.status, 'BOOKED');
    assert.equal(control.origin.id, visit.id);
    assert.equal(control.visitDate, controlDay);
    assert.equal(control.scheduleId, controlSchedule.scheduleId);
    assert.equal(control.plannedBy, 'dokter');

    // The sick-leave letter, and its PDF.
    await dp.goto(`/dokter/periksa/${visit.id}`);
    await dp.getByRole('main').getByRole('link', { name: 'Surat', exact: true }).click();
    const letterForm = dp.getByRole('form', { name: 'Terbitkan Surat' });
    await letterForm.waitFor();
    assert.ok(await letterForm.getByRole('radio', { name: 'Surat Keterangan Sakit' }).isChecked());
    await letterForm.getByText('Lama istirahat 1 hari.').waitFor();
    await letterForm
      .getByRole('textbox', { name: 'Keterangan' })
      .fill('Istirahat di rumah, minum obat teratur.');
    await letterForm.getByRole('button', { name: 'Terbitkan Surat' }).click();
    assert.match(await dialogText(dp), /Surat diterbitkan\./);
    await closeDialog(dp);
    const letterHeading = dp.getByRole('heading', { name: /^Surat \d{4}\/SKS\// });
    await letterHeading.waitFor();
    const letterNo = ((await letterHeading.textContent()) ?? '').replace(/^Surat /, '').trim();
    const letterId = Number(new URL(dp.url()).searchParams.get('id'));
    const letter = (await admin.get<LetterView>('Surat', 'detail', String(letterId))).data;
    assert.equal(letter.number, letterNo);
    assert.equal(letter.kind, 'SAKIT');
    assert.equal(letter.visit.registrationId, visit.id);
    await dp.getByText(patient.name).first().waitFor();
    const [download] = await Promise.all([
      dp.waitForEvent('download'),
      dp.getByRole('button', { name: 'Unduh PDF' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `${letterNo.replaceAll('/', '-')}.pdf`);
    const pdf = readFileSync((await download.path()) ?? '');
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal((pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length, 1);
    assert.ok(pdf.toString('latin1').includes(`(${letterNo} Surat Keterangan Sakit)`));

    // The medical initial assessment, signed.
    await dp.goto(`/dokter/periksa/${visit.id}`);
    await dp.getByRole('link', { name: 'Isi Kajian Awal Medis' }).click();
    await dp.getByRole('heading', { name: 'Kajian Awal Medis', exact: true }).waitFor();
    await pickRadio(dp, 'Anamnesis', 'Autoanamnesis');
    await dp.getByLabel(/^Keluhan Utama/).fill('Pusing dan tengkuk berat');
    await dp
      .getByRole('textbox', { name: /Riwayat Penyakit Sekarang/ })
      .fill('Pusing sejak dua hari, tidak berputar. Riwayat hipertensi, obat tidak teratur.');
    await pickRadio(dp, 'Ada Riwayat Alergi', 'Tidak');
    await dp.getByRole('button', { name: /Kesadaran/ }).click();
    await dp.getByRole('option', { name: 'Compos Mentis', exact: true }).click();
    const doctorVitals = dp.getByRole('group', { name: 'Tanda Vital' });
    for (const [label, value] of [
      ['Tekanan Darah Sistolik', '148'],
      ['Tekanan Darah Diastolik', '92'],
      ['Nadi', '86'],
      ['Frekuensi Napas', '18'],
      ['Suhu', '36,7'],
    ] as const) {
      await doctorVitals.getByLabel(new RegExp(`^${escapeRegExp(label)} \\(`)).fill(value);
    }
    await pickRadio(dp, 'Keadaan Umum', 'Tampak sakit ringan');
    await dp.getByRole('button', { name: 'Isi yang kosong: Normal' }).click();
    await dp.getByLabel(/^Kode Diagnosis Kerja/).fill('I10');
    await dp.getByLabel(/^Nama Diagnosis Kerja/).fill('Hipertensi esensial (primer)');
    await dp.getByLabel(/^Terapi\/Tindakan/).fill('Amlodipin 5 mg 1x1; EKG');
    await pickRadio(dp, 'Tindak Lanjut', 'Kontrol ulang');
    await dp.getByLabel(/^Tanggal Kontrol/).fill(controlDay);
    await dp.getByRole('button', { name: 'Tandatangani' }).click();
    assert.match(await dialogText(dp), /Dokumen ditandatangani dan dikunci\./);
    await closeDialog(dp);
    await dp.getByTestId('document-status').filter({ hasText: 'Final' }).waitFor();
    const medical = (await docs()).find((d) => d.templateKey === 'kajian-awal-medis');
    assert.equal(medical?.status, 'FINAL');
    assert.equal(medical?.signedBy?.name, 'Demo Dokter');

    // Back on the worklist, the visit is finished: done, with the BPJS task times 4 and 5.
    await dp.goto('/dokter');
    await dp.getByRole('heading', { name: 'Daftar Pasien Poli' }).waitFor();
    const doctorRow = dp.getByRole('row').filter({ hasText: patient.name });
    await doctorRow.getByRole('button', { name: `Selesai ${clinicCode}` }).click();
    await doctorRow.locator('[data-status="DONE"]').waitFor();
    detail = await detailOf(visit.id);
    assert.equal(detail.registration.status, 'DONE');
    assert.equal(detail.registration.queueTicketStatus, 'DONE');
    assert.deepEqual(
      detail.tasks.map((t) => t.taskId),
      [1, 2, 3, 4, 5],
    );
    assert.deepEqual(
      detail.events.map((e) => [e.toStatus, e.username]),
      [
        ['QUEUE', 'admisi'],
        ['ACTION', 'perawat'],
        ['DONE', 'dokter'],
      ],
    );
    await doctor.context.close();

    // 5. Medical records check the record and pass it to UPLA.
    const upla = await apiAs('upla');
    const verification = async () =>
      (await upla.get<VerificationDetail>('Verifikasi', 'detail', String(visit.id))).data;
    const records = await newPage(1366, 900);
    const rp = records.page;
    await login(rp, 'rekam.medis');
    await rp.goto('/verifikasi-upla?stage=RM');
    const toVerify = rp.getByRole('grid', { name: 'Kunjungan untuk diverifikasi' });
    await toVerify.getByText(`No. RM ${patient.rmNo} · ${regNo}`).waitFor();
    await rp.getByRole('link', { name: `Buka verifikasi ${patient.name} ${regNo}` }).click();
    await rp.waitForURL(/\/verifikasi-rekam-medis\?pageSlug=rajal&regId=/);
    await rp.getByTestId('verification-status').getByText('Verifikasi Rekam Medis').waitFor();
    for (const key of [
      'visitFinished',
      'initialNursing',
      'initialDoctor',
      'clinicalPrimary',
      'cpptVerified',
    ]) {
      await rp.getByTestId(`check-${key}`).getByText('Lengkap').waitFor();
    }
    // The coded primary diagnosis is UPLA's part, still to come.
    await rp.getByTestId('check-codedPrimary').getByText('Belum', { exact: true }).waitFor();
    assert.deepEqual(
      (await verification()).checklist.filter((c) => !c.ok).map((c) => c.key),
      ['codedPrimary'],
    );
    await screenshot(rp, 'hari-poli-6-verifikasi-rm');
    await rp.getByRole('button', { name: 'Teruskan ke Verifikasi UPLA' }).click();
    assert.match(await dialogText(rp), /Status verifikasi menjadi Verifikasi UPLA\./);
    await closeDialog(rp);
    assert.equal((await verification()).status, '8');
    await records.context.close();

    // UPLA codes the primary diagnosis on the chart, then finishes the verification.
    const coder = await newPage(1366, 900);
    const cp = coder.page;
    await login(cp, 'upla');
    await cp.goto('/verifikasi-upla?stage=UPLA');
    await cp.getByRole('link', { name: `Buka verifikasi ${patient.name} ${regNo}` }).click();
    await cp.getByTestId('verification-status').getByText('Verifikasi UPLA').waitFor();
    await cp.getByRole('link', { name: 'Buka Rekam Medis' }).click();
    await cp.getByRole('heading', { name: 'Diagnosis & Tindakan' }).waitFor();
    const coderForm = cp.getByRole('form', { name: 'Catat Diagnosis/Tindakan' });
    await cp.getByRole('combobox', { name: /Diagnosis \(ICD-10\)/ }).fill('hipertensi');
    await cp.getByRole('option', { name: /^I10 Hipertensi esensial/ }).click();
    await coderForm.getByText('Utama', { exact: true }).click();
    await coderForm.getByRole('button', { name: 'Catat' }).click();
    assert.match(await dialogText(cp), /Diagnosis\/tindakan dicatat\./);
    await closeDialog(cp);
    assert.deepEqual(
      (await coded()).filter((e) => e.source === 'KODING').map((e) => [e.code, e.role]),
      [['I10', 'UTAMA']],
    );
    await cp.goBack();
    await cp.getByTestId('check-codedPrimary').getByText('Lengkap').waitFor();
    await cp.getByRole('button', { name: 'Selesaikan Verifikasi' }).click();
    assert.match(await dialogText(cp), /Status verifikasi menjadi Selesai\./);
    await closeDialog(cp);
    await cp.getByTestId('verification-status').getByText('Selesai').waitFor();
    const verified = await verification();
    assert.equal(verified.status, '7');
    assert.deepEqual(
      verified.events.map((e) => `${e.fromStatus}>${e.toStatus}`),
      ['6>8', '8>7'],
    );
    await coder.context.close();

    // 6. The nurse corrects her signed assessment: a new version with the reason.
    const fix = await newPage(1366, 900);
    const fp = fix.page;
    await login(fp, 'perawat');
    await fp.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    await fp.getByRole('link', { name: 'Buka Kajian Awal Keperawatan Umum' }).click();
    await fp.getByTestId('document-status').filter({ hasText: 'Final' }).waitFor();
    const reason = 'Riwayat jatuh salah dicatat: pasien belum pernah jatuh';
    await fp.getByLabel('Alasan *', { exact: true }).fill(reason);
    await fp.getByRole('button', { name: 'Buat Amandemen' }).click();
    await pickRadio(fp, 'Riwayat Jatuh', 'Tidak ada riwayat jatuh');
    // 14 points less for the fall history: the total follows at once.
    assert.deepEqual(await scaleResult(fp, 'Risiko Jatuh Dewasa (Edmonson)'), {
      total: String(fallTotal - 6),
      band: 'Tidak Berisiko Jatuh',
    });
    await fp.getByRole('button', { name: 'Tandatangani' }).click();
    assert.match(await dialogText(fp), /Amandemen disimpan dan ditandatangani\./);
    await closeDialog(fp);
    await fp
      .getByTestId('document-version')
      .filter({ hasText: `Versi 2 · Alasan amandemen: ${reason}` })
      .waitFor();
    await fp.getByTestId('document-status').filter({ hasText: 'Final' }).waitFor();
    const versions = fp.getByRole('grid', { name: 'Versi dokumen' });
    const first = versions.getByRole('row').filter({ hasText: 'Versi 1' });
    await first.getByText('Diubah', { exact: true }).waitFor();
    await versions.getByRole('row').filter({ hasText: 'Versi 2' }).getByText(reason).waitFor();
    // The earlier version, as it was signed.
    await first.getByRole('button', { name: 'Lihat versi 1' }).click();
    const earlier = fp.getByRole('region', { name: 'Isi Versi 1' });
    await earlier.getByText(`${fallTotal} (Tidak Berisiko Jatuh)`, { exact: true }).waitFor();
    // The version in force shows the corrected total.
    await fp
      .getByRole('region', { name: 'Kajian Awal Keperawatan Umum' })
      .first()
      .getByText(`${fallTotal - 6} (Tidak Berisiko Jatuh)`, { exact: true })
      .waitFor();
    await fp
      .getByRole('grid', { name: 'Riwayat perubahan dokumen' })
      .getByRole('row')
      .filter({ hasText: 'Diubah (amandemen)' })
      .getByText(reason)
      .waitFor();
    await versions.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(fp, 'hari-poli-7-amandemen');
    const chain = (await docs()).filter((d) => d.templateKey === 'kajian-awal-umum');
    assert.deepEqual(chain.map((d) => [d.amendment, d.status, d.amendReason]).sort(), [
      [0, 'AMENDED', null],
      [1, 'FINAL', reason],
    ]);
    const current = (
      await admin.get<{ list: ObservationView[] }>('Dokumen', 'observasi', String(visit.id))
    ).data.list.find((o) => o.code === 'score.fallRiskAdult');
    assert.equal(current?.valueNum, fallTotal - 6);
    // The chart lists both versions.
    await fp.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    const history = fp.getByRole('region', { name: 'Riwayat dokumen' });
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Kajian Awal Keperawatan Umum · versi 1' })
      .getByText('Diubah')
      .waitFor();
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Kajian Awal Keperawatan Umum · versi 2' })
      .getByText('Final')
      .waitFor();
    await fix.context.close();

    // 7. A draft typed just before the session is ended elsewhere is there after signing in.
    const username = `perawat.poli${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const temporary = `Sementara dari admin ${username}`;
    const own = 'teh hangat di pos perawat poli umum';
    await admin.do('Users', 'add', {
      username,
      name: 'Perawat Poli Sore',
      levelId: 3,
      password: temporary,
    });
    const owner = await apiLogin(username, temporary);
    await owner.do('Users', 'change-password', {
      oldPassword: temporary,
      newPassword: own,
      confirmPassword: own,
    });
    await owner.logout();
    const ward = await newPage(1366, 900);
    const wp = ward.page;
    // The page's clock, to hold the autosave while the session is ended elsewhere.
    await ward.context.clock.install();
    await submitLogin(wp, username, own);
    await waitForDashboard(wp);
    const token = (await tokenCookie(ward.context))?.value ?? '';
    await wp.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    await wp.getByRole('link', { name: 'Isi Kajian Nyeri' }).click();
    await wp.getByRole('heading', { name: 'Kajian Nyeri', exact: true }).waitFor();
    await wp.clock.pauseAt(Date.now() + 1000);
    const typed = 'Nyeri kepala bertambah saat bangun tidur';
    await wp.getByLabel(/^Pencetus \(P\)/).fill(typed);
    const painDoc = async () => (await docs()).find((d) => d.templateKey === 'kajian-nyeri');
    assert.equal(await painDoc(), undefined, 'nothing saved yet');
    // Another device of the same nurse ends the other sessions (Pengaturan Akun, Sesi Aktif).
    const other = await newPage(1366, 900);
    await submitLogin(other.page, username, own);
    await waitForDashboard(other.page);
    await other.page.goto('/account-setting');
    await other.page.getByText('Sesi ini').waitFor();
    await other.page.getByRole('button', { name: 'Akhiri sesi lain' }).click();
    await confirmDialog(other.page, 'Ya, Akhiri');
    await other.page.getByText('1 sesi lain berhasil diakhiri.').first().waitFor();
    await other.context.close();
    await assert.rejects(
      apiWithToken(token).get('profile'),
      (e: { status?: number }) => e.status === 401,
    );
    // The autosave meets the ended session: the login page says so; nothing reached the server.
    await wp.clock.resume();
    await wp.waitForURL('**/login', { timeout: 20_000 });
    await wp.getByText('Sesi Anda telah berakhir, silakan masuk kembali.').waitFor();
    assert.equal(await painDoc(), undefined, 'the draft never reached the server');
    // Signed in again, the same form has what was typed, and saves it.
    await submitLogin(wp, username, own);
    await waitForDashboard(wp);
    await wp.goto(`/rekam-medis/pasien/${patient.rmNo}?reg=${visit.id}`);
    await wp.getByRole('link', { name: 'Isi Kajian Nyeri' }).click();
    await wp.getByRole('heading', { name: 'Kajian Nyeri', exact: true }).waitFor();
    await wp.getByText('Draf dipulihkan', { exact: true }).waitFor();
    assert.equal(await wp.getByLabel(/^Pencetus \(P\)/).inputValue(), typed);
    await wp.getByText(/^Draf tersimpan/).waitFor({ timeout: 20_000 });
    await screenshot(wp, 'hari-poli-8-draf-dipulihkan');
    const restoredDoc = await painDoc();
    assert.equal(restoredDoc?.status, 'DRAFT');
    assert.equal(restoredDoc?.author.name, 'Perawat Poli Sore');
    const saved = await admin.get<{ document: { content: Record<string, unknown> } }>(
      'Dokumen',
      'detail',
      String(restoredDoc?.id),
    );
    assert.equal(saved.data.document.content.provokasi, typed);
    // Kept only until saved: opened again, it comes from the server, with no notice.
    await wp.reload();
    await wp.getByRole('heading', { name: 'Kajian Nyeri', exact: true }).waitFor();
    assert.equal(await wp.getByLabel(/^Pencetus \(P\)/).inputValue(), typed);
    assert.equal(await wp.getByText('Draf dipulihkan', { exact: true }).count(), 0);
    await ward.context.close();
  });
});

/** Chooses an option of a radio group (a form's choice or a scale's item) by its words. */
async function pickRadio(page: Page, group: string, option: string): Promise<void> {
  await page
    .getByRole('radiogroup', { name: new RegExp(`^${escapeRegExp(group)}`) })
    .getByText(option, { exact: true })
    .click();
}

/** The total and band word a scale's summary shows (its 'Hasil {title}' status). */
async function scaleResult(page: Page, title: string) {
  const summary = page.getByRole('status', { name: `Hasil ${title}` });
  return {
    total: ((await summary.locator('[data-total]').textContent()) ?? '').trim(),
    band: ((await summary.locator('[data-band]').textContent()) ?? '').trim(),
  };
}

/** Types a day (YYYY-MM-DD) into a date field's segments (day, month, year in id-ID). */
async function setDate(page: Page, label: string, day: string): Promise<void> {
  const [y, m, d] = day.split('-');
  const field = page.getByRole('group', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await field.getByRole('spinbutton', { name: /^hari/ }).click();
  await page.keyboard.type(d ?? '');
  await field.getByRole('spinbutton', { name: /^bulan/ }).click();
  await page.keyboard.type(m ?? '');
  await field.getByRole('spinbutton', { name: /^tahun/ }).click();
  await page.keyboard.type(y ?? '');
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Whole years from a birth date (YYYY-MM-DD) to a day. */
function fullYears(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
