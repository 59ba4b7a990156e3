/**
 * End-to-end harness of the kiosk: the real BO server as a child process (so a test can restart
 * it), one Chromium, a Node-side BO client acting as staff.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BoClient, createBoClient, createMemorySessionStorage } from '@simrs/api-client';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';

const here = fileURLToPath(new URL('.', import.meta.url));
export const serverDir = resolve(here, '../../server');
/** Where `KIOSK_SCREENSHOTS=1` writes (the docs' folder unless `KIOSK_SCREENSHOTS_DIR` says). */
export const screenshotsDir =
  process.env.KIOSK_SCREENSHOTS_DIR ?? resolve(here, '../../../docs/screenshots/kiosk');
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5174';
export const SERVER_URL = process.env.BO_API_URL ?? 'http://127.0.0.1:8080';
export const DISPLAY_TOKEN = process.env.BO_DISPLAY_TOKEN ?? '';
const PASSWORD = 'SimrsDemo2022';

let server: ChildProcess | null = null;

/** Starts the BO server (environment from the test script) and waits until it listens. */
export async function startServer(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let log = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${log}`)), 120_000);
    const onData = (b: Buffer) => {
      log += b.toString();
      if (log.includes('listening on')) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  child.removeAllListeners('exit');
}

/** Stops the server gracefully (SIGTERM: closes sockets, checkpoints PGlite). */
export async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((ok) => {
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });
}

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
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  return browser;
}
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/** The two public screens: a lobby TV and a portrait kiosk. */
export const SCREEN_SIZES = {
  display: { width: 1920, height: 1080 },
  kiosk: { width: 1080, height: 1920 },
} as const;

/**
 * A terminal: a display (1920 x 1080) or a portrait kiosk (1080 x 1920), or another `size`.
 * `window.open` is recorded instead of opening the print popup (headless Chromium cannot print).
 */
export async function terminal(
  kind: 'display' | 'kiosk',
  size: { width: number; height: number } = SCREEN_SIZES[kind],
): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launch();
  const context = await b.newContext({
    baseURL: BASE_URL,
    viewport: size,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    permissions: ['camera'],
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __printWindows: string[] };
    w.__printWindows = [];
    window.open = (_url?: string | URL, _target?: string, features?: string) => {
      w.__printWindows.push(features ?? '');
      return null;
    };
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Staff: a BO client logged in as the super admin (what the EMR's queue screens will call). */
export async function staff(): Promise<BoClient> {
  const bo = createBoClient({
    apiBase: SERVER_URL,
    apiKey: process.env.BO_API_KEY ?? '',
    passphrase: process.env.BO_PAYLOAD_PASSPHRASE ?? '',
    storage: createMemorySessionStorage(),
  });
  await bo.login({ username: 'superadmin', password: PASSWORD, isRemember: 'N' });
  return bo;
}

export async function unitIdOf(code: string): Promise<number> {
  const res = await fetch(`${SERVER_URL}/api/bo/display/anjungan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-display-token': DISPLAY_TOKEN },
    body: '{}',
  });
  const json = (await res.json()) as { data: { units: { id: number; code: string }[] } };
  const unit = json.data.units.find((u) => u.code === code);
  if (!unit) throw new Error(`no kiosk unit ${code}`);
  return unit.id;
}

/** Today in WIB (the server's queue day). */
export function todayWib(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}
