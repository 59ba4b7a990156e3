import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { logoImage } from '../../platform/logo';
import type { SettingsStore } from '../../platform/settings';

/** Path of the hospital's public identity under `/api/bo`. */
export const PUBLIC_IDENTITY_PATH = '/public/identity';

/** Seconds a browser or proxy may keep the identity before asking again (by ETag). */
export const PUBLIC_IDENTITY_MAX_AGE_S = 60;

/**
 * `GET /api/bo/public/identity` -> `{ status: 'success', data: { hospitalName, logoVersion } }`:
 * what a visitor without a session (the login page) may know of the hospital, from the settings
 * (static-settings, cached 5 s per node). Nothing else of the settings leaves this way. Cached
 * publicly for a minute and revalidated by ETag, so a renamed hospital shows within a minute.
 */
export function publicIdentity(api: FastifyInstance, settings: SettingsStore): void {
  api.get(PUBLIC_IDENTITY_PATH, async (req, reply) => {
    const current = await settings.get();
    const data = {
      hospitalName: current.hospitalName,
      logoVersion: logoImage(current.logo)?.tag ?? null,
    };
    const tag = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
    const etag = `"${tag}"`;
    reply
      .header('etag', etag)
      .header('cache-control', `public, max-age=${PUBLIC_IDENTITY_MAX_AGE_S}`);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return { status: 'success', data };
  });
}
