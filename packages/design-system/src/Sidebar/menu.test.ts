import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  badgeText,
  containsPath,
  filterMenu,
  isCurrent,
  type MenuItem,
  menuEntries,
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

describe('filterMenu', () => {
  const menus: MenuItem[] = [
    { key: 'dashboard', label: 'Dashboard', href: '/dashboard' },
    {
      key: 'master',
      label: 'Master Data',
      children: [
        { key: 'poli', label: 'Master Poli', href: '/poli' },
        { key: 'obat', label: 'Master Obat', href: '/obat' },
        { key: 'radiologi', label: 'Master Radiologi', href: '/radiologi' },
      ],
    },
    {
      key: 'tarif',
      label: 'Tarif',
      children: [
        { key: 'tarif-radiologi', label: 'Tarif Radiologi', href: '/tarif-radiologi' },
        { key: 'tarif-pa', label: 'Tarif PA', href: '/tarif-pa' },
      ],
    },
    { key: 'poliklinik', label: 'Poliklinik', href: '/poliklinik' },
  ];
  const keys = (q: string) => filterMenu(menus, q).map((m) => m.item.key);

  it('lists every entry with a link, with its group', () => {
    expect(menuEntries(menus).map((e) => [e.item.key, e.group?.key ?? null])).toEqual([
      ['dashboard', null],
      ['poli', 'master'],
      ['obat', 'master'],
      ['radiologi', 'master'],
      ['tarif-radiologi', 'tarif'],
      ['tarif-pa', 'tarif'],
      ['poliklinik', null],
    ]);
  });

  it('matches every word in the titles, any case and order, starts first', () => {
    expect(keys('')).toEqual([]);
    expect(keys('   ')).toEqual([]);
    expect(keys('radiologi')).toEqual(['radiologi', 'tarif-radiologi']);
    expect(keys('RADIOLOGI tarif')).toEqual(['tarif-radiologi']);
    // 'Poliklinik' starts with the text, 'Master Poli' has it at a word start.
    expect(keys('poli')).toEqual(['poliklinik', 'poli']);
    expect(keys('ologi')).toEqual(['radiologi', 'tarif-radiologi']);
    expect(keys('tidak ada')).toEqual([]);
    expect(filterMenu(menus, 'radiologi')[1]?.group?.label).toBe('Tarif');
  });

  it('marks the matched parts of the title, merged and in order', () => {
    expect(filterMenu(menus, 'radio tarif')[0]?.ranges).toEqual([
      [0, 5],
      [6, 11],
    ]);
    expect(filterMenu(menus, 'master mast')[0]?.ranges).toEqual([[0, 6]]);
    // A word start is preferred to an earlier inner match ('pa' in 'Tarif PA').
    expect(filterMenu(menus, 'pa')[0]?.ranges).toEqual([[6, 8]]);
  });
});
