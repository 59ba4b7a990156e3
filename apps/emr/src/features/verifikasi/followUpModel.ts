/**
 * Pure rules of Tindak Lanjut's screens: how long ago a visit ended in words, where an item
 * opens (its form in the chart, or the visit in the chart), where a visit's verification step
 * is, the KLPCM percentage in words.
 */
import { formatNumber } from '@simrs/validators';
import type { FollowUpRow, KlpcmFigure } from '@simrs/validators/contracts';
import { chartFormHref, chartHref } from '../../routing/recordLinks';

const MINUTE = 60_000;

/** The time from `from` to `now` in words: '45 menit', '5 jam', '2 hari 3 jam'. */
export function elapsedText(from: string, now: string): string {
  const ms = Math.max(0, Date.parse(now) - Date.parse(from));
  if (Number.isNaN(ms)) return '';
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 60) return `${minutes} menit`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} jam`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} hari` : `${days} hari ${rest} jam`;
}

/** Where an unmet item is completed: its form in the chart, else the visit in the chart. */
export function itemHref(
  row: Pick<FollowUpRow, 'rmNo' | 'registrationId'>,
  item: { templateKey: string | null },
): string {
  return item.templateKey
    ? chartFormHref(row.rmNo, item.templateKey, row.registrationId)
    : chartHref(row.rmNo, row.registrationId);
}

/** The records step of an outpatient or emergency visit still at it (else null). */
export function verificationHref(row: Pick<FollowUpRow, 'kind' | 'stage' | 'registrationId'>) {
  if (row.kind === 'RANAP' || row.stage !== 'RM') return null;
  const slug = row.kind === 'RAJAL' ? 'rajal' : 'ugd';
  return `/verifikasi-rekam-medis?pageSlug=${slug}&regId=${row.registrationId}`;
}

/** '87,5%', or '–' when there is no finished visit. */
export function percentText(figure: Pick<KlpcmFigure, 'percent'>): string {
  return figure.percent === null ? '–' : `${formatNumber(figure.percent, 1)}%`;
}
