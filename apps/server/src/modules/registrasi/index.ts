/**
 * Context `registrasi`: the registration (episode) of every visit (docs/registrasi.md). The
 * admission counter registers a called queue ticket's patient to a doctor's schedule (quota
 * checked, the patient lands in the clinic's queue, BPJS task ids 1-3 recorded, the fee on the
 * ledger), UGD registers emergencies, the inpatient admission makes a RANAP registration and its
 * bed interval together, bookings share the schedules' quota and become registrations at their
 * check-in. Status changes follow the domain's machine of the kind, as append-only events.
 *
 * For other modules: `registerOutpatient`, `registerEmergency`, `admitInpatient`,
 * `changeStatus`, `voidRegistration` (each in the caller's transaction), `readRegistration`,
 * `slotUsage`, `registrationsInCare`.
 */
import type { QueueTicket } from '@simrs/domain/queue';
import {
  ADMISSION_REPORT_MAX_DAYS,
  ADMISSION_REQUEST_DEFAULT_DAYS,
  ADMISSION_REQUEST_MAX_DAYS,
  ADMISSION_REQUEST_MESSAGES,
  BEDS_CHANGED_EVENT,
  BEDS_ROOM,
  CONTROL_LIST_DEFAULT_DAYS,
  CONTROL_LIST_MAX_DAYS,
  CONTROL_ORIGIN_DAYS,
  DISCHARGE_LIST_MAX_DAYS,
  KONTROL_MESSAGES,
  laporanAdmisiContract,
  laporanAdmisiRajalContract,
  PASIEN_UMUM_MAX_DAYS,
  POLI_ACTION_MESSAGES,
  pasienRujukanContract,
  pasienUmumContract,
  poliKunjunganContract,
  postOpnameContract,
  REFERRAL_LIST_MAX_DAYS,
  REGISTRASI_MESSAGES,
  type RegistrationKind,
  type RegistrationView,
  registrasiContract,
  registrasiRanapContract,
  registrasiReservasiContract,
  registrasiUgdContract,
  rencanaKontrolContract,
  rujukanMasukContract,
} from '@simrs/validators/contracts';
import type { Actor } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { type CommandContext, defineModule, type Executor, implement } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { emitTicket, onCheckIn, setSlotUsage } from '../antrean/index';
import { bedStates, onWardDischarge } from '../kamar/index';
import { reportRange } from '../laporan-antrean/index';
import { logPatientAccess } from '../pasien/index';
import { requestAdmission, requestById, requestList, requestsOfVisits } from './admission-requests';
import {
  addDays,
  cancelControl,
  checkInControl,
  controlList,
  dischargeList,
  originCandidate,
  originCandidates,
  planControl,
} from './controls';
import { migrations } from './migrations/index';
import { clinicAction, clinicVisits, polisOf, scheduledClinics } from './poli';
import { type DayListFilter, dayList, detailOf, patientRegistrations } from './queries';
import { schedulesOf, slotUsage } from './quota';
import { registerWithPatients } from './references';
import { admissionReport, sendAdmissionExport } from './report';
import { book, bookingsOf, cancelBooking, checkInBooking, registerCheckedIn } from './reservations';
import { seedRegistrations } from './seed';
import {
  admitInpatient,
  changeStatus,
  leaveCareFromWard,
  type QueueEffects,
  type RegContext,
  registerEmergency,
  registerOutpatient,
  voidRegistration,
} from './service';
import './tables';

export { registrationsInCare } from './in-care';
export { readRegistration } from './store';
export {
  admitInpatient,
  changeStatus,
  registerEmergency,
  registerOutpatient,
  slotUsage,
  voidRegistration,
};

/** The queue's tickets a command created or moved, announced after the commit. */
function emitQueue(ctx: CommandContext<unknown>, fx: QueueEffects): void {
  for (const t of fx.tickets) emitTicket(ctx.emit, t.action, t.ticket as QueueTicket);
}

let wired = false;

/** The extension points of other contexts this one fills (once per process). */
function wire(): void {
  if (wired) return;
  wired = true;
  registerWithPatients();
  setSlotUsage(slotUsage);
  onCheckIn(async (trx, event) => {
    await registerCheckedIn(trx, event);
  });
  // Sent home from the ward list: the stay leaves care too.
  onWardDischarge(leaveCareFromWard);
}

/**
 * The day list's query over a range of visit days, with some of its filters fixed by the screen
 * (the incoming referrals, the self-pay outpatients): one list, read and logged the same way.
 * Without `from` and `to` the range is `today` alone (`day`) or this month (`month`).
 */
async function rangeList(
  db: Executor,
  actor: Actor,
  today: string,
  input: Omit<DayListFilter, 'date' | 'to'> & { from: string | null; to: string | null },
  fixed: DayListFilter['filters'],
  maxDays: number,
  empty: 'day' | 'month',
) {
  const asked =
    empty === 'day' && input.from === null && input.to === null
      ? { from: today, to: today }
      : input;
  const { from, to } = reportRange(asked, today, maxDays);
  const answer = await dayList(db, {
    ...input,
    date: from,
    to,
    filters: { ...input.filters, ...fixed },
  });
  await logPatientAccess(
    db,
    actor,
    'list',
    answer.list.map((r) => r.patient.id),
  );
  return { ...answer, from, to };
}

export const registrasiModule = defineModule({
  context: 'registrasi',
  migrations,
  seedDemo: (trx) => seedRegistrations(trx),
  implementations: ({ clock }) => {
    wire();
    const today = () => wibDay(clock.now());
    const reg = (ctx: CommandContext<unknown>): RegContext => ({
      trx: ctx.trx,
      actor: ctx.actor,
      clock,
    });
    const auditRegistration = async (
      ctx: CommandContext<unknown>,
      type: string,
      registration: RegistrationView,
      extra: Record<string, unknown> = {},
    ) =>
      ctx.audit({
        module: 'Registrasi',
        type,
        recordId: String(registration.id),
        after: {
          regNo: registration.regNo,
          kind: registration.kind,
          status: registration.status,
          patientId: registration.patient.id,
          ...extra,
        },
      });

    return [
      implement(registrasiContract, {
        queries: {
          list: async ({ db, input, actor }) => {
            const answer = await dayList(db, {
              ...input,
              date: input.date ?? wibDay(clock.now()),
            });
            await logPatientAccess(
              db,
              actor,
              'list',
              answer.list.map((r) => r.patient.id),
            );
            return answer;
          },
          detail: async ({ db, input, actor }) => {
            const detail = await detailOf(db, input.pageId);
            if (!detail) throw notFound();
            await logPatientAccess(db, actor, 'detail', [detail.patient.id]);
            return detail;
          },
          patient: async ({ db, input, actor }) => {
            const list = await patientRegistrations(db, input.pageId);
            await logPatientAccess(db, actor, 'detail', list.length > 0 ? [input.pageId] : []);
            return { patientId: input.pageId, list };
          },
          schedules: async ({ db, input }) => {
            const date = input.date ?? wibDay(clock.now());
            return { date, list: await schedulesOf(db, date, input.poliId) };
          },
        },
        commands: {
          add: {
            async run(ctx) {
              const fx: QueueEffects = { tickets: [] };
              const registration = await registerOutpatient(reg(ctx), ctx.input, fx);
              await auditRegistration(ctx, 'add', registration, {
                scheduleId: registration.scheduleId,
                ticketId: registration.ticketId,
              });
              emitQueue(ctx, fx);
              return {
                message: REGISTRASI_MESSAGES.registered(registration.regNo),
                data: { registration },
              };
            },
          },
          'ubah-status': {
            async run(ctx) {
              const registration = await changeStatus(reg(ctx), ctx.input);
              await auditRegistration(ctx, 'ubah-status', registration, {
                reason: ctx.input.reason,
              });
              // An inpatient leaving care leaves the bed: the boards read again.
              if (registration.kind === 'RANAP') {
                ctx.emit(BEDS_ROOM, BEDS_CHANGED_EVENT, { type: 'discharge' });
              }
              return { message: REGISTRASI_MESSAGES.statusChanged, data: { registration } };
            },
          },
          batal: {
            async run(ctx) {
              const fx: QueueEffects = { tickets: [] };
              const out = await voidRegistration(reg(ctx), ctx.input, fx);
              await auditRegistration(ctx, 'batal', out.registration, {
                reason: ctx.input.reason,
                reversedLines: out.reversedLines,
              });
              // The visit's clinic ticket left the queue: the boards and worklists read again.
              emitQueue(ctx, fx);
              if (out.registration.kind === 'RANAP') {
                ctx.emit(BEDS_ROOM, BEDS_CHANGED_EVENT, { type: 'void' });
              }
              return { message: REGISTRASI_MESSAGES.voided, data: out };
            },
          },
        },
      }),
      implement(registrasiUgdContract, {
        commands: {
          add: {
            async run(ctx) {
              const fx: QueueEffects = { tickets: [] };
              const registration = await registerEmergency(reg(ctx), ctx.input, fx);
              await auditRegistration(ctx, 'add-ugd', registration);
              emitQueue(ctx, fx);
              return {
                message: REGISTRASI_MESSAGES.registered(registration.regNo),
                data: { registration },
              };
            },
          },
        },
      }),
      implement(registrasiRanapContract, {
        queries: {
          beds: async ({ db }) => ({
            list: (await bedStates(db, null)).filter((b) => b.state === 'FREE'),
          }),
          request: async ({ db, input, actor }) => {
            const request = await requestById(db, input.pageId);
            await logPatientAccess(db, actor, 'detail', [request.patient.id]);
            return request;
          },
        },
        commands: {
          admit: {
            async run(ctx) {
              const out = await admitInpatient(reg(ctx), ctx.input);
              await auditRegistration(ctx, 'admit', out.registration, {
                bedId: out.bed.bedId,
                originRegistrationId: out.registration.originRegistrationId,
              });
              ctx.emit(BEDS_ROOM, BEDS_CHANGED_EVENT, { type: 'admit' });
              return { message: REGISTRASI_MESSAGES.admitted(out.registration.regNo), data: out };
            },
          },
        },
      }),
      implement(registrasiReservasiContract, {
        queries: {
          list: async ({ db, input }) => {
            const date = input.date ?? wibDay(clock.now());
            return { date, list: await bookingsOf(db, date) };
          },
        },
        commands: {
          add: {
            async run(ctx) {
              const booking = await book(reg(ctx), {
                ...ctx.input,
                visitDate: ctx.input.visitDate ?? '',
              });
              return {
                message: REGISTRASI_MESSAGES.booked(booking.bookingCode),
                data: { booking },
              };
            },
          },
          batal: {
            async run(ctx) {
              const booking = await cancelBooking(reg(ctx), ctx.input);
              await ctx.audit({
                module: 'RegistrasiReservasi',
                type: 'batal',
                recordId: String(booking.id),
                after: { bookingCode: booking.bookingCode, reason: ctx.input.reason },
              });
              return { message: REGISTRASI_MESSAGES.bookingCancelledOk, data: { booking } };
            },
          },
          'check-in': {
            async run(ctx) {
              const fx: QueueEffects = { tickets: [] };
              const answer = await checkInBooking(reg(ctx), ctx.input.bookingCode, fx);
              if (!answer.repeated && answer.registration) {
                await auditRegistration(ctx, 'check-in', answer.registration, {
                  bookingCode: answer.booking.bookingCode,
                });
              }
              emitQueue(ctx, fx);
              return {
                message: answer.registration
                  ? REGISTRASI_MESSAGES.checkedIn(answer.registration.regNo)
                  : REGISTRASI_MESSAGES.newPatientAtAdmission,
                data: answer,
              };
            },
          },
        },
      }),
      implement(poliKunjunganContract, {
        queries: {
          detail: async ({ db, input, actor }) => {
            const detail = await detailOf(db, input.pageId);
            if (!detail) throw notFound();
            await logPatientAccess(db, actor, 'detail', [detail.patient.id]);
            return detail;
          },
          list: async ({ db, input, actor }) => {
            const date = input.date ?? wibDay(clock.now());
            const list = await clinicVisits(db, { ...input, date });
            await logPatientAccess(
              db,
              actor,
              'list',
              list.map((r) => r.patient.id),
            );
            return {
              date,
              poliId: input.poliId,
              polis: await polisOf(db, date),
              list,
              admissionRequests: await requestsOfVisits(
                db,
                list.map((v) => v.id),
              ),
            };
          },
        },
        commands: {
          aksi: {
            async run(ctx) {
              const fx: QueueEffects = { tickets: [] };
              const registration = await clinicAction(reg(ctx), ctx.input, fx);
              await auditRegistration(ctx, `poli:${ctx.input.action}`, registration, {
                counter: ctx.input.counter,
              });
              emitQueue(ctx, fx);
              return { message: POLI_ACTION_MESSAGES[ctx.input.action], data: { registration } };
            },
          },
          'minta-rawat-inap': {
            async run(ctx) {
              const request = await requestAdmission(reg(ctx), ctx.input);
              await auditRegistration(ctx, 'minta-rawat-inap', request.registration, {
                requestId: request.id,
                doctorName: request.doctorName,
              });
              return { message: ADMISSION_REQUEST_MESSAGES.requested, data: { request } };
            },
          },
        },
      }),
      implement(pasienRujukanContract, {
        queries: {
          list: async ({ db, input, actor }) => {
            // The last days by default: a visit asked for yesterday may still wait.
            const end = input.to ?? today();
            const { from, to } = reportRange(
              { from: input.from ?? addDays(end, 1 - ADMISSION_REQUEST_DEFAULT_DAYS), to: end },
              today(),
              ADMISSION_REQUEST_MAX_DAYS,
            );
            const answer = await requestList(db, { ...input, from, to });
            await logPatientAccess(
              db,
              actor,
              'list',
              answer.list.map((r) => r.patient.id),
            );
            return { ...answer, from, to };
          },
        },
      }),
      implement(rujukanMasukContract, {
        queries: {
          // This month by default; only the registrations that came with a referral.
          list: ({ db, input, actor }) =>
            rangeList(
              db,
              actor,
              today(),
              input,
              { referral: true },
              REFERRAL_LIST_MAX_DAYS,
              'month',
            ),
        },
      }),
      implement(pasienUmumContract, {
        queries: {
          // The day (today) by default; the self-pay outpatients only.
          list: async ({ db, input, actor }) => ({
            ...(await rangeList(
              db,
              actor,
              today(),
              input,
              { payerType: '1', kind: 'RAJAL' },
              PASIEN_UMUM_MAX_DAYS,
              'day',
            )),
            polis: await scheduledClinics(db),
          }),
        },
      }),
      implement(rencanaKontrolContract, {
        queries: {
          list: async ({ db, input, actor }) => {
            // Today and the next days by default: the controls still to come.
            const start = input.from ?? today();
            const { from, to } = reportRange(
              { from: start, to: input.to ?? addDays(start, CONTROL_LIST_DEFAULT_DAYS) },
              today(),
              CONTROL_LIST_MAX_DAYS,
            );
            const answer = await controlList(db, { ...input, from, to });
            await logPatientAccess(
              db,
              actor,
              'list',
              answer.list.map((c) => c.patientId),
            );
            return { ...answer, from, to, polis: await scheduledClinics(db) };
          },
          origins: async ({ db, input, actor }) => {
            const list = await originCandidates(db, input.pageId, today(), CONTROL_ORIGIN_DAYS);
            await logPatientAccess(db, actor, 'detail', list.length > 0 ? [input.pageId] : []);
            return { patientId: input.pageId, list };
          },
          origin: async ({ db, input, actor }) => {
            const found = await originCandidate(db, input.pageId);
            await logPatientAccess(db, actor, 'detail', [found.registration.patient.id]);
            return found;
          },
          schedules: async ({ db, input }) => {
            const date = input.date ?? today();
            return { date, list: await schedulesOf(db, date, input.poliId) };
          },
        },
        commands: {
          add: {
            async run(ctx) {
              const control = await planControl(reg(ctx), {
                ...ctx.input,
                visitDate: ctx.input.visitDate ?? '',
              });
              await ctx.audit({
                module: 'RencanaKontrol',
                type: 'add',
                recordId: String(control.id),
                after: {
                  bookingCode: control.bookingCode,
                  visitDate: control.visitDate,
                  scheduleId: control.scheduleId,
                  originRegistrationId: control.origin.id,
                },
              });
              return {
                message: KONTROL_MESSAGES.planned(control.bookingCode, control.visitDate),
                data: { control },
              };
            },
          },
          batal: {
            async run(ctx) {
              const control = await cancelControl(reg(ctx), ctx.input);
              await ctx.audit({
                module: 'RencanaKontrol',
                type: 'batal',
                recordId: String(control.id),
                after: { bookingCode: control.bookingCode, reason: ctx.input.reason },
              });
              return { message: KONTROL_MESSAGES.cancelled, data: { control } };
            },
          },
          'check-in': {
            async run(ctx) {
              const fx: QueueEffects = { tickets: [] };
              const answer = await checkInControl(reg(ctx), ctx.input.id, fx);
              if (!answer.repeated && answer.registration) {
                await auditRegistration(ctx, 'check-in', answer.registration, {
                  bookingCode: answer.booking.bookingCode,
                  originRegistrationId: answer.control.origin.id,
                });
              }
              emitQueue(ctx, fx);
              return {
                message: answer.registration
                  ? REGISTRASI_MESSAGES.checkedIn(answer.registration.regNo)
                  : REGISTRASI_MESSAGES.newPatientAtAdmission,
                data: answer,
              };
            },
          },
        },
      }),
      implement(postOpnameContract, {
        queries: {
          list: async ({ db, input, actor }) => {
            const { from, to } = reportRange(input, today(), DISCHARGE_LIST_MAX_DAYS);
            const answer = await dischargeList(db, { ...input, from, to });
            await logPatientAccess(
              db,
              actor,
              'list',
              answer.list.map((d) => d.registration.patient.id),
            );
            return { ...answer, from, to };
          },
        },
      }),
      ...[laporanAdmisiContract, laporanAdmisiRajalContract].map((contract) => {
        // report-admisi-rajal is the same report, outpatient registrations only.
        const kindOf = (asked: RegistrationKind | null) =>
          contract === laporanAdmisiRajalContract ? 'RAJAL' : asked;
        const filterOf = (input: {
          from: string | null;
          to: string | null;
          kind: RegistrationKind | null;
        }) => ({
          ...reportRange(input, wibDay(clock.now()), ADMISSION_REPORT_MAX_DAYS),
          kind: kindOf(input.kind),
        });
        return implement(contract, {
          queries: {
            report: async ({ db, input }) =>
              admissionReport(db, filterOf(input), ADMISSION_REPORT_MAX_DAYS),
            export: async ({ db, input, actor, reply }) =>
              sendAdmissionExport(db, actor, reply, contract.module, {
                ...filterOf(input),
                download: input.download,
              }),
          },
        });
      }),
    ];
  },
});
