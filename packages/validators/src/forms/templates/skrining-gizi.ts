/** Skrining Gizi (nutrition screening: MST for adults, STRONGkids for children). */
import { malnutritionScreening, strongKids } from '@simrs/domain';
import { opts, vitalsField } from '../blocks';
import { defineTemplate } from '../kit';

export const skriningGizi = defineTemplate({
  key: 'skrining-gizi',
  version: 1,
  title: 'Skrining Gizi',
  profession: 'perawat',
  setting: 'RAJAL',
  sections: [
    {
      key: 'antropometri',
      title: 'Antropometri',
      fields: [
        vitalsField(['weight', 'height'], ['weight', 'height']),
        {
          kind: 'number',
          key: 'lila',
          label: 'Lingkar Lengan Atas (LILA)',
          unit: 'cm',
          min: 5,
          max: 60,
          decimals: 1,
          width: 'half',
          observe: 'anthro.muac',
        },
      ],
    },
    {
      key: 'skrining',
      title: 'Skrining',
      fields: [
        {
          kind: 'choice',
          key: 'kelompok',
          label: 'Kelompok Usia',
          options: opts('Dewasa (MST)', 'Anak (STRONGkids)'),
          required: true,
        },
        {
          kind: 'scale',
          key: 'mst',
          label: 'Skrining Gizi Dewasa (MST)',
          scale: malnutritionScreening,
          required: true,
          showIf: { field: 'kelompok', in: ['1'] },
        },
        {
          kind: 'scale',
          key: 'strongKids',
          label: 'Skrining Gizi Anak (STRONGkids)',
          scale: strongKids,
          required: true,
          showIf: { field: 'kelompok', in: ['2'] },
        },
      ],
    },
    {
      key: 'tindakLanjut',
      title: 'Tindak Lanjut',
      fields: [
        {
          kind: 'choice',
          key: 'tindakLanjutGizi',
          label: 'Tindak Lanjut',
          options: opts('Tidak perlu asesmen gizi', 'Dirujuk ke dietisien untuk asesmen gizi'),
          required: true,
        },
        { kind: 'text', key: 'catatan', label: 'Catatan', maxLength: 500, multiline: true },
      ],
    },
  ],
});
