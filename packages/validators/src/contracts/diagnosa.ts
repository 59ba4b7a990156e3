/**
 * Diagnoses (ICD-10) and procedures (ICD-9-CM) of a registration, in context `dokumen`
 * (docs/dokumen.md "Diagnoses and procedures"). One row per coded entry: the system, the code and
 * its name as the master held it when recorded, a diagnosis's role (primary / secondary) and case
 * (new / old), a procedure's time. Two sources are kept apart: KLINIS, what the clinician wrote
 * (from the general ICD masters), and KODING, what the coders of medical records / UPLA set for
 * the claim (from the UPLA masters). Each source has at most one live primary diagnosis.
 *
 * Nothing is deleted or changed: a wrong entry is marked entered in error with a reason (who and
 * when are kept) and a new one is recorded. Menu `rekam-medis` (`view` reads, `add` records);
 * a clinical diagnosis needs a doctor level; a coded entry needs `edit` on verifikasi-rekam-medis
 * or verifikasi-upla.
 */
import { z } from 'zod';
import { access, command, defineContract, out, query } from './kit';
import { id, optionalChoice, optionalDay, optionalId, optionalText, plainText } from './params';

export const CODING_SYSTEMS = ['ICD10', 'ICD9CM'] as const;
export type CodingSystem = (typeof CODING_SYSTEMS)[number];
export const CODING_SOURCES = ['KLINIS', 'KODING'] as const;
export type CodingSource = (typeof CODING_SOURCES)[number];
export const DIAGNOSIS_ROLES = ['UTAMA', 'SEKUNDER'] as const;
export type DiagnosisRole = (typeof DIAGNOSIS_ROLES)[number];
export const CASE_TYPES = ['BARU', 'LAMA'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const CODING_LABELS = {
  system: { ICD10: 'Diagnosis (ICD-10)', ICD9CM: 'Tindakan (ICD-9-CM)' },
  source: { KLINIS: 'Klinis', KODING: 'Koding' },
  role: { UTAMA: 'Utama', SEKUNDER: 'Sekunder' },
  caseType: { BARU: 'Kasus Baru', LAMA: 'Kasus Lama' },
} as const;

/** The menus whose `edit` lets a user record the coded (claim) entries. */
export const CODER_MENUS = ['verifikasi-rekam-medis', 'verifikasi-upla'] as const;

export const DIAGNOSA_MESSAGES = {
  badEntry: 'Diagnosis atau tindakan wajib dipilih.',
  badRegistration: 'Registrasi wajib dipilih.',
  badSystem: 'Jenis kode harus ICD-10 atau ICD-9-CM.',
  badSource: 'Sumber harus Klinis atau Koding.',
  badRole: 'Peran diagnosis harus Utama atau Sekunder.',
  badCase: 'Kasus harus Baru atau Lama.',
  badCode: 'Kode wajib dipilih dari master.',
  badPerformedAt: 'Waktu tindakan harus berformat YYYY-MM-DDTHH:mm.',
  futurePerformedAt: 'Waktu tindakan tidak boleh di masa depan.',
  badRange: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  roleOnlyDiagnosis: 'Peran dan kasus hanya untuk diagnosis (ICD-10).',
  registrationNotFound: 'Registrasi tidak ditemukan.',
  registrationVoid: 'Registrasi sudah dibatalkan; diagnosis dan tindakan tidak dapat dicatat.',
  unknownCode: (code: string, master: string) => `Kode ${code} tidak ada di ${master} yang aktif.`,
  notPrimary: (code: string) =>
    `Kode ${code} tidak boleh menjadi diagnosis utama. Catat sebagai diagnosis sekunder.`,
  primaryExists: (code: string) =>
    `Registrasi ini sudah memiliki diagnosis utama (${code}). Tandai yang lama salah input atau catat sebagai sekunder.`,
  duplicate: (code: string) => `Kode ${code} sudah dicatat pada registrasi ini.`,
  doctorOnly: 'Diagnosis klinis hanya dapat dicatat oleh dokter.',
  coderOnly: 'Koding hanya dapat dicatat oleh petugas Rekam Medis atau UPLA.',
  alreadyError: 'Data ini sudah ditandai salah input.',
  recorded: 'Diagnosis/tindakan dicatat.',
  enteredInError: 'Diagnosis/tindakan ditandai salah input.',
} as const;

/** One recorded diagnosis or procedure. */
export interface CodedEntryView {
  id: number;
  registrationId: number;
  patientId: number;
  system: CodingSystem;
  source: CodingSource;
  code: string;
  /** The code's name in its master when recorded. */
  display: string;
  /** Diagnoses only. */
  role: DiagnosisRole | null;
  caseType: CaseType | null;
  /** Procedures only: when it was done (ISO). */
  performedAt: string | null;
  note: string | null;
  recordedBy: { userId: number | null; name: string | null };
  recordedAt: string;
  /** Entered in error: why, by whom, when (null while it stands). */
  error: { reason: string; by: string | null; at: string } | null;
}

/** A code of an ICD master, as the picker offers it. */
export interface IcdOption {
  code: string;
  name: string;
  /** ICD-10 only: whether it may be a primary diagnosis. */
  validPrimary: boolean | null;
  /** UPLA masters only. */
  inaCbgCode: string | null;
}

/** A procedure in the procedures list (`pasien-tindakan-icd-9`). */
export interface ProcedureRow extends CodedEntryView {
  rmNo: string;
  patientName: string;
  regNo: string;
  kind: string;
  poliName: string | null;
  doctorName: string | null;
}

const code = z
  .string({ error: DIAGNOSA_MESSAGES.badCode })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.]{0,9}$/, { error: DIAGNOSA_MESSAGES.badCode });

const performedAt = z.preprocess(
  (v) => (v === undefined || v === '' ? null : v),
  z
    .string({ error: DIAGNOSA_MESSAGES.badPerformedAt })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: DIAGNOSA_MESSAGES.badPerformedAt })
    .nullable(),
);

/** The input of `tambah`. */
export const codedEntryInput = z
  .object({
    registrationId: id(DIAGNOSA_MESSAGES.badRegistration),
    system: z.enum(CODING_SYSTEMS, { error: DIAGNOSA_MESSAGES.badSystem }),
    source: z.preprocess(
      (v) => (v === undefined || v === '' ? 'KLINIS' : v),
      z.enum(CODING_SOURCES, { error: DIAGNOSA_MESSAGES.badSource }),
    ),
    code,
    role: optionalChoice(DIAGNOSIS_ROLES, DIAGNOSA_MESSAGES.badRole),
    /** Left empty, the server sets LAMA when the patient had this code before, else BARU. */
    caseType: optionalChoice(CASE_TYPES, DIAGNOSA_MESSAGES.badCase),
    /** Procedures: WIB local time; empty means now. */
    performedAt,
    note: plainText({ label: 'Keterangan', max: 300 }),
  })
  .superRefine((v, ctx) => {
    if (v.system === 'ICD9CM' && (v.role !== null || v.caseType !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['role'],
        message: DIAGNOSA_MESSAGES.roleOnlyDiagnosis,
      });
    }
    if (v.system === 'ICD10' && v.performedAt !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['performedAt'],
        message: DIAGNOSA_MESSAGES.roleOnlyDiagnosis,
      });
    }
  })
  .transform((v) => ({
    ...v,
    role: v.system === 'ICD10' ? (v.role ?? 'SEKUNDER') : null,
  }));

const reason = plainText({ label: 'Alasan', max: 500, required: true });

export const diagnosaContract = defineContract({
  module: 'Diagnosa',
  context: 'dokumen',
  menu: 'rekam-medis',
  queries: {
    /** GET /get/Diagnosa/registrasi/{registrationId}: every entry of the registration. */
    registration: query({
      input: z.object({ pageId: id(DIAGNOSA_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'registrasi',
      byId: true,
      output: out<{
        registrationId: number;
        list: CodedEntryView[];
        /** Whether the caller may record clinical diagnoses / coded entries. */
        may: { clinicalDiagnosis: boolean; procedure: boolean; coding: boolean };
      }>(),
    }),
    /**
     * GET /get/Diagnosa/icd?system=&source=&q=: at most 20 active codes of the master of that
     * system and source; codes starting with q first, then names containing every word of q.
     */
    icd: query({
      input: z.object({
        system: z.enum(CODING_SYSTEMS, { error: DIAGNOSA_MESSAGES.badSystem }),
        source: z.preprocess(
          (v) => (v === undefined || v === '' ? 'KLINIS' : v),
          z.enum(CODING_SOURCES, { error: DIAGNOSA_MESSAGES.badSource }),
        ),
        q: optionalText(60, 'Pencarian terlalu panjang.'),
      }),
      access: 'view',
      slug: 'icd',
      output: out<{ list: IcdOption[] }>(),
    }),
    /**
     * GET /get/Diagnosa/tindakan?from=&to=&poliId=&source=: the procedures recorded on the WIB
     * days from..to (default today), newest first (menu pasien-tindakan-icd-9).
     */
    procedures: query({
      input: z
        .object({
          from: optionalDay('Tanggal awal'),
          to: optionalDay('Tanggal akhir'),
          poliId: optionalId('Poli tidak valid.'),
          source: optionalChoice(CODING_SOURCES, DIAGNOSA_MESSAGES.badSource),
        })
        .refine((v) => !v.from || !v.to || v.from <= v.to, {
          path: ['to'],
          error: DIAGNOSA_MESSAGES.badRange,
        }),
      access: access.menu('pasien-tindakan-icd-9', 'view'),
      slug: 'tindakan',
      output: out<{
        list: ProcedureRow[];
        total: number;
        limit: number;
        polis: { id: number; name: string }[];
      }>(),
    }),
  },
  commands: {
    /** Records a diagnosis or a procedure. */
    tambah: command({
      input: codedEntryInput,
      access: 'add',
      output: out<{ entry: CodedEntryView }>(),
    }),
    /** Marks an entry entered in error with a reason (it stays, shown struck through). */
    salah: command({
      input: z.object({ id: id(DIAGNOSA_MESSAGES.badEntry), reason }),
      access: 'add',
      output: out<{ entry: CodedEntryView }>(),
    }),
  },
});
