/** Kajian Awal Medis (outpatient medical initial assessment by the doctor). */
import { allergiesSection, opts, regionExamSection, vitalsSection } from '../blocks';
import { defineTemplate } from '../kit';

export const kajianAwalMedis = defineTemplate({
  key: 'kajian-awal-medis',
  version: 1,
  title: 'Kajian Awal Medis',
  profession: 'dokter',
  setting: 'RAJAL',
  sections: [
    {
      key: 'anamnesis',
      title: 'Anamnesis',
      fields: [
        {
          kind: 'choice',
          key: 'jenisAnamnesis',
          label: 'Anamnesis',
          options: opts('Autoanamnesis', 'Alloanamnesis'),
          required: true,
          width: 'half',
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
          kind: 'richText',
          key: 'riwayatPenyakitSekarang',
          label: 'Riwayat Penyakit Sekarang',
          maxLength: 5000,
          required: true,
        },
        {
          kind: 'text',
          key: 'riwayatPenyakitDahulu',
          label: 'Riwayat Penyakit Dahulu',
          maxLength: 1000,
          multiline: true,
        },
        {
          kind: 'text',
          key: 'riwayatPenyakitKeluarga',
          label: 'Riwayat Penyakit Keluarga',
          maxLength: 1000,
          multiline: true,
        },
        {
          kind: 'text',
          key: 'riwayatPengobatan',
          label: 'Riwayat Pengobatan',
          maxLength: 1000,
          multiline: true,
        },
      ],
    },
    allergiesSection(),
    vitalsSection(),
    {
      key: 'keadaanUmum',
      title: 'Keadaan Umum',
      fields: [
        {
          kind: 'choice',
          key: 'keadaanUmum',
          label: 'Keadaan Umum',
          options: opts('Baik', 'Tampak sakit ringan', 'Tampak sakit sedang', 'Tampak sakit berat'),
          required: true,
        },
      ],
    },
    regionExamSection(),
    {
      key: 'penunjang',
      title: 'Pemeriksaan Penunjang',
      fields: [
        {
          kind: 'text',
          key: 'hasilPenunjang',
          label: 'Hasil Pemeriksaan Penunjang',
          maxLength: 2000,
          multiline: true,
        },
      ],
    },
    {
      key: 'diagnosis',
      title: 'Diagnosis',
      fields: [
        {
          kind: 'icd',
          key: 'diagnosisKerja',
          label: 'Diagnosis Kerja',
          system: 'ICD10',
          required: true,
        },
        {
          kind: 'icd',
          key: 'diagnosisBanding',
          label: 'Diagnosis Banding',
          system: 'ICD10',
          multiple: true,
        },
      ],
    },
    {
      key: 'rencana',
      title: 'Rencana Tata Laksana',
      fields: [
        {
          kind: 'text',
          key: 'terapi',
          label: 'Terapi/Tindakan',
          maxLength: 2000,
          multiline: true,
          required: true,
        },
        {
          kind: 'icd',
          key: 'tindakan',
          label: 'Prosedur (ICD-9-CM)',
          system: 'ICD9CM',
          multiple: true,
        },
        {
          kind: 'choice',
          key: 'tindakLanjut',
          label: 'Tindak Lanjut',
          options: opts('Pulang', 'Kontrol ulang', 'Rujuk', 'Rawat inap', 'Konsul ke poli lain'),
          required: true,
        },
        {
          kind: 'date',
          key: 'tanggalKontrol',
          label: 'Tanggal Kontrol',
          showIf: { field: 'tindakLanjut', in: ['2'] },
          required: true,
          width: 'half',
        },
        {
          kind: 'text',
          key: 'edukasi',
          label: 'Edukasi kepada Pasien/Keluarga',
          maxLength: 1000,
          multiline: true,
        },
      ],
    },
  ],
});
