/**
 * The staff app's speed against its ceiling (`npm run bench -w @simrs/emr`, started by
 * scripts/bench-speed.sh against one running server): in one Chromium, 10 runs each in a fresh
 * browser context (no cache), signed in as admin,
 *
 * - sidebar click: from pressing 'Master Tempat Tidur Rawat Inap' in the sidebar (the Dashboard
 *   on screen) to its 25 rows complete (every row drawn, the Kamar column showing the room's name);
 * - full load: from the navigation to /ranap-bed to the same 25 complete rows;
 * - the same two for the clinical worklist: Registrasi Pasien, the day's registrations (as many
 *   rows as the demo day has, at most 25; the Pasien column showing the patient);
 *
 * for the EMR and for a bare React page making the same API call (bench/bare.tsx: one GET of the
 * list, a plain table). Prints the medians and p90s and the ratios; the targets: each at most 2x
 * the bare page. Exits 1 when a target is missed. The times are taken inside the page
 * (performance.now(): the press's event time, the navigation's start), not around Playwright.
 */
import { gzipSync } from 'node:zlib';
import { createBoClient, createMemorySessionStorage } from '@simrs/api-client';
import { type Browser, chromium, type Page } from 'playwright';

const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5173';
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LABEL = process.env.BENCH_LABEL ?? 'embedded database';
const TARGET_RATIO = 2;

/**
 * What is measured: a master list (25 rows, a reference column) and the clinical worklist of the
 * registrations issue (the day's registrations; as many rows as the day has). `emrColumn` and
 * `bareColumn` are the columns that must show text, not a bare number, for a row to count.
 */
interface Scenario {
  name: string;
  menuSearch: string;
  menuTitle: string;
  path: string;
  module: string;
  button: string;
  emrColumn: string;
  bareColumn: string;
  rows: number;
}

const MASTER: Scenario = {
  name: 'Master Tempat Tidur Rawat Inap',
  menuSearch: 'Tempat Tidur',
  menuTitle: 'Master Tempat Tidur Rawat Inap',
  path: '/ranap-bed',
  module: 'RanapBed',
  button: 'Tempat Tidur',
  emrColumn: 'Kamar',
  bareColumn: 'kamarIdLabel',
  rows: 25,
};
const WORKLIST: Omit<Scenario, 'rows'> = {
  name: 'Registrasi Pasien (the day list)',
  menuSearch: 'Registrasi',
  menuTitle: 'Registrasi Pasien',
  path: '/registrasi-pasien',
  module: 'Registrasi',
  button: 'Registrasi',
  emrColumn: 'Pasien',
  bareColumn: 'regNo',
};

/** A session of a demo user (admin: the master list; admisi: the day's registrations). */
async function adminToken(username = 'admin'): Promise<string> {
  const bo = createBoClient({
    apiBase: BASE,
    apiKey: process.env.BO_API_KEY ?? '',
    apiKeyHeader: process.env.BO_API_KEY_HEADER ?? 'x-simrs-key',
    passphrase: process.env.BO_PAYLOAD_PASSPHRASE ?? '',
    storage: createMemorySessionStorage(),
  });
  const answer = await bo.login({ username, password: 'SimrsDemo2022', isRemember: 'N' });
  return answer.data.token;
}

/**
 * In the page: resolves with performance.now() once `ROWS` rows are drawn in the page's table and
 * no cell of the reference column (the EMR's 'Kamar', the bare page's kamarIdLabel) shows a bare
 * number. Checked after every DOM change.
 */
function completeRowsAt(page: Page, kind: 'emr' | 'bare', sc: Scenario): Promise<number> {
  // A string, not a function: the TypeScript loader would add helpers the page does not have.
  const selector = kind === 'emr' ? 'main table' : 'table';
  const column = kind === 'emr' ? sc.emrColumn : sc.bareColumn;
  const ROWS = sc.rows;
  return page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const table = document.querySelector(${JSON.stringify(selector)});
      if (!table) return false;
      const body = [...table.querySelectorAll('tbody tr')];
      if (body.length !== ${ROWS}) return false;
      const heads = [...table.querySelectorAll('thead th')].map((th) => (th.textContent || '').trim());
      const col = heads.indexOf(${JSON.stringify(column)});
      if (col < 0) return false;
      return body.every((tr) => {
        const text = ((tr.children[col] && tr.children[col].textContent) || '').trim();
        return text !== '' && !/^\\d+$/.test(text);
      });
    };
    if (check()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (check()) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  })`);
}

/** Records the time of the next primary-button press in the page (its event's time stamp). */
async function armPress(page: Page): Promise<void> {
  await page.evaluate(`window.__pressAt = undefined;
    window.addEventListener('pointerdown', (e) => { window.__pressAt = e.timeStamp; },
      { capture: true, once: true });`);
}

async function pressAt(page: Page): Promise<number> {
  const at = await page.evaluate('window.__pressAt');
  if (typeof at !== 'number') throw new Error('the press was not seen');
  return at;
}

interface Runner {
  browser: Browser;
  token: string;
}

async function freshPage(r: Runner): Promise<Page> {
  const context = await r.browser.newContext({
    baseURL: BASE,
    viewport: { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const { hostname } = new URL(BASE);
  await context.addCookies([{ name: 'token', value: r.token, domain: hostname, path: '/' }]);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function emrClick(r: Runner, sc: Scenario): Promise<number> {
  const page = await freshPage(r);
  try {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Cari menu' }).fill(sc.menuSearch);
    const link = page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: sc.menuTitle });
    await link.waitFor();
    await page.waitForLoadState('networkidle');
    await armPress(page);
    const done = completeRowsAt(page, 'emr', sc);
    await link.click();
    const end = await done;
    return end - (await pressAt(page));
  } finally {
    await page.context().close();
  }
}

async function bareClick(r: Runner, sc: Scenario): Promise<number> {
  const page = await freshPage(r);
  try {
    await page.goto(`/bench/bare.html?module=${sc.module}&button=${encodeURIComponent(sc.button)}`);
    const button = page.getByRole('button', { name: sc.button });
    await button.waitFor();
    await page.waitForLoadState('networkidle');
    await armPress(page);
    const done = completeRowsAt(page, 'bare', sc);
    await button.click();
    const end = await done;
    return end - (await pressAt(page));
  } finally {
    await page.context().close();
  }
}

/** From the navigation's start (performance.now() counts from it) to the complete rows. */
async function fullLoad(r: Runner, kind: 'emr' | 'bare', sc: Scenario): Promise<number> {
  const page = await freshPage(r);
  try {
    await page.goto(kind === 'emr' ? sc.path : `/bench/bare.html?module=${sc.module}&load`, {
      waitUntil: 'commit',
    });
    return await completeRowsAt(page, kind, sc);
  } finally {
    await page.context().close();
  }
}

/** The script chunks a page fetched while `act` ran: file (hash dropped) and gzip size. */
async function chunksDuring(page: Page, act: () => Promise<void>): Promise<[string, number][]> {
  const seen: Promise<[string, number]>[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (!path.endsWith('.js')) return;
    seen.push(
      res
        .body()
        .then((body) => [
          path.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''),
          gzipSync(body).length,
        ]),
    );
  });
  await act();
  return Promise.all(seen);
}

/** The chunk graph of the two journeys: which chunks a click and a full load fetch. */
async function printChunks(r: Runner): Promise<void> {
  const show = (what: string, chunks: [string, number][]) => {
    const total = chunks.reduce((sum, [, size]) => sum + size, 0);
    const list = chunks
      .sort((a, b) => b[1] - a[1])
      .map(([name, size]) => `${name} ${(size / 1024).toFixed(1)}`)
      .join(', ');
    console.log(
      `  chunks, ${what}: ${chunks.length} (${(total / 1024).toFixed(1)} KB gzip): ${list}`,
    );
  };
  const click = await freshPage(r);
  try {
    await click.goto('/dashboard');
    await click.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await click.getByRole('textbox', { name: 'Cari menu' }).fill(MASTER.menuSearch);
    const link = click
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: MASTER.menuTitle });
    await link.waitFor();
    await click.waitForLoadState('networkidle');
    show(
      'sidebar click',
      await chunksDuring(click, async () => {
        const done = completeRowsAt(click, 'emr', MASTER);
        await link.click();
        await done;
      }),
    );
  } finally {
    await click.context().close();
  }
  const load = await freshPage(r);
  try {
    show(
      'full load',
      await chunksDuring(load, async () => {
        await load.goto(MASTER.path, { waitUntil: 'commit' });
        await completeRowsAt(load, 'emr', MASTER);
      }),
    );
  } finally {
    await load.context().close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const p90 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.9 * s.length) - 1)] ?? 0;
};
const ms = (x: number) => `${x.toFixed(0).padStart(5)} ms`;

async function measure(name: string, run: () => Promise<number>): Promise<number[]> {
  await run(); // warm-up (the server's and Chromium's first run), not counted
  const times: number[] = [];
  // Interleaved by the caller would mix caches; each measure is its own fresh contexts.
  for (let i = 0; i < RUNS; i++) times.push(await run());
  console.log(`  ${name.padEnd(34)} median ${ms(median(times))}   p90 ${ms(p90(times))}`);
  return times;
}

/** The day's registrations as the day list shows them (the admin sees every clinic). */
async function dayListRows(token: string): Promise<number> {
  const res = await fetch(
    `${BASE}/api/bo/get/Registrasi?page=1&shown=25&token=${encodeURIComponent(token)}`,
    {
      headers: {
        accept: 'application/json',
        [process.env.BO_API_KEY_HEADER ?? 'x-simrs-key']: process.env.BO_API_KEY ?? '',
      },
    },
  );
  const body = (await res.json()) as { data?: { list?: unknown[] } };
  return body.data?.list?.length ?? 0;
}

/** Runs one scenario, prints its lines; answers how many targets it missed. */
async function scenario(r: Runner, sc: Scenario): Promise<number> {
  console.log(`  ${sc.name}: ${sc.rows} complete rows`);
  const emrClicks = await measure('EMR: sidebar click -> rows', () => emrClick(r, sc));
  const bareClicks = await measure('bare page: click -> rows', () => bareClick(r, sc));
  const emrLoads = await measure('EMR: full load -> rows', () => fullLoad(r, 'emr', sc));
  const bareLoads = await measure('bare page: full load -> rows', () => fullLoad(r, 'bare', sc));
  const ratios = [
    ['sidebar click', median(emrClicks) / median(bareClicks)],
    ['full load', median(emrLoads) / median(bareLoads)],
  ] as const;
  let missed = 0;
  for (const [what, ratio] of ratios) {
    const ok = ratio <= TARGET_RATIO;
    if (!ok) missed++;
    console.log(
      `  ${what.padEnd(14)} EMR / bare page = ${ratio.toFixed(2)}x  (target <= ${TARGET_RATIO}x: ${ok ? 'met' : 'NOT met'})`,
    );
  }
  return missed;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const r: Runner = { browser, token: await adminToken() };
    console.log(`staff app speed (${LABEL}): ${RUNS} runs each in fresh contexts`);
    let missed = await scenario(r, MASTER);
    // The day list is admission's (admin does not hold registrasi-pasien).
    const desk: Runner = { ...r, token: await adminToken('admisi') };
    const rows = await dayListRows(desk.token);
    if (rows > 0) missed += await scenario(desk, { ...WORKLIST, rows });
    else console.log('  Registrasi Pasien: no registration today (a Sunday?): not measured');
    await printChunks(r);
    if (missed > 0) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
