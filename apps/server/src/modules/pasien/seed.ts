import { sql } from 'kysely';
import type { Trx } from '../../platform/module';
import { syncRmCounter } from './numbering';
import { importRegions, SAMPLE_REGIONS_CSV } from './regions';
import { demoPatients } from './seed-data';

/**
 * `count` demo patients whose NIK agrees with their birth date and sex, the RM counter moved past
 * them, and a small sample of real region codes.
 */
export async function seedPatients(trx: Trx, count: number): Promise<number> {
  const list = demoPatients(count);
  for (let i = 0; i < list.length; i += 100) {
    const rows = list
      .slice(i, i + 100)
      .map((p) => sql`(${p.rmNo}, ${p.nik}, ${p.bpjsNo}, ${p.name}, ${p.sex}, ${p.birthDate})`);
    await sql`insert into patients (rm_no, nik, bpjs_no, name, sex, birth_date)
      values ${sql.join(rows)}`.execute(trx);
  }
  await syncRmCounter(trx);
  await importRegions(trx, SAMPLE_REGIONS_CSV);
  return list.length;
}
