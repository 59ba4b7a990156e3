/**
 * Patient-safety incident reports (context `keselamatan`, docs/keselamatan.md): the report's
 * status list, machine and the safety team's actions on it, the risk grading of PMK 11/2017 and
 * the KKPRS guide (impact x probability), the investigation each grade asks for, and the 2x24-hour
 * reporting deadline. Importable alone; `./machines` lists the machine with every other one.
 */

import type { incidentGrading, incidentImpact, incidentProbability } from './lists/incidents';
import { defineMachine } from './machine-kit';
import type { CodeOf } from './vocabulary';
import { statusList } from './vocabulary';
import { defineWorkflow } from './workflows';

export const incidentReportStatus = statusList('incidentReportStatus', 'Status Laporan Insiden', [
  { code: 'DILAPORKAN', label: 'Dilaporkan', tone: 'warning' },
  { code: 'DIVERIFIKASI', label: 'Diverifikasi', tone: 'info' },
  { code: 'DIINVESTIGASI', label: 'Dalam Investigasi', tone: 'progress' },
  { code: 'SELESAI', label: 'Selesai', tone: 'success' },
  { code: 'DIBATALKAN', label: 'Dibatalkan', tone: 'muted' },
]);

/**
 * Filed -> verified by the safety team (type and grade confirmed) -> investigated (a simple
 * investigation for blue and green, a root-cause analysis for yellow and red) -> done. The team may
 * void a report that is not done (a duplicate, not an incident), with a reason. Never deleted.
 */
export const incidentReportMachine = defineMachine(incidentReportStatus, ['DILAPORKAN'], {
  DILAPORKAN: ['DIVERIFIKASI', 'DIBATALKAN'],
  DIVERIFIKASI: ['DIINVESTIGASI', 'DIBATALKAN'],
  DIINVESTIGASI: ['SELESAI', 'DIBATALKAN'],
  SELESAI: [],
  DIBATALKAN: [],
});

export type IncidentReportState = (typeof incidentReportMachine.states)[number];

/** What the report's actions look at. */
export interface IncidentReportRecord {
  status: IncidentReportState;
}

/** The safety team's steps on a report (commands of the same names, `edit` on laporan-insiden). */
export const incidentReportWorkflow = defineWorkflow<IncidentReportRecord>()(
  incidentReportMachine,
  {
    verifikasi: {
      label: 'Verifikasi & Grading',
      from: ['DILAPORKAN'],
      to: 'DIVERIFIKASI',
      refusal: 'Laporan ini sudah diverifikasi.',
      conflict: true,
    },
    investigasi: {
      label: 'Mulai Investigasi',
      from: ['DIVERIFIKASI'],
      to: 'DIINVESTIGASI',
      refusal: 'Investigasi dimulai dari laporan yang sudah diverifikasi dan belum diinvestigasi.',
      conflict: true,
    },
    selesaikan: {
      label: 'Selesaikan',
      from: ['DIINVESTIGASI'],
      to: 'SELESAI',
      refusal: 'Hanya laporan yang sedang diinvestigasi yang dapat diselesaikan.',
      conflict: true,
    },
    batalkan: {
      label: 'Batalkan Laporan',
      from: ['DILAPORKAN', 'DIVERIFIKASI', 'DIINVESTIGASI'],
      to: 'DIBATALKAN',
      refusal: 'Laporan yang sudah selesai atau dibatalkan tidak dapat dibatalkan.',
      conflict: true,
    },
  },
);

export type IncidentReportAction = (typeof incidentReportWorkflow.actionNames)[number];

/** The actions that need a reason (the void). */
export const INCIDENT_ACTIONS_WITH_REASON: readonly IncidentReportAction[] = ['batalkan'];

export type IncidentGrade = CodeOf<typeof incidentGrading>;
type Impact = CodeOf<typeof incidentImpact>;
type Probability = CodeOf<typeof incidentProbability>;

/**
 * The bands of the risk score (impact x probability, 1-25). The products that can occur are 1-6,
 * 8-10, 12, 15, 16, 20 and 25; 12 (moderate impact often, or major impact possible) falls in the
 * yellow band.
 */
export const INCIDENT_GRADE_BANDS: readonly {
  grade: IncidentGrade;
  min: number;
  max: number;
}[] = Object.freeze([
  { grade: 'BIRU', min: 1, max: 3 },
  { grade: 'HIJAU', min: 4, max: 5 },
  { grade: 'KUNING', min: 6, max: 12 },
  { grade: 'MERAH', min: 15, max: 25 },
]);

/** The sentinel type of `incidentType` (5): graded red whatever its matrix score. */
export const SENTINEL_INCIDENT = 5;

/** The risk score: impact x probability (each 1-5). */
export function incidentRiskScore(impact: Impact | number, probability: Probability | number) {
  if (
    !Number.isInteger(impact) ||
    !Number.isInteger(probability) ||
    impact < 1 ||
    impact > 5 ||
    probability < 1 ||
    probability > 5
  ) {
    throw new RangeError(`impact ${impact} x probability ${probability} is outside 1-5`);
  }
  return impact * probability;
}

/**
 * The grade of an incident from the risk matrix: blue 1-3, green 4-5, yellow 6-12, red 15-25; a
 * sentinel event is always red.
 */
export function incidentGradeOf(input: {
  impact: number;
  probability: number;
  type: number | null;
}): IncidentGrade {
  const score = incidentRiskScore(input.impact, input.probability);
  if (input.type === SENTINEL_INCIDENT) return 'MERAH';
  const band = INCIDENT_GRADE_BANDS.find((b) => score >= b.min && score <= b.max);
  if (!band) throw new RangeError(`score ${score} is in no band`);
  return band.grade;
}

/** The whole matrix, probability 5 (top row) to 1, impact 1 to 5 (for the doc and the screen). */
export function incidentGradeMatrix(): { probability: number; grades: IncidentGrade[] }[] {
  return [5, 4, 3, 2, 1].map((probability) => ({
    probability,
    grades: [1, 2, 3, 4, 5].map((impact) => incidentGradeOf({ impact, probability, type: null })),
  }));
}

export interface IncidentInvestigation {
  kind: 'SEDERHANA' | 'RCA';
  label: string;
  /** Who investigates. */
  by: string;
  /** Days from the verification within which it is done. */
  days: number;
}

/**
 * What each grade asks for (the KKPRS guide): blue and green a simple investigation by the unit's
 * head within 1 and 2 weeks; yellow and red a root-cause analysis (RCA) by the safety team within
 * 45 days.
 */
export const INCIDENT_INVESTIGATION: Readonly<Record<IncidentGrade, IncidentInvestigation>> =
  Object.freeze({
    BIRU: {
      kind: 'SEDERHANA',
      label: 'Investigasi sederhana',
      by: 'Atasan langsung unit',
      days: 7,
    },
    HIJAU: {
      kind: 'SEDERHANA',
      label: 'Investigasi sederhana',
      by: 'Atasan langsung unit',
      days: 14,
    },
    KUNING: {
      kind: 'RCA',
      label: 'Analisis akar masalah (RCA)',
      by: 'Tim Keselamatan Pasien',
      days: 45,
    },
    MERAH: {
      kind: 'RCA',
      label: 'Analisis akar masalah (RCA)',
      by: 'Tim Keselamatan Pasien',
      days: 45,
    },
  });

/** A report is due within 2 x 24 hours of the incident. */
export const INCIDENT_REPORT_HOURS = 48;

/** True when the report came in later than 2 x 24 hours after the incident. */
export function isIncidentReportLate(incidentAt: Date | string, reportedAt: Date | string) {
  const elapsed = new Date(reportedAt).getTime() - new Date(incidentAt).getTime();
  return elapsed > INCIDENT_REPORT_HOURS * 3_600_000;
}
