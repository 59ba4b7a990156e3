/**
 * Recovery-room and anaesthesia scales: Aldrete (the spec's seven items), the Steward-style
 * recovery score (consciousness, breathing, motor), Bromage and the ASA physical status.
 */
import { optionList } from '../vocabulary';
import {
  bandFor,
  defineItems,
  defineScale,
  optionFor,
  type ScaleAnswers,
  type ScoreBand,
} from './model';

function zeroToTwo(two: string, one: string, zero: string) {
  return [
    { code: 2, points: 2, label: two },
    { code: 1, points: 1, label: one },
    { code: 0, points: 0, label: zero },
  ] as const;
}

/**
 * Aldrete recovery score with the seven items the spec lists, each 0-2 (total 0-14).
 *
 * The five original items (activity, breathing, blood pressure, consciousness, skin colour;
 * Aldrete & Kroulik, Anesth Analg 1970; modified Aldrete 1995) keep their published discharge
 * criterion: a core total >= 9 of 10 means ready to leave the recovery room. The spec adds nausea
 * and bleeding; a patient who vomits or bleeds actively (either scored 0) is not ready whatever
 * the core total. So Aldrete is not a plain additive scale: `bands` are ranges of the core
 * total (`coreMin`..`coreMax`), `min`..`max` the range of the seven-item total, and
 * `aldreteResult` scores it.
 */
const aldreteItems = defineItems([
  { id: 'skinColour', label: 'Warna Kulit', options: zeroToTwo('Merah muda', 'Pucat', 'Sianosis') },
  {
    id: 'activity',
    label: 'Aktivitas',
    options: zeroToTwo(
      'Menggerakkan 4 ekstremitas',
      'Menggerakkan 2 ekstremitas',
      'Tidak dapat menggerakkan ekstremitas',
    ),
  },
  {
    id: 'breathing',
    label: 'Pernapasan',
    options: zeroToTwo(
      'Bernapas dalam dan dapat batuk',
      'Napas dangkal/terbatas (dispnea)',
      'Apnea',
    ),
  },
  {
    id: 'bloodPressure',
    label: 'Tekanan Darah',
    options: zeroToTwo(
      'Berbeda kurang dari 20% dari nilai praanestesi',
      'Berbeda 20-50% dari nilai praanestesi',
      'Berbeda lebih dari 50% dari nilai praanestesi',
    ),
  },
  {
    id: 'consciousness',
    label: 'Kesadaran',
    options: zeroToTwo('Sadar penuh', 'Bangun bila dipanggil', 'Tidak berespons'),
  },
  { id: 'nausea', label: 'Mual/Muntah', options: zeroToTwo('Tidak mual', 'Mual', 'Muntah') },
  {
    id: 'bleeding',
    label: 'Perdarahan',
    options: zeroToTwo('Tidak ada perdarahan', 'Perdarahan minimal (rembes)', 'Perdarahan aktif'),
  },
]);

export const aldrete = Object.freeze({
  id: 'aldrete',
  title: 'Skor Aldrete',
  source: 'Aldrete & Kroulik 1970 / modified Aldrete 1995: inti >= 9 dari 10 siap pindah',
  ...aldreteItems,
  /** The five original items whose sum is banded. */
  coreItems: Object.freeze([
    'skinColour',
    'activity',
    'breathing',
    'bloodPressure',
    'consciousness',
  ] as const),
  coreMin: 0,
  coreMax: 10,
  bands: Object.freeze([
    { code: 'BELUM_SIAP', label: 'Belum Siap Pindah', tone: 'warning', min: 0, max: 8 },
    {
      code: 'SIAP_PINDAH',
      label: 'Siap Pindah dari Ruang Pemulihan',
      tone: 'success',
      min: 9,
      max: 10,
    },
  ] as const satisfies readonly ScoreBand<'BELUM_SIAP' | 'SIAP_PINDAH'>[]),
});
export type AldreteItemId = (typeof aldrete.items)[number]['id'];
const aldreteCoreItems: readonly string[] = aldrete.coreItems;

export interface AldreteResult {
  /** All seven items, 0-14. */
  readonly total: number;
  /** The five original Aldrete items, 0-10. */
  readonly coreTotal: number;
  readonly ready: boolean;
  readonly band: (typeof aldrete.bands)[number];
}

export function aldreteResult(answers: ScaleAnswers<AldreteItemId>): AldreteResult {
  let total = 0;
  let coreTotal = 0;
  let blocked = false;
  for (const item of aldrete.items) {
    const points = optionFor(item, answers[item.id]).points;
    total += points;
    if (aldreteCoreItems.includes(item.id)) coreTotal += points;
    else if (points === 0) blocked = true;
  }
  const ready = bandFor(aldrete.bands, coreTotal).code === 'SIAP_PINDAH' && !blocked;
  const [notReady, readyBand] = aldrete.bands;
  const band = ready ? readyBand : notReady;
  if (!band) throw new Error('Aldrete bands missing');
  return { total, coreTotal, ready, band };
}

/**
 * Steward-style recovery score: consciousness, breathing (airway) and motor, each 0-2, total 0-6
 * (Steward, Can Anaesth Soc J 1975). Cut-off >= 5 ready to leave recovery, the usual criterion
 * (in particular for children after general anaesthesia).
 */
export const stewardScore = defineScale({
  id: 'stewardScore',
  title: 'Skor Steward',
  source: 'Steward 1975; >= 5 siap pindah dari ruang pemulihan',
  items: [
    {
      id: 'consciousness',
      label: 'Kesadaran',
      options: zeroToTwo('Sadar penuh', 'Bereaksi terhadap rangsangan', 'Tidak bereaksi'),
    },
    {
      id: 'breathing',
      label: 'Pernapasan (Jalan Napas)',
      options: zeroToTwo(
        'Batuk atau menangis sesuai perintah',
        'Mempertahankan jalan napas dengan baik',
        'Jalan napas perlu dibantu',
      ),
    },
    {
      id: 'motor',
      label: 'Motorik',
      options: zeroToTwo(
        'Menggerakkan anggota gerak dengan tujuan',
        'Gerakan tanpa tujuan',
        'Tidak bergerak',
      ),
    },
  ],
  bands: [
    { code: 'BELUM_SIAP', label: 'Belum Siap Pindah', tone: 'warning', min: 0, max: 4 },
    {
      code: 'SIAP_PINDAH',
      label: 'Siap Pindah dari Ruang Pemulihan',
      tone: 'success',
      min: 5,
      max: 6,
    },
  ],
});

/**
 * Bromage score 0-3 of motor block after spinal/epidural anaesthesia (Bromage 1965, as modified
 * in common use: 0 no block ... 3 complete block). Each score is its own band; recovery rooms
 * usually let a patient leave at Bromage <= 2.
 */
export const bromageScore = defineScale({
  id: 'bromageScore',
  title: 'Skor Bromage',
  source: 'Bromage 1965 (blok motorik setelah anestesi spinal/epidural)',
  items: [
    {
      id: 'score',
      label: 'Blok Motorik',
      options: [
        { code: 0, points: 0, label: 'Dapat mengangkat tungkai lurus (tidak ada blok)' },
        { code: 1, points: 1, label: 'Tidak dapat mengangkat tungkai lurus, dapat menekuk lutut' },
        { code: 2, points: 2, label: 'Tidak dapat menekuk lutut, dapat menggerakkan kaki' },
        { code: 3, points: 3, label: 'Tidak dapat menggerakkan kaki dan lutut (blok lengkap)' },
      ],
    },
  ],
  bands: [
    { code: 'TIDAK_ADA_BLOK', label: 'Tidak Ada Blok', tone: 'success', min: 0, max: 0 },
    { code: 'BLOK_PARSIAL', label: 'Blok Parsial', tone: 'info', min: 1, max: 1 },
    { code: 'BLOK_HAMPIR_LENGKAP', label: 'Blok Hampir Lengkap', tone: 'warning', min: 2, max: 2 },
    { code: 'BLOK_LENGKAP', label: 'Blok Lengkap', tone: 'danger', min: 3, max: 3 },
  ],
});

/**
 * ASA physical status 1-5 (American Society of Anesthesiologists classification, 2020 update;
 * class VI, the brain-dead organ donor, is outside the spec's 1-5). An emergency operation adds
 * the suffix E.
 */
export const asaClass = optionList('asaClass', 'Status Fisik ASA', [
  { code: 1, label: 'ASA I - Pasien sehat normal', tone: 'success' },
  { code: 2, label: 'ASA II - Penyakit sistemik ringan', tone: 'info' },
  { code: 3, label: 'ASA III - Penyakit sistemik berat', tone: 'warning' },
  { code: 4, label: 'ASA IV - Penyakit sistemik berat yang mengancam nyawa', tone: 'danger' },
  {
    code: 5,
    label: 'ASA V - Pasien moribund yang tidak diharapkan bertahan tanpa operasi',
    tone: 'danger',
  },
]);
export type AsaClassCode = (typeof asaClass.entries)[number]['code'];

export interface AsaStatus {
  readonly asaClass: AsaClassCode;
  readonly emergency: boolean;
}

const roman = ['I', 'II', 'III', 'IV', 'V'] as const;

/** 'ASA III E' style text. */
export function formatAsa({ asaClass: cls, emergency }: AsaStatus): string {
  const numeral = roman[cls - 1];
  if (numeral === undefined) throw new RangeError(`ASA class must be 1-5, got ${cls}`);
  return `ASA ${numeral}${emergency ? ' E' : ''}`;
}

/**
 * Reads '3', '3E', 'III E', 'ASA IIIE', 'asa 2 e' (case and spaces free); undefined when the text
 * is not an ASA class 1-5.
 */
export function parseAsa(text: string): AsaStatus | undefined {
  const match = /^(?:ASA)?\s*([1-5]|IV|V|I{1,3})\s*(E)?$/.exec(text.trim().toUpperCase());
  if (!match?.[1]) return undefined;
  const token = match[1];
  const n = /^\d$/.test(token) ? Number(token) : roman.indexOf(token as (typeof roman)[number]) + 1;
  if (n < 1 || n > 5) return undefined;
  return { asaClass: n as AsaClassCode, emergency: match[2] === 'E' };
}
