/**
 * Context `kamar`: inpatient bed occupancy as intervals (docs/kamar.md). The ward desk admits a
 * patient into a bed, moves them, discharges them and marks a cleaned bed ready (menu
 * `pasien-bangsal`); availability by ward and class is read under `ketersediaan-kamar-ranap`.
 * Every count derives from the open intervals, never from a flag on the bed master.
 */
import type { BedStatus } from '@simrs/domain';
import { z } from 'zod';
import { command, defineContract, out, query } from './kit';
import { id, optionalId } from './params';

/** A bed's state now (the domain's `bedState` machine): an open interval's kind, free, or RUSAK. */
export type BedState = BedStatus;
/** The states an interval holds a bed in. */
export type BedOccupancyKind = Exclude<BedStatus, 'FREE' | 'RUSAK'>;

export const KAMAR_MESSAGES = {
  badBed: 'Tempat tidur tidak valid.',
  badRegistration: 'Registrasi tidak valid.',
  badPatient: 'Pasien tidak valid.',
  bedNotFound: 'Tempat tidur tidak ditemukan.',
  patientNotFound: 'Pasien tidak ditemukan.',
  bedOutOfService: (bed: string) => `Tempat tidur ${bed} sedang rusak atau tidak aktif.`,
  bedOccupied: (bed: string) => `Tempat tidur ${bed} sudah terisi pasien lain.`,
  bedBooked: (bed: string) => `Tempat tidur ${bed} sudah dipesan untuk pasien lain.`,
  bedCleaning: (bed: string) => `Tempat tidur ${bed} sedang dibersihkan.`,
  alreadyAdmitted: 'Pasien ini sudah menempati atau memesan tempat tidur; gunakan pindah kamar.',
  notAdmitted: 'Pasien ini tidak sedang menempati tempat tidur.',
  sameBed: 'Tempat tidur tujuan sama dengan tempat tidur sekarang.',
  notCleaning: (bed: string) => `Tempat tidur ${bed} tidak sedang dibersihkan.`,
  tooEarly: 'Waktu harus setelah awal penempatan tempat tidur sebelumnya.',
  admitted: 'Pasien ditempatkan di tempat tidur.',
  booked: 'Tempat tidur dipesan.',
  transferred: 'Pasien dipindahkan.',
  discharged: 'Pasien pulang; tempat tidur dibersihkan.',
  ready: 'Tempat tidur siap dipakai.',
} as const;

export interface BedOccupancyView {
  id: number;
  bedId: number;
  kind: BedOccupancyKind;
  registrationId: number | null;
  patientId: number | null;
  from: string;
  to: string | null;
}

export interface BedRow {
  bedId: number;
  bedCode: string;
  bedName: string;
  kamarCode: string;
  kamarName: string;
  wardCode: string;
  ward: string;
  kelasCode: string;
  kelas: string;
  state: BedState;
  /** The open interval (null for a free or out-of-service bed). */
  occupancy: BedOccupancyView | null;
  /** The patient of an occupied or booked bed (null otherwise). */
  patient: BedPatient | null;
}

/** Who lies in (or booked) a bed, as the ward list shows them. */
export interface BedPatient {
  id: number;
  rmNo: string;
  name: string;
  sex: string;
  birthDate: string;
}

/** The beds' live room and its event (`@simrs/domain/queue`); who may join it: */
export { BEDS_CHANGED_EVENT, BEDS_ROOM } from '@simrs/domain/queue';
export const BEDS_ROOM_MENUS = [
  'pasien-bangsal',
  'ketersediaan-kamar-ranap',
  'pendaftaran-ranap',
] as const;

export interface AvailabilityRow {
  wardId: number;
  wardCode: string;
  ward: string;
  kelasId: number;
  kelasCode: string;
  kelas: string;
  /** Beds in service (not RUSAK). */
  capacity: number;
  occupied: number;
  booked: number;
  cleaning: number;
  available: number;
}

const bedInput = { bedId: id(KAMAR_MESSAGES.badBed) };
const registrationInput = { registrationId: id(KAMAR_MESSAGES.badRegistration) };

export const kamarContract = defineContract({
  module: 'PasienBangsal',
  context: 'kamar',
  menu: 'pasien-bangsal',
  queries: {
    /** Every active bed with its state now (filter by ward). */
    beds: query({
      input: z.object({ bangsalId: optionalId('Bangsal tidak valid.') }),
      access: 'view',
      slug: 'beds',
      output: out<{ list: BedRow[] }>(),
    }),
  },
  commands: {
    /** Opens an OCCUPIED interval (consumes the registration's own booking of that bed). */
    admit: command({
      input: z.object({
        ...bedInput,
        ...registrationInput,
        patientId: id(KAMAR_MESSAGES.badPatient),
      }),
      access: 'edit',
      output: out<BedOccupancyView>(),
    }),
    /** Opens a BOOKED interval for a registration that will be admitted. */
    book: command({
      input: z.object({
        ...bedInput,
        ...registrationInput,
        patientId: id(KAMAR_MESSAGES.badPatient),
      }),
      access: 'edit',
      output: out<BedOccupancyView>(),
    }),
    /** Closes the registration's interval and opens one on the new bed; the old bed is cleaned. */
    transfer: command({
      input: z.object({ ...registrationInput, toBedId: id(KAMAR_MESSAGES.badBed) }),
      access: 'edit',
      output: out<BedOccupancyView>(),
    }),
    /** Closes the registration's interval and opens a CLEANING interval on its bed. */
    discharge: command({
      input: z.object(registrationInput),
      access: 'edit',
      output: out<BedOccupancyView>(),
    }),
    /** Closes a bed's CLEANING interval: the bed is free again. */
    ready: command({
      input: z.object(bedInput),
      access: 'edit',
      output: out<{ bedId: number }>(),
    }),
  },
});

export const ketersediaanKamarContract = defineContract({
  module: 'KetersediaanKamarRanap',
  context: 'kamar',
  menu: 'ketersediaan-kamar-ranap',
  queries: {
    /** Beds by ward and class, counted from the open intervals. */
    availability: query({
      input: z.object({
        bangsalId: optionalId('Bangsal tidak valid.'),
        kelasId: optionalId('Kelas tidak valid.'),
      }),
      access: 'view',
      output: out<{ list: AvailabilityRow[] }>(),
    }),
  },
});

export const kamarContracts = [kamarContract, ketersediaanKamarContract] as const;
