/** Kajian Awal Keperawatan Umum (outpatient nursing initial assessment, adult). */
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

export const kajianAwalUmum = defineTemplate({
  key: 'kajian-awal-umum',
  version: 1,
  title: 'Kajian Awal Keperawatan Umum',
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
          options: opts('Pasien (autoanamnesis)', 'Keluarga/pengantar (alloanamnesis)'),
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
        {
          kind: 'text',
          key: 'riwayatPenyakitSekarang',
          label: 'Riwayat Penyakit Sekarang',
          maxLength: 2000,
          multiline: true,
        },
      ],
    },
    {
      key: 'riwayat',
      title: 'Riwayat Kesehatan',
      fields: [
        {
          kind: 'choice',
          key: 'riwayatPenyakitDahulu',
          label: 'Riwayat Penyakit Dahulu',
          options: opts(
            'Tidak ada',
            'Hipertensi',
            'Diabetes melitus',
            'Jantung',
            'Asma',
            'Stroke',
            'TBC',
            'Lainnya',
          ),
          multiple: true,
        },
        {
          kind: 'choice',
          key: 'pernahDirawat',
          label: 'Pernah Dirawat',
          options: YES_NO,
          width: 'half',
        },
        {
          kind: 'text',
          key: 'pernahDirawatKet',
          label: 'Keterangan Rawat (kapan, di mana, diagnosis)',
          maxLength: 200,
          width: 'half',
          showIf: { field: 'pernahDirawat', in: ['Y'] },
        },
        {
          kind: 'repeat',
          key: 'obatDikonsumsi',
          label: 'Obat yang Sedang Dikonsumsi',
          addLabel: 'Tambah Obat',
          maxRows: 15,
          fields: [
            { kind: 'text', key: 'nama', label: 'Nama Obat', maxLength: 100, required: true },
            { kind: 'text', key: 'dosis', label: 'Dosis dan Aturan Pakai', maxLength: 100 },
          ],
        },
      ],
    },
    allergiesSection(),
    vitalsSection(),
    painSection(),
    fallRiskSection('adult'),
    nutritionScreeningSection('adult'),
    psychosocialSection(),
    functionalSection(),
    nursingPlanSection(),
  ],
});
