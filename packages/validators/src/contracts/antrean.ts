/**
 * Context `antrean`: queues of every counter, the kiosk's tickets and check-in, bookings, and the
 * lobby boards (docs/queue.md, docs/protocol.md#queues). Server: apps/server/src/modules/antrean.
 * The ticket's statuses and actions are `queueTicketWorkflow` of the domain.
 */
import { queueTicketWorkflow, unitCategory } from '@simrs/domain';
import type {
  AnjunganData,
  BedBoardData,
  BelumDilayaniData,
  BoardData,
  CheckInData,
  KioskCheckInData,
  KioskTicketData,
  LayarData,
  PoliListData,
  QueueTarget,
  QueueTicketsData,
  QueueUnitCategory,
  QueueUnitsData,
  Reservation,
  ReservationsData,
  TakeTicketData,
  TaskIdData,
  TicketData,
  TransferData,
} from '@simrs/domain/queue';
import { z } from 'zod';
import {
  queueDisplayResource,
  queueGroupResource,
  queueHolidayResource,
  queueScheduleResource,
  queueUnitResource,
} from '../resources';
import { access, command, defineContract, display, out, query } from './kit';
import { id, noInput, optionalChoice, optionalDay, optionalId, plainText } from './params';
import { resourceContract } from './resource';

/** Unit category codes (the domain's option list). */
export const QUEUE_CATEGORIES = unitCategory.entries.map((e) => e.code) as unknown as readonly [
  QueueUnitCategory,
  ...QueueUnitCategory[],
];

export { CATEGORY_MENU } from '@simrs/domain/queue';

const UNIT_MENU = "the menu of the unit's category (CATEGORY_MENU)";
const unitId = id('Unit Tujuan wajib dipilih.');
const ticketId = id('Nomor antrean wajib dipilih.');
const day = { date: optionalDay('Tanggal') };
const counter = plainText({ label: 'Loket', max: 40 });
const category = optionalChoice(QUEUE_CATEGORIES, 'Kategori unit tidak valid.');

/** Text of a display screen's field, trimmed; absent gives ''. */
const trimmed = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
    z.string({ error: message }).max(40, { error: message }),
  );

/** The refusal of a check-in by BPJS card number without a second fact. */
export const CHECKIN_SECOND_FACT_MESSAGE =
  'Masukkan tanggal lahir pasien atau kode booking untuk check-in dengan No. Kartu BPJS.';

/** A ticket action: the ticket, and the counter for a recall. */
const ticketAction = z.object({ id: ticketId, counter });

export const antreanContract = defineContract({
  module: 'Antrean',
  context: 'antrean',
  menu: null,
  queries: {
    /** A unit's tickets of a day (today by default). */
    list: query({
      input: z.object({ unitId, ...day }),
      access: access.resolved('view', UNIT_MENU),
      output: out<QueueTicketsData>(),
    }),
  },
  commands: {
    ambil: command({
      input: z.object({
        unitId,
        patientName: plainText({ label: 'Nama Pasien', max: 100 }),
      }),
      access: access.resolved('edit', UNIT_MENU),
      output: out<TakeTicketData>(),
    }),
    /** Calls the oldest waiting ticket of the unit, or the chosen `ticketId`. */
    panggil: command({
      input: z.object({
        unitId,
        counter: plainText({ label: 'Loket', max: 40, required: true }),
        ticketId: optionalId('Nomor antrean wajib dipilih.'),
      }),
      access: access.resolved('edit', UNIT_MENU),
      workflow: queueTicketWorkflow,
      output: out<TicketData>(),
    }),
    'panggil-ulang': command({
      input: ticketAction,
      access: access.resolved('edit', UNIT_MENU),
      workflow: queueTicketWorkflow,
      output: out<TicketData>(),
    }),
    hadir: command({
      input: ticketAction,
      access: access.resolved('edit', UNIT_MENU),
      workflow: queueTicketWorkflow,
      output: out<TicketData>(),
    }),
    'tidak-hadir': command({
      input: ticketAction,
      access: access.resolved('edit', UNIT_MENU),
      workflow: queueTicketWorkflow,
      output: out<TicketData>(),
    }),
    layani: command({
      input: ticketAction,
      access: access.resolved('edit', UNIT_MENU),
      workflow: queueTicketWorkflow,
      output: out<TicketData>(),
    }),
    selesai: command({
      input: ticketAction,
      access: access.resolved('edit', UNIT_MENU),
      workflow: queueTicketWorkflow,
      output: out<TicketData>(),
    }),
    transfer: command({
      input: z.object({ id: ticketId, toUnitId: unitId }),
      access: access.resolved('edit', UNIT_MENU),
      workflow: queueTicketWorkflow,
      output: out<TransferData>(),
    }),
  },
  displays: {
    /** A lobby board: today's open tickets (names masked) and the latest calls. */
    antrean: display({
      input: z.object({
        categories: z
          .array(z.enum(QUEUE_CATEGORIES), { error: 'Kategori unit tidak valid.' })
          .max(9, { error: 'Kategori unit tidak valid.' })
          .optional(),
        unitIds: z
          .array(z.number().int().min(1).max(2_147_483_647), { error: 'Daftar unit tidak valid.' })
          .max(50, { error: 'Daftar unit tidak valid.' })
          .optional(),
      }),
      output: out<BoardData>(),
    }),
    /** The kiosk's start screen: units issuing numbers there, and today's holiday. */
    anjungan: display({
      input: z.object({
        categories: z
          .array(z.enum(QUEUE_CATEGORIES), { error: 'Kategori unit tidak valid.' })
          .max(9, { error: 'Kategori unit tidak valid.' })
          .optional(),
      }),
      output: out<AnjunganData>(),
    }),
    'ambil-tiket': display({ input: z.object({ unitId }), output: out<KioskTicketData>() }),
    /**
     * display-check-in, input-kode-booking, scan-qr-code, input-kode-bpjs. A BPJS card number
     * alone is not enough (anyone can read a card): it needs a second fact, the booking code or
     * the patient's birth date.
     */
    'check-in': display({
      input: z
        .object({
          bookingCode: trimmed('Kode booking tidak valid.'),
          bpjsNo: trimmed('No. Kartu BPJS harus 13 digit angka.'),
          birthDate: optionalDay('Tanggal Lahir'),
        })
        .superRefine((v, ctx) => {
          if (v.bookingCode && !/^[A-Za-z0-9-]{4,20}$/.test(v.bookingCode)) {
            ctx.addIssue({
              code: 'custom',
              path: ['bookingCode'],
              message: 'Kode booking tidak valid.',
            });
          }
          if (v.bpjsNo) {
            if (!/^\d{13}$/.test(v.bpjsNo)) {
              ctx.addIssue({
                code: 'custom',
                path: ['bpjsNo'],
                message: 'No. Kartu BPJS harus 13 digit angka.',
              });
            } else if (!v.bookingCode && !v.birthDate) {
              ctx.addIssue({
                code: 'custom',
                path: ['birthDate'],
                message: CHECKIN_SECOND_FACT_MESSAGE,
              });
            }
          } else if (!v.bookingCode) {
            ctx.addIssue({
              code: 'custom',
              path: ['bookingCode'],
              message: 'Kode booking wajib diisi.',
            });
          }
        }),
      output: out<KioskCheckInData>(),
    }),
    /** display-layar: which units a lobby TV shows, by the screen's code. */
    layar: display({
      input: z.object({
        code: z.preprocess(
          (v) => (typeof v === 'string' ? v : ''),
          z.string().max(40, { error: 'Kode layar tidak valid.' }),
        ),
      }),
      output: out<LayarData>(),
    }),
    /** display-anjungan-ranap: beds by ward and class. */
    bed: display({ input: noInput, output: out<BedBoardData>() }),
    /** Active clinics, for the kiosk's poli choice. */
    poli: display({ input: noInput, output: out<PoliListData>() }),
  },
});

export const antreanUnitContract = defineContract({
  module: 'AntreanUnit',
  context: 'antrean',
  menu: null,
  queries: {
    /** Units whose queue the user may view, with today's counts. */
    list: query({
      input: z.object({ category }),
      access: access.session,
      output: out<QueueUnitsData>(),
    }),
  },
});

export const antreanTujuanContract = defineContract({
  module: 'AntreanTujuan',
  context: 'antrean',
  menu: null,
  queries: {
    /** Every active unit with its group (transfer targets; unit names are public). */
    list: query({
      input: noInput,
      access: access.session,
      output: out<{ list: QueueTarget[] }>(),
    }),
  },
});

export const belumDilayaniContract = defineContract({
  module: 'BelumDilayani',
  context: 'antrean',
  menu: 'belum-dilayani',
  queries: {
    list: query({
      input: z.object({ category, unitId: optionalId('Unit Tujuan tidak valid.') }),
      access: 'view',
      output: out<BelumDilayaniData>(),
    }),
  },
});

export const taskIdHarianContract = defineContract({
  module: 'TaskIdHarian',
  context: 'antrean',
  menu: 'task-id-harian',
  queries: {
    list: query({ input: z.object(day), access: 'view', output: out<TaskIdData>() }),
  },
});

const optionalDigits = (label: string, pattern: RegExp, max: number) =>
  plainText({ label, max, pattern });

export const reservasiContract = defineContract({
  module: 'Reservasi',
  context: 'antrean',
  menu: 'admisi-reservasi',
  queries: {
    list: query({ input: z.object(day), access: 'view', output: out<ReservationsData>() }),
  },
  commands: {
    add: command({
      input: z
        .object({
          unitId,
          scheduleId: optionalId('Jadwal Dokter wajib dipilih.'),
          visitDate: plainText({
            label: 'Tanggal Kunjungan',
            max: 10,
            required: true,
            pattern: /^\d{4}-\d{2}-\d{2}$/,
          }),
          patientName: plainText({ label: 'Nama Pasien', max: 100, required: true }),
          rmNo: optionalDigits('No. RM', /^\d{6,8}$/, 8),
          nik: optionalDigits('NIK', /^\d{16}$/, 16),
          bpjsNo: optionalDigits('No. Kartu BPJS', /^\d{13}$/, 13),
          payer: z.enum(['JKN', 'NON JKN'], { error: 'Jenis Pasien harus JKN atau NON JKN.' }),
          newPatient: z.preprocess((v) => (v === 'Y' ? 'Y' : 'N'), z.enum(['Y', 'N'])),
        })
        .superRefine((v, ctx) => {
          if (v.payer === 'JKN' && !v.bpjsNo) {
            ctx.addIssue({
              code: 'custom',
              path: ['bpjsNo'],
              message: 'No. Kartu BPJS wajib diisi untuk pasien JKN.',
            });
          }
        }),
      access: 'add',
      output: out<{ reservation: Reservation }>(),
    }),
    batal: command({
      input: z.object({ id: id('Reservasi wajib dipilih.') }),
      access: 'edit',
      output: out<{ reservation: Reservation }>(),
    }),
    'check-in': command({
      input: z.object({
        bookingCode: plainText({ label: 'Kode Booking', max: 20, required: true }),
      }),
      access: 'edit',
      output: out<CheckInData>(),
    }),
  },
});

/** A public terminal (kiosk, lobby board) and its display token, as the admin screen lists it. */
export interface DisplayTerminal {
  id: number;
  name: string;
  /** 'N' once revoked: its token opens nothing and its sockets are closed. */
  active: 'Y' | 'N';
  /** The terminal of the configured `BO_DISPLAY_TOKEN` (bootstrap, recorded on its first use). */
  bootstrap: boolean;
  lastSeenAt: string | null;
  lastAddress: string | null;
  createdAt: string;
  createdBy: string | null;
  revokedAt: string | null;
}

/**
 * Display terminals (admin: static-settings). Each kiosk or lobby board gets a token of its own,
 * shown once at `add`; `revoke` ends it at once, sockets included.
 */
export const terminalLayarContract = defineContract({
  module: 'TerminalLayar',
  context: 'antrean',
  menu: 'static-settings',
  queries: {
    list: query({ input: noInput, access: 'view', output: out<{ list: DisplayTerminal[] }>() }),
  },
  commands: {
    /** A new terminal: the answer carries its token, the only time it is shown. */
    add: command({
      input: z.object({ name: plainText({ label: 'Nama Terminal', max: 60, required: true }) }),
      access: 'edit',
      output: out<{ terminal: DisplayTerminal; token: string }>(),
    }),
    revoke: command({
      input: z.object({ id: id('Terminal wajib dipilih.') }),
      access: 'edit',
      output: out<{ terminal: DisplayTerminal }>(),
    }),
  },
});

/** The queue's masters (Group Antrean, Unit Tujuan, Display Layar, Jadwal Dokter, Hari Libur). */
export const antreanResources = [
  queueGroupResource,
  queueUnitResource,
  queueDisplayResource,
  queueScheduleResource,
  queueHolidayResource,
] as const;
export const antreanResourceContracts = antreanResources.map((r) => resourceContract(r, 'antrean'));

/** Every contract of the context. */
export const antreanContracts = [
  ...antreanResourceContracts,
  antreanContract,
  antreanUnitContract,
  antreanTujuanContract,
  belumDilayaniContract,
  taskIdHarianContract,
  reservasiContract,
  terminalLayarContract,
] as const;
