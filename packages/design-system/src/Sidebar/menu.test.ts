import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  badgeText,
  containsPath,
  isCurrent,
  type MenuItem,
  notificationBadges,
} from './menu';

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

describe('notificationBadges', () => {
  it('puts each pending count on its menu key and the total on Notifikasi', () => {
    const badges = notificationBadges({
      maintenance: { internal: 3, external: 1 },
      goods: { farmasi: 4, alkes: 2, infus: 0, umum: 7, aset: 1 },
    });
    expect(badges).toEqual({
      'logistik-pemeliharaan-internal': 3,
      'logistik-pemeliharaan-eksternal': 1,
      obat: 4,
      'alat-kesehatan': 2,
      'alat-infus': 0,
      'logistik-barang-umum': 7,
      'logistik-aset-barang': 1,
      Notifikasi: 18,
    });
    expect(badgeCount(logistik, badges)).toBe(4);
  });

  it('gives zeros (no badge) while nothing is pending', () => {
    const badges = notificationBadges({
      maintenance: { internal: 0, external: 0 },
      goods: { farmasi: 0, alkes: 0, infus: 0, umum: 0, aset: 0 },
    });
    expect(Object.values(badges).every((n) => n === 0)).toBe(true);
  });
});
