/**
 * Physical-examination regions and clinical option lists (vocabularies-statuses-limits.md
 * section 3, "Physical examination regions" and "Clinical scales"). The scored scales themselves
 * (GCS, fall risk, Aldrete, Apgar, ...) live in `../scales`.
 */
import { optionList } from '../vocabulary';

const regions = [
  { code: 'kepala', label: 'Kepala', tone: 'neutral' },
  { code: 'mata', label: 'Mata', tone: 'neutral' },
  { code: 'hidung', label: 'Hidung', tone: 'neutral' },
  { code: 'rambut', label: 'Rambut', tone: 'neutral' },
  { code: 'bibir', label: 'Bibir', tone: 'neutral' },
  { code: 'gigi', label: 'Gigi', tone: 'neutral' },
  { code: 'lidah', label: 'Lidah', tone: 'neutral' },
  { code: 'langit_langit', label: 'Langit-langit', tone: 'neutral' },
  { code: 'leher', label: 'Leher', tone: 'neutral' },
  { code: 'tenggorokan', label: 'Tenggorokan', tone: 'neutral' },
  { code: 'tonsil', label: 'Tonsil', tone: 'neutral' },
  { code: 'dada', label: 'Dada', tone: 'neutral' },
  { code: 'payudara', label: 'Payudara', tone: 'neutral' },
  { code: 'punggung', label: 'Punggung', tone: 'neutral' },
  { code: 'perut', label: 'Perut', tone: 'neutral' },
  { code: 'genital', label: 'Genital', tone: 'neutral' },
  { code: 'anus', label: 'Anus', tone: 'neutral' },
  { code: 'lengan_atas', label: 'Lengan Atas', tone: 'neutral' },
  { code: 'lengan_bawah', label: 'Lengan Bawah', tone: 'neutral' },
  { code: 'jari_tangan', label: 'Jari Tangan', tone: 'neutral' },
  { code: 'kuku_tangan', label: 'Kuku Tangan', tone: 'neutral' },
  { code: 'persendian_tangan', label: 'Persendian Tangan', tone: 'neutral' },
  { code: 'tungkai_atas', label: 'Tungkai Atas', tone: 'neutral' },
  { code: 'tungkai_bawah', label: 'Tungkai Bawah', tone: 'neutral' },
  { code: 'jari_kaki', label: 'Jari Kaki', tone: 'neutral' },
  { code: 'kuku_kaki', label: 'Kuku Kaki', tone: 'neutral' },
  { code: 'persendian_kaki', label: 'Persendian Kaki', tone: 'neutral' },
] as const;

/** The 27 body regions of the outpatient examination. */
export const bodyRegion = optionList('bodyRegion', 'Regio Pemeriksaan Fisik', regions);

/** The 28 regions of the inpatient and emergency examinations: the 27 plus nerves. */
export const bodyRegionWithNerves = optionList(
  'bodyRegionWithNerves',
  'Regio Pemeriksaan Fisik (Rawat Inap dan UGD)',
  [...regions, { code: 'saraf', label: 'Saraf', tone: 'neutral' }],
);

export type BodyRegionCode = (typeof bodyRegionWithNerves.entries)[number]['code'];

/** Field-name prefix of each physical-examination form and the region list it uses. */
export const physicalExamForms = {
  outpatient: { prefix: 'apod_vs_', title: 'Rawat Jalan', regions: bodyRegion },
  inpatientNurse: {
    prefix: 'arankaa_vs_',
    title: 'Perawat Rawat Inap',
    regions: bodyRegionWithNerves,
  },
  emergency: { prefix: 'auod_vs_', title: 'UGD', regions: bodyRegionWithNerves },
  inpatientDoctor: {
    prefix: 'arankm_vs_',
    title: 'Dokter Rawat Inap',
    regions: bodyRegionWithNerves,
  },
  inpatientVerifier: {
    prefix: 'aranrv_vs_',
    title: 'Verifikator Rawat Inap',
    regions: bodyRegionWithNerves,
  },
  inpatientOther: {
    prefix: 'aranpio_vs_',
    title: 'Rawat Inap (Lainnya)',
    regions: bodyRegionWithNerves,
  },
} as const;
export type PhysicalExamForm = keyof typeof physicalExamForms;

/**
 * The field name of a region on a form, e.g. ('outpatient', 'kepala') -> 'apod_vs_kepala'.
 * Throws when the form's list lacks the region (nerves on the outpatient form).
 */
export function physicalExamFieldName(form: PhysicalExamForm, region: BodyRegionCode): string {
  const def = physicalExamForms[form];
  if (!def.regions.entries.some((e) => e.code === region)) {
    throw new RangeError(`Form ${form} has no region ${region}`);
  }
  return `${def.prefix}${region}`;
}

/** Level of consciousness; `consciousnessFromGcs` maps a GCS total onto it. */
export const consciousness = optionList('consciousness', 'Tingkat Kesadaran', [
  { code: 1, label: 'Compos Mentis', tone: 'success' },
  { code: 2, label: 'Apatis', tone: 'info' },
  { code: 3, label: 'Somnolen', tone: 'warning' },
  { code: 4, label: 'Delirium', tone: 'warning' },
  { code: 5, label: 'Sopor', tone: 'danger' },
  { code: 6, label: 'Koma', tone: 'danger' },
]);

export const anesthesiaType = optionList('anesthesiaType', 'Jenis Anestesi', [
  { code: 'UMUM', label: 'Anestesi Umum', tone: 'neutral' },
  { code: 'REGIONAL', label: 'Anestesi Regional', tone: 'neutral' },
  { code: 'KOMBINASI', label: 'Kombinasi (Umum dan Regional)', tone: 'neutral' },
  { code: 'SEDASI_SEDANG', label: 'Sedasi Sedang', tone: 'neutral' },
  { code: 'SEDASI_DALAM', label: 'Sedasi Dalam', tone: 'neutral' },
]);

export const operationSize = optionList('operationSize', 'Jenis Operasi', [
  { code: 'Besar', label: 'Besar', tone: 'neutral' },
  { code: 'Sedang', label: 'Sedang', tone: 'neutral' },
  { code: 'Kecil', label: 'Kecil', tone: 'neutral' },
  { code: 'Khusus', label: 'Khusus', tone: 'neutral' },
]);

export const operationUrgency = optionList('operationUrgency', 'Sifat Operasi', [
  { code: 'Elektif', label: 'Elektif', tone: 'neutral' },
  { code: 'Cito', label: 'Cito', tone: 'danger' },
]);

/** BMI-for-age z-score bands; `zScoreBandOf` computes the band from a z-score. */
export const zScoreBand = optionList('zScoreBand', 'Status Gizi (Z-Score)', [
  { code: 1, label: 'Sangat Kurus', tone: 'danger' },
  { code: 2, label: 'Kurus', tone: 'warning' },
  { code: 3, label: 'Normal', tone: 'success' },
  { code: 4, label: 'Gemuk', tone: 'warning' },
]);

export const endOfCareOutcome = optionList('endOfCareOutcome', 'Keadaan Akhir Perawatan', [
  { code: 'PULANG', label: 'Pulang', tone: 'success' },
  { code: 'RUJUK', label: 'Rujuk', tone: 'info' },
  { code: 'APS', label: 'Atas Permintaan Pasien', tone: 'warning' },
  { code: 'MENINGGAL', label: 'Meninggal', tone: 'muted' },
]);

/** Special-room transfers: entering (ICU, ...) and the matching exit forms prefixed K. */
export const transferRoom = optionList('transferRoom', 'Pindah Ruang Khusus', [
  { code: 'ICU', label: 'Masuk ICU', tone: 'neutral' },
  { code: 'NICU', label: 'Masuk NICU', tone: 'neutral' },
  { code: 'AIRBORNE', label: 'Masuk Isolasi Airborne', tone: 'neutral' },
  { code: 'IMUNOSUPRESI', label: 'Masuk Isolasi Imunosupresi', tone: 'neutral' },
  { code: 'KICU', label: 'Keluar ICU', tone: 'neutral' },
  { code: 'KNICU', label: 'Keluar NICU', tone: 'neutral' },
  { code: 'KAIRBORNE', label: 'Keluar Isolasi Airborne', tone: 'neutral' },
  { code: 'KIMUNOSUPRESI', label: 'Keluar Isolasi Imunosupresi', tone: 'neutral' },
]);

/** Where a patient goes next (after surgery or a procedure). */
export const inpatientDestination = optionList('inpatientDestination', 'Tujuan Pasien', [
  { code: 'RR', label: 'Ruang Pemulihan (RR)', tone: 'neutral' },
  { code: 'ICU', label: 'ICU', tone: 'neutral' },
  { code: 'PL', label: 'Pulang', tone: 'neutral' },
  { code: 'LN', label: 'Lainnya', tone: 'neutral' },
]);

export const restrainType = optionList('restrainType', 'Jenis Restrain', [
  { code: 'F', label: 'Fisik', tone: 'neutral' },
  { code: 'N', label: 'Non-fisik (Farmakologis)', tone: 'neutral' },
]);

export const yesNoNotYet = optionList('yesNoNotYet', 'Ya/Tidak/Belum', [
  { code: 'Y', label: 'Ya', tone: 'success' },
  { code: 'N', label: 'Tidak', tone: 'muted' },
  { code: 'B', label: 'Belum', tone: 'warning' },
]);

export const normalStatus = optionList('normalStatus', 'Normal/Tidak Normal', [
  { code: 'N', label: 'Normal', tone: 'success' },
  { code: 'TN', label: 'Tidak Normal', tone: 'danger' },
]);

/**
 * Pressure-ulcer risk (rld) item score 1-4, read as a Braden-style subscale: 1 is the most
 * impaired, 4 no impairment.
 */
export const pressureUlcerScore = optionList('pressureUlcerScore', 'Skor Risiko Luka Dekubitus', [
  { code: 1, label: 'Sangat Terganggu', tone: 'danger' },
  { code: 2, label: 'Terganggu', tone: 'warning' },
  { code: 3, label: 'Sedikit Terganggu', tone: 'info' },
  { code: 4, label: 'Tidak Terganggu', tone: 'success' },
]);

export const emergencyDisposition = optionList('emergencyDisposition', 'Tindak Lanjut UGD', [
  { code: 'RU', label: 'Rujuk', tone: 'info' },
  { code: 'RJ', label: 'Rawat Jalan', tone: 'success' },
  { code: 'RI', label: 'Rawat Inap', tone: 'progress' },
  { code: 'O', label: 'Observasi', tone: 'warning' },
  { code: 'P', label: 'Persalinan', tone: 'progress' },
]);

/** Emergency triage placement (the triage colour zones of the emergency room). */
export const triagePlacement = optionList('triagePlacement', 'Penempatan Triase', [
  { code: 'MERAH', label: 'Merah (Resusitasi)', tone: 'danger' },
  { code: 'KUNING', label: 'Kuning (Gawat Tidak Darurat)', tone: 'warning' },
  { code: 'HIJAU', label: 'Hijau (Tidak Gawat)', tone: 'success' },
  { code: 'HITAM', label: 'Hitam (Meninggal)', tone: 'muted' },
]);

export const bloodProductType = optionList('bloodProductType', 'Jenis Produk Darah', [
  { code: 'WB', label: 'Whole Blood (WB)', tone: 'neutral' },
  { code: 'PRC', label: 'Packed Red Cell (PRC)', tone: 'neutral' },
  { code: 'TC', label: 'Trombosit Konsentrat (TC)', tone: 'neutral' },
  { code: 'FFP', label: 'Fresh Frozen Plasma (FFP)', tone: 'neutral' },
  { code: 'CRYO', label: 'Kriopresipitat', tone: 'neutral' },
]);

/**
 * ICU admission priority (Kepmenkes 1778/MENKES/SK/XII/2010, Pedoman Penyelenggaraan Pelayanan
 * ICU di Rumah Sakit): one of the ICU admission criteria lists the spec names without content.
 */
export const icuAdmissionPriority = optionList('icuAdmissionPriority', 'Prioritas Masuk ICU', [
  {
    code: 1,
    label: 'Prioritas 1 - Kritis, tidak stabil, memerlukan terapi intensif',
    tone: 'danger',
  },
  {
    code: 2,
    label: 'Prioritas 2 - Memerlukan pemantauan intensif, berisiko memerlukan terapi segera',
    tone: 'warning',
  },
  {
    code: 3,
    label: 'Prioritas 3 - Kritis, tidak stabil, kemungkinan pulih kecil',
    tone: 'info',
  },
]);

/** Obstetric labour: mode of delivery. */
export const deliveryMethod = optionList('deliveryMethod', 'Cara Persalinan', [
  { code: 'SPONTAN', label: 'Spontan', tone: 'neutral' },
  { code: 'VAKUM', label: 'Ekstraksi Vakum', tone: 'neutral' },
  { code: 'FORSEP', label: 'Ekstraksi Forsep', tone: 'neutral' },
  { code: 'SC', label: 'Seksio Sesarea', tone: 'neutral' },
]);

/** Obstetric labour: amniotic fluid, the partograph codes of Asuhan Persalinan Normal (APN). */
export const amnioticFluid = optionList('amnioticFluid', 'Air Ketuban', [
  { code: 'U', label: 'Utuh (selaput ketuban belum pecah)', tone: 'neutral' },
  { code: 'J', label: 'Jernih', tone: 'success' },
  { code: 'M', label: 'Bercampur Mekonium', tone: 'warning' },
  { code: 'D', label: 'Bercampur Darah', tone: 'warning' },
  { code: 'K', label: 'Kering', tone: 'danger' },
]);

/** Postnatal: uterine contraction. */
export const uterineContraction = optionList('uterineContraction', 'Kontraksi Uterus', [
  { code: 'BAIK', label: 'Baik (keras)', tone: 'success' },
  { code: 'LEMBEK', label: 'Lembek', tone: 'danger' },
]);

/** Postnatal: lochia. */
export const lochia = optionList('lochia', 'Lokia', [
  { code: 'RUBRA', label: 'Rubra', tone: 'neutral' },
  { code: 'SANGUINOLENTA', label: 'Sanguinolenta', tone: 'neutral' },
  { code: 'SEROSA', label: 'Serosa', tone: 'neutral' },
  { code: 'ALBA', label: 'Alba', tone: 'neutral' },
]);
