/**
 * Healthcare-associated infection (HAI) surveillance, as the infection-prevention nurses (IPCN)
 * keep it (context `keselamatan`, screen hais, docs/keselamatan.md): the HAI kinds of the master
 * `master-hais`, the device or procedure exposures that are their denominators, the signs of the
 * daily check, the exposure days of a month and the rates (Pedoman PPI, PMK 27/2017).
 */
import { type CodeOf, optionList } from './vocabulary';

/** HAI kinds (the master `master-hais` classifies each of its rows by one). */
export const haiKind = optionList('haiKind', 'Jenis HAIs', [
  { code: 'IADP', label: 'Infeksi Aliran Darah Primer (IADP)', tone: 'neutral' },
  { code: 'ISK', label: 'Infeksi Saluran Kemih (ISK)', tone: 'neutral' },
  { code: 'VAP', label: 'Ventilator Associated Pneumonia (VAP)', tone: 'neutral' },
  { code: 'HAP', label: 'Hospital Acquired Pneumonia (HAP)', tone: 'neutral' },
  { code: 'IDO', label: 'Infeksi Daerah Operasi (IDO)', tone: 'neutral' },
  { code: 'PLEBITIS', label: 'Plebitis', tone: 'neutral' },
  { code: 'DEKUBITUS', label: 'Dekubitus', tone: 'neutral' },
]);
export type HaiKind = CodeOf<typeof haiKind>;

/** What a patient is exposed to: a device in place, bed rest, or an operation. */
export const haiExposureKind = optionList('haiExposureKind', 'Paparan HAIs', [
  { code: 'KATETER_URIN', label: 'Kateter Urin', tone: 'neutral' },
  { code: 'CVL', label: 'Kateter Vena Sentral (CVL)', tone: 'neutral' },
  { code: 'VENTILATOR', label: 'Ventilator Mekanik', tone: 'neutral' },
  { code: 'INFUS_PERIFER', label: 'Kateter Vena Perifer (Infus)', tone: 'neutral' },
  { code: 'TIRAH_BARING', label: 'Tirah Baring', tone: 'neutral' },
  { code: 'OPERASI', label: 'Tindakan Operasi', tone: 'neutral' },
]);
export type HaiExposureKind = CodeOf<typeof haiExposureKind>;

export interface HaiDenominator {
  exposure: HaiExposureKind;
  /** 'days': events per 1000 exposure days; 'procedures': events per 100 operations. */
  unit: 'days' | 'procedures';
  /** How the rate is written on the report. */
  label: string;
}

/**
 * The denominator of each HAI kind: ISK per 1000 urinary-catheter days, IADP per 1000 central-line
 * days, VAP per 1000 ventilator days, phlebitis per 1000 peripheral-line days, HAP and pressure
 * injuries per 1000 bed-rest days, IDO per 100 operations.
 */
export const HAI_DENOMINATORS: Readonly<Record<HaiKind, HaiDenominator>> = Object.freeze({
  ISK: { exposure: 'KATETER_URIN', unit: 'days', label: '‰ hari kateter urin' },
  IADP: { exposure: 'CVL', unit: 'days', label: '‰ hari CVL' },
  VAP: { exposure: 'VENTILATOR', unit: 'days', label: '‰ hari ventilator' },
  PLEBITIS: { exposure: 'INFUS_PERIFER', unit: 'days', label: '‰ hari infus perifer' },
  HAP: { exposure: 'TIRAH_BARING', unit: 'days', label: '‰ hari tirah baring' },
  DEKUBITUS: { exposure: 'TIRAH_BARING', unit: 'days', label: '‰ hari tirah baring' },
  IDO: { exposure: 'OPERASI', unit: 'procedures', label: '% operasi' },
});

/** The HAI kinds an exposure can lead to (an event is linked to one of its exposures). */
export function haiKindsOfExposure(exposure: HaiExposureKind): HaiKind[] {
  return haiKind.entries
    .map((e) => e.code)
    .filter((k) => HAI_DENOMINATORS[k].exposure === exposure);
}

/** Signs looked for at the daily check, with the exposures they belong to. */
export const haiSign = optionList('haiSign', 'Tanda Infeksi', [
  { code: 'DEMAM', label: 'Demam (suhu > 38 °C)', tone: 'warning' },
  { code: 'MENGGIGIL', label: 'Menggigil', tone: 'warning' },
  { code: 'KEMERAHAN', label: 'Kemerahan/bengkak di tempat insersi', tone: 'warning' },
  { code: 'NYERI_INSERSI', label: 'Nyeri di tempat insersi', tone: 'warning' },
  { code: 'PUS', label: 'Pus/cairan di tempat insersi', tone: 'danger' },
  { code: 'URIN_KERUH', label: 'Urin keruh/berbau', tone: 'warning' },
  { code: 'NYERI_SUPRAPUBIK', label: 'Nyeri suprapubik', tone: 'warning' },
  { code: 'SPUTUM_PURULEN', label: 'Sekret/sputum purulen', tone: 'warning' },
  { code: 'OKSIGENASI_MEMBURUK', label: 'Kebutuhan oksigen meningkat', tone: 'danger' },
  { code: 'LUKA_OPERASI', label: 'Luka operasi kemerahan/bernanah', tone: 'danger' },
  { code: 'KULIT_TERTEKAN', label: 'Kemerahan kulit tidak hilang saat ditekan', tone: 'warning' },
]);
export type HaiSign = CodeOf<typeof haiSign>;

/** The signs the daily check of each exposure offers. */
export const HAI_SIGNS_OF: Readonly<Record<HaiExposureKind, readonly HaiSign[]>> = Object.freeze({
  KATETER_URIN: ['DEMAM', 'URIN_KERUH', 'NYERI_SUPRAPUBIK'],
  CVL: ['DEMAM', 'MENGGIGIL', 'KEMERAHAN', 'PUS'],
  VENTILATOR: ['DEMAM', 'SPUTUM_PURULEN', 'OKSIGENASI_MEMBURUK'],
  INFUS_PERIFER: ['KEMERAHAN', 'NYERI_INSERSI', 'PUS'],
  TIRAH_BARING: ['DEMAM', 'SPUTUM_PURULEN', 'KULIT_TERTEKAN'],
  OPERASI: ['DEMAM', 'LUKA_OPERASI', 'PUS'],
});

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The exposure days of one exposure within [from, to] (WIB days, inclusive). Every calendar day
 * the device is in place counts, the day it was placed as day 1 and the day it was removed too
 * (a device placed and removed the same day: 1 day); a device still in place counts up to `today`.
 */
export function exposureDays(
  exposure: { installedOn: string; removedOn: string | null },
  from: string,
  to: string,
  today: string,
): number {
  const start = Math.max(dayNumber(exposure.installedOn), dayNumber(from));
  const end = Math.min(dayNumber(exposure.removedOn ?? today), dayNumber(to), dayNumber(today));
  return end >= start ? end - start + 1 : 0;
}

/** Days in place so far (the register's "hari ke-"), counted the same way. */
export function daysInPlace(
  exposure: { installedOn: string; removedOn: string | null },
  today: string,
): number {
  return exposureDays(exposure, exposure.installedOn, exposure.removedOn ?? today, today);
}

/**
 * A rate: events per 1000 exposure days, or per 100 operations; null without a denominator.
 * Rounded to two decimals.
 */
export function haiRate(events: number, denominator: number, unit: HaiDenominator['unit']) {
  if (denominator <= 0) return null;
  const per = unit === 'days' ? 1000 : 100;
  return Math.round((events / denominator) * per * 100) / 100;
}

/** The first and last day of a month `YYYY-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
