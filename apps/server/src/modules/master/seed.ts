import { sql } from 'kysely';
import type { Trx } from '../../platform/module';
import { seedCatalog } from './seed-catalog';
import { AGAMA, BANGSAL, BANK, KELAS, OBAT, POLI } from './seed-data';

/** The demo hospital's master data: clinics, religions, banks, drugs, classes, wards, catalogue. */
export async function seedMaster(trx: Trx): Promise<void> {
  for (const [code, name, bpjs] of POLI) {
    await sql`insert into m_poli (code, name, bpjs_code) values (${code}, ${name}, ${bpjs})`.execute(
      trx,
    );
  }
  for (const name of AGAMA) await sql`insert into m_agama (name) values (${name})`.execute(trx);
  for (const [code, name] of BANK) {
    await sql`insert into m_bank (code, name) values (${code}, ${name})`.execute(trx);
  }
  for (const [code, name, unit, price, minStock] of OBAT) {
    await sql`insert into m_obat (code, name, unit, price, min_stock)
      values (${code}, ${name}, ${unit}, ${price}, ${minStock})`.execute(trx);
  }
  const kelasIds = new Map<string, number>();
  for (const [code, name, bpjs] of KELAS) {
    const r = await sql<{ id: number }>`insert into m_ranap_kelas (code, name, bpjs_class)
      values (${code}, ${name}, ${bpjs}) returning id`.execute(trx);
    kelasIds.set(code, r.rows[0]?.id ?? 0);
  }
  for (const [code, name, kelas, beds] of BANGSAL) {
    await sql`insert into m_ranap_bangsal (code, name, kelas_id, capacity)
      values (${code}, ${name}, ${kelasIds.get(kelas) ?? 0}, ${beds})`.execute(trx);
  }
  await seedCatalog(trx);
}
