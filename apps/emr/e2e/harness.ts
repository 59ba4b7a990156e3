/**
 * Shared helpers of the end-to-end tests: one Chromium for the run, a fresh context per test,
 * login through the real form, and a Node-side BO client for the server's view of things.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BoClient, createBoClient, createMemorySessionStorage } from '@simrs/api-client';
import type { RegistrationView, ScheduleQuota } from '@simrs/validators/contracts';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5173';
export const PASSWORD = 'SimrsDemo2022';
const screenshotsDir = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../../docs/screenshots',
);

let browser: Browser | null = null;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return browser;
}

/**
 * A patient at the lobby kiosk (`display-cetak` of the kiosk app on KIOSK_URL, portrait) presses
 * the unit's button and takes a ticket; returns the printed ticket's code. `shot` names a
 * screenshot of the kiosk with its ticket.
 */
export async function takeKioskTicket(unit: string, shot?: string): Promise<string> {
  const kioskUrl = process.env.KIOSK_URL;
  if (!kioskUrl) throw new Error('KIOSK_URL (scripts/test-e2e.sh sets it)');
  const context = await (await launch()).newContext({
    baseURL: kioskUrl,
    viewport: { width: 1080, height: 1920 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await context.addInitScript(() => {
    // Headless Chromium cannot print: the ticket's print window is not opened.
    window.open = () => null;
  });
  try {
    const kiosk = await context.newPage();
    kiosk.setDefaultTimeout(15_000);
    await kiosk.goto('/display-cetak');
    await kiosk.getByRole('button', { name: unit }).click();
    const code = ((await kiosk.getByTestId('ticket-code').textContent()) ?? '').trim();
    if (shot) await screenshot(kiosk, shot);
    return code;
  } finally {
    await context.close();
  }
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export async function newPage(
  width = 1280,
  height = 800,
): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launch();
  const context = await b.newContext({
    baseURL: BASE_URL,
    viewport: { width, height },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Logs in through the login form and waits for the Dashboard. */
export async function login(page: Page, username: string, remember = false): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Kata Sandi').fill(PASSWORD);
  if (remember) {
    // The box is drawn by its label (the input itself is visually hidden): tick it as a person does.
    await page.getByText('Ingat saya (360 hari)').click();
    if (!(await page.getByLabel('Ingat saya (360 hari)').isChecked())) {
      throw new Error('remember-me did not tick');
    }
  }
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
}

/** Clicks the confirm button of the open confirmation dialog. */
export async function confirmDialog(page: Page, label: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: label }).click();
}

/** Closes the open (success or error) dialog and returns its text. */
export async function dialogText(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  await dialog.waitFor();
  return ((await dialog.textContent()) ?? '').trim();
}

export async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  await dialog.getByRole('button', { name: /^(Tutup|OK)$/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: resolve(screenshotsDir, `${name}.png`), fullPage: false });
}

/**
 * The same screen at 375 px too: writes `{name}-375.png` (the sidebar overlay closed, the page
 * not scrolling sideways), then goes back to the width it had with the sidebar as it was.
 */
export async function screenshotNarrow(page: Page, name: string): Promise<void> {
  const wide = page.viewportSize() ?? { width: 1280, height: 800 };
  const menuButton = (open: boolean) =>
    page.getByRole('button', { name: open ? 'Tutup menu' : 'Buka menu', exact: true });
  const wasOpen = (await menuButton(true).count()) > 0;
  await page.setViewportSize({ width: 375, height: 800 });
  // Let the shell switch to its overlay, the container queries and the tables settle.
  await page.waitForTimeout(300);
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  if (await nav.isVisible()) {
    // The overlay opened by itself at the narrow width: Escape inside it closes it.
    await nav.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) throw new Error(`${name} scrolls sideways by ${overflow} px at 375 px`);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(wide);
  if (wasOpen && (await menuButton(false).count()) > 0) await menuButton(false).click();
  await page.waitForTimeout(300);
}

/** A BO client in Node, straight to the server (the server's answer to a user's call). */
export async function apiAs(username: string): Promise<BoClient> {
  return apiLogin(username, PASSWORD);
}

/** A BO client logged in with a given password (a user's own, not the demo one). */
export async function apiLogin(username: string, password: string): Promise<BoClient> {
  const client = createBoClient({
    apiBase: process.env.BO_API_URL ?? 'http://127.0.0.1:8080',
    apiKey: process.env.BO_API_KEY ?? '',
    passphrase: process.env.BO_PAYLOAD_PASSPHRASE ?? '',
    storage: createMemorySessionStorage(),
  });
  await client.login({ username, password, isRemember: 'N' });
  return client;
}

/** A BO client holding an existing token (e.g. the browser's). */
export function apiWithToken(token: string): BoClient {
  const storage = createMemorySessionStorage();
  storage.setCookie('token', token, 1);
  return createBoClient({
    apiBase: process.env.BO_API_URL ?? 'http://127.0.0.1:8080',
    apiKey: process.env.BO_API_KEY ?? '',
    passphrase: process.env.BO_PAYLOAD_PASSPHRASE ?? '',
    storage,
  });
}

export async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'token');
}

/** Fills and sends the login form (no wait for what follows). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Kata Sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

export async function waitForDashboard(page: Page): Promise<void> {
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
}

/** The error text shown under a field (its aria-describedby), once the field is invalid. */
export async function fieldError(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  await page.waitForFunction(
    (el) => el?.getAttribute('aria-invalid') === 'true',
    await input.elementHandle(),
  );
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** A demo patient as the patient list answers them. */
export interface DemoPatient {
  id: number;
  rmNo: string;
  name: string;
  birthDate: string;
  status: string;
}

/** Still open: an admission in care, an emergency visit in triage or assessment. */
const OPEN_STAY: Readonly<Record<string, readonly string[]>> = { RANAP: ['2'], UGD: ['1', '2'] };

/**
 * Active demo patients free today: no registration with a visit of today (not even a voided one)
 * and no open stay (admission, emergency visit), so a new visit, booking or admission of theirs
 * meets nothing made by another test. The newest patients first; `accept` narrows (an adult).
 */
export async function patientsFreeToday(
  api: BoClient,
  n: number,
  accept: (p: DemoPatient) => boolean = () => true,
): Promise<DemoPatient[]> {
  const today = (await api.get<{ date: string }>('Registrasi', 'jadwal')).data.date;
  const out: DemoPatient[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const rows = (await api.get<{ list: DemoPatient[] }>('Pasien', null, null, { page, shown: 30 }))
      .data.list;
    for (const p of rows) {
      if (p.status !== 'Y' || !accept(p)) continue;
      const regs = (await api.get<{ list: RegistrationView[] }>('Registrasi', 'pasien', p.id)).data
        .list;
      const busy = regs.some(
        (r) => r.visitDate === today || (OPEN_STAY[r.kind] ?? []).includes(r.status),
      );
      if (!busy) out.push(p);
      if (out.length === n) return out;
    }
    if (rows.length < 30) break;
  }
  throw new Error(`fewer than ${n} demo patients free today`);
}

/**
 * A demo patient free today, registered (payer Umum) to a doctor's schedule of today with places
 * left for the desk (the share outside Mobile JKN): a clinic visit waiting in the clinic's queue.
 * `schedule` and `patient` narrow the choice
 * (a general clinic, an adult).
 */
export async function registeredVisit(
  api: BoClient,
  narrow: {
    schedule?: (s: ScheduleQuota) => boolean;
    patient?: (p: DemoPatient) => boolean;
  } = {},
): Promise<{ schedule: ScheduleQuota; patient: DemoPatient; visit: RegistrationView }> {
  const schedules = (await api.get<{ list: ScheduleQuota[] }>('Registrasi', 'jadwal')).data.list;
  const schedule = schedules.find(
    (s) => s.remainingNonJkn > 0 && s.poliId !== null && (narrow.schedule?.(s) ?? true),
  );
  if (!schedule) throw new Error('no doctor schedule of today with places left');
  const [patient] = await patientsFreeToday(api, 1, narrow.patient);
  if (!patient) throw new Error('no demo patient free today');
  const visit = (
    await api.do<{ registration: RegistrationView }>('Registrasi', 'add', {
      patientId: patient.id,
      scheduleId: schedule.scheduleId,
      payerType: '1',
    })
  ).data.registration;
  return { schedule, patient, visit };
}

/** Picks the schedule by its label without the places left (other tests may take places). */
export async function pickSchedule(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /Jadwal Dokter/ }).click();
  const stem = label.replace(/ · (sisa \d+ dari \d+|penuh \(\d+\))$/, '');
  const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('option', { name: new RegExp(`^${escaped} · `) }).click();
}

/** Finds a patient on file in the patient finder ('Cari pasien') by RM number and picks them. */
export async function pickPatient(
  page: Page,
  p: Pick<DemoPatient, 'id' | 'rmNo' | 'name'>,
): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Cari pasien' });
  await search.fill(p.rmNo);
  await search.press('Enter');
  await page
    .getByRole('row', { name: new RegExp(p.name) })
    .getByRole('button', { name: 'Pilih' })
    .click();
  await page.locator(`[data-picked-patient="${p.id}"]`).waitFor();
}
