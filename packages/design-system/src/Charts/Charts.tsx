import { abbreviateNumber, formatNumber } from '@simrs/validators';
import { type ReactNode, useId, useState } from 'react';
import {
  Caption,
  DataTable,
  Description,
  Figure,
  Header,
  Legend,
  Swatch,
  TableToggle,
  TableWrap,
} from './Charts.styles';
import {
  bandScales,
  type ChartSegment,
  type ChartSeries,
  DEFAULT_MARGINS,
  donutArcs,
  formatShare,
  linePath,
  pointScale,
  seriesColour,
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
} as const;

type Formatter = (value: number) => string;

/** Table figures: the full number in the Indonesian locale (at most two decimals). */
const fullNumber: Formatter = (value) => formatNumber(value, 2);

interface ChartFrameProps {
  kind: string;
  title: string;
  description?: string;
  legend?: Array<{ key: string; label: string; colour: string }>;
  /** Shows the data table on screen from the start. */
  defaultShowTable?: boolean;
  table: (captionText: string) => ReactNode;
  children: ReactNode;
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
  defaultShowTable = false,
  table,
  children,
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
      {children}
      {legend && legend.length > 0 ? (
        <Legend aria-label={`Keterangan ${title}`}>
          {legend.map((item) => (
            <li key={item.key}>
              <Swatch aria-hidden="true" style={{ background: item.colour }} />
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

function legendOf(series: ChartSeries[]) {
  return series.map((s, index) => ({ key: s.key, label: s.label, colour: seriesColour(index) }));
}

/** A line chart of one or more series over categories, with its data table. */
export function LineChart(props: CartesianChartProps) {
  const { title, description, series, categoryLabel = CHART_TEXTS.category } = props;
  const formatTick = props.formatTick ?? abbreviateNumber;
  const { m, width, height, innerWidth, innerHeight, y, ticks, categories } = useCartesian(props);
  const x = pointScale(categories, innerWidth);
  return (
    <ChartFrame
      kind="line"
      title={title}
      description={description}
      legend={legendOf(series)}
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
          {series.map((s, index) => (
            <g key={s.key} data-series={s.key}>
              <path
                data-part="mark"
                d={linePath(s.values, categories, x, y)}
                fill="none"
                stroke={seriesColour(index)}
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
              {categories.map((category, i) => {
                const value = s.values[i];
                if (value === undefined || !Number.isFinite(value)) return null;
                return (
                  <circle
                    key={category}
                    data-part="mark"
                    cx={x(category)}
                    cy={y(value)}
                    r={3.5}
                    fill={seriesColour(index)}
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
  return (
    <ChartFrame
      kind="bar"
      title={title}
      description={description}
      legend={legendOf(series)}
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
                    fill={seriesColour(index)}
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
  const total = segments.reduce(
    (sum, s) => sum + (Number.isFinite(s.value) && s.value > 0 ? s.value : 0),
    0,
  );
  return (
    <ChartFrame
      kind="donut"
      title={title}
      description={description}
      legend={segments.map((s, index) => ({
        key: s.key,
        label: s.label,
        colour: seriesColour(index),
      }))}
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
                fill={seriesColour(index)}
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
