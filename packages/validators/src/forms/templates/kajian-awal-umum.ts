/** Kajian Awal Keperawatan Umum (outpatient nursing initial assessment, adult). */
import { gcsAdult } from '@simrs/domain';
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
import { defineTemplate, type FormSection, YES_NO } from '../kit';

/** The sections of version 1; version 2 adds the adult GCS after the vital signs. */
function sections(withGcs: boolean): FormSection[] {
  return [
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
    ...(withGcs
      ? [
          {
            key: 'gcsDewasa',
            title: 'GCS',
            description: 'Eye, Verbal, Motor: total dan tingkat kesadaran dihitung otomatis.',
            fields: [{ kind: 'scale', key: 'gcs', label: 'GCS Dewasa', scale: gcsAdult } as const],
          } satisfies FormSection,
        ]
      : []),
    painSection(),
    fallRiskSection('adult'),
    nutritionScreeningSection('adult'),
    psychosocialSection(),
    functionalSection(),
    nursingPlanSection(),
  ];
}

/** Version 1 (kept: documents written on it still render and validate with it). */
export const kajianAwalUmumV1 = defineTemplate({
  key: 'kajian-awal-umum',
  version: 1,
  title: 'Kajian Awal Keperawatan Umum',
  profession: 'perawat',
  setting: 'RAJAL',
  sections: sections(false),
});

/**
 * Version 2: the adult Glasgow Coma Scale (eye, verbal, motor) beside the level of
 * consciousness, as outpatient nursing assessments record it; its total and band are an
 * observation (`score.gcsAdult`).
 */
export const kajianAwalUmum = defineTemplate({
  key: 'kajian-awal-umum',
  version: 2,
  title: 'Kajian Awal Keperawatan Umum',
  profession: 'perawat',
  setting: 'RAJAL',
  sections: sections(true),
});
