/** Catatan Edukasi Terintegrasi (education record: needs, barriers, sessions). */
import { EDUCATION_TOPICS, opts } from '../blocks';
import { defineTemplate, YES_NO } from '../kit';

export const edukasiTerintegrasi = defineTemplate({
  key: 'edukasi-terintegrasi',
  version: 1,
  title: 'Catatan Edukasi Terintegrasi',
  profession: 'perawat',
  setting: 'RAJAL',
  sections: [
    {
      key: 'kebutuhan',
      title: 'Pengkajian Kebutuhan Edukasi',
      fields: [
        {
          kind: 'choice',
          key: 'bahasa',
          label: 'Bahasa',
          options: opts('Indonesia', 'Daerah', 'Asing'),
          required: true,
          width: 'half',
        },
        {
          kind: 'choice',
          key: 'perluPenerjemah',
          label: 'Perlu Penerjemah',
          options: YES_NO,
          width: 'half',
        },
        {
          kind: 'choice',
          key: 'hambatan',
          label: 'Hambatan Belajar',
          options: opts(
            'Tidak ada',
            'Pendengaran',
            'Penglihatan',
            'Kognitif',
            'Fisik',
            'Emosional',
            'Bahasa',
            'Budaya/agama',
          ),
          multiple: true,
          required: true,
        },
        {
          kind: 'choice',
          key: 'caraBelajar',
          label: 'Cara Belajar yang Disukai',
          options: opts('Mendengar', 'Membaca', 'Melihat/demonstrasi'),
          multiple: true,
        },
      ],
    },
    {
      key: 'sesi',
      title: 'Pelaksanaan Edukasi',
      fields: [
        {
          kind: 'repeat',
          key: 'sesiEdukasi',
          label: 'Sesi Edukasi',
          addLabel: 'Tambah Sesi',
          maxRows: 20,
          required: true,
          fields: [
            { kind: 'datetime', key: 'waktu', label: 'Waktu', required: true },
            {
              kind: 'choice',
              key: 'topik',
              label: 'Topik',
              options: EDUCATION_TOPICS,
              required: true,
            },
            {
              kind: 'choice',
              key: 'sasaran',
              label: 'Sasaran',
              options: opts('Pasien', 'Keluarga', 'Pasien dan keluarga'),
              required: true,
            },
            {
              kind: 'choice',
              key: 'metode',
              label: 'Metode',
              options: opts('Diskusi', 'Demonstrasi', 'Leaflet/brosur', 'Ceramah'),
            },
            {
              kind: 'choice',
              key: 'evaluasi',
              label: 'Evaluasi',
              options: opts('Sudah mengerti', 'Perlu edukasi ulang', 'Perlu demonstrasi ulang'),
              required: true,
            },
            {
              kind: 'text',
              key: 'edukator',
              label: 'Nama Edukator',
              maxLength: 100,
              required: true,
            },
          ],
        },
      ],
    },
  ],
});
