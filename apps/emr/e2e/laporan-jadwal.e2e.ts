/**
 * End-to-end test of the schedule effectiveness report (laporan-efektivitas-jadwal): open it as
 * the admisi level, move the range to the previous month (a range over 31 days is refused on the
 * way), and find a seeded schedule with its practice days and quota. Against the real server
 * (scripts/test-e2e.sh starts both).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { closeBrowser, login, newPage, screenshot, screenshotNarrow } from './harness';

after(closeBrowser);

/** Mondays between two YYYY-MM-DD days, both included (the seed has no holiday on a Monday). */
function mondays(from: string, to: string): number {
  let n = 0;
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    if (new Date(t).getUTCDay() === 1) n += 1;
  }
  return n;
}

describe('laporan-efektivitas-jadwal', () => {
  test('change the range: a seeded schedule shows its practice days and quota', async () => {
    const { context, page } = await newPage(1440, 1000);
    await login(page, 'admisi');
    await page.goto('/laporan-efektivitas-jadwal');
    await page.getByRole('heading', { name: 'Laporan Efektivitas Jadwal', exact: true }).waitFor();
    const firstGrid = page.getByRole('grid', { name: /^Efektivitas jadwal \d{4}-\d{2}-01 s\.d\./ });
    await firstGrid.waitFor();
    const initial = (await firstGrid.getAttribute('aria-label')) ?? '';

    // Tanggal Awal one month back: over 31 days, refused in the form.
    const month = (label: string) =>
      page
        .locator('[data-field]')
        .filter({ hasText: label })
        .getByRole('spinbutton', { name: /bulan|month/i });
    await month('Tanggal Awal').focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText('Rentang tanggal maksimal 31 hari.').waitFor();
    // Tanggal Akhir one month back too: a valid range of the previous month.
    await month('Tanggal Akhir').focus();
    await page.keyboard.press('ArrowDown');
    const grid = page.getByRole('grid', { name: /^Efektivitas jadwal \d{4}-\d{2}-01 s\.d\./ });
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll('[role="grid"]')].some((g) => {
          const label = g.getAttribute('aria-label') ?? '';
          return label.startsWith('Efektivitas jadwal 2') && label !== before;
        }),
      initial,
    );
    const label = (await grid.getAttribute('aria-label')) ?? '';
    const [, rangeFrom = '', rangeTo = ''] =
      /^Efektivitas jadwal (\S+) s\.d\. (\S+)$/.exec(label) ?? [];
    assert.notEqual(label, initial);
    assert.ok(rangeFrom < initial.slice(19, 29), `${label} before ${initial}`);

    const row = grid
      .getByRole('row')
      .filter({ hasText: 'dr. Andi Pratama' })
      .filter({ hasText: 'Senin · Pagi' });
    await row.waitFor();
    const cells = (await row.getByRole('gridcell').allTextContents()).map((c) => c.trim());
    const days = mondays(rangeFrom, rangeTo);
    // Hari / Sesi, Hari praktik, Kuota (40 per day in the seed).
    assert.match(cells[0] ?? '', /07:00.13:00/);
    assert.equal(cells[1], String(days), cells.join(' | '));
    assert.equal(cells[2], String(days * 40), cells.join(' | '));
    await page
      .getByRole('row')
      .filter({ hasText: /^Total/ })
      .waitFor();
    await screenshot(page, 'laporan-efektivitas-jadwal');
    await screenshotNarrow(page, 'laporan-efektivitas-jadwal');
    // CSV export: the header, the same row and the total line.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ekspor CSV' }).click(),
    ]);
    assert.equal(
      download.suggestedFilename(),
      `laporan-efektivitas-jadwal_${rangeFrom}_${rangeTo}.csv`,
    );
    const path = await download.path();
    const csv = readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    assert.match(csv[0] ?? '', /^Dokter,Unit,Hari,Sesi,Jam,Hari Praktik,Kuota,/);
    assert.ok(
      csv.includes(
        `dr. Andi Pratama,Poli Umum,Senin,Pagi,07:00-13:00,${days},${days * 40},0,0,0,0,0,`,
      ),
      csv.slice(0, 5).join('\n'),
    );
    assert.ok(csv.some((l) => l.startsWith('Total,')));
    await context.close();
  });

  test('pick Tanggal Akhir in the calendar: it opens visibly next to its field', async () => {
    const { context, page } = await newPage(1440, 1000);
    await login(page, 'admisi');
    await page.goto('/laporan-efektivitas-jadwal');
    const grid = page.getByRole('grid', { name: /^Efektivitas jadwal \d{4}-\d{2}-01 s\.d\./ });
    await grid.waitFor();
    const initial = (await grid.getAttribute('aria-label')) ?? '';
    const from = initial.slice(19, 29);

    const field = page.locator('[data-field]').filter({ hasText: 'Tanggal Akhir' });
    await field.getByRole('button', { name: 'Buka kalender' }).click();
    const calendar = page.getByRole('dialog', { name: 'Kalender' });
    await calendar.waitFor();
    // Shown, not only present: fully opaque, inside the window, just below (or above) the field.
    await page.waitForFunction(() => {
      const dialog = document.querySelector('[role="dialog"][aria-label="Kalender"]');
      let opacity = 1;
      for (let node = dialog; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity === 1;
    });
    const box = await calendar.boundingBox();
    const group = await field.getByRole('group').first().boundingBox();
    const viewport = page.viewportSize();
    assert.ok(box && group && viewport, 'calendar, field and window have boxes');
    assert.ok(box.width > 200 && box.height > 200, `calendar ${JSON.stringify(box)}`);
    assert.ok(
      box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width,
      `calendar ${JSON.stringify(box)} inside ${JSON.stringify(viewport)}`,
    );
    assert.ok(box.y + box.height <= viewport.height, `calendar ${JSON.stringify(box)}`);
    const below = box.y >= group.y + group.height - 1 && box.y - (group.y + group.height) < 24;
    const above = box.y + box.height <= group.y + 1 && group.y - (box.y + box.height) < 24;
    assert.ok(below || above, `calendar ${JSON.stringify(box)} next to ${JSON.stringify(group)}`);

    // The first day of the month shown (the range's own month): the report follows.
    await calendar
      .locator('[role="button"]:not([data-outside-month])')
      .filter({ hasText: /^1$/ })
      .click();
    await calendar.waitFor({ state: 'hidden' });
    await page.getByRole('grid', { name: `Efektivitas jadwal ${from} s.d. ${from}` }).waitFor();
    await context.close();
  });
});
