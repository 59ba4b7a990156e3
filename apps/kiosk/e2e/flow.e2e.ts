/**
 * The queue across the apps, each in its own browser context, all through their real UIs: the
 * kiosk (display-cetak) issues a number, staff call it from the EMR's admisi-antrean screen, the
 * lobby board shows it, and the EMR's audio-antrean page announces it (on-screen log, and the
 * words handed to speechSynthesis, spied on). scripts/test-e2e-kiosk.sh serves both apps.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright';
import { closeBrowser, launch, startServer, stopServer, terminal } from './harness';

const EMR_URL = process.env.EMR_BASE_URL ?? 'http://127.0.0.1:5173';
const PASSWORD = 'SimrsDemo2022';

before(async () => {
  await startServer();
});
after(async () => {
  await closeBrowser();
  await stopServer();
});

/** A staff PC with the EMR, logged in through its login form. */
async function emr(): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launch();
  const context = await b.newContext({
    baseURL: EMR_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function login(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Kata Sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('**/dashboard');
}

async function connected(page: Page): Promise<void> {
  await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
}

test('kiosk ticket -> EMR counter call -> lobby board and hall announcement', async () => {
  // The hall PC: the announcer, with the words it speaks recorded.
  const hall = await emr();
  await hall.context.addInitScript(() => {
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
  await login(hall.page, 'admisi');
  await hall.page.goto('/audio-antrean');
  await hall.page.getByRole('heading', { name: 'Audio Antrean', exact: true }).waitFor();
  const enable = hall.page.getByRole('button', { name: 'Aktifkan Suara' });
  if (await enable.isVisible()) await enable.click();
  await hall.page.getByRole('checkbox', { name: 'Admisi Rawat Jalan' }).check({ force: true });
  await connected(hall.page);

  // The lobby TV and the kiosk.
  const tv = await terminal('display');
  await tv.page.goto('/display-antrian-admisi');
  await tv.page.getByText('Admisi Rawat Jalan').first().waitFor();
  const kiosk = await terminal('kiosk');
  await kiosk.page.goto('/display-cetak');
  await kiosk.page.getByRole('button', { name: 'Admisi Rawat Jalan' }).click();
  const code = (await kiosk.page.getByTestId('ticket-code').textContent())?.trim() ?? '';
  assert.match(code, /^A\d{3}$/);

  // The admission counter sees the number arrive and calls it.
  const counter = await emr();
  await login(counter.page, 'admisi');
  await counter.page.goto('/admisi-antrean');
  await counter.page.getByLabel('Nama Loket').fill('Loket 5');
  await connected(counter.page);
  await counter.page.getByRole('button', { name: `Panggil ${code}` }).click();
  await counter.page
    .getByTestId('focus-ticket')
    .and(counter.page.locator(`[data-code="${code}"]`))
    .waitFor();

  // The board shows it at Loket 5.
  await tv.page.getByTestId('calling-code').filter({ hasText: code }).waitFor();
  assert.match((await tv.page.getByTestId('calling').textContent()) ?? '', /Loket 5/);

  // The hall announces it: on screen, and in the words given to the voice.
  const text = `Nomor antrean ${code}, silakan ke Loket 5`;
  await hall.page.getByTestId('announcement-log').getByText(text).waitFor();
  const spoken = await hall.page.evaluate(
    () => (window as unknown as { __spoken: string[] }).__spoken,
  );
  assert.equal(spoken.length, 1, spoken.join(' | '));
  assert.match(spoken[0] ?? '', /^Nomor antrean, a, [a-z ]+\. Silakan ke loket lima\.$/);

  for (const c of [hall, tv, kiosk, counter]) await c.context.close();
});
