/**
 * Keselamatan Pasien: the patients in care with their latest signed fall-risk score
 * (docs/keselamatan.md). Who is in care comes from the registrations module, where an inpatient
 * lies from the beds module, the scores from the documents module (the observations the form
 * engine wrote at signing); the falls from this context's incident reports. The rule that asks
 * for a new assessment is the domain's `fallRiskReview`.
 */

import {
  FALL_RISK_CODES,
  FALL_RISK_REVIEW_HOURS,
  fallRiskReview,
  readFallRisk,
} from '@simrs/domain';
import type {
  CareKind,
  FallBandFilter,
  FallRiskAnswer,
  FallRiskRow,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import type { Actor } from '../../platform/audit';
import type { Executor } from '../../platform/module';
import { latestObservations } from '../dokumen/index';
import { inpatientPlaces } from '../kamar/index';
import { logPatientAccess } from '../pasien/index';
import { registrationsInCare } from '../registrasi/index';

const KIND_ORDER: Readonly<Record<CareKind, number>> = { RANAP: 0, UGD: 1, RAJAL: 2 };

/** The latest fall reported for each patient (an incident report of type JATUH, not voided). */
async function lastFalls(db: Executor, patientIds: readonly number[]) {
  const falls = new Map<number, string>();
  if (patientIds.length === 0) return falls;
  const r = await sql<{ patient_id: number; at: Date | string }>`select patient_id,
      max(incident_at) as at from incident_report
    where patient_id in (${sql.join([...patientIds])}) and category = 'JATUH'
      and status <> 'DIBATALKAN'
    group by patient_id`.execute(db);
  for (const row of r.rows) falls.set(row.patient_id, new Date(row.at).toISOString());
  return falls;
}

function matchesBand(row: FallRiskRow, band: FallBandFilter | null): boolean {
  const level = row.assessment?.level ?? null;
  switch (band) {
    case null:
      return level === null || row.assessment?.atRisk === true;
    case 'SEMUA':
      return true;
    case 'BELUM':
      return level === null;
    default:
      return level === band;
  }
}

export async function fallRiskList(
  db: Executor,
  actor: Actor,
  f: {
    kind: CareKind | null;
    poliId: number | null;
    wardId: number | null;
    band: FallBandFilter | null;
    due: boolean;
    now: Date;
    today: string;
  },
): Promise<FallRiskAnswer> {
  const regs = await registrationsInCare(db, { today: f.today, kind: f.kind });
  const places = new Map(
    (
      await inpatientPlaces(db, {
        registrationIds: regs.filter((g) => g.kind === 'RANAP').map((g) => g.id),
      })
    ).map((p) => [p.registrationId, p]),
  );
  const scores = await latestObservations(
    db,
    regs.map((g) => g.id),
    FALL_RISK_CODES,
  );
  const falls = await lastFalls(
    db,
    regs.map((g) => g.patient.id),
  );
  const polis = new Map<number, string>();
  const wards = new Map<number, string>();
  const all: FallRiskRow[] = regs.map((g) => {
    const place = places.get(g.id);
    if (g.kind === 'RAJAL' && g.poliId !== null) polis.set(g.poliId, g.poliName ?? '');
    if (place) wards.set(place.wardId, place.ward);
    const score = scores.get(g.id);
    const reading = score?.valueNum != null ? readFallRisk(score.code, score.valueNum) : undefined;
    // A fall counts from the start of this visit.
    const fall = falls.get(g.patient.id) ?? null;
    const lastFallAt = fall !== null && fall >= g.registeredAt ? fall : null;
    const assessment =
      score && reading
        ? {
            code: score.code,
            scale: reading.scale.title,
            score: score.valueNum ?? 0,
            bandCode: String(reading.band.code),
            bandLabel: reading.band.label,
            tone: reading.band.tone,
            level: reading.level,
            atRisk: reading.atRisk,
            at: score.at,
            by: score.signedBy,
            documentId: score.documentId,
            templateKey: score.templateKey,
          }
        : null;
    return {
      registrationId: g.id,
      regNo: g.regNo,
      kind: g.kind,
      patientId: g.patient.id,
      rmNo: g.patient.rmNo,
      patientName: g.patient.name,
      birthDate: g.patient.birthDate,
      sex: g.patient.sex,
      poliId: g.kind === 'RAJAL' ? g.poliId : null,
      poliName: g.kind === 'RAJAL' ? g.poliName : null,
      wardId: place?.wardId ?? null,
      ward: place?.ward ?? null,
      room: place?.room ?? null,
      bed: place?.bed ?? null,
      doctorName: g.doctorName,
      assessment,
      review: fallRiskReview({
        kind: g.kind,
        assessedAt: assessment?.at ?? null,
        fallAt: lastFallAt,
        now: f.now,
      }),
      lastFallAt,
    };
  });
  const placed = all.filter(
    (r) =>
      (f.poliId === null || r.poliId === f.poliId) && (f.wardId === null || r.wardId === f.wardId),
  );
  const needsAssessment = (r: FallRiskRow) => r.review.state !== 'TERKINI';
  const list = placed
    .filter((r) => matchesBand(r, f.band) && (!f.due || needsAssessment(r)))
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        (a.ward ?? a.poliName ?? '').localeCompare(b.ward ?? b.poliName ?? '', 'id') ||
        (a.room ?? '').localeCompare(b.room ?? '', 'id') ||
        (a.bed ?? '').localeCompare(b.bed ?? '', 'id') ||
        a.patientName.localeCompare(b.patientName, 'id'),
    );
  await logPatientAccess(
    db,
    actor,
    'list',
    list.map((r) => r.patientId),
  );
  const byName = (m: Map<number, string>) =>
    [...m].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return {
    list,
    counts: {
      inCare: placed.length,
      atRisk: placed.filter((r) => r.assessment?.atRisk).length,
      unassessed: placed.filter((r) => r.assessment === null).length,
      due: placed.filter(needsAssessment).length,
    },
    polis: byName(polis),
    wards: byName(wards),
    reviewHours: FALL_RISK_REVIEW_HOURS,
  };
}
