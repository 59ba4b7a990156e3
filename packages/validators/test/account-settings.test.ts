import { describe, expect, it } from 'vitest';
import {
  base64Bytes,
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  checkLogoDataUrl,
  FEATURE_FLAGS,
  LOGO_MAX_BYTES,
  PASSWORD_POLICY_MESSAGES,
  SETTINGS_MESSAGES,
  staticSettingsSchema,
  zodIssuesToFieldErrors,
} from '../src';

/** Field -> messages of a failed parse ({} when it succeeds). */
function fieldErrors(schema: { safeParse(v: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as
    | { success: true }
    | { success: false; error: Parameters<typeof zodIssuesToFieldErrors>[0] };
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
}

const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG_HEAD = '/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';

describe('changePasswordSchema', () => {
  const ok = {
    oldPassword: 'Sandi lama kita 2021',
    newPassword: 'Kopi tubruk Senin 2026',
    confirmPassword: '',
  };
  ok.confirmPassword = ok.newPassword;

  it('accepts a new policy password confirmed, never trimming', () => {
    const parsed = changePasswordSchema.parse({
      ...ok,
      newPassword: ' gelas kopi pagi ',
      confirmPassword: ' gelas kopi pagi ',
    });
    expect(parsed.newPassword).toBe(' gelas kopi pagi ');
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
  });

  it('requires every field, with the labels in the messages', () => {
    expect(fieldErrors(changePasswordSchema, {})).toEqual({
      oldPassword: ['Kata Sandi Lama wajib diisi'],
      newPassword: ['Kata Sandi Baru wajib diisi'],
      confirmPassword: ['Konfirmasi Kata Sandi Baru wajib diisi'],
    });
  });

  it('applies the password policy to the new one only', () => {
    // An old password that predates the policy is still accepted as the old one.
    expect(fieldErrors(changePasswordSchema, { ...ok, oldPassword: 'lama' })).toEqual({});
    expect(
      fieldErrors(changePasswordSchema, {
        ...ok,
        newPassword: 'pendek12345',
        confirmPassword: 'pendek12345',
      }),
    ).toEqual({ newPassword: ['Kata Sandi Baru minimal 12 karakter'] });
    // No composition rule: letters only are fine; a common password is not.
    expect(
      fieldErrors(changePasswordSchema, {
        ...ok,
        newPassword: 'tanpaangkasamasekali',
        confirmPassword: 'tanpaangkasamasekali',
      }),
    ).toEqual({});
    expect(
      fieldErrors(changePasswordSchema, {
        ...ok,
        newPassword: 'Password2024!',
        confirmPassword: 'Password2024!',
      }),
    ).toEqual({ newPassword: [PASSWORD_POLICY_MESSAGES.common('Kata Sandi Baru')] });
  });

  it('refuses a new password equal to the old one and a confirmation that differs', () => {
    expect(
      fieldErrors(changePasswordSchema, {
        ...ok,
        newPassword: ok.oldPassword,
        confirmPassword: ok.oldPassword,
      }),
    ).toEqual({ newPassword: [CHANGE_PASSWORD_MESSAGES.sameAsOld] });
    expect(
      fieldErrors(changePasswordSchema, { ...ok, confirmPassword: 'Kopi tubruk 2025' }),
    ).toEqual({
      confirmPassword: [CHANGE_PASSWORD_MESSAGES.mismatch],
    });
    // Both rules report together, and alongside another field's problem.
    expect(
      fieldErrors(changePasswordSchema, {
        oldPassword: '',
        newPassword: 'Kopi tubruk Senin 2026',
        confirmPassword: 'lain',
      }),
    ).toEqual({
      oldPassword: ['Kata Sandi Lama wajib diisi'],
      confirmPassword: [CHANGE_PASSWORD_MESSAGES.mismatch],
    });
  });
});

describe('logo data URL', () => {
  it('accepts PNG, JPEG and WebP whose bytes match the type', () => {
    expect(checkLogoDataUrl(`data:image/png;base64,${PNG_1x1}`)).toBeNull();
    expect(checkLogoDataUrl(`data:image/jpeg;base64,${JPEG_HEAD}`)).toBeNull();
    // 'RIFF' + size + 'WEBP'
    expect(checkLogoDataUrl('data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAw')).toBeNull();
  });

  it('refuses other types, disguised bytes, broken base64 and oversized images', () => {
    expect(checkLogoDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(SETTINGS_MESSAGES.logoType);
    expect(checkLogoDataUrl('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toBe(
      SETTINGS_MESSAGES.logoType,
    );
    expect(checkLogoDataUrl('https://example.org/logo.png')).toBe(SETTINGS_MESSAGES.logoType);
    expect(checkLogoDataUrl(`data:image/png;base64,${JPEG_HEAD}`)).toBe(
      SETTINGS_MESSAGES.logoBroken,
    );
    expect(checkLogoDataUrl('data:image/png;base64,iVBOR')).toBe(SETTINGS_MESSAGES.logoBroken);
    const big = `iVBORw0KGgo${'A'.repeat(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 1)}`;
    const padded = big + '='.repeat((4 - (big.length % 4)) % 4);
    expect(base64Bytes(padded)).toBeGreaterThan(LOGO_MAX_BYTES);
    expect(checkLogoDataUrl(`data:image/png;base64,${padded}`)).toBe(SETTINGS_MESSAGES.logoSize);
  });
});

describe('staticSettingsSchema', () => {
  const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f.key, true]));
  const valid = {
    hospitalName: '  RSUD   Sehat Sentosa ',
    address: 'Jl. Merdeka No. 1, Jakarta',
    phone: '215550123',
    email: 'info@rs-sentosa.id',
    logo: `data:image/png;base64,${PNG_1x1}`,
    bpjsPpkCode: '0301r001',
    satusehatOrgId: '100011961',
    features,
    singleSession: false,
  };

  it('cleans and normalises a valid form', () => {
    const parsed = staticSettingsSchema.parse(valid);
    expect(parsed.hospitalName).toBe('RSUD Sehat Sentosa');
    expect(parsed.bpjsPpkCode).toBe('0301R001');
    expect(parsed.features).toEqual(features);
  });

  it('treats empty optional fields as none', () => {
    const parsed = staticSettingsSchema.parse({
      ...valid,
      phone: '',
      email: '',
      logo: null,
      bpjsPpkCode: '',
      satusehatOrgId: null,
    });
    expect(parsed).toMatchObject({
      phone: null,
      email: null,
      logo: null,
      bpjsPpkCode: null,
      satusehatOrgId: null,
    });
  });

  it('keeps the address within 50 words and 300 characters, line breaks allowed', () => {
    const lines = staticSettingsSchema.parse({ ...valid, address: 'Jl. Merdeka No. 1\nJakarta' });
    expect(lines.address).toBe('Jl. Merdeka No. 1\nJakarta');
    expect(fieldErrors(staticSettingsSchema, { ...valid, address: 'kata '.repeat(51) })).toEqual({
      address: ['Alamat maksimal 50 kata'],
    });
    expect(fieldErrors(staticSettingsSchema, { ...valid, address: 'a'.repeat(301) })).toEqual({
      address: ['Alamat maksimal 300 karakter'],
    });
  });

  it('reports each field with its Indonesian message', () => {
    expect(
      fieldErrors(staticSettingsSchema, {
        ...valid,
        hospitalName: '',
        phone: '0215550123',
        email: 'bukan email',
        bpjsPpkCode: '0301-R1',
        satusehatOrgId: 'abc',
        features: { ...features, registration: 'ya' },
        singleSession: undefined,
      }),
    ).toEqual({
      hospitalName: ['Nama Rumah Sakit wajib diisi'],
      phone: ['Telepon tidak boleh diawali angka 0'],
      email: ['Format Email tidak valid'],
      bpjsPpkCode: [SETTINGS_MESSAGES.bpjsPpk],
      satusehatOrgId: [SETTINGS_MESSAGES.satusehatOrg],
      'features.registration': ['Pendaftaran tidak valid'],
      singleSession: ['Satu sesi per pengguna tidak valid'],
    });
  });
});
