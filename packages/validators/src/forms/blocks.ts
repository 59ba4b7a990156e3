/**
 * Sections and fields shared by several templates (as Indonesian hospitals' assessment forms
 * repeat them): the complaint, allergies, vital signs, the region examination, psychosocial and
 * functional status, pain, fall risk, nutrition screening, the plan and education.
 */
import {
  allergyType,
  bodyRegion,
  consciousness,
  fallRiskAdult,
  fallRiskPediatric,
  malnutritionScreening,
  painScale,
  strongKids,
} from '@simrs/domain';
import {
  type ChoiceField,
  type FormField,
  type FormOption,
  type FormSection,
  optionsOf,
  type RepeatField,
  type VitalsField,
  YES_NO,
} from './kit';
import type { VitalSign } from './vitals';

const opts = (...labels: string[]): FormOption[] =>
  labels.map((label, i) => ({ code: String(i + 1), label }));

export const ADULT_VITALS: readonly VitalSign[] = [
  'systolic',
  'diastolic',
  'pulse',
  'respiration',
  'temperature',
  'spo2',
  'weight',
  'height',
];

export function vitalsField(
  signs: readonly VitalSign[] = ADULT_VITALS,
  requiredSigns: readonly VitalSign[] = [
    'systolic',
    'diastolic',
    'pulse',
    'respiration',
    'temperature',
  ],
): VitalsField {
  return { kind: 'vitals', key: 'vital', label: 'Tanda Vital', signs, requiredSigns };
}

export function vitalsSection(
  signs?: readonly VitalSign[],
  requiredSigns?: readonly VitalSign[],
): FormSection {
  return {
    key: 'tandaVital',
    title: 'Tanda Vital',
    fields: [
      {
        kind: 'choice',
        key: 'kesadaran',
        label: 'Kesadaran',
        options: optionsOf(consciousness),
        display: 'select',
        required: true,
        width: 'half',
        observe: 'vital.consciousness',
      },
      vitalsField(signs, requiredSigns),
    ],
  };
}

export function allergiesSection(): FormSection {
  const list: RepeatField = {
    kind: 'repeat',
    key: 'alergi',
    label: 'Daftar Alergi',
    addLabel: 'Tambah Alergi',
    maxRows: 10,
    observe: 'allergy',
    showIf: { field: 'adaAlergi', in: ['Y'] },
    required: true,
    fields: [
      {
        kind: 'choice',
        key: 'type',
        label: 'Jenis Alergi',
        options: optionsOf(allergyType),
        required: true,
      },
      { kind: 'text', key: 'agent', label: 'Alergen', maxLength: 100, required: true },
      { kind: 'text', key: 'reaction', label: 'Reaksi', maxLength: 200 },
    ],
  };
  return {
    key: 'riwayatAlergi',
    title: 'Riwayat Alergi',
    fields: [
      {
        kind: 'choice',
        key: 'adaAlergi',
        label: 'Ada Riwayat Alergi',
        options: YES_NO,
        required: true,
      },
      list,
    ],
  };
}

export function regionExamSection(title = 'Pemeriksaan Fisik'): FormSection {
  return {
    key: 'pemeriksaanFisik',
    title,
    description: 'Setiap regio: Normal, Abnormal (dengan keterangan) atau Tidak diperiksa.',
    fields: [
      {
        kind: 'regionGrid',
        key: 'regio',
        label: 'Pemeriksaan Fisik per Regio',
        regions: optionsOf(bodyRegion),
        required: true,
      },
    ],
  };
}

export function psychosocialSection(): FormSection {
  return {
    key: 'psikososial',
    title: 'Psikososial, Spiritual dan Ekonomi',
    fields: [
      {
        kind: 'choice',
        key: 'statusPsikologis',
        label: 'Status Psikologis',
        options: opts('Tenang', 'Cemas', 'Takut', 'Marah', 'Sedih', 'Kecenderungan bunuh diri'),
        multiple: true,
        required: true,
      },
      {
        kind: 'choice',
        key: 'statusMental',
        label: 'Status Mental',
        options: opts(
          'Sadar dan orientasi baik',
          'Ada masalah perilaku',
          'Perilaku kekerasan yang dialami sebelumnya',
        ),
        required: true,
      },
      {
        kind: 'text',
        key: 'hubunganKeluarga',
        label: 'Hubungan dengan Anggota Keluarga',
        maxLength: 100,
        width: 'half',
      },
      {
        kind: 'text',
        key: 'tinggalBersama',
        label: 'Tinggal Bersama',
        maxLength: 100,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'hambatanIbadah',
        label: 'Hambatan dalam Menjalankan Ibadah',
        options: YES_NO,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'penanggungBiaya',
        label: 'Penanggung Biaya',
        options: opts('Pribadi', 'BPJS', 'Asuransi/Perusahaan'),
        width: 'half',
      },
    ],
  };
}

export function functionalSection(): FormSection {
  return {
    key: 'statusFungsional',
    title: 'Status Fungsional',
    fields: [
      {
        kind: 'choice',
        key: 'aktivitas',
        label: 'Aktivitas Sehari-hari',
        options: opts('Mandiri', 'Perlu bantuan sebagian', 'Ketergantungan total'),
        required: true,
      },
      {
        kind: 'choice',
        key: 'alatBantu',
        label: 'Alat Bantu',
        options: opts('Tidak ada', 'Kruk', 'Kursi roda', 'Walker', 'Tongkat', 'Lainnya'),
        multiple: true,
      },
      {
        kind: 'choice',
        key: 'cacatTubuh',
        label: 'Cacat Tubuh',
        options: YES_NO,
        width: 'half',
      },
      {
        kind: 'text',
        key: 'cacatTubuhKet',
        label: 'Keterangan Cacat Tubuh',
        maxLength: 200,
        width: 'half',
        showIf: { field: 'cacatTubuh', in: ['Y'] },
        required: true,
      },
    ],
  };
}

export function painSection(): FormSection {
  const pain: FormField[] = [
    {
      kind: 'choice',
      key: 'adaNyeri',
      label: 'Ada Keluhan Nyeri',
      options: YES_NO,
      required: true,
    },
    {
      kind: 'scale',
      key: 'skalaNyeri',
      label: 'Skala Nyeri (NRS)',
      scale: painScale,
      required: true,
      showIf: { field: 'adaNyeri', in: ['Y'] },
    },
    {
      kind: 'text',
      key: 'lokasiNyeri',
      label: 'Lokasi Nyeri',
      maxLength: 100,
      width: 'half',
      showIf: { field: 'adaNyeri', in: ['Y'] },
      required: true,
    },
    {
      kind: 'choice',
      key: 'karakterNyeri',
      label: 'Karakteristik Nyeri',
      options: opts('Tajam', 'Tumpul', 'Berdenyut', 'Terbakar', 'Tertusuk', 'Lainnya'),
      width: 'half',
      showIf: { field: 'adaNyeri', in: ['Y'] },
    },
    {
      kind: 'choice',
      key: 'frekuensiNyeri',
      label: 'Frekuensi Nyeri',
      options: opts('Jarang', 'Hilang timbul', 'Terus-menerus'),
      width: 'half',
      showIf: { field: 'adaNyeri', in: ['Y'] },
    },
    {
      kind: 'text',
      key: 'durasiNyeri',
      label: 'Durasi Nyeri',
      maxLength: 50,
      width: 'half',
      showIf: { field: 'adaNyeri', in: ['Y'] },
    },
  ];
  return { key: 'nyeri', title: 'Skrining Nyeri', fields: pain };
}

export function fallRiskSection(kind: 'adult' | 'child'): FormSection {
  return {
    key: 'risikoJatuh',
    title: 'Risiko Jatuh',
    fields: [
      {
        kind: 'scale',
        key: 'risikoJatuh',
        label:
          kind === 'adult' ? 'Risiko Jatuh Dewasa (Edmonson)' : 'Risiko Jatuh Anak (Humpty Dumpty)',
        scale: kind === 'adult' ? fallRiskAdult : fallRiskPediatric,
        required: true,
      },
    ],
  };
}

export function nutritionScreeningSection(kind: 'adult' | 'child'): FormSection {
  return {
    key: 'skriningGizi',
    title: 'Skrining Gizi',
    fields: [
      {
        kind: 'scale',
        key: 'skriningGizi',
        label: kind === 'adult' ? 'Skrining Gizi (MST)' : 'Skrining Gizi (STRONGkids)',
        scale: kind === 'adult' ? malnutritionScreening : strongKids,
        required: true,
      },
      {
        kind: 'choice',
        key: 'diagnosisKhusus',
        label: 'Pasien dengan Diagnosis Khusus',
        options: opts(
          'Tidak ada',
          'Diabetes melitus',
          'Ginjal',
          'Hati',
          'Jantung',
          'Paru',
          'Kanker',
          'Lainnya',
        ),
        multiple: true,
      },
    ],
  };
}

export const EDUCATION_TOPICS: readonly FormOption[] = opts(
  'Diagnosis dan kondisi penyakit',
  'Obat-obatan',
  'Diet dan nutrisi',
  'Manajemen nyeri',
  'Rehabilitasi',
  'Pencegahan risiko jatuh',
  'Cuci tangan',
  'Rencana kontrol/perawatan lanjutan',
);

export const educationNeedField: ChoiceField = {
  kind: 'choice',
  key: 'kebutuhanEdukasi',
  label: 'Kebutuhan Edukasi',
  options: EDUCATION_TOPICS,
  multiple: true,
};

export function nursingPlanSection(): FormSection {
  return {
    key: 'rencana',
    title: 'Masalah dan Rencana Keperawatan',
    fields: [
      {
        kind: 'text',
        key: 'masalahKeperawatan',
        label: 'Masalah Keperawatan',
        maxLength: 1000,
        multiline: true,
        required: true,
      },
      {
        kind: 'text',
        key: 'rencanaKeperawatan',
        label: 'Rencana/Tindakan Keperawatan',
        maxLength: 1000,
        multiline: true,
        required: true,
      },
      educationNeedField,
    ],
  };
}

export { opts };
