/**
 * Prints how many routes of spec section 2 the EMR registers and implements, by section.
 * `npm run routes:report -w @simrs/emr`
 *
 * The public display and kiosk routes (section 2.2) are served by the kiosk app: the EMR sends
 * them there. They count as implemented only when that is seen to work: with the EMR and the
 * kiosk app running (`npm start`), each one is opened on the EMR in Chromium and must end on the
 * kiosk app, on the same path, showing that route's own screen (its titled header, not the
 * kiosk's start page). `EMR_URL` (default http://127.0.0.1:$EMR_PORT, 5173) names the EMR;
 * `--no-kiosk-check` skips the check.
 */
import { screenCatalog } from '@simrs/domain/screens';
import { chromium } from 'playwright';
import { routeTable } from '../src/routing/appRoutes';
import { type RouteEntry, routesReport } from '../src/routing/routeTable';

const KIOSK_HOME_TITLE = 'Anjungan Mandiri';
const STEP_MS = 20_000;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

interface KioskCheck {
  reached: Set<string>;
  notes: string[];
}

/** Opens every kiosk route on the EMR and keeps those that end on their working kiosk screen. */
async function checkKioskRoutes(
  routes: readonly RouteEntry[],
  emrUrl: string,
): Promise<KioskCheck> {
  const reached = new Set<string>();
  const notes: string[] = [];
  if (!(await answers(emrUrl))) {
    notes.push(`EMR not answering at ${emrUrl}: kiosk routes not checked (start it: npm start)`);
    return { reached, notes };
  }
  const emrOrigin = new URL(emrUrl).origin;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    for (const route of routes) {
      const path = `/${route.key}`;
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(`${emrUrl}${path}`, { waitUntil: 'commit', timeout: STEP_MS });
        // The EMR either moves to the kiosk app or says (at once) that it cannot reach it.
        const moved = page
          .waitForURL((u) => u.origin !== emrOrigin && u.pathname === path, { timeout: STEP_MS })
          .then(() => true);
        const refused = page
          .getByRole('alert')
          .filter({ hasText: 'Aplikasi layar publik' })
          .waitFor({ timeout: STEP_MS })
          .then(() => false);
        if (!(await Promise.race([moved, refused]))) {
          moved.catch(() => undefined);
          notes.push(`${route.key}: the EMR cannot reach the kiosk app (${page.url()})`);
          continue;
        }
        refused.catch(() => undefined);
        const title = page.locator('header h1').first();
        await title.waitFor({ timeout: STEP_MS });
        const text = ((await title.textContent()) ?? '').trim();
        if (text === '' || text === KIOSK_HOME_TITLE) {
          notes.push(`${route.key}: the kiosk app shows its start page, not this screen`);
        } else if (errors.length > 0) {
          notes.push(`${route.key}: page error on the kiosk app: ${errors[0]}`);
        } else {
          reached.add(route.key);
        }
      } catch {
        notes.push(`${route.key}: did not reach a kiosk screen (ended at ${page.url()})`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { reached, notes };
}

const kioskRoutes = routeTable.filter((r) => r.kind === 'kiosk');
const emrUrl = (
  process.env.EMR_URL ?? `http://127.0.0.1:${process.env.EMR_PORT ?? '5173'}`
).replace(/\/+$/, '');
const check = process.argv.includes('--no-kiosk-check')
  ? { reached: new Set<string>(), notes: ['kiosk routes not checked (--no-kiosk-check)'] }
  : await checkKioskRoutes(kioskRoutes, emrUrl);

const rows = routesReport(routeTable, check.reached);
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log('section  routes  implemented  not yet');
for (const r of rows) {
  console.log(
    `${r.section.padEnd(7)}  ${pad(r.routes, 6)}  ${pad(r.implemented, 11)}  ${pad(r.routes - r.implemented, 7)}`,
  );
}
const routes = rows.reduce((a, r) => a + r.routes, 0);
const implemented = rows.reduce((a, r) => a + r.implemented, 0);
console.log(`total    ${pad(routes, 6)}  ${pad(implemented, 11)}  ${pad(routes - implemented, 7)}`);
const missing = screenCatalog.filter((s) => !routeTable.some((r) => r.key === s.key));
console.log(
  `registered ${routeTable.length} of ${screenCatalog.length} spec routes` +
    (missing.length > 0 ? `; missing: ${missing.map((s) => s.key).join(', ')}` : ' (all)'),
);
console.log(
  `kiosk routes (sent to the kiosk app): ${check.reached.size} of ${kioskRoutes.length} seen to reach their kiosk screen`,
);
for (const note of check.notes) console.log(`  ${note}`);
console.log(
  `implemented: ${routeTable
    .filter((r) => r.implemented || check.reached.has(r.key))
    .map((r) => r.key)
    .join(', ')}`,
);
if (missing.length > 0) process.exitCode = 1;
