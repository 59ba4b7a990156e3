/**
 * Glasgow Coma Scale in adult, child and neonatal (infant) variants, and the level of
 * consciousness from a GCS total.
 *
 * Sources: adult GCS, Teasdale & Jennett, Lancet 1974 (motor with 6 levels as revised in 1976);
 * the child (preverbal to school age) and infant verbal and motor wording follow the paediatric
 * GCS of James & Trauner (1985) as used in PALS / paediatric trauma teaching. Eye opening is the
 * same in every variant.
 */
import { defineScale, type ScaleItem, type ScoreBand } from './model';

type GcsItemId = 'eye' | 'verbal' | 'motor';

const eye: ScaleItem<'eye'> = {
  id: 'eye',
  label: 'Respons Membuka Mata (E)',
  options: [
    { code: 4, points: 4, label: 'Membuka mata spontan' },
    { code: 3, points: 3, label: 'Membuka mata terhadap suara/perintah' },
    { code: 2, points: 2, label: 'Membuka mata terhadap rangsang nyeri' },
    { code: 1, points: 1, label: 'Tidak membuka mata' },
  ],
};

function motor(six: string, five: string, four: string): ScaleItem<'motor'> {
  return {
    id: 'motor',
    label: 'Respons Motorik (M)',
    options: [
      { code: 6, points: 6, label: six },
      { code: 5, points: 5, label: five },
      { code: 4, points: 4, label: four },
      { code: 3, points: 3, label: 'Fleksi abnormal (dekortikasi)' },
      { code: 2, points: 2, label: 'Ekstensi abnormal (deserebrasi)' },
      { code: 1, points: 1, label: 'Tidak ada respons motorik' },
    ],
  };
}

function verbal(labels: readonly [string, string, string, string, string]): ScaleItem<'verbal'> {
  return {
    id: 'verbal',
    label: 'Respons Verbal (V)',
    options: labels.map((label, i) => ({ code: 5 - i, points: 5 - i, label })),
  };
}

/**
 * Level of consciousness by GCS total, as the spec gives it (vocabularies section 3; the usual
 * Indonesian nursing convention): 14-15 compos mentis, 12-13 apathetic, 10-11 somnolent,
 * 7-9 delirium, 4-6 sopor, 1-3 coma. A GCS total is at least 3 (each component scores at least
 * 1), so totals 1 and 2 cannot occur; the coma band still starts at 1 as the spec writes it.
 */
export const consciousnessBands = [
  { code: 1, label: 'Compos Mentis', tone: 'success', min: 14, max: 15 },
  { code: 2, label: 'Apatis', tone: 'info', min: 12, max: 13 },
  { code: 3, label: 'Somnolen', tone: 'warning', min: 10, max: 11 },
  { code: 4, label: 'Delirium', tone: 'warning', min: 7, max: 9 },
  { code: 5, label: 'Sopor', tone: 'danger', min: 4, max: 6 },
  { code: 6, label: 'Koma', tone: 'danger', min: 1, max: 3 },
] as const satisfies readonly ScoreBand<1 | 2 | 3 | 4 | 5 | 6>[];
export type ConsciousnessCode = (typeof consciousnessBands)[number]['code'];

export const gcsAdult = defineScale({
  id: 'gcsAdult',
  title: 'GCS Dewasa',
  source: 'Teasdale & Jennett 1974 (Glasgow Coma Scale)',
  items: [
    eye,
    verbal([
      'Orientasi baik',
      'Bingung (disorientasi)',
      'Kata-kata tidak tepat',
      'Suara tidak dapat dimengerti (mengerang)',
      'Tidak ada respons verbal',
    ]),
    motor('Mengikuti perintah', 'Melokalisasi nyeri', 'Menarik diri dari rangsang nyeri'),
  ] satisfies readonly ScaleItem<GcsItemId>[],
  bands: consciousnessBands,
});

export const gcsChild = defineScale({
  id: 'gcsChild',
  title: 'GCS Anak',
  source: 'Paediatric GCS, James & Trauner 1985',
  items: [
    eye,
    verbal([
      'Kata-kata/kalimat sesuai usia, orientasi baik',
      'Kata-kata tidak tepat, bingung',
      'Menangis atau menjerit terus-menerus',
      'Mengerang',
      'Tidak ada respons verbal',
    ]),
    motor('Mengikuti perintah', 'Melokalisasi nyeri', 'Menarik diri dari rangsang nyeri'),
  ] satisfies readonly ScaleItem<GcsItemId>[],
  bands: consciousnessBands,
});

export const gcsNeonatal = defineScale({
  id: 'gcsNeonatal',
  title: 'GCS Neonatus/Bayi',
  source: 'Infant GCS, James & Trauner 1985',
  items: [
    eye,
    verbal([
      'Berceloteh/mengoceh',
      'Menangis rewel, dapat ditenangkan',
      'Menangis terhadap rangsang nyeri',
      'Merintih terhadap rangsang nyeri',
      'Tidak ada respons verbal',
    ]),
    motor(
      'Bergerak spontan dan bertujuan',
      'Menarik diri terhadap sentuhan',
      'Menarik diri dari rangsang nyeri',
    ),
  ] satisfies readonly ScaleItem<GcsItemId>[],
  bands: consciousnessBands,
});

export interface GcsComponents {
  readonly eye: number;
  readonly verbal: number;
  readonly motor: number;
}

function checkComponent(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new RangeError(`GCS ${name} must be an integer 1-${max}, got ${value}`);
  }
}

/** E + V + M, 3-15. RangeError when a component is outside E 1-4, V 1-5, M 1-6. */
export function gcsTotal({ eye, verbal, motor }: GcsComponents): number {
  checkComponent('eye', eye, 4);
  checkComponent('verbal', verbal, 5);
  checkComponent('motor', motor, 6);
  return eye + verbal + motor;
}

/** The consciousness band of a GCS total (integer 1-15; 1 and 2 fall in coma). */
export function consciousnessFromGcs(total: number): (typeof consciousnessBands)[number] {
  if (!Number.isInteger(total) || total < 1 || total > 15) {
    throw new RangeError(`GCS total must be an integer 1-15, got ${total}`);
  }
  const band = consciousnessBands.find((b) => total >= b.min && total <= b.max);
  if (!band) throw new RangeError(`GCS total ${total} is outside every band`);
  return band;
}

/** 'E4V5M6' notation of a GCS reading. */
export function formatGcs(c: GcsComponents): string {
  gcsTotal(c);
  return `E${c.eye}V${c.verbal}M${c.motor}`;
}
