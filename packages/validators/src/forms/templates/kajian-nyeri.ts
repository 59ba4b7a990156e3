/** Kajian Nyeri (pain assessment and reassessment). */
import { painScale } from '@simrs/domain';
import { opts } from '../blocks';
import { defineTemplate } from '../kit';

export const kajianNyeri = defineTemplate({
  key: 'kajian-nyeri',
  version: 1,
  title: 'Kajian Nyeri',
  profession: 'perawat',
  setting: 'RAJAL',
  sections: [
    {
      key: 'nyeri',
      title: 'Penilaian Nyeri (PQRST)',
      fields: [
        {
          kind: 'datetime',
          key: 'waktuKaji',
          label: 'Waktu Pengkajian',
          required: true,
          width: 'half',
        },
        {
          kind: 'choice',
          key: 'metode',
          label: 'Metode',
          options: opts('Numeric Rating Scale (NRS)', 'Wong-Baker Faces', 'FLACC'),
          required: true,
          width: 'half',
        },
        {
          kind: 'scale',
          key: 'skalaNyeri',
          label: 'Skala Nyeri',
          scale: painScale,
          required: true,
        },
        { kind: 'text', key: 'provokasi', label: 'Pencetus (P)', maxLength: 200, required: true },
        {
          kind: 'choice',
          key: 'kualitas',
          label: 'Kualitas (Q)',
          options: opts('Tajam', 'Tumpul', 'Berdenyut', 'Terbakar', 'Tertusuk', 'Kram'),
          multiple: true,
          required: true,
        },
        {
          kind: 'text',
          key: 'lokasi',
          label: 'Lokasi/Penjalaran (R)',
          maxLength: 200,
          required: true,
        },
        {
          kind: 'choice',
          key: 'frekuensi',
          label: 'Waktu/Frekuensi (T)',
          options: opts('Jarang', 'Hilang timbul', 'Terus-menerus'),
          required: true,
        },
        { kind: 'text', key: 'durasi', label: 'Durasi', maxLength: 50, width: 'half' },
      ],
    },
    {
      key: 'tataLaksana',
      title: 'Tata Laksana',
      fields: [
        {
          kind: 'choice',
          key: 'intervensi',
          label: 'Intervensi',
          options: opts(
            'Relaksasi napas dalam',
            'Kompres hangat/dingin',
            'Distraksi',
            'Mengatur posisi',
            'Kolaborasi pemberian analgesik',
          ),
          multiple: true,
          required: true,
        },
        {
          kind: 'repeat',
          key: 'analgesik',
          label: 'Analgesik Diberikan',
          addLabel: 'Tambah Analgesik',
          maxRows: 5,
          showIf: { field: 'intervensi', in: ['5'] },
          fields: [
            { kind: 'text', key: 'obat', label: 'Obat dan Dosis', maxLength: 100, required: true },
            { kind: 'time', key: 'jam', label: 'Jam Pemberian', required: true },
          ],
        },
        { kind: 'time', key: 'jamKajiUlang', label: 'Jam Kaji Ulang', width: 'half' },
      ],
    },
  ],
});
