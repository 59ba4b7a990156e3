import type { QueueUnitCategory } from '@simrs/validators/resources';

export type TicketStatus = 'WAITING' | 'CALLED' | 'SERVING' | 'SKIPPED' | 'DONE' | 'TRANSFERRED';
/** Call status of the spec: Y present, B not yet present, N absent. */
export type CallStatus = 'Y' | 'B' | 'N';
export type TicketSource = 'kiosk' | 'staff' | 'checkin' | 'transfer';

export interface UnitRow {
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
export interface Ticket {
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

/** A ticket as public boards and sockets see it: no booking code, the name masked. */
export interface PublicTicket {
  id: number;
  unitId: number;
  day: string;
  number: number;
  code: string;
  status: TicketStatus;
  callStatus: CallStatus | null;
  counter: string | null;
  callCount: number;
  calledAt: string | null;
  patientName: string | null;
}

/** Payload of the `queue:changed` and `queue:called` socket events (room `unit:{unitId}`). */
export interface QueueEvent {
  unitId: number;
  action:
    | 'ambil'
    | 'panggil'
    | 'panggil-ulang'
    | 'hadir'
    | 'tidak-hadir'
    | 'layani'
    | 'selesai'
    | 'transfer';
  ticket: PublicTicket;
  /** Server time of the change (ms since epoch), for latency measurements. */
  at: number;
}
