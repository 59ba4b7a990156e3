import { sql } from 'kysely';
import type { Trx } from '../../platform/module';

/**
 * Demo occupancy: the beds the bed master's demo rows mark TERISI hold a demo patient (admitted
 * one to five days ago, registration ids 1, 2, ... until the registrations module seeds real
 * ones), and the beds marked DIBERSIHKAN are being cleaned since an hour ago. From here on the
 * intervals, not the master's condition, are the occupancy.
 */
export async function seedOccupancy(trx: Trx): Promise<void> {
  const beds = await sql<{ id: number; condition: string }>`
    select id, condition from m_ranap_bed where condition in ('TERISI', 'DIBERSIHKAN')
    order by id`.execute(trx);
  const patients = await sql<{ id: number }>`select id from patients order by id`.execute(trx);
  let n = 0;
  for (const bed of beds.rows) {
    if (bed.condition === 'DIBERSIHKAN') {
      await sql`insert into bed_occupancy (bed_id, kind, from_at)
        values (${bed.id}, 'CLEANING', now() - interval '1 hour')`.execute(trx);
      continue;
    }
    const patient = patients.rows[n];
    if (!patient) break;
    n += 1;
    await sql`insert into bed_occupancy (bed_id, kind, registration_id, patient_id, from_at)
      values (${bed.id}, 'OCCUPIED', ${n}, ${patient.id},
        now() - make_interval(days => ${(n % 5) + 1}))`.execute(trx);
  }
}
