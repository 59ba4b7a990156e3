export type { CartesianChartProps, DonutChartProps } from './Charts';
export { BarChart, CHART_TEXTS, DonutChart, LineChart } from './Charts';
export type { ChartSegment, ChartSeries, DonutArc } from './geometry';
export { donutArcs, formatShare, SERIES_COLOURS } from './geometry';
