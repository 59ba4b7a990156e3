/**
 * Context `dashboard`: the Dashboard's one read. The server answers, in one call, the figures the
 * caller may see, as sections (master-data totals, today's queues, today's bookings; later
 * contexts such as registrations and clinical work add sections of their own), so the screen
 * draws whatever sections come without knowing each context (docs/protocol.md#dashboard).
 */
import type { Tone } from '@simrs/domain';
import { access, defineContract, out, query } from './kit';
import { noInput } from './params';

/** One labelled figure of a section (a tile on the Dashboard). */
export interface DashboardFigure {
  /** Unique in the answer ('Pasien', 'antrean-admisi'): tests and list keys. */
  key: string;
  /** What the figure counts ('Pasien terdaftar', 'Menunggu di Admisi'). */
  label: string;
  value: number;
  /**
   * False when `value` is only the counting bound of docs/decisions.md 6: the screen shows
   * 'lebih dari {value}'.
   */
  totalExact: boolean;
  /** A line under the figure ('12 aktif (80%)', '2 dipanggil, 5 selesai'). */
  hint?: string;
  /** Emphasis only: the label or hint says what it means. */
  tone?: Tone;
  /** The screen behind the figure (an app path the caller may open). */
  href?: string;
}

/** A bar chart of a section: one value per category in each series. */
export interface DashboardChart {
  title: string;
  description?: string;
  /** Header of the chart table's first column. */
  categoryLabel: string;
  categories: string[];
  series: { key: string; label: string; values: number[] }[];
}

export interface DashboardSection {
  /** 'master', 'antrean', 'reservasi', ... (one per section). */
  key: string;
  title: string;
  description?: string;
  figures: DashboardFigure[];
  chart?: DashboardChart;
}

export interface DashboardSummary {
  /** The day (WIB, YYYY-MM-DD) the work-of-the-day figures count. */
  day: string;
  /** When the figures were read (ISO time). */
  at: string;
  /** Only sections with something the caller may view; empty when there is nothing. */
  sections: DashboardSection[];
}

export const dashboardContract = defineContract({
  module: 'Dashboard',
  context: 'dashboard',
  menu: 'dashboard',
  queries: {
    /** Every figure the caller may see, each checked against its own menu. */
    summary: query({ input: noInput, access: access.session, output: out<DashboardSummary>() }),
  },
});

export const dashboardContracts = [dashboardContract] as const;
