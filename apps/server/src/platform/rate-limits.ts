/**
 * Rate limits beyond login (docs/security.md, "Rate limits"), with `@fastify/rate-limit`'s
 * counters (fixed one-minute windows):
 *
 * - per address on the public terminals' writes: taking a ticket (`/display/ambil-tiket`) and
 *   checking in (`/display/check-in`), each counted on its own; the other display screens (boards
 *   that poll) are not limited;
 * - per user token on `/get` (and file reads) and on `/do` (and uploads): generous, far above
 *   what a busy ward does, they stop a runaway script or a stolen token's bulk reads; a call
 *   without a token (login) is counted per address.
 *
 * Refused with 429 and the protocol's message 'Terlalu banyak percobaan. Coba lagi dalam N
 * detik.' plus `Retry-After`. Counts live in each API node's memory: behind a load balancer that
 * spreads one client over N nodes a client may reach N times a limit (sticky sessions keep it
 * exact); login failures stay counted in the database (`login-limit.ts`).
 */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

export interface RateLimits {
  /** Tickets taken per address per window (`/display/ambil-tiket`). */
  displayTicket: number;
  /** Check-ins per address per window (`/display/check-in`). */
  displayCheckIn: number;
  /** `/get`, `/uploader`, `/get-file` calls per token per window. */
  get: number;
  /** `/do` calls and uploads per token per window. */
  do: number;
  /** The window in milliseconds. */
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  displayTicket: 30,
  displayCheckIn: 30,
  get: 1200,
  do: 300,
  windowMs: 60_000,
};

export const tooManyMessage = (seconds: number) =>
  `Terlalu banyak percobaan. Coba lagi dalam ${Math.max(1, seconds)} detik.`;

/** The user token of a request (query or bearer), hashed: the limiter never keeps a token. */
function tokenKey(req: FastifyRequest): string {
  const q = req.query as Record<string, unknown> | undefined;
  const auth = req.headers.authorization;
  const token =
    typeof q?.token === 'string' && q.token
      ? q.token
      : typeof auth === 'string' && auth.startsWith('Bearer ')
        ? auth.slice(7).trim()
        : '';
  if (!token) return `addr:${req.ip}`;
  return `tok:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

const LIMITED_SCREENS = new Set(['ambil-tiket', 'check-in']);

type Limiter = (req: FastifyRequest) => Promise<{
  isAllowed: boolean;
  isExceeded: boolean;
  ttlInSeconds: number;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimit(options: Record<string, unknown>): Limiter;
  }
}

/**
 * Registers the limits on the routes of `api` declared after this call (the dispatch, files and
 * uploads routes): one counter per kind, shared by every route of that kind.
 */
export async function registerRateLimits(
  api: FastifyInstance,
  overrides: Partial<RateLimits> = {},
): Promise<void> {
  const limits = { ...DEFAULT_RATE_LIMITS, ...overrides };
  await api.register(rateLimit, { global: false });
  const limiter = (max: number, keyGenerator: (req: FastifyRequest) => string) =>
    api.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator });

  const get = limiter(limits.get, tokenKey);
  const doCalls = limiter(limits.do, tokenKey);
  const screenOf = (req: FastifyRequest) => (req.params as { screen?: string }).screen ?? '';
  const ticket = limiter(limits.displayTicket, (req) => `addr:${req.ip}`);
  const checkIn = limiter(limits.displayCheckIn, (req) => `addr:${req.ip}`);

  const guard =
    (pick: (req: FastifyRequest) => Limiter | null): onRequestAsyncHookHandler =>
    async (req, reply) => {
      const limit = pick(req);
      if (!limit) return;
      const r = await limit(req);
      if (r.isAllowed || !r.isExceeded) return;
      reply.header('retry-after', String(r.ttlInSeconds));
      throw new HttpError(429, tooManyMessage(r.ttlInSeconds));
    };
  const onGet = guard(() => get);
  const onDo = guard(() => doCalls);
  const onDisplay = guard((req) => {
    const screen = screenOf(req);
    if (!LIMITED_SCREENS.has(screen)) return null;
    return screen === 'check-in' ? checkIn : ticket;
  });

  api.addHook('onRoute', (route) => {
    const prefix = route.prefix ?? '';
    const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let hook: onRequestAsyncHookHandler | null = null;
    if (methods.includes('GET') && (path.startsWith('/get/') || path.startsWith('/uploader/'))) {
      hook = onGet;
    } else if (methods.includes('POST') && path === '/get-file') hook = onGet;
    else if (methods.includes('POST') && (path.startsWith('/do/') || path === '/upload')) {
      hook = onDo;
    } else if (methods.includes('POST') && path.startsWith('/display/')) hook = onDisplay;
    if (!hook) return;
    const existing = route.onRequest;
    route.onRequest = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), hook]
      : hook;
  });
}
