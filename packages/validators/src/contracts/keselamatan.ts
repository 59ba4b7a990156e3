/**
 * Context `keselamatan`: patient safety and infection prevention (docs/keselamatan.md).
 *
 * - `KeselamatanPasien` (menu keselamatan-pasien): the patients in care at fall risk, from the
 *   latest signed fall-risk score of their visit (observations of the form engine), with where
 *   they are and whether the hospital's rule asks for a (new) assessment.
 * - `LaporanInsiden` (menu laporan-insiden): patient-safety incident reports in the national
 *   form's content (PMK 11/2017, KKPRS). Any staff member with `add` files one and reads their
 *   own; the safety team (`edit`) reads all, verifies and grades, investigates, closes or voids
 *   them along the domain's `incidentReportWorkflow`.
 * - `Hais` (menu hais): the infection-prevention nurses' surveillance register: device and
 *   procedure exposures of inpatients, their daily checks, confirmed HAI events, and the monthly
 *   rates per 1000 device days.
 */
import {
  type FallRiskLevel,
  type FallRiskReviewState,
  type HaiExposureKind,
  type HaiKind,
  type HaiSign,
  haiExposureKind,
  haiSign,
  type IncidentGrade,
  type IncidentReportAction,
  type IncidentReportState,
  incidentActionBy,
  incidentAffected,
  incidentCategory,
  incidentGrading,
  incidentImpact,
  incidentLocation,
  incidentPatientOutcome,
  incidentProbability,
  incidentReporter,
  incidentReporterStaff,
  incidentReportStatus,
  incidentReportWorkflow,
  incidentType,
  type Tone,
  withoutAll,
} from '@simrs/domain';
import { z } from 'zod';
import { clinicalText } from './dokumen';
import { command, defineContract, out, query } from './kit';
import { id, optionalChoice, optionalDay, optionalId, plainText, version } from './params';

export const KESELAMATAN_MESSAGES = {
  badKind: 'Jenis kunjungan harus Rawat Jalan, UGD atau Rawat Inap.',
  badBand: 'Filter risiko tidak dikenal.',
  badFlag: 'Filter tidak valid.',
  badRange: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  badReport: 'Laporan insiden wajib dipilih.',
  badTime: 'Jam Insiden harus berformat JJ:MM.',
  futureIncident: 'Waktu insiden tidak boleh di masa depan.',
  badRm: 'Ketik No. RM pasien (angka, maksimal 12 digit).',
  patientNotFound: 'Pasien dengan No. RM tersebut tidak ditemukan.',
  patientRequired: 'Pasien wajib dipilih untuk insiden yang terjadi pada pasien.',
  affectedRequired: 'Insiden terjadi pada wajib dipilih.',
  staffRequired: 'Pelapor karyawan wajib dipilih (Dokter, Perawat, atau Petugas Lainnya).',
  beforeNoteRequired: 'Kapan dan langkah yang telah diambil wajib diisi.',
  registrationOfOther: 'Kunjungan tersebut bukan milik pasien yang dipilih.',
  reportNotFound: 'Laporan insiden tidak ditemukan.',
  teamOnly: 'Hanya Tim Keselamatan Pasien yang dapat memproses laporan insiden.',
  reported: (number: string) => `Laporan insiden ${number} terkirim ke Tim Keselamatan Pasien.`,
  moved: (label: string) => `Status laporan menjadi ${label}.`,
  // HAIs
  badRegistration: 'Pasien (registrasi) wajib dipilih.',
  badExposure: 'Paparan wajib dipilih.',
  badExposureKind: 'Jenis paparan wajib dipilih.',
  badMonth: 'Bulan harus berformat YYYY-MM.',
  badMaster: 'Jenis HAIs (master) wajib dipilih.',
  badTarget: 'Data yang ditandai tidak dikenal.',
  notInCare: 'Register HAIs dicatat untuk pasien rawat inap yang sedang dirawat.',
  exposureOpen: (label: string) =>
    `${label} pasien ini masih tercatat terpasang. Catat pelepasannya dulu sebelum memasang yang baru.`,
  alreadyRemoved: 'Paparan ini sudah dilepas.',
  removedBeforeInstalled: 'Tanggal lepas tidak boleh sebelum tanggal pasang.',
  futureDay: (label: string) => `${label} tidak boleh di masa depan.`,
  installedBeforeAdmission: 'Tanggal pasang tidak boleh sebelum tanggal masuk rawat inap.',
  checkOutside: 'Tanggal pemeriksaan harus di antara tanggal pasang dan tanggal lepas.',
  checkTwice: (day: string) => `Pemeriksaan harian tanggal ${day} untuk paparan ini sudah dicatat.`,
  signNotOfExposure: 'Tanda ini tidak dinilai pada paparan tersebut.',
  inError: 'Data yang ditandai salah input tidak dapat diubah.',
  alreadyInError: 'Data ini sudah ditandai salah input.',
  masterInactive: 'Jenis HAIs tersebut tidak ditemukan atau tidak aktif.',
  exposureMismatch: 'Paparan yang dipilih bukan penyebab jenis HAIs tersebut.',
  exposureOfOther: 'Paparan tersebut bukan milik pasien ini.',
  errorByOther:
    'Hanya pencatat atau IPCN (hak ubah menu HAIs) yang dapat menandai data ini salah input.',
  recorded: 'Data surveilans HAIs tersimpan.',
  markedInError: 'Data ditandai salah input.',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared input pieces

/** A code of an option list: accepts the code or its text ('3' for 3); the list's own code type. */
function codeOf<const C extends string | number>(
  entries: readonly { code: C }[],
  message: string,
): z.ZodType<C, unknown> {
  const codes = entries.map((e) => e.code);
  return z.preprocess(
    (v) => {
      if (typeof v === 'string' && typeof codes[0] === 'number' && /^\d{1,3}$/.test(v)) {
        return Number(v);
      }
      return v;
    },
    z.custom<C>((v) => (codes as readonly unknown[]).includes(v), { error: message }),
  );
}

/** The same as `codeOf`, where absent, '' or null give null. */
function optionalCodeOf<const C extends string | number>(
  entries: readonly { code: C }[],
  message: string,
): z.ZodType<C | null, unknown> {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? null : v),
    codeOf(entries, message).nullable(),
  );
}

/**
 * A narrative (chronology, action taken, findings): line breaks kept, '120/80', '%' or '?' stay
 * (shown as text, never as markup).
 */
const note = (o: { label: string; max: number }) => clinicalText({ ...o, multiline: true });
const requiredNote = (o: { label: string; max: number }) =>
  clinicalText({ ...o, multiline: true, required: true });

/** A required calendar day `YYYY-MM-DD`. */
function day(label: string) {
  return optionalDay(label).refine((v) => v !== null, {
    error: `${label} wajib diisi.`,
  }) as z.ZodType<string, unknown>;
}

/** A 1/0/true/false flag of a query string ('' and absent: false). */
const flag = z.preprocess(
  (v) => (v === undefined || v === '' ? false : v === '1' || v === 'true' || v === true),
  z.boolean({ error: KESELAMATAN_MESSAGES.badFlag }),
);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

// ---------------------------------------------------------------------------------------------
// Keselamatan Pasien: the fall-risk watch

export const CARE_KINDS = ['RAJAL', 'UGD', 'RANAP'] as const;
export type CareKind = (typeof CARE_KINDS)[number];
export const CARE_KIND_LABELS: Readonly<Record<CareKind, string>> = {
  RAJAL: 'Rawat Jalan',
  UGD: 'UGD',
  RANAP: 'Rawat Inap',
};

/**
 * The list's risk filter: '' (default) the patients at high risk and those not assessed yet; a
 * level; BELUM only those not assessed; SEMUA every patient in care.
 */
export const FALL_BAND_FILTERS = ['TINGGI', 'SEDANG', 'RENDAH', 'BELUM', 'SEMUA'] as const;
export type FallBandFilter = (typeof FALL_BAND_FILTERS)[number];

/** The fall-risk form a (new) assessment opens in the chart. */
export const FALL_RISK_TEMPLATE = 'kajian-resiko-jatuh';

export interface FallRiskAssessment {
  /** Observation code (`score.fallRiskAdult`, ...). */
  code: string;
  /** The scale's name ('Dewasa (Edmonson)'). */
  scale: string;
  score: number;
  bandCode: string;
  bandLabel: string;
  tone: Tone;
  level: FallRiskLevel;
  atRisk: boolean;
  /** When the document holding it was signed (ISO). */
  at: string;
  /** Who signed it. */
  by: string | null;
  documentId: number;
  templateKey: string;
}

/** A patient in care on the fall-risk list. */
export interface FallRiskRow {
  registrationId: number;
  regNo: string;
  kind: CareKind;
  patientId: number;
  rmNo: string;
  patientName: string;
  birthDate: string | null;
  sex: string | null;
  /** Outpatients: the clinic; emergency: null (UGD). */
  poliId: number | null;
  poliName: string | null;
  /** Inpatients: the ward, room and bed they lie in now (null while not in a bed). */
  wardId: number | null;
  ward: string | null;
  room: string | null;
  bed: string | null;
  doctorName: string | null;
  /** The latest signed fall-risk score of the visit, or null (not assessed). */
  assessment: FallRiskAssessment | null;
  review: { state: FallRiskReviewState; reason: string | null; dueAt: string | null };
  /** The latest fall of this patient reported during the visit (an incident report), ISO. */
  lastFallAt: string | null;
}

export interface FallRiskAnswer {
  list: FallRiskRow[];
  /** Counts over every patient in care of the kind and place filters (not the risk filter). */
  counts: { inCare: number; atRisk: number; unassessed: number; due: number };
  polis: { id: number; name: string }[];
  wards: { id: number; name: string }[];
  reviewHours: number;
}

export const keselamatanPasienContract = defineContract({
  module: 'KeselamatanPasien',
  context: 'keselamatan',
  menu: 'keselamatan-pasien',
  queries: {
    /**
     * GET /get/KeselamatanPasien?kind=&poliId=&wardId=&band=&due=: the patients in care now
     * (today's clinic visits not finished nor voided, open emergency visits, inpatients in care)
     * with their latest fall-risk score; by default those at high risk and those not assessed.
     * `due=1` keeps those the rule asks to assess now. Patient access is logged.
     */
    list: query({
      input: z.object({
        kind: optionalChoice(CARE_KINDS, KESELAMATAN_MESSAGES.badKind),
        poliId: optionalId('Poli tidak valid.'),
        wardId: optionalId('Bangsal tidak valid.'),
        band: optionalChoice(FALL_BAND_FILTERS, KESELAMATAN_MESSAGES.badBand),
        due: flag,
      }),
      access: 'view',
      output: out<FallRiskAnswer>(),
    }),
  },
});

// ---------------------------------------------------------------------------------------------
// Laporan Insiden

const yesNo = z.enum(['Y', 'N'], { error: 'Pilih Ya atau Tidak.' });

/** The report as filed (the KKPRS form's content). */
export const incidentReportInput = z
  .object({
    incidentDate: day('Tanggal Insiden'),
    incidentTime: z
      .string({ error: KESELAMATAN_MESSAGES.badTime })
      .regex(TIME, { error: KESELAMATAN_MESSAGES.badTime }),
    // `type` is the command's name on the wire: the incident's type is `incidentType`.
    incidentType: codeOf(incidentType.entries, 'Jenis insiden wajib dipilih.'),
    category: codeOf(incidentCategory.entries, 'Tipe insiden wajib dipilih.'),
    title: plainText({ label: 'Insiden', max: 150, required: true }),
    chronology: requiredNote({ label: 'Kronologis Insiden', max: 4000 }),
    reporter: codeOf(incidentReporter.entries, 'Pelapor wajib dipilih.'),
    reporterStaff: optionalCodeOf(incidentReporterStaff.entries, 'Pelapor karyawan tidak dikenal.'),
    affected: optionalCodeOf(incidentAffected.entries, 'Insiden terjadi pada tidak dikenal.'),
    patientId: optionalId('Pasien tidak valid.'),
    registrationId: optionalId('Kunjungan tidak valid.'),
    location: codeOf(incidentLocation.entries, 'Lokasi insiden wajib dipilih.'),
    locationDetail: plainText({ label: 'Tempat Kejadian', max: 150 }),
    unit: plainText({ label: 'Unit Terkait', max: 100, required: true }),
    outcome: codeOf(incidentPatientOutcome.entries, 'Akibat insiden wajib dipilih.'),
    immediateAction: requiredNote({ label: 'Tindakan Segera', max: 2000 }),
    actionBy: codeOf(incidentActionBy.entries, 'Tindakan dilakukan oleh wajib dipilih.'),
    happenedBefore: yesNo,
    happenedBeforeNote: note({ label: 'Kapan dan langkah yang telah diambil', max: 1000 }),
  })
  .superRefine((v, ctx) => {
    if (v.reporter === 'KARYAWAN' && v.reporterStaff === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['reporterStaff'],
        message: KESELAMATAN_MESSAGES.staffRequired,
      });
    }
    // A potential-injury condition (KPC) has happened to nobody yet.
    if (v.incidentType !== 4 && v.affected === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['affected'],
        message: KESELAMATAN_MESSAGES.affectedRequired,
      });
    }
    if (v.affected === 'PASIEN' && v.patientId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['patientId'],
        message: KESELAMATAN_MESSAGES.patientRequired,
      });
    }
    if (v.happenedBefore === 'Y' && v.happenedBeforeNote === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['happenedBeforeNote'],
        message: KESELAMATAN_MESSAGES.beforeNoteRequired,
      });
    }
  })
  .transform((v) => ({
    ...v,
    reporterStaff: v.reporter === 'KARYAWAN' ? v.reporterStaff : null,
    happenedBeforeNote: v.happenedBefore === 'Y' ? v.happenedBeforeNote : null,
    registrationId: v.patientId === null ? null : v.registrationId,
  }));
export type IncidentReportInput = z.input<typeof incidentReportInput>;

const reportAction = { id: id(KESELAMATAN_MESSAGES.badReport), version: version() };

export const verifyIncidentInput = z.object({
  ...reportAction,
  incidentType: codeOf(incidentType.entries, 'Jenis insiden wajib dipilih.'),
  impact: codeOf(incidentImpact.entries, 'Dampak wajib dipilih.'),
  probability: codeOf(incidentProbability.entries, 'Probabilitas wajib dipilih.'),
  note: note({ label: 'Catatan Verifikasi', max: 1000 }),
});
export const investigateIncidentInput = z.object({
  ...reportAction,
  investigator: plainText({ label: 'Penanggung Jawab Investigasi', max: 100, required: true }),
  note: note({ label: 'Catatan', max: 1000 }),
});
export const closeIncidentInput = z.object({
  ...reportAction,
  findings: requiredNote({ label: 'Hasil Investigasi (Akar Masalah)', max: 4000 }),
  recommendation: requiredNote({ label: 'Rekomendasi dan Rencana Tindak Lanjut', max: 4000 }),
});
export const voidIncidentInput = z.object({
  ...reportAction,
  reason: requiredNote({ label: 'Alasan Pembatalan', max: 1000 }),
});

/** A report on the list (no reporter identity: never on a list). */
export interface IncidentRow {
  id: number;
  number: string;
  incidentAt: string;
  reportedAt: string;
  /** Reported later than 2 x 24 hours after the incident. */
  late: boolean;
  type: number;
  category: string;
  title: string;
  location: string;
  unit: string;
  patientName: string | null;
  rmNo: string | null;
  status: IncidentReportState;
  grade: IncidentGrade | null;
  /** The investigation's deadline, once it is verified (ISO), and whether it has passed. */
  investigationDueAt: string | null;
  investigationOverdue: boolean;
  /** Filed by the caller. */
  mine: boolean;
}

export interface IncidentEventView {
  id: number;
  action: 'LAPOR' | IncidentReportAction;
  fromStatus: IncidentReportState | null;
  toStatus: IncidentReportState;
  note: string | null;
  by: string | null;
  at: string;
}

export interface IncidentDetail extends IncidentRow {
  version: number;
  /** The type as the reporter chose it (the team may correct `type` at verification). */
  reportedType: number;
  chronology: string;
  reporter: string;
  reporterStaff: string | null;
  affected: string | null;
  patient: {
    id: number;
    rmNo: string;
    name: string;
    birthDate: string | null;
    sex: string | null;
  } | null;
  registration: { id: number; regNo: string; kind: CareKind } | null;
  locationDetail: string | null;
  outcome: string;
  immediateAction: string;
  actionBy: string;
  happenedBefore: 'Y' | 'N';
  happenedBeforeNote: string | null;
  /** Who filed it: shown to the safety team and to the reporter only. */
  reporterName: string | null;
  grading: { impact: number; probability: number; score: number; grade: IncidentGrade } | null;
  investigation: {
    kind: 'SEDERHANA' | 'RCA';
    label: string;
    by: string;
    days: number;
    investigator: string | null;
    startedAt: string | null;
  } | null;
  conclusion: { findings: string; recommendation: string } | null;
  voidReason: string | null;
  events: IncidentEventView[];
  /** The workflow's actions the caller may take now (the safety team's). */
  moves: IncidentReportAction[];
}

export interface IncidentListAnswer {
  list: IncidentRow[];
  total: number;
  limit: number;
  from: string;
  to: string;
  /** The caller sees every report (the safety team); otherwise only their own. */
  allReports: boolean;
}

/** A patient found by RM for the form, with their visits in care now. */
export interface IncidentPatient {
  patientId: number;
  rmNo: string;
  name: string;
  birthDate: string | null;
  sex: string | null;
  visits: { registrationId: number; regNo: string; kind: CareKind; place: string }[];
}

const reportStatuses = withoutAll(incidentReportStatus).entries.map((e) => e.code) as [
  IncidentReportState,
  ...IncidentReportState[],
];
const grades = incidentGrading.entries.map((e) => e.code) as [IncidentGrade, ...IncidentGrade[]];

export const INCIDENT_LIST_MAX_DAYS = 366;

export const laporanInsidenContract = defineContract({
  module: 'LaporanInsiden',
  context: 'keselamatan',
  menu: 'laporan-insiden',
  queries: {
    /**
     * GET /get/LaporanInsiden?from=&to=&type=&grade=&status=&late=: reports of incidents on the
     * days from..to (default: this month), newest first (at most 500, with the total): every
     * report for the safety team (`edit`), the caller's own for everyone else.
     */
    list: query({
      input: z
        .object({
          from: optionalDay('Tanggal awal'),
          to: optionalDay('Tanggal akhir'),
          type: optionalCodeOf(incidentType.entries, 'Jenis insiden tidak dikenal.'),
          grade: optionalChoice(grades, 'Grading tidak dikenal.'),
          status: optionalChoice(reportStatuses, 'Status laporan tidak dikenal.'),
          late: flag,
        })
        .refine((v) => !v.from || !v.to || v.from <= v.to, {
          path: ['to'],
          error: KESELAMATAN_MESSAGES.badRange,
        }),
      access: 'view',
      output: out<IncidentListAnswer>(),
    }),
    /** GET /get/LaporanInsiden/detail/{id}: the report (its reporter or the safety team). */
    detail: query({
      input: z.object({ pageId: id(KESELAMATAN_MESSAGES.badReport) }),
      access: 'view',
      slug: 'detail',
      byId: true,
      output: out<IncidentDetail>(),
    }),
    /** GET /get/LaporanInsiden/pasien?rm=: the patient of a report, found by RM (logged). */
    pasien: query({
      input: z.object({
        rm: z
          .string({ error: KESELAMATAN_MESSAGES.badRm })
          .trim()
          .regex(/^\d{1,12}$/, { error: KESELAMATAN_MESSAGES.badRm }),
      }),
      access: 'add',
      slug: 'pasien',
      output: out<IncidentPatient>(),
    }),
  },
  commands: {
    /** Files a report (any staff member with `add`): status Dilaporkan, reported now. */
    lapor: command({
      input: incidentReportInput,
      access: 'add',
      output: out<{ detail: IncidentDetail }>(),
    }),
    /** The safety team confirms the type and grades the risk (impact x probability). */
    verifikasi: command({
      input: verifyIncidentInput,
      access: 'edit',
      workflow: incidentReportWorkflow,
      output: out<{ detail: IncidentDetail }>(),
    }),
    /** Starts the investigation the grade asks for, naming who leads it. */
    investigasi: command({
      input: investigateIncidentInput,
      access: 'edit',
      workflow: incidentReportWorkflow,
      output: out<{ detail: IncidentDetail }>(),
    }),
    /** Closes the investigation with its findings and recommendations. */
    selesaikan: command({
      input: closeIncidentInput,
      access: 'edit',
      workflow: incidentReportWorkflow,
      output: out<{ detail: IncidentDetail }>(),
    }),
    /** Voids a report that is not done (a duplicate, not an incident), with a reason. */
    batalkan: command({
      input: voidIncidentInput,
      access: 'edit',
      workflow: incidentReportWorkflow,
      output: out<{ detail: IncidentDetail }>(),
    }),
  },
});

// ---------------------------------------------------------------------------------------------
// HAIs: the surveillance register

export const HAI_ERROR_TARGETS = ['PAPARAN', 'PEMERIKSAAN', 'KEJADIAN'] as const;
export type HaiErrorTarget = (typeof HAI_ERROR_TARGETS)[number];

export interface HaiCheckView {
  id: number;
  day: string;
  signs: HaiSign[];
  note: string | null;
  by: string | null;
  byUserId: number | null;
  at: string;
  error: { reason: string; by: string | null; at: string } | null;
}

export interface HaiExposureView {
  id: number;
  version: number;
  kind: HaiExposureKind;
  site: string | null;
  note: string | null;
  installedOn: string;
  removedOn: string | null;
  removalNote: string | null;
  /** Days in place so far (placement day = day 1). */
  days: number;
  wardName: string | null;
  by: string | null;
  byUserId: number | null;
  error: { reason: string; by: string | null; at: string } | null;
  checks: HaiCheckView[];
}

export interface HaiEventView {
  id: number;
  haiId: number;
  haiName: string;
  kind: HaiKind;
  exposureId: number | null;
  onsetOn: string;
  culture: string | null;
  note: string | null;
  wardName: string | null;
  by: string | null;
  byUserId: number | null;
  at: string;
  error: { reason: string; by: string | null; at: string } | null;
}

export interface HaiLogView {
  id: number;
  action: string;
  detail: string;
  reason: string | null;
  by: string | null;
  at: string;
}

/** An inpatient on the register's list. */
export interface HaiPatientRow {
  registrationId: number;
  regNo: string;
  patientId: number;
  rmNo: string;
  patientName: string;
  wardId: number;
  ward: string;
  room: string;
  bed: string;
  since: string;
  /** Exposures in place now (not in error), with their days. */
  exposures: {
    id: number;
    kind: HaiExposureKind;
    installedOn: string;
    days: number;
    /** The day of its last daily check, and whether that check saw signs. */
    lastCheck: string | null;
    signsSeen: boolean;
  }[];
  events: number;
}

export interface HaiRegister {
  registrationId: number;
  regNo: string;
  patientId: number;
  rmNo: string;
  patientName: string;
  /** Admission day (WIB) and whether the stay is still in care. */
  admittedOn: string;
  inCare: boolean;
  ward: string | null;
  room: string | null;
  bed: string | null;
  exposures: HaiExposureView[];
  events: HaiEventView[];
  log: HaiLogView[];
  /** The active HAI kinds of the master, for recording an event. */
  masters: { id: number; code: string; name: string; kind: HaiKind }[];
  today: string;
}

export interface HaiRateRow {
  kind: HaiKind;
  exposure: HaiExposureKind;
  unit: 'days' | 'procedures';
  /** Exposure days, or operations, in the month. */
  denominator: number;
  events: number;
  /** Per 1000 days or per 100 operations; null without a denominator. */
  rate: number | null;
  rateLabel: string;
}

export interface HaiRates {
  month: string;
  from: string;
  to: string;
  wardId: number | null;
  rows: HaiRateRow[];
  wards: { id: number; name: string }[];
}

const exposureKinds = haiExposureKind.entries.map((e) => e.code) as [
  HaiExposureKind,
  ...HaiExposureKind[],
];
const signCodes = haiSign.entries.map((e) => e.code) as [HaiSign, ...HaiSign[]];

export const haiExposureInput = z.object({
  registrationId: id(KESELAMATAN_MESSAGES.badRegistration),
  kind: z.enum(exposureKinds, { error: KESELAMATAN_MESSAGES.badExposureKind }),
  installedOn: day('Tanggal Pasang'),
  site: plainText({ label: 'Lokasi/Ukuran', max: 100 }),
  note: note({ label: 'Catatan', max: 500 }),
});
export const haiRemovalInput = z.object({
  id: id(KESELAMATAN_MESSAGES.badExposure),
  version: version(),
  removedOn: day('Tanggal Lepas'),
  note: note({ label: 'Catatan Pelepasan', max: 500 }),
});
export const haiCheckInput = z.object({
  exposureId: id(KESELAMATAN_MESSAGES.badExposure),
  day: day('Tanggal Pemeriksaan'),
  signs: z
    .array(z.enum(signCodes, { error: 'Tanda infeksi tidak dikenal.' }), {
      error: 'Tanda infeksi tidak valid.',
    })
    .max(signCodes.length)
    .transform((s) => [...new Set(s)]),
  note: note({ label: 'Catatan', max: 500 }),
});
export const haiEventInput = z.object({
  registrationId: id(KESELAMATAN_MESSAGES.badRegistration),
  haiId: id(KESELAMATAN_MESSAGES.badMaster),
  exposureId: optionalId('Paparan tidak valid.'),
  onsetOn: day('Tanggal Kejadian'),
  culture: note({ label: 'Hasil Kultur', max: 500 }),
  note: note({ label: 'Catatan', max: 1000 }),
});
export const haiErrorInput = z.object({
  target: z.enum(HAI_ERROR_TARGETS, { error: KESELAMATAN_MESSAGES.badTarget }),
  id: id(KESELAMATAN_MESSAGES.badTarget),
  reason: requiredNote({ label: 'Alasan', max: 500 }),
});

export const haisContract = defineContract({
  module: 'Hais',
  context: 'keselamatan',
  menu: 'hais',
  queries: {
    /** GET /get/Hais?wardId=: the inpatients in a bed now, with their exposures in place. */
    list: query({
      input: z.object({ wardId: optionalId('Bangsal tidak valid.') }),
      access: 'view',
      output: out<{
        list: HaiPatientRow[];
        wards: { id: number; name: string }[];
        today: string;
      }>(),
    }),
    /** GET /get/Hais/pasien/{registrationId}: a stay's register (logged). */
    pasien: query({
      input: z.object({ pageId: id(KESELAMATAN_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'pasien',
      byId: true,
      output: out<HaiRegister>(),
    }),
    /** GET /get/Hais/laju?month=YYYY-MM&wardId=: the month's rates per HAI kind. */
    laju: query({
      input: z.object({
        month: z.preprocess(
          (v) => (v === undefined || v === '' ? null : v),
          z
            .string({ error: KESELAMATAN_MESSAGES.badMonth })
            .regex(MONTH, { error: KESELAMATAN_MESSAGES.badMonth })
            .nullable(),
        ),
        wardId: optionalId('Bangsal tidak valid.'),
      }),
      access: 'view',
      slug: 'laju',
      output: out<HaiRates>(),
    }),
  },
  commands: {
    /** Records a device placed (or bed rest begun, an operation done). */
    pasang: command({ input: haiExposureInput, access: 'add', output: out<HaiRegister>() }),
    /** Records its removal (the version it saw: 409 when stale). */
    lepas: command({ input: haiRemovalInput, access: 'add', output: out<HaiRegister>() }),
    /** A daily check of an exposure: the signs seen (none: no sign of infection). */
    periksa: command({ input: haiCheckInput, access: 'add', output: out<HaiRegister>() }),
    /** A confirmed HAI event (the IPCN, `edit`). */
    kejadian: command({ input: haiEventInput, access: 'edit', output: out<HaiRegister>() }),
    /** Marks an exposure, a check or an event entered in error, with a reason. */
    salah: command({
      input: haiErrorInput,
      // `add` marks the caller's own entries; another's needs `edit` (checked by the handler).
      access: 'add',
      output: out<HaiRegister>(),
    }),
  },
});

export const keselamatanContracts = [
  keselamatanPasienContract,
  laporanInsidenContract,
  haisContract,
] as const;
