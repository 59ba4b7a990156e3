/**
 * Context `dokumen`: clinical documents filled from the form templates of
 * `@simrs/validators/forms` (docs/dokumen.md). Drafts are saved with the template's lenient
 * schema, signing checks the final schema, locks the document and writes its typed observations,
 * a correction is an amendment with a reason that supersedes the signed version, a mistake is
 * marked entered in error. Nothing is deleted; every saved content is an append-only revision.
 *
 * For other modules: `readDocument`, `currentObservations`, `latestObservations`.
 */
import {
  CPPT_MESSAGES,
  cpptContract,
  DIAGNOSA_MESSAGES,
  DOKUMEN_MESSAGES,
  diagnosaContract,
  dokumenContract,
} from '@simrs/validators/contracts';
import { findTemplate } from '@simrs/validators/forms';
import { notFound, validationError } from '../../platform/errors';
import { type CommandContext, defineModule, implement } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { logPatientAccess } from '../pasien/index';
import {
  type CpptContext,
  correctNote,
  currentInpatients,
  readNote,
  registrationNotes,
  verifyNote,
  waitingNotes,
  writeNote,
} from './cppt';
import {
  type CodingContext,
  codingPermissions,
  markEntryInError,
  procedureList,
  recordEntry,
  registrationEntries,
  searchIcd,
} from './diagnosa';
import { educationList } from './edukasi';
import { migrations } from './migrations/index';
import {
  currentObservations,
  documentDetail,
  latestObservations,
  readDocument,
  registrationDocuments,
  templatesFor,
} from './queries';
import {
  amendDocument,
  type DocContext,
  markEnteredInError,
  saveDraft,
  signDocument,
} from './service';
import './tables';

export type { LatestObservation } from './queries';
export { currentObservations, latestObservations, readDocument, templatesFor };

export const dokumenModule = defineModule({
  context: 'dokumen',
  migrations,
  implementations: ({ clock }) => {
    const doc = (ctx: CommandContext<unknown>): DocContext => ({
      trx: ctx.trx,
      actor: ctx.actor,
      userName: ctx.user.name,
      clock,
    });
    const audit = (
      ctx: CommandContext<unknown>,
      type: string,
      d: { id: number; registrationId: number; templateKey: string; status: string },
      extra: Record<string, unknown> = {},
    ) =>
      ctx.audit({
        module: 'Dokumen',
        type,
        recordId: String(d.id),
        after: {
          registrationId: d.registrationId,
          templateKey: d.templateKey,
          status: d.status,
          ...extra,
        },
      });

    const cppt = (ctx: CommandContext<unknown>): CpptContext => ({
      trx: ctx.trx,
      actor: ctx.actor,
      userName: ctx.user.name,
      levelId: ctx.user.levelId,
      clock,
    });
    const cpptAudit = (
      ctx: CommandContext<unknown>,
      type: string,
      n: { id: number; registrationId: number; profession: string; format: string },
      extra: Record<string, unknown> = {},
    ) =>
      ctx.audit({
        module: 'Cppt',
        type,
        recordId: String(n.id),
        after: {
          registrationId: n.registrationId,
          profession: n.profession,
          format: n.format,
          ...extra,
        },
      });

    const coding = (ctx: CommandContext<unknown>): CodingContext => ({
      trx: ctx.trx,
      actor: ctx.actor,
      userName: ctx.user.name,
      levelId: ctx.user.levelId,
      can: ctx.can,
      clock,
    });
    const codingAudit = (
      ctx: CommandContext<unknown>,
      type: string,
      e: { id: number; registrationId: number; system: string; source: string; code: string },
      extra: Record<string, unknown> = {},
    ) =>
      ctx.audit({
        module: 'Diagnosa',
        type,
        recordId: String(e.id),
        after: {
          registrationId: e.registrationId,
          system: e.system,
          source: e.source,
          code: e.code,
          ...extra,
        },
      });

    return [
      implement(diagnosaContract, {
        queries: {
          registration: async ({ db, input, actor, user, can }) => {
            const list = await registrationEntries(db, input.pageId);
            await logPatientAccess(
              db,
              actor,
              'detail',
              list.slice(0, 1).map((e) => e.patientId),
            );
            return {
              registrationId: input.pageId,
              list,
              may: codingPermissions({ levelId: user.levelId, can }),
            };
          },
          icd: async ({ db, input }) => ({
            list: await searchIcd(db, input.system, input.source, input.q),
          }),
          procedures: async ({ db, input }) =>
            procedureList(db, { ...input, today: wibDay(clock.now()) }),
        },
        commands: {
          tambah: {
            async run(ctx) {
              const entry = await recordEntry(coding(ctx), ctx.input);
              await codingAudit(ctx, 'tambah', entry, { role: entry.role });
              return { message: DIAGNOSA_MESSAGES.recorded, data: { entry } };
            },
          },
          salah: {
            async run(ctx) {
              const entry = await markEntryInError(coding(ctx), ctx.input);
              await codingAudit(ctx, 'salah', entry, { reason: ctx.input.reason });
              return { message: DIAGNOSA_MESSAGES.enteredInError, data: { entry } };
            },
          },
        },
      }),
      implement(cpptContract, {
        queries: {
          registration: async ({ db, input, actor }) => {
            const list = await registrationNotes(db, input.pageId);
            await logPatientAccess(
              db,
              actor,
              'detail',
              list.slice(0, 1).map((n) => n.patientId),
            );
            return { registrationId: input.pageId, list };
          },
          waiting: async ({ db, input }) => waitingNotes(db, input, clock.now()),
          note: async ({ db, input, actor }) => {
            const note = await readNote(db, input.pageId);
            await logPatientAccess(db, actor, 'detail', [note.patientId]);
            return { note };
          },
          inpatients: async ({ db, input }) => currentInpatients(db, input, clock.now()),
        },
        commands: {
          tulis: {
            async run(ctx) {
              const note = await writeNote(cppt(ctx), ctx.input);
              await cpptAudit(ctx, 'tulis', note);
              return { message: CPPT_MESSAGES.written, data: { note } };
            },
          },
          koreksi: {
            async run(ctx) {
              const note = await correctNote(cppt(ctx), ctx.input);
              await cpptAudit(ctx, 'koreksi', note, {
                correctionOf: note.correctionOf,
                reason: ctx.input.reason,
              });
              return { message: CPPT_MESSAGES.corrected, data: { note } };
            },
          },
          verifikasi: {
            async run(ctx) {
              const note = await verifyNote(cppt(ctx), ctx.input);
              await cpptAudit(ctx, 'verifikasi', note);
              return { message: CPPT_MESSAGES.verified, data: { note } };
            },
          },
        },
      }),
      implement(dokumenContract, {
        queries: {
          registration: async ({ db, input, actor }) => {
            const list = await registrationDocuments(db, input.pageId);
            await logPatientAccess(
              db,
              actor,
              'detail',
              list.map((d) => d.patientId),
            );
            return { registrationId: input.pageId, list };
          },
          detail: async ({ db, input, actor }) => {
            const detail = await documentDetail(db, input.pageId);
            if (!detail) throw notFound();
            await logPatientAccess(db, actor, 'detail', [detail.document.patientId]);
            return detail;
          },
          templates: async ({ db, input }) => {
            const answer = await templatesFor(db, input.pageId);
            if (!answer) throw notFound();
            return answer;
          },
          template: async ({ input }) => {
            const template = findTemplate(input.key, input.version ?? undefined);
            const latest = findTemplate(input.key);
            if (!template || !latest) {
              throw validationError({
                [input.version ? 'version' : 'key']: [DOKUMEN_MESSAGES.unknownTemplate],
              });
            }
            return { template, latestVersion: latest.version };
          },
          education: async ({ db, input, actor }) => {
            const answer = await educationList(db, { ...input, today: wibDay(clock.now()) });
            await logPatientAccess(db, actor, 'list', [
              ...new Set(answer.list.map((r) => r.patientId)),
            ]);
            return answer;
          },
          observations: async ({ db, input, actor }) => {
            const list = await currentObservations(db, input.pageId);
            await logPatientAccess(
              db,
              actor,
              'detail',
              list.slice(0, 1).map((o) => o.patientId),
            );
            return { registrationId: input.pageId, list };
          },
        },
        commands: {
          simpan: {
            async run(ctx) {
              const document = await saveDraft(doc(ctx), ctx.input);
              await audit(ctx, ctx.input.id === null ? 'buat' : 'simpan', document, {
                version: document.version,
              });
              return { message: DOKUMEN_MESSAGES.saved, data: { document } };
            },
          },
          tandatangani: {
            async run(ctx) {
              const out = await signDocument(doc(ctx), ctx.input);
              await audit(ctx, 'tandatangani', out.document, {
                observations: out.observations.length,
              });
              return { message: DOKUMEN_MESSAGES.signed, data: out };
            },
          },
          ubah: {
            async run(ctx) {
              const out = await amendDocument(doc(ctx), ctx.input);
              await audit(ctx, 'ubah', out.document, {
                supersedesId: out.document.supersedesId,
                reason: ctx.input.reason,
              });
              return { message: DOKUMEN_MESSAGES.amended, data: out };
            },
          },
          batal: {
            async run(ctx) {
              const document = await markEnteredInError(doc(ctx), ctx.input);
              await audit(ctx, 'batal', document, { reason: ctx.input.reason });
              return { message: DOKUMEN_MESSAGES.enteredInError, data: { document } };
            },
          },
        },
      }),
    ];
  },
});
