/**
 * Controls and discharges, context `registrasi` (docs/registrasi.md, "Control visits"):
 *
 * - `RencanaKontrol` (menu rencana-kontrol): the patient's next control visit planned from a visit
 *   (a clinic visit being or already served, an emergency visit that left, an inpatient stay that
 *   ended) on a doctor's schedule of a later day within its quota. A control is a booking (the
 *   queue's `q_reservations`: booking code, quota, kiosk and desk check-in, cancellation with a
 *   reason) with the visit it came from; its check-in on its day makes the control visit's
 *   registration, payer and control letter carried over.
 * - `PostOpname` (menu post-opname): the inpatient stays that ended over a range of days, with
 *   their control plan if any.
 */
import { z } from 'zod';
import { cleanNoteText } from './dokumen';
import { command, defineContract, out, query } from './kit';
import { type ListAnswer, listQuery } from './list';
import { id, optionalChoice, optionalDay, optionalId, plainText } from './params';
import {
  type BookingView,
  type CheckInAnswer,
  REGISTRASI_MESSAGES,
  type RegistrationView,
  type ScheduleQuota,
} from './registrasi';

export const KONTROL_MESSAGES = {
  badOrigin: 'Kunjungan asal wajib dipilih.',
  badControl: 'Rencana kontrol wajib dipilih.',
  originNotFound: 'Kunjungan asal tidak ditemukan.',
  originNotEligible:
    'Rencana kontrol dibuat dari kunjungan poli yang sedang atau sudah dilayani, kunjungan UGD yang sudah keluar, atau rawat inap yang sudah pulang.',
  dayNotAfter: (day: string) => `Tanggal kontrol harus setelah ${day}.`,
  otherClinic: 'Jadwal kontrol harus di poli yang sama dengan kunjungan asal.',
  alreadyPlanned: (code: string, day: string) =>
    `Kunjungan ini sudah memiliki rencana kontrol ${code} tanggal ${day}; batalkan dahulu untuk menjadwalkan ulang.`,
  notControl: 'Reservasi ini bukan rencana kontrol.',
  noteTooLong: 'Catatan maksimal 500 karakter.',
  planned: (code: string, day: string) =>
    `Rencana kontrol tanggal ${day} dibuat dengan kode booking ${code}.`,
  cancelled: 'Rencana kontrol dibatalkan.',
} as const;

/** Longest range of the control list, in days (both ends included). */
export const CONTROL_LIST_MAX_DAYS = 62;
/** Days ahead the control list shows when no range is asked for. */
export const CONTROL_LIST_DEFAULT_DAYS = 30;
/** Longest range of the discharge list, in days (both ends included). */
export const DISCHARGE_LIST_MAX_DAYS = 31;
/** How far back a patient's visits are offered as the origin of a control, in days. */
export const CONTROL_ORIGIN_DAYS = 90;

/** The visit a control was planned from. */
export interface ControlOrigin {
  id: number;
  regNo: string;
  kind: RegistrationView['kind'];
  status: string;
  visitDate: string;
  /** The day the visit ended (a stay: the day the patient left care); the control comes after. */
  endDay: string;
  poliId: number | null;
  poliName: string | null;
  doctorName: string | null;
}

/** A control booking as the control list shows it. */
export interface ControlView extends BookingView {
  /** The patient (the origin visit's). */
  patientId: number;
  poliId: number | null;
  poliName: string | null;
  /** PAGI, SORE, MALAM. */
  slot: string | null;
  origin: ControlOrigin;
  note: string | null;
  plannedAt: string;
  plannedBy: string | null;
}

/** A visit a control may be planned from, with the plan it already holds (not cancelled). */
export interface ControlOriginCandidate {
  registration: RegistrationView;
  endDay: string;
  /** Null when a control may be planned from it, else why not. */
  refusal: string | null;
  /** Its plan still waiting for its day (a second one is refused). */
  openPlan: ControlView | null;
  /** Every control planned from it, newest first. */
  plans: ControlView[];
}

/** An inpatient stay that ended, as the discharge list shows it. */
export interface DischargeView {
  registration: RegistrationView;
  admittedAt: string;
  dischargedAt: string;
  /** Days between the admission day and the discharge day (at least 1). */
  lengthOfStay: number;
  /** The bed the patient left from. */
  ward: string | null;
  bed: string | null;
  /** The latest control planned from this stay (not cancelled), if any. */
  control: ControlView | null;
}

const note = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: KONTROL_MESSAGES.noteTooLong })
    .transform(cleanNoteText)
    .refine((t) => t.length <= 500, { error: KONTROL_MESSAGES.noteTooLong })
    .transform((t) => (t === '' ? null : t)),
);

const rangeExtra = { from: optionalDay('Tanggal Awal'), to: optionalDay('Tanggal Akhir') };

export const rencanaKontrolContract = defineContract({
  module: 'RencanaKontrol',
  context: 'registrasi',
  menu: 'rencana-kontrol',
  queries: {
    /**
     * GET /get/RencanaKontrol?from=&to=&poliId=&status=&search=: the controls planned for a range
     * of days (today and the next 30 by default), by clinic and booking status.
     */
    list: query({
      input: listQuery({
        sortable: ['visitDate', 'bookingCode', 'name'],
        defaultSort: { field: 'visitDate', type: 'asc' },
        filters: {
          poliId: optionalId(REGISTRASI_MESSAGES.badPoli),
          status: optionalChoice(
            ['BOOKED', 'CHECKED_IN', 'CANCELLED'],
            'Status rencana kontrol tidak valid.',
          ),
        },
        extra: rangeExtra,
      }),
      access: 'view',
      output: out<
        ListAnswer<ControlView> & {
          from: string;
          to: string;
          polis: { id: number; name: string }[];
        }
      >(),
    }),
    /** GET /get/RencanaKontrol/pasien/{patientId}: the patient's visits a control may come from. */
    origins: query({
      input: z.object({ pageId: id(REGISTRASI_MESSAGES.badPatient) }),
      access: 'view',
      slug: 'pasien',
      byId: true,
      output: out<{ patientId: number; list: ControlOriginCandidate[] }>(),
    }),
    /** GET /get/RencanaKontrol/asal/{registrationId}: one visit as a control's origin. */
    origin: query({
      input: z.object({ pageId: id(KONTROL_MESSAGES.badOrigin) }),
      access: 'view',
      slug: 'asal',
      byId: true,
      output: out<ControlOriginCandidate>(),
    }),
    /** GET /get/RencanaKontrol/jadwal?date=&poliId=: a day's schedules with their places. */
    schedules: query({
      input: z.object({
        date: optionalDay('Tanggal Kontrol'),
        poliId: optionalId(REGISTRASI_MESSAGES.badPoli),
      }),
      access: 'view',
      slug: 'jadwal',
      output: out<{ date: string; list: ScheduleQuota[] }>(),
    }),
  },
  commands: {
    /** Plans a control: a booking of the schedule's day within its quota, from the visit. */
    add: command({
      input: z.object({
        originRegistrationId: id(KONTROL_MESSAGES.badOrigin),
        scheduleId: id(REGISTRASI_MESSAGES.badSchedule),
        visitDate: optionalDay('Tanggal Kontrol').refine((v) => v !== null, {
          error: 'Tanggal Kontrol wajib diisi.',
        }),
        note,
      }),
      access: 'add',
      output: out<{ control: ControlView }>(),
    }),
    /** Cancels a control not yet checked in, with a reason. */
    batal: command({
      input: z.object({
        id: id(KONTROL_MESSAGES.badControl),
        reason: plainText({ label: 'Alasan', max: 200, required: true }),
      }),
      access: 'edit',
      output: out<{ control: ControlView }>(),
    }),
    /** Checks a control in on its day: the control visit's registration in the clinic's queue. */
    'check-in': command({
      input: z.object({ id: id(KONTROL_MESSAGES.badControl) }),
      access: 'edit',
      output: out<CheckInAnswer & { control: ControlView }>(),
    }),
  },
});

export const postOpnameContract = defineContract({
  module: 'PostOpname',
  context: 'registrasi',
  menu: 'post-opname',
  queries: {
    /**
     * GET /get/PostOpname?from=&to=&control=&search=: the stays that ended over a range of days
     * (this month by default), with or without a control plan.
     */
    list: query({
      input: listQuery({
        sortable: ['dischargedAt', 'name', 'rmNo'],
        defaultSort: { field: 'dischargedAt', type: 'desc' },
        filters: { control: optionalChoice(['Y', 'N'], 'Filter rencana kontrol tidak valid.') },
        extra: rangeExtra,
      }),
      access: 'view',
      output: out<ListAnswer<DischargeView> & { from: string; to: string }>(),
    }),
  },
});

export const registrasiKontrolContracts = [rencanaKontrolContract, postOpnameContract] as const;
