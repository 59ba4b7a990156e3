/**
 * Serves the built apps from the API server (one process to deploy): the staff app (EMR) on the
 * API's own port and the public displays and kiosks on a second port (`KIOSK_PORT`), each its own
 * origin, so a public terminal never shares storage with a staff session. Both ports reach the
 * same API (`/api/bo`, its socket) and the same socket.io server.
 *
 * Every app answer carries a strict content security policy (no inline script; styles only from
 * the app's files or carrying the page's nonce, which styled-components puts on the style
 * elements it creates), `frame-ancestors 'none'`, nosniff, no referrer and a permissions policy
 * (the kiosk may use the camera, for scanning; the staff app nothing). Hashed files under
 * `/assets/` are cached for a year (`immutable`); `index.html` is never reused without asking
 * (`no-cache`), and any other path without a file extension is an app route answered with it.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, readFile, realpath, stat } from 'node:fs/promises';
import { type AddressInfo, createServer, type Server as NetServer } from 'node:net';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type AppName = 'emr' | 'kiosk';

export interface StaticAppsConfig {
  /** Folder of the EMR build (`apps/emr/dist`), served on the API's port; null: not served. */
  emrDir: string | null;
  /** Folder of the kiosk build (`apps/kiosk/dist`), served on `kioskPort`; null: not served. */
  kioskDir: string | null;
  /** The kiosk's port (answered by this process too); null: no kiosk port. */
  kioskPort: number | null;
  /** A file that gets every content-security-policy violation report as a JSON line. */
  cspReportLog?: string | null;
  /**
   * The kiosk's public address when it is not this host on `kioskPort` (a reverse proxy's
   * `https://layar.rs.local`; `KIOSK_URL`, the same the EMR is built with): the EMR checks that
   * the kiosk answers before sending a public screen there, so its policy allows that origin.
   */
  kioskUrl?: string | null;
}

/** Where browsers send content-security-policy violation reports (no API key: browsers send them). */
export const CSP_REPORT_PATH = '/csp-report';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Permissions: the kiosk scans codes with the camera; neither app gets the microphone, location,
 * payment, devices or sensors. Autoplay stays (the announcer's chime and the scanner's preview).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function permissionsPolicy(app: AppName): string {
  const camera = app === 'kiosk' ? 'camera=(self)' : 'camera=()';
  return [camera, 'fullscreen=(self)', ...DENIED_FEATURES.map((f) => `${f}=()`)].join(', ');
}

/**
 * The page's policy. Scripts only from the app's own files (no inline script, no eval); styles
 * from its files or with the page's nonce (the inline splash style of index.html and every style
 * element styled-components creates, in the page and in its print windows); images from itself,
 * `data:` and `blob:` (QR codes, the logo); connections to itself (the API and its websocket).
 */
export function contentSecurityPolicy(nonce: string, connect: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Headers of every answer of the apps (pages and files). */
function commonHeaders(reply: FastifyReply, app: AppName): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-frame-options', 'DENY');
  reply.header('permissions-policy', permissionsPolicy(app));
}

/** index.html with the nonce on every style element and the meta tag styled-components reads. */
export function withNonce(html: string, nonce: string): string {
  const tagged = html.replace(/<(style|script|link)\b(?![^>]*\bnonce=)/gi, `<$1 nonce="${nonce}"`);
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  return /<head[^>]*>/i.test(tagged)
    ? tagged.replace(/<head([^>]*)>/i, `<head$1>\n    ${meta}`)
    : `${meta}${tagged}`;
}

/** The file of `urlPath` inside `root`, or null when it is not a regular file there. */
async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = resolve(root, `.${decoded}`);
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    // Never a link out of the build: the real path must stay inside the build's real path.
    const [real, realRoot] = await Promise.all([realpath(full), realpath(root)]);
    if (!real.startsWith(realRoot + sep)) return null;
    const s = await stat(real);
    return s.isFile() ? full.slice(root.length + 1) : null;
  } catch {
    return null;
  }
}

/** Registers the apps' routes (outside `/api/bo`) on `app`. */
export async function registerStaticApps(
  app: FastifyInstance,
  config: StaticAppsConfig,
  apiPrefix: string,
): Promise<void> {
  const roots: Record<AppName, string | null> = {
    emr: config.emrDir ? resolve(config.emrDir) : null,
    kiosk: config.kioskDir ? resolve(config.kioskDir) : null,
  };
  const kiosk =
    config.kioskPort === null
      ? null
      : createServer((socket) => {
          app.server.emit('connection', socket);
        });
  if (kiosk) {
    kioskServers.set(app, kiosk);
    // Not waiting for it: its connections belong to the API's server, which Fastify closes.
    app.addHook('preClose', async () => {
      if (kiosk.listening) kiosk.close();
    });
  }
  const appOf = (req: FastifyRequest): AppName => {
    const address = kiosk?.listening ? kiosk.address() : null;
    return address && typeof address === 'object' && req.socket.localPort === address.port
      ? 'kiosk'
      : 'emr';
  };

  // The builds carry a brotli and a gzip copy of their larger assets (scripts/vite-precompress.ts):
  // the one the browser accepts is sent, else the file itself.
  await app.register(fastifyStatic, {
    root: roots.emr ?? roots.kiosk ?? '/',
    serve: false,
    preCompressed: true,
  });

  // Violation reports: `application/csp-report` (report-uri) and the Reporting API's type.
  // Their parser is scoped to this route: the API keeps accepting JSON only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, { bodyLimit: 16 * 1024 }, async (req, reply) => {
      const report = (req.body ?? {}) as Record<string, unknown>;
      const body = (report['csp-report'] ?? report) as Record<string, unknown>;
      const entry = {
        at: new Date().toISOString(),
        app: appOf(req),
        documentUri: String(body['document-uri'] ?? body.documentURL ?? '').slice(0, 300),
        directive: String(body['violated-directive'] ?? body.effectiveDirective ?? '').slice(
          0,
          100,
        ),
        blockedUri: String(body['blocked-uri'] ?? body.blockedURL ?? '').slice(0, 300),
        sample: String(body['script-sample'] ?? body.sample ?? '').slice(0, 100),
      };
      req.log.warn({ csp: entry }, 'content security policy violation');
      if (config.cspReportLog) {
        await appendFile(config.cspReportLog, `${JSON.stringify(entry)}\n`).catch(() => {});
      }
      return reply.status(204).send();
    });
  });

  const configuredKiosk = (() => {
    try {
      return config.kioskUrl ? new URL(config.kioskUrl).origin : null;
    } catch {
      return null;
    }
  })();
  /** The kiosk's origin as the EMR in this browser reaches it (its redirect checks it answers). */
  const kioskOrigin = (req: FastifyRequest): string | null => {
    if (configuredKiosk) return configuredKiosk;
    const address = kiosk?.listening ? kiosk.address() : null;
    if (!address || typeof address !== 'object') return null;
    const host = req.hostname;
    if (!/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)$/.test(host)) return null;
    return `${req.protocol}://${host}:${address.port}`;
  };

  const sendIndex = async (
    req: FastifyRequest,
    reply: FastifyReply,
    root: string,
    name: AppName,
  ) => {
    let html: string;
    try {
      html = await readFile(resolve(root, 'index.html'), 'utf8');
    } catch {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Aplikasi belum dibangun. Jalankan npm run build lalu muat ulang halaman ini.');
    }
    const nonce = randomBytes(18).toString('base64');
    commonHeaders(reply, name);
    // No validator: every answer carries a new nonce, so a cached copy must never be reused.
    return reply
      .header(
        'content-security-policy',
        contentSecurityPolicy(
          nonce,
          name === 'emr' ? [kioskOrigin(req) ?? ''].filter(Boolean) : [],
        ),
      )
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withNonce(html, nonce));
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    exposeHeadRoute: false,
    handler: async (req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      const name = appOf(req);
      const root = roots[name];
      if (!root || path === apiPrefix || path.startsWith(`${apiPrefix}/`)) {
        return reply.callNotFound();
      }
      if (path === '/' || path === '/index.html') return sendIndex(req, reply, root, name);
      const file = await fileIn(root, path);
      if (file && file !== 'index.html') {
        commonHeaders(reply, name);
        // The apps' files are for their own pages only (the pages themselves stay reachable by a
        // no-cors check from the other app: the EMR asks whether the kiosk answers).
        reply.header('cross-origin-resource-policy', 'same-origin');
        // Vite names everything under assets/ by its content hash: it never changes. Any other
        // file (favicon) is revalidated on every use.
        if (file.startsWith(`assets${sep}`)) {
          return reply.sendFile(file, root, { maxAge: ONE_YEAR_SECONDS * 1000, immutable: true });
        }
        reply.header('cache-control', 'no-cache');
        return reply.sendFile(file, root, { cacheControl: false });
      }
      // A missing file (a name with an extension, or anything under assets/) is a 404; any
      // other path is a route of the app.
      const last = path.slice(path.lastIndexOf('/') + 1);
      if (path.startsWith('/assets/') || last.includes('.')) return reply.callNotFound();
      return sendIndex(req, reply, root, name);
    },
  });
}

const kioskServers = new WeakMap<FastifyInstance, NetServer>();

/**
 * Opens the kiosk's port: its connections are handed to the API's HTTP server, which answers
 * them like its own (routes, the kiosk app by `localPort`, socket.io upgrades).
 */
export async function listenKiosk(app: FastifyInstance, port: number, host: string): Promise<void> {
  const server = kioskServers.get(app);
  if (!server) throw new Error('The kiosk is not served: give buildApp apps.kioskPort');
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
}

/** The kiosk port's address once listening (its port when `kioskPort` was 0). */
export function kioskAddress(app: FastifyInstance): AddressInfo | null {
  const address = kioskServers.get(app)?.address();
  return address && typeof address === 'object' ? address : null;
}
