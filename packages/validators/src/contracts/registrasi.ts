/**
 * Context `registrasi`: the registration (episode) of every visit (docs/registrasi.md). One
 * registration per episode, of a kind (RAJAL, UGD, RANAP) whose status moves along the domain's
 * machine for that kind (`registrationStatusList`); every change is an append-only event (who,
 * when, why). Server: apps/server/src/modules/registrasi.
 *
 * - `Registrasi` (menu registrasi-pasien): the day list, a registration's detail, a patient's
 *   registrations, the day's doctor schedules with their quota, the outpatient registration at
 *   the admission counter (from a queue ticket or not), status changes and voiding.
 * - `RegistrasiUgd` (menu pendaftaran-ugd): an emergency registration.
 * - `RegistrasiRanap` (menu pendaftaran-ranap): an inpatient admission (registration + bed in one
 *   transaction), from a clinic visit, from UGD or directly.
 * - `RegistrasiReservasi` (menu admisi-reservasi): bookings within a schedule's quota, their
 *   cancellation with a reason, and the check-in that turns a booking into a registration.
 */
import {
  type RegistrationKind,
  referralDocument,
  referralType,
  registrationChannel,
} from '@simrs/domain';
import { z } from 'zod';
import { cleanNoteText } from './dokumen';
import type { BedOccupancyView, BedRow } from './kamar';
import { command, defineContract, out, query } from './kit';
import { type ListAnswer, listQuery } from './list';
import {
  id,
  optionalChoice,
  optionalDay,
  optionalId,
  optionalText,
  plainText,
  version,
} from './params';
import type { ChargeLineView } from './tagihan';

export type { RegistrationKind } from '@simrs/domain';

export const REGISTRATION_CHANNELS = registrationChannel.entries.map(
  (e) => e.code,
) as unknown as readonly [RegistrationChannel, ...RegistrationChannel[]];
export type RegistrationChannel = (typeof registrationChannel.entries)[number]['code'];
export const PAYER_TYPES = ['1', '2', '3'] as const;
/** 1 umum, 2 asuransi (with a guarantor), 3 BPJS (card number, SEP number). */
export type PayerTypeCode = (typeof PAYER_TYPES)[number];
export const REFERRAL_TYPES = referralType.entries.map((e) => e.code) as unknown as readonly [
  string,
  ...string[],
];
export const REFERRAL_DOCUMENTS = referralDocument.entries.map(
  (e) => e.code,
) as unknown as readonly [string, ...string[]];
export const REGISTRATION_KIND_CODES = ['RAJAL', 'UGD', 'RANAP'] as const;

export const REGISTRASI_MESSAGES = {
  badPatient: 'Pasien wajib dipilih.',
  badSchedule: 'Jadwal Dokter wajib dipilih.',
  badTicket: 'Nomor antrean tidak valid.',
  badRegistration: 'Registrasi wajib dipilih.',
  badChannel: 'Jalur Pendaftaran tidak valid.',
  badPayer: 'Cara Bayar harus 1 (Umum), 2 (Asuransi) atau 3 (BPJS).',
  guarantorRequired: 'Penjamin wajib dipilih untuk pasien asuransi.',
  bpjsRequired: 'No. Kartu BPJS wajib diisi untuk pasien BPJS.',
  bpjsNo: 'No. Kartu BPJS harus 13 digit angka.',
  sepNo: 'No. SEP harus 19 karakter huruf besar dan angka.',
  badReferralType: 'Jenis Rujukan tidak valid.',
  badReferralDocument: 'Jenis Surat rujukan tidak valid.',
  referralIncomplete: 'Jenis Rujukan dan Jenis Surat wajib diisi bila data rujukan diisi.',
  futureReferral: 'Tanggal Rujukan tidak boleh di masa depan.',
  badClass: 'Hak Kelas harus 1, 2 atau 3.',
  badUpgrade: 'Naik Kelas harus 1 sampai 8.',
  badInpatientType: 'Jenis Rawat Inap harus 1 (Obsgyn), 3 (Umum) atau 4 (Perawatan Kritis).',
  badStatus: 'Status tidak valid.',
  badKind: 'Jenis Registrasi tidak valid.',
  badTariff: 'Tarif Registrasi tidak valid.',
  badBed: 'Tempat tidur wajib dipilih.',
  badPoli: 'Poli tidak valid.',
  badDoctor: 'Nama dokter tidak valid.',
  reasonRequired: 'Alasan pembatalan wajib diisi.',
  patientNotFound: 'Pasien tidak ditemukan.',
  patientInactive: 'Pasien sudah nonaktif atau telah digabung; gunakan rekam medis yang aktif.',
  scheduleNotFound: 'Jadwal Dokter tidak ditemukan atau tidak aktif.',
  scheduleOtherDay: 'Jadwal Dokter tidak praktik hari ini.',
  quotaFull: (doctor: string, slot: string, day: string, used: number, quota: number) =>
    `Kuota ${doctor} sesi ${slot} tanggal ${day} sudah penuh (${used} dari ${quota}).`,
  quotaShareFull: (
    share: 'JKN' | 'non-JKN',
    doctor: string,
    slot: string,
    day: string,
    used: number,
    quota: number,
  ) => `Kuota ${share} ${doctor} sesi ${slot} tanggal ${day} sudah penuh (${used} dari ${quota}).`,
  alreadyRegistered: 'Pasien sudah terdaftar pada jadwal dokter ini hari ini.',
  alreadyInUgd: 'Pasien masih terdaftar di UGD; selesaikan kunjungan UGD sebelumnya.',
  alreadyInpatient: 'Pasien masih dirawat inap; pulangkan atau batalkan rawat inap sebelumnya.',
  ticketNotFound: 'Nomor antrean tidak ditemukan.',
  ticketNotAdmission: 'Nomor antrean ini bukan antrean admisi.',
  ticketNotCalled: 'Nomor antrean harus dipanggil dahulu sebelum didaftarkan.',
  ticketUsed: 'Nomor antrean ini sudah dipakai untuk registrasi lain.',
  ticketOtherDay: 'Nomor antrean ini bukan antrean hari ini.',
  noPoliQueue: 'Poli pada jadwal dokter ini tidak memiliki unit antrean.',
  stale: 'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
  voidHasPayment: 'Registrasi tidak dapat dibatalkan: tagihannya sudah dibayar.',
  useVoid: 'Gunakan Batalkan Registrasi (dengan alasan) untuk membatalkan registrasi.',
  useAdmission: 'Pasien rawat inap didaftarkan melalui Pendaftaran Rawat Inap.',
  originNotFound: 'Registrasi asal tidak ditemukan.',
  originOtherPatient: 'Registrasi asal milik pasien lain.',
  originKind: 'Registrasi asal harus rawat jalan atau UGD.',
  tariffNotRegistration: 'Tarif yang dipilih bukan tarif registrasi.',
  bookingNotFound: 'Kode booking tidak ditemukan.',
  bookingCancelled: 'Reservasi ini sudah dibatalkan.',
  bookingNoSchedule: 'Reservasi tanpa Jadwal Dokter tidak dapat langsung didaftarkan.',
  bookingNotBooked: 'Hanya reservasi yang belum check-in yang dapat dibatalkan.',
  newPatientAtAdmission:
    'Check-in berhasil. Pasien baru: silakan ke loket admisi untuk melengkapi data dan registrasi.',
  registered: (regNo: string) => `Registrasi ${regNo} berhasil disimpan.`,
  statusChanged: 'Status registrasi diubah.',
  voided: 'Registrasi dibatalkan.',
  admitted: (regNo: string) => `Pasien didaftarkan rawat inap dengan registrasi ${regNo}.`,
  booked: (code: string) => `Reservasi dibuat dengan kode booking ${code}.`,
  bookingCancelledOk: 'Reservasi dibatalkan.',
  checkedIn: (regNo: string) => `Check-in berhasil, registrasi ${regNo}.`,
} as const;

export const ADMISSION_REQUEST_MESSAGES = {
  requested: 'Permintaan rawat inap dikirim ke admisi.',
  already: 'Rawat inap untuk kunjungan ini sudah diminta.',
  notAdmittable:
    'Rawat inap hanya dapat diminta dari kunjungan poli yang sedang dilayani atau kunjungan UGD yang belum keluar.',
  noteTooLong: 'Indikasi maksimal 500 karakter.',
  badRequest: 'Permintaan rawat inap wajib dipilih.',
} as const;

const clinicalNote = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: message })
      .transform(cleanNoteText)
      .refine((t) => t.length <= max, { error: message })
      .transform((t) => (t === '' ? null : t)),
  );

/** The patient as a registration shows them (banner). */
export interface RegistrationPatient {
  id: number;
  rmNo: string;
  name: string;
  sex: string;
  birthDate: string | null;
  nik: string | null;
  bpjsNo: string | null;
  phone: string | null;
  status: 'Y' | 'N';
}

export interface RegistrationReferral {
  type: string;
  document: string;
  sourceId: number | null;
  sourceName: string | null;
  number: string | null;
  date: string | null;
}

/** A registration as every list and detail answers it. */
export interface RegistrationView {
  id: number;
  regNo: string;
  kind: RegistrationKind;
  /** A state of `registrationStatusList[kind]`. */
  status: string;
  version: number;
  patient: { id: number; rmNo: string; name: string; sex: string; birthDate: string | null };
  channel: RegistrationChannel;
  payerType: PayerTypeCode;
  guarantorId: number | null;
  guarantorName: string | null;
  guarantorCardNo: string | null;
  bpjsNo: string | null;
  sepNo: string | null;
  /** The WIB day of the visit (YYYY-MM-DD). */
  visitDate: string;
  registeredAt: string;
  poliId: number | null;
  poliName: string | null;
  unitId: number | null;
  scheduleId: number | null;
  doctorName: string | null;
  /** PAGI, SORE, MALAM (the domain's consultation slots). */
  slot: string | null;
  referral: RegistrationReferral | null;
  /** BPJS class entitlement 1-3. */
  classEntitled: number | null;
  /** Upgrade class 1-8. */
  classUpgrade: number | null;
  /** The inpatient room class (`m_ranap_kelas`) of a RANAP registration. */
  kelasId: number | null;
  kelasCode: string | null;
  inpatientType: number | null;
  originRegistrationId: number | null;
  reservationId: number | null;
  bookingCode: string | null;
  /** The queue ticket it came from (the admission counter's or the kiosk's). */
  ticketId: number | null;
  ticketCode: string | null;
  /** Its ticket in the clinic's queue. */
  queueTicketId: number | null;
  queueTicketCode: string | null;
  /** Its clinic ticket's state (WAITING, CALLED, SERVING, SKIPPED, DONE, TRANSFERRED, CANCELLED). */
  queueTicketStatus: string | null;
  /** The room or counter the clinic ticket was called to. */
  queueTicketCounter: string | null;
  createdBy: string | null;
}

export interface RegistrationEventView {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  at: string;
  userId: number | null;
  username: string | null;
  reason: string | null;
}

/** BPJS Antrean task times of a registration (1-3 are recorded by this context). */
export interface RegistrationTaskView {
  taskId: number;
  at: string;
}

export interface RegistrationChargesSummary {
  lines: number;
  charged: number;
  reversed: number;
  net: number;
  /** The ledger's lines of the registration (reversing lines included), oldest first. */
  items: ChargeLineView[];
}

export interface RegistrationDetail {
  registration: RegistrationView;
  patient: RegistrationPatient;
  events: RegistrationEventView[];
  tasks: RegistrationTaskView[];
  charges: RegistrationChargesSummary;
  /** The statuses the machine allows next (the void status needs `batal`). */
  nextStatuses: string[];
  /** The open bed interval of a RANAP registration. */
  bed: BedOccupancyView | null;
}

/** A doctor's schedule of a day with its quota use (the registration form's choice). */
export interface ScheduleQuota {
  scheduleId: number;
  unitId: number;
  unitName: string;
  poliId: number | null;
  poliName: string | null;
  doctorName: string;
  slot: string;
  startTime: string;
  endTime: string;
  quota: number;
  /** Non-void registrations of the day plus bookings not yet turned into one. */
  used: number;
  remaining: number;
  /**
   * The Mobile JKN share (`quota_jkn`, at most `quota`): 0 = no share, one pool for every
   * channel. Otherwise registrations through the JKN channel and JKN bookings take at most
   * `quotaJkn` places, every other channel at most `quota - quotaJkn`.
   */
  quotaJkn: number;
  /** Places taken through the JKN channel (registrations channel JKN, JKN bookings). */
  usedJkn: number;
  /** Places left for the JKN channel (the whole pool's when there is no share). */
  remainingJkn: number;
  /** Places taken by the other channels. */
  usedNonJkn: number;
  /** Places left for the other channels (the whole pool's when there is no share). */
  remainingNonJkn: number;
}

/** A booking as the reservation screen lists it. */
export interface BookingView {
  id: number;
  bookingCode: string;
  unitId: number;
  unitName: string;
  scheduleId: number | null;
  doctorName: string | null;
  visitDate: string;
  patientName: string;
  rmNo: string | null;
  nik: string | null;
  bpjsNo: string | null;
  payer: 'JKN' | 'NON JKN';
  newPatient: 'Y' | 'N';
  status: 'BOOKED' | 'CHECKED_IN' | 'CANCELLED';
  checkedInAt: string | null;
  cancelReason: string | null;
  registrationId: number | null;
  regNo: string | null;
}

/** What a check-in answers: the registration (null for a new patient sent to admission). */
export interface CheckInAnswer {
  booking: BookingView;
  registration: RegistrationView | null;
  ticket: { id: number; code: string; unitId: number; unitName: string } | null;
  /** True when this code was already checked in: the same registration is answered. */
  repeated: boolean;
}

const codeDigits = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const payerType = z.preprocess(
  codeDigits,
  z.enum(PAYER_TYPES, { error: REGISTRASI_MESSAGES.badPayer }),
);
const smallChoice = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? null : typeof v === 'string' ? Number(v) : v,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .nullable(),
  );

/** Payer, guarantor, referral and class: what every kind of registration records. */
const episodeFields = {
  channel: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'BO-REG' : v),
    z.enum(REGISTRATION_CHANNELS, { error: REGISTRASI_MESSAGES.badChannel }),
  ),
  payerType,
  guarantorId: optionalId('Penjamin tidak valid.'),
  guarantorCardNo: plainText({ label: 'No. Polis/Kartu Asuransi', max: 40 }),
  bpjsNo: plainText({ label: 'No. Kartu BPJS', max: 13, pattern: /^\d{13}$/ }),
  sepNo: plainText({ label: 'No. SEP', max: 19, pattern: /^[0-9A-Z]{19}$/ }),
  referralType: optionalChoice(REFERRAL_TYPES, REGISTRASI_MESSAGES.badReferralType),
  referralDocument: optionalChoice(REFERRAL_DOCUMENTS, REGISTRASI_MESSAGES.badReferralDocument),
  referralSourceId: optionalId('Asal Rujukan tidak valid.'),
  referralSourceName: plainText({ label: 'Asal Rujukan', max: 150 }),
  referralNo: plainText({ label: 'No. Rujukan', max: 40 }),
  referralDate: optionalDay('Tanggal Rujukan'),
  classEntitled: smallChoice(1, 3, REGISTRASI_MESSAGES.badClass),
  classUpgrade: smallChoice(1, 8, REGISTRASI_MESSAGES.badUpgrade),
  /** The registration fee's tariff (kind REGISTRASI); absent: the default rule (docs). */
  tariffId: optionalId(REGISTRASI_MESSAGES.badTariff),
};

type EpisodeFields = {
  payerType: PayerTypeCode;
  guarantorId: number | null;
  bpjsNo: string | null;
  referralType: string | null;
  referralDocument: string | null;
  referralSourceId: number | null;
  referralSourceName: string | null;
  referralNo: string | null;
  referralDate: string | null;
};

function checkEpisode(v: EpisodeFields, ctx: z.RefinementCtx): void {
  if (v.payerType === '2' && v.guarantorId === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['guarantorId'],
      message: REGISTRASI_MESSAGES.guarantorRequired,
    });
  }
  if (v.payerType === '3' && !v.bpjsNo) {
    ctx.addIssue({ code: 'custom', path: ['bpjsNo'], message: REGISTRASI_MESSAGES.bpjsRequired });
  }
  const anyReferral =
    v.referralSourceId !== null || v.referralSourceName || v.referralNo || v.referralDate;
  if (anyReferral && (!v.referralType || !v.referralDocument)) {
    ctx.addIssue({
      code: 'custom',
      path: [v.referralType ? 'referralDocument' : 'referralType'],
      message: REGISTRASI_MESSAGES.referralIncomplete,
    });
  }
  if (v.referralType && !v.referralDocument) {
    ctx.addIssue({
      code: 'custom',
      path: ['referralDocument'],
      message: REGISTRASI_MESSAGES.referralIncomplete,
    });
  }
}

const reason = plainText({ label: 'Alasan', max: 200 });

/** Registration fields of the day list's filters. */
const dayListInput = listQuery({
  sortable: ['registeredAt', 'regNo', 'name', 'rmNo', 'status'],
  defaultSort: { field: 'registeredAt', type: 'asc' },
  filters: {
    poliId: optionalId(REGISTRASI_MESSAGES.badPoli),
    scheduleId: optionalId(REGISTRASI_MESSAGES.badSchedule),
    doctor: optionalText(100, REGISTRASI_MESSAGES.badDoctor),
    payerType: optionalChoice(PAYER_TYPES, REGISTRASI_MESSAGES.badPayer),
    /** A state of any kind's list ('ALL' or '' for every status). */
    status: z.preprocess(
      (v) => (v === 'ALL' ? null : v),
      optionalText(20, REGISTRASI_MESSAGES.badStatus),
    ),
    kind: optionalChoice(REGISTRATION_KIND_CODES, REGISTRASI_MESSAGES.badKind),
  },
  extra: { date: optionalDay('Tanggal') },
});

export const registrasiContract = defineContract({
  module: 'Registrasi',
  context: 'registrasi',
  menu: 'registrasi-pasien',
  queries: {
    /**
     * GET /get/Registrasi?date=&poliId=&scheduleId=&doctor=&payerType=&status=&kind=&search=:
     * a day's registrations (today, WIB, by default); `search` is an RM number or part of a name.
     */
    list: query({
      input: dayListInput,
      access: 'view',
      output: out<ListAnswer<RegistrationView> & { date: string }>(),
    }),
    /** GET /get/Registrasi/detail/{id}: the registration, its patient, events, task ids, charges. */
    detail: query({
      input: z.object({ pageId: id(REGISTRASI_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'detail',
      byId: true,
      output: out<RegistrationDetail>(),
    }),
    /** GET /get/Registrasi/pasien/{patientId}: a patient's registrations, newest first. */
    patient: query({
      input: z.object({ pageId: id(REGISTRASI_MESSAGES.badPatient) }),
      access: 'view',
      slug: 'pasien',
      byId: true,
      output: out<{ patientId: number; list: RegistrationView[] }>(),
    }),
    /** GET /get/Registrasi/jadwal?date=&poliId=: the day's schedules and their quota use. */
    schedules: query({
      input: z.object({
        date: optionalDay('Tanggal'),
        poliId: optionalId(REGISTRASI_MESSAGES.badPoli),
      }),
      access: 'view',
      slug: 'jadwal',
      output: out<{ date: string; list: ScheduleQuota[] }>(),
    }),
  },
  commands: {
    /**
     * An outpatient registration at the admission counter: from a called queue ticket (the
     * patient then waits in the clinic's queue; task ids 1-3 are recorded) or without one.
     */
    add: command({
      input: z
        .object({
          patientId: id(REGISTRASI_MESSAGES.badPatient),
          scheduleId: id(REGISTRASI_MESSAGES.badSchedule),
          ticketId: optionalId(REGISTRASI_MESSAGES.badTicket),
          ...episodeFields,
        })
        .superRefine(checkEpisode),
      access: 'add',
      output: out<{ registration: RegistrationView }>(),
    }),
    /** Moves a registration along its kind's machine (not to its void state: `batal`). */
    'ubah-status': command({
      input: z.object({
        id: id(REGISTRASI_MESSAGES.badRegistration),
        version: version(),
        status: z
          .string({ error: REGISTRASI_MESSAGES.badStatus })
          .trim()
          .min(1, { error: REGISTRASI_MESSAGES.badStatus })
          .max(20, { error: REGISTRASI_MESSAGES.badStatus }),
        reason,
      }),
      access: 'edit',
      output: out<{ registration: RegistrationView }>(),
    }),
    /** Voids a registration (a reason is required); its unpaid charge lines are reversed. */
    batal: command({
      input: z.object({
        id: id(REGISTRASI_MESSAGES.badRegistration),
        version: version(),
        reason: plainText({ label: 'Alasan', max: 200, required: true }),
      }),
      access: 'edit',
      output: out<{ registration: RegistrationView; reversedLines: number }>(),
    }),
  },
});

export const registrasiUgdContract = defineContract({
  module: 'RegistrasiUgd',
  context: 'registrasi',
  menu: 'pendaftaran-ugd',
  commands: {
    /** An emergency registration (status 1, triage); from an admisi-ugd ticket or not. */
    add: command({
      input: z
        .object({
          patientId: id(REGISTRASI_MESSAGES.badPatient),
          ticketId: optionalId(REGISTRASI_MESSAGES.badTicket),
          doctorName: plainText({ label: 'Dokter', max: 100 }),
          ...episodeFields,
        })
        .superRefine(checkEpisode),
      access: 'add',
      output: out<{ registration: RegistrationView }>(),
    }),
  },
});

export const registrasiRanapContract = defineContract({
  module: 'RegistrasiRanap',
  context: 'registrasi',
  menu: 'pendaftaran-ranap',
  queries: {
    /**
     * GET /get/RegistrasiRanap/beds: the beds free now (kamar's states, FREE only) with their
     * ward, room and class: the admission's choice, for users who may admit without the ward list.
     */
    beds: query({
      input: z.object({}),
      access: 'view',
      slug: 'beds',
      output: out<{ list: BedRow[] }>(),
    }),
    /** GET /get/RegistrasiRanap/permintaan/{id}: an admission request, to admit from it. */
    request: query({
      input: z.object({ pageId: id(ADMISSION_REQUEST_MESSAGES.badRequest) }),
      access: 'view',
      slug: 'permintaan',
      byId: true,
      output: out<AdmissionRequestView>(),
    }),
  },
  commands: {
    /**
     * An inpatient admission: a RANAP registration and its bed interval in one transaction. From
     * a clinic visit (which moves to PASIEN_INAP), from UGD (which moves to 3, left the ER) or
     * directly (no origin).
     */
    admit: command({
      input: z
        .object({
          patientId: id(REGISTRASI_MESSAGES.badPatient),
          bedId: id(REGISTRASI_MESSAGES.badBed),
          originRegistrationId: optionalId(REGISTRASI_MESSAGES.originNotFound),
          originVersion: z.preprocess(
            (v) => (v === undefined || v === null || v === '' ? null : v),
            version().nullable(),
          ),
          doctorName: plainText({ label: 'DPJP', max: 100, required: true }),
          inpatientType: smallChoice(1, 4, REGISTRASI_MESSAGES.badInpatientType).refine(
            (v) => v === null || v !== 2,
            { error: REGISTRASI_MESSAGES.badInpatientType },
          ),
          ...episodeFields,
        })
        .superRefine(checkEpisode),
      access: 'add',
      output: out<{ registration: RegistrationView; bed: BedOccupancyView }>(),
    }),
  },
});

export const registrasiReservasiContract = defineContract({
  module: 'RegistrasiReservasi',
  context: 'registrasi',
  menu: 'admisi-reservasi',
  queries: {
    /** GET /get/RegistrasiReservasi?date=: a day's bookings with their registration. */
    list: query({
      input: z.object({ date: optionalDay('Tanggal') }),
      access: 'view',
      output: out<{ date: string; list: BookingView[] }>(),
    }),
  },
  commands: {
    /** A booking within the schedule's quota (registrations and open bookings share it). */
    add: command({
      input: z
        .object({
          scheduleId: id(REGISTRASI_MESSAGES.badSchedule),
          visitDate: optionalDay('Tanggal Kunjungan').refine((v) => v !== null, {
            error: 'Tanggal Kunjungan wajib diisi.',
          }),
          patientId: optionalId(REGISTRASI_MESSAGES.badPatient),
          patientName: plainText({ label: 'Nama Pasien', max: 100 }),
          nik: plainText({ label: 'NIK', max: 16, pattern: /^\d{16}$/ }),
          bpjsNo: plainText({ label: 'No. Kartu BPJS', max: 13, pattern: /^\d{13}$/ }),
          payer: z.enum(['JKN', 'NON JKN'], { error: 'Jenis Pasien harus JKN atau NON JKN.' }),
        })
        .superRefine((v, ctx) => {
          if (v.patientId === null && !v.patientName) {
            ctx.addIssue({
              code: 'custom',
              path: ['patientName'],
              message: 'Pilih pasien atau isi Nama Pasien untuk pasien baru.',
            });
          }
          if (v.payer === 'JKN' && v.patientId === null && !v.bpjsNo) {
            ctx.addIssue({
              code: 'custom',
              path: ['bpjsNo'],
              message: 'No. Kartu BPJS wajib diisi untuk pasien JKN.',
            });
          }
        }),
      access: 'add',
      output: out<{ booking: BookingView }>(),
    }),
    /** Cancels a booking not yet checked in, with a reason. */
    batal: command({
      input: z.object({
        id: id('Reservasi wajib dipilih.'),
        reason: plainText({ label: 'Alasan', max: 200, required: true }),
      }),
      access: 'edit',
      output: out<{ booking: BookingView }>(),
    }),
    /**
     * Check-in by booking code (typed at a kiosk or scanned): the booking becomes a registration
     * in the clinic's queue (a returning patient), or a ticket at admission (a new patient). A
     * second check-in of the same code answers the same registration.
     */
    'check-in': command({
      input: z.object({
        bookingCode: plainText({
          label: 'Kode Booking',
          max: 20,
          required: true,
          pattern: /^[A-Za-z0-9-]{4,20}$/,
        }),
      }),
      access: 'edit',
      output: out<CheckInAnswer>(),
    }),
  },
});

/** What the clinic's worklist does to a visit: the queue ticket and the visit move together. */
export const POLI_ACTIONS = [
  'panggil',
  'panggil-ulang',
  'tidak-hadir',
  'layani',
  'selesai',
] as const;
export type PoliAction = (typeof POLI_ACTIONS)[number];
export const POLI_ACTION_MESSAGES: Readonly<Record<PoliAction, string>> = {
  panggil: 'Pasien dipanggil.',
  'panggil-ulang': 'Pasien dipanggil ulang.',
  'tidak-hadir': 'Pasien dicatat tidak hadir.',
  layani: 'Pasien mulai dilayani.',
  selesai: 'Pelayanan poli selesai.',
};

/** A doctor's request to admit the patient of a clinic or emergency visit. */
export interface AdmissionRequestView {
  id: number;
  /** The visit the admission is asked from. */
  registration: RegistrationView;
  /** The patient's banner (the admission form takes the card number from it). */
  patient: RegistrationPatient;
  /** The DPJP the doctor proposes. */
  doctorName: string;
  /** The indication. */
  note: string | null;
  requestedAt: string;
  requestedBy: string | null;
  /** The admission made from the visit (not voided), once admitted. */
  admission: { id: number; regNo: string; registeredAt: string } | null;
  /** Whether the visit may still be admitted (its machine allows the move). */
  admittable: boolean;
}

/**
 * dokter (the clinic's worklist, the poli queue category's menu): the day's outpatient visits of
 * a clinic with their queue tickets, and the caller: call and recall the ticket to a room (the
 * lobby board and the announcer hear it), absent (ABSEN), serve (ACTION, task 4), done (DONE,
 * task 5), each in one transaction with the visit's status and event.
 */
export const poliKunjunganContract = defineContract({
  module: 'PoliKunjungan',
  context: 'registrasi',
  menu: 'dokter',
  queries: {
    /**
     * GET /get/PoliKunjungan/detail/{id}: one visit for the doctor's encounter screen (the same
     * answer as the day list's registration detail, under the worklist's menu).
     */
    detail: query({
      input: z.object({ pageId: id(REGISTRASI_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'detail',
      byId: true,
      output: out<RegistrationDetail>(),
    }),
    /** GET /get/PoliKunjungan?date=&poliId=&status=&search=: a clinic's visits of the day. */
    list: query({
      input: z.object({
        date: optionalDay('Tanggal'),
        poliId: optionalId(REGISTRASI_MESSAGES.badPoli),
        status: optionalChoice(
          ['QUEUE', 'ABSEN', 'ACTION', 'PASIEN_INAP', 'VOID', 'DONE'],
          REGISTRASI_MESSAGES.badStatus,
        ),
        search: optionalText(100, 'Pencarian maksimal 100 karakter.'),
      }),
      access: 'view',
      output: out<{
        date: string;
        poliId: number | null;
        /** The clinics with a doctor's schedule that day (the worklist's choice). */
        polis: { id: number; name: string }[];
        list: RegistrationView[];
        /** The admissions asked for from these visits. */
        admissionRequests: { registrationId: number; doctorName: string; requestedAt: string }[];
      }>(),
    }),
  },
  commands: {
    /**
     * The doctor asks for the patient's admission (a clinic visit in treatment, an emergency
     * visit not yet left): the admission desk sees it in pasien-rujukan. The visit does not move
     * until the admission is made.
     */
    'minta-rawat-inap': command({
      input: z.object({
        id: id(REGISTRASI_MESSAGES.badRegistration),
        version: version(),
        doctorName: plainText({ label: 'DPJP', max: 100, required: true }),
        note: clinicalNote(500, ADMISSION_REQUEST_MESSAGES.noteTooLong),
      }),
      access: 'edit',
      output: out<{ request: AdmissionRequestView }>(),
    }),
    aksi: command({
      input: z.object({
        id: id(REGISTRASI_MESSAGES.badRegistration),
        version: version(),
        action: z.enum(POLI_ACTIONS, { error: 'Aksi tidak valid.' }),
        counter: plainText({ label: 'Ruang Periksa', max: 40 }),
      }),
      access: 'edit',
      output: out<{ registration: RegistrationView }>(),
    }),
  },
});

/** Longest range of the incoming referrals list, in days (both ends included). */
export const REFERRAL_LIST_MAX_DAYS = 31;

/**
 * rujukan: the registrations that came with a referral (incoming referrals) over a range of
 * visit days (this month by default), by referral type, searched by RM number or name.
 */
export const rujukanMasukContract = defineContract({
  module: 'RujukanMasuk',
  context: 'registrasi',
  menu: 'rujukan',
  queries: {
    list: query({
      input: listQuery({
        sortable: ['registeredAt', 'regNo', 'name', 'rmNo', 'status'],
        defaultSort: { field: 'registeredAt', type: 'desc' },
        filters: {
          referralType: optionalChoice(REFERRAL_TYPES, REGISTRASI_MESSAGES.badReferralType),
          kind: optionalChoice(REGISTRATION_KIND_CODES, REGISTRASI_MESSAGES.badKind),
        },
        extra: { from: optionalDay('Tanggal Awal'), to: optionalDay('Tanggal Akhir') },
      }),
      access: 'view',
      output: out<ListAnswer<RegistrationView> & { from: string; to: string }>(),
    }),
  },
});

/** Longest range of the list of patients referred for admission, in days. */
export const ADMISSION_REQUEST_MAX_DAYS = 31;
/** Days back the list of patients referred for admission shows by default (today included). */
export const ADMISSION_REQUEST_DEFAULT_DAYS = 7;

/**
 * pasien-rujukan: the clinic and emergency visits whose doctor asked for the patient's admission,
 * over a range of request days (the last 7 by default): waiting (`MENUNGGU`, the default: not yet
 * admitted and still admittable) or admitted (`DIRAWAT`, with the admission's number).
 */
export const pasienRujukanContract = defineContract({
  module: 'PasienRujukan',
  context: 'registrasi',
  menu: 'pasien-rujukan',
  queries: {
    list: query({
      input: listQuery({
        sortable: ['requestedAt', 'name', 'rmNo'],
        defaultSort: { field: 'requestedAt', type: 'asc' },
        filters: {
          state: optionalChoice(['MENUNGGU', 'DIRAWAT'], 'Status permintaan tidak valid.'),
          kind: optionalChoice(['RAJAL', 'UGD'], REGISTRASI_MESSAGES.badKind),
        },
        extra: { from: optionalDay('Tanggal Awal'), to: optionalDay('Tanggal Akhir') },
      }),
      access: 'view',
      output: out<ListAnswer<AdmissionRequestView> & { from: string; to: string }>(),
    }),
  },
});

/** Longest range of the self-pay outpatients list, in days (both ends included). */
export const PASIEN_UMUM_MAX_DAYS = 31;

/**
 * pasien-umum: the self-pay outpatients (payer 1 umum, kind RAJAL), the day's (today by default)
 * or a range's, by clinic, doctor and status, searched by RM number or name. The day list's query
 * with those two filters fixed, not a list of its own.
 */
export const pasienUmumContract = defineContract({
  module: 'PasienUmum',
  context: 'registrasi',
  menu: 'pasien-umum',
  queries: {
    list: query({
      input: listQuery({
        sortable: ['registeredAt', 'regNo', 'name', 'rmNo', 'status'],
        defaultSort: { field: 'registeredAt', type: 'asc' },
        filters: {
          poliId: optionalId(REGISTRASI_MESSAGES.badPoli),
          doctor: optionalText(100, REGISTRASI_MESSAGES.badDoctor),
          status: optionalChoice(
            ['QUEUE', 'ABSEN', 'ACTION', 'PASIEN_INAP', 'VOID', 'DONE'],
            REGISTRASI_MESSAGES.badStatus,
          ),
        },
        extra: { from: optionalDay('Tanggal Awal'), to: optionalDay('Tanggal Akhir') },
      }),
      access: 'view',
      output: out<
        ListAnswer<RegistrationView> & {
          from: string;
          to: string;
          /** The clinics with a doctor's schedule (the clinic filter's choices). */
          polis: { id: number; name: string }[];
        }
      >(),
    }),
  },
});

/** Longest range of the admission report, in days (both ends included): a year. */
export const ADMISSION_REPORT_MAX_DAYS = 366;

/** One bar of the admission report: a clinic, doctor, payer, channel or kind and its count. */
export interface AdmissionReportGroup {
  key: string;
  label: string;
  count: number;
}

/**
 * The admission report over a range: registrations that were not voided, by day, clinic,
 * doctor, payer, channel and kind; new patients (their first registration ever) and returning
 * ones; voided registrations counted apart.
 */
export interface AdmissionReport {
  from: string;
  to: string;
  maxDays: number;
  kind: RegistrationKind | null;
  totals: { registrations: number; voided: number; newPatients: number; returningPatients: number };
  byDay: { day: string; count: number }[];
  byPoli: AdmissionReportGroup[];
  byDoctor: AdmissionReportGroup[];
  byPayer: AdmissionReportGroup[];
  byChannel: AdmissionReportGroup[];
  byKind: AdmissionReportGroup[];
}

const admissionReportInput = {
  from: optionalDay('Tanggal Awal'),
  to: optionalDay('Tanggal Akhir'),
  kind: optionalChoice(REGISTRATION_KIND_CODES, REGISTRASI_MESSAGES.badKind),
};

/** The report's queries: the figures, and the same as a CSV or XLSX file (`?export=1`). */
const admissionReportQueries = {
  report: query({
    input: z.object(admissionReportInput),
    access: 'view',
    output: out<AdmissionReport>(),
  }),
  export: query({
    input: z.object({
      ...admissionReportInput,
      download: z.preprocess(
        (v) => (v === undefined || v === '' ? 'csv' : v),
        z.enum(['csv', 'xlsx'], { error: 'Format unduhan harus csv atau xlsx.' }),
      ),
    }),
    access: 'export',
    download: true,
  }),
};

/** report-admisi: every kind of registration (the admission office's report). */
export const laporanAdmisiContract = defineContract({
  module: 'LaporanAdmisi',
  context: 'registrasi',
  menu: 'report-admisi',
  queries: admissionReportQueries,
});

/** report-admisi-rajal: the same report, outpatient registrations only. */
export const laporanAdmisiRajalContract = defineContract({
  module: 'LaporanAdmisiRajal',
  context: 'registrasi',
  menu: 'report-admisi-rajal',
  queries: admissionReportQueries,
});

export const registrasiContracts = [
  registrasiContract,
  registrasiUgdContract,
  registrasiRanapContract,
  registrasiReservasiContract,
  laporanAdmisiContract,
  laporanAdmisiRajalContract,
  rujukanMasukContract,
  pasienUmumContract,
  pasienRujukanContract,
  poliKunjunganContract,
] as const;
