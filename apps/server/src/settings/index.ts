import { LOGO_MAX_BYTES, staticSettingsSchema, zodIssuesToFieldErrors } from '@simrs/validators';
import type { ServerModule } from '../app';
import { appendAudit } from '../audit/audit';
import { MESSAGES, notFound, stale, validationError } from '../http/errors';
import { authorize, can } from '../permissions';
import { auditView, readSettingsRow, writeSettings } from './store';

export { SettingsStore } from './store';

/** Menu key of the settings screen (spec 2.5). */
export const SETTINGS_MENU = 'static-settings';
/** Module name in `/get/{module}` and `/do/{module}`. */
export const SETTINGS_MODULE = 'StaticSettings';

function versionOf(payload: Record<string, unknown>): number {
  const v = payload.version;
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw validationError({ version: ['Versi data wajib dikirim.'] });
  }
  return n;
}

/**
 * `GET /get/StaticSettings` -> `{ record, canEdit, limits }` (view on static-settings);
 * `POST /do/StaticSettings` `update { version, ...settings }` -> `{ record }` (edit): validated
 * with the shared schema, refused with 409 when `version` is not the stored one, audited with
 * before and after (the logo by size and digest).
 */
export const settingsModule: ServerModule = ({ db, settings, customDo, customGet }) => {
  customGet[SETTINGS_MODULE] = {
    async run({ session, pageSlug }) {
      if (pageSlug) throw notFound();
      authorize(session.user, SETTINGS_MENU, 'view');
      const record = (await readSettingsRow(db)) ?? settings.defaults();
      return {
        record,
        canEdit: can(session.user, SETTINGS_MENU, 'edit'),
        limits: { logoMaxBytes: LOGO_MAX_BYTES },
      };
    },
  };

  customDo[SETTINGS_MODULE] = {
    update: {
      permission: { menu: SETTINGS_MENU, action: 'edit' },
      async run({ payload, actor }) {
        const version = versionOf(payload);
        const parsed = staticSettingsSchema.safeParse(payload);
        if (!parsed.success) throw validationError(zodIssuesToFieldErrors(parsed.error));
        const record = await db.transaction().execute(async (trx) => {
          const before = await readSettingsRow(trx, true);
          if ((before?.version ?? 0) !== version) throw stale();
          const after = await writeSettings(trx, parsed.data, before === null);
          if (!after) throw stale();
          await appendAudit(trx, actor, {
            module: SETTINGS_MODULE,
            type: 'update',
            recordId: 1,
            before: auditView(before),
            after: auditView(after),
          });
          return after;
        });
        settings.set(record);
        return { message: MESSAGES.updated, data: { record } };
      },
    },
  };
};
