/**
 * The hospital's settings kept on the server (`static-settings`): identity, national codes, the
 * spec's feature flags and the session settings (one session per user, the automatic lock). One schema for the settings form and the
 * server's `do/StaticSettings update`.
 */
import { z } from 'zod';
import { messages } from './messages';
import { emailSchema, phoneSchema, textSchema, wordLimitedSchema } from './schemas';

/** The address: at most this many words (and 300 characters). */
export const ADDRESS_MAX_WORDS = 50;

/** Largest logo accepted, in bytes of the image (the data URL is about 4/3 of it). */
export const LOGO_MAX_BYTES = 256 * 1024;
/** Image types accepted for the logo (no SVG: it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** BPJS facility (PPK) code: 8 characters, e.g. '0301R001' (the first 8 of a SEP number). */
export const BPJS_PPK_PATTERN = /^[0-9A-Z]{8}$/;
/** SATUSEHAT organization id (the `{org}` of the identifier systems): digits. */
export const SATUSEHAT_ORG_PATTERN = /^[0-9]{6,20}$/;

export const SETTINGS_MESSAGES = {
  logoType: 'Logo harus berupa gambar PNG, JPEG, atau WebP',
  logoSize: `Ukuran logo maksimal ${LOGO_MAX_BYTES / 1024} KB`,
  logoBroken: 'Berkas logo rusak atau bukan gambar',
  bpjsPpk: 'Kode PPK BPJS harus 8 karakter huruf besar atau angka (contoh 0301R001)',
  satusehatOrg: 'ID Organisasi SATUSEHAT harus 6 sampai 20 digit angka',
} as const;

/** The spec's feature flags (section 9), as the app variables name them (`app.features`). */
export const FEATURE_FLAGS = [
  {
    key: 'registration',
    label: 'Pendaftaran',
    description: 'Pendaftaran pasien rawat jalan dan admisi.',
  },
  {
    key: 'supportingDoctor',
    label: 'Dokter Pendukung',
    description: 'Dukungan dokter spesialis (dokter pendukung) pada pelayanan.',
  },
  {
    key: 'poliAdjustment',
    label: 'Penyesuaian Poli',
    description: 'Penyesuaian poli tujuan pada kunjungan rawat jalan.',
  },
  {
    key: 'inpatientAdjustment',
    label: 'Penyesuaian Poli Rawat Inap',
    description: 'Penyesuaian poli pada pasien rawat inap.',
  },
  {
    key: 'deliveryNoteUpdate',
    label: 'Ubah Catatan Persalinan',
    description: 'Catatan persalinan yang sudah disimpan boleh diubah.',
  },
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number]['key'];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const SETTINGS_LABELS = {
  hospitalName: 'Nama Rumah Sakit',
  address: 'Alamat',
  phone: 'Telepon',
  email: 'Email',
  logo: 'Logo',
  bpjsPpkCode: 'Kode PPK BPJS',
  satusehatOrgId: 'ID Organisasi SATUSEHAT',
  singleSession: 'Satu sesi per pengguna',
  idleLockMinutes: 'Kunci otomatis setelah (menit)',
} as const;

/** The idle time of the automatic lock: the default, and the longest (8 hours); 0 turns it off. */
export const IDLE_LOCK_DEFAULT_MINUTES = 15;
export const IDLE_LOCK_MAX_MINUTES = 480;

/**
 * 'Kunci otomatis setelah (menit)': whole minutes from 0 (off) to 8 hours; a number or its digits
 * (the form's text), 15 when not given.
 */
export const idleLockMinutesSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: () => messages.notNumber(SETTINGS_LABELS.idleLockMinutes) })
    .int(messages.noDecimals(SETTINGS_LABELS.idleLockMinutes))
    .min(0, messages.negative(SETTINGS_LABELS.idleLockMinutes))
    .max(
      IDLE_LOCK_MAX_MINUTES,
      messages.max(SETTINGS_LABELS.idleLockMinutes, String(IDLE_LOCK_MAX_MINUTES)),
    )
    .default(IDLE_LOCK_DEFAULT_MINUTES),
);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first bytes of a base64 text (enough to read an image signature). */
function leadingBytes(base64: string, count: number): number[] {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of base64) {
    const v = BASE64.indexOf(ch);
    if (v < 0) break;
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
      if (out.length === count) break;
    }
  }
  return out;
}

function signatureMatches(type: LogoType, bytes: readonly number[]): boolean {
  const starts = (sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  switch (type) {
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'image/webp':
      return starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8);
  }
}

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Bytes of the image a base64 text holds. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Checks a logo data URL ('data:image/png;base64,...'): an accepted type, at most
 * `LOGO_MAX_BYTES`, and bytes that really start like that image type. Returns the message or null.
 */
export function checkLogoDataUrl(value: string): string | null {
  const match = DATA_URL.exec(value);
  if (!match) return SETTINGS_MESSAGES.logoType;
  const [, type = '', data = ''] = match;
  if (!(LOGO_TYPES as readonly string[]).includes(type)) return SETTINGS_MESSAGES.logoType;
  if (data.length % 4 !== 0 || data.length === 0) return SETTINGS_MESSAGES.logoBroken;
  if (base64Bytes(data) > LOGO_MAX_BYTES) return SETTINGS_MESSAGES.logoSize;
  if (!signatureMatches(type as LogoType, leadingBytes(data, 12)))
    return SETTINGS_MESSAGES.logoBroken;
  return null;
}

/** Logo: a data URL checked by `checkLogoDataUrl`, or null (no logo). */
export const logoSchema = z
  .string({ error: () => SETTINGS_MESSAGES.logoType })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    // The size is checked on the text first, so a huge string is not scanned further.
    if (value.length > Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64) {
      ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.logoSize, input: '' });
      return z.NEVER;
    }
    const message = checkLogoDataUrl(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message, input: '' });
      return z.NEVER;
    }
    return value;
  });

/** An optional code matched by `pattern` (upper-cased first); '' and null mean none. */
function optionalCode(pattern: RegExp, message: string) {
  return z
    .string({ error: () => message })
    .nullish()
    .transform((value, ctx) => {
      const v = (value ?? '').trim().toUpperCase();
      if (v === '') return null;
      if (!pattern.test(v)) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return v;
    });
}

const flag = (label: string) => z.boolean({ error: () => messages.invalid(label) });

export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f.key, flag(f.label)])) as Record<
    FeatureFlag,
    ReturnType<typeof flag>
  >,
);

/** Every setting the update call carries (besides `version`). */
export const staticSettingsSchema = z.object({
  hospitalName: textSchema({ label: SETTINGS_LABELS.hospitalName, maxLength: 150 }),
  address: wordLimitedSchema({
    label: SETTINGS_LABELS.address,
    maxWords: ADDRESS_MAX_WORDS,
    maxLength: 300,
    multiline: true,
  }),
  phone: phoneSchema({ label: SETTINGS_LABELS.phone, required: false }),
  email: emailSchema({ label: SETTINGS_LABELS.email, required: false }),
  logo: logoSchema,
  bpjsPpkCode: optionalCode(BPJS_PPK_PATTERN, SETTINGS_MESSAGES.bpjsPpk),
  satusehatOrgId: optionalCode(SATUSEHAT_ORG_PATTERN, SETTINGS_MESSAGES.satusehatOrg),
  features: featureFlagsSchema,
  singleSession: flag(SETTINGS_LABELS.singleSession),
  idleLockMinutes: idleLockMinutesSchema,
});

export type StaticSettingsInput = z.input<typeof staticSettingsSchema>;
export type StaticSettingsValues = z.output<typeof staticSettingsSchema>;

/** What `GET /get/StaticSettings` returns as `record`. */
export interface StaticSettings extends StaticSettingsValues {
  version: number;
  updatedAt: string | null;
}
