/**
 * The commands of clinical documents: save a draft, sign, amend, mark entered in error. Each
 * runs in the command's transaction, locks what it changes (the registration for a new document,
 * the document otherwise), checks the row version (409 when stale) and appends a revision.
 */
import { canTransition } from '@simrs/domain';
import {
  type ClinicalDocumentView,
  DOKUMEN_MESSAGES,
  type ObservationView,
} from '@simrs/validators/contracts';
import {
  type ClinicalContent,
  type FormMode,
  type FormTemplate,
  findTemplate,
  issuesByPath,
  observationsOf,
  schemaOf,
} from '@simrs/validators/forms';
import { sql } from 'kysely';
import { HttpError, notFound, stale, validationError } from '../../platform/errors';
import type { ActorOf, Clock, Trx } from '../../platform/module';
import { type DocumentRow, readDocumentOrFail, readObservations } from './queries';

export interface DocContext {
  trx: Trx;
  actor: ActorOf;
  /** The caller's display name (kept with the document). */
  userName: string;
  clock: Clock;
}

const VOID_REGISTRATION = new Set(['VOID', '99']);

/** The template or 422. */
export function templateOrFail(key: string, version?: number | null): FormTemplate {
  const t = findTemplate(key, version ?? undefined);
  if (!t) {
    throw validationError({
      [version ? 'templateVersion' : 'templateKey']: [DOKUMEN_MESSAGES.unknownTemplate],
    });
  }
  return t;
}

/** The content parsed by the template's schema, or 422 with each field's Indonesian message. */
export function parseContent(
  template: FormTemplate,
  mode: FormMode,
  content: Record<string, unknown>,
): ClinicalContent {
  const r = schemaOf(template, mode).safeParse(content);
  if (r.success) return r.data;
  const errors = issuesByPath(r.error);
  if (mode === 'final' && Object.keys(errors).length > 1) {
    throw new HttpError(422, DOKUMEN_MESSAGES.signIncomplete, undefined, errors);
  }
  throw validationError(errors);
}

async function lockDocument(trx: Trx, id: number, version: number): Promise<DocumentRow> {
  const r =
    await sql<DocumentRow>`select * from clinical_document where id = ${id} for update`.execute(
      trx,
    );
  const row = r.rows[0];
  if (!row) throw notFound();
  if (row.version !== version) throw stale();
  return row;
}

async function appendRevision(
  ctx: DocContext,
  doc: { id: number; status: string; version: number },
  action: 'CREATE' | 'SAVE' | 'SIGN' | 'AMEND' | 'ENTERED_IN_ERROR',
  content: ClinicalContent,
  at: Date,
  reason: string | null = null,
): Promise<void> {
  await ctx.trx
    .insertInto('clinical_document_revision')
    .values({
      document_id: doc.id,
      action,
      status: doc.status,
      version: doc.version,
      content: JSON.stringify(content),
      reason,
      user_id: ctx.actor.userId,
      username: ctx.actor.username,
      at,
    })
    .execute();
}

async function writeObservations(
  ctx: DocContext,
  doc: { id: number; registration_id: number; patient_id: number },
  template: FormTemplate,
  content: ClinicalContent,
  at: Date,
): Promise<void> {
  const rows = observationsOf(template, content);
  if (rows.length === 0) return;
  await ctx.trx
    .insertInto('observation')
    .values(
      rows.map((o) => ({
        document_id: doc.id,
        registration_id: doc.registration_id,
        patient_id: doc.patient_id,
        code: o.code,
        field: o.field,
        label: o.label,
        value_num: o.valueNum,
        value_text: o.valueText,
        unit: o.unit,
        at,
      })),
    )
    .execute();
}

interface RegistrationFacts {
  id: number;
  patient_id: number;
  status: string;
}

async function lockRegistration(trx: Trx, id: number): Promise<RegistrationFacts> {
  const r = await sql<RegistrationFacts>`select id, patient_id, status from registrations
    where id = ${id} for update`.execute(trx);
  const reg = r.rows[0];
  if (!reg) throw validationError({ registrationId: [DOKUMEN_MESSAGES.registrationNotFound] });
  if (VOID_REGISTRATION.has(reg.status)) {
    throw validationError({ registrationId: [DOKUMEN_MESSAGES.registrationVoid] });
  }
  return reg;
}

export interface SaveInput {
  id: number | null;
  version: number | null;
  registrationId: number;
  templateKey: string;
  templateVersion: number | null;
  content: Record<string, unknown>;
}

/**
 * Saves a draft. A new one (no id): the registration is locked (concurrent creations take turns),
 * one live document per registration and template (409 with the existing one's id), the latest
 * template version unless one is named. An existing one: its version must be the one sent (409),
 * it must still be a draft (409, signed documents are locked) of that registration and template.
 */
export async function saveDraft(ctx: DocContext, input: SaveInput): Promise<ClinicalDocumentView> {
  const now = ctx.clock.now();
  if (input.id === null) {
    const template = templateOrFail(input.templateKey, input.templateVersion);
    const content = parseContent(template, 'draft', input.content);
    const reg = await lockRegistration(ctx.trx, input.registrationId);
    const open = await sql<{ id: number }>`select id from clinical_document
      where registration_id = ${reg.id} and template_key = ${template.key}
        and status in ('DRAFT', 'FINAL') order by id limit 1`.execute(ctx.trx);
    const existing = open.rows[0];
    if (existing) {
      throw new HttpError(409, DOKUMEN_MESSAGES.alreadyOpen(template.title), undefined, undefined, {
        documentId: existing.id,
      });
    }
    const inserted = await ctx.trx
      .insertInto('clinical_document')
      .values({
        registration_id: reg.id,
        patient_id: reg.patient_id,
        template_key: template.key,
        template_version: template.version,
        profession: template.profession,
        status: 'DRAFT',
        content: JSON.stringify(content),
        author_id: ctx.actor.userId,
        author_name: ctx.userName,
        created_at: now,
        updated_at: now,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await ctx.trx
      .updateTable('clinical_document')
      .set({ root_id: inserted.id })
      .where('id', '=', inserted.id)
      .execute();
    await appendRevision(
      ctx,
      { id: inserted.id, status: 'DRAFT', version: 1 },
      'CREATE',
      content,
      now,
    );
    return readDocumentOrFail(ctx.trx, inserted.id);
  }
  if (input.version === null) throw validationError({ version: ['Versi data wajib dikirim.'] });
  const doc = await lockDocument(ctx.trx, input.id, input.version);
  if (doc.status !== 'DRAFT') throw new HttpError(409, DOKUMEN_MESSAGES.signedLocked);
  if (doc.registration_id !== input.registrationId) {
    throw validationError({ registrationId: [DOKUMEN_MESSAGES.otherRegistration] });
  }
  if (doc.template_key !== input.templateKey) {
    throw validationError({ templateKey: [DOKUMEN_MESSAGES.otherTemplate] });
  }
  // A draft keeps the template version it was started on.
  const template = templateOrFail(doc.template_key, doc.template_version);
  const content = parseContent(template, 'draft', input.content);
  const next = doc.version + 1;
  await ctx.trx
    .updateTable('clinical_document')
    .set({ content: JSON.stringify(content), version: next, updated_at: now })
    .where('id', '=', doc.id)
    .execute();
  await appendRevision(ctx, { id: doc.id, status: 'DRAFT', version: next }, 'SAVE', content, now);
  return readDocumentOrFail(ctx.trx, doc.id);
}

/** Signs a draft with the final schema; locks it and writes its observations. */
export async function signDocument(
  ctx: DocContext,
  input: { id: number; version: number; content?: Record<string, unknown> | undefined },
): Promise<{ document: ClinicalDocumentView; observations: ObservationView[] }> {
  const doc = await lockDocument(ctx.trx, input.id, input.version);
  if (!canTransition('clinicalDocumentStatus', doc.status, 'FINAL')) {
    throw new HttpError(
      409,
      doc.status === 'FINAL' ? DOKUMEN_MESSAGES.signedLocked : DOKUMEN_MESSAGES.notDraft,
    );
  }
  const template = templateOrFail(doc.template_key, doc.template_version);
  const content = parseContent(template, 'final', input.content ?? doc.content);
  const now = ctx.clock.now();
  const next = doc.version + 1;
  await ctx.trx
    .updateTable('clinical_document')
    .set({
      status: 'FINAL',
      content: JSON.stringify(content),
      version: next,
      signed_by: ctx.actor.userId,
      signed_by_name: ctx.userName,
      signed_at: now,
      updated_at: now,
    })
    .where('id', '=', doc.id)
    .execute();
  await appendRevision(ctx, { id: doc.id, status: 'FINAL', version: next }, 'SIGN', content, now);
  await writeObservations(ctx, doc, template, content, now);
  return {
    document: await readDocumentOrFail(ctx.trx, doc.id),
    observations: await readObservations(ctx.trx, sql`o.document_id = ${doc.id}`),
  };
}

/**
 * Amends a signed document: a new FINAL document (amendment + 1, same template version, the
 * corrected content through the final schema, the reason, signed by the caller) supersedes it;
 * the old one becomes AMENDED and its observations stop being current (the new one writes its
 * own).
 */
export async function amendDocument(
  ctx: DocContext,
  input: { id: number; version: number; content: Record<string, unknown>; reason: string },
): Promise<{ document: ClinicalDocumentView; observations: ObservationView[] }> {
  const doc = await lockDocument(ctx.trx, input.id, input.version);
  if (!canTransition('clinicalDocumentStatus', doc.status, 'AMENDED')) {
    throw new HttpError(409, DOKUMEN_MESSAGES.notFinal);
  }
  const template = templateOrFail(doc.template_key, doc.template_version);
  const content = parseContent(template, 'final', input.content);
  const now = ctx.clock.now();
  await ctx.trx
    .updateTable('clinical_document')
    .set({ status: 'AMENDED', version: doc.version + 1, updated_at: now })
    .where('id', '=', doc.id)
    .execute();
  const inserted = await ctx.trx
    .insertInto('clinical_document')
    .values({
      registration_id: doc.registration_id,
      patient_id: doc.patient_id,
      template_key: doc.template_key,
      template_version: doc.template_version,
      profession: doc.profession,
      status: 'FINAL',
      content: JSON.stringify(content),
      amendment: doc.amendment + 1,
      root_id: doc.root_id ?? doc.id,
      supersedes_id: doc.id,
      author_id: ctx.actor.userId,
      author_name: ctx.userName,
      signed_by: ctx.actor.userId,
      signed_by_name: ctx.userName,
      signed_at: now,
      amend_reason: input.reason,
      created_at: now,
      updated_at: now,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const created = {
    id: inserted.id,
    registration_id: doc.registration_id,
    patient_id: doc.patient_id,
  };
  await appendRevision(
    ctx,
    { id: inserted.id, status: 'FINAL', version: 1 },
    'AMEND',
    content,
    now,
    input.reason,
  );
  await writeObservations(ctx, created, template, content, now);
  return {
    document: await readDocumentOrFail(ctx.trx, inserted.id),
    observations: await readObservations(ctx.trx, sql`o.document_id = ${inserted.id}`),
  };
}

/** Marks a draft or a signed document entered in error (with the reason); nothing is deleted. */
export async function markEnteredInError(
  ctx: DocContext,
  input: { id: number; version: number; reason: string },
): Promise<ClinicalDocumentView> {
  const doc = await lockDocument(ctx.trx, input.id, input.version);
  if (!canTransition('clinicalDocumentStatus', doc.status, 'ENTERED_IN_ERROR')) {
    throw new HttpError(409, DOKUMEN_MESSAGES.cannotVoid);
  }
  const now = ctx.clock.now();
  const next = doc.version + 1;
  await ctx.trx
    .updateTable('clinical_document')
    .set({
      status: 'ENTERED_IN_ERROR',
      version: next,
      error_reason: input.reason,
      error_by: ctx.actor.userId,
      error_by_name: ctx.userName,
      error_at: now,
      updated_at: now,
    })
    .where('id', '=', doc.id)
    .execute();
  await appendRevision(
    ctx,
    { id: doc.id, status: 'ENTERED_IN_ERROR', version: next },
    'ENTERED_IN_ERROR',
    doc.content,
    now,
    input.reason,
  );
  return readDocumentOrFail(ctx.trx, doc.id);
}
