import type {
  BoardData,
  QueueEvent,
  QueueTicket,
  QueueUnitCategory,
  TaskIdData,
} from '@simrs/domain/queue';
import { sql } from 'kysely';
import type { CustomDo, DoContext, ModuleContext, ServerModule } from '../app';
import { HttpError, notFound, validationError } from '../http/errors';
import { authorize, can } from '../permissions';
import type { Realtime } from '../realtime';
import { bedAvailability } from './beds';
import { maskName, wibDay } from './mask';
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
  type QueueClock,
  type Reservation,
  type ServiceContext,
  systemClock,
  takeTicket,
  taskTimes,
  transfer,
  transition,
} from './service';
import { registerStaffViews } from './staff';

export type { PublicTicket, QueueEvent, QueueTicket } from '@simrs/domain/queue';
export { maskName } from './mask';

/** Staff menu that governs each unit category's queue (view to read, edit to call and serve). */
export const CATEGORY_MENU: Record<QueueUnitCategory, string> = {
  admisi: 'admisi-antrean',
  ranap: 'ranap-admisi-antrean',
  informasi: 'informasi-admisi-antrean',
  loket: 'kasir',
  penunjang: 'rekam-medis',
  poli: 'dokter',
  farmasi: 'farmasi',
  'admisi-ugd': 'ugd-admisi-antrean',
  'farmasi-ugd': 'ugd-farmasi',
};

const ACTIVE_STATUSES = ['WAITING', 'CALLED', 'SERVING', 'SKIPPED'];

function idOf(payload: Record<string, unknown>, name: string, label: string): number {
  const v = payload[name];
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
    throw validationError({ [name]: [`${label} wajib dipilih.`] });
  }
  return n;
}

function textOf(
  payload: Record<string, unknown>,
  name: string,
  label: string,
  opts: { required: boolean; max: number; pattern?: RegExp },
): string | null {
  const v = payload[name];
  if (v === undefined || v === null || v === '') {
    if (opts.required) throw validationError({ [name]: [`${label} wajib diisi.`] });
    return null;
  }
  if (typeof v !== 'string' || v.trim().length > opts.max) {
    throw validationError({ [name]: [`${label} maksimal ${opts.max} karakter.`] });
  }
  const t = v.trim().replace(/\s+/g, ' ');
  if (opts.pattern && !opts.pattern.test(t))
    throw validationError({ [name]: [`${label} tidak valid.`] });
  if (/[[\]{}*!?^%#/\\<>]/.test(t)) {
    throw validationError({ [name]: [`${label} mengandung karakter yang tidak diizinkan.`] });
  }
  return t;
}

function emitTicket(realtime: Realtime, action: QueueEvent['action'], ticket: QueueTicket): void {
  const event: QueueEvent = {
    unitId: ticket.unitId,
    action,
    ticket: publicTicket(ticket),
    at: Date.now(),
  };
  const room = `unit:${ticket.unitId}`;
  realtime.emit(room, 'queue:changed', event);
  if (action === 'panggil' || action === 'panggil-ulang')
    realtime.emit(room, 'queue:called', event);
}

/** Options for tests: a fixed clock. */
export interface QueueModuleOptions {
  clock?: QueueClock;
}

export function createQueueModule(options: QueueModuleOptions = {}): ServerModule {
  const clock = options.clock ?? systemClock;
  return (mctx: ModuleContext) => {
    registerQueue(mctx, clock);
    registerStaffViews(mctx, clock, CATEGORY_MENU);
  };
}

export const queueModule: ServerModule = createQueueModule();

function registerQueue(
  { db, realtime, customDo, customGet, displayScreens }: ModuleContext,
  clock: QueueClock,
) {
  const svc = (actor: ServiceContext['actor']): ServiceContext => ({ db, actor, clock });

  /** Authorises the caller on the menu of a unit's category. */
  async function unitFor(ctx: DoContext, unitId: number, action: 'view' | 'edit') {
    const unit = await getUnit(db, unitId);
    if (!unit) throw validationError({ unitId: ['Unit Tujuan tidak ditemukan.'] });
    authorize(ctx.session.user, CATEGORY_MENU[unit.category], action);
    return unit;
  }
  async function ticketFor(ctx: DoContext, id: number) {
    const ticket = await getTicket(db, id);
    if (!ticket) throw notFound();
    await unitFor(ctx, ticket.unitId, 'edit');
    return ticket;
  }

  const transitionDo = (
    action: 'panggil-ulang' | 'hadir' | 'tidak-hadir' | 'layani' | 'selesai',
    message: string,
  ): CustomDo => ({
    permission: null,
    async run(ctx) {
      const id = idOf(ctx.payload, 'id', 'Nomor antrean');
      await ticketFor(ctx, id);
      const counter = textOf(ctx.payload, 'counter', 'Loket', { required: false, max: 40 });
      const ticket = await transition(svc(ctx.actor), {
        id,
        action,
        ...(counter ? { counter } : {}),
      });
      emitTicket(realtime, action, ticket);
      return { message, data: { ticket } };
    },
  });

  customDo.Antrean = {
    ambil: {
      permission: null,
      async run(ctx) {
        const unitId = idOf(ctx.payload, 'unitId', 'Unit Tujuan');
        await unitFor(ctx, unitId, 'edit');
        const patientName = textOf(ctx.payload, 'patientName', 'Nama Pasien', {
          required: false,
          max: 100,
        });
        const out = await takeTicket(svc(ctx.actor), { unitId, source: 'staff', patientName });
        emitTicket(realtime, 'ambil', out.ticket);
        return { message: `Nomor antrean ${out.ticket.code} dibuat.`, data: out };
      },
    },
    panggil: {
      permission: null,
      async run(ctx) {
        const unitId = idOf(ctx.payload, 'unitId', 'Unit Tujuan');
        await unitFor(ctx, unitId, 'edit');
        const counter = textOf(ctx.payload, 'counter', 'Loket', { required: true, max: 40 }) ?? '';
        const ticketId =
          ctx.payload.ticketId === undefined || ctx.payload.ticketId === null
            ? undefined
            : idOf(ctx.payload, 'ticketId', 'Nomor antrean');
        const ticket = await callNext(svc(ctx.actor), {
          unitId,
          counter,
          ...(ticketId !== undefined ? { ticketId } : {}),
        });
        if (!ticket) return { message: 'Tidak ada antrean yang menunggu.', data: { ticket: null } };
        emitTicket(realtime, 'panggil', ticket);
        return { message: `Memanggil nomor ${ticket.code} ke ${counter}.`, data: { ticket } };
      },
    },
    'panggil-ulang': transitionDo('panggil-ulang', 'Nomor antrean dipanggil ulang.'),
    hadir: transitionDo('hadir', 'Pasien ditandai hadir.'),
    'tidak-hadir': transitionDo('tidak-hadir', 'Pasien ditandai tidak hadir.'),
    layani: transitionDo('layani', 'Pasien sedang dilayani.'),
    selesai: transitionDo('selesai', 'Pelayanan selesai.'),
    transfer: {
      permission: null,
      async run(ctx) {
        const id = idOf(ctx.payload, 'id', 'Nomor antrean');
        const toUnitId = idOf(ctx.payload, 'toUnitId', 'Unit Tujuan');
        await ticketFor(ctx, id);
        const out = await transfer(svc(ctx.actor), { id, toUnitId });
        emitTicket(realtime, 'transfer', out.from);
        emitTicket(realtime, 'ambil', out.to);
        return { message: `Pasien dipindahkan dengan nomor ${out.to.code}.`, data: out };
      },
    },
  };

  customDo.Reservasi = {
    add: {
      permission: { menu: 'admisi-reservasi', action: 'add' },
      async run(ctx) {
        const p = ctx.payload;
        const errors: Record<string, string[]> = {};
        const grab = <T>(f: () => T): T | null => {
          try {
            return f();
          } catch (e) {
            if (e instanceof HttpError && e.errors) Object.assign(errors, e.errors);
            else throw e;
            return null;
          }
        };
        const unitId = grab(() => idOf(p, 'unitId', 'Unit Tujuan'));
        const scheduleId =
          p.scheduleId === undefined || p.scheduleId === null || p.scheduleId === ''
            ? null
            : grab(() => idOf(p, 'scheduleId', 'Jadwal Dokter'));
        const visitDate = grab(() =>
          textOf(p, 'visitDate', 'Tanggal Kunjungan', {
            required: true,
            max: 10,
            pattern: /^\d{4}-\d{2}-\d{2}$/,
          }),
        );
        const patientName = grab(() =>
          textOf(p, 'patientName', 'Nama Pasien', { required: true, max: 100 }),
        );
        const rmNo = grab(() =>
          textOf(p, 'rmNo', 'No. RM', { required: false, max: 8, pattern: /^\d{6,8}$/ }),
        );
        const nik = grab(() =>
          textOf(p, 'nik', 'NIK', { required: false, max: 16, pattern: /^\d{16}$/ }),
        );
        const bpjsNo = grab(() =>
          textOf(p, 'bpjsNo', 'No. Kartu BPJS', { required: false, max: 13, pattern: /^\d{13}$/ }),
        );
        const payer = p.payer === 'JKN' || p.payer === 'NON JKN' ? p.payer : null;
        if (!payer) errors.payer = ['Jenis Pasien harus JKN atau NON JKN.'];
        if (payer === 'JKN' && !bpjsNo && !errors.bpjsNo)
          errors.bpjsNo = ['No. Kartu BPJS wajib diisi untuk pasien JKN.'];
        const newPatient = p.newPatient === 'Y' ? 'Y' : 'N';
        if (Object.keys(errors).length > 0) throw validationError(errors);
        const reservation = await createReservation(svc(ctx.actor), {
          unitId: unitId ?? 0,
          scheduleId,
          visitDate: visitDate ?? '',
          patientName: patientName ?? '',
          rmNo,
          nik,
          bpjsNo,
          payer: payer ?? 'NON JKN',
          newPatient,
        });
        return {
          message: `Reservasi dibuat dengan kode booking ${reservation.bookingCode}.`,
          data: { reservation },
        };
      },
    },
    batal: {
      permission: { menu: 'admisi-reservasi', action: 'edit' },
      async run(ctx) {
        const reservation = await cancelReservation(
          svc(ctx.actor),
          idOf(ctx.payload, 'id', 'Reservasi'),
        );
        return { message: 'Reservasi dibatalkan.', data: { reservation } };
      },
    },
    'check-in': {
      permission: { menu: 'admisi-reservasi', action: 'edit' },
      async run(ctx) {
        const code =
          textOf(ctx.payload, 'bookingCode', 'Kode Booking', { required: true, max: 20 }) ?? '';
        const out = await checkIn(svc(ctx.actor), { bookingCode: code });
        emitTicket(realtime, 'ambil', out.ticket);
        return { message: `Check-in berhasil, nomor antrean ${out.ticket.code}.`, data: out };
      },
    },
  };

  const dayOf = (q: Record<string, unknown>): string => {
    const d = q.date ?? q.day;
    if (d === undefined || d === '') return wibDay(clock.now());
    if (typeof d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(d)) {
      throw validationError({ date: ['Tanggal harus berformat YYYY-MM-DD.'] });
    }
    return d;
  };

  customGet.Antrean = {
    async run({ session, query }) {
      const unitId = idOf(query, 'unitId', 'Unit Tujuan');
      const unit = await getUnit(db, unitId);
      if (!unit) throw validationError({ unitId: ['Unit Tujuan tidak ditemukan.'] });
      authorize(session.user, CATEGORY_MENU[unit.category], 'view');
      const day = dayOf(query);
      const list = await listTickets(db, { unitIds: [unitId], day });
      return {
        unit,
        day,
        list,
        waiting: list.filter((t) => t.status === 'WAITING').length,
        served: list.filter((t) => t.status === 'DONE' || t.status === 'TRANSFERRED').length,
      };
    },
  };
  customGet.AntreanUnit = {
    async run({ session, query }) {
      const category =
        typeof query.category === 'string' && query.category !== 'ALL' ? query.category : '';
      const units = await listUnits(db, category ? { categories: [category] } : {});
      const day = wibDay(clock.now());
      const visible = units.filter(
        (u) =>
          session.user.canManageAll === 'Y' ||
          session.user.menuRole.some(
            (m) => m.menu === CATEGORY_MENU[u.category] && m.actions.includes('view'),
          ),
      );
      const counts = await sql<{ unit_id: number; waiting: number; total: number }>`select unit_id,
          count(*) filter (where status = 'WAITING')::int as waiting, count(*)::int as total
        from q_tickets where day = ${day} group by unit_id`.execute(db);
      return {
        day,
        list: visible.map((u) => {
          const c = counts.rows.find((r) => r.unit_id === u.id);
          return { ...u, waiting: c?.waiting ?? 0, total: c?.total ?? 0 };
        }),
      };
    },
  };
  customGet.TaskIdHarian = {
    async run({ session, query }) {
      authorize(session.user, 'task-id-harian', 'view');
      const day = dayOf(query);
      const list = await taskTimes(db, day);
      // Full names for staff who may view patients; masked ('Bu** Sa*****') for the others.
      const nameMasked = !can(session.user, 'pasien', 'view');
      const answer: TaskIdData = {
        day,
        nameMasked,
        list: nameMasked
          ? list.map((r) => ({ ...r, patientName: maskName(r.patientName) ?? '' }))
          : list,
      };
      return answer;
    },
  };
  customGet.Reservasi = {
    async run({ session, query }) {
      authorize(session.user, 'admisi-reservasi', 'view');
      const day = dayOf(query);
      const r = await sql<
        Reservation & { unitName: string }
      >`select r.id, r.booking_code as "bookingCode",
          r.unit_id as "unitId", u.name as "unitName", r.schedule_id as "scheduleId",
          r.visit_date::text as "visitDate", r.patient_name as "patientName", r.rm_no as "rmNo",
          r.nik, r.bpjs_no as "bpjsNo", r.payer, r.new_patient as "newPatient", r.status,
          r.checked_in_at as "checkedInAt", r.created_at as "createdAt"
        from q_reservations r join q_units u on u.id = r.unit_id
        where r.visit_date = ${day} order by r.id`.execute(db);
      return { day, list: r.rows };
    },
  };

  // --- public screens (display token) ---------------------------------------------------------

  const unitIdsOf = (body: Record<string, unknown>): number[] | null => {
    const v = body.unitIds;
    if (v === undefined) return null;
    if (
      !Array.isArray(v) ||
      v.length > 50 ||
      !v.every((x) => Number.isInteger(x) && x > 0 && x < 2 ** 31)
    ) {
      throw validationError({ unitIds: ['Daftar unit tidak valid.'] });
    }
    return v as number[];
  };
  const categoriesOf = (body: Record<string, unknown>): string[] => {
    const v = body.categories;
    if (v === undefined) return [];
    if (
      !Array.isArray(v) ||
      v.length > 9 ||
      !v.every((x) => typeof x === 'string' && x in CATEGORY_MENU)
    ) {
      throw validationError({ categories: ['Kategori unit tidak valid.'] });
    }
    return v as string[];
  };

  /** Board of some units: today's open tickets (masked) and the latest calls. */
  displayScreens.antrean = async (body) => {
    const ids = unitIdsOf(body);
    const categories = categoriesOf(body);
    const all = await listUnits(db, categories.length > 0 ? { categories } : {});
    const units = ids ? all.filter((u) => ids.includes(u.id)) : all;
    const day = wibDay(clock.now());
    const tickets = await listTickets(db, {
      unitIds: units.map((u) => u.id),
      day,
      statuses: ACTIVE_STATUSES,
    });
    const recent = await sql<{ id: number }>`select id from q_tickets
      where day = ${day} and called_at is not null
        and unit_id in (${sql.join((units.length > 0 ? units.map((u) => u.id) : [0]).map((id) => sql`${id}`))})
      order by called_at desc limit 10`.execute(db);
    const recentTickets: QueueTicket[] = [];
    for (const r of recent.rows) {
      const t = await getTicket(db, r.id);
      if (t) recentTickets.push(t);
    }
    const board: BoardData = {
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
    return board;
  };

  /** Kiosk start screen: units that issue numbers at the kiosk, and whether today is a holiday. */
  displayScreens.anjungan = async (body) => {
    const categories = categoriesOf(body);
    const units = await listUnits(db, {
      kioskOnly: true,
      ...(categories.length > 0 ? { categories } : {}),
    });
    const day = wibDay(clock.now());
    return {
      day,
      holiday: await isHoliday(db, day),
      units: units.map(({ id, code, name, category, prefix }) => ({
        id,
        code,
        name,
        category,
        prefix,
      })),
    };
  };

  const kioskActor = (req: { ip: string }) => ({
    userId: null,
    username: 'anjungan',
    address: req.ip,
  });

  /** display-cetak: takes a ticket at a kiosk. */
  displayScreens['ambil-tiket'] = async (body, req) => {
    const unitId = idOf(body, 'unitId', 'Unit Tujuan');
    const out = await takeTicket(svc(kioskActor(req)), { unitId, source: 'kiosk' });
    emitTicket(realtime, 'ambil', out.ticket);
    return {
      ticket: publicTicket(out.ticket),
      unit: { id: out.unit.id, name: out.unit.name, category: out.unit.category },
      waitingAhead: out.waitingAhead,
      issuedAt: out.ticket.createdAt,
    };
  };

  /** display-check-in / input-kode-booking / scan-qr-code / input-kode-bpjs. */
  displayScreens['check-in'] = async (body, req) => {
    const bookingCode = typeof body.bookingCode === 'string' ? body.bookingCode.trim() : '';
    const bpjsNo = typeof body.bpjsNo === 'string' ? body.bpjsNo.trim() : '';
    if (bookingCode && !/^[A-Za-z0-9-]{4,20}$/.test(bookingCode)) {
      throw validationError({ bookingCode: ['Kode booking tidak valid.'] });
    }
    if (!bookingCode && !/^\d{13}$/.test(bpjsNo)) {
      throw validationError(
        bpjsNo
          ? { bpjsNo: ['No. Kartu BPJS harus 13 digit angka.'] }
          : { bookingCode: ['Kode booking wajib diisi.'] },
      );
    }
    const out = await checkIn(svc(kioskActor(req)), bookingCode ? { bookingCode } : { bpjsNo });
    emitTicket(realtime, 'ambil', out.ticket);
    return {
      ticket: publicTicket(out.ticket),
      unit: { id: out.unit.id, name: out.unit.name, category: out.unit.category },
      reservation: {
        bookingCode: out.reservation.bookingCode,
        patientName: maskName(out.reservation.patientName),
        visitDate: out.reservation.visitDate,
      },
    };
  };

  /** display-layar configuration by code (which group a TV shows). */
  displayScreens.layar = async (body) => {
    const code = typeof body.code === 'string' ? body.code : '';
    const r = await sql<{
      id: number;
      code: string;
      name: string;
      route: string;
      groupId: number;
      runningText: string;
      rows: number;
    }>`
      select id, code, name, route, group_id as "groupId", running_text as "runningText", rows
      from q_displays where lower(code) = lower(${code}) and status = 'Y'`.execute(db);
    const screen = r.rows[0];
    if (!screen) throw notFound();
    const units = await listUnits(db, { groupId: screen.groupId });
    return { screen, unitIds: units.map((u) => u.id) };
  };

  /** display-anjungan-ranap: beds by ward and class, from each bed's condition. */
  displayScreens.bed = async () => {
    return {
      list: await bedAvailability(db),
      serverTime: clock.now().toISOString(),
    };
  };
}
