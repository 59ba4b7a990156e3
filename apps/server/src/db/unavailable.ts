/**
 * Telling a database that is away (restarting, crashed, unreachable) from every other failure:
 * such requests are answered 503 with `DATABASE_UNAVAILABLE` (nothing was written, the client may
 * try again), never 500, and the server reconnects by itself once the database is back.
 */
export const DATABASE_UNAVAILABLE =
  'Basis data sedang tidak dapat dihubungi. Coba lagi sebentar lagi.';

/** PostgreSQL codes of a connection that is gone or not accepted yet. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop/restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /cannot use a pool after calling end/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (
    typeof e.code === 'string' &&
    (UNAVAILABLE_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))
  ) {
    return true;
  }
  if (
    typeof e.message === 'string' &&
    UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string))
  ) {
    return true;
  }
  // Node reports a refused connection to every address of a name as an AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1)))
    return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
