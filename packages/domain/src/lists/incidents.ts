/**
 * Patient-safety incident lists (vocabularies-statuses-limits.md section 3, "Incidents"). The
 * reporter, patient-outcome and probability lists, which the spec names without content, follow
 * the national incident report form (KKPRS) and the risk grading of PMK 11/2017.
 */
import { optionList } from '../vocabulary';

export const incidentType = optionList('incidentType', 'Jenis Insiden', [
  { code: 1, label: 'Kejadian Nyaris Cedera (KNC)', tone: 'warning' },
  { code: 2, label: 'Kejadian Tidak Diharapkan (KTD)', tone: 'danger' },
  { code: 3, label: 'Kejadian Tidak Cedera (KTC)', tone: 'info' },
  { code: 4, label: 'Kondisi Potensial Cedera (KPC)', tone: 'neutral' },
  { code: 5, label: 'Sentinel', tone: 'danger' },
]);

/** Risk grading colours (PMK 11/2017 risk matrix: blue low ... red extreme). */
export const incidentGrading = optionList('incidentGrading', 'Grading Risiko Insiden', [
  { code: 'BIRU', label: 'Biru (Risiko Rendah)', tone: 'info' },
  { code: 'HIJAU', label: 'Hijau (Risiko Sedang)', tone: 'success' },
  { code: 'KUNING', label: 'Kuning (Risiko Tinggi)', tone: 'warning' },
  { code: 'MERAH', label: 'Merah (Risiko Ekstrem)', tone: 'danger' },
]);

export const incidentReporter = optionList('incidentReporter', 'Pelapor Insiden', [
  { code: 'KARYAWAN', label: 'Karyawan', tone: 'neutral' },
  { code: 'PASIEN', label: 'Pasien', tone: 'neutral' },
  { code: 'KELUARGA', label: 'Keluarga/Pendamping Pasien', tone: 'neutral' },
  { code: 'PENGUNJUNG', label: 'Pengunjung', tone: 'neutral' },
  { code: 'LAINNYA', label: 'Lainnya', tone: 'neutral' },
]);

export const incidentPatientOutcome = optionList('incidentPatientOutcome', 'Akibat Insiden', [
  { code: 'KEMATIAN', label: 'Kematian', tone: 'danger' },
  { code: 'CEDERA_BERAT', label: 'Cedera Irreversibel/Berat', tone: 'danger' },
  { code: 'CEDERA_SEDANG', label: 'Cedera Reversibel/Sedang', tone: 'warning' },
  { code: 'CEDERA_RINGAN', label: 'Cedera Ringan', tone: 'info' },
  { code: 'TIDAK_CEDERA', label: 'Tidak Ada Cedera', tone: 'success' },
]);

export const incidentProbability = optionList('incidentProbability', 'Skala Probabilitas', [
  { code: 1, label: 'Sangat Jarang (lebih dari 5 tahun sekali)', tone: 'neutral' },
  { code: 2, label: 'Jarang (2-5 tahun sekali)', tone: 'neutral' },
  { code: 3, label: 'Mungkin (1-2 tahun sekali)', tone: 'neutral' },
  { code: 4, label: 'Sering (beberapa kali setahun)', tone: 'neutral' },
  { code: 5, label: 'Sangat Sering (tiap minggu/bulan)', tone: 'neutral' },
]);

/**
 * Impact (dampak) of the risk matrix, PMK 11/2017 and the KKPRS guide: 1 no injury ... 5 death.
 * With the probability it grades the incident (`incidentGradeOf`, `../patient-safety`).
 */
export const incidentImpact = optionList('incidentImpact', 'Dampak Insiden', [
  { code: 1, label: 'Tidak Signifikan (tidak ada cedera)', tone: 'neutral' },
  { code: 2, label: 'Minor (cedera ringan)', tone: 'neutral' },
  { code: 3, label: 'Moderat (cedera sedang, reversibel)', tone: 'neutral' },
  { code: 4, label: 'Mayor (cedera berat, irreversibel)', tone: 'neutral' },
  { code: 5, label: 'Katastropik (kematian)', tone: 'neutral' },
]);

/** Which staff member reported, when the reporter is an employee (KKPRS form: Karyawan). */
export const incidentReporterStaff = optionList('incidentReporterStaff', 'Pelapor Karyawan', [
  { code: 'DOKTER', label: 'Dokter', tone: 'neutral' },
  { code: 'PERAWAT', label: 'Perawat', tone: 'neutral' },
  { code: 'PETUGAS_LAIN', label: 'Petugas Lainnya', tone: 'neutral' },
]);

/** Whom the incident happened to (KKPRS form: "Insiden terjadi pada"). */
export const incidentAffected = optionList('incidentAffected', 'Insiden Terjadi pada', [
  { code: 'PASIEN', label: 'Pasien', tone: 'neutral' },
  { code: 'KARYAWAN', label: 'Karyawan', tone: 'neutral' },
  { code: 'PENGUNJUNG', label: 'Pengunjung', tone: 'neutral' },
  { code: 'KELUARGA', label: 'Keluarga/Pendamping Pasien', tone: 'neutral' },
  { code: 'LAINNYA', label: 'Lain-lain', tone: 'neutral' },
]);

/** Where it happened (the spec's location list; the form adds the exact place as text). */
export const incidentLocation = optionList('incidentLocation', 'Lokasi Insiden', [
  { code: 'RAWAT_JALAN', label: 'Rawat Jalan/Poliklinik', tone: 'neutral' },
  { code: 'UGD', label: 'Instalasi Gawat Darurat', tone: 'neutral' },
  { code: 'RAWAT_INAP', label: 'Rawat Inap', tone: 'neutral' },
  { code: 'INTENSIF', label: 'Ruang Intensif (ICU/NICU/PICU)', tone: 'neutral' },
  { code: 'KAMAR_OPERASI', label: 'Kamar Operasi', tone: 'neutral' },
  { code: 'KAMAR_BERSALIN', label: 'Kamar Bersalin', tone: 'neutral' },
  { code: 'FARMASI', label: 'Farmasi', tone: 'neutral' },
  { code: 'LABORATORIUM', label: 'Laboratorium', tone: 'neutral' },
  { code: 'RADIOLOGI', label: 'Radiologi', tone: 'neutral' },
  { code: 'PENUNJANG_LAIN', label: 'Penunjang Lain (Gizi, Fisioterapi)', tone: 'neutral' },
  { code: 'AREA_UMUM', label: 'Area Umum (Lobi, Koridor, Toilet, Parkir)', tone: 'neutral' },
  { code: 'LAINNYA', label: 'Lainnya', tone: 'neutral' },
]);

/**
 * The kind of incident (the KKPRS guide's incident types after the WHO ICPS classes). A fall
 * (`JATUH`) of a patient in care asks for a new fall-risk assessment (`../fall-watch`).
 */
export const incidentCategory = optionList('incidentCategory', 'Tipe Insiden', [
  { code: 'JATUH', label: 'Pasien Jatuh', tone: 'neutral' },
  { code: 'MEDIKASI', label: 'Medikasi/Cairan Infus', tone: 'neutral' },
  { code: 'PROSEDUR_KLINIS', label: 'Proses/Prosedur Klinis', tone: 'neutral' },
  { code: 'ADMINISTRASI_KLINIS', label: 'Administrasi Klinis', tone: 'neutral' },
  { code: 'DOKUMENTASI', label: 'Dokumentasi', tone: 'neutral' },
  { code: 'INFEKSI', label: 'Infeksi Terkait Pelayanan', tone: 'neutral' },
  { code: 'DARAH', label: 'Darah/Produk Darah', tone: 'neutral' },
  { code: 'NUTRISI', label: 'Nutrisi', tone: 'neutral' },
  { code: 'OKSIGEN', label: 'Oksigen/Gas Medis', tone: 'neutral' },
  { code: 'ALAT_MEDIS', label: 'Alat Medis', tone: 'neutral' },
  { code: 'PERILAKU_PASIEN', label: 'Perilaku Pasien', tone: 'neutral' },
  { code: 'KECELAKAAN', label: 'Kecelakaan Pasien (selain jatuh)', tone: 'neutral' },
  { code: 'INFRASTRUKTUR', label: 'Infrastruktur/Bangunan', tone: 'neutral' },
  { code: 'LAINNYA', label: 'Lainnya', tone: 'neutral' },
]);

/** Who took the immediate action (KKPRS form: "Tindakan dilakukan oleh"). */
export const incidentActionBy = optionList('incidentActionBy', 'Tindakan Dilakukan oleh', [
  { code: 'TIM', label: 'Tim', tone: 'neutral' },
  { code: 'DOKTER', label: 'Dokter', tone: 'neutral' },
  { code: 'PERAWAT', label: 'Perawat', tone: 'neutral' },
  { code: 'PETUGAS_LAIN', label: 'Petugas Lainnya', tone: 'neutral' },
]);
