/**
 * Vital signs and body measurements: label, unit, decimals, the plausible range (what a human,
 * newborn to adult, can show and still be measured; a value outside is a typing error, refused
 * even in a draft) and the observation code. The ranges are deliberately wide: they catch pulse
 * 500 or temperature 50, not an abnormal reading, which the clinician must be able to record.
 */
export const VITAL_SIGNS = {
  systolic: {
    label: 'Tekanan Darah Sistolik',
    short: 'TD Sistolik',
    unit: 'mmHg',
    min: 40,
    max: 300,
    decimals: 0,
  },
  diastolic: {
    label: 'Tekanan Darah Diastolik',
    short: 'TD Diastolik',
    unit: 'mmHg',
    min: 20,
    max: 200,
    decimals: 0,
  },
  pulse: { label: 'Nadi', short: 'Nadi', unit: 'x/menit', min: 20, max: 250, decimals: 0 },
  respiration: {
    label: 'Frekuensi Napas',
    short: 'RR',
    unit: 'x/menit',
    min: 4,
    max: 100,
    decimals: 0,
  },
  temperature: { label: 'Suhu', short: 'Suhu', unit: '°C', min: 30, max: 43, decimals: 1 },
  spo2: {
    label: 'Saturasi Oksigen (SpO2)',
    short: 'SpO2',
    unit: '%',
    min: 50,
    max: 100,
    decimals: 0,
  },
  weight: { label: 'Berat Badan', short: 'BB', unit: 'kg', min: 0.3, max: 350, decimals: 2 },
  height: {
    label: 'Tinggi/Panjang Badan',
    short: 'TB',
    unit: 'cm',
    min: 20,
    max: 250,
    decimals: 1,
  },
  headCircumference: {
    label: 'Lingkar Kepala',
    short: 'LK',
    unit: 'cm',
    min: 20,
    max: 70,
    decimals: 1,
  },
} as const satisfies Record<
  string,
  { label: string; short: string; unit: string; min: number; max: number; decimals: number }
>;

export type VitalSign = keyof typeof VITAL_SIGNS;

export const VITAL_SIGN_KEYS = Object.keys(VITAL_SIGNS) as VitalSign[];

/** Observation code of a vital sign: 'vital.pulse'. */
export function vitalCode(sign: VitalSign): string {
  return `vital.${sign}`;
}

/** Body mass index (kg/m2, one decimal) from weight and height, or null. */
export function bodyMassIndex(weightKg: number | null, heightCm: number | null): number | null {
  if (weightKg === null || heightCm === null || heightCm <= 0) return null;
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}
