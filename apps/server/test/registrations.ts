/**
 * Registrations for tests of other contexts (ledger, beds): a real row of `registrations`, which
 * the ledger's and the bed intervals' foreign keys now require. Kind UGD, status `selesai`: a
 * finished emergency visit, held by no open-visit rule, so one patient may have many.
 */
import { sql } from 'kysely';
import type { Db } from '../src/platform/module';

let next = 0;

/** Any patient of the demo seed (the first). */
async function anyPatient(db: Db): Promise<number> {
  const r = await sql<{ id: number }>`select id from patients order by id limit 1`.execute(db);
  const id = r.rows[0]?.id;
  if (!id) throw new Error('no patient in the test database');
  return id;
}

/** Inserts a registration of `patientId` (default: the first demo patient); answers its id. */
export async function newRegistrationRow(db: Db, patientId?: number): Promise<number> {
  next += 1;
  const patient = patientId ?? (await anyPatient(db));
  const r = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind, channel,
      payer_type, visit_date, registered_at, status)
    values (${`UJI-${process.pid}-${Date.now()}-${next}`}, ${patient}, 'UGD', 'BO-REG', '1',
      current_date, now(), 'selesai')
    returning id`.execute(db);
  const id = r.rows[0]?.id;
  if (!id) throw new Error('registration insert returned no id');
  return id;
}
