/**
 * Sections and fields shared by several templates (as Indonesian hospitals' assessment forms
 * repeat them): the complaint, allergies, vital signs, the region examination, psychosocial and
 * functional status, pain, fall risk, nutrition screening, the plan and education; for the
 * critical-care units: airway and breathing, circulation, respiratory support and ventilator
 * settings, lines and drains, pain by age and pressure-injury risk.
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
import { braden, bradenQ, cpot, flacc, nips } from './critical-scales';
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

/** The patients of a critical-care unit: adult (ICU), child (PICU), neonate (NICU). */
export type CriticalCare = 'adult' | 'child' | 'neonate';

/** Airway (patency, the device, its size and depth) and breathing. */
export function airwayBreathingSection(kind: CriticalCare): FormSection {
  const tube = ['3', '4'];
  return {
    key: 'airwayBreathing',
    title: 'Airway dan Breathing',
    fields: [
      {
        kind: 'choice',
        key: 'jalanNapas',
        label: 'Jalan Napas',
        options: opts('Paten', 'Tidak paten'),
        required: true,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'sumbatanJalanNapas',
        label: 'Sumbatan Jalan Napas',
        options: opts('Sputum/lendir', 'Darah', 'Lidah jatuh', 'Benda asing', 'Edema'),
        multiple: true,
        width: 'half',
        showIf: { field: 'jalanNapas', in: ['2'] },
        required: true,
      },
      {
        kind: 'choice',
        key: 'alatJalanNapas',
        label: 'Alat Bantu Jalan Napas',
        options: opts(
          'Tidak ada',
          kind === 'neonate' ? 'Orofaringeal (OPA)' : 'Orofaringeal (OPA)/nasofaringeal (NPA)',
          'Endotrakeal (ETT)',
          'Trakeostomi',
        ),
        display: 'select',
        required: true,
      },
      {
        kind: 'number',
        key: 'ukuranEtt',
        label: 'Ukuran ETT/Kanul Trakeostomi',
        unit: 'mm',
        min: 2,
        max: 10,
        decimals: 1,
        width: 'half',
        showIf: { field: 'alatJalanNapas', in: tube },
        required: true,
      },
      {
        kind: 'number',
        key: 'kedalamanEtt',
        label: 'Kedalaman ETT (di bibir)',
        unit: 'cm',
        min: 4,
        max: 30,
        decimals: 1,
        width: 'half',
        showIf: { field: 'alatJalanNapas', in: ['3'] },
        required: true,
      },
      {
        kind: 'choice',
        key: 'polaNapas',
        label: 'Pola Napas',
        options: opts(
          'Normal (eupnea)',
          'Takipnea',
          'Bradipnea',
          'Dispnea',
          kind === 'neonate' ? 'Apnea' : 'Kussmaul',
          'Cheyne-Stokes',
        ),
        required: true,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'suaraNapas',
        label: 'Suara Napas',
        options: opts('Vesikuler', 'Ronkhi', 'Wheezing', 'Stridor', 'Menurun/tidak terdengar'),
        multiple: true,
        required: true,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'retraksi',
        label: kind === 'adult' ? 'Penggunaan Otot Bantu Napas' : 'Retraksi Dinding Dada',
        options: YES_NO,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'sputum',
        label: 'Sputum/Sekret',
        options: opts('Tidak ada', 'Putih/jernih', 'Kuning/hijau (purulen)', 'Bercampur darah'),
        width: 'half',
      },
    ],
  };
}

/** Circulation: peripheries, capillary refill, mean arterial and central venous pressure. */
export function circulationSection(kind: CriticalCare): FormSection {
  return {
    key: 'circulation',
    title: 'Circulation',
    fields: [
      {
        kind: 'choice',
        key: 'akral',
        label: 'Akral',
        options: opts('Hangat', 'Dingin', 'Dingin dan lembap'),
        required: true,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'crt',
        label: 'Capillary Refill Time (CRT)',
        options: opts('< 2 detik', '>= 2 detik'),
        required: true,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'warnaKulit',
        label: 'Warna Kulit',
        options: opts(
          'Normal/kemerahan',
          'Pucat',
          'Sianosis',
          kind === 'neonate' ? 'Ikterik' : 'Mottled',
        ),
        required: true,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'edema',
        label: 'Edema',
        options: YES_NO,
        width: 'half',
      },
      {
        kind: 'number',
        key: 'map',
        label: 'Mean Arterial Pressure (MAP)',
        unit: 'mmHg',
        min: 15,
        max: 200,
        width: 'half',
        observe: 'vital.map',
      },
      {
        kind: 'number',
        key: 'cvp',
        label: 'Central Venous Pressure (CVP)',
        unit: 'cmH2O',
        min: -5,
        max: 35,
        width: 'half',
        observe: 'vital.cvp',
      },
      {
        kind: 'choice',
        key: 'irama',
        label: 'Irama Jantung (monitor)',
        options: opts(
          'Sinus',
          'Sinus takikardia',
          'Sinus bradikardia',
          'Fibrilasi atrium',
          'Aritmia lain',
        ),
        display: 'select',
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'perdarahan',
        label: 'Perdarahan',
        options: YES_NO,
        width: 'half',
      },
    ],
  };
}

/**
 * Respiratory support: the device, oxygen, and the ventilator's settings when a ventilator or
 * non-invasive pressure support is in use.
 */
export function respiratorySupportSection(kind: CriticalCare): FormSection {
  const devices =
    kind === 'neonate'
      ? opts(
          'Tanpa alat bantu',
          'Nasal kanul',
          'Head box',
          'High flow nasal cannula (HFNC)',
          'Bubble CPAP/NCPAP',
          'NIPPV',
          'Ventilator mekanik invasif',
          'HFOV',
        )
      : opts(
          'Tanpa alat bantu',
          'Nasal kanul',
          'Sungkup sederhana',
          'Non-rebreathing mask (NRM)',
          'High flow nasal cannula (HFNC)',
          'CPAP',
          'NIV (BiPAP)',
          'Ventilator mekanik invasif',
        );
  const oxygen = devices.map((d) => String(d.code)).filter((c) => c !== '1');
  const pressure = kind === 'neonate' ? ['5', '6', '7', '8'] : ['6', '7', '8'];
  const ventilator = kind === 'neonate' ? ['6', '7', '8'] : ['7', '8'];
  const tidal = kind === 'adult' ? { min: 50, max: 1500 } : { min: 2, max: 800 };
  return {
    key: 'dukunganNapas',
    title: 'Terapi Oksigen dan Ventilator',
    fields: [
      {
        kind: 'choice',
        key: 'alatBantuNapas',
        label: 'Alat Bantu Napas',
        options: devices,
        display: 'select',
        required: true,
      },
      {
        kind: 'number',
        key: 'fio2',
        label: 'FiO2',
        unit: '%',
        min: 21,
        max: 100,
        width: 'half',
        showIf: { field: 'alatBantuNapas', in: oxygen },
        required: true,
        observe: 'vent.fio2',
      },
      {
        kind: 'number',
        key: 'aliranO2',
        label: 'Aliran Oksigen',
        unit: 'l/menit',
        min: 0.1,
        max: 70,
        decimals: 1,
        width: 'half',
        showIf: { field: 'alatBantuNapas', in: oxygen },
      },
      {
        kind: 'choice',
        key: 'modeVentilator',
        label: 'Mode Ventilator',
        options: opts(
          'PC-AC (pressure control)',
          'VC-AC (volume control)',
          'SIMV',
          'PSV/CPAP',
          'PRVC',
          kind === 'neonate' ? 'HFOV' : 'APRV',
        ),
        display: 'select',
        width: 'half',
        showIf: { field: 'alatBantuNapas', in: ventilator },
        required: true,
      },
      {
        kind: 'number',
        key: 'peep',
        label: 'PEEP/CPAP',
        unit: 'cmH2O',
        min: 0,
        max: 25,
        width: 'half',
        showIf: { field: 'alatBantuNapas', in: pressure },
        required: true,
        observe: 'vent.peep',
      },
      {
        kind: 'number',
        key: 'tekananInspirasi',
        label: 'Tekanan Inspirasi (PIP/Pinsp)',
        unit: 'cmH2O',
        min: 5,
        max: 60,
        width: 'half',
        showIf: { field: 'alatBantuNapas', in: ventilator },
      },
      {
        kind: 'number',
        key: 'volumeTidal',
        label: 'Volume Tidal',
        unit: 'ml',
        min: tidal.min,
        max: tidal.max,
        width: 'half',
        showIf: { field: 'alatBantuNapas', in: ventilator },
        observe: 'vent.tidalVolume',
      },
      {
        kind: 'number',
        key: 'frekuensiSetting',
        label: 'Frekuensi Napas (setting)',
        unit: 'x/menit',
        min: 0,
        max: 150,
        width: 'half',
        showIf: { field: 'alatBantuNapas', in: ventilator },
      },
      {
        kind: 'text',
        key: 'rasioIe',
        label: 'Rasio I:E',
        maxLength: 10,
        width: 'half',
        showIf: { field: 'alatBantuNapas', in: ventilator },
      },
    ],
  };
}

const LINE_TYPES: Record<CriticalCare, FormOption[]> = {
  adult: opts(
    'Infus perifer',
    'Kateter vena sentral (CVC)',
    'Arteri line',
    'PICC',
    'NGT/OGT',
    'Kateter urin',
    'WSD/chest tube',
    'Drain luka operasi',
    'Drain ventrikel (EVD)',
    'Kateter hemodialisis',
    'Lainnya',
  ),
  child: opts(
    'Infus perifer',
    'Kateter vena sentral (CVC)',
    'Arteri line',
    'PICC',
    'NGT/OGT',
    'Kateter urin',
    'WSD/chest tube',
    'Drain luka operasi',
    'Drain ventrikel (EVD)',
    'Lainnya',
  ),
  neonate: opts(
    'Infus perifer',
    'Kateter vena umbilikal (UVC)',
    'Kateter arteri umbilikal (UAC)',
    'PICC',
    'OGT/NGT',
    'Kateter urin',
    'WSD/chest tube',
    'Lainnya',
  ),
};

/** Lines, tubes and drains in place: one row each (kind, site, size, since, state). */
export function linesAndDrainsSection(kind: CriticalCare): FormSection {
  const list: RepeatField = {
    kind: 'repeat',
    key: 'alatTerpasang',
    label: 'Alat Terpasang',
    addLabel: 'Tambah Alat',
    maxRows: 15,
    fields: [
      {
        kind: 'choice',
        key: 'jenis',
        label: 'Jenis',
        options: LINE_TYPES[kind],
        display: 'select',
        required: true,
      },
      { kind: 'text', key: 'lokasi', label: 'Lokasi', maxLength: 100, required: true },
      { kind: 'text', key: 'ukuran', label: 'Ukuran (G/Fr)', maxLength: 20 },
      {
        kind: 'date',
        key: 'tanggalPasang',
        label: 'Tanggal Pasang',
        notFuture: true,
        required: true,
      },
      {
        kind: 'choice',
        key: 'kondisi',
        label: 'Kondisi',
        options: opts('Baik', 'Tanda infeksi/plebitis', 'Tersumbat', 'Bocor/lepas'),
      },
      { kind: 'text', key: 'produksi', label: 'Produksi/Keterangan', maxLength: 200 },
    ],
  };
  return {
    key: 'alat',
    title: 'Alat Terpasang (Line, Tube dan Drain)',
    fields: [
      {
        kind: 'choice',
        key: 'adaAlatTerpasang',
        label: 'Ada Alat Terpasang',
        options: YES_NO,
        required: true,
      },
      { ...list, showIf: { field: 'adaAlatTerpasang', in: ['Y'] }, required: true },
    ],
  };
}

/**
 * Pain by age: NIPS for a neonate, FLACC for a child (NRS for one who can tell), NRS for an
 * adult who can tell and CPOT for one who cannot (intubated, sedated).
 */
export function criticalPainSection(kind: CriticalCare): FormSection {
  if (kind === 'neonate') {
    return {
      key: 'nyeri',
      title: 'Skrining Nyeri',
      fields: [
        {
          kind: 'scale',
          key: 'skalaNyeri',
          label: 'Skala Nyeri (NIPS)',
          scale: nips,
          required: true,
        },
      ],
    };
  }
  const self =
    kind === 'adult'
      ? 'Dapat melaporkan nyeri (NRS)'
      : 'Dapat melaporkan nyeri, usia >= 7 tahun (NRS)';
  const observed =
    kind === 'adult' ? 'Tidak dapat melaporkan (CPOT)' : 'Belum dapat melaporkan (FLACC)';
  return {
    key: 'nyeri',
    title: 'Skrining Nyeri',
    fields: [
      {
        kind: 'choice',
        key: 'metodeNyeri',
        label: 'Penilaian Nyeri',
        options: opts(self, observed),
        required: true,
      },
      {
        kind: 'scale',
        key: 'skalaNyeri',
        label: 'Skala Nyeri (NRS)',
        scale: painScale,
        required: true,
        showIf: { field: 'metodeNyeri', in: ['1'] },
      },
      {
        kind: 'scale',
        key: 'skalaNyeriObservasi',
        label: kind === 'adult' ? 'Skala Nyeri (CPOT)' : 'Skala Nyeri (FLACC)',
        scale: kind === 'adult' ? cpot : flacc,
        required: true,
        showIf: { field: 'metodeNyeri', in: ['2'] },
      },
      {
        kind: 'text',
        key: 'lokasiNyeri',
        label: 'Lokasi Nyeri',
        maxLength: 100,
        width: 'half',
      },
    ],
  };
}

/** Pressure-injury risk: Braden for an adult, Braden Q for an infant or child; the skin now. */
export function pressureInjurySection(kind: CriticalCare): FormSection {
  return {
    key: 'cederaTekan',
    title: 'Risiko Cedera Tekan (Dekubitus)',
    fields: [
      {
        kind: 'scale',
        key: 'risikoDekubitus',
        label: kind === 'adult' ? 'Skala Braden' : 'Skala Braden Q',
        scale: kind === 'adult' ? braden : bradenQ,
        required: true,
      },
      {
        kind: 'choice',
        key: 'adaLukaTekan',
        label: 'Ada Luka Tekan Saat Ini',
        options: YES_NO,
        required: true,
      },
      {
        kind: 'text',
        key: 'lukaTekan',
        label: 'Lokasi dan Derajat Luka Tekan',
        maxLength: 300,
        showIf: { field: 'adaLukaTekan', in: ['Y'] },
        required: true,
      },
    ],
  };
}

export { opts };
