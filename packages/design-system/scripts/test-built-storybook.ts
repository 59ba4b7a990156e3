/**
 * Runs every story of the *built* Storybook (`storybook-static/`, as published) in Chromium (those
 * tagged `test`, and `built` for the pages that need the built Storybook), the way a reader opens
 * it: each story's iframe with its play function, then Storybook's own end of story
 * (`storyFinished`), which also carries the accessibility report (axe, `a11y.test: 'error'`).
 * A story fails on a play error, a render error, an unhandled error while playing, a failed
 * report or no end within the time limit. The docs pages must render without an error too.
 *
 * Usage: `tsx scripts/test-built-storybook.ts [dir] [--only <id substring>]` (dir defaults to
 * storybook-static). `CHROMIUM_PATH` names the browser (Debian's /usr/bin/chromium by default).
 * Exits 1 when any entry fails, listing each with its error.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

interface Outcome {
  id: string;
  ok: boolean;
  ms: number;
  error?: string;
}

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const dir = resolve(
  args.find((a, i) => !a.startsWith('--') && i !== onlyAt + 1) ?? 'storybook-static',
);
const workers = Number(process.env.STORYBOOK_WORKERS ?? 3);
// A liveness limit, not a speed target: the largest clinical forms render and run axe over
// hundreds of fields, which takes several seconds on a loaded two-core machine.
const timeoutMs = Number(process.env.STORY_TIMEOUT_MS ?? 60_000);

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A static server for the built Storybook on a free port. */
function serve(root: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        // The bundles are fetched and compiled once per worker, not once per story.
        'cache-control': 'max-age=3600',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Installed before the preview's scripts: records the channel's end-of-story and error events in
 * `window.__storyEnd`, as soon as Storybook assigns its channel. Plain JavaScript in a string: a
 * function would be sent through `toString()`, with the helpers the TypeScript loader adds.
 */
const recordStoryEvents = `(() => {
  const errors = (window.__storyErrors = []);
  const text = (e) =>
    e && typeof e === 'object' && 'message' in e ? (e.name || 'Error') + ': ' + e.message : String(e);
  const fail = (what) => (e) =>
    errors.push((what + ': ' + (Array.isArray(e) ? e.map(text).join('; ') : text(e))).slice(0, 2000));
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      const attach = value && value !== channel && typeof value.on === 'function';
      channel = value;
      if (!attach) return;
      value.on('playFunctionThrewException', fail('play'));
      value.on('storyThrewException', fail('render'));
      value.on('storyErrored', (e) =>
        errors.push(('story errored: ' + (e && e.title) + ' ' + (e && e.description)).slice(0, 2000)),
      );
      value.on('unhandledErrorsWhilePlaying', fail('unhandled while playing'));
      value.on('storyMissing', fail('missing'));
      value.on('storyFinished', (e) => {
        for (const r of e.reporters || []) {
          if (r.status !== 'failed') continue;
          const ids = ((r.result && r.result.violations) || []).map((v) => v.id).join(', ');
          errors.push(r.type + ' report failed' + (ids ? ': ' + ids : ''));
        }
        window.__storyEnd = { status: e.status, errors };
      });
      value.on('docsRendered', () => {
        window.__storyEnd = { status: errors.length ? 'error' : 'success', errors };
      });
    },
  });
})();`;

async function runEntry(page: Page, base: string, entry: IndexEntry): Promise<Outcome> {
  const started = Date.now();
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  const pageErrors: string[] = [];
  const onError = (e: Error) => pageErrors.push(`page error: ${e.message}`);
  page.on('pageerror', onError);
  try {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}`);
    const end = await page
      .waitForFunction(
        () => (window as unknown as { __storyEnd?: unknown }).__storyEnd,
        undefined,
        { timeout: timeoutMs, polling: 50 },
      )
      .then((h) => h.jsonValue() as Promise<{ status: string; errors: string[] }>)
      .catch(async () => ({
        status: 'error',
        errors: [
          `no end of story within ${timeoutMs} ms`,
          ...(await page.evaluate(
            () => (window as unknown as { __storyErrors?: string[] }).__storyErrors ?? [],
          )),
        ],
      }));
    const errors = [...end.errors, ...(entry.type === 'docs' ? pageErrors : [])];
    const ok = end.status === 'success' && errors.length === 0;
    return {
      id: entry.id,
      ok,
      ms: Date.now() - started,
      error: ok ? undefined : errors.join('\n') || 'failed',
    };
  } finally {
    page.off('pageerror', onError);
  }
}

async function main() {
  const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const entries = Object.values(index.entries).filter(
    (e) =>
      (e.type === 'docs' || e.tags?.includes('test') || e.tags?.includes('built')) &&
      (!only || e.id.includes(only)),
  );
  if (entries.length === 0)
    throw new Error(`no story in ${dir}/index.json${only ? ` matches ${only}` : ''}`);
  const server = await serve(dir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser: Browser | undefined;
  const started = Date.now();
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
    });
    const queue = [...entries];
    const outcomes: Outcome[] = [];
    const launched = browser;
    await Promise.all(
      Array.from({ length: Math.min(workers, queue.length) }, async () => {
        // One page per worker, loaded afresh for each story (nothing of the story before stays:
        // the stories keep no storage), with the browser's cache for the bundles.
        const context = await launched.newContext({ viewport: { width: 1024, height: 768 } });
        await context.addInitScript({ content: recordStoryEvents });
        const page = await context.newPage();
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          const outcome = await runEntry(page, base, entry);
          outcomes.push(outcome);
          process.stdout.write(outcome.ok ? '.' : 'x');
        }
        await context.close();
      }),
    );
    const failed = outcomes.filter((o) => !o.ok);
    const stories = entries.filter((e) => e.type === 'story').length;
    console.log(
      `\n[built storybook] ${stories} stories and ${entries.length - stories} docs pages in ${Math.round(
        (Date.now() - started) / 1000,
      )} s: ${failed.length} failed`,
    );
    for (const f of failed)
      console.log(`\n✗ ${f.id} (${f.ms} ms)\n  ${f.error?.replaceAll('\n', '\n  ')}`);
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    await browser?.close();
    server.close();
  }
}

await main();
