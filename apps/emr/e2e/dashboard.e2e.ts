/**
 * The Dashboard reads one summary query (`GET /api/bo/get/Dashboard`) and no list, the sidebar's
 * two Notification calls go out once per type per page load (a window focus later does not repeat
 * them), and the figures on screen are the API's answer for that user.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { createEnvelopeCodec } from '@simrs/api-client';
import type { DashboardSummary } from '@simrs/validators/contracts';
import type { Page, Request } from 'playwright';
import {
  apiAs,
  apiWithToken,
  closeBrowser,
  login,
  newPage,
  screenshot,
  tokenCookie,
} from './harness';

after(closeBrowser);

const codec = createEnvelopeCodec({
  passphrase: process.env.BO_PAYLOAD_PASSPHRASE ?? '',
  eager: false,
});

interface Seen {
  method: string;
  path: string;
  /** The do-type of a POST (its envelope opened), '' for a GET. */
  type: Promise<string>;
}

/** Every API request of the page from now on, with the do-type of each POST. */
function recordApi(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (!url.pathname.startsWith('/api/bo/')) return;
    const body = req.postData();
    const type = (async () => {
      if (!body) return '';
      const sealed = (JSON.parse(body) as { data?: string }).data;
      if (!sealed) return '';
      return ((await codec.open(sealed)) as { type?: string }).type ?? '';
    })();
    seen.push({ method: req.method(), path: url.pathname.slice('/api/bo'.length), type });
  });
  return seen;
}

async function notificationCalls(seen: Seen[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const s of seen.filter((x) => x.path === '/do/Notification')) {
    const type = await s.type;
    out[type] = (out[type] ?? 0) + 1;
  }
  return out;
}

const ONCE_PER_TYPE = { 'get-notif-pending-barang': 1, 'get-notif-pending-pemeliharaan': 1 };
/** Reads the Dashboard may make besides its summary: the session and the hospital's logo. */
const NOT_A_LIST = new Set(['/get/Dashboard', '/get/profile', '/logo', '/public/identity']);

/** What the page asked while the Dashboard loaded, checked against the rule of one call each. */
async function assertOneLoad(seen: Seen[], label: string): Promise<void> {
  const gets = seen.filter((s) => s.method === 'GET').map((s) => s.path);
  assert.equal(
    gets.filter((p) => p === '/get/Dashboard').length,
    1,
    `${label}: one summary call (${gets.join(', ')})`,
  );
  assert.deepEqual(
    gets.filter((p) => !NOT_A_LIST.has(p)),
    [],
    `${label}: no list calls`,
  );
  assert.deepEqual(await notificationCalls(seen), ONCE_PER_TYPE, `${label}: notifications`);
}

const shown = (f: { value: number; totalExact: boolean }) =>
  `${f.totalExact ? '' : 'lebih dari '}${f.value.toLocaleString('id-ID')}`;

/** Every section, figure, hint, link and chart of the API's answer is on screen as answered. */
async function assertFigures(page: Page, summary: DashboardSummary): Promise<void> {
  const main = page.getByRole('main');
  for (const section of summary.sections) {
    const region = main.getByRole('region', { name: section.title, exact: true });
    await region.waitFor();
    for (const f of section.figures) {
      const value = region.getByTestId(`count-${f.key}`);
      assert.equal(await value.textContent(), shown(f), `${f.key} value`);
      const tile = region.locator('dl > div').filter({ has: page.getByTestId(`count-${f.key}`) });
      assert.equal(await tile.locator('dt').textContent(), f.label, `${f.key} label`);
      if (f.hint) {
        assert.equal(await tile.locator('[data-part="hint"]').textContent(), f.hint);
      }
      const link = tile.locator('dt a');
      if (f.href) assert.equal(await link.getAttribute('href'), f.href, `${f.key} link`);
      else assert.equal(await link.count(), 0, `${f.key} has no link`);
      assert.equal(await tile.getAttribute('data-tone'), f.tone ?? null, `${f.key} tone`);
    }
    if (section.chart) {
      await region.getByRole('img', { name: `Grafik batang: ${section.chart.title}` }).waitFor();
    }
  }
  // Nothing else: as many tiles as the answer has figures.
  const figures = summary.sections.reduce((n, s) => n + s.figures.length, 0);
  assert.equal(await main.locator('[data-testid^="count-"]').count(), figures);
}

async function summaryOf(page: Page): Promise<DashboardSummary> {
  const token = (await tokenCookie(page.context()))?.value ?? '';
  return (await apiWithToken(token).get<DashboardSummary>('Dashboard')).data;
}

/**
 * A morning at admission, so the Dashboard has something to count: at Admisi Rawat Jalan one
 * number served, one at the counter and one waiting; one waiting at Informasi. (The queue e2e
 * drains these units before it starts.)
 */
async function morningQueue(): Promise<void> {
  const api = await apiAs('superadmin');
  const units = (await api.get<{ list: { id: number; code: string }[] }>('AntreanTujuan')).data
    .list;
  const unit = (code: string) => units.find((u) => u.code === code)?.id ?? 0;
  const [adm, info] = [unit('ADM-1'), unit('INFO')];
  for (const u of [adm, adm, adm, info]) {
    await api.do('Antrean', 'ambil', { unitId: u, patientName: '' });
  }
  const call = () =>
    api.do<{ ticket: { id: number } }>('Antrean', 'panggil', { unitId: adm, counter: 'Loket 1' });
  const first = (await call()).data.ticket;
  await api.do('Antrean', 'selesai', { id: first.id });
  await call();
}

describe('Dashboard', () => {
  const cases: [string, string[]][] = [
    ['admisi', ['antrean', 'reservasi', 'master']],
    ['admin', ['master']],
  ];
  for (const [username, sections] of cases) {
    test(`${username}: one summary call, no list calls, one notification call per type`, async () => {
      const { context, page } = await newPage(1280, 800);
      if (username === 'admisi') await morningQueue();
      const seen = recordApi(page);
      await login(page, username);
      await page.locator('[data-testid^="count-"]').first().waitFor();
      const loaded = Date.now();
      const summary = await summaryOf(page);
      assert.deepEqual(
        summary.sections.map((s) => s.key),
        sections,
      );
      if (username === 'admisi') {
        // The morning's numbers: a waiting tile with its tone, and the chart per category.
        const antrean = summary.sections.find((x) => x.key === 'antrean');
        const admisi = antrean?.figures.find((f) => f.key === 'antrean-admisi');
        assert.ok(admisi && admisi.value >= 1 && admisi.tone === 'warning', 'someone waits');
        assert.ok(antrean?.chart, 'a chart of the categories');
      }
      await assertFigures(page, summary);
      await page.getByText(/^Selamat datang, /).waitFor();
      // Past SWR's deduping (2 s) and focus throttle (5 s) of the first calls.
      await page.waitForTimeout(Math.max(0, loaded + 6_000 - Date.now()));
      await assertOneLoad([...seen], `${username} after login`);
      // A user coming back to the window does not repeat the notification calls (the sidebar's
      // badges poll every 60 s; the summary may refresh).
      await page.evaluate(() => {
        window.dispatchEvent(new Event('focus'));
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.waitForTimeout(1_000);
      assert.deepEqual(await notificationCalls(seen), ONCE_PER_TYPE, 'after a window focus');
      await screenshot(page, `dashboard-${username}`);

      // A reload (the session cookie kept) is a page load of its own: the same single calls.
      const again = recordApi(page);
      await page.reload();
      await page.locator('[data-testid^="count-"]').first().waitFor();
      await page.waitForTimeout(2_500);
      await assertOneLoad(again, `${username} after a reload`);
      await context.close();
    });
  }
});
