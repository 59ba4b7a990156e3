/**
 * The queue ticket: its machine and its workflow actions, importable alone (the lobby boards and
 * the kiosk need nothing else of the domain). `./machines` lists the machine with every other.
 */
import { defineMachine } from './machine-kit';
import { queueTicketStatus } from './statuses/queue';
import { defineWorkflow } from './workflows';

/**
 * Taken -> called to a counter (recalled, marked present or absent) -> served -> done, or sent
 * on to another unit. An absent (skipped) patient may be called again. Recalling and marking
 * present keep the status (workflow actions below). A ticket not yet done is cancelled when the
 * visit it belongs to is voided (the registrations context does it in the void's transaction; no
 * counter button does it, so it is not a workflow action).
 */
export const queueTicketMachine = defineMachine(queueTicketStatus, ['WAITING'], {
  WAITING: ['CALLED', 'CANCELLED'],
  CALLED: ['SERVING', 'SKIPPED', 'DONE', 'TRANSFERRED', 'CANCELLED'],
  SERVING: ['DONE', 'TRANSFERRED', 'CANCELLED'],
  SKIPPED: ['CALLED', 'CANCELLED'],
  DONE: [],
  TRANSFERRED: [],
  CANCELLED: [],
});

type TicketStatus = (typeof queueTicketMachine.states)[number];

/** What the queue ticket's actions look at. */
export interface QueueTicketState {
  status: TicketStatus;
  /** Y present, B called but not yet present, N absent (null before the first call). */
  callStatus: 'Y' | 'B' | 'N' | null;
}

const notPresentYet = (t: QueueTicketState) => t.callStatus !== 'Y';

/**
 * A queue ticket at a counter. `panggil` here is calling one chosen waiting ticket (calling "the
 * next" picks the oldest waiting ticket and is the same action).
 */
export const queueTicketWorkflow = defineWorkflow<QueueTicketState>()(queueTicketMachine, {
  panggil: {
    label: 'Panggil',
    from: ['WAITING'],
    to: 'CALLED',
    refusal: 'Nomor antrean sudah dipanggil petugas lain.',
    conflict: true,
  },
  'panggil-ulang': {
    label: 'Panggil Ulang',
    from: ['CALLED', 'SKIPPED'],
    to: 'CALLED',
    refusal: 'Hanya nomor yang sudah dipanggil atau dilewati yang dapat dipanggil ulang.',
  },
  hadir: {
    label: 'Hadir',
    from: ['CALLED'],
    to: 'CALLED',
    refusal: 'Hanya nomor yang sedang dipanggil yang dapat ditandai hadir.',
    when: { test: notPresentYet, refusal: 'Pasien sudah ditandai hadir.' },
  },
  'tidak-hadir': {
    label: 'Tidak Hadir',
    from: ['CALLED'],
    to: 'SKIPPED',
    refusal: 'Hanya nomor yang sedang dipanggil yang dapat ditandai tidak hadir.',
    when: { test: notPresentYet, refusal: 'Pasien sudah ditandai hadir.' },
  },
  layani: {
    label: 'Layani',
    from: ['CALLED'],
    to: 'SERVING',
    refusal: 'Hanya nomor yang sedang dipanggil yang dapat dilayani.',
  },
  selesai: {
    label: 'Selesai',
    from: ['CALLED', 'SERVING'],
    to: 'DONE',
    refusal: 'Nomor antrean ini belum dipanggil atau sudah selesai.',
  },
  transfer: {
    label: 'Pindahkan',
    from: ['CALLED', 'SERVING'],
    to: 'TRANSFERRED',
    refusal: 'Hanya nomor yang sedang dipanggil atau dilayani yang dapat dipindahkan.',
  },
});
