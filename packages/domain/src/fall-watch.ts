/**
 * Fall-risk watch (the screen keselamatan-pasien, docs/keselamatan.md): which signed fall-risk
 * scores put a patient at risk, and when a patient in care must be assessed again.
 *
 * The scores are the observations the form engine writes when a document holding a fall-risk
 * scale is signed (`score.fallRiskAdult`, `score.fallRiskPediatric`, `score.fallRiskGeriatric`);
 * their band is found again here from the total and the scale's own bands (one definition).
 */

import { fallRiskAdult, fallRiskPediatric, geriatricBands } from './scales/fall-risk';
import { bandFor, type ScoreBand } from './scales/model';
import { type CodeOf, optionList } from './vocabulary';

/** The level a band stands for, across the three scales. */
export const fallRiskLevel = optionList('fallRiskLevel', 'Tingkat Risiko Jatuh', [
  { code: 'TINGGI', label: 'Risiko Tinggi', tone: 'danger' },
  { code: 'SEDANG', label: 'Risiko Sedang', tone: 'warning' },
  { code: 'RENDAH', label: 'Risiko Rendah', tone: 'success' },
]);
export type FallRiskLevel = CodeOf<typeof fallRiskLevel>;

/** Whether a patient in care still needs a (new) assessment. */
export const fallRiskReviewState = optionList('fallRiskReviewState', 'Penilaian Risiko Jatuh', [
  { code: 'BELUM', label: 'Belum Dinilai', tone: 'warning' },
  { code: 'ULANG', label: 'Perlu Dinilai Ulang', tone: 'danger' },
  { code: 'TERKINI', label: 'Penilaian Terkini', tone: 'success' },
]);
export type FallRiskReviewState = CodeOf<typeof fallRiskReviewState>;

export interface FallRiskScale {
  /** The observation code the form engine writes. */
  code: string;
  /** The scale's short name on the list. */
  title: string;
  bands: readonly ScoreBand<string>[];
  /** The level of each band code. */
  levels: Readonly<Record<string, FallRiskLevel>>;
}

/** The three fall-risk scales, by observation code. */
export const FALL_RISK_SCALES: readonly FallRiskScale[] = Object.freeze<FallRiskScale[]>([
  {
    code: 'score.fallRiskAdult',
    title: 'Dewasa (Edmonson)',
    bands: fallRiskAdult.bands,
    levels: { BERISIKO: 'TINGGI', TIDAK_BERISIKO: 'RENDAH' },
  },
  {
    code: 'score.fallRiskPediatric',
    title: 'Anak (Humpty Dumpty)',
    bands: fallRiskPediatric.bands,
    levels: { TINGGI: 'TINGGI', RENDAH: 'RENDAH' },
  },
  {
    code: 'score.fallRiskGeriatric',
    title: 'Geriatri (Ontario Modified Stratify)',
    bands: geriatricBands,
    levels: { TINGGI: 'TINGGI', SEDANG: 'SEDANG', RENDAH: 'RENDAH' },
  },
]);

export const FALL_RISK_CODES: readonly string[] = FALL_RISK_SCALES.map((s) => s.code);

/** The level that puts a patient on the at-risk list (each scale's highest band). */
export const AT_RISK_LEVEL: FallRiskLevel = 'TINGGI';

export interface FallRiskReading {
  scale: FallRiskScale;
  band: ScoreBand<string>;
  level: FallRiskLevel;
  atRisk: boolean;
}

/** The scale, band and level of a signed total; undefined for a code that is not a fall score. */
export function readFallRisk(code: string, total: number): FallRiskReading | undefined {
  const scale = FALL_RISK_SCALES.find((s) => s.code === code);
  if (!scale) return undefined;
  const band = bandFor(scale.bands, total);
  const level = scale.levels[String(band.code)] ?? 'RENDAH';
  return { scale, band, level, atRisk: level === AT_RISK_LEVEL };
}

/** An inpatient is assessed again within 24 hours of the last assessment. */
export const FALL_RISK_REVIEW_HOURS = 24;

export interface FallRiskReview {
  state: FallRiskReviewState;
  /** Why a new assessment is asked for. */
  reason: string | null;
  /** When the next assessment is due (inpatients), ISO. */
  dueAt: string | null;
}

/**
 * The hospital's rule: every patient in care is assessed (outpatients and emergency patients once
 * a visit); an inpatient again within 24 hours of the last assessment; anyone again after a fall
 * at or after the last assessment (to the minute: incident times carry no seconds).
 */
export function fallRiskReview(input: {
  kind: 'RAJAL' | 'UGD' | 'RANAP';
  assessedAt: Date | string | null;
  fallAt: Date | string | null;
  now: Date;
}): FallRiskReview {
  if (input.assessedAt === null) {
    return { state: 'BELUM', reason: 'Belum ada penilaian risiko jatuh.', dueAt: null };
  }
  const assessed = new Date(input.assessedAt).getTime();
  const due =
    input.kind === 'RANAP' ? new Date(assessed + FALL_RISK_REVIEW_HOURS * 3_600_000) : null;
  const dueAt = due ? due.toISOString() : null;
  // Incident times are written to the minute: a fall in the minute of the assessment or later
  // cannot be shown to precede it, so it asks for a new one.
  const assessedMinute = Math.floor(assessed / 60_000) * 60_000;
  if (input.fallAt !== null && new Date(input.fallAt).getTime() >= assessedMinute) {
    return { state: 'ULANG', reason: 'Pasien jatuh setelah penilaian terakhir.', dueAt };
  }
  if (due && input.now.getTime() >= due.getTime()) {
    return {
      state: 'ULANG',
      reason: `Lebih dari ${FALL_RISK_REVIEW_HOURS} jam sejak penilaian terakhir.`,
      dueAt,
    };
  }
  return { state: 'TERKINI', reason: null, dueAt };
}
