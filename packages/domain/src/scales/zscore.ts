/**
 * Z-score bands of BMI-for-age (children 5-18 years): Kepmenkes RI No. 1995/MENKES/SK/XII/2010
 * (Standar Antropometri Penilaian Status Gizi Anak, after WHO 2007): very thin z < -3,
 * thin -3 <= z < -2, normal -2 <= z <= +1, fat z > +1. The band codes are the `zScoreBand` list.
 */
import { zScoreBand } from '../lists/clinical';

export type ZScoreBandEntry = (typeof zScoreBand.entries)[number];

/** The z-score band of a z value. RangeError for a value that is not a finite number. */
export function zScoreBandOf(z: number): ZScoreBandEntry {
  if (!Number.isFinite(z)) throw new RangeError(`z-score must be a finite number, got ${z}`);
  const code = z < -3 ? 1 : z < -2 ? 2 : z <= 1 ? 3 : 4;
  const entry = zScoreBand.entries.find((e) => e.code === code);
  if (!entry) throw new RangeError(`No z-score band ${code}`);
  return entry;
}
