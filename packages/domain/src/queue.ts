/**
 * Queue wire shapes (docs/queue.md, docs/protocol.md#queues): what the server answers and
 * broadcasts, what the api-client hooks and the kiosk boards read. One definition, so the three
 * cannot drift apart. Types, and the category -> menu map. The ticket's statuses and
 * actions are the status list `queueTicketStatus` and `queueTicketWorkflow` (./workflows).
 */
import type { unitCategory } from './lists/services';
import type { ConsultationSlotCode } from './lists/time';
import type { MachineState } from './machines';

/** Unit category codes (vocabularies: admisi, ranap, informasi, ..., farmasi-ugd). */
export type QueueUnitCategory = (typeof unitCategory.entries)[number]['code'];

/**
 * The staff menu that governs each unit category's queue: `view` to read it, `edit` to call and
 * serve. The server authorises by it; the counter screens are the admission categories' menus.
 */
export const CATEGORY_MENU: Readonly<Record<QueueUnitCategory, string>> = {
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

export type TicketStatus = MachineState<'queueTicketStatus'>;
/** Call status of the spec: Y present, B not yet present, N absent. */
export type CallStatus = 'Y' | 'B' | 'N';
export type TicketSource = 'kiosk' | 'staff' | 'checkin' | 'transfer';

/** A queue unit (counter group that issues its own numbers). */
export interface QueueUnit {
  id: number;
  code: string;
  name: string;
  category: QueueUnitCategory;
  prefix: string;
  groupId: number;
  poliId: number | null;
  kioskVisible: 'Y' | 'N';
  status: 'Y' | 'N';
}

/** A ticket as staff screens see it. */
export interface QueueTicket {
  id: number;
  unitId: number;
  day: string;
  number: number;
  code: string;
  source: TicketSource;
  reservationId: number | null;
  bookingCode: string | null;
  previousId: number | null;
  patientName: string | null;
  status: TicketStatus;
  callStatus: CallStatus | null;
  counter: string | null;
  callCount: number;
  calledAt: string | null;
  servedAt: string | null;
  doneAt: string | null;
  createdAt: string;
  version: number;
}

/** A ticket as public boards and socket events carry it: no booking code, the name masked. */
export type PublicTicket = Pick<
  QueueTicket,
  | 'id'
  | 'unitId'
  | 'day'
  | 'number'
  | 'code'
  | 'status'
  | 'callStatus'
  | 'counter'
  | 'callCount'
  | 'calledAt'
  | 'patientName'
>;

export type QueueAction =
  | 'ambil'
  | 'panggil'
  | 'panggil-ulang'
  | 'hadir'
  | 'tidak-hadir'
  | 'layani'
  | 'selesai'
  | 'transfer'
  /** The ticket's visit was voided: the ticket leaves the queue (CANCELLED). */
  | 'batal';

/** Payload of the `queue:changed` and `queue:called` socket events (room `unit:{unitId}`). */
export interface QueueEvent {
  unitId: number;
  action: QueueAction;
  ticket: PublicTicket;
  /** Server time of the change (ms since epoch), for latency measurements. */
  at: number;
}

/** A unit as a public board shows it. */
export type BoardUnit = Pick<QueueUnit, 'id' | 'code' | 'name' | 'category' | 'prefix'>;

/** `POST /display/board`: today's open tickets of the board's units and the latest calls. */
export interface BoardData {
  day: string;
  serverTime: string;
  units: BoardUnit[];
  tickets: PublicTicket[];
  recentCalls: PublicTicket[];
}

/** `GET /get/AntreanTujuan`: every active unit with its group. */
export interface QueueTarget
  extends Pick<QueueUnit, 'id' | 'code' | 'name' | 'category' | 'prefix' | 'groupId'> {
  groupName: string;
}

export interface WaitingTicket extends QueueTicket {
  unitCode: string;
  unitName: string;
  category: QueueUnitCategory;
  /** Seconds since the number was taken, at the answer's `serverTime`. */
  waitingSeconds: number;
}

export interface BelumDilayaniData {
  day: string;
  serverTime: string;
  units: { id: number; code: string; name: string; category: QueueUnitCategory }[];
  list: WaitingTicket[];
  total: number;
}

/** BPJS task ids recorded for a booking ('1'..'7', '99') -> ISO time. */
export interface TaskIdRow {
  reservationId: number;
  bookingCode: string;
  unitId: number;
  unitName: string;
  patientName: string;
  payer: string;
  status: string;
  tasks: Record<string, string>;
}

export interface TaskIdData {
  day: string;
  /** True when the caller may not view patients: names come masked ('Bu** Sa*****'). */
  nameMasked: boolean;
  list: TaskIdRow[];
}

/** One doctor schedule over the range of `GET /get/LaporanEfektivitasJadwal` (docs/queue.md). */
export interface ScheduleEffectivenessRow {
  scheduleId: number;
  doctorName: string;
  unitId: number;
  unitName: string;
  /** ISO weekday, 1 = Senin ... 7 = Minggu. */
  weekday: number;
  /** The consultation slot (`consultationSlot`: PAGI, SORE, MALAM). */
  slot: ConsultationSlotCode;
  startTime: string;
  endTime: string;
  /** Days of the range on the schedule's weekday that are not holidays. */
  practiceDays: number;
  /** quota x practiceDays. */
  quotaTotal: number;
  booked: number;
  checkedIn: number;
  cancelled: number;
  /** Tickets DONE/TRANSFERRED at the unit on practice days, called within the slot's hours. */
  served: number;
  /** served / quotaTotal x 100, one decimal; null when quotaTotal is 0. */
  utilisation: number | null;
  /** Mean over practice days with a call of (first call in the slot - start), minutes, one decimal; null without calls. */
  avgStartDelay: number | null;
  daysWithCall: number;
}

export type ScheduleEffectivenessTotals = Pick<
  ScheduleEffectivenessRow,
  | 'practiceDays'
  | 'quotaTotal'
  | 'booked'
  | 'checkedIn'
  | 'cancelled'
  | 'served'
  | 'utilisation'
  | 'avgStartDelay'
>;

/** The answer of `GET /get/LaporanEfektivitasJadwal`. */
export interface ScheduleEffectivenessData {
  from: string;
  to: string;
  unitId: number | null;
  doctor: string | null;
  maxDays: number;
  units: { id: number; name: string }[];
  list: ScheduleEffectivenessRow[];
  totals: ScheduleEffectivenessTotals;
}

/** One row of the public bed board (display-anjungan-ranap): a ward and a class. */
export interface BedAvailability {
  ward: string;
  wardCode: string;
  kelas: string;
  /** Beds in service (every active bed not marked RUSAK). */
  capacity: number;
  /** Beds with a patient or booked for one (occupancy intervals). */
  occupied: number;
  /** Beds being cleaned after a patient left: free soon, not yet ready for a patient. */
  cleaning: number;
  /** Beds in service with no open interval: ready for a patient. */
  available: number;
}

/**
 * The live room of the beds: `bangsal:all`. Every admission, booking, transfer, discharge and
 * cleaned bed sends `beds:changed` to it once committed; the ward list, the availability screen
 * and the lobby's bed board read again.
 */
export const BEDS_ROOM = 'bangsal:all';
export const BEDS_CHANGED_EVENT = 'beds:changed';

/** `GET /get/AntreanUnit`: a unit with today's waiting and total counts. */
export interface QueueUnitSummary extends QueueUnit {
  waiting: number;
  total: number;
}

/** `GET /get/AntreanUnit`. */
export interface QueueUnitsData {
  day: string;
  list: QueueUnitSummary[];
}

/** `GET /get/Antrean?unitId=`: a unit's tickets of the day. */
export interface QueueTicketsData {
  unit: QueueUnit;
  day: string;
  list: QueueTicket[];
  waiting: number;
  served: number;
}

/** The do-type answers of `POST /do/Antrean`. */
export interface TakeTicketData {
  ticket: QueueTicket;
  unit: QueueUnit;
  waitingAhead: number;
}
export interface TicketData {
  ticket: QueueTicket | null;
}
export interface TransferData {
  from: QueueTicket;
  to: QueueTicket;
}

/** A booking (admisi-reservasi). */
export interface Reservation {
  id: number;
  bookingCode: string;
  unitId: number;
  scheduleId: number | null;
  visitDate: string;
  patientName: string;
  rmNo: string | null;
  nik: string | null;
  bpjsNo: string | null;
  payer: 'JKN' | 'NON JKN';
  newPatient: 'Y' | 'N';
  status: 'BOOKED' | 'CHECKED_IN' | 'CANCELLED';
  checkedInAt: string | null;
  createdAt: string;
}

/** `GET /get/Reservasi?date=`. */
export interface ReservationsData {
  day: string;
  list: (Reservation & { unitName: string })[];
}

/** `POST /do/Reservasi` `check-in`: the booking's ticket. */
export interface CheckInData {
  ticket: QueueTicket;
  unit: QueueUnit;
  reservation: Reservation;
  waitingAhead?: number;
}

/** A unit as the kiosk shows it. */
export type KioskUnit = Pick<QueueUnit, 'id' | 'code' | 'name' | 'category' | 'prefix'>;

/** `POST /display/anjungan`: the kiosk's start screen. */
export interface AnjunganData {
  day: string;
  /** The holiday's name when today is one. */
  holiday: string | null;
  units: KioskUnit[];
}

/** `POST /display/ambil-tiket`: a ticket taken at the kiosk. */
export interface KioskTicketData {
  ticket: PublicTicket;
  unit: Pick<QueueUnit, 'id' | 'name' | 'category'>;
  waitingAhead: number;
  issuedAt: string;
}

/** `POST /display/check-in`: a booking checked in at the kiosk. */
export interface KioskCheckInData {
  ticket: PublicTicket;
  unit: Pick<QueueUnit, 'id' | 'name' | 'category'>;
  reservation: { bookingCode: string; patientName: string | null; visitDate: string };
}

/** `POST /display/layar`: what a lobby TV configured by its code shows. */
export interface LayarData {
  screen: {
    id: number;
    code: string;
    name: string;
    route: string;
    groupId: number;
    runningText: string;
    rows: number;
  };
  unitIds: number[];
}

/** `POST /display/bed`: the public bed board. */
export interface BedBoardData {
  list: BedAvailability[];
  serverTime: string;
}

/** `POST /display/poli`: the active clinics. */
export interface PoliListData {
  list: { id: number; code: string; name: string }[];
}
