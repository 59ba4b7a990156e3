/**
 * Context `dokumen`: clinical documents (docs/dokumen.md). Every assessment and form of a
 * registration is one `clinical_document` filled from a template of `@simrs/validators/forms`
 * (key and version kept with it). A draft is saved as often as wanted (the lenient schema); signing
 * checks the template's final schema, locks the document and writes its observations; a
 * correction of a signed document is a new version with a reason that supersedes it; a document
 * entered in error is marked so with a reason. Nothing is deleted, every saved content is kept as
 * a revision. Server: apps/server/src/modules/dokumen.
 *
 * Menu `rekam-medis` (the record every clinical level holds): `view` reads, `add` saves drafts,
 * `edit` signs, amends and marks entered in error.
 */
import { USER_LEVEL } from '@simrs/domain';
import { z } from 'zod';
import type { FormTemplate, Profession } from '../forms/kit';
import type { DocumentStatus } from '../forms/status';
import { diagnosaContract } from './diagnosa';
import { access, command, defineContract, out, query } from './kit';
import { id, optionalChoice, optionalDay, optionalId, plainText, version } from './params';

export type { DocumentStatus } from '../forms/status';

export const DOKUMEN_MESSAGES = {
  badDocument: 'Dokumen wajib dipilih.',
  badRegistration: 'Registrasi wajib dipilih.',
  badTemplate: 'Formulir wajib dipilih.',
  badTemplateVersion: 'Versi formulir tidak valid.',
  badContent: 'Isi dokumen harus berupa objek.',
  contentTooLarge: 'Isi dokumen terlalu besar.',
  unknownTemplate: 'Formulir tidak dikenal.',
  registrationNotFound: 'Registrasi tidak ditemukan.',
  registrationVoid: 'Registrasi sudah dibatalkan; dokumen tidak dapat dibuat.',
  otherRegistration: 'Dokumen ini milik registrasi lain.',
  otherTemplate: 'Dokumen ini memakai formulir lain.',
  alreadyOpen: (title: string) =>
    `${title} untuk registrasi ini sudah ada. Buka dokumen tersebut untuk melanjutkan.`,
  signedLocked:
    'Dokumen sudah ditandatangani dan terkunci. Gunakan Ubah (amandemen) dengan alasan untuk koreksi.',
  notDraft: 'Hanya dokumen draf yang dapat ditandatangani.',
  notFinal: 'Hanya dokumen final (sudah ditandatangani) yang dapat diubah dengan amandemen.',
  cannotVoid: 'Dokumen ini sudah diubah atau sudah ditandai salah input.',
  signIncomplete: 'Dokumen belum lengkap. Lengkapi isian yang wajib sebelum ditandatangani.',
  saved: 'Draf dokumen disimpan.',
  signed: 'Dokumen ditandatangani dan dikunci.',
  amended: 'Amandemen dokumen disimpan dan ditandatangani.',
  enteredInError: 'Dokumen ditandai salah input.',
} as const;

/** A person as a document names them. */
export interface DocumentPerson {
  userId: number | null;
  name: string | null;
}

/** A clinical document as every read answers it. */
export interface ClinicalDocumentView {
  id: number;
  registrationId: number;
  patientId: number;
  templateKey: string;
  templateVersion: number;
  /** The template's title (of the document's version). */
  title: string;
  profession: Profession;
  status: DocumentStatus;
  /** Row version: every save bumps it; a command names the version it edits (409 when stale). */
  version: number;
  /** 0 for the original, 1 for its first amendment, ... */
  amendment: number;
  /** The first document of the amendment chain (itself for an original). */
  rootId: number;
  /** The document this one corrects (an amendment), or null. */
  supersedesId: number | null;
  /** The amendment that replaced this one (status AMENDED), or null. */
  supersededById: number | null;
  content: Record<string, unknown>;
  author: DocumentPerson;
  createdAt: string;
  updatedAt: string;
  signedBy: DocumentPerson | null;
  signedAt: string | null;
  /** Why this amendment was made. */
  amendReason: string | null;
  /** Why it was marked entered in error, by whom and when. */
  errorReason: string | null;
  errorBy: DocumentPerson | null;
  errorAt: string | null;
}

/** A document in a registration's list (no content). */
export type ClinicalDocumentSummary = Omit<ClinicalDocumentView, 'content'>;

export type RevisionAction = 'CREATE' | 'SAVE' | 'SIGN' | 'AMEND' | 'ENTERED_IN_ERROR';

/** One saved content of a document or of its chain (append-only). */
export interface DocumentRevisionView {
  id: number;
  documentId: number;
  action: RevisionAction;
  status: DocumentStatus;
  /** The document's row version after this save. */
  version: number;
  content: Record<string, unknown>;
  reason: string | null;
  userId: number | null;
  username: string | null;
  at: string;
  /** Field keys whose value differs from the previous revision of the chain. */
  changed: string[];
}

/** A typed value written from a signed document. */
export interface ObservationView {
  id: number;
  documentId: number;
  registrationId: number;
  patientId: number;
  code: string;
  field: string;
  label: string;
  valueNum: number | null;
  valueText: string | null;
  unit: string | null;
  at: string;
}

export interface DocumentDetail {
  document: ClinicalDocumentView;
  /** Every document of the amendment chain, oldest first (this one included). */
  chain: ClinicalDocumentSummary[];
  /** Every revision of the chain, oldest first. */
  revisions: DocumentRevisionView[];
  /** The observations this document wrote. */
  observations: ObservationView[];
  /** The template of the document's version. */
  template: FormTemplate;
}

/** A template offered for a registration. */
export interface TemplateChoice {
  key: string;
  version: number;
  title: string;
  profession: Profession;
  /** The initial assessment the rule gives this registration (nursing or doctor). */
  initial: 'nursing' | 'doctor' | null;
  /** The registration's live document of this template (draft or final), if any. */
  documentId: number | null;
  documentStatus: DocumentStatus | null;
}

export interface TemplatesForRegistration {
  registrationId: number;
  /** ANAK, OBSG, PER, ICU, NICU, PICU, or null (general). */
  patientType: string | null;
  /** The initial assessments of the rule (template keys; one may not be written yet). */
  initial: { nursing: string; doctor: string };
  /** Templates that can be filled (the initial ones first). */
  list: TemplateChoice[];
  /** Initial assessments the rule names that have no template yet (ICU, NICU, PICU). */
  missing: string[];
}

/** One session of an education record, in words. */
export interface EducationSession {
  /** `YYYY-MM-DDTHH:mm` (WIB) as written. */
  at: string | null;
  topic: string | null;
  audience: string | null;
  method: string | null;
  evaluation: string | null;
  educator: string | null;
}

/** An integrated education record (template edukasi-terintegrasi) in the education lists. */
export interface EducationRow {
  documentId: number;
  registrationId: number;
  patientId: number;
  status: DocumentStatus;
  author: string | null;
  updatedAt: string;
  rmNo: string;
  patientName: string;
  regNo: string;
  kind: string;
  poliName: string | null;
  sessions: EducationSession[];
  /** A session's evaluation asks for the education again ("Perlu edukasi ulang", ...). */
  needsRepeat: boolean;
}

const MAX_CONTENT_CHARS = 200_000;

/** A document's content: an object of field values, checked by its template on the server. */
const content = z
  .record(z.string().max(60), z.unknown(), { error: DOKUMEN_MESSAGES.badContent })
  .refine((v) => JSON.stringify(v).length <= MAX_CONTENT_CHARS, {
    error: DOKUMEN_MESSAGES.contentTooLarge,
  });

const templateKey = z
  .string({ error: DOKUMEN_MESSAGES.badTemplate })
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,59}$/, { error: DOKUMEN_MESSAGES.badTemplate });

const templateVersion = z.preprocess(
  (v) =>
    v === undefined || v === null || v === ''
      ? null
      : typeof v === 'string' && /^\d{1,4}$/.test(v)
        ? Number(v)
        : v,
  z
    .number({ error: DOKUMEN_MESSAGES.badTemplateVersion })
    .int({ error: DOKUMEN_MESSAGES.badTemplateVersion })
    .min(1, { error: DOKUMEN_MESSAGES.badTemplateVersion })
    .max(9999, { error: DOKUMEN_MESSAGES.badTemplateVersion })
    .nullable(),
);

const reason = plainText({ label: 'Alasan', max: 500, required: true });

export const dokumenContract = defineContract({
  module: 'Dokumen',
  context: 'dokumen',
  menu: 'rekam-medis',
  queries: {
    /** GET /get/Dokumen/registrasi/{registrationId}: the registration's documents, newest first. */
    registration: query({
      input: z.object({ pageId: id(DOKUMEN_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'registrasi',
      byId: true,
      output: out<{ registrationId: number; list: ClinicalDocumentSummary[] }>(),
    }),
    /** GET /get/Dokumen/detail/{id}: one document with its chain, revisions and observations. */
    detail: query({
      input: z.object({ pageId: id(DOKUMEN_MESSAGES.badDocument) }),
      access: 'view',
      slug: 'detail',
      byId: true,
      output: out<DocumentDetail>(),
    }),
    /** GET /get/Dokumen/formulir/{registrationId}: the templates to fill (initial-assessment rule). */
    templates: query({
      input: z.object({ pageId: id(DOKUMEN_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'formulir',
      byId: true,
      output: out<TemplatesForRegistration>(),
    }),
    /** GET /get/Dokumen/template?key=&version=: a template's definition (latest without version). */
    template: query({
      input: z.object({ key: templateKey, version: templateVersion }),
      access: 'view',
      slug: 'template',
      output: out<{ template: FormTemplate; latestVersion: number }>(),
    }),
    /**
     * GET /get/Dokumen/edukasi?from=&to=&kind=&poliId=&followUp=: the integrated education records
     * (draft or signed) last written on the WIB days from..to (default today), newest first, with
     * their sessions in words; `followUp=1` keeps those whose evaluation asks for a repeat.
     */
    education: query({
      input: z
        .object({
          from: optionalDay('Tanggal awal'),
          to: optionalDay('Tanggal akhir'),
          kind: optionalChoice(['RAJAL', 'UGD', 'RANAP'], 'Jenis kunjungan tidak valid.'),
          poliId: optionalId('Poli tidak valid.'),
          followUp: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()),
        })
        .refine((v) => !v.from || !v.to || v.from <= v.to, {
          path: ['to'],
          error: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
        }),
      access: 'view',
      slug: 'edukasi',
      output: out<{
        from: string;
        to: string;
        list: EducationRow[];
        total: number;
        limit: number;
        polis: { id: number; name: string }[];
      }>(),
    }),
    /**
     * GET /get/Dokumen/observasi/{registrationId}: the current observations of a registration
     * (from its documents that are FINAL; amended and entered-in-error ones left out).
     */
    observations: query({
      input: z.object({ pageId: id(DOKUMEN_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'observasi',
      byId: true,
      output: out<{ registrationId: number; list: ObservationView[] }>(),
    }),
  },
  commands: {
    /**
     * Saves a draft (the template's lenient schema: nothing required, every value plausible).
     * Without `id`: creates the registration's draft of the template (version 1; one live document
     * per registration and template, 409 with its id otherwise). With `id` and `version`: replaces
     * the draft's content (409 when stale; a signed document is locked).
     */
    simpan: command({
      input: z.object({
        id: optionalId(DOKUMEN_MESSAGES.badDocument),
        version: z.preprocess(
          (v) => (v === undefined || v === null || v === '' ? null : v),
          version().nullable(),
        ),
        registrationId: id(DOKUMEN_MESSAGES.badRegistration),
        templateKey,
        templateVersion,
        content,
      }),
      access: 'add',
      output: out<{ document: ClinicalDocumentView }>(),
    }),
    /**
     * Signs a draft: the final schema (required fields, per-field Indonesian messages), the
     * content given (or the saved one), who and when; the document is locked and its
     * observations written.
     */
    tandatangani: command({
      input: z.object({
        id: id(DOKUMEN_MESSAGES.badDocument),
        version: version(),
        content: content.optional(),
      }),
      access: 'edit',
      output: out<{ document: ClinicalDocumentView; observations: ObservationView[] }>(),
    }),
    /**
     * Amends a signed document: a new FINAL version with the corrected content (final schema)
     * and a reason, signed by the caller, superseding the old one (which becomes AMENDED, its
     * observations no longer current).
     */
    ubah: command({
      input: z.object({
        id: id(DOKUMEN_MESSAGES.badDocument),
        version: version(),
        content,
        reason,
      }),
      access: 'edit',
      output: out<{ document: ClinicalDocumentView; observations: ObservationView[] }>(),
    }),
    /** Marks a draft or signed document entered in error, with a reason. Nothing is deleted. */
    batal: command({
      input: z.object({
        id: id(DOKUMEN_MESSAGES.badDocument),
        version: version(),
        reason,
      }),
      access: 'edit',
      output: out<{ document: ClinicalDocumentView }>(),
    }),
  },
});

// ---------------------------------------------------------------------------------------------
// CPPT: Catatan Perkembangan Pasien Terintegrasi (integrated progress notes)

/** The formats of a CPPT note: SOAP, SBAR (handovers), ADIME (nutrition). */
export const CPPT_FORMATS = ['SOAP', 'SBAR', 'ADIME'] as const;
export type CpptFormat = (typeof CPPT_FORMATS)[number];

export interface CpptPart {
  readonly key: string;
  readonly label: string;
}

/** The parts of each format, in order, with the names hospitals write them under. */
export const CPPT_PARTS: Readonly<Record<CpptFormat, readonly CpptPart[]>> = {
  SOAP: [
    { key: 'S', label: 'Subjektif' },
    { key: 'O', label: 'Objektif' },
    { key: 'A', label: 'Asesmen' },
    { key: 'P', label: 'Plan' },
  ],
  SBAR: [
    { key: 'S', label: 'Situation' },
    { key: 'B', label: 'Background' },
    { key: 'A', label: 'Assessment' },
    { key: 'R', label: 'Recommendation' },
  ],
  ADIME: [
    { key: 'A', label: 'Asesmen' },
    { key: 'D', label: 'Diagnosis' },
    { key: 'I', label: 'Intervensi' },
    { key: 'M', label: 'Monitoring' },
    { key: 'E', label: 'Evaluasi' },
  ],
};

export const CPPT_FORMAT_LABELS: Readonly<Record<CpptFormat, string>> = {
  SOAP: 'SOAP',
  SBAR: 'SBAR (serah terima)',
  ADIME: 'ADIME (gizi)',
};

/** The professions (PPA) that write CPPT notes. */
export const CPPT_PROFESSIONS = [
  'dokter',
  'perawat',
  'bidan',
  'gizi',
  'farmasi',
  'fisioterapis',
  'laboratorium',
  'radiologi',
  'mpp',
] as const;
export type CpptProfession = (typeof CPPT_PROFESSIONS)[number];

export const CPPT_PROFESSION_LABELS: Readonly<Record<CpptProfession, string>> = {
  dokter: 'Dokter',
  perawat: 'Perawat',
  bidan: 'Bidan',
  gizi: 'Ahli Gizi',
  farmasi: 'Farmasi',
  fisioterapis: 'Fisioterapis',
  laboratorium: 'Laboratorium',
  radiologi: 'Radiologi',
  mpp: 'Manajer Pelayanan Pasien',
};

/**
 * The profession a user level writes CPPT notes as. Levels without one (super admin, admin,
 * admission, medical records, logistics, levels created later) do not write CPPT.
 */
const PROFESSION_BY_LEVEL: Readonly<Record<number, CpptProfession>> = {
  [USER_LEVEL.nurse]: 'perawat',
  [USER_LEVEL.erNurse]: 'perawat',
  [USER_LEVEL.inpatientNurse]: 'perawat',
  [USER_LEVEL.wardDutyNurse]: 'perawat',
  [USER_LEVEL.midwife]: 'bidan',
  [USER_LEVEL.doctor]: 'dokter',
  [USER_LEVEL.nutritionDoctor]: 'dokter',
  [USER_LEVEL.physioDoctor]: 'dokter',
  [USER_LEVEL.erDoctor]: 'dokter',
  [USER_LEVEL.inpatientDoctor]: 'dokter',
  [USER_LEVEL.radiologyDoctor]: 'dokter',
  [USER_LEVEL.labDoctor]: 'dokter',
  [USER_LEVEL.physio]: 'fisioterapis',
  [USER_LEVEL.pharmacy]: 'farmasi',
  [USER_LEVEL.lab]: 'laboratorium',
  [USER_LEVEL.radiology]: 'radiologi',
  [USER_LEVEL.caseManager]: 'mpp',
};

/** The profession of a user level, or null when the level does not write CPPT. */
export function cpptProfessionOfLevel(levelId: number): CpptProfession | null {
  return PROFESSION_BY_LEVEL[levelId] ?? null;
}

/**
 * Who may verify (co-sign as DPJP): a user whose level is a doctor level. A doctor's own notes
 * need no co-signature; every other profession's note waits for one.
 */
export function mayVerifyCppt(levelId: number): boolean {
  return cpptProfessionOfLevel(levelId) === 'dokter';
}

/** Whether a note of this profession waits for the DPJP's verification. */
export function cpptNeedsVerification(profession: CpptProfession): boolean {
  return profession !== 'dokter';
}

export const CPPT_MESSAGES = {
  badNote: 'Catatan CPPT wajib dipilih.',
  badFormat: 'Format CPPT wajib dipilih.',
  badParts: 'Isi CPPT tidak valid.',
  badProfession: 'Profesi tidak dikenal.',
  badRange: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  noProfession: 'Level pengguna Anda bukan profesi pemberi asuhan (PPA); CPPT tidak dapat ditulis.',
  registrationVoid: 'Registrasi sudah dibatalkan; CPPT tidak dapat ditulis.',
  alreadyCorrected: 'Catatan ini sudah dikoreksi. Koreksi catatan koreksinya yang terbaru.',
  notAuthor: 'Hanya penulis catatan yang dapat mengoreksinya.',
  doctorsOnly: 'Hanya dokter (DPJP) yang dapat memverifikasi CPPT.',
  doctorNote: 'Catatan dokter tidak memerlukan verifikasi DPJP.',
  verifySuperseded: 'Catatan ini sudah dikoreksi; verifikasi catatan koreksinya.',
  alreadyVerified: (name: string | null, at: string) =>
    `Catatan ini sudah diverifikasi${name ? ` oleh ${name}` : ''} pada ${at}.`,
  written: 'Catatan CPPT disimpan.',
  corrected: 'Koreksi CPPT disimpan.',
  verified: 'CPPT diverifikasi.',
  badOverdue: 'Filter terlambat tidak valid.',
} as const;

/**
 * The inpatient verification rule: a note of another profession than the doctors' on a RANAP
 * registration is co-signed by the DPJP within 24 hours of writing; after that, unverified, it is
 * overdue (`cpptVerificationDue`).
 */
export const CPPT_VERIFY_WITHIN_HOURS = 24;

/** When a note must be verified by (an inpatient note of another profession), or null. */
export function cpptVerificationDue(
  kind: string,
  profession: CpptProfession,
  writtenAt: string,
): string | null {
  if (kind !== 'RANAP' || !cpptNeedsVerification(profession)) return null;
  return new Date(Date.parse(writtenAt) + CPPT_VERIFY_WITHIN_HOURS * 3_600_000).toISOString();
}

export { CPPT_SCREENS, type CpptScreen } from './cppt-screens';

/** The DPJP's co-signature of a note. */
export interface CpptVerification {
  by: DocumentPerson;
  at: string;
}

/** One CPPT note as every read answers it. */
export interface CpptNoteView {
  id: number;
  registrationId: number;
  patientId: number;
  profession: CpptProfession;
  format: CpptFormat;
  /** The format's parts by key (S, O, A, P; S, B, A, R; A, D, I, M, E). */
  parts: Record<string, string>;
  instruction: string | null;
  author: DocumentPerson;
  writtenAt: string;
  /** The note this one corrects, and why. */
  correctionOf: number | null;
  correctionReason: string | null;
  /** The correction that supersedes this note (computed: the note row never changes). */
  correctedBy: { noteId: number; at: string; name: string | null } | null;
  verification: CpptVerification | null;
  /** Not a doctor's note, not superseded, not verified yet. */
  awaitingVerification: boolean;
}

/** A note in the list waiting for verification, with its visit. */
export interface CpptWaitingRow extends CpptNoteView {
  rmNo: string;
  patientName: string;
  regNo: string;
  kind: string;
  visitDate: string;
  poliId: number | null;
  poliName: string | null;
  /** The registration's doctor (DPJP). */
  doctorName: string | null;
  /** An inpatient note's deadline for the DPJP's verification (24 hours), else null. */
  verifyBy: string | null;
  /** Past `verifyBy`, still unverified. */
  overdue: boolean;
}

/** A patient in a ward bed now (an open RANAP registration), for the CPPT screens. */
export interface CpptInpatientRow {
  registrationId: number;
  regNo: string;
  patientId: number;
  rmNo: string;
  patientName: string;
  sex: string | null;
  birthDate: string | null;
  wardId: number;
  ward: string;
  room: string;
  bed: string;
  /** Since when in this bed. */
  since: string;
  doctorName: string | null;
  /** Notes of the registration waiting for the DPJP, and of those the overdue ones. */
  waiting: number;
  overdue: number;
}

const MAX_PART = 4000;
const MAX_INSTRUCTION = 2000;
/** A control character other than tab and line breaks. */
function isControl(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127;
}

/**
 * Free clinical text: line breaks kept (a note is written in lines), trailing spaces and control
 * characters removed, trimmed. Rendered as text, never as markup, so `120/80`, `98%` or `?` stay.
 */
export function cleanNoteText(v: string): string {
  return v
    .replace(/\r\n?/g, '\n')
    .split('')
    .filter((ch) => !isControl(ch))
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .trim();
}

export interface ClinicalTextOptions {
  label: string;
  max: number;
  required?: boolean;
  /** Keeps line breaks (a paragraph); otherwise spaces and breaks collapse to one space. */
  multiline?: boolean;
}

/**
 * Free clinical text of a command (a letter's content, an incident's chronology): kept as written
 * ('TD 120/80', 'SpO2 98%', '?'), control characters removed, trimmed; rendered as text, never
 * as markup. '' gives null; '{Label} wajib diisi.' when required, '{Label} maksimal {max}
 * karakter.' when too long.
 */
export function clinicalText(
  o: ClinicalTextOptions & { required: true },
): z.ZodType<string, unknown>;
export function clinicalText(o: ClinicalTextOptions): z.ZodType<string | null, unknown>;
export function clinicalText(o: ClinicalTextOptions): z.ZodType<string | null, unknown> {
  return z.preprocess(
    (v) => (v === undefined ? null : v),
    z.unknown().transform((v, ctx): string | null => {
      if (v !== null && typeof v !== 'string') {
        ctx.addIssue({ code: 'custom', message: `${o.label} tidak valid.` });
        return null;
      }
      let t = cleanNoteText(v ?? '');
      if (!o.multiline) t = t.replace(/\s+/g, ' ');
      if (t === '') {
        if (o.required) ctx.addIssue({ code: 'custom', message: `${o.label} wajib diisi.` });
        return null;
      }
      if (t.length > o.max) {
        ctx.addIssue({ code: 'custom', message: `${o.label} maksimal ${o.max} karakter.` });
        return null;
      }
      return t;
    }),
  );
}

const instruction = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: 'Instruksi tidak valid.' })
    .transform(cleanNoteText)
    .refine((t) => t.length <= MAX_INSTRUCTION, {
      error: `Instruksi maksimal ${MAX_INSTRUCTION} karakter.`,
    })
    .transform((t) => (t === '' ? null : t)),
);

const partsInput = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.record(z.string().max(20), z.unknown(), { error: CPPT_MESSAGES.badParts }),
);

/**
 * A note's parts checked by its format: each required ('{Part} wajib diisi.'), parts of other
 * formats dropped.
 */
function checkParts<T extends { format: CpptFormat; parts: Record<string, unknown> }>(
  v: T,
  ctx: z.RefinementCtx,
): Omit<T, 'parts'> & { parts: Record<string, string> } {
  const parts: Record<string, string> = {};
  for (const part of CPPT_PARTS[v.format]) {
    const raw = v.parts[part.key];
    const text = typeof raw === 'string' ? cleanNoteText(raw) : raw == null ? '' : null;
    const path = ['parts', part.key];
    if (text === null) {
      ctx.addIssue({ code: 'custom', path, message: `${part.label} tidak valid.` });
    } else if (text === '') {
      ctx.addIssue({ code: 'custom', path, message: `${part.label} wajib diisi.` });
    } else if (text.length > MAX_PART) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: `${part.label} maksimal ${MAX_PART} karakter.`,
      });
    } else {
      parts[part.key] = text;
    }
  }
  return { ...v, parts };
}

const noteBody = {
  format: z.enum(CPPT_FORMATS, { error: CPPT_MESSAGES.badFormat }),
  parts: partsInput,
  instruction,
};

/** The input of `tulis`. */
export const cpptWriteInput = z
  .object({ registrationId: id(DOKUMEN_MESSAGES.badRegistration), ...noteBody })
  .transform(checkParts);
/** The input of `koreksi`. */
export const cpptCorrectInput = z
  .object({ id: id(CPPT_MESSAGES.badNote), reason, ...noteBody })
  .transform(checkParts);

export const cpptContract = defineContract({
  module: 'Cppt',
  context: 'dokumen',
  menu: 'rekam-medis',
  queries: {
    /**
     * GET /get/Cppt/registrasi/{registrationId}: the registration's notes, newest first, each
     * with its verification and correction state.
     */
    registration: query({
      input: z.object({ pageId: id(DOKUMEN_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'registrasi',
      byId: true,
      output: out<{ registrationId: number; list: CpptNoteView[] }>(),
    }),
    /**
     * GET /get/Cppt/menunggu?from=&to=&poliId=&profession=&overdue=: the notes waiting for the
     * DPJP's verification (menu cppt-list), oldest first, written on the WIB days from..to; each
     * inpatient note with its 24-hour deadline and whether it is overdue (`overdue=1`: only those).
     */
    waiting: query({
      input: z
        .object({
          from: optionalDay('Tanggal awal'),
          to: optionalDay('Tanggal akhir'),
          poliId: optionalId('Poli tidak valid.'),
          profession: optionalChoice(CPPT_PROFESSIONS, CPPT_MESSAGES.badProfession),
          /** '1': only the overdue inpatient notes. */
          overdue: z.preprocess(
            (v) =>
              v === undefined || v === null || v === '' || v === '0' || v === 'false'
                ? false
                : v === '1' || v === 'true'
                  ? true
                  : v,
            z.boolean({ error: CPPT_MESSAGES.badOverdue }),
          ),
        })
        .refine((v) => !v.from || !v.to || v.from <= v.to, {
          path: ['to'],
          error: CPPT_MESSAGES.badRange,
        }),
      access: access.menu('cppt-list', 'view'),
      slug: 'menunggu',
      output: out<{
        list: CpptWaitingRow[];
        /** Every waiting note that matches (the list holds at most `limit`). */
        total: number;
        /** Of those, the overdue ones. */
        overdueTotal: number;
        limit: number;
        /** The active clinics, for the filter. */
        polis: { id: number; name: string }[];
      }>(),
    }),
    /** GET /get/Cppt/catatan/{id}: one note (a CPPT screen opened at `cpptNo`). */
    note: query({
      input: z.object({ pageId: id(CPPT_MESSAGES.badNote) }),
      access: 'view',
      slug: 'catatan',
      byId: true,
      output: out<{ note: CpptNoteView }>(),
    }),
    /**
     * GET /get/Cppt/rawat-inap?wardId=: the patients in a ward bed now (open RANAP
     * registrations), by ward, room and bed, with their notes waiting for the DPJP.
     */
    inpatients: query({
      input: z.object({ wardId: optionalId('Bangsal tidak valid.') }),
      access: 'view',
      slug: 'rawat-inap',
      output: out<{
        list: CpptInpatientRow[];
        /** The wards with patients now, for the filter. */
        wards: { id: number; name: string }[];
      }>(),
    }),
  },
  commands: {
    /** Writes a note (append-only) as the caller's profession. */
    tulis: command({
      input: cpptWriteInput,
      access: 'add',
      output: out<{ note: CpptNoteView }>(),
    }),
    /**
     * Corrects a note: a new note pointing at it with a reason (by its author); the old one is
     * shown superseded, never changed.
     */
    koreksi: command({
      input: cpptCorrectInput,
      access: 'add',
      output: out<{ note: CpptNoteView }>(),
    }),
    /** The DPJP's co-signature of a note (a doctor level; once per note). */
    verifikasi: command({
      input: z.object({ id: id(CPPT_MESSAGES.badNote) }),
      access: access.menu('cppt-list', 'edit'),
      output: out<{ note: CpptNoteView }>(),
    }),
  },
});

export const dokumenContracts = [dokumenContract, cpptContract, diagnosaContract] as const;
