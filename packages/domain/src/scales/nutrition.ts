/**
 * Nutrition screening: the Malnutrition Screening Tool for adults and STRONGkids for children,
 * the two screens Indonesian outpatient assessments carry.
 */
import { defineScale } from './model';

/**
 * Malnutrition Screening Tool (Ferguson et al., Nutrition 1999). Unintended weight loss in the
 * last six months (0-4 points, "unsure" 2) plus reduced intake from poor appetite (0-1); total
 * 0-5, 2 or more at risk of malnutrition (the published cut-off). Option codes are positions.
 */
export const malnutritionScreening = defineScale({
  id: 'malnutritionScreening',
  title: 'Skrining Gizi Dewasa (MST)',
  source: 'Malnutrition Screening Tool (Ferguson et al. 1999): >= 2 berisiko malnutrisi',
  items: [
    {
      id: 'weightLoss',
      label:
        'Apakah pasien mengalami penurunan berat badan yang tidak diinginkan dalam 6 bulan terakhir?',
      options: [
        { code: 1, points: 0, label: 'Tidak' },
        { code: 2, points: 2, label: 'Tidak yakin' },
        { code: 3, points: 1, label: 'Ya, 1-5 kg' },
        { code: 4, points: 2, label: 'Ya, 6-10 kg' },
        { code: 5, points: 3, label: 'Ya, 11-15 kg' },
        { code: 6, points: 4, label: 'Ya, lebih dari 15 kg' },
        { code: 7, points: 2, label: 'Ya, tidak tahu berapa kg' },
      ],
    },
    {
      id: 'reducedIntake',
      label: 'Apakah asupan makan berkurang karena nafsu makan menurun?',
      options: [
        { code: 1, points: 0, label: 'Tidak' },
        { code: 2, points: 1, label: 'Ya' },
      ],
    },
  ],
  bands: [
    { code: 'TIDAK_BERISIKO', label: 'Tidak Berisiko Malnutrisi', tone: 'success', min: 0, max: 1 },
    { code: 'BERISIKO', label: 'Berisiko Malnutrisi', tone: 'danger', min: 2, max: 5 },
  ],
});

function yesNo(points: number) {
  return [
    { code: 1, points: 0, label: 'Tidak' },
    { code: 2, points, label: 'Ya' },
  ] as const;
}

/**
 * STRONGkids (Hulst et al., Clin Nutr 2010): four yes/no questions (a high-risk disease 2
 * points, the others 1); total 0-5: 0 low, 1-3 moderate, 4-5 high risk (the published bands).
 */
export const strongKids = defineScale({
  id: 'strongKids',
  title: 'Skrining Gizi Anak (STRONGkids)',
  source: 'STRONGkids (Hulst et al. 2010): 0 rendah, 1-3 sedang, 4-5 tinggi',
  items: [
    {
      id: 'poorStatus',
      label: 'Apakah pasien tampak kurus (penilaian klinis subjektif)?',
      options: yesNo(1),
    },
    {
      id: 'weightLoss',
      label:
        'Apakah terdapat penurunan berat badan atau berat badan tidak naik (bayi < 1 tahun) dalam beberapa minggu/bulan terakhir?',
      options: yesNo(1),
    },
    {
      id: 'intake',
      label:
        'Apakah terdapat diare (>= 5 kali/hari), muntah (> 3 kali/hari), atau asupan makan berkurang dalam 1 minggu terakhir?',
      options: yesNo(1),
    },
    {
      id: 'disease',
      label: 'Apakah terdapat penyakit atau keadaan yang berisiko malnutrisi?',
      options: yesNo(2),
    },
  ],
  bands: [
    { code: 'RENDAH', label: 'Risiko Rendah', tone: 'success', min: 0, max: 0 },
    { code: 'SEDANG', label: 'Risiko Sedang', tone: 'warning', min: 1, max: 3 },
    { code: 'TINGGI', label: 'Risiko Tinggi', tone: 'danger', min: 4, max: 5 },
  ],
});
