/**
 * Pain: Numeric Rating Scale 0-10 (NRS-11), colour-banded. Band cut-offs as the spec fixes them
 * (vocabularies section 3), the common clinical grouping of NRS scores on hospital pain forms:
 * 0 no pain, 1-3 mild, 4-6 moderate, 7-10 severe. Scores are whole numbers.
 */
import { bandFor, defineScale } from './model';

export const painScale = defineScale({
  id: 'painScale',
  title: 'Skala Nyeri (NRS 0-10)',
  source: 'Numeric Rating Scale 0-10; bands 0 / 1-3 / 4-6 / 7-10 as the spec gives them',
  items: [
    {
      id: 'score',
      label: 'Skor Nyeri',
      options: Array.from({ length: 11 }, (_, n) => ({
        code: n,
        points: n,
        label: n === 0 ? '0 - Tidak nyeri' : n === 10 ? '10 - Nyeri terberat' : String(n),
      })),
    },
  ],
  bands: [
    { code: 'NONE', label: 'Tidak Nyeri', tone: 'success', min: 0, max: 0 },
    { code: 'MILD', label: 'Nyeri Ringan', tone: 'info', min: 1, max: 3 },
    { code: 'MODERATE', label: 'Nyeri Sedang', tone: 'warning', min: 4, max: 6 },
    { code: 'SEVERE', label: 'Nyeri Berat', tone: 'danger', min: 7, max: 10 },
  ],
});

/** The pain band of an NRS score (integer 0-10). */
export function painBand(score: number): (typeof painScale.bands)[number] {
  if (!Number.isInteger(score) || score < 0 || score > 10) {
    throw new RangeError(`Pain score must be an integer 0-10, got ${score}`);
  }
  return bandFor(painScale.bands, score);
}
