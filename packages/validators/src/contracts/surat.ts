/**
 * Context `surat`: the letters a doctor issues for a visit (docs/surat.md). Sick leave (SAKIT),
 * health certificate (SEHAT), referral out (RUJUKAN) and control letter (KONTROL) on the screen
 * `penerbitan-surat`; the medical report of a visit (MEDIS) on `poliklinik-medical-report`, built
 * by the server from the visit's structured rows (diagnoses, procedures, signed documents'
 * observations, the CPPT plan) with the doctor's conclusion. Each is an append-only record of a
 * registration: a number from a per-kind per-year sequence, the issuing doctor, its content
 * checked per kind, a random verification code its QR carries; a mistake is voided with a
 * reason, never deleted. Printed as PDFs by the server; the whole record of a patient as one PDF
 * (`RekamMedisPdf`, the records team's export). Server: apps/server/src/modules/surat.
 */
import { z } from 'zod';
import { clinicalText } from './dokumen';
import { access, command, defineContract, out, query } from './kit';
import type { ListAnswer } from './list';
import { listQuery } from './list';
import { id, optionalChoice, optionalDay, plainText } from './params';

/** The kinds issued on `penerbitan-surat`. */
export const LETTER_KINDS = ['SAKIT', 'SEHAT', 'RUJUKAN', 'KONTROL'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
/** Every kind the `letter` table holds: the four letters and the medical report. */
export const ALL_LETTER_KINDS = [...LETTER_KINDS, 'MEDIS'] as const;
export type AnyLetterKind = (typeof ALL_LETTER_KINDS)[number];

export const LETTER_KIND_LABELS: Readonly<Record<AnyLetterKind, string>> = {
  SAKIT: 'Surat Keterangan Sakit',
  SEHAT: 'Surat Keterangan Sehat',
  RUJUKAN: 'Surat Rujukan',
  KONTROL: 'Surat Kontrol',
  MEDIS: 'Medical Report',
};

/** The code of each kind in its number: '0007/SKS/III/2025'. */
export const LETTER_NUMBER_CODES: Readonly<Record<AnyLetterKind, string>> = {
  SAKIT: 'SKS',
  SEHAT: 'SKBS',
  RUJUKAN: 'SRJ',
  KONTROL: 'SKT',
  MEDIS: 'MR',
};

export const LETTER_STATUSES = ['BERLAKU', 'BATAL'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export const LETTER_STATUS_LABELS: Readonly<Record<LetterStatus, string>> = {
  BERLAKU: 'Berlaku',
  BATAL: 'Dibatalkan',
};

/** Longest sick leave one letter gives, in days (both ends included). */
export const MAX_SICK_LEAVE_DAYS = 30;

export const HEALTH_RESULTS = ['SEHAT', 'TIDAK_SEHAT'] as const;
export type HealthResult = (typeof HEALTH_RESULTS)[number];
export const HEALTH_RESULT_LABELS: Readonly<Record<HealthResult, string>> = {
  SEHAT: 'Sehat',
  TIDAK_SEHAT: 'Tidak Sehat',
};

export const COLOR_VISIONS = ['NORMAL', 'PARSIAL', 'TOTAL', 'TIDAK_DIPERIKSA'] as const;
export type ColorVision = (typeof COLOR_VISIONS)[number];
export const COLOR_VISION_LABELS: Readonly<Record<ColorVision, string>> = {
  NORMAL: 'Normal (tidak buta warna)',
  PARSIAL: 'Buta warna parsial',
  TOTAL: 'Buta warna total',
  TIDAK_DIPERIKSA: 'Tidak diperiksa',
};

export const SURAT_MESSAGES = {
  badLetter: 'Surat wajib dipilih.',
  badRegistration: 'Registrasi wajib dipilih.',
  badPatient: 'Pasien wajib dipilih.',
  badKind: 'Jenis surat wajib dipilih.',
  badStatus: 'Status surat tidak dikenal.',
  badContent: 'Isi surat tidak valid.',
  badCode: 'Kode verifikasi tidak valid.',
  badDisposition: 'Cara membuka PDF harus inline atau attachment.',
  badSearch: 'Ketik No. RM atau No. Registrasi (maksimal 30 karakter).',
  registrationNotFound: 'Registrasi tidak ditemukan.',
  registrationVoid: 'Registrasi sudah dibatalkan; surat tidak dapat diterbitkan.',
  doctorOnly: 'Surat hanya dapat diterbitkan oleh dokter.',
  restRange: 'Tanggal selesai istirahat tidak boleh sebelum tanggal mulai.',
  restTooLong: `Lama istirahat maksimal ${MAX_SICK_LEAVE_DAYS} hari.`,
  restBeforeVisit: 'Tanggal mulai istirahat tidak boleh sebelum tanggal kunjungan.',
  controlNotAfter: 'Tanggal kontrol harus setelah tanggal surat.',
  unknownPoli: 'Poli kontrol tidak ditemukan atau tidak aktif.',
  badPoli: 'Poli kontrol wajib dipilih.',
  badBloodPressure: 'Tekanan darah harus berformat sistolik/diastolik, mis. 120/80.',
  badHeight: 'Tinggi badan harus antara 30 dan 250 cm.',
  badWeight: 'Berat badan harus antara 1 dan 300 kg.',
  badResult: 'Kesimpulan wajib dipilih.',
  badColorVision: 'Pemeriksaan buta warna tidak dikenal.',
  notFound: 'Surat tidak ditemukan. Periksa kembali kode verifikasi.',
  alreadyVoid: 'Surat ini sudah dibatalkan.',
  voidNotAllowed:
    'Hanya dokter penerbit atau petugas yang berwenang yang dapat membatalkan surat ini.',
  otherKind: 'Surat ini bukan jenis yang dikelola di menu ini.',
  issued: 'Surat diterbitkan.',
  reportIssued: 'Medical report diterbitkan.',
  voided: 'Surat dibatalkan.',
} as const;

// ---------------------------------------------------------------------------------------------
// Free text of a letter: clinical text kept as written ('TD 120/80', 'RS Dr. X / Poli Jantung'),
// printed as text and escaped in HTML, never read as markup.

const letterText = clinicalText;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A required day 'YYYY-MM-DD'. */
function day(label: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label} wajib diisi.` })
      .min(1, { error: `${label} wajib diisi.` })
      .regex(DAY, { error: `${label} harus berformat YYYY-MM-DD.` })
      .refine(isRealDay, { error: `${label} bukan tanggal yang valid.` }),
  );
}

/** An optional number typed in a form ('36,5' reads 36.5); '' gives null. */
function optionalNumber(min: number, max: number, message: string) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return null;
      if (typeof v === 'string') {
        const t = v.trim().replace(',', '.');
        return t === '' ? null : /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
      }
      return v;
    },
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: message })
      .nullable(),
  );
}

/** Days from `from` to `to`, both included. */
export function daysInclusive(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

// ---------------------------------------------------------------------------------------------
// The content of each kind

export const sickLeaveContent = z
  .object({
    from: day('Tanggal mulai istirahat'),
    to: day('Tanggal selesai istirahat'),
    note: letterText({ label: 'Keterangan', max: 500, multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SURAT_MESSAGES.restRange });
    } else if (daysInclusive(v.from, v.to) > MAX_SICK_LEAVE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SURAT_MESSAGES.restTooLong });
    }
  });

export const healthCertificateContent = z.object({
  purpose: letterText({ label: 'Keperluan', max: 200, required: true }),
  height: optionalNumber(30, 250, SURAT_MESSAGES.badHeight),
  weight: optionalNumber(1, 300, SURAT_MESSAGES.badWeight),
  bloodPressure: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string({ error: SURAT_MESSAGES.badBloodPressure })
      .trim()
      .regex(/^\d{2,3}\/\d{2,3}$/, { error: SURAT_MESSAGES.badBloodPressure })
      .refine(
        (t) => {
          const [s, d] = t.split('/').map(Number);
          return s !== undefined && d !== undefined && s >= 50 && s <= 300 && d >= 20 && d < s;
        },
        { error: SURAT_MESSAGES.badBloodPressure },
      )
      .nullable(),
  ),
  colorVision: optionalChoice(COLOR_VISIONS, SURAT_MESSAGES.badColorVision),
  findings: letterText({ label: 'Hasil pemeriksaan', max: 1000, required: true, multiline: true }),
  result: z.enum(HEALTH_RESULTS, { error: SURAT_MESSAGES.badResult }),
});

export const referralContent = z.object({
  destination: letterText({ label: 'Fasilitas kesehatan tujuan', max: 200, required: true }),
  destinationClinic: letterText({ label: 'Poli/spesialis tujuan', max: 100 }),
  diagnosis: letterText({ label: 'Diagnosis', max: 300, required: true }),
  reason: letterText({ label: 'Alasan rujukan', max: 1000, required: true, multiline: true }),
  therapy: letterText({ label: 'Terapi yang telah diberikan', max: 1000, multiline: true }),
});

export const controlContent = z.object({
  controlDate: day('Tanggal kontrol'),
  poliId: id(SURAT_MESSAGES.badPoli),
  diagnosis: letterText({ label: 'Diagnosis', max: 300 }),
  note: letterText({ label: 'Rencana/keterangan', max: 1000, multiline: true }),
});

export type SickLeaveContent = z.output<typeof sickLeaveContent>;
export type HealthCertificateContent = z.output<typeof healthCertificateContent>;
export type ReferralContent = z.output<typeof referralContent>;
/** As stored: the clinic's name is copied when the letter is issued. */
export type ControlContent = z.output<typeof controlContent> & { poliName: string };

/** What the server reads of a visit for its medical report (copied into the report). */
export interface ReportFacts {
  /** The clinician's live diagnoses (ICD-10), the primary first. */
  diagnoses: { code: string; display: string; role: 'UTAMA' | 'SEKUNDER' | null }[];
  /** The clinician's live procedures (ICD-9-CM). */
  procedures: { code: string; display: string; performedAt: string | null }[];
  /** Key observations of the visit's signed documents, in words ('Tekanan darah sistolik'). */
  observations: { label: string; text: string }[];
  /** The signed documents the observations come from. */
  documents: { title: string; signedBy: string | null; signedAt: string | null }[];
  /** The plan of the newest standing SOAP note (a doctor's first), with its instruction. */
  plan: {
    text: string;
    instruction: string | null;
    author: string | null;
    writtenAt: string;
  } | null;
}

export const medicalReportInput = z.object({
  registrationId: id(SURAT_MESSAGES.badRegistration),
  purpose: letterText({ label: 'Keperluan', max: 200 }),
  conclusion: letterText({ label: 'Kesimpulan', max: 4000, required: true, multiline: true }),
});

export interface MedicalReportContent {
  purpose: string | null;
  conclusion: string;
  facts: ReportFacts;
}

/** A letter's stored content, by kind. */
export interface LetterContentByKind {
  SAKIT: SickLeaveContent;
  SEHAT: HealthCertificateContent;
  RUJUKAN: ReferralContent;
  KONTROL: ControlContent;
  MEDIS: MedicalReportContent;
}

const CONTENT_SCHEMAS = {
  SAKIT: sickLeaveContent,
  SEHAT: healthCertificateContent,
  RUJUKAN: referralContent,
  KONTROL: controlContent,
} as const;

/** The content schema of a kind (the EMR's form checks with it too). */
export function letterContentSchema(kind: LetterKind) {
  return CONTENT_SCHEMAS[kind];
}

/** The parsed input of `Surat terbit`: the kind and its content. */
export type IssueLetter = {
  [K in LetterKind]: {
    registrationId: number;
    kind: K;
    content: z.output<(typeof CONTENT_SCHEMAS)[K]>;
  };
}[LetterKind];

/**
 * The input of `terbit`: the registration, the kind and its content, checked by the kind's
 * schema (each message at `content.{field}`).
 */
export const issueLetterInput = z
  .object({
    registrationId: id(SURAT_MESSAGES.badRegistration),
    kind: z.enum(LETTER_KINDS, { error: SURAT_MESSAGES.badKind }),
    content: z.preprocess(
      (v) => (v === undefined || v === null ? {} : v),
      z.record(z.string().max(40), z.unknown(), { error: SURAT_MESSAGES.badContent }),
    ),
  })
  .transform((v, ctx): IssueLetter => {
    const parsed = CONTENT_SCHEMAS[v.kind].safeParse(v.content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['content', ...issue.path], message: issue.message });
      }
      return z.NEVER;
    }
    return { registrationId: v.registrationId, kind: v.kind, content: parsed.data } as IssueLetter;
  });

// ---------------------------------------------------------------------------------------------
// Answers

export interface LetterPerson {
  userId: number | null;
  name: string | null;
}

/** The visit a letter belongs to. */
export interface LetterVisit {
  registrationId: number;
  regNo: string;
  visitDate: string;
  kind: 'RAJAL' | 'UGD' | 'RANAP';
  poliName: string | null;
  doctorName: string | null;
  status: string;
  voided: boolean;
  patient: {
    id: number;
    name: string;
    rmNo: string;
    birthDate: string | null;
    sex: string | null;
  };
}

/** A letter in a list (no content). */
export interface LetterSummary {
  id: number;
  kind: AnyLetterKind;
  number: string;
  /** The letter's date (WIB day of issue). */
  issuedOn: string;
  issuedAt: string;
  doctor: LetterPerson;
  status: LetterStatus;
  void: { reason: string; by: string | null; at: string } | null;
  visit: LetterVisit;
  /** Whether the caller may void it (its doctor, or a holder of the menu's `delete`). */
  mayVoid: boolean;
}

/** A letter with its content and how it is verified. */
export type LetterView = LetterSummary & {
  content: LetterContentByKind[AnyLetterKind];
  /** The code its QR carries (the verification page's `kode`). */
  verifyCode: string;
  /** Path of the public verification page under `/api/bo` (with the code). */
  verifyPath: string;
};

/**
 * What anyone holding the QR learns: the letter's number, kind, date, doctor and status, the
 * patient's initials and birth year. Nothing else of the patient.
 */
export interface LetterVerification {
  number: string;
  kind: AnyLetterKind;
  kindLabel: string;
  issuedOn: string;
  doctorName: string;
  patientInitials: string;
  patientBirthYear: number | null;
  status: LetterStatus;
  hospitalName: string;
}

/** What the issue form reads of a visit. */
export interface VisitForLetters {
  visit: LetterVisit;
  /** The visit's letters of the contract's kinds, newest first. */
  letters: LetterSummary[];
  /** Defaults of the forms: the clinician's diagnoses and the current vital signs. */
  defaults: {
    diagnosis: string | null;
    height: number | null;
    weight: number | null;
    bloodPressure: string | null;
  };
  /** The visit's structured rows as its medical report would hold them now. */
  facts: ReportFacts;
  /** Active clinics (a control letter's clinic). */
  polis: { id: number; name: string }[];
  /** The caller may issue (a doctor level holding the menu's `add`). */
  mayIssue: boolean;
}

// ---------------------------------------------------------------------------------------------
// Inputs shared by both letter contracts

/** 'inline' opens the PDF in the browser (print from there), 'attachment' downloads it. */
const disposition = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'inline' : v),
  z.enum(['inline', 'attachment'], { error: SURAT_MESSAGES.badDisposition }),
);

const listShape = {
  sortable: ['issuedAt', 'number', 'name'],
  defaultSort: { field: 'issuedAt', type: 'desc' },
  extra: { from: optionalDay('Tanggal Awal'), to: optionalDay('Tanggal Akhir') },
} as const;
const status = optionalChoice(LETTER_STATUSES, SURAT_MESSAGES.badStatus);
const lettersListInput = listQuery({
  ...listShape,
  filters: { kind: optionalChoice(LETTER_KINDS, SURAT_MESSAGES.badKind), status },
});
const reportsListInput = listQuery({ ...listShape, filters: { status } });

const voidInput = z.object({
  id: id(SURAT_MESSAGES.badLetter),
  reason: plainText({ label: 'Alasan', max: 500, required: true }),
});

const visitSearch = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
    z
      .string({ error: SURAT_MESSAGES.badSearch })
      .min(1, { error: SURAT_MESSAGES.badSearch })
      .max(30, { error: SURAT_MESSAGES.badSearch })
      .regex(/^[A-Za-z0-9.-]+$/, { error: SURAT_MESSAGES.badSearch }),
  ),
});

/** Longest range of the letters' lists, in days. */
export const LETTER_LIST_MAX_DAYS = 366;

export type LetterList = ListAnswer<LetterSummary> & { from: string; to: string };

// ---------------------------------------------------------------------------------------------
// The contracts

/** penerbitan-surat: sick leave, health certificate, referral and control letters. */
export const suratContract = defineContract({
  module: 'Surat',
  context: 'surat',
  menu: 'penerbitan-surat',
  queries: {
    /**
     * GET /get/Surat?from=&to=&kind=&status=&search=: the letters issued on the WIB days
     * from..to (this month by default, at most 366 days), newest first; `search` is a number,
     * an RM number or part of a name.
     */
    list: query({ input: lettersListInput, access: 'view', output: out<LetterList>() }),
    /** GET /get/Surat/kunjungan?q=: the visits of an RM number, or the visit of a registration number. */
    visits: query({
      input: visitSearch,
      access: 'view',
      slug: 'kunjungan',
      output: out<{ list: LetterVisit[] }>(),
    }),
    /** GET /get/Surat/registrasi/{registrationId}: what the issue form needs of a visit. */
    visit: query({
      input: z.object({ pageId: id(SURAT_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'registrasi',
      byId: true,
      output: out<VisitForLetters>(),
    }),
    /** GET /get/Surat/detail/{id}: one letter with its content. */
    detail: query({
      input: z.object({ pageId: id(SURAT_MESSAGES.badLetter) }),
      access: 'view',
      slug: 'detail',
      byId: true,
      output: out<LetterView>(),
    }),
    /**
     * GET /get/Surat/verifikasi?kode=: the verification answer (no login; the API key of an app).
     * The QR itself points at the public page `/api/bo/surat/verifikasi?kode=` (no key).
     */
    verify: query({
      input: z.object({
        kode: z.preprocess(
          (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
          z
            .string({ error: SURAT_MESSAGES.badCode })
            .regex(/^[A-Z2-7]{24}$/, { error: SURAT_MESSAGES.badCode }),
        ),
      }),
      access: access.anonymous,
      slug: 'verifikasi',
      output: out<LetterVerification>(),
    }),
    /** GET /get/Surat?export=1&id=&disposition=: the letter as a PDF. */
    pdf: query({
      input: z.object({ id: id(SURAT_MESSAGES.badLetter), disposition }),
      access: 'view',
      download: true,
    }),
  },
  commands: {
    /** Issues a letter (a doctor level): numbered, with its verification code. */
    terbit: command({
      input: issueLetterInput,
      access: 'add',
      output: out<{ letter: LetterView }>(),
    }),
    /** Voids a letter with a reason (it stays, marked; its verification says so). */
    batal: command({ input: voidInput, access: 'edit', output: out<{ letter: LetterView }>() }),
  },
});

/** poliklinik-medical-report: a visit's medical report with the doctor's conclusion. */
export const medicalReportContract = defineContract({
  module: 'MedicalReport',
  context: 'surat',
  menu: 'poliklinik-medical-report',
  queries: {
    /** GET /get/MedicalReport?from=&to=&status=&search=: the reports issued on the days. */
    list: query({ input: reportsListInput, access: 'view', output: out<LetterList>() }),
    visits: query({
      input: visitSearch,
      access: 'view',
      slug: 'kunjungan',
      output: out<{ list: LetterVisit[] }>(),
    }),
    /** GET /get/MedicalReport/registrasi/{registrationId}: the visit and its report's rows now. */
    visit: query({
      input: z.object({ pageId: id(SURAT_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'registrasi',
      byId: true,
      output: out<VisitForLetters>(),
    }),
    detail: query({
      input: z.object({ pageId: id(SURAT_MESSAGES.badLetter) }),
      access: 'view',
      slug: 'detail',
      byId: true,
      output: out<LetterView>(),
    }),
    /** GET /get/MedicalReport?export=1&id=&disposition=: the report as a PDF. */
    pdf: query({
      input: z.object({ id: id(SURAT_MESSAGES.badLetter), disposition }),
      access: 'view',
      download: true,
    }),
  },
  commands: {
    /** Issues the report: the visit's rows copied as they are now, with the conclusion. */
    terbit: command({
      input: medicalReportInput,
      access: 'add',
      output: out<{ letter: LetterView }>(),
    }),
    batal: command({ input: voidInput, access: 'edit', output: out<{ letter: LetterView }>() }),
  },
});

/**
 * The whole record of a patient as one PDF (the patient's right to a copy, a transfer of the
 * record): menu rekam-medis, action `export` (the records team). Logged and audited.
 */
export const rekamMedisPdfContract = defineContract({
  module: 'RekamMedisPdf',
  context: 'surat',
  menu: 'rekam-medis',
  queries: {
    /** GET /get/RekamMedisPdf?export=1&patientId=&disposition=. */
    pdf: query({
      input: z.object({ patientId: id(SURAT_MESSAGES.badPatient), disposition }),
      access: 'export',
      download: true,
    }),
  },
});

export const suratContracts = [
  suratContract,
  medicalReportContract,
  rekamMedisPdfContract,
] as const;
