import { describe, expect, it } from 'vitest';
import { badgeCount, badgeText, containsPath, isCurrent, type MenuItem } from './menu';

const logistik: MenuItem = {
  key: 'logistik',
  label: 'Logistik',
  children: [
    {
      key: 'logistik-pemeliharaan-internal',
      label: 'Internal',
      href: '/logistik-pemeliharaan-internal',
    },
    {
      key: 'logistik-pemeliharaan-eksternal',
      label: 'Eksternal',
      href: '/logistik-pemeliharaan-eksternal',
    },
    { key: 'logistik-gudang', label: 'Gudang', href: '/logistik-gudang' },
  ],
};

describe('badgeCount', () => {
  it('sums the pending counts of a group and ignores junk', () => {
    const badges = {
      'logistik-pemeliharaan-internal': 3,
      'logistik-pemeliharaan-eksternal': 2.7,
      'logistik-gudang': -4,
    };
    expect(badgeCount(logistik, badges)).toBe(5);
    expect(badgeCount(logistik.children?.[0] as MenuItem, badges)).toBe(3);
    expect(badgeCount(logistik, undefined)).toBe(0);
    expect(badgeCount(logistik, { 'logistik-gudang': Number.NaN })).toBe(0);
  });

  it('caps the text at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('current entry', () => {
  it('matches the path and the pages below it, not a longer sibling', () => {
    expect(isCurrent('/poli', '/poli')).toBe(true);
    expect(isCurrent('/poli', '/poli/add?x=1')).toBe(true);
    expect(isCurrent('/poli', '/poliklinik')).toBe(false);
    expect(isCurrent('/', '/poli')).toBe(false);
    expect(containsPath(logistik, '/logistik-gudang/7')).toBe(true);
    expect(containsPath(logistik, '/dashboard')).toBe(false);
  });
});
