/**
 * Patient and visit option lists (vocabularies-statuses-limits.md section 3, "Patient and visit").
 * Where the spec gives only the meaning of an entry (blood type "unknown", allergy types), the
 * code is an upper-case Indonesian word chosen here.
 */
import { optionList } from '../vocabulary';

export const maritalStatus = optionList('maritalStatus', 'Status Perkawinan', [
  { code: 1, label: 'Belum Kawin', tone: 'neutral' },
  { code: 2, label: 'Kawin', tone: 'neutral' },
  { code: 3, label: 'Cerai Hidup', tone: 'neutral' },
  { code: 4, label: 'Cerai Mati', tone: 'neutral' },
]);

/** Sex codes as the spec orders them (SATUSEHAT-style: 0 unknown, 3 undeterminable, 4 not filled). */
export const sex = optionList('sex', 'Jenis Kelamin', [
  { code: 1, label: 'Laki-laki', tone: 'neutral' },
  { code: 2, label: 'Perempuan', tone: 'neutral' },
  { code: 0, label: 'Tidak diketahui', tone: 'muted' },
  { code: 3, label: 'Tidak dapat ditentukan', tone: 'muted' },
  { code: 4, label: 'Tidak diisi', tone: 'muted' },
]);

export const bloodType = optionList('bloodType', 'Golongan Darah', [
  { code: 'A', label: 'A', tone: 'neutral' },
  { code: 'B', label: 'B', tone: 'neutral' },
  { code: 'O', label: 'O', tone: 'neutral' },
  { code: 'AB', label: 'AB', tone: 'neutral' },
  { code: 'TIDAK_DIKETAHUI', label: 'Tidak Diketahui', tone: 'muted' },
]);

export const allergyType = optionList('allergyType', 'Jenis Alergi', [
  { code: 'OBAT', label: 'Obat', tone: 'neutral' },
  { code: 'MAKANAN', label: 'Makanan', tone: 'neutral' },
  { code: 'UDARA', label: 'Udara', tone: 'neutral' },
  { code: 'LAINNYA', label: 'Lainnya', tone: 'neutral' },
]);

export const citizenship = optionList('citizenship', 'Kewarganegaraan', [
  { code: 'WNA', label: 'Warga Negara Asing (WNA)', tone: 'neutral' },
  { code: 'WNI', label: 'Warga Negara Indonesia (WNI)', tone: 'neutral' },
]);

/**
 * Payer types. `slug` is the text form the spec gives (umum, asuransi, bpjs), used in paths and
 * payloads that name the payer by word.
 */
export const payerType = optionList('payerType', 'Cara Bayar', [
  { code: 1, label: 'Umum', tone: 'neutral', slug: 'umum' },
  { code: 2, label: 'Asuransi', tone: 'neutral', slug: 'asuransi' },
  { code: 3, label: 'BPJS', tone: 'neutral', slug: 'bpjs' },
]);
export type PayerTypeCode = (typeof payerType.entries)[number]['code'];
export type PayerTypeSlug = (typeof payerType.entries)[number]['slug'];

/** The payer type with this slug ('umum', 'asuransi', 'bpjs'), case-insensitive. */
export function payerTypeBySlug(slug: string): (typeof payerType.entries)[number] | undefined {
  const wanted = slug.trim().toLowerCase();
  return payerType.entries.find((e) => e.slug === wanted);
}

export const entryChannel = optionList('entryChannel', 'Jalur Masuk', [
  { code: 'RAJAL', label: 'Rawat Jalan', tone: 'neutral' },
  { code: 'UGD', label: 'UGD', tone: 'neutral' },
]);

/** The kind of a registration (episode): outpatient, emergency or inpatient. */
export const registrationKind = optionList('registrationKind', 'Jenis Registrasi', [
  { code: 'RAJAL', label: 'Rawat Jalan', tone: 'neutral' },
  { code: 'UGD', label: 'UGD', tone: 'neutral' },
  { code: 'RANAP', label: 'Rawat Inap', tone: 'neutral' },
]);
export type RegistrationKind = (typeof registrationKind.entries)[number]['code'];

export const registrationChannel = optionList('registrationChannel', 'Jalur Pendaftaran', [
  { code: 'BO-REG', label: 'Pendaftaran Loket', tone: 'neutral' },
  { code: 'E-REG', label: 'Pendaftaran Online', tone: 'neutral' },
  { code: 'ICS', label: 'ICS', tone: 'neutral' },
  { code: 'JKN', label: 'Mobile JKN', tone: 'neutral' },
]);

export const patientSearchBy = optionList('patientSearchBy', 'Cari Pasien Berdasarkan', [
  { code: 'NIK', label: 'NIK', tone: 'neutral' },
  { code: 'NOKA', label: 'Nomor Kartu BPJS', tone: 'neutral' },
]);

export const serviceKind = optionList('serviceKind', 'Jenis Layanan', [
  { code: 'poli', label: 'Poliklinik', tone: 'neutral' },
  { code: 'ugd', label: 'UGD', tone: 'neutral' },
  { code: 'ranap', label: 'Rawat Inap', tone: 'neutral' },
]);

export const inpatientType = optionList('inpatientType', 'Jenis Rawat Inap', [
  { code: 1, label: 'Obsgyn', tone: 'neutral' },
  { code: 3, label: 'Umum', tone: 'neutral' },
  { code: 4, label: 'Perawatan Kritis', tone: 'neutral' },
]);

export const financingSource = optionList('financingSource', 'Sumber Pembiayaan', [
  { code: 1, label: 'Pribadi', tone: 'neutral' },
  { code: 2, label: 'Pemberi Kerja', tone: 'neutral' },
  { code: 3, label: 'Asuransi Tambahan', tone: 'neutral' },
]);

/** BPJS room class entitlement (also the class of a SEP). */
export const bpjsClass = optionList('bpjsClass', 'Hak Kelas BPJS', [
  { code: 1, label: 'Kelas 1', tone: 'neutral' },
  { code: 2, label: 'Kelas 2', tone: 'neutral' },
  { code: 3, label: 'Kelas 3', tone: 'neutral' },
]);

/** Upgrade class (BPJS VClaim "naik kelas" reference, from VVIP to above class 1). */
export const upgradeClass = optionList('upgradeClass', 'Naik Kelas', [
  { code: 1, label: 'VVIP', tone: 'neutral' },
  { code: 2, label: 'VIP', tone: 'neutral' },
  { code: 3, label: 'Kelas 1', tone: 'neutral' },
  { code: 4, label: 'Kelas 2', tone: 'neutral' },
  { code: 5, label: 'Kelas 3', tone: 'neutral' },
  { code: 6, label: 'ICCU', tone: 'neutral' },
  { code: 7, label: 'ICU', tone: 'neutral' },
  { code: 8, label: 'Di atas Kelas 1', tone: 'neutral' },
]);

export const yesNo = optionList('yesNo', 'Ya/Tidak', [
  { code: 'Y', label: 'Ya', tone: 'success' },
  { code: 'N', label: 'Tidak', tone: 'muted' },
]);

/** Monitoring continuation (section 3, time slots): Y continue, N stop. */
export const monitoringContinuation = optionList('monitoringContinuation', 'Lanjut Monitoring', [
  { code: 'Y', label: 'Lanjut', tone: 'progress' },
  { code: 'N', label: 'Tidak Lanjut', tone: 'muted' },
]);

/**
 * How a patient's responsible person (penanggung jawab) is related to the patient. The spec names
 * the child list but not its vocabulary: these are the relations admission desks record.
 */
export const responsibleRelation = optionList('responsibleRelation', 'Hubungan dengan Pasien', [
  { code: 'DIRI_SENDIRI', label: 'Diri Sendiri', tone: 'neutral' },
  { code: 'SUAMI', label: 'Suami', tone: 'neutral' },
  { code: 'ISTRI', label: 'Istri', tone: 'neutral' },
  { code: 'AYAH', label: 'Ayah', tone: 'neutral' },
  { code: 'IBU', label: 'Ibu', tone: 'neutral' },
  { code: 'ANAK', label: 'Anak', tone: 'neutral' },
  { code: 'SAUDARA', label: 'Saudara Kandung', tone: 'neutral' },
  { code: 'KERABAT', label: 'Kerabat Lain', tone: 'neutral' },
  { code: 'LAINNYA', label: 'Lainnya', tone: 'neutral' },
]);
