/**
 * Context `verifikasi`: the medical-records verification of a finished visit (docs/verifikasi.md).
 * A finished outpatient visit (DONE) waits for medical records (6), then for UPLA's coding (8),
 * then is done (7); a finished emergency visit (selesai) goes 4 -> 5 -> 6. The steps are the
 * domain's machines `outpatientRecordsVerificationStatus` and `emergencyRecordsVerificationStatus`:
 * UPLA may send a file back to records with a reason. Each step checks the visit's completeness
 * (documents signed, diagnoses, CPPT co-signed; the coded primary diagnosis for UPLA).
 *
 * Menus: `verifikasi-upla` (the worklist; `edit` moves a file at the UPLA step), and
 * `verifikasi-rekam-medis` (`edit` verifies at the records step).
 */

import { USER_LEVEL } from '@simrs/domain';
import { z } from 'zod';
import { cpptProfessionOfLevel } from './dokumen';
import { access, command, defineContract, out, query } from './kit';
import {
  id,
  optionalChoice,
  optionalDay,
  optionalFlag,
  optionalId,
  optionalText,
  plainText,
  version,
} from './params';

export const VERIFICATION_KINDS = ['RAJAL', 'UGD'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];
export const VERIFICATION_STAGES = ['RM', 'UPLA', 'SELESAI'] as const;
export type VerificationStage = (typeof VERIFICATION_STAGES)[number];

/** The status code of each stage, by kind (the spec's lists). */
export const VERIFICATION_CODES: Readonly<
  Record<VerificationKind, Readonly<Record<VerificationStage, string>>>
> = {
  RAJAL: { RM: '6', UPLA: '8', SELESAI: '7' },
  UGD: { RM: '4', UPLA: '5', SELESAI: '6' },
};

/** The status list (and machine) of each kind. */
export const VERIFICATION_LISTS = {
  RAJAL: 'outpatientRecordsVerificationStatus',
  UGD: 'emergencyRecordsVerificationStatus',
} as const;

export const STAGE_LABELS: Readonly<Record<VerificationStage, string>> = {
  RM: 'Verifikasi Rekam Medis',
  UPLA: 'Verifikasi UPLA',
  SELESAI: 'Selesai',
};

export const VERIFIKASI_MESSAGES = {
  badRegistration: 'Registrasi wajib dipilih.',
  badStage: 'Tahap verifikasi tidak dikenal.',
  badKind: 'Jenis kunjungan harus Rawat Jalan atau UGD.',
  badRange: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  notFinished: 'Kunjungan belum selesai; verifikasi rekam medis dimulai setelah kunjungan selesai.',
  notVerifiable: 'Kunjungan rawat inap diverifikasi pada alur rawat inap.',
  notAllowed: (from: string, to: string) =>
    `Status verifikasi tidak dapat berpindah dari ${from} ke ${to}.`,
  incomplete: (items: string[]) => `Belum lengkap: ${items.join('; ')}.`,
  reasonRequired: 'Alasan pengembalian wajib diisi.',
  recordsOnly: 'Verifikasi rekam medis hanya untuk petugas Rekam Medis.',
  uplaOnly: 'Verifikasi UPLA hanya untuk petugas UPLA.',
  moved: (label: string) => `Status verifikasi menjadi ${label}.`,
} as const;

/** Who must complete an unmet item of the check (docs/verifikasi.md "Tindak Lanjut"). */
export const CHECKLIST_OWNER_ROLES = ['DPJP', 'PENULIS', 'PERAWAT', 'UPLA'] as const;
export type ChecklistOwnerRole = (typeof CHECKLIST_OWNER_ROLES)[number];

/**
 * One who must complete an item: the visit's DPJP (by the registration's doctor name), a
 * document's author (a user), the nurses of the visit's unit (the unit's name), UPLA's coders.
 */
export interface ChecklistOwner {
  role: ChecklistOwnerRole;
  /** The DPJP's or the author's name, the unit's name for its nurses; null when unknown. */
  name: string | null;
  /** The author's user id (PENULIS); null for the others. */
  userId: number | null;
}

/** An owner in words: 'DPJP dr. Andi', 'Perawat Poli Umum', 'Demo Perawat (penulis)'. */
export function ownerText(o: ChecklistOwner): string {
  switch (o.role) {
    case 'DPJP':
      return o.name ? `DPJP ${o.name}` : 'DPJP';
    case 'PENULIS':
      return o.name ? `${o.name} (penulis)` : 'Penulis dokumen';
    case 'PERAWAT':
      return o.name ? `Perawat ${o.name}` : 'Perawat unit';
    default:
      return 'Koder UPLA';
  }
}

/** One item of the completeness check. */
export interface ChecklistItem {
  key: string;
  label: string;
  ok: boolean;
  /** Why not, or what was found. */
  detail: string | null;
  /** The stage whose move requires it. */
  stage: 'RM' | 'UPLA';
  /** Who must complete it (empty when met). */
  owners: ChecklistOwner[];
  /** When it was first met (ISO), when met and known. */
  metAt: string | null;
  /** The form it is about (an initial assessment, the first draft), to open it in the chart. */
  templateKey: string | null;
}

export interface VerificationEventView {
  id: number;
  fromStatus: string;
  toStatus: string;
  reason: string | null;
  by: string | null;
  at: string;
}

/** A visit in the worklist. */
export interface VerificationRow {
  registrationId: number;
  regNo: string;
  kind: VerificationKind;
  visitDate: string;
  patientId: number;
  rmNo: string;
  patientName: string;
  poliName: string | null;
  doctorName: string | null;
  payerType: string;
  status: string;
  stage: VerificationStage;
  /** The clinician's primary diagnosis, and the coders' (code · name), when recorded. */
  clinicalPrimary: string | null;
  codedPrimary: string | null;
  /** Whether the last move was a return to records (with its reason). */
  returnedReason: string | null;
}

export interface VerificationDetail extends VerificationRow {
  /** Row version (0 before the first move); a move names it (409 when stale). */
  version: number;
  checklist: ChecklistItem[];
  events: VerificationEventView[];
  /** The moves the caller may make now (codes of the machine, with their labels). */
  moves: { to: string; label: string; needsReason: boolean }[];
}

export const verifikasiContract = defineContract({
  module: 'Verifikasi',
  context: 'verifikasi',
  menu: 'verifikasi-upla',
  queries: {
    /**
     * GET /get/Verifikasi?from=&to=&kind=&stage=&poliId=: finished outpatient and emergency visits
     * of the visit days from..to (default: the last 7 days) with their verification stage,
     * oldest first (at most 500, with the total).
     */
    list: query({
      input: z
        .object({
          from: optionalDay('Tanggal awal'),
          to: optionalDay('Tanggal akhir'),
          kind: optionalChoice(VERIFICATION_KINDS, VERIFIKASI_MESSAGES.badKind),
          stage: optionalChoice(VERIFICATION_STAGES, VERIFIKASI_MESSAGES.badStage),
          poliId: optionalId('Poli tidak valid.'),
        })
        .refine((v) => !v.from || !v.to || v.from <= v.to, {
          path: ['to'],
          error: VERIFIKASI_MESSAGES.badRange,
        }),
      access: 'view',
      output: out<{
        list: VerificationRow[];
        total: number;
        limit: number;
        polis: { id: number; name: string }[];
      }>(),
    }),
    /** GET /get/Verifikasi/detail/{registrationId}: one visit's stage, checklist and history. */
    detail: query({
      input: z.object({ pageId: id(VERIFIKASI_MESSAGES.badRegistration) }),
      access: access.resolved('view', 'verifikasi-rekam-medis or verifikasi-upla'),
      slug: 'detail',
      byId: true,
      output: out<VerificationDetail>(),
    }),
  },
  commands: {
    /**
     * Moves a visit's verification to `to` along its machine: records -> UPLA (the records check
     * complete; `edit` on verifikasi-rekam-medis), UPLA -> done (the coded primary diagnosis;
     * `edit` on verifikasi-upla), UPLA -> records (a reason; `edit` on verifikasi-upla).
     */
    pindah: command({
      input: z.object({
        registrationId: id(VERIFIKASI_MESSAGES.badRegistration),
        version: version(),
        to: z.string({ error: VERIFIKASI_MESSAGES.badStage }).regex(/^\d{1,2}$/, {
          error: VERIFIKASI_MESSAGES.badStage,
        }),
        reason: plainText({ label: 'Alasan', max: 500 }),
      }),
      access: access.resolved('edit', 'verifikasi-rekam-medis or verifikasi-upla'),
      output: out<{ detail: VerificationDetail }>(),
    }),
  },
});

/*
 * Tindak Lanjut (menu follow-up): the records team's follow-up of incomplete records of finished
 * visits, KLPCM (Ketidaklengkapan Pengisian Catatan Medis): a record is complete when the records
 * stage's items of the completeness check are met, due within 2x24 hours of the visit's end.
 */

/** The menu of the follow-up screen. */
export const FOLLOW_UP_MENU = 'follow-up';
/**
 * The action that makes a user one of the records team: every visit, the KLPCM figure, the
 * reminders sent, and sending them. Holding only `view`, a clinician sees their own items.
 */
export const FOLLOW_UP_TEAM_ACTION = 'add' as const;
/** A record is due complete within this many hours of the visit's end (2x24 jam). */
export const FOLLOW_UP_DUE_HOURS = 48;
/** The longest range of days the list and the figure take. */
export const FOLLOW_UP_MAX_DAYS = 92;

export const FOLLOW_UP_KINDS = ['RAJAL', 'UGD', 'RANAP'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];
export const FOLLOW_UP_KIND_LABELS: Readonly<Record<FollowUpKind, string>> = {
  RAJAL: 'Rawat Jalan',
  UGD: 'UGD',
  RANAP: 'Rawat Inap',
};

/** The records stage's items that a finished visit may still miss (keys of the check). */
export const FOLLOW_UP_ITEM_KEYS = [
  'initialNursing',
  'initialDoctor',
  'noDrafts',
  'clinicalPrimary',
  'cpptVerified',
] as const;
export type FollowUpItemKey = (typeof FOLLOW_UP_ITEM_KEYS)[number];

export const FOLLOW_UP_MESSAGES = {
  badKind: 'Jenis kunjungan harus Rawat Jalan, UGD atau Rawat Inap.',
  badRange: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  rangeTooLong: `Rentang tanggal paling lama ${FOLLOW_UP_MAX_DAYS} hari.`,
  badLate: 'Filter terlambat tidak valid.',
  badMine: 'Filter tindak lanjut saya tidak valid.',
  badDoctor: 'Nama DPJP maksimal 100 karakter.',
  badItem: 'Butir kelengkapan tidak dikenal.',
  badRegistration: 'Kunjungan wajib dipilih.',
  notFinished:
    'Kunjungan belum selesai; kelengkapan rekam medis ditindaklanjuti setelah kunjungan selesai.',
  itemComplete: 'Butir ini sudah lengkap; pengingat tidak perlu dikirim.',
  sent: (to: string) => `Pengingat terkirim kepada ${to}.`,
} as const;

/** A reminder as a row shows it. */
export interface FollowUpReminderBrief {
  at: string;
  by: string | null;
  note: string | null;
}

/** An unmet item of a finished visit's record, with whether it is the caller's and its reminders. */
export interface FollowUpItem extends ChecklistItem {
  /** The caller is one who must complete it (docs/verifikasi.md, "Whose item"). */
  mine: boolean;
  /** Reminders sent about it, and the newest. */
  reminders: number;
  lastReminder: FollowUpReminderBrief | null;
}

/** A finished visit whose record is incomplete. */
export interface FollowUpRow {
  registrationId: number;
  regNo: string;
  kind: FollowUpKind;
  visitDate: string;
  patientId: number;
  rmNo: string;
  patientName: string;
  poliId: number | null;
  /** The clinic, 'UGD', or the ward the stay left. */
  unitName: string;
  doctorName: string | null;
  /** When the visit ended (finished, left UGD, discharged), and when its record is due. */
  endedAt: string;
  dueAt: string;
  /** Past 2x24 hours and still incomplete. */
  late: boolean;
  /** The verification stage of an outpatient or emergency visit (null for a stay). */
  stage: VerificationStage | null;
  /** The unmet items (the caller's only, in "Tindak lanjut saya"). */
  items: FollowUpItem[];
}

/** One finished visit's follow-up (the records team). */
export interface FollowUpDetail extends Omit<FollowUpRow, 'items'> {
  /** When the record became complete (its records items all met), or null. */
  completedAt: string | null;
  /** The records stage's items, met or not. */
  items: FollowUpItem[];
  /** The reminders sent about this visit, newest first. */
  reminders: FollowUpReminderView[];
}

/** The KLPCM figure of a set of finished visits. */
export interface KlpcmFigure {
  /** Finished visits. */
  total: number;
  /** Complete within 2x24 hours of the end (the numerator). */
  onTime: number;
  /** Complete, but later than 2x24 hours. */
  completeLate: number;
  /** Incomplete and past 2x24 hours. */
  incompleteLate: number;
  /** Incomplete, still within 2x24 hours. */
  pending: number;
  /** onTime / total in percent (one decimal), null for no visit. */
  percent: number | null;
}

export interface KlpcmAnswer {
  from: string;
  to: string;
  overall: KlpcmFigure;
  perUnit: (KlpcmFigure & { kind: FollowUpKind; poliId: number | null; unitName: string })[];
  perDoctor: (KlpcmFigure & { doctorName: string | null })[];
}

/** A reminder sent, as the reminders list shows it. */
export interface FollowUpReminderView {
  id: number;
  registrationId: number;
  regNo: string;
  kind: FollowUpKind;
  patientId: number;
  rmNo: string;
  patientName: string;
  unitName: string;
  itemKey: FollowUpItemKey;
  itemLabel: string;
  /** To whom, as the owners stood when it was sent. */
  recipients: ChecklistOwner[];
  /** How many users it reached (those who see the item as theirs). */
  recipientCount: number;
  note: string | null;
  by: string | null;
  at: string;
  /** Whether the item is complete now. */
  resolved: boolean;
}

const followUpRange = {
  from: optionalDay('Tanggal awal'),
  to: optionalDay('Tanggal akhir'),
  kind: optionalChoice(FOLLOW_UP_KINDS, FOLLOW_UP_MESSAGES.badKind),
  poliId: optionalId('Poli tidak valid.'),
};

function daysApart(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** from <= to and at most FOLLOW_UP_MAX_DAYS days (both given; the server fills the defaults). */
function rangeRules<T extends z.ZodType<{ from: string | null; to: string | null }>>(schema: T) {
  return schema
    .refine((v) => !v.from || !v.to || v.from <= v.to, {
      path: ['to'],
      error: FOLLOW_UP_MESSAGES.badRange,
    })
    .refine(
      (v) => !v.from || !v.to || v.from > v.to || daysApart(v.from, v.to) < FOLLOW_UP_MAX_DAYS,
      {
        path: ['from'],
        error: FOLLOW_UP_MESSAGES.rangeTooLong,
      },
    );
}

const doctorFilter = optionalText(100, FOLLOW_UP_MESSAGES.badDoctor);

/** What the rule of "whose item" reads of a user. */
export interface FollowUpUser {
  id: number;
  name: string;
  levelId: number;
  /** The clinic the user belongs to (users.poli_id). */
  poliId: number | null;
}

const ER_LEVELS: ReadonlySet<number> = new Set([USER_LEVEL.erNurse, USER_LEVEL.erDoctor]);
const INPATIENT_LEVELS: ReadonlySet<number> = new Set([
  USER_LEVEL.inpatientNurse,
  USER_LEVEL.wardDutyNurse,
  USER_LEVEL.inpatientDoctor,
]);

const sameName = (a: string | null, b: string) =>
  a !== null &&
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether the user works in the visit's unit: its clinic, UGD, the wards. */
export function worksInUnit(
  user: FollowUpUser,
  visit: { kind: FollowUpKind; poliId: number | null },
): boolean {
  if (visit.kind === 'RAJAL') return user.poliId !== null && user.poliId === visit.poliId;
  if (visit.kind === 'UGD') return ER_LEVELS.has(user.levelId);
  return INPATIENT_LEVELS.has(user.levelId);
}

/**
 * Whose item it is: a document's author; for the DPJP's items a doctor level named as the
 * registration's DPJP or working in the visit's unit; for the unit's nurses a nurse or midwife
 * level working there. The server resolves the recipients of a reminder with the same rule.
 */
export function ownsFollowUp(
  user: FollowUpUser,
  visit: { kind: FollowUpKind; poliId: number | null },
  owner: ChecklistOwner,
): boolean {
  const profession = cpptProfessionOfLevel(user.levelId);
  switch (owner.role) {
    case 'PENULIS':
      return owner.userId !== null && owner.userId === user.id;
    case 'DPJP':
      return (
        profession === 'dokter' && (sameName(owner.name, user.name) || worksInUnit(user, visit))
      );
    case 'PERAWAT':
      return (profession === 'perawat' || profession === 'bidan') && worksInUnit(user, visit);
    default:
      return false;
  }
}

export const tindakLanjutContract = defineContract({
  module: 'TindakLanjut',
  context: 'verifikasi',
  menu: FOLLOW_UP_MENU,
  queries: {
    /**
     * GET /get/TindakLanjut?from=&to=&kind=&poliId=&doctor=&late=&mine=: the finished visits
     * whose end falls on the WIB days from..to (default: the last 7 days to today) with their
     * record incomplete, oldest end first, each with its unmet items and who must complete them;
     * `late=1` only those past 2x24 hours. The records team (`add`) sees every visit and the KLPCM
     * figure; anyone else (or `mine=1`) their own items only.
     */
    list: query({
      input: rangeRules(
        z.object({
          ...followUpRange,
          doctor: doctorFilter,
          late: optionalFlag(FOLLOW_UP_MESSAGES.badLate),
          mine: optionalFlag(FOLLOW_UP_MESSAGES.badMine),
        }),
      ),
      access: 'view',
      output: out<{
        from: string;
        to: string;
        /** The server's clock when answered. */
        now: string;
        scope: 'semua' | 'saya';
        list: FollowUpRow[];
        /** Every incomplete visit that matches (the list holds at most `limit`). */
        total: number;
        lateTotal: number;
        limit: number;
        /** The KLPCM figure of the finished visits that match (records team only). */
        klpcm: KlpcmFigure | null;
        /** Reminders about the listed items addressed to the caller. */
        remindersForMe: number;
        polis: { id: number; name: string }[];
        /** The DPJPs of the finished visits of the range, for the filter. */
        doctors: string[];
      }>(),
    }),
    /**
     * GET /get/TindakLanjut/detail/{registrationId}: a finished visit's records items (met or
     * not, who must complete them), lateness and the reminders sent about it.
     */
    detail: query({
      input: z.object({ pageId: id(FOLLOW_UP_MESSAGES.badRegistration) }),
      access: FOLLOW_UP_TEAM_ACTION,
      slug: 'detail',
      byId: true,
      output: out<FollowUpDetail>(),
    }),
    /** GET /get/TindakLanjut/klpcm?from=&to=&kind=&poliId=&doctor=: the figure by unit and DPJP. */
    klpcm: query({
      input: rangeRules(z.object({ ...followUpRange, doctor: doctorFilter })),
      access: FOLLOW_UP_TEAM_ACTION,
      slug: 'klpcm',
      output: out<KlpcmAnswer>(),
    }),
    /**
     * GET /get/TindakLanjut/pengingat?from=&to=&kind=&poliId=: the reminders sent on the WIB days
     * from..to, newest first (at most 300, with the total).
     */
    reminders: query({
      input: rangeRules(z.object(followUpRange)),
      access: FOLLOW_UP_TEAM_ACTION,
      slug: 'pengingat',
      output: out<{
        from: string;
        to: string;
        list: FollowUpReminderView[];
        total: number;
        limit: number;
      }>(),
    }),
  },
  commands: {
    /**
     * Sends a reminder about an unmet item of a finished visit to those who must complete it
     * (appended: who, when, to whom, the note).
     */
    ingatkan: command({
      input: z.object({
        registrationId: id(FOLLOW_UP_MESSAGES.badRegistration),
        itemKey: z.enum(FOLLOW_UP_ITEM_KEYS, { error: FOLLOW_UP_MESSAGES.badItem }),
        note: plainText({ label: 'Catatan', max: 300 }),
      }),
      access: FOLLOW_UP_TEAM_ACTION,
      output: out<{ reminder: FollowUpReminderView }>(),
    }),
  },
});

export const verifikasiContracts = [verifikasiContract, tindakLanjutContract] as const;
