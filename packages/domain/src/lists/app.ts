/**
 * Vocabularies of screens-routes-calls.md: list sorting and paging (sections 2.1 and 9), the page
 * mode a pageSlug selects, feature flags (section 9), sidebar pending badges (section 2.15, the
 * Notification calls of section 7), operation roles and CPPT kinds (section 2.12; codes are the
 * route suffixes, e.g. 'soap' for cppt-soap).
 */
import { optionList } from '../vocabulary';

export const sortDirection = optionList('sortDirection', 'Urutan', [
  { code: 'asc', label: 'Naik (A-Z)', tone: 'neutral' },
  { code: 'desc', label: 'Turun (Z-A)', tone: 'neutral' },
]);

/** Page sizes a list offers (the spec's options); the default page size is 25. */
export const pageSizeOption = optionList('pageSizeOption', 'Jumlah Data per Halaman', [
  { code: 10, label: '10', tone: 'neutral' },
  { code: 20, label: '20', tone: 'neutral' },
  { code: 30, label: '30', tone: 'neutral' },
]);
export const DEFAULT_PAGE_SIZE = 25;

export type PageMode = 'list' | 'add' | 'edit';

/** The mode a route's pageSlug selects: absent -> list, 'add' -> add form, anything else -> edit. */
export function pageModeOf(pageSlug: string | null | undefined): PageMode {
  if (pageSlug === null || pageSlug === undefined || pageSlug === '') return 'list';
  return pageSlug === 'add' ? 'add' : 'edit';
}

/** Feature flags of the app configuration (`app.features` in docs/protocol.md). */
export const featureFlag = optionList('featureFlag', 'Fitur', [
  { code: 'registration', label: 'Pendaftaran', tone: 'neutral' },
  { code: 'supportingDoctor', label: 'Dokter Pendukung (Spesialis)', tone: 'neutral' },
  { code: 'poliAdjustment', label: 'Penyesuaian Poli', tone: 'neutral' },
  { code: 'inpatientAdjustment', label: 'Penyesuaian Poli Rawat Inap', tone: 'neutral' },
  { code: 'deliveryNoteUpdate', label: 'Pembaruan Catatan Persalinan', tone: 'neutral' },
]);

/** Sidebar pending-count badges; codes are the response fields of the Notification calls. */
export const pendingBadge = optionList('pendingBadge', 'Notifikasi Tertunda', [
  { code: 'notifInternalPending', label: 'Pemeliharaan Internal', tone: 'warning' },
  { code: 'notifEksternalPending', label: 'Pemeliharaan Eksternal', tone: 'warning' },
  { code: 'notifFarmasiPending', label: 'Obat', tone: 'warning' },
  { code: 'notifAlkesPending', label: 'Alat Kesehatan', tone: 'warning' },
  { code: 'notifInfusPending', label: 'Infus', tone: 'warning' },
  { code: 'notifUmumPending', label: 'Barang Umum', tone: 'warning' },
  { code: 'notifAsetPending', label: 'Aset', tone: 'warning' },
]);

/** Operation team roles (route keys of section 2.12). */
export const operationRole = optionList('operationRole', 'Peran Tim Operasi', [
  { code: 'dokter-anestesi', label: 'Dokter Anestesi', tone: 'neutral' },
  { code: 'perawat-bedah', label: 'Perawat Bedah', tone: 'neutral' },
  { code: 'dokter-operator', label: 'Dokter Operator', tone: 'neutral' },
  { code: 'ppjp', label: 'PPJP', tone: 'neutral' },
]);

/** CPPT (integrated progress note) kinds; the form route is `cppt-{code}`. */
export const cpptType = optionList('cpptType', 'Jenis CPPT', [
  { code: 'soap', label: 'SOAP', tone: 'neutral' },
  { code: 'sbar', label: 'SBAR', tone: 'neutral' },
  { code: 'dokter', label: 'Dokter', tone: 'neutral' },
  { code: 'ppa-radio', label: 'PPA Radiologi', tone: 'neutral' },
  { code: 'ppa-lab', label: 'PPA Laboratorium', tone: 'neutral' },
  { code: 'dietisien', label: 'Dietisien', tone: 'neutral' },
  { code: 'fisio', label: 'Fisioterapi', tone: 'neutral' },
  { code: 'farmasi', label: 'Farmasi', tone: 'neutral' },
]);
