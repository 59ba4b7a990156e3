import { type Kysely, sql } from 'kysely';

/**
 * The bed master stops carrying occupancy (docs/kamar.md): its condition is only whether the bed
 * can be used, BAIK (in service) or RUSAK (out of service). Who lies in a bed, which bed is booked
 * and which is being cleaned are the occupancy intervals alone. The old values KOSONG, TERISI and
 * DIBERSIHKAN become BAIK; an occupied or cleaning bed keeps its open interval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    alter table m_ranap_bed drop constraint if exists m_ranap_bed_condition_check;
    update m_ranap_bed set condition = 'BAIK' where condition <> 'RUSAK';
    alter table m_ranap_bed alter column condition set default 'BAIK';
    alter table m_ranap_bed add constraint m_ranap_bed_condition_check
      check (condition in ('BAIK', 'RUSAK'));
  `)
    .execute(db);
}
