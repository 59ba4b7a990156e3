import { sql } from 'kysely';
import type { Trx } from '../../platform/module';

/**
 * Demo occupancy: the beds the bed master's demo rows mark DIBERSIHKAN are being cleaned since an
 * hour ago. The beds marked TERISI are occupied by the registrations module's demo admissions
 * (a RANAP registration and its bed interval, as an admission makes them). From here on the
 * intervals, not the master's condition, are the occupancy.
 */
export async function seedOccupancy(trx: Trx): Promise<void> {
  const beds = await sql<{ id: number }>`
    select id from m_ranap_bed where condition = 'DIBERSIHKAN' order by id`.execute(trx);
  for (const bed of beds.rows) {
    await sql`insert into bed_occupancy (bed_id, kind, from_at)
      values (${bed.id}, 'CLEANING', now() - interval '1 hour')`.execute(trx);
  }
}
