/** Kajian Awal Medis Bayi Baru Lahir (newborn medical initial assessment). */
import { apgar } from '@simrs/domain';
import { opts, regionExamSection, vitalsField } from '../blocks';
import { defineTemplate } from '../kit';

export const kajianAwalMedisBbl = defineTemplate({
  key: 'kajian-awal-medis-bbl',
  version: 1,
  title: 'Kajian Awal Medis Bayi Baru Lahir',
  profession: 'dokter',
  setting: 'RAJAL',
  sections: [
    {
      key: 'anamnesis',
      title: 'Anamnesis',
      fields: [
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
          key: 'riwayatKehamilanIbu',
          label: 'Riwayat Kehamilan dan Persalinan Ibu',
          maxLength: 2000,
          multiline: true,
          required: true,
        },
        {
          kind: 'number',
          key: 'usiaGestasi',
          label: 'Usia Gestasi',
          unit: 'minggu',
          min: 20,
          max: 45,
          required: true,
          width: 'half',
        },
        {
          kind: 'number',
          key: 'beratLahir',
          label: 'Berat Lahir',
          unit: 'gram',
          min: 300,
          max: 6000,
          required: true,
          width: 'half',
          observe: 'birth.weight',
        },
        { kind: 'scale', key: 'apgar5', label: 'Apgar Menit ke-5', scale: apgar },
      ],
    },
    {
      key: 'tandaVital',
      title: 'Tanda Vital',
      fields: [
        vitalsField(
          ['pulse', 'respiration', 'temperature', 'spo2', 'weight', 'height', 'headCircumference'],
          ['pulse', 'respiration', 'temperature', 'weight'],
        ),
        {
          kind: 'choice',
          key: 'downeScore',
          label: 'Gangguan Napas (Skor Downe)',
          options: opts('Tidak ada (0-3)', 'Sedang (4-5)', 'Berat (6 atau lebih)'),
          required: true,
        },
      ],
    },
    regionExamSection('Pemeriksaan Fisik Bayi'),
    {
      key: 'diagnosis',
      title: 'Diagnosis dan Rencana',
      fields: [
        {
          kind: 'icd',
          key: 'diagnosisKerja',
          label: 'Diagnosis Kerja',
          system: 'ICD10',
          required: true,
        },
        {
          kind: 'text',
          key: 'terapi',
          label: 'Terapi/Tindakan',
          maxLength: 2000,
          multiline: true,
          required: true,
        },
        {
          kind: 'choice',
          key: 'tindakLanjut',
          label: 'Tindak Lanjut',
          options: opts('Rawat gabung', 'Kontrol ulang', 'Rujuk', 'Rawat NICU/Perinatologi'),
          required: true,
        },
        {
          kind: 'text',
          key: 'edukasi',
          label: 'Edukasi kepada Orang Tua',
          maxLength: 1000,
          multiline: true,
        },
      ],
    },
  ],
});
