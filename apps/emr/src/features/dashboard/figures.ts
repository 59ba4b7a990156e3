/**
 * Pure rules of the Dashboard: how a figure of the summary reads on screen. The figures
 * themselves (what the user may see, the counts, hints and links) come whole from the server's
 * one summary query (`dashboardContract`).
 */

import { formatNumber } from '@simrs/validators';
import type { DashboardFigure } from '@simrs/validators/contracts';

/** The figure as shown: '1.234', or 'lebih dari 1.000' for a bounded count (decisions 6). */
export function figureText(figure: Pick<DashboardFigure, 'value' | 'totalExact'>): string {
  return `${figure.totalExact ? '' : 'lebih dari '}${formatNumber(figure.value)}`;
}

/** Where a figure leads: only an app path (a figure never links out of the app). */
export function figureHref(figure: Pick<DashboardFigure, 'href'>): string | null {
  const href = figure.href ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}
