/**
 * End-to-end tests of the staff queue screens against the real server (scripts/test-e2e.sh):
 * two counters working one queue live, the 409 of a chosen ticket taken by the other counter,
 * belum-dilayani, task-id-harian and the announcer. Writes their screenshots (1280 x 800).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BoClient } from '@simrs/api-client';
import type { BrowserContext, Page } from 'playwright';
import {
  apiAs,
  apiLogin,
  closeBrowser,
  login,
  newPage,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

interface TicketAnswer {
  ticket: { id: number; code: string; status: string } | null;
}

let superadmin: BoClient;
let units: { id: number; code: string; name: string }[] = [];

const unitIdOf = (code: string): number => {
  const u = units.find((x) => x.code === code);
  if (!u) throw new Error(`no unit ${code}`);
  return u.id;
};

/** Today in WIB (the server's queue day). */
const todayWib = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Serves every waiting ticket of a unit through the API, so the test starts from an empty queue. */
async function drain(unitId: number): Promise<void> {
  for (;;) {
    const call = await superadmin.do<TicketAnswer>('Antrean', 'panggil', {
      unitId,
      counter: 'Persiapan Uji',
    });
    const t = call.data.ticket;
    if (!t) return;
    await superadmin.do('Antrean', 'selesai', { id: t.id });
  }
}

/** Opens a counter screen as `username` with the counter name filled in. */
async function openCounter(
  route: string,
  counter: string,
  username = 'admisi',
): Promise<{ context: BrowserContext; page: Page }> {
  const s = await newPage();
  await login(s.page, username);
  await s.page.goto(`/${route}`);
  await s.page.getByRole('heading', { level: 1 }).waitFor();
  await s.page.getByLabel('Nama Loket').fill(counter);
  await liveConnected(s.page);
  return s;
}

async function liveConnected(page: Page): Promise<void> {
  await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
}

/** The call status chip 'Hadir' (Y), not 'Belum Hadir'. */
const PRESENT = '[data-list="callStatus"][data-code="Y"]';
const row = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });
const focusOf = (page: Page) => page.getByTestId('focus-ticket');
/** The counter card's line with the outcome of the latest action. */
const lastAction = (page: Page, text: string | RegExp) =>
  page.getByTestId('last-action').filter({ hasText: text });
/** A toast (React Aria's toast region is named 'Notifikasi'). */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifikasi' }).getByText(text).first();

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

before(async () => {
  superadmin = await apiAs('superadmin');
  const answer = await superadmin.get<{ list: { id: number; code: string; name: string }[] }>(
    'AntreanTujuan',
  );
  units = answer.data.list;
});

describe('counter screens', () => {
  test('take, call, recall, present, serve, finish and transfer; another counter sees it live', async () => {
    const adm = unitIdOf('ADM-1');
    await drain(adm);
    const a = await openCounter('admisi-antrean', 'Loket 1');
    const b = await openCounter('admisi-antrean', 'Loket 2');
    await b.page.getByTestId('count-waiting').filter({ hasText: /^0$/ }).waitFor();
    const servedBefore = Number(await b.page.getByTestId('count-served').textContent());

    // A walk-in number with a name; counter B sees it appear without reloading.
    await a.page.getByLabel('Nama Pasien (opsional)').fill('Siti Rahmawati');
    await press(a.page, 'Ambil Nomor');
    await lastAction(a.page, /Nomor A\d{3} dibuat\./).waitFor();
    const code = (await a.page.getByTestId('taken').locator('strong').textContent()) ?? '';
    assert.match((await a.page.getByTestId('taken').textContent()) ?? '', /Siti Rahmawati/);
    assert.match(code, /^A\d{3}$/);
    await row(b.page, code).waitFor();
    assert.match((await row(b.page, code).textContent()) ?? '', /Siti Rahmawati/);
    await b.page.getByTestId('count-waiting').filter({ hasText: '1' }).waitFor();

    // Two more walk-ins wait behind it (what a real morning looks like on the screenshot).
    for (const name of ['Agus Salim', '']) {
      await a.page.getByLabel('Nama Pasien (opsional)').fill(name);
      await press(a.page, 'Ambil Nomor');
    }
    await a.page.getByTestId('count-waiting').filter({ hasText: '3' }).waitFor();

    // Call next: the oldest waiting number comes to Loket 1.
    await press(a.page, 'Panggil Berikutnya');
    await lastAction(a.page, `Memanggil nomor ${code} ke Loket 1.`).waitFor();
    await focusOf(a.page)
      .and(a.page.locator(`[data-code="${code}"]`))
      .waitFor();
    assert.match((await focusOf(a.page).textContent()) ?? '', /Dipanggil.*Belum Hadir/);
    await row(b.page, code)
      .filter({ hasText: 'Loket 1' })
      .filter({ hasText: 'Dipanggil' })
      .waitFor();

    // Recall, then present.
    await press(a.page, 'Panggil Ulang');
    await lastAction(a.page, 'Nomor antrean dipanggil ulang.').waitFor();
    await focusOf(a.page).filter({ hasText: '2 kali' }).waitFor();
    await press(a.page, 'Hadir');
    await focusOf(a.page).locator(PRESENT).waitFor();
    assert.equal(await a.page.getByRole('button', { name: 'Hadir', exact: true }).count(), 0);
    await row(b.page, code).locator(PRESENT).waitFor();
    await screenshot(a.page, 'admisi-antrean');
    await screenshotNarrow(a.page, 'admisi-antrean');

    // Serve, then finish: the number leaves the open list on both counters.
    await press(a.page, 'Layani');
    await focusOf(a.page).filter({ hasText: 'Dilayani' }).waitFor();
    await row(b.page, code).filter({ hasText: 'Dilayani' }).waitFor();
    await press(a.page, 'Selesai');
    await lastAction(a.page, 'Pelayanan selesai.').waitFor();
    await row(b.page, code).waitFor({ state: 'detached' });
    await b.page
      .getByTestId('count-served')
      .filter({ hasText: String(servedBefore + 1) })
      .waitFor();

    // Transfer the next one to Informasi: it gets a new number there.
    await press(a.page, 'Panggil Berikutnya');
    const calling = lastAction(
      a.page,
      new RegExp(`Memanggil nomor (?!${code})A\\d{3} ke Loket 1\\.`),
    );
    await calling.waitFor();
    const second = /A\d{3}/.exec((await calling.textContent()) ?? '')?.[0] ?? '';
    assert.ok(second && second !== code);
    await focusOf(a.page)
      .and(a.page.locator(`[data-code="${second}"]`))
      .waitFor();
    await choose(a.page, 'Pindahkan ke unit', 'Informasi (Admisi Rawat Jalan)');
    await press(a.page, 'Pindahkan');
    const moved = lastAction(a.page, /Pasien dipindahkan dengan nomor I\d{3}\./);
    await moved.waitFor();
    const infoCode = /I\d{3}/.exec((await moved.textContent()) ?? '')?.[0] ?? '';
    await row(b.page, second).waitFor({ state: 'detached' });

    // The information counter sees the transferred patient.
    await a.page.goto('/informasi-admisi-antrean');
    await row(a.page, infoCode).filter({ hasText: 'Pindahan' }).waitFor();
    assert.match((await row(a.page, infoCode).textContent()) ?? '', /Agus Salim/);
    await a.context.close();
    await b.context.close();
  });

  test('two counters calling the same chosen number: one gets it, the other a clear 409', async () => {
    const adm = unitIdOf('ADM-1');
    await drain(adm);
    const a = await openCounter('admisi-antrean', 'Loket 1');
    const b = await openCounter('admisi-antrean', 'Loket 2');
    // Counter B's live updates are held back, so its list still offers the number after A took it
    // (as when both press at the same moment).
    let hold = false;
    await b.page.routeWebSocket(/socket\.io/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (hold && String(m).includes('queue:')) return;
        ws.send(m);
      });
    });
    await b.page.reload();
    await liveConnected(b.page);

    const taken = await superadmin.do<TicketAnswer>('Antrean', 'ambil', { unitId: adm });
    const code = taken.data.ticket?.code ?? '';
    await row(a.page, code).waitFor();
    await row(b.page, code).waitFor();
    hold = true;

    await a.page.getByRole('button', { name: `Panggil ${code}` }).click();
    await focusOf(a.page)
      .and(a.page.locator(`[data-code="${code}"]`))
      .waitFor();
    // B still shows the number as waiting and calls it too.
    await b.page.getByRole('button', { name: `Panggil ${code}` }).click();
    await toast(b.page, 'Nomor antrean sudah dipanggil petugas lain.').waitFor();
    await toast(b.page, 'Daftar antrean sudah dimuat ulang.').waitFor();
    // Refreshed by the refusal itself (its live updates are still held back).
    await row(b.page, code).filter({ hasText: 'Loket 1' }).waitFor();
    assert.equal(await b.page.getByRole('button', { name: `Panggil ${code}` }).count(), 0);
    const server = await superadmin.get<{ list: { code: string; counter: string }[] }>(
      'Antrean',
      null,
      null,
      { unitId: adm },
    );
    assert.equal(server.data.list.find((t) => t.code === code)?.counter, 'Loket 1');

    // The patient does not come: absent, then called once more.
    await press(a.page, 'Tidak Hadir');
    await focusOf(a.page).locator('[data-list="callStatus"][data-code="N"]').waitFor();
    await focusOf(a.page).locator('[data-status="SKIPPED"]').waitFor();
    assert.equal(await a.page.getByRole('button', { name: 'Layani', exact: true }).count(), 0);
    await press(a.page, 'Panggil Ulang');
    await focusOf(a.page).locator('[data-status="CALLED"]').waitFor();
    await focusOf(a.page).filter({ hasText: '2 kali' }).waitFor();
    await a.context.close();
    await b.context.close();
  });

  test('a viewer without the edit action sees the queue but no buttons', async () => {
    const adm = unitIdOf('ADM-1');
    const level = await superadmin.do<{ record: { id: number } }>('UserLevel', 'add', {
      name: `Lihat Antrean ${Date.now() % 1_000_000}`,
      menuRole: [{ menu: 'admisi-antrean', actions: ['view'] }],
    });
    const username = `lihat.${Date.now() % 1_000_000}`;
    // Set by an administrator, then made the viewer's own (a forced change comes first).
    const temporary = 'Sandi sementara pengamat';
    const own = 'Pengamat antrean loket satu';
    await superadmin.do('Users', 'add', {
      username,
      name: 'Pengamat Antrean',
      levelId: level.data.record.id,
      password: temporary,
    });
    const owner = await apiLogin(username, temporary);
    await owner.do('Users', 'change-password', {
      oldPassword: temporary,
      newPassword: own,
      confirmPassword: own,
    });
    await owner.logout();
    const waiting = await superadmin.do<TicketAnswer>('Antrean', 'ambil', { unitId: adm });
    const { page, context } = await newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Kata Sandi').fill(own);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/admisi-antrean');
    await row(page, waiting.data.ticket?.code ?? '').waitFor();
    for (const name of [
      'Panggil Berikutnya',
      'Ambil Nomor',
      `Panggil ${waiting.data.ticket?.code}`,
    ]) {
      assert.equal(await page.getByRole('button', { name }).count(), 0, name);
    }
    await context.close();
  });
});

describe('overviews', () => {
  test('belum-dilayani lists the waiting numbers oldest first, live', async () => {
    const adm = unitIdOf('ADM-1');
    const info = unitIdOf('INFO');
    await drain(adm);
    await drain(info);
    const first = await superadmin.do<TicketAnswer>('Antrean', 'ambil', {
      unitId: adm,
      patientName: 'Dewi Lestari',
    });
    await superadmin.do('Antrean', 'ambil', { unitId: info, patientName: 'Bambang Pamungkas' });
    const absent = await superadmin.do<TicketAnswer>('Antrean', 'ambil', { unitId: adm });
    await superadmin.do('Antrean', 'panggil', {
      unitId: adm,
      counter: 'Loket 3',
      ticketId: absent.data.ticket?.id,
    });
    await superadmin.do('Antrean', 'tidak-hadir', { id: absent.data.ticket?.id });

    const { page, context } = await newPage();
    await login(page, 'admisi');
    await page.getByRole('link', { name: 'Belum Dilayani' }).click();
    await page.getByRole('heading', { name: 'Belum Dilayani', exact: true }).waitFor();
    await liveConnected(page);
    const firstCode = first.data.ticket?.code ?? '';
    await row(page, firstCode).waitFor();
    const absentCode = absent.data.ticket?.code ?? '';
    const listed = async () =>
      page
        .getByRole('row')
        .evaluateAll((rows) =>
          rows
            .slice(1)
            .map((r) =>
              [...r.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(
                (c) => c.textContent?.trim() ?? '',
              ),
            ),
        );
    // Oldest first: the 'Diambil' times never go down, and our numbers keep their order.
    const rows = await listed();
    const takenAt = rows.map((cells) => cells[6] ?? '');
    assert.deepEqual(takenAt, [...takenAt].sort(), `oldest first, got ${takenAt.join(', ')}`);
    const order = rows.map((cells) => cells[0]);
    assert.ok(order.indexOf(firstCode) < order.indexOf(absentCode), order.join(', '));
    assert.match(
      (await row(page, absent.data.ticket?.code ?? '').textContent()) ?? '',
      /Tidak Hadir/,
    );

    // A new number appears live; filtering by category narrows the list.
    const late = await superadmin.do<TicketAnswer>('Antrean', 'ambil', { unitId: adm });
    const lateCode = late.data.ticket?.code ?? '';
    await row(page, lateCode).waitFor();
    const after = (await listed()).map((cells) => cells[0]);
    assert.equal(after.at(-1), lateCode, 'the newest number is last');
    await screenshot(page, 'belum-dilayani');
    await screenshotNarrow(page, 'belum-dilayani');
    await choose(page, 'Kategori Unit', 'Informasi');
    await row(page, firstCode).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Bambang Pamungkas' }).waitFor();
    await context.close();
  });

  test('task-id-harian shows each booking with its task times', async () => {
    const today = todayWib();
    const poli = unitIdOf('P-UMUM');
    const far = unitIdOf('FAR');
    const book = async (patientName: string, newPatient: 'Y' | 'N') => {
      const r = await superadmin.do<{ reservation: { bookingCode: string } }>('Reservasi', 'add', {
        unitId: poli,
        visitDate: today,
        patientName,
        payer: 'JKN',
        bpjsNo: `000${Math.floor(1e9 + Math.random() * 9e9)}`,
        newPatient,
      });
      return r.data.reservation.bookingCode;
    };
    const checkIn = async (bookingCode: string) =>
      (
        await superadmin.do<{ ticket: { id: number; unitId: number } }>('Reservasi', 'check-in', {
          bookingCode,
        })
      ).data.ticket;
    // A returning patient through the clinic and the pharmacy: tasks 3, 4, 5, 6, 7.
    const full = await book('Rina Marlina', 'N');
    const t1 = await checkIn(full);
    await superadmin.do('Antrean', 'panggil', {
      unitId: poli,
      counter: 'Ruang 1',
      ticketId: t1.id,
    });
    const moved = await superadmin.do<{ to: { id: number } }>('Antrean', 'transfer', {
      id: t1.id,
      toUnitId: far,
    });
    await superadmin.do('Antrean', 'panggil', {
      unitId: far,
      counter: 'Loket Obat',
      ticketId: moved.data.to.id,
    });
    await superadmin.do('Antrean', 'selesai', { id: moved.data.to.id });
    // A new patient waiting at admission (task 1), one called there (1, 2), one not yet arrived.
    await checkIn(await book('Yusuf Maulana', 'Y'));
    const called = await checkIn(await book('Lina Marpaung', 'Y'));
    await superadmin.do('Antrean', 'panggil', {
      unitId: called.unitId,
      counter: 'Loket 1',
      ticketId: called.id,
    });
    const notYet = await book('Hendra Gunawan', 'N');

    const { page, context } = await newPage();
    await login(page, 'admisi');
    await page.goto('/task-id-harian');
    await page.getByRole('heading', { name: 'Task ID Harian', exact: true }).waitFor();
    const fullRow = row(page, full);
    await fullRow.waitFor();
    const cells = await fullRow.getByRole('gridcell').allTextContents();
    const times = cells.filter((c) => /^\d{2}:\d{2}:\d{2}$/.test(c));
    assert.equal(times.length, 5, `five task times, got ${cells.join(' | ')}`);
    assert.match((await fullRow.textContent()) ?? '', /Rina Marlina/);
    assert.match((await row(page, notYet).textContent()) ?? '', /Belum check-in/);
    // The date field's picker loads on demand: wait for it, so the screenshot shows the date.
    await page.getByRole('spinbutton', { name: /^hari/ }).waitFor();
    await screenshot(page, 'task-id-harian');
    await screenshotNarrow(page, 'task-id-harian');
    // Another day: nothing booked.
    await page.getByRole('spinbutton', { name: /^hari/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText('Task ID Harian not found').waitFor();
    await context.close();
  });
});

describe('announcer', () => {
  test('audio-antrean announces calls of the chosen units, one at a time', async () => {
    const adm = unitIdOf('ADM-1');
    const kasir = unitIdOf('KASIR');
    await drain(adm);
    await drain(kasir);
    const { page, context } = await newPage();
    await context.addInitScript(() => {
      const w = window as unknown as { __spoken: string[] };
      w.__spoken = [];
      const synth = window.speechSynthesis;
      if (synth) {
        // A spy in place of the voice: records the words and ends each after 300 ms.
        synth.speak = (u: SpeechSynthesisUtterance) => {
          if (u.text) w.__spoken.push(u.text);
          setTimeout(() => u.onend?.(new Event('end') as SpeechSynthesisEvent), 300);
        };
        synth.cancel = () => undefined;
      }
    });
    await login(page, 'admisi');
    await page.getByRole('link', { name: 'Audio Antrean' }).click();
    await page.getByRole('heading', { name: 'Audio Antrean', exact: true }).waitFor();
    const enable = page.getByRole('button', { name: 'Aktifkan Suara' });
    if (await enable.isVisible()) await enable.click();
    await page.getByRole('checkbox', { name: 'Admisi Rawat Jalan' }).check({ force: true });
    await liveConnected(page);

    const one = await superadmin.do<TicketAnswer>('Antrean', 'ambil', { unitId: adm });
    const two = await superadmin.do<TicketAnswer>('Antrean', 'ambil', { unitId: adm });
    // A unit not chosen is not announced.
    await superadmin.do('Antrean', 'ambil', { unitId: kasir });
    await superadmin.do('Antrean', 'panggil', { unitId: kasir, counter: 'Kasir 9' });
    await superadmin.do('Antrean', 'panggil', {
      unitId: adm,
      counter: 'Loket 2',
      ticketId: one.data.ticket?.id,
    });
    await superadmin.do('Antrean', 'panggil', {
      unitId: adm,
      counter: 'Loket 3',
      ticketId: two.data.ticket?.id,
    });
    const c1 = one.data.ticket?.code ?? '';
    const c2 = two.data.ticket?.code ?? '';
    const log = page.getByTestId('announcement-log');
    await log.getByText(`Nomor antrean ${c2}, silakan ke Loket 3`).waitFor();
    await log.getByText(`Nomor antrean ${c1}, silakan ke Loket 2`).waitFor();
    const spoken = await page.evaluate(
      () => (window as unknown as { __spoken: string[] }).__spoken,
    );
    const n1 = Number(c1.slice(1));
    assert.equal(spoken.length, 2, spoken.join(' | '));
    assert.match(spoken[0] ?? '', /^Nomor antrean, a, .+\. Silakan ke loket dua\.$/);
    assert.ok(!spoken.join(' ').includes('Kasir'), 'the cashier is not announced');
    assert.ok(n1 > 0);
    await screenshot(page, 'audio-antrean');
    await screenshotNarrow(page, 'audio-antrean');
    await context.close();
  });
});
