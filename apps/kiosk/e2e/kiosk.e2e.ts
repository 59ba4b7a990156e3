import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright';
import qrcode from 'qrcode-generator';
import {
  closeBrowser,
  screenshotsDir,
  staff,
  startServer,
  stopServer,
  terminal,
  todayWib,
  unitIdOf,
} from './harness';

const shots = process.env.KIOSK_SCREENSHOTS === '1';
async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: `${screenshotsDir}/${name}.png` });
}

before(async () => {
  await startServer();
});
after(async () => {
  await closeBrowser();
  await stopServer();
});

interface CalledTicket {
  ticket: { code: string; counter: string } | null;
}

test('a kiosk takes a ticket, staff call it, the display shows it', async () => {
  const kiosk = await terminal('kiosk');
  const tv = await terminal('display');
  const bo = await staff();
  const adm = await unitIdOf('ADM-1');

  await tv.page.goto('/display-antrian-admisi');
  await tv.page.getByText('Admisi Rawat Jalan').first().waitFor();
  await kiosk.page.goto('/display-cetak');
  await kiosk.page.getByRole('button', { name: 'Admisi Rawat Jalan' }).waitFor();
  await shot(kiosk.page, 'display-cetak');
  await kiosk.page.getByRole('button', { name: 'Admisi Rawat Jalan' }).click();
  const code = (await kiosk.page.getByTestId('ticket-code').textContent())?.trim() ?? '';
  assert.match(code, /^A\d{3}$/);
  const features = await kiosk.page.evaluate(
    () => (window as unknown as { __printWindows: string[] }).__printWindows,
  );
  assert.equal(features.length, 1);
  assert.match(features[0] ?? '', /width=302,height=350/);
  await kiosk.page.getByTestId('ticket').locator('svg[role="img"]').waitFor();
  await shot(kiosk.page, 'display-cetak-tiket');

  const call = await bo.do<CalledTicket>('Antrean', 'panggil', { unitId: adm, counter: 'Loket 3' });
  assert.equal(call.data.ticket?.code, code);
  await tv.page.getByTestId('calling-code').filter({ hasText: code }).waitFor();
  assert.match((await tv.page.getByTestId('calling').textContent()) ?? '', /Loket 3/);
  await shot(tv.page, 'display-antrian-admisi');
  await kiosk.context.close();
  await tv.context.close();
});

test('a booking code checks in at the kiosk: typed, and from a QR image fed to the scanner', async () => {
  const bo = await staff();
  const poli = await unitIdOf('P-UMUM');
  const book = async (name: string) => {
    const r = await bo.do<{ reservation: { bookingCode: string } }>('Reservasi', 'add', {
      unitId: poli,
      visitDate: todayWib(),
      patientName: name,
      payer: 'NON JKN',
      newPatient: 'N',
    });
    return r.data.reservation.bookingCode;
  };
  const kiosk = await terminal('kiosk');

  const typed = await book('Rahmat Hidayat');
  await kiosk.page.goto('/display-check-in');
  await kiosk.page.getByRole('button', { name: 'Ketik Kode Booking' }).waitFor();
  await shot(kiosk.page, 'display-check-in');
  await kiosk.page.getByRole('button', { name: 'Ketik Kode Booking' }).click();
  await kiosk.page.getByLabel('Kode Booking').fill(typed);
  await shot(kiosk.page, 'input-kode-booking');
  await kiosk.page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await kiosk.page.waitForURL(/\/done-checkin\/PU\d{3}$/);
  const doneText = (await kiosk.page.getByTestId('checkin-done').textContent()) ?? '';
  assert.match(doneText, /Poli Umum/);
  assert.match(doneText, /Ra\*+ Hi\*+/);
  assert.doesNotMatch(doneText, /Rahmat/);
  await shot(kiosk.page, 'done-checkin');

  const scanned = await book('Wulan Sari');
  const qr = qrcode(0, 'M');
  qr.addData(scanned);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 10, margin: 40, scalable: false });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await kiosk.page.goto('/scan-qr-code');
  await kiosk.page.waitForFunction(() => typeof window.__kioskScanImage === 'function');
  await shot(kiosk.page, 'scan-qr-code');
  await kiosk.page.evaluate((u) => window.__kioskScanImage?.(u), url);
  await kiosk.page.waitForURL(/\/done-checkin\/PU\d{3}$/);
  assert.match((await kiosk.page.getByTestId('checkin-done').textContent()) ?? '', /Wu\*+ Sa\*+/);

  // A wrong code is refused with the server's words, and manual entry stays available.
  await kiosk.page.goto('/input-kode-booking');
  await kiosk.page.getByLabel('Kode Booking').fill('RSZZZZZZZZ');
  await kiosk.page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await kiosk.page
    .getByRole('alert')
    .filter({ hasText: 'Kode booking tidak ditemukan.' })
    .waitFor();
  await kiosk.context.close();
});

test("a returning patient's booking on a doctor's schedule, scanned at the kiosk, becomes the day's registration", async () => {
  const bo = await staff();
  const schedules = (
    await bo.get<{ list: { scheduleId: number; remaining: number; poliName: string | null }[] }>(
      'Registrasi',
      'jadwal',
    )
  ).data.list;
  const schedule = schedules.find((s) => s.remaining > 0);
  assert.ok(schedule, "a doctor's schedule of today with places");
  const today = new Set(
    (
      await bo.get<{ list: { patient: { id: number } }[] }>('Registrasi', null, null, {
        shown: '30',
      })
    ).data.list.map((r) => r.patient.id),
  );
  const patients = (
    await bo.get<{ list: { id: number; status: string }[] }>('Pasien', null, null, { shown: '30' })
  ).data.list;
  const patient = patients.find((p) => p.status === 'Y' && !today.has(p.id));
  assert.ok(patient);
  const booked = await bo.do<{ booking: { id: number; bookingCode: string } }>(
    'RegistrasiReservasi',
    'add',
    {
      scheduleId: schedule.scheduleId,
      visitDate: todayWib(),
      patientId: patient.id,
      payer: 'NON JKN',
    },
  );
  const code = booked.data.booking.bookingCode;
  const kiosk = await terminal('kiosk');
  const qr = qrcode(0, 'M');
  qr.addData(code);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 10, margin: 40, scalable: false });
  await kiosk.page.goto('/scan-qr-code');
  await kiosk.page.waitForFunction(() => typeof window.__kioskScanImage === 'function');
  await kiosk.page.evaluate(
    (u) => window.__kioskScanImage?.(u),
    `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  );
  await kiosk.page.waitForURL(/\/done-checkin\/[A-Z]+\d{3}$/);
  await kiosk.page.getByTestId('checkin-done').waitFor();
  // The server: the booking checked in, and a registration of the day in the clinic's queue.
  const bookings = (
    await bo.get<{
      list: { bookingCode: string; status: string; registrationId: number | null }[];
    }>('RegistrasiReservasi')
  ).data.list;
  const mine = bookings.find((b) => b.bookingCode === code);
  assert.equal(mine?.status, 'CHECKED_IN');
  assert.ok(mine?.registrationId);
  const detail = (
    await bo.get<{
      registration: {
        status: string;
        kind: string;
        channel: string;
        queueTicketCode: string | null;
      };
      tasks: { taskId: number }[];
    }>('Registrasi', 'detail', String(mine.registrationId))
  ).data;
  assert.equal(detail.registration.kind, 'RAJAL');
  assert.equal(detail.registration.status, 'QUEUE');
  assert.equal(detail.registration.channel, 'E-REG');
  assert.ok(detail.registration.queueTicketCode);
  assert.ok(detail.tasks.some((t) => t.taskId === 3));
  await kiosk.context.close();
});

test('the bed board follows an admission at once (the beds live room), no reload', async () => {
  const bo = await staff();
  const free = (
    await bo.get<{ list: { bedId: number; wardCode: string; ward: string; kelas: string }[] }>(
      'RegistrasiRanap',
      'beds',
    )
  ).data.list;
  const bed = free[0];
  assert.ok(bed, 'a free bed');
  const openAdmissions = new Set(
    (
      await bo.get<{ list: { kind: string; status: string; patient: { id: number } }[] }>(
        'Registrasi',
        null,
        null,
        { kind: 'RANAP', shown: '30' },
      )
    ).data.list
      .filter((r) => r.status === '2')
      .map((r) => r.patient.id),
  );
  const patients = (
    await bo.get<{ list: { id: number; status: string }[] }>('Pasien', null, null, { shown: '30' })
  ).data.list;
  const patient = [...patients]
    .reverse()
    .find((p) => p.status === 'Y' && !openAdmissions.has(p.id));
  assert.ok(patient);
  const tv = await terminal('display');
  await tv.page.goto('/display-anjungan-ranap');
  const row = tv.page.getByRole('row').filter({ hasText: bed.ward });
  await row.first().waitFor();
  const before = (
    await bo.get<{ list: { wardCode: string; kelas: string; available: number }[] }>(
      'KetersediaanKamarRanap',
    )
  ).data.list.find((r) => r.wardCode === bed.wardCode && r.kelas === bed.kelas);
  assert.ok(before && before.available > 0);
  const availableCell = () =>
    tv.page
      .locator('tr', { has: tv.page.locator('th', { hasText: new RegExp(`^${bed.ward}$`) }) })
      .locator('td[data-available]');
  const expected = before.available - 1 === 0 ? 'Penuh' : String(before.available - 1);
  const admitted = await bo.do<{ registration: { regNo: string } }>('RegistrasiRanap', 'admit', {
    patientId: patient.id,
    bedId: bed.bedId,
    doctorName: 'dr. Uji Papan',
    payerType: '1',
  });
  assert.match(admitted.data.registration.regNo, /^RI/);
  // Well inside the board's one-minute refresh: the live room brought it.
  await tv.page.waitForFunction(
    ([ward, want]) =>
      [...document.querySelectorAll('tr')].some(
        (tr) =>
          tr.querySelector('th')?.textContent?.trim() === ward &&
          tr.querySelector('td[data-available]')?.textContent?.trim() === want,
      ),
    [bed.ward, expected],
    { timeout: 10_000 },
  );
  assert.ok((await availableCell().count()) > 0);
  await tv.context.close();
});

test('a BPJS card checks in with the birth date typed on the keypad', async () => {
  const bo = await staff();
  const poli = await unitIdOf('P-UMUM');
  // A patient of the demo hospital with a BPJS card, booked for today as JKN.
  const patients = await bo.get<{
    list: { name: string; bpjsNo: string | null; birthDate: string }[];
  }>('Pasien', null, null, { shown: '30', sortByField: 'rmNo', sortByType: 'asc' });
  const patient = patients.data.list.find((p) => p.bpjsNo && /^\d{13}$/.test(p.bpjsNo));
  assert.ok(patient?.bpjsNo, 'a demo patient with a BPJS card');
  await bo.do('Reservasi', 'add', {
    unitId: poli,
    visitDate: todayWib(),
    patientName: patient.name,
    bpjsNo: patient.bpjsNo,
    payer: 'JKN',
    newPatient: 'N',
  });
  const [year, month, day] = patient.birthDate.slice(0, 10).split('-');
  const kiosk = await terminal('kiosk');
  const press = async (digits: string) => {
    for (const d of digits) {
      await kiosk.page
        .getByLabel('Papan tombol')
        .getByRole('button', { name: d, exact: true })
        .click();
    }
  };
  const sent: unknown[] = [];
  kiosk.page.on('request', (r) => {
    if (r.url().endsWith('/display/check-in')) sent.push(r.postDataJSON());
  });

  await kiosk.page.goto('/display-check-in');
  await kiosk.page.getByRole('button', { name: 'Nomor Kartu BPJS' }).click();
  await kiosk.page.waitForURL(/\/input-kode-bpjs$/);
  await press(patient.bpjsNo);
  assert.equal(await kiosk.page.getByLabel('Nomor Kartu BPJS').inputValue(), patient.bpjsNo);
  await kiosk.page.getByRole('button', { name: 'Lanjut' }).click();

  // Step 2: the birth date on the keypad, shown as DD/MM/YYYY while typed.
  const birth = kiosk.page.getByLabel('Tanggal Lahir');
  await birth.waitFor();
  await press(`${day}${month}`);
  assert.equal(await birth.inputValue(), `${day}/${month}`);
  // A wrong year: refused like an unknown card.
  await press('1904');
  await shot(kiosk.page, 'input-kode-bpjs-tanggal-lahir');
  await kiosk.page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await kiosk.page
    .getByRole('alert')
    .filter({
      hasText:
        'Reservasi hari ini dengan No. Kartu BPJS dan tanggal lahir tersebut tidak ditemukan.',
    })
    .waitFor();
  // An impossible date never leaves the kiosk.
  await kiosk.page.getByRole('button', { name: 'Kosongkan' }).click();
  await press('31022000');
  await kiosk.page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await kiosk.page.getByRole('alert').filter({ hasText: 'Tanggal lahir tidak valid.' }).waitFor();
  assert.equal(sent.length, 1);

  await kiosk.page.getByRole('button', { name: 'Kosongkan' }).click();
  await press(`${day}${month}${year}`);
  assert.equal(await birth.inputValue(), `${day}/${month}/${year}`);
  await kiosk.page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await kiosk.page.waitForURL(/\/done-checkin\/PU\d{3}$/);
  assert.deepEqual(sent.at(-1), { bpjsNo: patient.bpjsNo, birthDate: `${year}-${month}-${day}` });
  assert.deepEqual(sent[0], { bpjsNo: patient.bpjsNo, birthDate: `1904-${month}-${day}` });
  await kiosk.page.getByTestId('checkin-done').waitFor();
  // Touch targets on the birth-date step too.
  await kiosk.page.goto('/input-kode-bpjs');
  await press('0001234567890');
  await kiosk.page.getByRole('button', { name: 'Lanjut' }).click();
  await kiosk.page.getByLabel('Tanggal Lahir').waitFor();
  const small = await kiosk.page.$$eval(
    'button',
    (els) =>
      els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 48 || r.height < 48).length,
  );
  assert.equal(small, 0);
  await kiosk.context.close();
});

test('two counters call at once and get different tickets', async () => {
  const a = await staff();
  const b = await staff();
  const far = await unitIdOf('FAR');
  const kiosk = await terminal('kiosk');
  await kiosk.page.goto('/display-cetak');
  for (let i = 0; i < 2; i += 1) {
    await kiosk.page.getByRole('button', { name: 'Farmasi Rawat Jalan' }).click();
    await kiosk.page.getByTestId('ticket-code').waitFor();
    await kiosk.page.getByRole('button', { name: 'Selesai' }).click();
  }
  const [x, y] = await Promise.all([
    a.do<CalledTicket>('Antrean', 'panggil', { unitId: far, counter: 'Loket 1' }),
    b.do<CalledTicket>('Antrean', 'panggil', { unitId: far, counter: 'Loket 2' }),
  ]);
  assert.ok(x.data.ticket && y.data.ticket);
  assert.notEqual(x.data.ticket.code, y.data.ticket.code);
  await kiosk.context.close();
});

test('the display reconnects on its own after a server restart', async () => {
  const tv = await terminal('display');
  await tv.page.goto('/display-antrian-farmasi');
  await tv.page.getByText('Farmasi Rawat Jalan').first().waitFor();
  await tv.page.getByTestId('calling-code').waitFor();
  const before = (await tv.page.getByTestId('calling-code').textContent())?.trim();

  await stopServer();
  await tv.page.getByRole('alert').filter({ hasText: 'Koneksi terputus' }).waitFor();
  // The last known board stays on screen.
  assert.equal((await tv.page.getByTestId('calling-code').textContent())?.trim(), before);
  await shot(tv.page, 'display-antrian-farmasi-koneksi-terputus');

  await startServer();
  await tv.page
    .getByRole('alert')
    .filter({ hasText: 'Koneksi terputus' })
    .waitFor({ state: 'detached', timeout: 30_000 });
  const bo = await staff();
  const far = await unitIdOf('FAR');
  await fetch(`${process.env.BO_API_URL}/api/bo/display/ambil-tiket`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-display-token': process.env.BO_DISPLAY_TOKEN ?? '',
    },
    body: JSON.stringify({ unitId: far }),
  });
  const call = await bo.do<CalledTicket>('Antrean', 'panggil', { unitId: far, counter: 'Loket 4' });
  const code = call.data.ticket?.code ?? '';
  await tv.page.getByTestId('calling-code').filter({ hasText: code }).waitFor();
  await tv.context.close();
});

test('every display and kiosk screen renders (screenshots when asked)', async () => {
  const displays = [
    'display-poli',
    'display-penunjang',
    'display-antrian',
    'display-antrian-perawat',
    'display-antrian-farmasi-ugd',
    'display-antrian-ugd',
    'display-antrian-admisi-ugd',
    'display-anjungan-ranap',
  ];
  const tv = await terminal('display');
  for (const route of displays) {
    await tv.page.goto(`/${route}`);
    await tv.page.locator('h1').waitFor();
    await tv.page.waitForLoadState('networkidle');
    await shot(tv.page, route);
  }
  // The header names the hospital of static-settings (not the build's default) with its logo.
  await tv.page.getByRole('banner').getByText('RS Umum Sehat Sentosa').waitFor();
  const logo = tv.page.locator('header img.logo');
  await logo.waitFor();
  assert.equal(await logo.getAttribute('alt'), '');
  assert.match(String(await logo.getAttribute('src')), /^\/api\/bo\/logo\?v=[0-9a-f]{16}$/);
  assert.ok(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
  await tv.page.goto('/display-anjungan-ranap');
  await tv.page.getByRole('table').first().waitFor();
  assert.ok((await tv.page.getByRole('row').count()) > 1);
  // The seeded VIP ward has every bed occupied.
  await tv.page
    .getByRole('row', { name: /Anggrek/ })
    .getByText('Penuh')
    .waitFor();
  await tv.context.close();
  const kiosk = await terminal('kiosk');
  for (const route of ['input-kode-bpjs', 'scan-qr-code-surat', 'display-finger-print']) {
    await kiosk.page.goto(`/${route}`);
    await kiosk.page.locator('h1').waitFor();
    await shot(kiosk.page, route);
  }
  // Touch targets: every button is at least 48 px in both directions.
  await kiosk.page.goto('/input-kode-bpjs');
  const small = await kiosk.page.$$eval(
    'button',
    (els) =>
      els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 48 || r.height < 48).length,
  );
  assert.equal(small, 0);
  await kiosk.context.close();
});
