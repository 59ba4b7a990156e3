import { describe, expect, it } from 'vitest';
import {
  bandScales,
  donutArcs,
  formatShare,
  linePath,
  markerPath,
  pointScale,
  seriesColour,
  seriesLook,
  valueScale,
  valueTicks,
} from './geometry';

const visits = [
  { key: 'rajal', label: 'Rawat Jalan', values: [120, 135, 98] },
  { key: 'ugd', label: 'UGD', values: [40, 52, 47] },
];

describe('valueScale', () => {
  it('starts at zero and ends on a round tick above the largest figure', () => {
    const scale = valueScale(visits, 200);
    expect(scale.domain()).toEqual([0, 140]);
    expect(valueTicks(scale)).toEqual([0, 20, 40, 60, 80, 100, 120, 140]);
    expect(scale(0)).toBe(200);
    expect(scale(140)).toBe(0);
  });

  it('reaches below zero for negative figures and survives an all-zero chart', () => {
    expect(valueScale([{ key: 'a', label: 'A', values: [-30, 70] }], 100).domain()).toEqual([
      -40, 80,
    ]);
    expect(valueScale([{ key: 'a', label: 'A', values: [0, 0] }], 100).domain()).toEqual([0, 1]);
  });
});

describe('positions', () => {
  it('spreads line points and nests bar bands inside their category', () => {
    const x = pointScale(['Jan', 'Feb', 'Mar'], 300);
    expect(x('Jan')).toBeLessThan(x('Feb') ?? 0);
    expect(x('Mar')).toBeLessThanOrEqual(300);
    const { outer, inner } = bandScales(['Jan', 'Feb'], ['rajal', 'ugd'], 400);
    expect(inner.bandwidth() * 2).toBeLessThan(outer.bandwidth());
    expect((outer('Feb') ?? 0) + (inner('ugd') ?? 0)).toBeLessThan(400);
  });

  it('breaks a line at missing values', () => {
    const x = pointScale(['a', 'b', 'c'], 200);
    const path = linePath([1, Number.NaN, 3], ['a', 'b', 'c'], x, (v) => 100 - v);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(linePath([1, 2, 3], ['a', 'b', 'c'], x, (v) => v).match(/M/g)).toHaveLength(1);
  });

  it('cycles the series colours', () => {
    expect(seriesColour(0)).toBe('var(--ds-color-status-info-solid)');
    expect(seriesColour(6)).toBe(seriesColour(0));
  });
});

describe('donutArcs', () => {
  it('keeps the order, covers the full circle and gives shares of the total', () => {
    const arcs = donutArcs(
      [
        { key: 'umum', label: 'Umum', value: 50 },
        { key: 'bpjs', label: 'BPJS', value: 150 },
        { key: 'asuransi', label: 'Asuransi', value: 0 },
      ],
      80,
      50,
    );
    expect(arcs.map((a) => a.key)).toEqual(['umum', 'bpjs', 'asuransi']);
    expect(arcs.map((a) => a.share)).toEqual([0.25, 0.75, 0]);
    expect(arcs[0]?.startAngle).toBe(0);
    expect(arcs.at(-1)?.endAngle).toBeCloseTo(2 * Math.PI, 10);
    expect(arcs[0]?.path.startsWith('M')).toBe(true);
  });

  it('gives an empty donut zero shares instead of NaN', () => {
    const arcs = donutArcs([{ key: 'a', label: 'A', value: 0 }], 80, 50);
    expect(arcs[0]?.share).toBe(0);
  });

  it('formats shares in the Indonesian locale', () => {
    expect(formatShare(0.4567)).toBe('45,7%');
    expect(formatShare(1)).toBe('100%');
  });
});

describe('seriesLook: series apart without colour', () => {
  const looks = Array.from({ length: 6 }, (_, i) => seriesLook(i));
  it('gives six series six dashes, six point shapes and six fill patterns', () => {
    expect(new Set(looks.map((l) => l.dash)).size).toBe(6);
    expect(new Set(looks.map((l) => l.marker)).size).toBe(6);
    expect(new Set(looks.map((l) => l.pattern)).size).toBe(6);
    expect(looks[0]).toMatchObject({ dash: '', marker: 'circle', pattern: 'solid' });
  });
  it('repeats with the colours after six', () => {
    expect(seriesLook(6)).toEqual(seriesLook(0));
    expect(seriesLook(7).colour).toBe(seriesColour(1));
  });
  it('draws each marker as a closed path around its centre', () => {
    for (const look of looks) {
      const d = markerPath(look.marker, 10, 10, 4);
      expect(d.startsWith('M')).toBe(true);
      expect(d.endsWith('Z')).toBe(true);
    }
    expect(markerPath('square', 10, 10, 4)).toBe('M6 6h8v8h-8Z');
  });
});
