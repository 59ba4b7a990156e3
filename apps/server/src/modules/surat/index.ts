/**
 * Context `surat`: letters and reports of a visit (docs/surat.md). `Surat` (penerbitan-surat):
 * sick leave, health certificate, referral and control letters; `MedicalReport`
 * (poliklinik-medical-report): a visit's medical report built from its structured rows with the
 * doctor's conclusion; `RekamMedisPdf` (rekam-medis export): a patient's whole record as one PDF.
 * Every letter is numbered per kind and year, issued by a doctor, printed by pdfmake with the
 * QR of its public verification page (`/api/bo/surat/verifikasi?kode=`), and voided with a
 * reason, never deleted.
 */
import {
  type AnyLetterKind,
  cpptProfessionOfLevel,
  LETTER_LIST_MAX_DAYS,
  type LetterSummary,
  type LetterView,
  medicalReportContract,
  rekamMedisPdfContract,
  SURAT_MESSAGES,
  suratContract,
  type VisitForLetters,
} from '@simrs/validators/contracts';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { type Actor, appendAudit } from '../../platform/audit';
import { HttpError, notFound } from '../../platform/errors';
import {
  type CommandContext,
  type Db,
  defineModule,
  implement,
  type ModuleDeps,
} from '../../platform/module';
import { wibDay } from '../../platform/time';
import { reportRange } from '../laporan-antrean/index';
import { logPatientAccess } from '../pasien/index';
import { letterDocument } from './letter-pdf';
import { migrations } from './migrations/index';
import { renderPdf } from './pdf';
import {
  activePolis,
  LETTER_ONLY_KINDS,
  letterByCode,
  letterList,
  lettersOf,
  type MayVoid,
  REPORT_KINDS,
  readLetter,
  readVisit,
  reportFacts,
  searchVisits,
  VERIFY_PAGE_PATH,
  visitDefaults,
} from './reads';
import { readPatientRecord, recordDocument } from './record-pdf';
import { issueLetter, issueMedicalReport, type LetterContext, voidLetter } from './store';
import { registerVerifyPage, verificationOf, verifyUrlOf } from './verify';
import './tables';

interface Caller {
  actor: Actor & { userId: number | null };
  can(menu: string, action: 'view' | 'add' | 'edit' | 'delete' | 'status' | 'export'): boolean;
  user: { levelId: number; name: string };
}

/** The parsed list query of both letter lists. */
interface LetterListInput {
  from: string | null;
  to: string | null;
  page: number;
  shown: number;
  search: string;
  sortByField: 'issuedAt' | 'number' | 'name';
  sortByType: 'asc' | 'desc';
  filters: { kind?: AnyLetterKind; status?: 'BERLAKU' | 'BATAL' };
}

/** Who may void: the letter's doctor with `edit`, or a holder of `delete` (the records team). */
function voider(menu: string, caller: Caller): MayVoid {
  return (l) =>
    caller.can(menu, 'edit') &&
    ((l.doctorId !== null && l.doctorId === caller.actor.userId) || caller.can(menu, 'delete'));
}

/** Sends a PDF with its name; inline opens it in the browser, attachment downloads it. */
function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  filename: string,
  disposition: 'inline' | 'attachment',
) {
  reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('content-length', String(pdf.length));
  return reply.send(pdf);
}

async function audited(db: Db, actor: Actor, entry: Parameters<typeof appendAudit>[2]) {
  await db.transaction().execute((trx) => appendAudit(trx, actor, entry));
}

/** The handlers both letter contracts share, for their menu and kinds. */
function letterHandlers(
  deps: ModuleDeps,
  module: string,
  menu: string,
  kinds: readonly AnyLetterKind[],
) {
  const { clock } = deps;
  const ofKind = (l: LetterView | undefined): LetterView => {
    if (!l || !kinds.includes(l.kind)) throw notFound();
    return l;
  };
  return {
    async list(ctx: { db: Db; input: LetterListInput } & Caller) {
      const { from, to } = reportRange(ctx.input, wibDay(clock.now()), LETTER_LIST_MAX_DAYS);
      const answer = await letterList(
        ctx.db,
        {
          kinds,
          from,
          to,
          kind: ctx.input.filters.kind ?? null,
          status: ctx.input.filters.status ?? null,
          search: ctx.input.search,
          page: ctx.input.page,
          shown: ctx.input.shown,
          sortByField: ctx.input.sortByField,
          sortByType: ctx.input.sortByType,
        },
        voider(menu, ctx),
      );
      await logPatientAccess(
        ctx.db,
        ctx.actor,
        ctx.input.search ? 'name' : 'list',
        answer.list.map((l: LetterSummary) => l.visit.patient.id),
      );
      return { ...answer, from, to };
    },
    async visits(ctx: { db: Db; input: { q: string } } & Caller) {
      const list = await searchVisits(ctx.db, ctx.input.q);
      await logPatientAccess(
        ctx.db,
        ctx.actor,
        /^\d+$/.test(ctx.input.q) ? 'rm' : 'detail',
        list.map((v) => v.patient.id),
      );
      return { list };
    },
    async visit(ctx: { db: Db; input: { pageId: number } } & Caller): Promise<VisitForLetters> {
      const visit = await readVisit(ctx.db, ctx.input.pageId);
      if (!visit) throw notFound();
      const facts = await reportFacts(ctx.db, visit.registrationId);
      const letters = await lettersOf(
        ctx.db,
        sql`l.registration_id = ${visit.registrationId}`,
        kinds,
        voider(menu, ctx),
      );
      await logPatientAccess(ctx.db, ctx.actor, 'detail', [visit.patient.id]);
      return {
        visit,
        letters: letters.map(
          ({ content: _c, verifyCode: _v, verifyPath: _p, ...summary }) => summary,
        ),
        defaults: await visitDefaults(ctx.db, visit.registrationId, facts),
        facts,
        polis: await activePolis(ctx.db),
        mayIssue: cpptProfessionOfLevel(ctx.user.levelId) === 'dokter' && ctx.can(menu, 'add'),
      };
    },
    async detail(ctx: { db: Db; input: { pageId: number } } & Caller) {
      const letter = ofKind(await readLetter(ctx.db, ctx.input.pageId, voider(menu, ctx)));
      await logPatientAccess(ctx.db, ctx.actor, 'detail', [letter.visit.patient.id]);
      return letter;
    },
    async pdf(
      ctx: {
        db: Db;
        input: { id: number; disposition: 'inline' | 'attachment' };
        reply: FastifyReply;
        req: Parameters<typeof verifyUrlOf>[0];
      } & Caller,
    ) {
      const letter = ofKind(await readLetter(ctx.db, ctx.input.id));
      await logPatientAccess(ctx.db, ctx.actor, 'detail', [letter.visit.patient.id]);
      await audited(ctx.db, ctx.actor, {
        module,
        type: 'cetak',
        recordId: String(letter.id),
        after: { number: letter.number, kind: letter.kind, status: letter.status },
      });
      const settings = await deps.settings.get();
      const pdf = await renderPdf(
        letterDocument(letter, settings, verifyUrlOf(ctx.req, letter.verifyCode), clock.now()),
      );
      return sendPdf(
        ctx.reply,
        pdf,
        `${letter.number.replaceAll('/', '-')}.pdf`,
        ctx.input.disposition,
      );
    },
  };
}

export const suratModule = defineModule({
  context: 'surat',
  migrations,
  publicPaths: [VERIFY_PAGE_PATH],
  implementations: (deps) => {
    const { clock } = deps;
    const letterCtx = (ctx: CommandContext<unknown>): LetterContext => ({
      trx: ctx.trx,
      actor: ctx.actor,
      userName: ctx.user.name,
      levelId: ctx.user.levelId,
      can: ctx.can,
      clock,
    });
    const auditLetter = (
      ctx: CommandContext<unknown>,
      module: string,
      type: string,
      l: LetterView,
      extra: Record<string, unknown> = {},
    ) =>
      ctx.audit({
        module,
        type,
        recordId: String(l.id),
        after: {
          number: l.number,
          kind: l.kind,
          registrationId: l.visit.registrationId,
          patientId: l.visit.patient.id,
          ...extra,
        },
      });
    const letters = letterHandlers(
      deps,
      suratContract.module,
      'penerbitan-surat',
      LETTER_ONLY_KINDS,
    );
    const reports = letterHandlers(
      deps,
      medicalReportContract.module,
      'poliklinik-medical-report',
      REPORT_KINDS,
    );

    return [
      implement(suratContract, {
        queries: {
          list: (ctx) => letters.list(ctx),
          visits: (ctx) => letters.visits(ctx),
          visit: (ctx) => letters.visit(ctx),
          detail: (ctx) => letters.detail(ctx),
          pdf: (ctx) => letters.pdf(ctx),
          verify: async ({ db, input }) => {
            const letter = await letterByCode(db, input.kode);
            if (!letter) throw new HttpError(404, SURAT_MESSAGES.notFound);
            return verificationOf(letter, (await deps.settings.get()).hospitalName);
          },
        },
        commands: {
          terbit: {
            async run(ctx) {
              const letter = await issueLetter(letterCtx(ctx), ctx.input);
              await auditLetter(ctx, suratContract.module, 'terbit', letter);
              return { message: SURAT_MESSAGES.issued, data: { letter } };
            },
          },
          batal: {
            async run(ctx) {
              const letter = await voidLetter(
                letterCtx(ctx),
                'penerbitan-surat',
                LETTER_ONLY_KINDS,
                ctx.input,
              );
              await auditLetter(ctx, suratContract.module, 'batal', letter, {
                reason: ctx.input.reason,
              });
              return { message: SURAT_MESSAGES.voided, data: { letter } };
            },
          },
        },
      }),
      implement(medicalReportContract, {
        queries: {
          list: (ctx) => reports.list(ctx),
          visits: (ctx) => reports.visits(ctx),
          visit: (ctx) => reports.visit(ctx),
          detail: (ctx) => reports.detail(ctx),
          pdf: (ctx) => reports.pdf(ctx),
        },
        commands: {
          terbit: {
            async run(ctx) {
              const letter = await issueMedicalReport(letterCtx(ctx), ctx.input);
              await auditLetter(ctx, medicalReportContract.module, 'terbit', letter);
              return { message: SURAT_MESSAGES.reportIssued, data: { letter } };
            },
          },
          batal: {
            async run(ctx) {
              const letter = await voidLetter(
                letterCtx(ctx),
                'poliklinik-medical-report',
                REPORT_KINDS,
                ctx.input,
              );
              await auditLetter(ctx, medicalReportContract.module, 'batal', letter, {
                reason: ctx.input.reason,
              });
              return { message: SURAT_MESSAGES.voided, data: { letter } };
            },
          },
        },
      }),
      implement(rekamMedisPdfContract, {
        queries: {
          pdf: async ({ db, input, actor, user, reply }) => {
            const record = await readPatientRecord(db, input.patientId);
            if (!record) throw notFound();
            await logPatientAccess(db, actor, 'detail', [record.patient.id]);
            await audited(db, actor, {
              module: rekamMedisPdfContract.module,
              type: 'export',
              recordId: String(record.patient.id),
              after: {
                rmNo: record.patient.rm_no,
                registrations: record.registrations.length,
                documents: record.documents.length,
                notes: record.notes.length,
                letters: record.letters.length,
              },
            });
            const printed = { at: clock.now(), by: `${user.name} (${user.username})` };
            const pdf = await renderPdf(recordDocument(record, await deps.settings.get(), printed));
            return sendPdf(
              reply,
              pdf,
              `rekam-medis-${record.patient.rm_no}.pdf`,
              input.disposition,
            );
          },
        },
      }),
    ];
  },
  routes(api, deps) {
    registerVerifyPage(api, deps);
  },
});
