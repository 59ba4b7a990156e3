/**
 * A patient's identity as other contexts show it beside their own records (an incident report's
 * patient, found by RM number): no more than the name, RM number, birth date, sex and whether the
 * record is active. `rmNo` may be typed without its leading zeros.
 */
import { sql } from 'kysely';
import type { Executor } from '../../platform/module';

export interface PatientIdentity {
  id: number;
  rmNo: string;
  name: string;
  birthDate: string | null;
  sex: string | null;
  active: boolean;
}

export async function patientIdentity(
  db: Executor,
  by: { id: number } | { rmNo: string },
): Promise<PatientIdentity | undefined> {
  // An RM number typed without its leading zeros ('293' for '00000293') finds it too.
  const where =
    'id' in by ? sql`p.id = ${by.id}` : sql`ltrim(p.rm_no, '0') = ltrim(${by.rmNo}::text, '0')`;
  const r = await sql<{
    id: number;
    rm_no: string;
    name: string;
    birth_date: string | null;
    sex: string | null;
    status: string;
  }>`select p.id, p.rm_no, p.name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, p.sex,
      p.status from patients p where ${where}`.execute(db);
  const p = r.rows[0];
  if (!p) return undefined;
  return {
    id: p.id,
    rmNo: p.rm_no,
    name: p.name,
    birthDate: p.birth_date,
    sex: p.sex,
    active: p.status === 'Y',
  };
}
