import { describe, expect, it } from 'vitest';
import {
  addedGrants,
  CLINICAL_MENUS,
  GRANT_MESSAGES,
  grantRefusal,
  grantsRefusal,
  isReservedGrant,
} from '../src/contracts';

const admin = {
  canManageAll: 'N' as const,
  menuRole: [
    { menu: 'poli', actions: ['view', 'add'] },
    { menu: 'pasien', actions: ['view', 'export'] },
    { menu: 'rekam-medis', actions: ['view'] },
  ],
};

describe('the clinical menus', () => {
  it('come from the clinical groups and the records screens of the dashboard group', () => {
    for (const menu of [
      'rekam-medis',
      'dokter',
      'farmasi',
      'triase-ugd',
      'cppt',
      'jadwal-operasi',
    ]) {
      expect(CLINICAL_MENUS.has(menu), menu).toBe(true);
    }
    for (const menu of [
      'pasien',
      'poli',
      'dashboard',
      'registrasi-pasien',
      'ugd-admisi-antrean',
      'kasir',
    ]) {
      expect(CLINICAL_MENUS.has(menu), menu).toBe(false);
    }
  });
});

describe('grant refusals', () => {
  it('reserve patient export and clinical menus to canManageAll, even for a holder', () => {
    expect(isReservedGrant('pasien', 'export')).toBe(true);
    expect(isReservedGrant('pasien', 'view')).toBe(false);
    expect(grantRefusal(admin, 'pasien', 'export')).toBe(GRANT_MESSAGES.patientExport);
    expect(grantRefusal(admin, 'rekam-medis', 'view')).toBe(GRANT_MESSAGES.clinical('rekam-medis'));
    expect(grantRefusal({ ...admin, canManageAll: 'Y' }, 'pasien', 'export')).toBeNull();
  });

  it('let a holder grant what it holds only', () => {
    expect(grantRefusal(admin, 'poli', 'add')).toBeNull();
    expect(grantRefusal(admin, 'poli', 'delete')).toBe(GRANT_MESSAGES.notHeld('poli', 'delete'));
    expect(grantRefusal(admin, 'agama', 'view')).toBe(GRANT_MESSAGES.notHeld('agama', 'view'));
  });

  it('judge an update by what it adds, naming a reserved grant first', () => {
    const before = [{ menu: 'rekam-medis', actions: ['view'] }];
    const after = [
      { menu: 'rekam-medis', actions: ['view'] },
      { menu: 'agama', actions: ['view'] },
      { menu: 'pasien', actions: ['view', 'export'] },
    ];
    expect(addedGrants(before, after)).toEqual([
      { menu: 'agama', action: 'view' },
      { menu: 'pasien', action: 'view' },
      { menu: 'pasien', action: 'export' },
    ]);
    expect(grantsRefusal(admin, addedGrants(before, after))).toBe(GRANT_MESSAGES.patientExport);
    expect(grantsRefusal(admin, addedGrants(after, before))).toBeNull();
  });
});
