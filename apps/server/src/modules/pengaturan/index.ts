/**
 * Context `pengaturan`: the hospital's settings (static-settings). `GET /get/StaticSettings`,
 * `POST /do/StaticSettings update` (validated with the shared schema, refused with 409 when the
 * version is not the stored one, audited with before and after, the logo by size and digest),
 * the public logo and the lobby screens' app variables (`/display/app`).
 */
import { LOGO_MAX_BYTES } from '@simrs/validators';
import { staticSettingsContract } from '@simrs/validators/contracts';
import { MESSAGES, notFound, stale } from '../../platform/errors';
import { logoImage } from '../../platform/logo';
import { defineModule, implement } from '../../platform/module';
import { SOCKET_PATH } from '../../platform/realtime';
import { appInfoOf, auditView, readSettingsRow, writeSettings } from '../../platform/settings';
import { PUBLIC_IDENTITY_PATH, publicIdentity } from './identity';
import { migrations } from './migrations/index';
import { seedSettings } from './seed';

export const pengaturanModule = defineModule({
  context: 'pengaturan',
  migrations,
  seedDemo: (trx) => seedSettings(trx),
  publicPaths: ['/logo', PUBLIC_IDENTITY_PATH],
  implementations: (deps) => [
    implement(staticSettingsContract, {
      queries: {
        read: async ({ db, can }) => ({
          record: (await readSettingsRow(db)) ?? deps.settings.defaults(),
          canEdit: can('static-settings', 'edit'),
          limits: { logoMaxBytes: LOGO_MAX_BYTES },
        }),
      },
      commands: {
        update: {
          async run({ input, trx, audit }) {
            const { version, ...values } = input;
            const before = await readSettingsRow(trx, true);
            if ((before?.version ?? 0) !== version) throw stale();
            const after = await writeSettings(trx, values, before === null);
            if (!after) throw stale();
            await audit({
              module: staticSettingsContract.module,
              type: 'update',
              recordId: 1,
              before: auditView(before),
              after: auditView(after),
            });
            // This node at once; the others within their 5 s cache.
            deps.settings.set(after);
            return { message: MESSAGES.updated, data: { record: after } };
          },
        },
      },
      displays: {
        app: async ({ trx }) => ({
          app: appInfoOf(
            (await readSettingsRow(trx)) ?? deps.settings.defaults(),
            deps.config.app.name,
            SOCKET_PATH,
          ),
        }),
      },
    }),
  ],
  routes(api, deps) {
    publicIdentity(api, deps.settings);
    // The hospital's logo; revalidated by ETag, so a new logo shows at once.
    api.get('/logo', async (req, reply) => {
      const logo = logoImage((await deps.settings.get()).logo);
      if (!logo) throw notFound();
      const etag = `"${logo.tag}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      reply.type(logo.type).header('x-content-type-options', 'nosniff');
      return reply.send(logo.bytes);
    });
  },
});
