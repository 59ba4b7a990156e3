/**
 * Context `antrean`: the queue of every counter (tickets, calls, transfers), bookings and their
 * check-in, the kiosk's tickets, the lobby boards and the bed board (docs/queue.md).
 * Contracts: `@simrs/validators/contracts` antrean.ts. A ticket's actions are checked against
 * the domain's `queueTicketWorkflow` (by the dispatch before a command runs, and by the service).
 */
import type { QueueEvent, QueueTicket } from '@simrs/domain/queue';
import {
  antreanContract,
  antreanResourceContracts,
  antreanResources,
  antreanUnitContract,
  CATEGORY_MENU,
  reservasiContract,
  taskIdHarianContract,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { notFound, validationError } from '../../platform/errors';
import {
  type CommandContext,
  defineModule,
  implement,
  type ModuleDeps,
  type Trx,
} from '../../platform/module';
import { implementResources } from '../../platform/resources';
import { bedAvailability } from './beds';
import { maskName, wibDay } from './mask';
import { migrations } from './migrations/index';
import { unitRoomRule } from './rooms';
import { seedQueue } from './seed';
import {
  callNext,
  cancelReservation,
  checkIn,
  createReservation,
  getTicket,
  getUnit,
  isHoliday,
  listTickets,
  listUnits,
  publicTicket,
  type ServiceContext,
  takeTicket,
  taskTimes,
  transfer,
  transition,
} from './service';
import { staffViews } from './staff';
import { terminalImplementation } from './terminals';

export type { PublicTicket, QueueEvent, QueueTicket } from '@simrs/domain/queue';
export { maskName } from './mask';
export {
  type CheckInListener,
  callNext as callTicket,
  cancel as cancelTicket,
  cancelReservation,
  checkIn,
  createReservation,
  getReservation,
  getTicket,
  getUnit,
  onCheckIn,
  type Reservation,
  type ServiceContext,
  setSlotUsage,
  takeTicket,
  transfer as transferTicket,
  transition as ticketTransition,
} from './service';
export { CATEGORY_MENU };

/** Statuses a lobby board shows. */
const ACTIVE_STATUSES = ['WAITING', 'CALLED', 'SERVING', 'SKIPPED'];

type Emit = (room: string, event: string, payload: unknown) => void;

/** `queue:changed` for every change, `queue:called` for calls and recalls (room `unit:{id}`). */
export function emitTicket(emit: Emit, action: QueueEvent['action'], ticket: QueueTicket): void {
  const event: QueueEvent = {
    unitId: ticket.unitId,
    action,
    ticket: publicTicket(ticket),
    at: Date.now(),
  };
  const room = `unit:${ticket.unitId}`;
  emit(room, 'queue:changed', event);
  if (action === 'panggil' || action === 'panggil-ulang') emit(room, 'queue:called', event);
}

function queueImplementations(deps: ModuleDeps) {
  const { clock } = deps;
  const svc = (trx: Trx, actor: ServiceContext['actor']): ServiceContext => ({
    db: trx,
    actor,
    clock,
  });
  const dayOr = (date: string | null) => date ?? wibDay(clock.now());

  /** The unit, the caller authorised on its category's menu. */
  async function unitFor(
    ctx: { trx?: Trx; db?: ModuleDeps['db']; authorize(menu: string): void },
    unitId: number,
  ) {
    const unit = await getUnit(ctx.trx ?? ctx.db ?? deps.db, unitId);
    if (!unit) throw validationError({ unitId: ['Unit Tujuan tidak ditemukan.'] });
    ctx.authorize(CATEGORY_MENU[unit.category]);
    return unit;
  }

  /** Locks the ticket, authorises the caller on its unit, and gives what the workflow reads. */
  async function loadTicket(ctx: Omit<CommandContext<{ id: number }, null>, 'record'>) {
    const row = await sql<{ unitId: number }>`select unit_id as "unitId" from q_tickets
      where id = ${ctx.input.id} for update`.execute(ctx.trx);
    const found = row.rows[0];
    if (!found) throw notFound();
    await unitFor(ctx, found.unitId);
    const ticket = await getTicket(ctx.trx, ctx.input.id);
    if (!ticket) throw notFound();
    return ticket;
  }

  const ticketAction = (
    action: 'panggil-ulang' | 'hadir' | 'tidak-hadir' | 'layani' | 'selesai',
    message: string,
  ) => ({
    load: loadTicket,
    async run(ctx: CommandContext<{ id: number; counter: string | null }, QueueTicket>) {
      const ticket = await transition(svc(ctx.trx, ctx.actor), {
        id: ctx.input.id,
        action,
        ...(ctx.input.counter ? { counter: ctx.input.counter } : {}),
      });
      emitTicket(ctx.emit, action, ticket);
      return { message, data: { ticket } };
    },
  });

  return [
    implement(antreanContract, {
      queries: {
        list: async (ctx) => {
          const unit = await unitFor(ctx, ctx.input.unitId);
          const day = dayOr(ctx.input.date);
          const list = await listTickets(ctx.db, { unitIds: [unit.id], day });
          return {
            unit,
            day,
            list,
            waiting: list.filter((t) => t.status === 'WAITING').length,
            served: list.filter((t) => t.status === 'DONE' || t.status === 'TRANSFERRED').length,
          };
        },
      },
      commands: {
        ambil: {
          async run(ctx) {
            await unitFor(ctx, ctx.input.unitId);
            const out = await takeTicket(svc(ctx.trx, ctx.actor), {
              unitId: ctx.input.unitId,
              source: 'staff',
              patientName: ctx.input.patientName,
            });
            emitTicket(ctx.emit, 'ambil', out.ticket);
            return { message: `Nomor antrean ${out.ticket.code} dibuat.`, data: out };
          },
        },
        panggil: {
          /** A chosen ticket is locked and checked; "the next one" is claimed atomically. */
          async load(ctx) {
            await unitFor(ctx, ctx.input.unitId);
            if (ctx.input.ticketId === null) return null;
            const r = await sql<{ id: number }>`select id from q_tickets
              where id = ${ctx.input.ticketId} and unit_id = ${ctx.input.unitId} for update`.execute(
              ctx.trx,
            );
            if (!r.rows[0]) throw notFound();
            return (await getTicket(ctx.trx, ctx.input.ticketId)) ?? null;
          },
          async run(ctx) {
            const { unitId, counter, ticketId } = ctx.input;
            const ticket = await callNext(svc(ctx.trx, ctx.actor), {
              unitId,
              counter,
              ...(ticketId !== null ? { ticketId } : {}),
            });
            if (!ticket) {
              return { message: 'Tidak ada antrean yang menunggu.', data: { ticket: null } };
            }
            emitTicket(ctx.emit, 'panggil', ticket);
            return { message: `Memanggil nomor ${ticket.code} ke ${counter}.`, data: { ticket } };
          },
        },
        'panggil-ulang': ticketAction('panggil-ulang', 'Nomor antrean dipanggil ulang.'),
        hadir: ticketAction('hadir', 'Pasien ditandai hadir.'),
        'tidak-hadir': ticketAction('tidak-hadir', 'Pasien ditandai tidak hadir.'),
        layani: ticketAction('layani', 'Pasien sedang dilayani.'),
        selesai: ticketAction('selesai', 'Pelayanan selesai.'),
        transfer: {
          load: loadTicket,
          async run(ctx) {
            const out = await transfer(svc(ctx.trx, ctx.actor), {
              id: ctx.input.id,
              toUnitId: ctx.input.toUnitId,
            });
            emitTicket(ctx.emit, 'transfer', out.from);
            emitTicket(ctx.emit, 'ambil', out.to);
            return { message: `Pasien dipindahkan dengan nomor ${out.to.code}.`, data: out };
          },
        },
      },
      displays: {
        /** A lobby board: today's open tickets of its units (names masked) and the latest calls. */
        antrean: async ({ trx, input }) => {
          const all = await listUnits(
            trx,
            input.categories ? { categories: input.categories } : {},
          );
          const units = input.unitIds ? all.filter((u) => input.unitIds?.includes(u.id)) : all;
          const day = wibDay(clock.now());
          const ids = units.map((u) => u.id);
          const tickets = await listTickets(trx, { unitIds: ids, day, statuses: ACTIVE_STATUSES });
          const recent = await sql<{ id: number }>`select id from q_tickets
            where day = ${day} and called_at is not null
              and unit_id in (${sql.join((ids.length > 0 ? ids : [0]).map((id) => sql`${id}`))})
            order by called_at desc limit 10`.execute(trx);
          const recentTickets: QueueTicket[] = [];
          for (const r of recent.rows) {
            const t = await getTicket(trx, r.id);
            if (t) recentTickets.push(t);
          }
          return {
            day,
            serverTime: clock.now().toISOString(),
            units: units.map(({ id, code, name, category, prefix }) => ({
              id,
              code,
              name,
              category,
              prefix,
            })),
            tickets: tickets.map(publicTicket),
            recentCalls: recentTickets.map(publicTicket),
          };
        },
        /** The kiosk's start screen: units issuing numbers there, and today's holiday. */
        anjungan: async ({ trx, input }) => {
          const units = await listUnits(trx, {
            kioskOnly: true,
            ...(input.categories ? { categories: input.categories } : {}),
          });
          const day = wibDay(clock.now());
          return {
            day,
            holiday: await isHoliday(trx, day),
            units: units.map(({ id, code, name, category, prefix }) => ({
              id,
              code,
              name,
              category,
              prefix,
            })),
          };
        },
        /** display-cetak: a ticket taken at the kiosk. */
        'ambil-tiket': async ({ trx, input, actor, emit }) => {
          const out = await takeTicket(svc(trx, actor), { unitId: input.unitId, source: 'kiosk' });
          emitTicket(emit, 'ambil', out.ticket);
          return {
            ticket: publicTicket(out.ticket),
            unit: { id: out.unit.id, name: out.unit.name, category: out.unit.category },
            waitingAhead: out.waitingAhead,
            issuedAt: out.ticket.createdAt,
          };
        },
        /** display-check-in / input-kode-booking / scan-qr-code / input-kode-bpjs. */
        'check-in': async ({ trx, input, actor, emit }) => {
          // A BPJS card number comes with a second fact (the contract refuses it alone).
          const out = await checkIn(
            svc(trx, actor),
            input.bookingCode
              ? {
                  bookingCode: input.bookingCode,
                  ...(input.bpjsNo ? { bpjsNo: input.bpjsNo } : {}),
                }
              : { bpjsNo: input.bpjsNo, birthDate: input.birthDate ?? '' },
          );
          emitTicket(emit, 'ambil', out.ticket);
          return {
            ticket: publicTicket(out.ticket),
            unit: { id: out.unit.id, name: out.unit.name, category: out.unit.category },
            reservation: {
              bookingCode: out.reservation.bookingCode,
              patientName: maskName(out.reservation.patientName),
              visitDate: out.reservation.visitDate,
            },
          };
        },
        /** display-layar: which units a lobby TV shows, by the screen's code. */
        layar: async ({ trx, input }) => {
          const r = await sql<{
            id: number;
            code: string;
            name: string;
            route: string;
            groupId: number;
            runningText: string;
            rows: number;
          }>`select id, code, name, route, group_id as "groupId", running_text as "runningText",
              rows
            from q_displays where lower(code) = lower(${input.code}) and status = 'Y'`.execute(trx);
          const screen = r.rows[0];
          if (!screen) throw notFound();
          const units = await listUnits(trx, { groupId: screen.groupId });
          return { screen, unitIds: units.map((u) => u.id) };
        },
        /** display-anjungan-ranap: beds by ward and class, from the occupancy intervals. */
        bed: async ({ trx }) => ({
          list: await bedAvailability(trx),
          serverTime: clock.now().toISOString(),
        }),
        /** The active clinics. */
        poli: async ({ trx }) => {
          const rows = await sql<{ id: number; code: string; name: string }>`select id, code, name
            from m_poli where status = 'Y' order by name`.execute(trx);
          return { list: rows.rows };
        },
      },
    }),
    implement(antreanUnitContract, {
      queries: {
        /** Units whose queue the caller may view, with today's counts. */
        list: async ({ db, input, can }) => {
          const units = await listUnits(db, input.category ? { categories: [input.category] } : {});
          const day = wibDay(clock.now());
          const visible = units.filter((u) => can(CATEGORY_MENU[u.category], 'view'));
          const counts = await sql<{ unit_id: number; waiting: number; total: number }>`select
              unit_id, count(*) filter (where status = 'WAITING')::int as waiting,
              count(*)::int as total
            from q_tickets where day = ${day} group by unit_id`.execute(db);
          return {
            day,
            list: visible.map((u) => {
              const c = counts.rows.find((r) => r.unit_id === u.id);
              return { ...u, waiting: c?.waiting ?? 0, total: c?.total ?? 0 };
            }),
          };
        },
      },
    }),
    implement(taskIdHarianContract, {
      queries: {
        list: async ({ db, input, can }) => {
          const day = dayOr(input.date);
          const list = await taskTimes(db, day);
          // Full names for staff who may view patients; masked ('Bu** Sa*****') for the others.
          const nameMasked = !can('pasien', 'view');
          return {
            day,
            nameMasked,
            list: nameMasked
              ? list.map((r) => ({ ...r, patientName: maskName(r.patientName) ?? '' }))
              : list,
          };
        },
      },
    }),
    implement(reservasiContract, {
      queries: {
        list: async ({ db, input }) => {
          const day = dayOr(input.date);
          const r = await sql<
            ReturnType<typeof Object> & { unitName: string }
          >`select r.id, r.booking_code as "bookingCode",
              r.unit_id as "unitId", u.name as "unitName", r.schedule_id as "scheduleId",
              r.visit_date::text as "visitDate", r.patient_name as "patientName",
              r.rm_no as "rmNo", r.nik, r.bpjs_no as "bpjsNo", r.payer,
              r.new_patient as "newPatient", r.status, r.checked_in_at as "checkedInAt",
              r.created_at as "createdAt"
            from q_reservations r join q_units u on u.id = r.unit_id
            where r.visit_date = ${day} order by r.id`.execute(db);
          return { day, list: r.rows as never };
        },
      },
      commands: {
        add: {
          async run(ctx) {
            const reservation = await createReservation(svc(ctx.trx, ctx.actor), ctx.input);
            return {
              message: `Reservasi dibuat dengan kode booking ${reservation.bookingCode}.`,
              data: { reservation },
            };
          },
        },
        batal: {
          async run(ctx) {
            const reservation = await cancelReservation(svc(ctx.trx, ctx.actor), ctx.input.id);
            return { message: 'Reservasi dibatalkan.', data: { reservation } };
          },
        },
        'check-in': {
          async run(ctx) {
            const out = await checkIn(svc(ctx.trx, ctx.actor), {
              bookingCode: ctx.input.bookingCode,
            });
            emitTicket(ctx.emit, 'ambil', out.ticket);
            return { message: `Check-in berhasil, nomor antrean ${out.ticket.code}.`, data: out };
          },
        },
      },
    }),
    ...staffViews(clock),
    terminalImplementation(deps),
  ];
}

export const antreanModule = defineModule({
  context: 'antrean',
  migrations,
  seedDemo: (trx) => seedQueue(trx),
  implementations: (deps) => [
    ...implementResources(antreanResourceContracts, antreanResources),
    ...queueImplementations(deps),
  ],
  // Not a route: the rule of the live rooms `unit:{id}` the counters and boards join.
  routes: (_api, deps) => deps.realtime.defineRoom('unit', unitRoomRule(deps.db)),
});
