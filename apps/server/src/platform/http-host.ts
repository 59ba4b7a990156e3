/**
 * What the host (`app.ts`) sets on Fastify itself: the logger's options (what is never logged)
 * and the mapping of every error to the protocol's error shapes.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable';
import { badRequest, HttpError, MESSAGES } from './errors';

/**
 * The URL as logged: the token, and every search term (a NIK, a name, a card number typed in a
 * search box is patient data), are replaced.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|search|nik|bpjsNo|birthDate)=)[^&#]*/gi, '$1[REDACTED]');
}

/** Fastify's logger options: secrets and patient search terms are never written. */
export function loggerOptions(config: ServerConfig) {
  if (config.logger === false) return false;
  return {
    level: config.logger.level,
    ...(config.logger.stream ? { stream: config.logger.stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        `req.headers["${config.apiKeyHeader}"]`,
        'req.headers["x-display-token"]',
        'password',
        'token',
        '*.password',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * Every error as the protocol's shape: the platform's `HttpError` as it says; a body too large
 * 413; data the database refused 422; the database away 503 (nothing was done, try again); any
 * other client mistake 400; only the server's own faults 500.
 */
export function errorHandler(
  error: FastifyError | Error | unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toBody());
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (e.statusCode === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send({ status: 'error', message: MESSAGES.tooLarge });
  }
  if (typeof e.code === 'string' && /^2[23][0-9A-Z]{3}$/.test(e.code)) {
    // Data exceptions and integrity violations that slipped past validation.
    request.log.warn({ code: e.code }, 'database rejected client data');
    return reply.status(422).send({ status: 'error', message: 'Data tidak valid.' });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ code: e.code, message: e.message }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({ status: 'error', message: DATABASE_UNAVAILABLE });
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return reply.status(400).send(badRequest().toBody());
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ status: 'error', message: MESSAGES.serverError });
}
