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
