import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canTransition,
  daysInPlace,
  exposureDays,
  FALL_RISK_CODES,
  fallRiskReview,
  HAI_DENOMINATORS,
  HAI_SIGNS_OF,
  haiExposureKind,
  haiKind,
  haiKindsOfExposure,
  haiRate,
  haiSign,
  INCIDENT_INVESTIGATION,
  incidentGradeMatrix,
  incidentGradeOf,
  incidentGrading,
  incidentReportWorkflow,
  incidentRiskScore,
  isIncidentReportLate,
  isTerminal,
  monthRange,
  nextStatuses,
  readFallRisk,
  refusalOf,
  terminalStates,
} from '../src';

describe('incident risk grading (impact x probability)', () => {
  it('multiplies impact and probability and refuses values outside 1-5', () => {
    expect(incidentRiskScore(3, 4)).toBe(12);
    expect(incidentRiskScore(5, 5)).toBe(25);
    expect(() => incidentRiskScore(0, 3)).toThrow(RangeError);
    expect(() => incidentRiskScore(3, 6)).toThrow(RangeError);
    expect(() => incidentRiskScore(2.5, 2)).toThrow(RangeError);
  });

  it('grades 1-3 blue, 4-5 green, 6-12 yellow, 15-25 red', () => {
    const grade = (impact: number, probability: number) =>
      incidentGradeOf({ impact, probability, type: 2 });
    expect(grade(1, 1)).toBe('BIRU');
    expect(grade(1, 3)).toBe('BIRU');
    expect(grade(2, 2)).toBe('HIJAU');
    expect(grade(5, 1)).toBe('HIJAU');
    expect(grade(2, 3)).toBe('KUNING');
    expect(grade(5, 2)).toBe('KUNING');
    expect(grade(3, 4)).toBe('KUNING');
    expect(grade(4, 3)).toBe('KUNING');
    expect(grade(3, 5)).toBe('MERAH');
    expect(grade(4, 4)).toBe('MERAH');
    expect(grade(5, 5)).toBe('MERAH');
  });

  it('grades every cell of the matrix, and a sentinel event always red', () => {
    const grades = new Set(incidentGrading.entries.map((e) => e.code));
    const matrix = incidentGradeMatrix();
    expect(matrix.map((r) => r.probability)).toEqual([5, 4, 3, 2, 1]);
    for (const row of matrix) {
      expect(row.grades).toHaveLength(5);
      for (const g of row.grades) expect(grades.has(g)).toBe(true);
    }
    expect(matrix[4]?.grades).toEqual(['BIRU', 'BIRU', 'BIRU', 'HIJAU', 'HIJAU']);
    expect(matrix[0]?.grades).toEqual(['HIJAU', 'KUNING', 'MERAH', 'MERAH', 'MERAH']);
    for (let impact = 1; impact <= 5; impact += 1) {
      for (let probability = 1; probability <= 5; probability += 1) {
        expect(incidentGradeOf({ impact, probability, type: 5 })).toBe('MERAH');
      }
    }
  });

  it('asks a simple investigation for blue and green, an RCA for yellow and red', () => {
    expect(INCIDENT_INVESTIGATION.BIRU).toMatchObject({ kind: 'SEDERHANA', days: 7 });
    expect(INCIDENT_INVESTIGATION.HIJAU).toMatchObject({ kind: 'SEDERHANA', days: 14 });
    expect(INCIDENT_INVESTIGATION.KUNING).toMatchObject({ kind: 'RCA', days: 45 });
    expect(INCIDENT_INVESTIGATION.MERAH).toMatchObject({ kind: 'RCA', days: 45 });
  });

  it('marks a report late after 2 x 24 hours', () => {
    const at = '2026-03-01T08:00:00.000Z';
    expect(isIncidentReportLate(at, '2026-03-03T08:00:00.000Z')).toBe(false);
    expect(isIncidentReportLate(at, '2026-03-03T08:00:01.000Z')).toBe(true);
    expect(isIncidentReportLate(at, '2026-03-01T09:00:00.000Z')).toBe(false);
  });
});

describe('incident report machine and workflow', () => {
  it('moves filed -> verified -> investigated -> done; done and void are terminal', () => {
    expect(nextStatuses('incidentReportStatus', 'DILAPORKAN')).toEqual([
      'DIVERIFIKASI',
      'DIBATALKAN',
    ]);
    expect(canTransition('incidentReportStatus', 'DILAPORKAN', 'DIINVESTIGASI')).toBe(false);
    expect(canTransition('incidentReportStatus', 'DILAPORKAN', 'SELESAI')).toBe(false);
    expect(canTransition('incidentReportStatus', 'SELESAI', 'DIBATALKAN')).toBe(false);
    expect(terminalStates('incidentReportStatus')).toEqual(['SELESAI', 'DIBATALKAN']);
    expect(isTerminal('incidentReportStatus', 'DIINVESTIGASI')).toBe(false);
  });

  it('offers the actions of each state, in button order', () => {
    const of = (status: 'DILAPORKAN' | 'DIVERIFIKASI' | 'DIINVESTIGASI' | 'SELESAI') =>
      allowedActions(incidentReportWorkflow, { status });
    expect(of('DILAPORKAN')).toEqual(['verifikasi', 'batalkan']);
    expect(of('DIVERIFIKASI')).toEqual(['investigasi', 'batalkan']);
    expect(of('DIINVESTIGASI')).toEqual(['selesaikan', 'batalkan']);
    expect(of('SELESAI')).toEqual([]);
    expect(refusalOf(incidentReportWorkflow, 'verifikasi', { status: 'DIVERIFIKASI' })).toBe(
      'Laporan ini sudah diverifikasi.',
    );
    expect(refusalOf(incidentReportWorkflow, 'batalkan', { status: 'DIBATALKAN' })).toMatch(
      /tidak dapat dibatalkan/,
    );
  });
});

describe('fall-risk watch', () => {
  it('reads the band and level of each scale from its total', () => {
    expect(FALL_RISK_CODES).toEqual([
      'score.fallRiskAdult',
      'score.fallRiskPediatric',
      'score.fallRiskGeriatric',
    ]);
    expect(readFallRisk('score.fallRiskAdult', 90)).toMatchObject({
      level: 'TINGGI',
      atRisk: true,
      band: { label: 'Berisiko Jatuh', tone: 'danger' },
    });
    expect(readFallRisk('score.fallRiskAdult', 89)?.atRisk).toBe(false);
    expect(readFallRisk('score.fallRiskPediatric', 12)?.level).toBe('TINGGI');
    expect(readFallRisk('score.fallRiskPediatric', 11)?.level).toBe('RENDAH');
    expect(readFallRisk('score.fallRiskGeriatric', 17)?.atRisk).toBe(true);
    expect(readFallRisk('score.fallRiskGeriatric', 16)).toMatchObject({
      level: 'SEDANG',
      atRisk: false,
    });
    expect(readFallRisk('score.painScale', 5)).toBeUndefined();
  });

  it('asks for an assessment when none exists, after 24 hours in a ward, and after a fall', () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    expect(fallRiskReview({ kind: 'RAJAL', assessedAt: null, fallAt: null, now }).state).toBe(
      'BELUM',
    );
    const fresh = fallRiskReview({
      kind: 'RANAP',
      assessedAt: '2026-03-01T11:00:00.000Z',
      fallAt: null,
      now,
    });
    expect(fresh).toEqual({
      state: 'TERKINI',
      reason: null,
      dueAt: '2026-03-02T11:00:00.000Z',
    });
    const old = fallRiskReview({
      kind: 'RANAP',
      assessedAt: '2026-03-01T10:00:00.000Z',
      fallAt: null,
      now,
    });
    expect(old.state).toBe('ULANG');
    expect(old.reason).toBe('Lebih dari 24 jam sejak penilaian terakhir.');
    // An outpatient's assessment holds for the visit.
    expect(
      fallRiskReview({ kind: 'RAJAL', assessedAt: '2026-02-01T10:00:00Z', fallAt: null, now })
        .state,
    ).toBe('TERKINI');
    const fell = fallRiskReview({
      kind: 'UGD',
      assessedAt: '2026-03-02T08:00:00.000Z',
      fallAt: '2026-03-02T09:00:00.000Z',
      now,
    });
    expect(fell).toMatchObject({
      state: 'ULANG',
      reason: 'Pasien jatuh setelah penilaian terakhir.',
    });
    const before = fallRiskReview({
      kind: 'UGD',
      assessedAt: '2026-03-02T08:00:00.000Z',
      fallAt: '2026-03-02T07:00:00.000Z',
      now,
    });
    expect(before.state).toBe('TERKINI');
    const sameMinute = fallRiskReview({
      kind: 'RAJAL',
      assessedAt: '2026-03-02T08:00:40.000Z',
      fallAt: '2026-03-02T08:00:00.000Z',
      now,
    });
    expect(sameMinute.state).toBe('ULANG');
  });
});

describe('HAI surveillance', () => {
  it('names a denominator exposure for every HAI kind of the master', () => {
    for (const { code } of haiKind.entries) {
      const d = HAI_DENOMINATORS[code];
      expect(haiExposureKind.entries.map((e) => e.code)).toContain(d.exposure);
    }
    expect(haiKindsOfExposure('KATETER_URIN')).toEqual(['ISK']);
    expect(haiKindsOfExposure('TIRAH_BARING')).toEqual(['HAP', 'DEKUBITUS']);
    const signs = haiSign.entries.map((e) => e.code);
    for (const list of Object.values(HAI_SIGNS_OF)) {
      for (const s of list) expect(signs).toContain(s);
    }
  });

  it('counts exposure days inclusively, clipped to the range and to today', () => {
    const e = { installedOn: '2026-03-05', removedOn: '2026-03-09' };
    expect(exposureDays(e, '2026-03-01', '2026-03-31', '2026-04-10')).toBe(5);
    expect(exposureDays(e, '2026-03-07', '2026-03-31', '2026-04-10')).toBe(3);
    expect(exposureDays(e, '2026-04-01', '2026-04-30', '2026-04-10')).toBe(0);
    const sameDay = { installedOn: '2026-03-05', removedOn: '2026-03-05' };
    expect(exposureDays(sameDay, '2026-03-01', '2026-03-31', '2026-04-10')).toBe(1);
    const open = { installedOn: '2026-02-27', removedOn: null };
    expect(exposureDays(open, '2026-03-01', '2026-03-31', '2026-03-04')).toBe(4);
    expect(exposureDays(open, '2026-02-01', '2026-02-28', '2026-03-04')).toBe(2);
    expect(daysInPlace(open, '2026-03-04')).toBe(6);
  });

  it('computes rates per 1000 days or per 100 operations, none without a denominator', () => {
    expect(haiRate(1, 120, 'days')).toBe(8.33);
    expect(haiRate(0, 120, 'days')).toBe(0);
    expect(haiRate(2, 40, 'procedures')).toBe(5);
    expect(haiRate(1, 0, 'days')).toBeNull();
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2024-02').to).toBe('2024-02-29');
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
