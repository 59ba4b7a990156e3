/** Kajian Risiko Jatuh (fall-risk assessment: adult, child or geriatric scale). */
import { fallRiskAdult, fallRiskPediatric } from '@simrs/domain';
import { opts } from '../blocks';
import { defineTemplate } from '../kit';

export const kajianResikoJatuh = defineTemplate({
  key: 'kajian-resiko-jatuh',
  version: 1,
  title: 'Kajian Risiko Jatuh',
  profession: 'perawat',
  setting: 'RAJAL',
  sections: [
    {
      key: 'skala',
      title: 'Skala Risiko Jatuh',
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
          key: 'kelompok',
          label: 'Kelompok Pasien',
          options: opts(
            'Dewasa (Edmonson)',
            'Anak (Humpty Dumpty)',
            'Geriatri (Ontario Modified Stratify)',
          ),
          required: true,
        },
        {
          kind: 'scale',
          key: 'dewasa',
          label: 'Risiko Jatuh Dewasa (Edmonson)',
          scale: fallRiskAdult,
          required: true,
          showIf: { field: 'kelompok', in: ['1'] },
        },
        {
          kind: 'scale',
          key: 'anak',
          label: 'Risiko Jatuh Anak (Humpty Dumpty)',
          scale: fallRiskPediatric,
          required: true,
          showIf: { field: 'kelompok', in: ['2'] },
        },
        {
          kind: 'geriatricFallRisk',
          key: 'geriatri',
          label: 'Risiko Jatuh Geriatri (Ontario Modified Stratify)',
          required: true,
          showIf: { field: 'kelompok', in: ['3'] },
        },
      ],
    },
    {
      key: 'pencegahan',
      title: 'Intervensi Pencegahan Jatuh',
      fields: [
        {
          kind: 'choice',
          key: 'intervensi',
          label: 'Intervensi',
          options: opts(
            'Pasang gelang kuning risiko jatuh',
            'Edukasi pasien dan keluarga',
            'Pendampingan saat mobilisasi',
            'Roda tempat tidur/kursi roda terkunci',
            'Pagar pengaman tempat tidur terpasang',
            'Lingkungan aman (lantai kering, penerangan cukup)',
          ),
          multiple: true,
          required: true,
        },
        { kind: 'text', key: 'catatan', label: 'Catatan', maxLength: 500, multiline: true },
      ],
    },
  ],
});
