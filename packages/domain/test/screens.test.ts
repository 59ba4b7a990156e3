import { describe, expect, it } from 'vitest';
import {
  findScreen,
  findScreenByName,
  menuKeys,
  routeNameFromKey,
  screenCatalog,
} from '../src/screens';

describe('screen catalogue', () => {
  it('has unique keys and unique route names', () => {
    const keys = screenCatalog.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const names = screenCatalog.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds every public screen of section 2.2 as display-only except login', () => {
    const publicScreens = screenCatalog.filter((s) => s.section === '2.2');
    expect(publicScreens).toHaveLength(19);
    expect(publicScreens.every((s) => s.menuKey === null)).toBe(true);
    expect(publicScreens.filter((s) => !s.displayOnly).map((s) => s.key)).toEqual(['login']);
    expect(findScreen('login')?.redirectIfLoggedIn).toBe(true);
    expect(findScreen('done-checkin')?.params).toEqual([{ name: 'pageSlug', optional: true }]);
  });

  it('carries the route names the spec refers to', () => {
    for (const name of [
      'Dashboard',
      'Login',
      'AccountSetting',
      'Notification',
      'RekamMedis',
      'UGDAssesment',
      'UGDFormPerawat',
      'UGDFormDokter',
      'UGDFormLab',
      'UGDFormRadiologi',
      'VerifikasiRM',
      'VerifikasiUpla',
      'Farmasi',
      'RoPasien',
      'Pasien',
      'UGDCatatanAsuhan',
      'UGDPasienRanap',
      'UGDTindakLanjut',
      'RoTaskIDHarian',
      'RoBelumDilayani',
      'LogistikPemeliharaanInternal',
      'LogistikPemeliharaanEksternal',
    ]) {
      expect(findScreenByName(name), name).toBeDefined();
    }
    expect(findScreenByName('VerifikasiRM')?.requiredQuery).toEqual(['pageSlug', 'regId']);
    expect(findScreenByName('Farmasi')?.requiredQuery).toEqual(['pageSlug', 'regId']);
  });

  it('gives master data list/add/edit parameters, but none to hari-libur', () => {
    expect(findScreen('poli')?.params.map((p) => p.name)).toEqual(['pageSlug', 'pageId']);
    expect(findScreen('hari-libur')?.params).toEqual([]);
    expect(screenCatalog.filter((s) => s.group === 'tarif')).toHaveLength(29);
  });

  it('uses the key as the menu key for every staff screen', () => {
    expect(menuKeys).toContain('poli');
    expect(menuKeys).not.toContain('display-poli');
    expect(screenCatalog.filter((s) => s.menuKey !== null).every((s) => s.menuKey === s.key)).toBe(
      true,
    );
  });

  it('derives PascalCase names', () => {
    expect(routeNameFromKey('pasien-lama')).toBe('PasienLama');
    expect(routeNameFromKey('icd-10-upla')).toBe('Icd10Upla');
  });
});

describe('public screens for the boot decision', () => {
  it('are exactly the catalogue display-only screens, with their parameters', async () => {
    const { isPublicScreenPath } = await import('../src/public-screens');
    const { screenCatalog } = await import('../src/screens');
    for (const s of screenCatalog) {
      expect(isPublicScreenPath(`/${s.key}`), s.key).toBe(s.displayOnly);
    }
    expect(isPublicScreenPath('/done-checkin/A001')).toBe(true);
    expect(isPublicScreenPath('/display-poli/extra')).toBe(false);
    expect(isPublicScreenPath('/')).toBe(false);
    expect(isPublicScreenPath('/constructor')).toBe(false);
  });
});
