/** Kajian Awal Keperawatan Anak (outpatient nursing initial assessment, child). */
import { gcsChild } from '@simrs/domain';
import {
  allergiesSection,
  fallRiskSection,
  functionalSection,
  nursingPlanSection,
  nutritionScreeningSection,
  opts,
  painSection,
  psychosocialSection,
  vitalsSection,
} from '../blocks';
import { defineTemplate, YES_NO } from '../kit';

export const kajianAwalAnak = defineTemplate({
  key: 'kajian-awal-anak',
  version: 1,
  title: 'Kajian Awal Keperawatan Anak',
  profession: 'perawat',
  setting: 'RAJAL',
  sections: [
    {
      key: 'anamnesis',
      title: 'Keluhan dan Anamnesis',
      fields: [
        {
          kind: 'choice',
          key: 'sumberData',
          label: 'Sumber Data',
          options: opts('Pasien', 'Orang tua', 'Keluarga/pengantar lain'),
          required: true,
        },
        {
          kind: 'text',
          key: 'keluhanUtama',
          label: 'Keluhan Utama',
          maxLength: 1000,
          multiline: true,
          required: true,
        },
      ],
    },
    {
      key: 'riwayatAnak',
      title: 'Riwayat Kelahiran, Imunisasi dan Tumbuh Kembang',
      fields: [
        {
          kind: 'choice',
          key: 'caraLahir',
          label: 'Cara Lahir',
          options: opts('Spontan', 'Sectio caesarea', 'Vakum/forsep'),
          width: 'half',
        },
        {
          kind: 'number',
          key: 'beratLahir',
          label: 'Berat Lahir',
          unit: 'gram',
          min: 300,
          max: 6000,
          width: 'half',
          observe: 'birth.weight',
        },
        {
          kind: 'choice',
          key: 'imunisasiDasar',
          label: 'Imunisasi Dasar',
          options: opts('Lengkap', 'Tidak lengkap', 'Tidak tahu'),
          required: true,
        },
        {
          kind: 'text',
          key: 'imunisasiKurang',
          label: 'Imunisasi yang Belum Diberikan',
          maxLength: 200,
          showIf: { field: 'imunisasiDasar', in: ['2'] },
        },
        {
          kind: 'choice',
          key: 'tumbuhKembang',
          label: 'Tumbuh Kembang Sesuai Usia',
          options: YES_NO,
          required: true,
        },
      ],
    },
    allergiesSection(),
    vitalsSection(
      ['pulse', 'respiration', 'temperature', 'spo2', 'weight', 'height', 'headCircumference'],
      ['pulse', 'respiration', 'temperature', 'weight'],
    ),
    {
      key: 'kesadaranAnak',
      title: 'GCS Anak',
      fields: [{ kind: 'scale', key: 'gcs', label: 'GCS Anak', scale: gcsChild }],
    },
    painSection(),
    fallRiskSection('child'),
    nutritionScreeningSection('child'),
    psychosocialSection(),
    functionalSection(),
    nursingPlanSection(),
  ],
});
