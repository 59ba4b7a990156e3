import { formatNumber } from '@simrs/validators';
import { type ScaleLinear, scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { arc, line, pie } from 'd3-shape';

/** One named row of figures, one value per category. */
export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
}

/** One slice of a donut. */
export interface ChartSegment {
  key: string;
  label: string;
  value: number;
}

export interface ChartMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const DEFAULT_MARGINS: ChartMargins = { top: 12, right: 16, bottom: 32, left: 56 };

/** Series colours: the solid status tones, in an order that keeps neighbours distinct. */
export const SERIES_COLOURS = [
  'var(--ds-color-status-info-solid)',
  'var(--ds-color-status-success-solid)',
  'var(--ds-color-status-warning-solid)',
  'var(--ds-color-status-danger-solid)',
  'var(--ds-color-status-progress-solid)',
  'var(--ds-color-status-neutral-solid)',
] as const;

export const seriesColour = (index: number): string =>
  SERIES_COLOURS[index % SERIES_COLOURS.length] ?? SERIES_COLOURS[0];

/** The shape of a line series' points. */
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'ring';
/** The fill of a bar or donut segment: the series colour, plain or with a pattern over it. */
export type FillPattern = 'solid' | 'diagonal' | 'dots' | 'horizontal' | 'crosshatch' | 'vertical';

/**
 * What tells a series apart besides its colour (never colour alone, as the chips' marks): a
 * line's dash and point shape, a bar's or segment's fill pattern. Six looks, each differing from
 * the others in every part; they repeat with the colours after six series.
 */
export interface SeriesLook {
  colour: string;
  /** `stroke-dasharray` of the line; empty for a solid line. */
  dash: string;
  marker: MarkerShape;
  pattern: FillPattern;
}

const DASHES = ['', '8 4', '2 3', '10 3 2 3', '4 4', '14 4'] as const;
const MARKERS: readonly MarkerShape[] = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'cross',
  'ring',
];
const PATTERNS: readonly FillPattern[] = [
  'solid',
  'diagonal',
  'dots',
  'horizontal',
  'crosshatch',
  'vertical',
];

export function seriesLook(index: number): SeriesLook {
  const at = index % SERIES_COLOURS.length;
  return {
    colour: seriesColour(index),
    dash: DASHES[at] ?? '',
    marker: MARKERS[at] ?? 'circle',
    pattern: PATTERNS[at] ?? 'solid',
  };
}

/** The SVG path of a point marker of radius `r` centred on (cx, cy). */
export function markerPath(shape: MarkerShape, cx: number, cy: number, r: number): string {
  const f = (n: number) => Number(n.toFixed(2));
  switch (shape) {
    case 'square':
      return `M${f(cx - r)} ${f(cy - r)}h${f(2 * r)}v${f(2 * r)}h${f(-2 * r)}Z`;
    case 'triangle': {
      const h = r * 1.15;
      return `M${f(cx)} ${f(cy - h)}L${f(cx + h)} ${f(cy + h * 0.8)}L${f(cx - h)} ${f(cy + h * 0.8)}Z`;
    }
    case 'diamond': {
      const d = r * 1.3;
      return `M${f(cx)} ${f(cy - d)}L${f(cx + d)} ${f(cy)}L${f(cx)} ${f(cy + d)}L${f(cx - d)} ${f(cy)}Z`;
    }
    case 'cross': {
      const w = r * 0.45;
      return `M${f(cx - w)} ${f(cy - r)}h${f(2 * w)}v${f(r - w)}h${f(r - w)}v${f(2 * w)}h${f(w - r)}v${f(r - w)}h${f(-2 * w)}v${f(w - r)}h${f(w - r)}v${f(-2 * w)}h${f(r - w)}Z`;
    }
    case 'ring':
    case 'circle':
      return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
  }
}

const finite = (values: number[]) => values.filter((v) => Number.isFinite(v));

/**
 * The value axis: from min(0, smallest) to the largest figure, extended to round ticks; a
 * chart of zeros still gets a 0..1 axis.
 */
export function valueScale(
  series: ChartSeries[],
  innerHeight: number,
): ScaleLinear<number, number> {
  const all = finite(series.flatMap((s) => s.values));
  const min = Math.min(0, ...all);
  const max = Math.max(0, ...all);
  return scaleLinear()
    .domain(max === min ? [min, min + 1] : [min, max])
    .nice(5)
    .range([innerHeight, 0]);
}

/** Round tick values of the value axis (about five). */
export function valueTicks(scale: ScaleLinear<number, number>): number[] {
  return scale.ticks(5);
}

/** Category positions for a line chart: points spread across the width. */
export function pointScale(categories: string[], innerWidth: number) {
  return scalePoint<string>().domain(categories).range([0, innerWidth]).padding(0.25);
}

/** Category bands for a bar chart, and sub-bands for each series inside a band. */
export function bandScales(categories: string[], seriesKeys: string[], innerWidth: number) {
  const outer = scaleBand<string>().domain(categories).range([0, innerWidth]).padding(0.2);
  const inner = scaleBand<string>().domain(seriesKeys).range([0, outer.bandwidth()]).padding(0.08);
  return { outer, inner };
}

/** The SVG path of one series; gaps (non-finite values) break the line. */
export function linePath(
  values: number[],
  categories: string[],
  x: (category: string) => number | undefined,
  y: (value: number) => number,
): string {
  const points = categories.map((category, index) => ({ category, value: values[index] }));
  const path = line<{ category: string; value: number | undefined }>()
    .defined((p) => p.value !== undefined && Number.isFinite(p.value))
    .x((p) => x(p.category) ?? 0)
    .y((p) => y(p.value ?? 0));
  return path(points) ?? '';
}

export interface DonutArc {
  key: string;
  label: string;
  value: number;
  /** Share of the total, 0..1. */
  share: number;
  startAngle: number;
  endAngle: number;
  path: string;
}

/** Donut slices in the given order (no sorting), negative and non-finite values count as 0. */
export function donutArcs(segments: ChartSegment[], outerRadius: number, innerRadius: number) {
  const values = segments.map((s) => (Number.isFinite(s.value) && s.value > 0 ? s.value : 0));
  const total = values.reduce((sum, v) => sum + v, 0);
  const layout = pie<number>()
    .sort(null)
    .value((v) => v)(values);
  const shape = arc<{ startAngle: number; endAngle: number }>()
    .innerRadius(innerRadius)
    .outerRadius(outerRadius)
    .padAngle(values.filter((v) => v > 0).length > 1 ? 0.01 : 0);
  return layout.map((slice, index): DonutArc => {
    const segment = segments[index] as ChartSegment;
    return {
      key: segment.key,
      label: segment.label,
      value: segment.value,
      share: total > 0 ? (values[index] ?? 0) / total : 0,
      startAngle: slice.startAngle,
      endAngle: slice.endAngle,
      path: shape(slice) ?? '',
    };
  });
}

/** A share as an Indonesian percentage with one decimal: 0.4567 -> '45,7%'. */
export function formatShare(share: number): string {
  return `${formatNumber(share * 100, 1)}%`;
}
