import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aldrete,
  aldreteResult,
  apgar,
  apgarPoints,
  asaClass,
  bandFor,
  bromageScore,
  consciousness,
  consciousnessBands,
  consciousnessFromGcs,
  fallRiskAdult,
  fallRiskGeriatric,
  fallRiskPediatric,
  formatAsa,
  formatGcs,
  GERIATRIC_FALL_RISK_MAX,
  GERIATRIC_FALL_RISK_MIN,
  type GeriatricQuestionId,
  gcsAdult,
  gcsChild,
  gcsNeonatal,
  gcsTotal,
  geriatricBands,
  geriatricYesNoGroups,
  labelOf,
  painBand,
  painScale,
  parseAsa,
  type ScoredScale,
  scaleRegistry,
  scoreScale,
  stewardScore,
  tones,
  zScoreAgeGroupOf,
  zScoreBandOf,
} from '../src';

/** An arbitrary complete answer set of a scale (one option code per item). */
function answersOf(scale: ScoredScale): fc.Arbitrary<Record<string, number>> {
  const record: Record<string, fc.Arbitrary<number>> = {};
  for (const item of scale.items) {
    record[item.id] = fc.constantFrom(...item.options.map((o) => o.code));
  }
  return fc.record(record);
}

function answer<S extends ScoredScale>(
  scale: S,
  pick: (points: readonly number[]) => number,
): Parameters<typeof scoreScale<S['items'][number]['id'], S['bands'][number]['code']>>[1] {
  const answers: Record<string, number> = {};
  for (const item of scale.items) {
    const target = pick(item.options.map((o) => o.points));
    const option = item.options.find((o) => o.points === target);
    if (!option) throw new Error('no option');
    answers[item.id] = option.code;
  }
  return answers as Parameters<
    typeof scoreScale<S['items'][number]['id'], S['bands'][number]['code']>
  >[1];
}

describe('scale data', () => {
  for (const scale of scaleRegistry) {
    it(`${scale.id}: bands cover every total from min to max exactly once`, () => {
      expect(scale.source.length).toBeGreaterThan(0);
      for (let total = scale.min; total <= scale.max; total++) {
        const holding = scale.bands.filter((b) => total >= b.min && total <= b.max);
        expect(holding, `${scale.id} total ${total}`).toHaveLength(1);
      }
      for (const band of scale.bands) {
        expect(tones).toContain(band.tone);
        expect(band.label.trim().length).toBeGreaterThan(0);
      }
      for (const item of scale.items) {
        const codes = item.options.map((o) => o.code);
        expect(new Set(codes).size, `${scale.id}.${item.id}`).toBe(codes.length);
      }
    });

    it(`${scale.id}: any complete answer scores within min..max and lands in a band`, () => {
      fc.assert(
        fc.property(answersOf(scale), (answers) => {
          const result = scoreScale(scale as ScoredScale, answers);
          expect(result.total).toBeGreaterThanOrEqual(scale.min);
          expect(result.total).toBeLessThanOrEqual(scale.max);
          expect(result.total).toBeGreaterThanOrEqual(result.band.min);
          expect(result.total).toBeLessThanOrEqual(result.band.max);
        }),
      );
    });
  }

  it('Aldrete: core bands cover 0..10 exactly once', () => {
    for (let core = aldrete.coreMin; core <= aldrete.coreMax; core++) {
      expect(aldrete.bands.filter((b) => core >= b.min && core <= b.max)).toHaveLength(1);
    }
    expect(aldrete.coreItems).toHaveLength(5);
  });

  it('declares the published ranges', () => {
    expect([gcsAdult.min, gcsAdult.max]).toEqual([3, 15]);
    expect([painScale.min, painScale.max]).toEqual([0, 10]);
    expect([fallRiskAdult.min, fallRiskAdult.max]).toEqual([51, 116]);
    expect([fallRiskPediatric.min, fallRiskPediatric.max]).toEqual([7, 23]);
    expect(fallRiskPediatric.items).toHaveLength(7);
    expect([aldrete.min, aldrete.max]).toEqual([0, 14]);
    expect(aldrete.items).toHaveLength(7);
    expect([apgar.min, apgar.max]).toEqual([0, 10]);
    expect([bromageScore.min, bromageScore.max]).toEqual([0, 3]);
    expect([stewardScore.min, stewardScore.max]).toEqual([0, 6]);
  });

  it('uses the spec weights for adult fall risk', () => {
    const weights = Object.fromEntries(
      fallRiskAdult.items.map((i) => [i.id, i.options.map((o) => o.points)]),
    );
    expect(weights).toEqual({
      age: [8, 10, 25],
      mental: [4, 12, 13, 14],
      elimination: [8, 11, 10, 12],
      medicines: [10, 8, 10, 12],
      diagnosis: [10, 8, 10, 12],
      ambulation: [7, 8, 10, 15],
      nutrition: [12, 0],
      fallHistory: [8, 14],
    });
  });

  it('rejects unanswered items and unknown option codes', () => {
    expect(() => scoreScale(painScale, { score: 11 })).toThrow(RangeError);
    expect(() =>
      scoreScale(gcsAdult, { eye: 4, verbal: 5 } as unknown as Parameters<typeof scoreScale>[1]),
    ).toThrow(RangeError);
    expect(() => bandFor(painScale.bands, Number.NaN)).toThrow(RangeError);
  });
});

describe('GCS and consciousness', () => {
  it.each([
    [15, 1, 'Compos Mentis'],
    [14, 1, 'Compos Mentis'],
    [13, 2, 'Apatis'],
    [12, 2, 'Apatis'],
    [11, 3, 'Somnolen'],
    [10, 3, 'Somnolen'],
    [9, 4, 'Delirium'],
    [7, 4, 'Delirium'],
    [6, 5, 'Sopor'],
    [4, 5, 'Sopor'],
    [3, 6, 'Koma'],
    [2, 6, 'Koma'],
    [1, 6, 'Koma'],
  ])('GCS %i is consciousness %i (%s)', (total, code, label) => {
    const band = consciousnessFromGcs(total);
    expect(band.code).toBe(code);
    expect(band.label).toBe(label);
    expect(labelOf(consciousness, code)).toBe(label);
  });

  it('rejects totals and components outside the scale', () => {
    for (const bad of [0, 16, 13.5, Number.NaN]) {
      expect(() => consciousnessFromGcs(bad)).toThrow(RangeError);
    }
    expect(() => gcsTotal({ eye: 5, verbal: 5, motor: 6 })).toThrow(RangeError);
    expect(() => gcsTotal({ eye: 4, verbal: 0, motor: 6 })).toThrow(RangeError);
    expect(() => gcsTotal({ eye: 4, verbal: 5, motor: 7 })).toThrow(RangeError);
  });

  it('sums components and formats the reading', () => {
    expect(gcsTotal({ eye: 4, verbal: 5, motor: 6 })).toBe(15);
    expect(gcsTotal({ eye: 1, verbal: 1, motor: 1 })).toBe(3);
    expect(formatGcs({ eye: 3, verbal: 4, motor: 6 })).toBe('E3V4M6');
  });

  it('keeps totals of valid components in 3..15 with a band (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        (eye, verbal, motor) => {
          const total = gcsTotal({ eye, verbal, motor });
          expect(total).toBeGreaterThanOrEqual(3);
          expect(total).toBeLessThanOrEqual(15);
          expect(consciousnessFromGcs(total).code).toBeLessThanOrEqual(6);
        },
      ),
    );
  });

  it('scores the same components the same way in every variant', () => {
    for (const scale of [gcsAdult, gcsChild, gcsNeonatal]) {
      expect(scoreScale(scale, { eye: 3, verbal: 4, motor: 6 }).band.label).toBe('Apatis');
      expect(scale.items.map((i) => i.options.length)).toEqual([4, 5, 6]);
    }
    expect(consciousnessBands.map(({ code, label, tone }) => ({ code, label, tone }))).toEqual(
      consciousness.entries,
    );
  });
});

describe('pain', () => {
  it.each([
    [0, 'NONE', 'success'],
    [1, 'MILD', 'info'],
    [3, 'MILD', 'info'],
    [4, 'MODERATE', 'warning'],
    [6, 'MODERATE', 'warning'],
    [7, 'SEVERE', 'danger'],
    [10, 'SEVERE', 'danger'],
  ])('pain %i is %s (%s)', (score, code, tone) => {
    expect(painBand(score).code).toBe(code);
    expect(painBand(score).tone).toBe(tone);
  });

  it('rejects scores outside 0-10', () => {
    for (const bad of [-1, 11, 2.5]) expect(() => painBand(bad)).toThrow(RangeError);
  });
});

describe('fall risk', () => {
  it('adult: 89 is not at risk, 90 is (Edmonson cut-off)', () => {
    // 10 + 14 + 12 + 12 + 12 + 15 + 0 + 14 = 89
    const at89 = {
      age: 2,
      mental: 4,
      elimination: 4,
      medicines: 4,
      diagnosis: 4,
      ambulation: 4,
      nutrition: 2,
      fallHistory: 2,
    };
    expect(scoreScale(fallRiskAdult, at89)).toMatchObject({
      total: 89,
      band: { code: 'TIDAK_BERISIKO', tone: 'success' },
    });
    // 8 + 14 + 11 + 8 + 8 + 15 + 12 + 14 = 90
    const at90 = {
      age: 1,
      mental: 4,
      elimination: 2,
      medicines: 2,
      diagnosis: 2,
      ambulation: 4,
      nutrition: 1,
      fallHistory: 2,
    };
    expect(scoreScale(fallRiskAdult, at90)).toMatchObject({
      total: 90,
      band: { code: 'BERISIKO', tone: 'danger' },
    });
    expect(
      scoreScale(
        fallRiskAdult,
        answer(fallRiskAdult, (p) => Math.min(...p)),
      ).total,
    ).toBe(51);
    expect(
      scoreScale(
        fallRiskAdult,
        answer(fallRiskAdult, (p) => Math.max(...p)),
      ).total,
    ).toBe(116);
  });

  it.each([
    [7, 'RENDAH'],
    [11, 'RENDAH'],
    [12, 'TINGGI'],
    [23, 'TINGGI'],
  ])('Humpty Dumpty %i is %s', (total, code) => {
    expect(bandFor(fallRiskPediatric.bands, total).code).toBe(code);
  });

  it('Humpty Dumpty: a toddler boy with other diagnosis, oriented, outpatient, no surgery or meds scores 11 / 12', () => {
    const low = {
      age: 4,
      sex: 1,
      diagnosis: 1,
      cognitive: 1,
      environment: 1,
      surgery: 1,
      medication: 1,
    };
    expect(scoreScale(fallRiskPediatric, { ...low, sex: 2, environment: 2 }).total).toBe(12);
    expect(scoreScale(fallRiskPediatric, { ...low, sex: 2, environment: 2 }).band.code).toBe(
      'TINGGI',
    );
    expect(scoreScale(fallRiskPediatric, { ...low, sex: 2 })).toMatchObject({
      total: 11,
      band: { code: 'RENDAH' },
    });
  });

  it('geriatric: scores groups on any yes and transfer+mobility 4-6 as 7', () => {
    expect(fallRiskGeriatric({ yes: [], transfer: 0, mobility: 0 })).toMatchObject({
      total: 0,
      band: { code: 'RENDAH' },
    });
    // vision 1 + toileting 2 + transfer/mobility 3 (-> 0) = 3
    expect(
      fallRiskGeriatric({ yes: ['glasses', 'blurred', 'urinaryChange'], transfer: 2, mobility: 1 })
        .total,
    ).toBe(3);
    // falls 6 = moderate edge
    expect(fallRiskGeriatric({ yes: ['fallOnAdmission'], transfer: 0, mobility: 0 })).toMatchObject(
      {
        total: 6,
        band: { code: 'SEDANG' },
      },
    );
    // falls 6 + vision 1 + toileting 2 + transfer/mobility 4 (-> 7) = 16
    expect(
      fallRiskGeriatric({
        yes: ['fallLastTwoMonths', 'eyeDisease', 'urinaryChange'],
        transfer: 2,
        mobility: 2,
      }),
    ).toMatchObject({ total: 16, band: { code: 'SEDANG' }, parts: { transferMobility: 7 } });
    // mental 14 + vision 1 + toileting 2 = 17: high edge
    expect(
      fallRiskGeriatric({
        yes: ['agitated', 'glasses', 'urinaryChange'],
        transfer: 0,
        mobility: 0,
      }),
    ).toMatchObject({ total: 17, band: { code: 'TINGGI' } });
    // 5 is the top of the low band: 3 (vision + toileting) is the largest total below 6 that
    // can occur, so the 5/6 edge is checked on the band table.
    expect(geriatricBands.map((b) => [b.min, b.max])).toEqual([
      [0, 5],
      [6, 16],
      [17, 30],
    ]);
    expect(() => fallRiskGeriatric({ yes: [], transfer: 4, mobility: 0 })).toThrow(RangeError);
  });

  it('geriatric totals stay within 0..30 (property)', () => {
    const questionIds = geriatricYesNoGroups.flatMap((g) => g.questions.map((q) => q.id));
    fc.assert(
      fc.property(
        fc.subarray(questionIds as GeriatricQuestionId[]),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (yes, transfer, mobility) => {
          const r = fallRiskGeriatric({ yes, transfer, mobility });
          expect(r.total).toBeGreaterThanOrEqual(GERIATRIC_FALL_RISK_MIN);
          expect(r.total).toBeLessThanOrEqual(GERIATRIC_FALL_RISK_MAX);
          expect(r.total).toBeGreaterThanOrEqual(r.band.min);
          expect(r.total).toBeLessThanOrEqual(r.band.max);
        },
      ),
    );
  });
});

describe('recovery scales', () => {
  const full = {
    skinColour: 2,
    activity: 2,
    breathing: 2,
    bloodPressure: 2,
    consciousness: 2,
    nausea: 2,
    bleeding: 2,
  };

  it('Aldrete: core 9 is ready, core 8 is not', () => {
    expect(aldreteResult(full)).toMatchObject({ total: 14, coreTotal: 10, ready: true });
    expect(aldreteResult({ ...full, skinColour: 1 })).toMatchObject({
      coreTotal: 9,
      ready: true,
      band: { code: 'SIAP_PINDAH' },
    });
    expect(aldreteResult({ ...full, skinColour: 1, activity: 1 })).toMatchObject({
      total: 12,
      coreTotal: 8,
      ready: false,
      band: { code: 'BELUM_SIAP' },
    });
  });

  it('Aldrete: vomiting or active bleeding blocks discharge whatever the core', () => {
    expect(aldreteResult({ ...full, nausea: 0 })).toMatchObject({ coreTotal: 10, ready: false });
    expect(aldreteResult({ ...full, bleeding: 0 }).band.code).toBe('BELUM_SIAP');
    expect(aldreteResult({ ...full, nausea: 1, bleeding: 1 }).ready).toBe(true);
  });

  it('Aldrete totals stay within 0..14 and core within 0..10 (property)', () => {
    fc.assert(
      fc.property(answersOf(aldrete), (answers) => {
        const r = aldreteResult(answers as Parameters<typeof aldreteResult>[0]);
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBeLessThanOrEqual(14);
        expect(r.coreTotal).toBeLessThanOrEqual(10);
        expect(r.coreTotal).toBeLessThanOrEqual(r.total);
        expect(r.ready).toBe(r.band.code === 'SIAP_PINDAH');
      }),
    );
  });

  it.each([
    [0, 'TIDAK_ADA_BLOK'],
    [1, 'BLOK_PARSIAL'],
    [2, 'BLOK_HAMPIR_LENGKAP'],
    [3, 'BLOK_LENGKAP'],
  ])('Bromage %i is %s', (score, code) => {
    expect(scoreScale(bromageScore, { score }).band.code).toBe(code);
  });

  it('Steward: 4 not ready, 5 ready', () => {
    expect(scoreScale(stewardScore, { consciousness: 2, breathing: 1, motor: 1 }).band.code).toBe(
      'BELUM_SIAP',
    );
    expect(scoreScale(stewardScore, { consciousness: 2, breathing: 2, motor: 1 }).band.code).toBe(
      'SIAP_PINDAH',
    );
  });
});

describe('Apgar', () => {
  it('maps option codes 1-3 to points 0-2', () => {
    expect([1, 2, 3].map(apgarPoints)).toEqual([0, 1, 2]);
    expect(() => apgarPoints(0)).toThrow(RangeError);
    for (const item of apgar.items) {
      for (const o of item.options) expect(o.points).toBe(apgarPoints(o.code));
    }
  });

  it.each([
    [0, 'RENDAH'],
    [3, 'RENDAH'],
    [4, 'ABNORMAL_SEDANG'],
    [6, 'ABNORMAL_SEDANG'],
    [7, 'NORMAL'],
    [10, 'NORMAL'],
  ])('Apgar %i is %s', (total, code) => {
    expect(bandFor(apgar.bands, total).code).toBe(code);
  });

  it('scores a whole newborn from stored codes', () => {
    const codes = { appearance: 2, pulse: 3, grimace: 2, activity: 3, respiration: 3 };
    expect(scoreScale(apgar, codes)).toMatchObject({ total: 8, band: { code: 'NORMAL' } });
    const low = { appearance: 1, pulse: 2, grimace: 1, activity: 1, respiration: 2 };
    expect(scoreScale(apgar, low)).toMatchObject({ total: 2, band: { code: 'RENDAH' } });
  });
});

describe('ASA and z-score', () => {
  it('formats and parses ASA classes with the emergency suffix', () => {
    expect(formatAsa({ asaClass: 3, emergency: true })).toBe('ASA III E');
    expect(formatAsa({ asaClass: 1, emergency: false })).toBe('ASA I');
    expect(parseAsa('3E')).toEqual({ asaClass: 3, emergency: true });
    expect(parseAsa('asa iv e')).toEqual({ asaClass: 4, emergency: true });
    expect(parseAsa(' II ')).toEqual({ asaClass: 2, emergency: false });
    expect(parseAsa('6')).toBeUndefined();
    expect(parseAsa('VI')).toBeUndefined();
    expect(parseAsa('E')).toBeUndefined();
    expect(asaClass.entries.map((e) => e.code)).toEqual([1, 2, 3, 4, 5]);
  });

  it('round-trips every ASA status (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4, 5), fc.boolean(), (cls, emergency) => {
        const status = { asaClass: cls as 1 | 2 | 3 | 4 | 5, emergency };
        expect(parseAsa(formatAsa(status))).toEqual(status);
      }),
    );
  });

  it.each([
    [-3.01, 'age5to18', 1],
    [-3, 'age5to18', 2],
    [-2.01, 'age5to18', 2],
    [-2, 'age5to18', 3],
    [0, 'age5to18', 3],
    [1, 'age5to18', 3],
    [1.01, 'age5to18', 4],
    [-3.01, 'under5', 1],
    [-2, 'under5', 3],
    [1.5, 'under5', 3],
    [2, 'under5', 3],
    [2.01, 'under5', 4],
  ] as const)('z-score %d (%s) is band %i', (z, group, code) => {
    expect(zScoreBandOf(z, group).code).toBe(code);
  });

  it('picks the age group from the age in months', () => {
    expect(zScoreAgeGroupOf(0)).toBe('under5');
    expect(zScoreAgeGroupOf(60)).toBe('under5');
    expect(zScoreAgeGroupOf(61)).toBe('age5to18');
    expect(() => zScoreAgeGroupOf(-1)).toThrow(RangeError);
  });

  it('rejects non-finite z-scores', () => {
    expect(() => zScoreBandOf(Number.NaN, 'under5')).toThrow(RangeError);
    expect(() => zScoreBandOf(Number.POSITIVE_INFINITY, 'age5to18')).toThrow(RangeError);
  });
});
