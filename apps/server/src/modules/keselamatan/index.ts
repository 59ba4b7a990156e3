/**
 * Context `keselamatan`: patient safety and infection prevention (docs/keselamatan.md).
 *
 * - `KeselamatanPasien`: the patients in care at fall risk (registrations in care from the
 *   registrations module, beds from the beds module, signed scores from the documents module).
 * - `LaporanInsiden`: incident reports, confidential to their reporter and the safety team, along
 *   the domain's `incidentReportWorkflow`.
 * - `Hais`: the infection surveillance register of inpatient stays and its monthly rates.
 */
import {
  type IncidentReportAction,
  type IncidentReportState,
  incidentReportStatus,
  labelOf,
} from '@simrs/domain';
import {
  haisContract,
  KESELAMATAN_MESSAGES,
  keselamatanPasienContract,
  laporanInsidenContract,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type CommandContext, defineModule, implement } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { logPatientAccess } from '../pasien/index';
import { fallRiskList } from './fall-watch';
import {
  addExposure,
  checkExposure,
  type HaiContext,
  haiList,
  haiRates,
  haiRegister,
  markInError,
  recordEvent,
  removeExposure,
} from './hais';
import {
  fileReport,
  gradingOf,
  lockReport,
  type Reader,
  reportDetail,
  reportList,
  reportPatient,
  stepReport,
} from './incidents';
import { migrations } from './migrations/index';
import { registerWithPatients } from './references';
import { seedKeselamatan } from './seed';

const MENU = 'laporan-insiden';

export const keselamatanModule = defineModule({
  context: 'keselamatan',
  migrations,
  seedDemo: (trx) => seedKeselamatan(trx),
  implementations: ({ clock }) => {
    registerWithPatients();
    const reader = (ctx: {
      actor: { userId: number | null };
      can(menu: string, action: 'edit'): boolean;
    }): Reader => ({ userId: ctx.actor.userId, team: ctx.can(MENU, 'edit') });

    const fileContext = (ctx: CommandContext<unknown>) => ({
      trx: ctx.trx,
      actor: ctx.actor,
      userName: ctx.user.name,
      now: clock.now(),
    });

    /** The answer of a team step: the report as it is now, with its audit row. */
    async function answer(ctx: CommandContext<{ id: number }>, type: string) {
      const now = clock.now();
      const detail = await reportDetail(ctx.trx, reader(ctx), ctx.input.id, now);
      await ctx.audit({
        module: 'LaporanInsiden',
        type,
        recordId: String(detail.id),
        after: { status: detail.status, grade: detail.grade, version: detail.version },
      });
      return {
        message: KESELAMATAN_MESSAGES.moved(labelOf(incidentReportStatus, detail.status)),
        data: { detail },
      };
    }

    const load = async (ctx: Omit<CommandContext<{ id: number }, null>, 'record'>) =>
      lockReport(ctx.trx, ctx.input.id);

    /**
     * A step of the safety team along the workflow: the dispatch has loaded and locked the report
     * and checked the move and the version; the step sets its columns and appends its event.
     */
    function teamStep<I extends { id: number; version: number }>(
      action: IncidentReportAction,
      columns: (
        input: I,
        now: Date,
      ) => { set: RawBuilder<unknown>; note: string | null; data?: Record<string, unknown> },
    ) {
      return {
        load,
        async run(ctx: CommandContext<I, { status: IncidentReportState; version: number }>) {
          const fc = fileContext(ctx as CommandContext<unknown>);
          await stepReport(fc, {
            id: ctx.input.id,
            version: ctx.input.version,
            action,
            from: ctx.record.status,
            ...columns(ctx.input, fc.now),
          });
          return answer(ctx, action);
        },
      };
    }

    const haiContext = (ctx: CommandContext<unknown>): HaiContext => {
      const now = clock.now();
      return {
        trx: ctx.trx,
        actor: ctx.actor,
        userName: ctx.user.name,
        now,
        today: wibDay(now),
        mayEditAny: ctx.can('hais', 'edit'),
      };
    };

    /** A register command: the step, its audit row, the stay's register as it is now. */
    function haiCommand<I>(type: string, step: (ctx: HaiContext, input: I) => Promise<number>) {
      return {
        async run(ctx: CommandContext<I>) {
          const hc = haiContext(ctx as CommandContext<unknown>);
          const registrationId = await step(hc, ctx.input);
          await ctx.audit({
            module: 'Hais',
            type,
            recordId: String(registrationId),
            after: ctx.input,
          });
          return {
            message:
              type === 'salah' ? KESELAMATAN_MESSAGES.markedInError : KESELAMATAN_MESSAGES.recorded,
            data: await haiRegister(ctx.trx, registrationId, hc.today),
          };
        },
      };
    }

    return [
      implement(keselamatanPasienContract, {
        queries: {
          list: async ({ db, input, actor }) => {
            const now = clock.now();
            return fallRiskList(db, actor, { ...input, now, today: wibDay(now) });
          },
        },
      }),
      implement(laporanInsidenContract, {
        queries: {
          list: async (ctx) => {
            const now = clock.now();
            return reportList(ctx.db, reader(ctx), { ...ctx.input, now, today: wibDay(now) });
          },
          detail: async (ctx) => {
            const detail = await reportDetail(ctx.db, reader(ctx), ctx.input.pageId, clock.now());
            if (detail.patient)
              await logPatientAccess(ctx.db, ctx.actor, 'detail', [detail.patient.id]);
            return detail;
          },
          pasien: async ({ db, input, actor }) =>
            reportPatient(db, actor, input.rm, wibDay(clock.now())),
        },
        commands: {
          lapor: {
            async run(ctx) {
              const fc = fileContext(ctx as CommandContext<unknown>);
              const id = await fileReport(fc, ctx.input);
              const detail = await reportDetail(ctx.trx, reader(ctx), id, fc.now);
              await ctx.audit({
                module: 'LaporanInsiden',
                type: 'lapor',
                recordId: String(id),
                // The report's content stays in its table; the audit names what was filed.
                after: { number: detail.number, type: detail.type, status: detail.status },
              });
              return { message: KESELAMATAN_MESSAGES.reported(detail.number), data: { detail } };
            },
          },
          verifikasi: teamStep('verifikasi', (input, now) => {
            const g = gradingOf(input, now);
            return {
              set: sql`type = ${input.incidentType}, impact = ${input.impact},
                probability = ${input.probability}, grade = ${g.grade}, graded_at = ${now},
                investigation_kind = ${g.investigation.kind}, investigation_due_at = ${g.dueAt}`,
              note: input.note,
              data: {
                type: input.incidentType,
                impact: input.impact,
                probability: input.probability,
                score: g.score,
                grade: g.grade,
              },
            };
          }),
          investigasi: teamStep('investigasi', (input, now) => ({
            set: sql`investigator = ${input.investigator}, investigation_started_at = ${now}`,
            note: input.note,
            data: { investigator: input.investigator },
          })),
          selesaikan: teamStep('selesaikan', (input, now) => ({
            set: sql`findings = ${input.findings}, recommendation = ${input.recommendation},
              closed_at = ${now}`,
            note: null,
          })),
          batalkan: teamStep('batalkan', (input, now) => ({
            set: sql`void_reason = ${input.reason}, voided_at = ${now}`,
            note: input.reason,
          })),
        },
      }),
      implement(haisContract, {
        queries: {
          list: async ({ db, input, actor }) => {
            const answer = await haiList(db, { wardId: input.wardId, today: wibDay(clock.now()) });
            await logPatientAccess(
              db,
              actor,
              'list',
              answer.list.map((r) => r.patientId),
            );
            return answer;
          },
          pasien: async ({ db, input, actor }) => {
            const register = await haiRegister(db, input.pageId, wibDay(clock.now()));
            await logPatientAccess(db, actor, 'detail', [register.patientId]);
            return register;
          },
          laju: async ({ db, input }) => {
            const today = wibDay(clock.now());
            return haiRates(db, {
              month: input.month ?? today.slice(0, 7),
              wardId: input.wardId,
              today,
            });
          },
        },
        commands: {
          pasang: haiCommand('pasang', addExposure),
          lepas: haiCommand('lepas', removeExposure),
          periksa: haiCommand('periksa', checkExposure),
          kejadian: haiCommand('kejadian', recordEvent),
          salah: haiCommand('salah', markInError),
        },
      }),
    ];
  },
});
