import { abbreviateNumber, formatNumber } from '@simrs/validators';
import { type ReactNode, useId, useState } from 'react';
import {
  Caption,
  DataTable,
  Description,
  Figure,
  Header,
  Legend,
  LegendKey,
  NoData,
  TableToggle,
  TableWrap,
} from './Charts.styles';
import {
  bandScales,
  type ChartSegment,
  type ChartSeries,
  DEFAULT_MARGINS,
  donutArcs,
  type FillPattern,
  formatShare,
  linePath,
  markerPath,
  pointScale,
  type SeriesLook,
  seriesLook,
  valueScale,
  valueTicks,
} from './geometry';

/** Texts of the chart chrome. */
export const CHART_TEXTS = {
  showTable: 'Tampilkan tabel data',
  category: 'Kategori',
  value: 'Nilai',
  share: 'Persentase',
  total: 'Total',
  noData: 'Belum ada data',
} as const;

type Formatter = (value: number) => string;

/** Table figures: the full number in the Indonesian locale (at most two decimals). */
const fullNumber: Formatter = (value) => formatNumber(value, 2);

/** The colour drawn over a patterned fill: the ground, so the pattern shows on any tone. */
const OVER = 'var(--ds-color-surface-raised)';

/** A chart's own ids for its fill patterns (several charts share a page). */
function usePatternIds() {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (index: number) => `chart-${id}-fill-${index}`;
}

/** The fill of series `index`: its colour, or the pattern over its colour. */
function fillOf(look: SeriesLook, patternId: string): string {
  return look.pattern === 'solid' ? look.colour : `url(#${patternId})`;
}

function PatternMarks({ pattern }: { pattern: FillPattern }) {
  switch (pattern) {
    case 'solid':
      return null;
    case 'dots':
      return <circle cx={3} cy={3} r={1.3} fill={OVER} />;
    case 'horizontal':
      return <path d="M0 3H6" stroke={OVER} strokeWidth={1.6} />;
    case 'vertical':
      return <path d="M3 0V6" stroke={OVER} strokeWidth={1.6} />;
    case 'diagonal':
      return <path d="M1.5 0V6" stroke={OVER} strokeWidth={1.6} />;
    case 'crosshatch':
      return <path d="M1.5 0V6M0 1.5H6" stroke={OVER} strokeWidth={1.2} />;
  }
}

/** The fill patterns of a chart's series, defined once for its marks and its legend. */
function SeriesPatterns({ count, idOf }: { count: number; idOf: (index: number) => string }) {
  return (
    <svg aria-hidden="true" width={0} height={0} style={{ position: 'absolute' }}>
      <defs>
        {Array.from({ length: count }, (_, index) => {
          const look = seriesLook(index);
          if (look.pattern === 'solid') return null;
          const rotated = look.pattern === 'diagonal' || look.pattern === 'crosshatch';
          return (
            <pattern
              key={idOf(index)}
              id={idOf(index)}
              patternUnits="userSpaceOnUse"
              width={6}
              height={6}
              patternTransform={rotated ? 'rotate(45)' : undefined}
            >
              <rect width={6} height={6} fill={look.colour} />
              <PatternMarks pattern={look.pattern} />
            </pattern>
          );
        })}
      </defs>
    </svg>
  );
}

interface LegendItem {
  key: string;
  label: string;
  look: SeriesLook;
  fill: string;
}

/** The key beside a legend's name: the line with its dash and point, or the patterned fill. */
function KeyMark({ item, kind }: { item: LegendItem; kind: 'line' | 'area' }) {
  const { look } = item;
  if (kind === 'line') {
    return (
      <LegendKey
        aria-hidden="true"
        width={28}
        height={12}
        viewBox="0 0 28 12"
        data-key={`${look.dash}/${look.marker}`}
      >
        <path
          d="M1 6H27"
          stroke={look.colour}
          strokeWidth={2.5}
          strokeDasharray={look.dash || undefined}
        />
        <Marker look={look} cx={14} cy={6} r={3.5} />
      </LegendKey>
    );
  }
  return (
    <LegendKey
      aria-hidden="true"
      width={14}
      height={14}
      viewBox="0 0 14 14"
      data-key={look.pattern}
    >
      <rect width={14} height={14} rx={2} fill={item.fill} />
    </LegendKey>
  );
}

/** A line series' point in its shape (a ring is hollow, the others filled). */
function Marker({
  look,
  cx,
  cy,
  r,
  ...data
}: { look: SeriesLook; cx: number; cy: number; r: number } & Record<`data-${string}`, string>) {
  const ring = look.marker === 'ring';
  return (
    <path
      {...data}
      data-shape={look.marker}
      d={markerPath(look.marker, cx, cy, r)}
      fill={ring ? OVER : look.colour}
      stroke={ring ? look.colour : undefined}
      strokeWidth={ring ? 2 : undefined}
    />
  );
}

interface ChartFrameProps {
  kind: string;
  title: string;
  description?: string;
  legend?: LegendItem[];
  /** How the legend draws each key: a line (dash and point) or an area (patterned fill). */
  legendKind?: 'line' | 'area';
  /** Defines the series' fill patterns for the marks and the legend. */
  patterns?: { count: number; idOf: (index: number) => string };
  /** Shows the data table on screen from the start. */
  defaultShowTable?: boolean;
  table: (captionText: string) => ReactNode;
  children: ReactNode;
  /** Nothing to draw (no categories, no series, no segments): says so instead of an empty frame. */
  isEmpty?: boolean;
}

/**
 * The frame every chart shares: a titled figure, the SVG (an image named by the title), a legend
 * that names each colour, and the same figures as a data table. The table is always in the
 * accessibility tree; the toggle shows it on screen.
 */
function ChartFrame({
  kind,
  title,
  description,
  legend,
  legendKind = 'area',
  patterns,
  defaultShowTable = false,
  table,
  children,
  isEmpty = false,
}: ChartFrameProps) {
  const [showTable, setShowTable] = useState(defaultShowTable);
  const id = useId();
  return (
    <Figure aria-labelledby={`${id}-title`} data-chart={kind}>
      <Header>
        <Caption id={`${id}-title`}>{title}</Caption>
        <TableToggle isSelected={showTable} onChange={setShowTable}>
          {CHART_TEXTS.showTable}
        </TableToggle>
      </Header>
      {description ? <Description>{description}</Description> : null}
      {patterns ? <SeriesPatterns {...patterns} /> : null}
      {isEmpty ? <NoData data-part="no-data">{CHART_TEXTS.noData}</NoData> : children}
      {!isEmpty && legend && legend.length > 0 ? (
        <Legend aria-label={`Keterangan ${title}`}>
          {legend.map((item) => (
            <li key={item.key}>
              <KeyMark item={item} kind={legendKind} />
              {item.label}
            </li>
          ))}
        </Legend>
      ) : null}
      <TableWrap data-hidden={showTable ? undefined : true}>{table(title)}</TableWrap>
    </Figure>
  );
}

function SeriesTable({
  caption,
  categoryLabel,
  categories,
  series,
}: {
  caption: string;
  categoryLabel: string;
  categories: string[];
  series: ChartSeries[];
}) {
  return (
    <DataTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.length === 0 ? (
          <tr>
            <td colSpan={series.length + 1}>{CHART_TEXTS.noData}</td>
          </tr>
        ) : null}
        {categories.map((category, index) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((s) => {
              const value = s.values[index];
              return (
                <td key={s.key}>
                  {value === undefined || !Number.isFinite(value) ? '-' : fullNumber(value)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export interface CartesianChartProps {
  /** The chart's title: its caption, its image name and the table's caption. */
  title: string;
  description?: string;
  /** The x-axis categories (e.g. months), one per value of each series. */
  categories: string[];
  series: ChartSeries[];
  /** Header of the table's first column. */
  categoryLabel?: string;
  /** Axis tick text; defaults to the RB/JT/M abbreviations. */
  formatTick?: Formatter;
  /** Width and height of the drawing in SVG units (it scales to its container). */
  width?: number;
  height?: number;
  defaultShowTable?: boolean;
}

function useCartesian({ categories, series, width = 560, height = 240 }: CartesianChartProps) {
  const m = DEFAULT_MARGINS;
  const innerWidth = width - m.left - m.right;
  const innerHeight = height - m.top - m.bottom;
  const y = valueScale(series, innerHeight);
  return { m, width, height, innerWidth, innerHeight, y, ticks: valueTicks(y), categories };
}

function ValueAxis({
  ticks,
  y,
  innerWidth,
  formatTick,
}: {
  ticks: number[];
  y: (value: number) => number;
  innerWidth: number;
  formatTick: Formatter;
}) {
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0 ${y(tick)})`}>
          <line data-part={tick === 0 ? 'axis' : 'grid'} x1={0} x2={innerWidth} />
          <text x={-8} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

function legendOf(
  parts: ReadonlyArray<{ key: string; label: string }>,
  idOf: (index: number) => string,
): LegendItem[] {
  return parts.map((s, index) => {
    const look = seriesLook(index);
    return { key: s.key, label: s.label, look, fill: fillOf(look, idOf(index)) };
  });
}

/** A line chart of one or more series over categories, with its data table. */
export function LineChart(props: CartesianChartProps) {
  const { title, description, series, categoryLabel = CHART_TEXTS.category } = props;
  const formatTick = props.formatTick ?? abbreviateNumber;
  const { m, width, height, innerWidth, innerHeight, y, ticks, categories } = useCartesian(props);
  const x = pointScale(categories, innerWidth);
  const idOf = usePatternIds();
  return (
    <ChartFrame
      kind="line"
      isEmpty={categories.length === 0 || series.length === 0}
      title={title}
      description={description}
      legend={legendOf(series, idOf)}
      legendKind="line"
      defaultShowTable={props.defaultShowTable}
      table={(caption) => (
        <SeriesTable
          caption={caption}
          categoryLabel={categoryLabel}
          categories={categories}
          series={series}
        />
      )}
    >
      <svg role="img" aria-label={`Grafik garis: ${title}`} viewBox={`0 0 ${width} ${height}`}>
        <g transform={`translate(${m.left} ${m.top})`}>
          <ValueAxis ticks={ticks} y={y} innerWidth={innerWidth} formatTick={formatTick} />
          <g aria-hidden="true">
            {categories.map((category) => (
              <text key={category} x={x(category)} y={innerHeight + 20} textAnchor="middle">
                {category}
              </text>
            ))}
          </g>
          {series.map((s, index) => {
            const look = seriesLook(index);
            return (
              <g key={s.key} data-series={s.key}>
                <path
                  data-part="mark"
                  data-line=""
                  d={linePath(s.values, categories, x, y)}
                  fill="none"
                  stroke={look.colour}
                  strokeWidth={2.5}
                  strokeDasharray={look.dash || undefined}
                  strokeLinejoin="round"
                />
                {categories.map((category, i) => {
                  const value = s.values[i];
                  if (value === undefined || !Number.isFinite(value)) return null;
                  return (
                    <Marker
                      key={category}
                      data-part="mark"
                      look={look}
                      cx={x(category) ?? 0}
                      cy={y(value)}
                      r={3.5}
                    />
                  );
                })}
              </g>
            );
          })}
        </g>
      </svg>
    </ChartFrame>
  );
}

/** A grouped bar chart of one or more series over categories, with its data table. */
export function BarChart(props: CartesianChartProps) {
  const { title, description, series, categoryLabel = CHART_TEXTS.category } = props;
  const formatTick = props.formatTick ?? abbreviateNumber;
  const { m, width, height, innerWidth, innerHeight, y, ticks, categories } = useCartesian(props);
  const { outer, inner } = bandScales(
    categories,
    series.map((s) => s.key),
    innerWidth,
  );
  const zero = y(0);
  const idOf = usePatternIds();
  return (
    <ChartFrame
      kind="bar"
      isEmpty={categories.length === 0 || series.length === 0}
      title={title}
      description={description}
      legend={legendOf(series, idOf)}
      patterns={{ count: series.length, idOf }}
      defaultShowTable={props.defaultShowTable}
      table={(caption) => (
        <SeriesTable
          caption={caption}
          categoryLabel={categoryLabel}
          categories={categories}
          series={series}
        />
      )}
    >
      <svg role="img" aria-label={`Grafik batang: ${title}`} viewBox={`0 0 ${width} ${height}`}>
        <g transform={`translate(${m.left} ${m.top})`}>
          <ValueAxis ticks={ticks} y={y} innerWidth={innerWidth} formatTick={formatTick} />
          <g aria-hidden="true">
            {categories.map((category) => (
              <text
                key={category}
                x={(outer(category) ?? 0) + outer.bandwidth() / 2}
                y={innerHeight + 20}
                textAnchor="middle"
              >
                {category}
              </text>
            ))}
          </g>
          {series.map((s, index) => (
            <g key={s.key} data-series={s.key}>
              {categories.map((category, i) => {
                const value = s.values[i];
                if (value === undefined || !Number.isFinite(value)) return null;
                const top = Math.min(y(value), zero);
                return (
                  <rect
                    key={category}
                    data-part="mark"
                    x={(outer(category) ?? 0) + (inner(s.key) ?? 0)}
                    y={top}
                    width={inner.bandwidth()}
                    height={Math.abs(zero - y(value))}
                    rx={2}
                    fill={fillOf(seriesLook(index), idOf(index))}
                    data-pattern={seriesLook(index).pattern}
                    stroke={seriesLook(index).colour}
                    strokeWidth={1}
                  />
                );
              })}
            </g>
          ))}
        </g>
      </svg>
    </ChartFrame>
  );
}

export interface DonutChartProps {
  title: string;
  description?: string;
  segments: ChartSegment[];
  /** Header of the table's first column. */
  categoryLabel?: string;
  /** Text of each value in the table and the centre; defaults to the number in id-ID. */
  formatValue?: Formatter;
  /** Diameter in SVG units. */
  size?: number;
  defaultShowTable?: boolean;
}

/** A donut of parts of a whole, the total in its centre, with a table of values and shares. */
export function DonutChart({
  title,
  description,
  segments,
  categoryLabel = CHART_TEXTS.category,
  formatValue = fullNumber,
  size = 200,
  defaultShowTable,
}: DonutChartProps) {
  const radius = size / 2;
  const arcs = donutArcs(segments, radius, radius * 0.62);
  const idOf = usePatternIds();
  const total = segments.reduce(
    (sum, s) => sum + (Number.isFinite(s.value) && s.value > 0 ? s.value : 0),
    0,
  );
  return (
    <ChartFrame
      kind="donut"
      isEmpty={segments.length === 0}
      title={title}
      description={description}
      legend={legendOf(segments, idOf)}
      patterns={{ count: segments.length, idOf }}
      defaultShowTable={defaultShowTable}
      table={(caption) => (
        <DataTable>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              <th scope="col">{CHART_TEXTS.value}</th>
              <th scope="col">{CHART_TEXTS.share}</th>
            </tr>
          </thead>
          <tbody>
            {arcs.length === 0 ? (
              <tr>
                <td colSpan={3}>{CHART_TEXTS.noData}</td>
              </tr>
            ) : null}
            {arcs.map((a) => (
              <tr key={a.key}>
                <th scope="row">{a.label}</th>
                <td>{formatValue(a.value)}</td>
                <td>{formatShare(a.share)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{CHART_TEXTS.total}</th>
              <td>{formatValue(total)}</td>
              <td>{total > 0 ? formatShare(1) : formatShare(0)}</td>
            </tr>
          </tfoot>
        </DataTable>
      )}
    >
      <svg
        role="img"
        aria-label={`Grafik donat: ${title}`}
        viewBox={`0 0 ${size} ${size}`}
        style={{ maxWidth: size }}
      >
        <g transform={`translate(${radius} ${radius})`}>
          {arcs.map((a, index) =>
            a.share > 0 ? (
              <path
                key={a.key}
                data-part="mark"
                data-segment={a.key}
                d={a.path}
                fill={fillOf(seriesLook(index), idOf(index))}
                data-pattern={seriesLook(index).pattern}
                stroke={OVER}
                strokeWidth={1.5}
              />
            ) : null,
          )}
          <text aria-hidden="true" data-part="center-value" textAnchor="middle" dy="0.1em">
            {formatValue(total)}
          </text>
          <text aria-hidden="true" textAnchor="middle" dy="1.8em">
            {CHART_TEXTS.total}
          </text>
        </g>
      </svg>
    </ChartFrame>
  );
}
