/**
 * Context `pasien`: the patient record (pasien). Registrations, beds and the chart build on it.
 *
 * `Pasien` keeps the resource's list, export, add form and record reads (the generic list page
 * and its search: exact NIK / RM / BPJS number, RM without leading zeros, NIK prefix, name prefix
 * and substring), and writes the full record of `patient-record.ts`: the RM number is assigned by
 * the server, a NIK or BPJS number already on file refuses the add (409 naming that patient), a
 * patient with the same name and birth date asks for `confirmDuplicate`. A patient is never
 * deleted: `delete` makes the record inactive, and is refused while a visit, registration or
 * queue booking refers to it. `merge` (the records team: `rekam-medis` delete) moves everything
 * of one record to another and keeps the merged record, marked as merged.
 *
 * Every read of patient data (a list or search of Pasien, a record, later a chart) leaves a row
 * in the patient access log: who, when, from where, which patients and what kind of lookup, never
 * the term typed. `PasienAkses` answers "who viewed this record" for the records team.
 */
import { z } from 'zod';
import {
  type AllergyInput,
  patientChildLists,
  patientFieldsShape,
  patientRecordRefinement,
  type ResponsiblePersonInput,
} from '../patient-record';
import { pasienResource } from '../resources';
import { access, command, defineContract, out, query } from './kit';
import { type ListAnswer, listQuery } from './list';
import { id, version } from './params';
import { type ResourceRow, resourceContract } from './resource';

const resourceOps = resourceContract(pasienResource, 'pasien');

/** The menu and action that merge two patient records (the records team). */
export const PATIENT_MERGE_MENU = 'rekam-medis';
export const PATIENT_MERGE_ACTION = 'delete';

/** Add: every field of the record, the child lists (absent: none). No RM number: it is assigned. */
export const patientAddInput = z
  .object({ ...patientFieldsShape, ...patientChildLists })
  .superRefine(patientRecordRefinement);
/** Update: the same at a version; a child list left out stays as it is. */
export const patientUpdateInput = z
  .object({ ...patientFieldsShape, ...patientChildLists, id: id(), version: version() })
  .superRefine(patientRecordRefinement);
export type PatientAddParsed = z.output<typeof patientAddInput>;
export type PatientUpdateParsed = z.output<typeof patientUpdateInput>;

/** A patient a duplicate check names, so the screen can open that record. */
export interface PatientCandidate {
  id: number;
  rmNo: string;
  name: string;
  sex: string;
  birthDate: string;
  nik: string | null;
  bpjsNo: string | null;
  /** Name similarity 0-1 (trigram), for a name + birth date candidate. */
  similarity?: number;
}

/**
 * The `data` of a 409 answer to add or update: `duplicate` (a NIK or BPJS number already on
 * file: refused, the screen opens that patient) or `possibleDuplicate` (same name and birth
 * date: saved only when sent again with `confirmDuplicate: true`).
 */
export type PatientDuplicateData =
  | { kind: 'duplicate'; field: 'nik' | 'bpjsNo'; patient: PatientCandidate }
  | { kind: 'possibleDuplicate'; candidates: PatientCandidate[] };

export interface ResponsiblePersonRow extends ResponsiblePersonInput {
  id: number;
}
export interface AllergyRow extends AllergyInput {
  id: number;
}

/** One entry of a patient's history (today: queue bookings and their tickets). */
export interface PatientHistoryEntry {
  /** What the entry is: 'antrean' today; registrations add theirs. */
  source: string;
  at: string;
  /** What a person reads in the list ('Reservasi B-0012 Poli Anak, tiket A005 (DONE)'). */
  summary: string;
  status: string | null;
  /** The id of the row in its source. */
  refId: number;
}

/** The record screen's answer: the record, its child lists, what it merged into, its history. */
export interface PatientRecordData {
  record: ResourceRow;
  options: Record<string, { value: number; label: string }[]>;
  canEdit: boolean;
  responsiblePersons: ResponsiblePersonRow[];
  allergies: AllergyRow[];
  /** The record this one was merged into (kept, never deleted), or null. */
  mergedInto: { id: number; rmNo: string; name: string } | null;
  /** Newest first, at most 50. */
  history: PatientHistoryEntry[];
}

/** What the NIK check answers: what it pre-fills, and warnings where given fields disagree. */
export interface NikCheckAnswer {
  valid: boolean;
  /** Why the NIK does not decode (null when it does). */
  message: string | null;
  prefill: {
    birthDate: string;
    sex: '1' | '2';
    provinceCode: string;
    regencyCode: string;
    districtCode: string;
    /** Names from the region table (null when a code is not in it). */
    provinceName: string | null;
    regencyName: string | null;
    districtName: string | null;
  } | null;
  warnings: string[];
  /** The patient already holding this NIK, if any. */
  existing: PatientCandidate | null;
}

export interface RegionRow {
  code: string;
  name: string;
  level: 'province' | 'regency' | 'district' | 'village';
}

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : v),
    z.string().max(max).nullable(),
  );

export const pasienContract = defineContract({
  module: 'Pasien',
  context: 'pasien',
  menu: pasienResource.menu,
  queries: {
    list: resourceOps.queries.list,
    export: resourceOps.queries.export,
    addForm: resourceOps.queries.addForm,
    /** GET /get/Pasien/{edit|detail}/{id}: the record, child lists and history. */
    record: query({
      input: z.object({ pageId: id('Data tidak ditemukan.') }),
      access: 'view',
      slug: '*',
      byId: true,
      output: out<PatientRecordData>(),
    }),
    /**
     * GET /get/Pasien/nik?nik=&birthDate=&sex=&provinceCode=&regencyCode=&districtCode=: decodes
     * the NIK (region, birth date with day + 40 for women, sex) and compares the fields given.
     */
    nik: query({
      input: z.object({
        nik: z.string({ error: 'NIK wajib diisi.' }).trim().min(1, { error: 'NIK wajib diisi.' }),
        birthDate: optionalText(10),
        sex: optionalText(1),
        provinceCode: optionalText(2),
        regencyCode: optionalText(5),
        districtCode: optionalText(8),
      }),
      access: 'view',
      slug: 'nik',
      output: out<NikCheckAnswer>(),
    }),
    /** GET /get/Pasien/wilayah?parent=: provinces (no parent) or the children of a region code. */
    regions: query({
      input: z.object({
        parent: z.preprocess(
          (v) => (v === undefined || v === '' ? null : v),
          z
            .string({ error: 'Kode wilayah tidak valid.' })
            .regex(/^\d{2}(\.\d{2}){0,2}$/, { error: 'Kode wilayah tidak valid.' })
            .nullable(),
        ),
      }),
      access: 'view',
      slug: 'wilayah',
      output: out<{ parent: string | null; list: RegionRow[] }>(),
    }),
  },
  commands: {
    add: command({
      input: patientAddInput,
      access: 'add',
      output: out<{ record: ResourceRow; warnings: string[] }>(),
    }),
    update: command({
      input: patientUpdateInput,
      access: 'edit',
      output: out<{ record: ResourceRow; warnings: string[] }>(),
    }),
    /** Never a hard delete: the record becomes inactive (refused while anything refers to it). */
    delete: command({ input: z.object({ id: id() }), access: 'delete', output: out<undefined>() }),
    status: command({
      input: z.object({
        id: id(),
        status: z.enum(['Y', 'N'], { error: 'Status harus Y atau N.' }),
      }),
      access: 'status',
      output: out<undefined>(),
    }),
    /** Moves every reference of `mergedId` to `survivorId`; `mergedId` stays, marked as merged. */
    merge: command({
      input: z.object({
        survivorId: id('Pasien yang dipertahankan wajib dipilih.'),
        mergedId: id('Pasien yang digabungkan wajib dipilih.'),
        reason: z
          .string({ error: 'Alasan penggabungan wajib diisi.' })
          .trim()
          .min(5, { error: 'Alasan penggabungan minimal 5 karakter.' })
          .max(255, { error: 'Alasan penggabungan maksimal 255 karakter.' }),
      }),
      access: access.menu(PATIENT_MERGE_MENU, PATIENT_MERGE_ACTION),
      output: out<{ survivorId: number; mergedId: number; moved: Record<string, number> }>(),
    }),
  },
});

/**
 * What kind of read a patient access was: a search by NIK (full or its first digits), RM number,
 * BPJS card number or name; a list without a search term; a record opened. (An export of
 * patients is an audit row of Pasien, and needs the reserved grant `pasien` export.)
 */
export const PATIENT_LOOKUP_KINDS = ['nik', 'rm', 'bpjs', 'name', 'list', 'detail'] as const;
export type PatientLookupKind = (typeof PATIENT_LOOKUP_KINDS)[number];

/** Each kind of read in words (the chart's access history). */
export const PATIENT_LOOKUP_LABELS: Readonly<Record<PatientLookupKind, string>> = {
  nik: 'Pencarian dengan NIK',
  rm: 'Pencarian dengan No. RM',
  bpjs: 'Pencarian dengan No. BPJS',
  name: 'Pencarian dengan nama',
  list: 'Tampil dalam daftar pasien',
  detail: 'Membuka data atau rekam medis pasien',
};

/** One read of patient data, as "who viewed this record" shows it. */
export interface PatientAccessRow {
  id: number;
  at: string;
  userId: number | null;
  username: string | null;
  /** The user's name now (null for a read without a user or of a user removed). */
  name: string | null;
  address: string | null;
  kind: PatientLookupKind;
  /** How many patients that read returned (this one among them). */
  patientCount: number;
  /** The call that read (wire module and operation: 'Dokumen.registration'), when recorded. */
  source: string | null;
  /** The title of the screen that call belongs to (its contract's menu), when known. */
  screen: string | null;
}

/** The menu and action that open "who viewed this record" (the records team). */
export const PATIENT_ACCESS_LOG_MENU = 'rekam-medis';
export const PATIENT_ACCESS_LOG_ACTION = 'export';

export const pasienAksesContract = defineContract({
  module: 'PasienAkses',
  context: 'pasien',
  menu: PATIENT_ACCESS_LOG_MENU,
  queries: {
    /** GET /get/PasienAkses?patientId=: the reads that returned this patient, newest first. */
    list: query({
      input: listQuery({
        sortable: ['id'],
        defaultSort: { field: 'id', type: 'desc' },
        extra: { patientId: id('Pasien wajib dipilih.') },
      }),
      access: PATIENT_ACCESS_LOG_ACTION,
      output: out<ListAnswer<PatientAccessRow> & { patientId: number }>(),
    }),
  },
});

export const pasienContracts = [pasienContract, pasienAksesContract] as const;
