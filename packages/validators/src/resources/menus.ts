import type { MenuAction, MenuRoleEntry } from './types';
import { MENU_ACTIONS } from './types';

/**
 * Menu keys of the staff app (route names of the spec, section 2). menuRole entries name
 * these keys; level 1 holds every one of them with every action.
 */
export const MENU_KEYS = [
  'dashboard',
  'dashboard-ugd',
  'dashboard-ranap',
  'rekam-medis',
  'registrasi-pasien',
  'pasien',
  'pasien-lama',
  'farmasi',
  'dokter',
  'verifikasi-rekam-medis',
  'verifikasi-upla',
  'laporan-management',
  'report-billing',
  'billing',
  'kasir',
  'keselamatan-pasien',
  'laporan-insiden',
  'hais',
  'follow-up',
  'poli',
  'agama',
  'bank',
  'obat',
  'ranap-bangsal',
  'ranap-kelas',
  'account-setting',
  'user',
  'user-level',
  'static-settings',
  'audit-trail',
  'Notifikasi',
  'logistik-gudang-master',
  'logistik-barang-umum',
  'logistik-pemeliharaan-internal',
  'logistik-pemeliharaan-eksternal',
  // Queues and admission (spec 2.6, 2.10)
  'admisi-antrean',
  'ranap-admisi-antrean',
  'informasi-admisi-antrean',
  'ugd-admisi-antrean',
  'ugd-farmasi',
  'audio-antrean',
  'admisi-reservasi',
  'task-id-harian',
  'belum-dilayani',
  'group-antrean',
  'unit-tujuan',
  'display-layar',
  'jadwal-dokter',
  'hari-libur',
] as const;

export type KnownMenuKey = (typeof MENU_KEYS)[number];

/** menuRole of a level holding every known menu with every action (level 1). */
export function allMenus(): MenuRoleEntry[] {
  return MENU_KEYS.map((menu) => ({ menu, actions: [...MENU_ACTIONS] }));
}

/** Whether a menuRole grants `action` on `menu` (ignores canManageAll, which bypasses). */
export function hasMenuAction(
  menuRole: readonly MenuRoleEntry[],
  menu: string,
  action: MenuAction,
): boolean {
  const entry = menuRole.find((m) => m.menu === menu);
  if (!entry) return false;
  return entry.actions.includes(action);
}
