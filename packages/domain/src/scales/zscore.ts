/**
 * Z-score bands (very thin, thin, normal, fat) of the child anthropometric standard, Kepmenkes RI
 * No. 1995/MENKES/SK/XII/2010 (Standar Antropometri Penilaian Status Gizi Anak, after the WHO
 * 2006/2007 references). The lower cut-offs are the same for every age: very thin z < -3, thin
 * -3 <= z < -2. The upper cut-off depends on the age group:
 * - under 5 years (weight-for-height, BMI-for-age 0-60 months): normal up to +2, fat above +2;
 * - 5 to 18 years (BMI-for-age): normal up to +1, fat above +1 (the standard's "gemuk" and
 *   "obesitas", > +1 and > +2, share the spec's one "fat" band).
 * The band codes are the `zScoreBand` list.
 */
import { zScoreBand } from '../lists/clinical';

export type ZScoreBandEntry = (typeof zScoreBand.entries)[number];
export type ZScoreAgeGroup = 'under5' | 'age5to18';

/** Highest z-score that is still normal, by age group. */
export const zScoreNormalUpperLimit: Readonly<Record<ZScoreAgeGroup, number>> = Object.freeze({
  under5: 2,
  age5to18: 1,
});

/** The age group of the standard for an age in whole months (0-60 -> under5, else age5to18). */
export function zScoreAgeGroupOf(ageMonths: number): ZScoreAgeGroup {
  if (!Number.isFinite(ageMonths) || ageMonths < 0) {
    throw new RangeError(`Age in months must be 0 or more, got ${ageMonths}`);
  }
  return ageMonths <= 60 ? 'under5' : 'age5to18';
}

/** The z-score band of a z value for an age group. RangeError for a non-finite z. */
export function zScoreBandOf(z: number, ageGroup: ZScoreAgeGroup): ZScoreBandEntry {
  if (!Number.isFinite(z)) throw new RangeError(`z-score must be a finite number, got ${z}`);
  const upper = zScoreNormalUpperLimit[ageGroup];
  const code = z < -3 ? 1 : z < -2 ? 2 : z <= upper ? 3 : 4;
  const entry = zScoreBand.entries.find((e) => e.code === code);
  if (!entry) throw new RangeError(`No z-score band ${code}`);
  return entry;
}
