import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { derive, source } from '../scripts/common-passwords.mjs';
import { COMMON_PASSWORDS, COMMON_PASSWORDS_SOURCE } from '../src/data/common-passwords';
import {
  DEMO_PASSWORD,
  isCommonPassword,
  PASSWORD_POLICY,
  passwordSchema,
  SECOND_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  twoFactorRequiredByRole,
} from '../src/index';
import { usersResource } from '../src/resources/index';
import type { MenuRoleEntry } from '../src/resources/types';

describe('the bundled list of common passwords', () => {
  it('is what the script derives from the installed zxcvbn-ts list (a few thousand entries)', () => {
    const { version, passwords } = source() as { version: string; passwords: string[] };
    expect(COMMON_PASSWORDS_SOURCE).toBe(version);
    expect(COMMON_PASSWORDS.split('\n')).toEqual(derive(passwords));
    const size = COMMON_PASSWORDS.split('\n').length;
    expect(size).toBeGreaterThan(2000);
    expect(size).toBeLessThan(10_000);
  });
});

describe('password policy', () => {
  it('is at least 12 characters, no composition rule', () => {
    expect(PASSWORD_POLICY.minLength).toBe(12);
    const schema = passwordSchema();
    for (const good of [
      'kuda lumping hijau',
      'tanpaangkasamasekali',
      'SEMUAHURUFBESAR',
      '7304 9921 0568 31',
      'Sate padang Rabu',
    ]) {
      expect(schema.safeParse(good).success, good).toBe(true);
    }
    expect(schema.safeParse('kuda lumpin').success).toBe(false);
  });

  it('refuses common passwords, as they are and with digits or symbols around them', () => {
    for (const common of [
      'qwertyuiop123',
      '123qweasdzxc',
      'Password2024!',
      'P@ssw0rd123456',
      'iloveyou2024!',
      '!!Sunshine1234',
      'Bismillah2024',
      'rahasia123456',
      'RumahSakit2024',
      DEMO_PASSWORD,
      'simrsdemo2022',
      'aaaaaaaaaaaaaa',
      'abcabcabcabcabc',
      '123456789012',
      '987654321098',
      'abcdefghijklmn',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(passwordSchema().safeParse(common).success, common).toBe(false);
    }
    for (const fine of ['kuda lumping hijau', 'tanpaangkasamasekali', 'Sate padang Rabu']) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });

  it('applies to the user admin form (add, and a new password on edit)', () => {
    const add = usersResource.schema;
    const base = { username: 'siti.a', name: 'Siti Aminah', levelId: 3, status: 'Y' };
    const weak = add.safeParse({ ...base, password: 'Password2024!' });
    expect(weak.success).toBe(false);
    expect(add.safeParse({ ...base, password: 'Kopi tubruk Senin 2026' }).success).toBe(true);
    const update = usersResource.updateSchema ?? usersResource.schema;
    expect(update.safeParse({ ...base, password: 'pendek' }).success).toBe(false);
    expect(update.safeParse({ ...base, password: '' }).success).toBe(true);
  });
});

describe('second factor rules', () => {
  const subject = (levelId: number, canManageAll: 'Y' | 'N', menuRole: MenuRoleEntry[]) => ({
    levelId,
    canManageAll,
    menuRole,
  });

  it('requires it of canManageAll, level 1 and levels managing users, levels, audit or patient export', () => {
    expect(twoFactorRequiredByRole(subject(1, 'N', []))).toBe(true);
    expect(twoFactorRequiredByRole(subject(40, 'Y', []))).toBe(true);
    expect(
      twoFactorRequiredByRole(subject(40, 'N', [{ menu: 'user', actions: ['view', 'add'] }])),
    ).toBe(true);
    expect(
      twoFactorRequiredByRole(
        subject(40, 'N', [{ menu: 'user-level', actions: ['view', 'edit'] }]),
      ),
    ).toBe(true);
    expect(
      twoFactorRequiredByRole(subject(40, 'N', [{ menu: 'audit-trail', actions: ['view'] }])),
    ).toBe(true);
    expect(
      twoFactorRequiredByRole(subject(40, 'N', [{ menu: 'pasien', actions: ['view', 'export'] }])),
    ).toBe(true);
    // Looking at the user list, or patients without export, is not managing.
    expect(twoFactorRequiredByRole(subject(40, 'N', [{ menu: 'user', actions: ['view'] }]))).toBe(
      false,
    );
    expect(
      twoFactorRequiredByRole(
        subject(40, 'N', [{ menu: 'pasien', actions: ['view', 'add', 'edit'] }]),
      ),
    ).toBe(false);
  });

  it('reads a 6-digit code, ignoring spaces', () => {
    expect(twoFactorCodeSchema.parse(' 123 456 ')).toBe('123456');
    const bad = twoFactorCodeSchema.safeParse('12345a');
    expect(bad.error?.issues[0]?.message).toBe(SECOND_FACTOR_MESSAGES.codeFormat);
    expect(twoFactorCodeSchema.safeParse('').error?.issues[0]?.message).toBe(
      SECOND_FACTOR_MESSAGES.codeRequired,
    );
  });
});
