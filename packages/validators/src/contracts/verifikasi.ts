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
import { z } from 'zod';
import { access, command, defineContract, out, query } from './kit';
import { id, optionalChoice, optionalDay, optionalId, plainText, version } from './params';

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

/** One item of the completeness check. */
export interface ChecklistItem {
  key: string;
  label: string;
  ok: boolean;
  /** Why not, or what was found. */
  detail: string | null;
  /** The stage whose move requires it. */
  stage: 'RM' | 'UPLA';
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

export const verifikasiContracts = [verifikasiContract] as const;
