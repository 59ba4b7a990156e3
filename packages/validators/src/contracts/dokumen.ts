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
import { z } from 'zod';
import type { FormTemplate, Profession } from '../forms/kit';
import type { DocumentStatus } from '../forms/status';
import { command, defineContract, out, query } from './kit';
import { id, optionalId, plainText, version } from './params';

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

export const dokumenContracts = [dokumenContract] as const;
