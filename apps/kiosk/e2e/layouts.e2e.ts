/**
 * The public screens at both terminal sizes: a lobby TV (1920 x 1080) and a portrait kiosk
 * (1080 x 1920). Each screen must fit the width (tables inside their panels too), keep every
 * text at WCAG AA contrast against what is behind it, keep the called and taken numbers huge and
 * the touch targets at least 48 px.
 * With `KIOSK_SCREENSHOTS=1` it also writes `layout-{size}-{screen}.png`.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright';
import {
  closeBrowser,
  DISPLAY_TOKEN,
  SCREEN_SIZES,
  SERVER_URL,
  screenshotsDir,
  staff,
  startServer,
  stopServer,
  terminal,
  unitIdOf,
} from './harness';

before(async () => {
  await startServer();
});
after(async () => {
  await closeBrowser();
  await stopServer();
});

interface Facts {
  /** Text whose contrast with its background is under AA (4.5, or 3 for large text). */
  lowContrast: string[];
  /** How far the page is wider than the window. */
  overflowX: number;
  /** Buttons smaller than 48 x 48 px. */
  smallTargets: string[];
  /** Tables wider than the panel that holds them (columns cut off or painted over). */
  tablesOverflowing: number;
}

/** Evaluated in the page: contrast of every visible text, horizontal overflow, touch targets. */
function readFacts(): Facts {
  const rgba = (colour: string): number[] => {
    const m = /rgba?\(([^)]+)\)/.exec(colour);
    if (!m?.[1]) return [0, 0, 0, 0];
    const parts = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (c: number[]) =>
    0.2126 * channel(c[0] ?? 0) + 0.7152 * channel(c[1] ?? 0) + 0.0722 * channel(c[2] ?? 0);
  /** The colour behind an element: its own and its ancestors' backgrounds, composited. */
  const behind = (el: Element): number[] => {
    const layers: number[][] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if ((c[3] ?? 0) > 0) {
        layers.push(c);
        if ((c[3] ?? 0) >= 1) break;
      }
    }
    let out = [255, 255, 255];
    for (const layer of layers.reverse()) {
      const a = layer[3] ?? 1;
      out = out.map((v, i) => (layer[i] ?? 0) * a + v * (1 - a));
    }
    return out;
  };
  const lowContrast: string[] = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
    if (!own || el.closest('[aria-hidden="true"], [disabled], [data-disabled], video')) continue;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (rect.width === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    const fg = rgba(style.color);
    const bg = behind(el);
    const a = fg[3] ?? 1;
    const text = fg.slice(0, 3).map((v, i) => v * a + (bg[i] ?? 0) * (1 - a));
    const [hi, lo] = [luminance(text), luminance(bg)].sort((x, y) => y - x);
    const ratio = ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    const size = Number.parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) {
      lowContrast.push(`${el.textContent?.trim().slice(0, 30)} (${ratio.toFixed(2)})`);
    }
  }
  const smallTargets = [...document.querySelectorAll('button')]
    .filter((b) => {
      const r = b.getBoundingClientRect();
      return r.width > 0 && (r.width < 48 || r.height < 48);
    })
    .map((b) => b.textContent?.trim() ?? '');
  const tablesOverflowing = [...document.querySelectorAll('table')].filter((t) => {
    const holder = t.parentElement;
    return holder ? t.getBoundingClientRect().width > holder.clientWidth + 1 : false;
  }).length;
  return {
    lowContrast,
    overflowX: document.documentElement.scrollWidth - window.innerWidth,
    smallTargets,
    tablesOverflowing,
  };
}

const fontPx = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  /** The huge number of the screen and its least size in CSS pixels. */
  numeral?: { testId: string; minPx: number };
}

const screens: Screen[] = [
  {
    name: 'board',
    path: '/display-antrian-admisi',
    ready: (page) => page.getByTestId('calling-code').waitFor(),
    numeral: { testId: 'calling-code', minPx: 150 },
  },
  {
    name: 'beds',
    path: '/display-anjungan-ranap',
    ready: (page) => page.getByRole('table').first().waitFor(),
  },
  {
    name: 'take-ticket',
    path: '/display-cetak',
    ready: (page) => page.getByRole('button', { name: 'Admisi Rawat Jalan' }).waitFor(),
  },
  {
    name: 'ticket',
    path: '/display-cetak',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Admisi Rawat Jalan' }).click();
      await page.getByTestId('ticket').locator('svg[role="img"]').waitFor();
    },
    numeral: { testId: 'ticket-code', minPx: 150 },
  },
  {
    name: 'code-entry',
    path: '/input-kode-booking',
    ready: async (page) => {
      await page.getByLabel('Kode Booking').fill('RS12AB');
    },
  },
];

test('board, bed board, take-ticket and code entry read well on a lobby TV and a portrait kiosk', async () => {
  // Content for the board: numbers taken at the kiosk, some called, one called again.
  const bo = await staff();
  const adm = await unitIdOf('ADM-1');
  for (let i = 0; i < 5; i += 1) {
    const res = await fetch(`${SERVER_URL}/api/bo/display/ambil-tiket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-display-token': DISPLAY_TOKEN },
      body: JSON.stringify({ unitId: adm }),
    });
    assert.equal(res.status, 200);
  }
  for (const counter of ['Loket 1', 'Loket 2', 'Loket 3']) {
    await bo.do('Antrean', 'panggil', { unitId: adm, counter });
  }

  const shots = process.env.KIOSK_SCREENSHOTS === '1';
  if (shots) mkdirSync(screenshotsDir, { recursive: true });
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    const { context, page } = await terminal(size === 'display' ? 'display' : 'kiosk', viewport);
    // The test runner names functions through a helper the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.locator('h1').waitFor();
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      const where = `${screen.name} at ${viewport.width}x${viewport.height}`;
      const facts = await page.evaluate(readFacts);
      assert.deepEqual(facts.lowContrast, [], `low contrast on ${where}`);
      assert.ok(facts.overflowX <= 0, `${where} is ${facts.overflowX} px wider than the screen`);
      assert.deepEqual(facts.smallTargets, [], `touch targets under 48 px on ${where}`);
      assert.equal(facts.tablesOverflowing, 0, `a table is wider than its panel on ${where}`);
      if (screen.numeral) {
        const px = await fontPx(page, screen.numeral.testId);
        assert.ok(px >= screen.numeral.minPx, `${screen.numeral.testId} is ${px} px on ${where}`);
      }
      if (shots) {
        await page.screenshot({ path: `${screenshotsDir}/layout-${size}-${screen.name}.png` });
      }
    }
    await context.close();
  }
});
