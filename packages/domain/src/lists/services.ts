/**
 * Prescriptions, referrals, BPJS and unit lists (vocabularies-statuses-limits.md section 3,
 * "Prescriptions, referrals, BPJS"). BPJS lists follow the VClaim reference codes.
 */
import { optionList } from '../vocabulary';

export const prescriptionItemKind = optionList('prescriptionItemKind', 'Jenis Item Resep', [
  { code: 1, label: 'Obat', tone: 'neutral' },
  { code: 2, label: 'Alat Kesehatan', tone: 'neutral' },
  { code: 3, label: 'Racikan', tone: 'neutral' },
  { code: 4, label: 'Paket Alat Kesehatan', tone: 'neutral' },
  { code: 5, label: 'Infus', tone: 'neutral' },
]);

export const referralType = optionList('referralType', 'Jenis Rujukan', [
  { code: 'RI', label: 'Rujukan Internal', tone: 'neutral' },
  { code: 'RK', label: 'Rujukan Kasus', tone: 'neutral' },
  { code: 'RP', label: 'Rujukan Parsial', tone: 'neutral' },
  { code: 'RB', label: 'Rujuk Balik', tone: 'neutral' },
  { code: 'RBN', label: 'Rujuk Balik Non-PRB', tone: 'neutral' },
]);

export const referralDocument = optionList('referralDocument', 'Jenis Surat', [
  { code: 'R', label: 'Surat Rujukan', tone: 'neutral' },
  { code: 'K', label: 'Surat Kontrol', tone: 'neutral' },
]);

/** SEP types, read as the basis of the visit the SEP is issued for. */
export const sepType = optionList('sepType', 'Jenis SEP', [
  { code: 'N', label: 'Tanpa Rujukan (Gawat Darurat)', tone: 'neutral' },
  { code: 'K', label: 'Kontrol', tone: 'neutral' },
  { code: 'O', label: 'Rujukan Antar Rumah Sakit', tone: 'neutral' },
  { code: 'R', label: 'Rujukan FKTP', tone: 'neutral' },
  { code: 'I', label: 'Rujukan Internal', tone: 'neutral' },
]);

/** Traffic/work accident code of a SEP (VClaim lakaLantas). */
export const bpjsAccident = optionList('bpjsAccident', 'Status Kecelakaan', [
  { code: 0, label: 'Bukan Kecelakaan', tone: 'neutral' },
  { code: 1, label: 'Kecelakaan Lalu Lintas dan Bukan Kecelakaan Kerja', tone: 'warning' },
  { code: 2, label: 'Kecelakaan Lalu Lintas dan Kecelakaan Kerja', tone: 'warning' },
  { code: 3, label: 'Kecelakaan Kerja', tone: 'warning' },
]);

/** Purpose of the visit (VClaim tujuanKunj). */
export const bpjsServicePurpose = optionList('bpjsServicePurpose', 'Tujuan Kunjungan', [
  { code: 0, label: 'Normal', tone: 'neutral' },
  { code: 1, label: 'Prosedur', tone: 'neutral' },
  { code: 2, label: 'Konsul Dokter', tone: 'neutral' },
]);

/** Supportive service of a procedure visit (VClaim kdPenunjang 1-12). */
export const bpjsSupportiveService = optionList('bpjsSupportiveService', 'Penunjang', [
  { code: 1, label: 'Radioterapi', tone: 'neutral' },
  { code: 2, label: 'Kemoterapi', tone: 'neutral' },
  { code: 3, label: 'Rehabilitasi Medik', tone: 'neutral' },
  { code: 4, label: 'Rehabilitasi Psikososial', tone: 'neutral' },
  { code: 5, label: 'Transfusi Darah', tone: 'neutral' },
  { code: 6, label: 'Pelayanan Gigi', tone: 'neutral' },
  { code: 7, label: 'Laboratorium', tone: 'neutral' },
  { code: 8, label: 'USG', tone: 'neutral' },
  { code: 9, label: 'Farmasi', tone: 'neutral' },
  { code: 10, label: 'Lain-lain', tone: 'neutral' },
  { code: 11, label: 'MRI', tone: 'neutral' },
  { code: 12, label: 'Hemodialisa', tone: 'neutral' },
]);

/** BPJS claim status as the insurer reports it (VClaim claim monitoring). */
export const bpjsClaimStatus = optionList('bpjsClaimStatus', 'Status Klaim BPJS', [
  { code: 1, label: 'Proses Verifikasi', tone: 'progress' },
  { code: 2, label: 'Pending Verifikasi', tone: 'warning' },
  { code: 3, label: 'Klaim', tone: 'success' },
]);

export const supportiveExamCategory = optionList('supportiveExamCategory', 'Kategori Penunjang', [
  { code: 'LAB', label: 'Laboratorium', tone: 'neutral' },
  { code: 'RADIO', label: 'Radiologi', tone: 'neutral' },
  { code: 'FISIO', label: 'Fisioterapi', tone: 'neutral' },
  { code: 'DIETISIEN', label: 'Dietisien', tone: 'neutral' },
]);

export const unitCategory = optionList('unitCategory', 'Kategori Unit', [
  { code: 'admisi', label: 'Admisi', tone: 'neutral' },
  { code: 'ranap', label: 'Admisi Rawat Inap', tone: 'neutral' },
  { code: 'informasi', label: 'Informasi', tone: 'neutral' },
  { code: 'loket', label: 'Loket', tone: 'neutral' },
  { code: 'penunjang', label: 'Penunjang', tone: 'neutral' },
  { code: 'poli', label: 'Poliklinik', tone: 'neutral' },
  { code: 'farmasi', label: 'Farmasi', tone: 'neutral' },
  { code: 'admisi-ugd', label: 'Admisi UGD', tone: 'neutral' },
  { code: 'farmasi-ugd', label: 'Farmasi UGD', tone: 'neutral' },
]);
