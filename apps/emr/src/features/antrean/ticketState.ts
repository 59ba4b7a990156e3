/**
 * Pure rules of the staff queue screens: which screen serves which unit category, the counts and
 * the current ticket of a counter, and the formatting of waiting and task times. A ticket's
 * statuses, words, tones and allowed actions are not here: they are the domain's status list
 * (`queueTicketStatus`) and workflow (`queueTicketWorkflow`), which the server enforces.
 */

import {
  type ActionOf,
  labelOf,
  openStatuses,
  queueTicketWorkflow,
  unitCategory,
  allowedActions as workflowActions,
} from '@simrs/domain';
import type { CallStatus, QueueTicket, TicketStatus } from '@simrs/domain/queue';

export { COUNTER_SCREENS } from './counterScreens';

/** The Indonesian name of a unit category (the domain's option list). */
export function categoryLabel(category: string): string {
  return labelOf(unitCategory, category) || category;
}

export const SOURCE_LABEL: Readonly<Record<string, string>> = {
  kiosk: 'Anjungan',
  staff: 'Petugas',
  checkin: 'Check-in',
  transfer: 'Pindahan',
};

export type TicketAction = ActionOf<typeof queueTicketWorkflow>;

/** The button word of a ticket action (the workflow's). */
export function actionLabel(action: TicketAction): string {
  return queueTicketWorkflow.actions[action].label;
}

/** Actions the ticket's state allows, in the order the buttons show (the domain's workflow). */
export function allowedActions(
  ticket: Pick<QueueTicket, 'status' | 'callStatus'>,
): readonly TicketAction[] {
  return workflowActions(queueTicketWorkflow, ticket);
}

const OPEN: readonly string[] = openStatuses(queueTicketWorkflow);

/** Tickets still open at a unit (what a counter works on): some action can still move them. */
export function isOpen(status: TicketStatus): boolean {
  return OPEN.includes(status);
}

export interface QueueCounts {
  waiting: number;
  /** Called (not yet served) or absent: the patient has not been served yet. */
  called: number;
  serving: number;
  /** Finished here or sent on to another unit. */
  served: number;
  total: number;
}

export function countTickets(tickets: readonly Pick<QueueTicket, 'status'>[]): QueueCounts {
  const c: QueueCounts = { waiting: 0, called: 0, serving: 0, served: 0, total: tickets.length };
  for (const t of tickets) {
    if (t.status === 'WAITING') c.waiting += 1;
    else if (t.status === 'CALLED' || t.status === 'SKIPPED') c.called += 1;
    else if (t.status === 'SERVING') c.serving += 1;
    else c.served += 1;
  }
  return c;
}

/**
 * The ticket this counter is working on: its most recently called ticket that is still called or
 * being served. Null when the counter has none.
 */
export function currentTicketOf<T extends Pick<QueueTicket, 'status' | 'counter' | 'calledAt'>>(
  tickets: readonly T[],
  counter: string,
): T | null {
  const mine = tickets
    .filter(
      (t) => (t.status === 'CALLED' || t.status === 'SERVING') && sameCounter(t.counter, counter),
    )
    .sort((a, b) => (b.calledAt ?? '').localeCompare(a.calledAt ?? ''));
  return mine[0] ?? null;
}

export function sameCounter(a: string | null, b: string): boolean {
  return (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
}

/** A counter name: trimmed, single spaces, at most 40 characters (the server's limit). */
export function cleanCounter(raw: string): string {
  return raw
    .replace(/[[\]{}*!?^%#/\\<>]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart()
    .slice(0, 40);
}

/** '12 mnt', '1 jam 5 mnt', '< 1 mnt' for a waiting time in seconds. */
export function formatWait(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return '< 1 mnt';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} mnt`;
  return m === 0 ? `${h} jam` : `${h} jam ${m} mnt`;
}

const WIB_OFFSET_MS = 7 * 3_600_000;

/** The WIB (UTC+7) calendar day of an instant, 'YYYY-MM-DD' (the server's queue day). */
export function wibDay(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'HH:mm:ss' in WIB of an ISO time; '' for a missing or invalid one (spec 8). */
export function wibTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + WIB_OFFSET_MS).toISOString().slice(11, 19);
}

/** BPJS task ids in the order of the task-id-harian columns. */
export const TASK_IDS = ['1', '2', '3', '4', '5', '6', '7', '99'] as const;

export const TASK_LABEL: Readonly<Record<(typeof TASK_IDS)[number], string>> = {
  '1': 'Mulai tunggu admisi',
  '2': 'Mulai layan admisi',
  '3': 'Mulai tunggu poli',
  '4': 'Mulai layan poli',
  '5': 'Selesai poli / tunggu farmasi',
  '6': 'Mulai layan farmasi',
  '7': 'Obat selesai',
  '99': 'Tidak hadir / batal',
};

export const CALL_STATUS_CODES: readonly CallStatus[] = ['Y', 'B', 'N'];

/** Where the counter screen remembers the unit and counter of this browser. */
export function counterStorageKey(category: string): string {
  return `simrs:antrean:loket:${category}`;
}

export interface CounterChoice {
  unitId: number | null;
  counter: string;
}

export function readCounterChoice(
  storage: Pick<Storage, 'getItem'>,
  category: string,
): CounterChoice {
  try {
    const raw = storage.getItem(counterStorageKey(category));
    const parsed = raw ? (JSON.parse(raw) as Partial<CounterChoice>) : {};
    return {
      unitId: typeof parsed.unitId === 'number' ? parsed.unitId : null,
      counter: typeof parsed.counter === 'string' ? cleanCounter(parsed.counter) : '',
    };
  } catch {
    return { unitId: null, counter: '' };
  }
}

export function writeCounterChoice(
  storage: Pick<Storage, 'setItem'>,
  category: string,
  choice: CounterChoice,
): void {
  try {
    storage.setItem(counterStorageKey(category), JSON.stringify(choice));
  } catch {
    // Private mode or a full storage: the choice just is not remembered.
  }
}
