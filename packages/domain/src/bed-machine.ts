/**
 * An inpatient bed's state, its machine and the ward's actions on it, importable alone. The state of a bed now is derived
 * from its occupancy intervals (context `kamar`: lying in it, booked for an admission, being
 * cleaned after a discharge or transfer, none: free) and from the bed master's out-of-service
 * condition (RUSAK, also an inactive bed, room or ward). The kamar module checks every step of a
 * bed against this machine (docs/kamar.md); `./machines` lists it with every other machine.
 */
import { defineMachine } from './machine-kit';
import { statusList } from './vocabulary';
import { defineWorkflow } from './workflows';

export const bedState = statusList('bedState', 'Status Tempat Tidur', [
  { code: 'FREE', label: 'Kosong', tone: 'success' },
  { code: 'OCCUPIED', label: 'Terisi', tone: 'danger' },
  { code: 'BOOKED', label: 'Dipesan', tone: 'warning' },
  { code: 'CLEANING', label: 'Dibersihkan', tone: 'info' },
  { code: 'RUSAK', label: 'Rusak', tone: 'muted' },
]);

/**
 * Free -> occupied (an admission, a transfer in) or booked for an admission (which the admission
 * then occupies, or which is released); occupied -> being cleaned (a discharge, a transfer out);
 * cleaned -> free (ready). A free or cleaned bed may go out of service, and back to free once
 * repaired. An occupied or booked bed never goes straight out of service or free: the patient
 * leaves first (through a discharge or a transfer), so a bed is never emptied without its
 * interval being closed.
 */
export const bedMachine = defineMachine(bedState, ['FREE', 'RUSAK'], {
  FREE: ['OCCUPIED', 'BOOKED', 'RUSAK'],
  OCCUPIED: ['CLEANING'],
  BOOKED: ['OCCUPIED', 'FREE'],
  CLEANING: ['FREE', 'RUSAK'],
  RUSAK: ['FREE'],
});

/** A bed's state (not the filter's 'ALL'). */
export type BedStatus = (typeof bedMachine.states)[number];

/** What the bed's actions look at. */
export interface BedRecord {
  status: BedStatus;
  /** The bed is booked for the registration being placed in it (its own booking). */
  ownBooking: boolean;
}

/**
 * The steps the ward desk and the admission take on a bed (the kamar module refuses any other,
 * answering with the bed's code and what holds it). A transfer empties one bed (`pindah`) and
 * occupies another (`tempati`) at the same instant.
 */
export const bedWorkflow = defineWorkflow<BedRecord>()(bedMachine, {
  tempati: {
    label: 'Tempatkan',
    from: ['FREE', 'BOOKED'],
    to: 'OCCUPIED',
    refusal: 'Tempat tidur ini tidak kosong.',
    conflict: true,
    when: {
      test: (b) => b.status !== 'BOOKED' || b.ownBooking,
      refusal: 'Tempat tidur ini sudah dipesan untuk pasien lain.',
    },
  },
  pesan: {
    label: 'Pesan',
    from: ['FREE'],
    to: 'BOOKED',
    refusal: 'Tempat tidur ini tidak kosong.',
    conflict: true,
  },
  pindah: {
    label: 'Pindah',
    from: ['OCCUPIED'],
    to: 'CLEANING',
    refusal: 'Hanya tempat tidur yang terisi yang dapat dikosongkan.',
  },
  pulangkan: {
    label: 'Pulangkan',
    from: ['OCCUPIED'],
    to: 'CLEANING',
    refusal: 'Hanya tempat tidur yang terisi yang dapat dikosongkan.',
  },
  siap: {
    label: 'Siap Dipakai',
    from: ['CLEANING'],
    to: 'FREE',
    refusal: 'Hanya tempat tidur yang sedang dibersihkan yang dapat ditandai siap.',
  },
});
