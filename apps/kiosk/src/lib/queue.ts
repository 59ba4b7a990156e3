/** Queue display logic of the boards (server: apps/server/src/modules/antrean, docs/queue.md). */
import { openStatuses, queueTicketWorkflow } from '@simrs/domain';
import type {
  BoardData,
  BoardUnit,
  PublicTicket,
  QueueEvent,
  QueueUnitCategory,
  TicketStatus,
} from '@simrs/domain/queue';

export type { BoardData, BoardUnit, PublicTicket, QueueEvent, TicketStatus };

/** A ticket stays on a board while some action of its workflow can still move it. */
const OPEN: readonly string[] = openStatuses(queueTicketWorkflow);

/** Applies one change event to the board: the ticket replaces its old self (or leaves when closed). */
export function applyEvent(board: BoardData, event: QueueEvent): BoardData {
  if (!board.units.some((u) => u.id === event.unitId)) return board;
  const t = event.ticket;
  if (t.day !== board.day) return board;
  const others = board.tickets.filter((x) => x.id !== t.id);
  const tickets = OPEN.includes(t.status)
    ? [...others, t].sort((a, b) => a.unitId - b.unitId || a.number - b.number)
    : others;
  const recentCalls =
    t.calledAt !== null && (event.action === 'panggil' || event.action === 'panggil-ulang')
      ? [t, ...board.recentCalls.filter((x) => x.id !== t.id)].slice(0, 10)
      : board.recentCalls.map((x) => (x.id === t.id ? t : x));
  return { ...board, tickets, recentCalls };
}

export interface UnitSummary {
  unit: BoardUnit;
  /** The ticket most recently called at this unit (still open), if any. */
  current: PublicTicket | null;
  waiting: number;
  next: PublicTicket[];
}

export function summarize(board: BoardData): UnitSummary[] {
  return board.units.map((unit) => {
    const mine = board.tickets.filter((t) => t.unitId === unit.id);
    const called = mine
      .filter((t) => t.status === 'CALLED' || t.status === 'SERVING')
      .sort((a, b) => (b.calledAt ?? '').localeCompare(a.calledAt ?? ''));
    const waiting = mine.filter((t) => t.status === 'WAITING');
    return { unit, current: called[0] ?? null, waiting: waiting.length, next: waiting.slice(0, 3) };
  });
}

/** Category sets of each public board route (spec section 2.2). */
export const BOARD_ROUTES: Record<string, { title: string; categories: QueueUnitCategory[] }> = {
  'display-poli': { title: 'Antrean Poliklinik', categories: ['poli'] },
  'display-penunjang': { title: 'Antrean Penunjang', categories: ['penunjang'] },
  'display-antrian': { title: 'Antrean Rumah Sakit', categories: [] },
  'display-antrian-admisi': {
    title: 'Antrean Admisi',
    categories: ['admisi', 'informasi', 'loket', 'ranap'],
  },
  'display-antrian-perawat': { title: 'Antrean Pemeriksaan Perawat', categories: ['poli'] },
  'display-antrian-farmasi': { title: 'Antrean Farmasi', categories: ['farmasi'] },
  'display-antrian-farmasi-ugd': { title: 'Antrean Farmasi UGD', categories: ['farmasi-ugd'] },
  'display-antrian-ugd': { title: 'Antrean UGD', categories: ['admisi-ugd', 'farmasi-ugd'] },
  'display-antrian-admisi-ugd': { title: 'Antrean Admisi UGD', categories: ['admisi-ugd'] },
};

/** Reads a booking code out of a scanned QR text: the code itself, or a URL/letter carrying it. */
export function bookingCodeFromScan(text: string): string | null {
  const t = text.trim();
  if (/^[A-Za-z0-9-]{4,20}$/.test(t)) return t.toUpperCase();
  const m = /(?:kodebooking|kode_booking|booking|kode)[=:\s]+([A-Za-z0-9-]{4,20})/i.exec(t);
  return m?.[1] ? m[1].toUpperCase() : null;
}

/** Wording of the call status for boards (spec: Y present, B not yet present, N absent). */
export const CALL_STATUS_LABEL: Record<'Y' | 'B' | 'N', string> = {
  Y: 'Hadir',
  B: 'Belum Hadir',
  N: 'Tidak Hadir',
};
