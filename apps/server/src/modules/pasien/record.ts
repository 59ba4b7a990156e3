/**
 * The patient record: read with its child lists, add (RM number assigned in the transaction,
 * duplicates refused or questioned), update at a version, make inactive (never deleted), merge.
 */
import { checkNikAgainst, nikRegionCodes } from '@simrs/validators';
import type {
  AllergyRow,
  PatientAddParsed,
  PatientCandidate,
  PatientDuplicateData,
  PatientUpdateParsed,
  ResourceRow,
  ResponsiblePersonRow,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { HttpError, notFound, stale, validationError } from '../../platform/errors';
import type { Executor, Trx } from '../../platform/module';
import { nextRmNo } from './numbering';
import { type PatientKeys, patientReferences } from './references';
import './tables';

export const PATIENT_MODULE = 'Pasien';

export const MESSAGES = {
  duplicateTitle: 'Pasien Sudah Terdaftar',
  duplicateNik: (p: PatientCandidate) =>
    `NIK sudah terdaftar atas nama ${p.name} (No. RM ${p.rmNo}).`,
  duplicateBpjs: (p: PatientCandidate) =>
    `No. Kartu BPJS sudah terdaftar atas nama ${p.name} (No. RM ${p.rmNo}).`,
  possibleTitle: 'Kemungkinan Pasien Ganda',
  possible: (n: number) =>
    `Ditemukan ${n} pasien dengan nama dan tanggal lahir yang mirip. Periksa daftar tersebut; ` +
    'bila memang pasien baru, simpan kembali dengan konfirmasi.',
  mergedTitle: 'Data Pasien Telah Digabungkan',
  merged: (rmNo: string) =>
    `Data pasien ini telah digabungkan ke No. RM ${rmNo} dan tidak dapat diubah.`,
  inUseTitle: 'Anda Tidak Dapat Hapus Pasien ini',
  inUse: (label: string) => `Data Pasien sedang digunakan oleh data ${label}.`,
  deactivated: 'Data Pasien dinonaktifkan. Rekam medis pasien tidak dihapus.',
  mergeSelf: 'Pasien tidak dapat digabungkan dengan dirinya sendiri.',
  mergeInactive: 'Pasien yang dipertahankan harus aktif dan belum digabungkan.',
  mergeAlready: (rmNo: string) => `Pasien ini sudah digabungkan ke No. RM ${rmNo}.`,
  merged_ok: (from: string, to: string) => `Data No. RM ${from} digabungkan ke No. RM ${to}.`,
  notFoundRef: (label: string) => `${label} tidak ditemukan.`,
} as const;

/** The columns of the record screen, as the wire names them. */
const RECORD_SELECT = sql`p.id, p.version, p.created_at as "createdAt",
  p.updated_at as "updatedAt", p.rm_no as "rmNo", p.nik, p.bpjs_no as "bpjsNo", p.name, p.sex,
  to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate", p.address, p.phone, p.status,
  p.citizenship, p.passport_no as "passportNo", p.birth_place as "birthPlace",
  p.marital_status as "maritalStatus", p.blood_type as "bloodType",
  p.religion_id as "religionId", (select name from m_agama x where x.id = p.religion_id) as "religionIdLabel",
  p.education_id as "educationId", (select name from m_pekerjaan x where x.id = p.education_id) as "educationIdLabel",
  p.occupation_id as "occupationId", (select name from m_pekerjaan x where x.id = p.occupation_id) as "occupationIdLabel",
  p.ethnicity_id as "ethnicityId", (select name from m_suku x where x.id = p.ethnicity_id) as "ethnicityIdLabel",
  p.rt, p.rw, p.postal_code as "postalCode",
  p.province_code as "provinceCode", (select name from m_regions x where x.code = p.province_code) as "provinceName",
  p.regency_code as "regencyCode", (select name from m_regions x where x.code = p.regency_code) as "regencyName",
  p.district_code as "districtCode", (select name from m_regions x where x.code = p.district_code) as "districtName",
  p.village_code as "villageCode", (select name from m_regions x where x.code = p.village_code) as "villageName",
  p.phone_alt as "phoneAlt", p.mother_name as "motherName", p.bpjs_class as "bpjsClass",
  p.insurer_id as "insurerId", (select name from m_asuransi_cob x where x.id = p.insurer_id) as "insurerIdLabel",
  p.insurer_card_no as "insurerCardNo", p.merged_into_id as "mergedIntoId", p.merged_at as "mergedAt"`;

export type PatientRow = ResourceRow & {
  rmNo: string;
  nik: string | null;
  bpjsNo: string | null;
  name: string;
  sex: string;
  birthDate: string;
  status: 'Y' | 'N';
  mergedIntoId: number | null;
};

export async function readPatient(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<PatientRow | undefined> {
  const lock = forUpdate ? sql`for update of p` : sql``;
  const rows = await sql<PatientRow>`select ${RECORD_SELECT} from patients p
    where p.id = ${id} ${lock}`.execute(db);
  const row = rows.rows[0];
  if (!row) return undefined;
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The choices of the form's master fields, active rows by name (at most 1000 each). */
export async function patientOptions(db: Executor) {
  const of = async (table: string, where = sql`true`) =>
    (
      await sql<{ value: number; label: string }>`select id as value, name as label
        from ${sql.table(table)} where ${where} and status = 'Y' order by name limit 1000`.execute(
        db,
      )
    ).rows;
  return {
    religionId: await of('m_agama'),
    educationId: await of('m_pekerjaan', sql`category = 'PENDIDIKAN'`),
    occupationId: await of('m_pekerjaan', sql`category = 'PEKERJAAN'`),
    ethnicityId: await of('m_suku'),
    insurerId: await of('m_asuransi_cob'),
  };
}

export function keysOf(p: PatientRow): PatientKeys {
  return { id: p.id, rmNo: p.rmNo, nik: p.nik, bpjsNo: p.bpjsNo };
}

export async function readChildren(db: Executor, patientId: number) {
  const persons = await sql<ResponsiblePersonRow>`select id, name, relationship, phone, nik, address
    from patient_responsible_persons where patient_id = ${patientId} order by position, id`.execute(
    db,
  );
  const allergies = await sql<AllergyRow>`select id, type, allergen, reaction
    from patient_allergies where patient_id = ${patientId} order by position, id`.execute(db);
  return { responsiblePersons: persons.rows, allergies: allergies.rows };
}

const CANDIDATE = sql`p.id, p.rm_no as "rmNo", p.name, p.sex,
  to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate", p.nik, p.bpjs_no as "bpjsNo"`;

/** The patient holding this NIK or BPJS number (a merged record answers with its survivor). */
export async function findByIdentifier(
  db: Executor,
  field: 'nik' | 'bpjsNo',
  value: string,
  selfId: number | null,
): Promise<PatientCandidate | null> {
  const column = field === 'nik' ? sql.ref('p.nik') : sql.ref('p.bpjs_no');
  const self = selfId === null ? sql`` : sql` and p.id <> ${selfId}`;
  const rows = await sql<PatientCandidate & { mergedIntoId: number | null }>`select ${CANDIDATE},
    p.merged_into_id as "mergedIntoId" from patients p where ${column} = ${value}${self}
    order by p.merged_into_id nulls first, p.id limit 1`.execute(db);
  const found = rows.rows[0];
  if (!found) return null;
  const { mergedIntoId, ...candidate } = found;
  if (mergedIntoId !== null && mergedIntoId !== selfId) {
    const survivor = await sql<PatientCandidate>`select ${CANDIDATE} from patients p
      where p.id = ${mergedIntoId}`.execute(db);
    return survivor.rows[0] ?? candidate;
  }
  return mergedIntoId === null ? candidate : null;
}

/** Name similarity at or above which a patient of the same birth date is a likely duplicate. */
export const NAME_SIMILARITY = 0.45;

/**
 * Active patients born that day whose name is alike (pg_trgm `similarity`, also on the embedded
 * database: PGlite loads pg_trgm), of the same sex when both sexes are known (1 or 2).
 */
export async function possibleDuplicates(
  db: Executor,
  name: string,
  birthDate: string,
  sexCode: string,
  selfId: number | null,
): Promise<PatientCandidate[]> {
  const self = selfId === null ? sql`` : sql` and p.id <> ${selfId}`;
  const rows = await sql<PatientCandidate>`select ${CANDIDATE},
      round(similarity(lower(p.name), lower(${name}))::numeric, 2)::float8 as similarity
    from patients p
    where p.birth_date = ${birthDate}::date and p.status = 'Y' and p.merged_into_id is null
      and similarity(lower(p.name), lower(${name})) >= ${NAME_SIMILARITY}
      and (p.sex = ${sexCode} or p.sex not in ('1', '2') or ${sexCode} not in ('1', '2'))${self}
    order by similarity desc, p.id limit 10`.execute(db);
  return rows.rows;
}

type Values = { nik?: string | null; bpjsNo?: string | null };

const COLUMNS: Record<string, string> = {
  name: 'name',
  nik: 'nik',
  passportNo: 'passport_no',
  citizenship: 'citizenship',
  sex: 'sex',
  birthPlace: 'birth_place',
  birthDate: 'birth_date',
  maritalStatus: 'marital_status',
  bloodType: 'blood_type',
  religionId: 'religion_id',
  educationId: 'education_id',
  occupationId: 'occupation_id',
  ethnicityId: 'ethnicity_id',
  address: 'address',
  rt: 'rt',
  rw: 'rw',
  postalCode: 'postal_code',
  provinceCode: 'province_code',
  regencyCode: 'regency_code',
  districtCode: 'district_code',
  villageCode: 'village_code',
  phone: 'phone',
  phoneAlt: 'phone_alt',
  motherName: 'mother_name',
  bpjsNo: 'bpjs_no',
  bpjsClass: 'bpjs_class',
  insurerId: 'insurer_id',
  insurerCardNo: 'insurer_card_no',
};

function columnValues(input: Record<string, unknown>): { column: string; value: unknown }[] {
  const out: { column: string; value: unknown }[] = [];
  for (const [name, column] of Object.entries(COLUMNS)) {
    if (!(name in input) || input[name] === undefined) continue;
    out.push({ column, value: input[name] });
  }
  return out;
}

/** The referenced masters and region codes exist (422 naming each field that does not). */
async function checkMasters(trx: Trx, v: Record<string, unknown>): Promise<void> {
  const errors: Record<string, string[]> = {};
  const masters: [string, string, string, string | null][] = [
    ['religionId', 'm_agama', 'Agama', null],
    ['educationId', 'm_pekerjaan', 'Pendidikan', 'PENDIDIKAN'],
    ['occupationId', 'm_pekerjaan', 'Pekerjaan', 'PEKERJAAN'],
    ['ethnicityId', 'm_suku', 'Suku', null],
    ['insurerId', 'm_asuransi_cob', 'Asuransi', null],
  ];
  for (const [field, table, label, category] of masters) {
    const value = v[field];
    if (value === null || value === undefined) continue;
    const cat = category === null ? sql`` : sql` and category = ${category}`;
    const found = await sql`select 1 from ${sql.table(table)} where id = ${value}${cat}`.execute(
      trx,
    );
    if (found.rows.length === 0) errors[field] = [MESSAGES.notFoundRef(label)];
  }
  const regions: [string, string][] = [
    ['provinceCode', 'Provinsi'],
    ['regencyCode', 'Kabupaten/Kota'],
    ['districtCode', 'Kecamatan'],
    ['villageCode', 'Kelurahan/Desa'],
  ];
  const codes = regions.map(([f]) => v[f]).filter((c): c is string => typeof c === 'string');
  if (codes.length > 0) {
    const found = await sql<{ code: string }>`select code from m_regions
      where code in (${sql.join(codes)})`.execute(trx);
    const have = new Set(found.rows.map((r) => r.code));
    for (const [field, label] of regions) {
      const code = v[field];
      if (typeof code === 'string' && !have.has(code)) {
        errors[field] = [MESSAGES.notFoundRef(label)];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** 409: the NIK or BPJS number is on file; names that patient so the screen can open it. */
async function refuseExactDuplicates(trx: Trx, v: Values, selfId: number | null): Promise<void> {
  // Two saves of one NIK or BPJS number at the same moment: the second waits here until the
  // first commits, then finds that patient and names it (never a bare unique violation).
  for (const [kind, value] of [
    ['nik', v.nik],
    ['bpjs', v.bpjsNo],
  ] as const) {
    if (value) {
      await sql`select pg_advisory_xact_lock(hashtext(${`patients.${kind}:${value}`}))`.execute(
        trx,
      );
    }
  }
  if (v.nik) {
    const p = await findByIdentifier(trx, 'nik', v.nik, selfId);
    if (p) throw duplicateError('nik', p);
  }
  if (v.bpjsNo) {
    const p = await findByIdentifier(trx, 'bpjsNo', v.bpjsNo, selfId);
    if (p) throw duplicateError('bpjsNo', p);
  }
}

function duplicateError(field: 'nik' | 'bpjsNo', patient: PatientCandidate): HttpError {
  const message =
    field === 'nik' ? MESSAGES.duplicateNik(patient) : MESSAGES.duplicateBpjs(patient);
  const data: PatientDuplicateData = { kind: 'duplicate', field, patient };
  return new HttpError(409, message, MESSAGES.duplicateTitle, { [field]: [message] }, data);
}

async function questionLikelyDuplicates(
  trx: Trx,
  v: { name: string; birthDate: string; sex: string },
  selfId: number | null,
): Promise<void> {
  const candidates = await possibleDuplicates(trx, v.name, v.birthDate, v.sex, selfId);
  if (candidates.length === 0) return;
  const data: PatientDuplicateData = { kind: 'possibleDuplicate', candidates };
  throw new HttpError(
    409,
    MESSAGES.possible(candidates.length),
    MESSAGES.possibleTitle,
    undefined,
    data,
  );
}

/** A unique violation of the NIK index (two adds of one NIK at once): the same 409. */
async function onUniqueNik<T>(nik: string | null | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code;
    const constraint = (error as { constraint?: string }).constraint;
    if (code === '23505' && nik && (!constraint || constraint === 'patients_nik_key')) {
      throw duplicateError('nik', {
        id: 0,
        rmNo: '-',
        name: 'pasien lain yang baru saja disimpan',
        sex: '',
        birthDate: '',
        nik,
        bpjsNo: null,
      });
    }
    throw error;
  }
}

async function writeChildren(
  trx: Trx,
  patientId: number,
  persons: PatientAddParsed['responsiblePersons'],
  allergies: PatientAddParsed['allergies'],
): Promise<void> {
  if (persons !== undefined) {
    await sql`delete from patient_responsible_persons where patient_id = ${patientId}`.execute(trx);
    for (const [i, p] of persons.entries()) {
      await sql`insert into patient_responsible_persons
        (patient_id, position, name, relationship, phone, nik, address)
        values (${patientId}, ${i}, ${p.name}, ${p.relationship}, ${p.phone}, ${p.nik},
          ${p.address})`.execute(trx);
    }
  }
  if (allergies !== undefined) {
    await sql`delete from patient_allergies where patient_id = ${patientId}`.execute(trx);
    for (const [i, a] of allergies.entries()) {
      await sql`insert into patient_allergies (patient_id, position, type, allergen, reaction)
        values (${patientId}, ${i}, ${a.type}, ${a.allergen}, ${a.reaction})`.execute(trx);
    }
  }
}

/** Where the NIK disagrees with the birth date, sex or region typed (never a refusal). */
export function nikWarnings(v: {
  nik?: string | null;
  birthDate?: string | null;
  sex?: string | null;
  provinceCode?: string | null;
  regencyCode?: string | null;
  districtCode?: string | null;
}): string[] {
  if (!v.nik) return [];
  const warnings = checkNikAgainst(v.nik, {
    birthDate: v.birthDate ?? null,
    sex: v.sex === '1' || v.sex === '2' ? Number(v.sex) : null,
  });
  const codes = nikRegionCodes(v.nik);
  const differs =
    (v.provinceCode && v.provinceCode !== codes.province) ||
    (v.regencyCode && v.regencyCode !== codes.regency) ||
    (v.districtCode && v.districtCode !== codes.district);
  if (differs) warnings.push(REGION_DIFFERS);
  return warnings;
}

export const REGION_DIFFERS =
  'Wilayah alamat berbeda dengan wilayah pada NIK (periksa bila pasien tidak pindah domisili).';

export type Audit = (entry: {
  module: string;
  type: string;
  recordId?: number;
  before?: unknown;
  after?: unknown;
}) => Promise<void>;

async function auditView(trx: Trx, id: number) {
  const record = await readPatient(trx, id);
  return record ? { ...record, ...(await readChildren(trx, id)) } : undefined;
}

export async function addPatient(trx: Trx, input: PatientAddParsed, audit: Audit) {
  const { responsiblePersons, allergies, confirmDuplicate, ...fields } = input;
  await checkMasters(trx, fields);
  await refuseExactDuplicates(trx, fields, null);
  if (!confirmDuplicate) await questionLikelyDuplicates(trx, fields, null);
  const rmNo = await nextRmNo(trx);
  const cols = [{ column: 'rm_no', value: rmNo as unknown }, ...columnValues(fields)];
  const id = await onUniqueNik(fields.nik, async () => {
    const inserted = await sql<{ id: number }>`insert into patients
      (${sql.join(cols.map((c) => sql.id(c.column)))})
      values (${sql.join(cols.map((c) => sql`${c.value}`))}) returning id`.execute(trx);
    return inserted.rows[0]?.id as number;
  });
  await writeChildren(trx, id, responsiblePersons ?? [], allergies ?? []);
  const after = await auditView(trx, id);
  await audit({ module: PATIENT_MODULE, type: 'add', recordId: id, after });
  const record = (await readPatient(trx, id)) as PatientRow;
  return { record, warnings: nikWarnings(fields) };
}

export async function updatePatient(trx: Trx, input: PatientUpdateParsed, audit: Audit) {
  const { id, version, responsiblePersons, allergies, confirmDuplicate, ...fields } = input;
  const before = await readPatient(trx, id, true);
  if (!before) throw notFound();
  if (before.version !== version) throw stale();
  if (before.mergedIntoId !== null) {
    const survivor = await readPatient(trx, before.mergedIntoId);
    throw new HttpError(422, MESSAGES.merged(survivor?.rmNo ?? '-'), MESSAGES.mergedTitle);
  }
  await checkMasters(trx, fields);
  await refuseExactDuplicates(trx, fields, id);
  const identityChanged =
    fields.name !== before.name ||
    fields.birthDate !== before.birthDate ||
    fields.sex !== before.sex;
  if (identityChanged && !confirmDuplicate) await questionLikelyDuplicates(trx, fields, id);
  const beforeView = { ...before, ...(await readChildren(trx, id)) };
  const sets = columnValues(fields).map((c) => sql`${sql.id(c.column)} = ${c.value}`);
  sets.push(sql`version = version + 1`, sql`updated_at = now()`);
  await onUniqueNik(fields.nik, () =>
    sql`update patients set ${sql.join(sets)} where id = ${id}`.execute(trx),
  );
  await writeChildren(trx, id, responsiblePersons, allergies);
  const after = await auditView(trx, id);
  await audit({ module: PATIENT_MODULE, type: 'update', recordId: id, before: beforeView, after });
  const record = (await readPatient(trx, id)) as PatientRow;
  return { record, warnings: nikWarnings({ ...before, ...fields }) };
}

/** Never a hard delete: refused while a blocking reference exists, else the record turns inactive. */
export async function deactivatePatient(trx: Trx, id: number, audit: Audit): Promise<void> {
  const before = await readPatient(trx, id, true);
  if (!before) throw notFound();
  for (const ref of patientReferences()) {
    if (!ref.blocksDelete) continue;
    if ((await ref.count(trx, keysOf(before))) > 0) {
      throw new HttpError(422, MESSAGES.inUse(ref.label), MESSAGES.inUseTitle);
    }
  }
  await sql`update patients set status = 'N', version = version + 1, updated_at = now()
    where id = ${id}`.execute(trx);
  await audit({
    module: PATIENT_MODULE,
    type: 'delete',
    recordId: id,
    before,
    after: await readPatient(trx, id),
  });
}

export async function setPatientStatus(
  trx: Trx,
  id: number,
  status: 'Y' | 'N',
  audit: Audit,
): Promise<void> {
  const before = await readPatient(trx, id, true);
  if (!before) throw notFound();
  if (before.mergedIntoId !== null) {
    const survivor = await readPatient(trx, before.mergedIntoId);
    throw new HttpError(422, MESSAGES.merged(survivor?.rmNo ?? '-'), MESSAGES.mergedTitle);
  }
  await sql`update patients set status = ${status}, version = version + 1, updated_at = now()
    where id = ${id}`.execute(trx);
  await audit({
    module: PATIENT_MODULE,
    type: 'status',
    recordId: id,
    before,
    after: await readPatient(trx, id),
  });
}

/**
 * Merges `mergedId` into `survivorId`: every reference moves (the list of `references.ts`), the
 * survivor takes the identifiers it lacks (NIK, BPJS number), the merged record stays, inactive,
 * with `merged_into_id` and `merged_at`. Both rows are locked in id order (no deadlock between two
 * merges of the same pair).
 */
export async function mergePatients(
  trx: Trx,
  input: { survivorId: number; mergedId: number; reason: string },
  audit: Audit,
) {
  const { survivorId, mergedId, reason } = input;
  if (survivorId === mergedId) throw new HttpError(422, MESSAGES.mergeSelf);
  const [firstId, secondId] =
    survivorId < mergedId ? [survivorId, mergedId] : [mergedId, survivorId];
  const first = await readPatient(trx, firstId, true);
  const second = await readPatient(trx, secondId, true);
  if (!first || !second) throw notFound();
  const survivor = first.id === survivorId ? first : second;
  const merged = first.id === mergedId ? first : second;
  if (merged.mergedIntoId !== null) {
    const into = await readPatient(trx, merged.mergedIntoId);
    throw new HttpError(422, MESSAGES.mergeAlready(into?.rmNo ?? '-'));
  }
  if (survivor.status !== 'Y' || survivor.mergedIntoId !== null) {
    throw new HttpError(422, MESSAGES.mergeInactive);
  }
  const beforeSurvivor = { ...survivor, ...(await readChildren(trx, survivor.id)) };
  const beforeMerged = { ...merged, ...(await readChildren(trx, merged.id)) };

  const moved: Record<string, number> = {};
  for (const ref of patientReferences()) {
    moved[ref.label] = await ref.move(trx, keysOf(merged), keysOf(survivor));
  }
  // Identifiers the survivor lacks come from the merged record (the NIK is unique: cleared first).
  const takeNik = survivor.nik === null && merged.nik !== null;
  const takeBpjs = survivor.bpjsNo === null && merged.bpjsNo !== null;
  await sql`update patients set status = 'N', merged_into_id = ${survivor.id}, merged_at = now(),
    nik = ${takeNik ? null : merged.nik}, bpjs_no = ${takeBpjs ? null : merged.bpjsNo},
    version = version + 1, updated_at = now() where id = ${merged.id}`.execute(trx);
  await sql`update patients set nik = ${takeNik ? merged.nik : survivor.nik},
    bpjs_no = ${takeBpjs ? merged.bpjsNo : survivor.bpjsNo},
    version = version + 1, updated_at = now() where id = ${survivor.id}`.execute(trx);
  await audit({
    module: PATIENT_MODULE,
    type: 'merge',
    recordId: merged.id,
    before: { merged: beforeMerged, survivor: beforeSurvivor },
    after: {
      reason,
      moved,
      merged: await auditView(trx, merged.id),
      survivor: await auditView(trx, survivor.id),
    },
  });
  return {
    survivorId: survivor.id,
    mergedId: merged.id,
    moved,
    message: MESSAGES.merged_ok(merged.rmNo, survivor.rmNo),
  };
}
