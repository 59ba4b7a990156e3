import { sql } from 'kysely';
import type { Trx } from '../../platform/module';
import { demoBedPlan } from '../master/index';

/**
 * Demo occupancy: the demo beds planned as being cleaned (`demoBedPlan`, D) are being cleaned
 * since an hour ago. The occupied ones (T) are the registrations module's demo admissions (a
 * RANAP registration and its bed interval, as an admission makes them). The bed master knows
 * only BAIK or RUSAK: the intervals are the occupancy.
 */
export async function seedOccupancy(trx: Trx): Promise<void> {
  const codes = demoBedPlan()
    .filter((b) => b.plan === 'D')
    .map((b) => b.code);
  if (codes.length === 0) return;
  const beds = await sql<{ id: number }>`
    select id from m_ranap_bed where code in (${sql.join(codes)}) order by id`.execute(trx);
  for (const bed of beds.rows) {
    await sql`insert into bed_occupancy (bed_id, kind, from_at)
      values (${bed.id}, 'CLEANING', now() - interval '1 hour')`.execute(trx);
  }
}
