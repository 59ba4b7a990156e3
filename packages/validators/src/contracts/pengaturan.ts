/**
 * Context `pengaturan`: the hospital's settings (static-settings): identity, logo, national
 * codes, feature flags, the one-session rule and the automatic lock (docs/protocol.md, "Settings and account").
 */
import { type StaticSettings, staticSettingsSchema } from '../settings';
import { command, defineContract, display, out, query } from './kit';
import { noInput, version } from './params';

/** The app variables every session answer carries (and the kiosk reads from `/display/app`). */
export interface AppInfo {
  name: string;
  hospitalName: string;
  /** Version of the logo (`GET /logo?v=...`), null without one. */
  logoVersion: string | null;
  copyrightStartYear: number;
  features: Record<string, boolean>;
  /**
   * 'Kunci otomatis setelah (menit)': the staff app locks the session after this many minutes
   * without activity (docs/security.md, "Automatic lock"); 0: never.
   */
  idleLockMinutes: number;
  socketPath: string;
}

export interface StaticSettingsData {
  record: StaticSettings;
  canEdit: boolean;
  limits: { logoMaxBytes: number };
}

export const staticSettingsContract = defineContract({
  module: 'StaticSettings',
  context: 'pengaturan',
  menu: 'static-settings',
  queries: {
    read: query({ input: noInput, access: 'view', output: out<StaticSettingsData>() }),
  },
  commands: {
    update: command({
      input: staticSettingsSchema.extend({ version: version() }),
      access: 'edit',
      output: out<{ record: StaticSettings }>(),
    }),
  },
  displays: {
    /** The hospital's name, logo version and flags, for the lobby screens. */
    app: display({ input: noInput, output: out<{ app: AppInfo }>() }),
  },
});

/** `GET /public/identity` (no key, no token): what the login page shows. */
export interface PublicIdentity {
  hospitalName: string;
  logoVersion: string | null;
}

export const pengaturanContracts = [staticSettingsContract] as const;
