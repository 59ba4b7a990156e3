/**
 * Sections the three critical-care nursing initial assessments (ICU, NICU, PICU) share and
 * that are not shared elsewhere: admission, neurology (GCS of the age, pupils, sedation), and
 * elimination and nutrition.
 */
import type { ScoredScale } from '@simrs/domain';
import { type CriticalCare, opts } from '../blocks';
import type { FormSection } from '../kit';

export function admissionSection(kind: CriticalCare): FormSection {
  return {
    key: 'masuk',
    title: 'Data Masuk dan Anamnesis',
    fields: [
      {
        kind: 'choice',
        key: 'asalPasien',
        label: 'Asal Pasien',
        options:
          kind === 'neonate'
            ? opts(
                'Kamar bersalin/VK',
                'Kamar operasi',
                'IGD',
                'Ruang perinatologi',
                'Rujukan luar',
              )
            : opts('IGD', 'Kamar operasi', 'Ruang rawat inap', 'Rujukan luar'),
        required: true,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'sumberData',
        label: 'Sumber Data',
        options:
          kind === 'adult'
            ? opts('Pasien', 'Keluarga', 'Rekam medis/petugas pengantar')
            : opts('Orang tua', 'Keluarga', 'Rekam medis/petugas pengantar'),
        required: true,
        width: 'half',
      },
      {
        kind: 'text',
        key: 'alasanMasuk',
        label:
          kind === 'neonate'
            ? 'Alasan Masuk NICU'
            : kind === 'child'
              ? 'Alasan Masuk PICU'
              : 'Alasan Masuk ICU',
        maxLength: 1000,
        multiline: true,
        required: true,
      },
      {
        kind: 'text',
        key: 'diagnosisMedis',
        label: 'Diagnosis Medis',
        maxLength: 300,
        required: true,
      },
      {
        kind: 'text',
        key: 'riwayatPenyakit',
        label: kind === 'neonate' ? 'Riwayat Kehamilan dan Persalinan Ibu' : 'Riwayat Penyakit',
        maxLength: 1000,
        multiline: true,
      },
    ],
  };
}

/** Neurology: the GCS of the age (the domain's scale), pupils, sedation (RASS). */
export function neurologySection(gcs: ScoredScale, kind: CriticalCare): FormSection {
  return {
    key: 'neurologi',
    title: 'Disability (Neurologi)',
    fields: [
      { kind: 'scale', key: 'gcs', label: gcs.title, scale: gcs, required: true },
      {
        kind: 'number',
        key: 'pupilKanan',
        label: 'Pupil Kanan',
        unit: 'mm',
        min: 1,
        max: 9,
        decimals: 1,
        width: 'half',
      },
      {
        kind: 'number',
        key: 'pupilKiri',
        label: 'Pupil Kiri',
        unit: 'mm',
        min: 1,
        max: 9,
        decimals: 1,
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'refleksCahaya',
        label: 'Refleks Cahaya',
        options: opts('Positif kedua mata', 'Negatif satu mata', 'Negatif kedua mata'),
        width: 'half',
      },
      kind === 'neonate'
        ? {
            kind: 'choice',
            key: 'tonus',
            label: 'Tonus Otot',
            options: opts('Baik/fleksi', 'Lemah (hipotonus)', 'Kaku (hipertonus)'),
            required: true,
            width: 'half',
          }
        : {
            kind: 'choice',
            key: 'rass',
            label: 'Sedasi (RASS)',
            options: [
              { code: '4', label: '+4 Combative (agresif)' },
              { code: '3', label: '+3 Sangat agitasi' },
              { code: '2', label: '+2 Agitasi' },
              { code: '1', label: '+1 Gelisah' },
              { code: '0', label: '0 Sadar dan tenang' },
              { code: '-1', label: '-1 Mengantuk' },
              { code: '-2', label: '-2 Sedasi ringan' },
              { code: '-3', label: '-3 Sedasi sedang' },
              { code: '-4', label: '-4 Sedasi dalam' },
              { code: '-5', label: '-5 Tidak dapat dibangunkan' },
            ],
            display: 'select',
            width: 'half',
          },
    ],
  };
}

/** Elimination and nutrition: urine output, bowel, the feeding route. */
export function eliminationNutritionSection(kind: CriticalCare): FormSection {
  return {
    key: 'eliminasiNutrisi',
    title: 'Eliminasi dan Nutrisi',
    fields: [
      {
        kind: 'number',
        key: 'produksiUrin',
        label: 'Produksi Urin',
        unit: 'ml/kg/jam',
        min: 0,
        max: 20,
        decimals: 1,
        width: 'half',
        observe: 'output.urine',
      },
      {
        kind: 'choice',
        key: 'bab',
        label: kind === 'neonate' ? 'Mekonium/BAB' : 'BAB',
        options:
          kind === 'neonate'
            ? opts('Sudah keluar', 'Belum keluar', 'Diare')
            : opts('Normal', 'Belum BAB', 'Diare', 'Melena'),
        width: 'half',
      },
      {
        kind: 'choice',
        key: 'caraMakan',
        label: 'Pemberian Nutrisi',
        options:
          kind === 'neonate'
            ? opts(
                'Puasa',
                'ASI langsung',
                'ASI/susu formula per oral',
                'Per OGT/NGT',
                'Parenteral',
              )
            : opts('Puasa', 'Oral', 'Enteral (NGT/OGT)', 'Parenteral', 'Enteral dan parenteral'),
        required: true,
        width: 'half',
      },
      {
        kind: 'text',
        key: 'keteranganNutrisi',
        label: 'Jenis dan Volume',
        maxLength: 200,
        width: 'half',
      },
    ],
  };
}
