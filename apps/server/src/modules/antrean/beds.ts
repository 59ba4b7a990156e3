import type { BedAvailability } from '@simrs/domain/queue';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Bed availability for display-anjungan-ranap, counted from the bed master (`m_ranap_bed`, each
 * bed's condition kept by the ward staff) through its room (class) and ward. Only active wards,
 * rooms and beds count; a ward without registered beds is not shown.
 */
export async function bedAvailability(db: Kysely<Database>): Promise<BedAvailability[]> {
  const r = await sql<BedAvailability>`
    select b.name as ward, b.code as "wardCode", k.name as kelas,
      count(*) filter (where bed.condition <> 'RUSAK')::int as capacity,
      count(*) filter (where bed.condition = 'TERISI')::int as occupied,
      count(*) filter (where bed.condition = 'DIBERSIHKAN')::int as cleaning,
      count(*) filter (where bed.condition = 'KOSONG')::int as available
    from m_ranap_bed bed
      join m_ranap_kamar km on km.id = bed.kamar_id
      join m_ranap_bangsal b on b.id = km.bangsal_id
      join m_ranap_kelas k on k.id = km.kelas_id
    where bed.status = 'Y' and km.status = 'Y' and b.status = 'Y'
    group by b.name, b.code, k.name
    order by k.name, b.name`.execute(db);
  return r.rows;
}
