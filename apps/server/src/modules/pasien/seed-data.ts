/** Deterministic demo patients: the same hospital on every machine. */

/**
 * Given names by sex for demo patients: a woman is seeded with a woman's name, a man with a
 * man's (Indonesian names are read that way at the desk; a mismatch looks like a data error).
 */
export const MALE_GIVEN = [
  'Budi',
  'Agus',
  'Rudi',
  'Andi',
  'Joko',
  'Eko',
  'Hendra',
  'Bambang',
  'Dedi',
  'Rizky',
  'Ahmad',
  'Bayu',
  'Dimas',
  'Fajar',
  'Gilang',
  'Hadi',
  'Irfan',
  'Taufik',
  'Wahyu',
  'Yusuf',
];
export const FEMALE_GIVEN = [
  'Siti',
  'Dewi',
  'Sri',
  'Rina',
  'Wati',
  'Yuni',
  'Lestari',
  'Putri',
  'Ani',
  'Ayu',
  'Indah',
  'Fitri',
  'Maya',
  'Ratna',
  'Nia',
  'Wulan',
  'Intan',
  'Mega',
  'Sari',
  'Tuti',
];
/** Second names that are themselves male or female names (Javanese usage). */
const MALE_SECOND = [
  'Santoso',
  'Saputra',
  'Hidayat',
  'Pratama',
  'Setiawan',
  'Nugroho',
  'Gunawan',
  'Wibowo',
  'Purnomo',
  'Kurniawan',
];
const FEMALE_SECOND = [
  'Wahyuni',
  'Rahmawati',
  'Handayani',
  'Susanti',
  'Permatasari',
  'Anggraini',
  'Puspitasari',
  'Maharani',
  'Kartika',
  'Safitri',
];
/** Family names carried by men and women alike (Batak, Chinese-Indonesian). */
const FAMILY = [
  'Siregar',
  'Nasution',
  'Simanjuntak',
  'Halim',
  'Lubis',
  'Harahap',
  'Tanjung',
  'Sinaga',
  'Wijaya',
  'Tanoto',
];
/** Names of each sex: given name, then a second name of the same sex or a family name. */
export const NAMES_BY_SEX = {
  '1': { given: MALE_GIVEN, second: [...MALE_SECOND, ...FAMILY] },
  '2': { given: FEMALE_GIVEN, second: [...FEMALE_SECOND, ...FAMILY] },
} as const;

/**
 * Given names and surnames of both sexes, for the benchmark's generated rows (`bench/bench.ts`
 * combines them by index without regard to sex).
 */
export const FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rudi',
  'Sri',
  'Andi',
  'Rina',
  'Joko',
  'Wati',
  'Eko',
  'Yuni',
  'Hendra',
  'Lestari',
  'Bambang',
  'Putri',
  'Dedi',
  'Ani',
  'Rizky',
  'Nur',
];
export const LAST = [
  'Santoso',
  'Wahyuni',
  'Saputra',
  'Lestari',
  'Hidayat',
  'Rahmawati',
  'Pratama',
  'Kusuma',
  'Setiawan',
  'Handayani',
  'Nugroho',
  'Susanti',
  'Gunawan',
  'Permata',
  'Siregar',
  'Nasution',
  'Simanjuntak',
  'Wibowo',
  'Purnomo',
  'Halim',
];
/** Real province+regency+district prefixes (Jakarta, Bandung, Surabaya, Medan, Makassar). */
const REGIONS = ['317101', '327301', '357801', '127101', '737101'];

/** Small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoPatient {
  rmNo: string;
  nik: string;
  bpjsNo: string | null;
  name: string;
  sex: '1' | '2';
  birthDate: string;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** NIK = region (6) + DDMMYY (day + 40 for women) + serial (4), consistent with birth date and sex. */
export function makeNik(region: string, birth: Date, sex: '1' | '2', serial: number): string {
  const day = birth.getUTCDate() + (sex === '2' ? 40 : 0);
  return `${region}${pad(day, 2)}${pad(birth.getUTCMonth() + 1, 2)}${pad(birth.getUTCFullYear() % 100, 2)}${pad(serial, 4)}`;
}

export function demoPatients(count: number, seed = 2022, offset = 0): DemoPatient[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const out: DemoPatient[] = [];
  for (let i = 0; i < count; i++) {
    const n = offset + i + 1;
    const sex = rand() < 0.5 ? '1' : '2';
    const birth = new Date(
      Date.UTC(
        1940 + Math.floor(rand() * 84),
        Math.floor(rand() * 12),
        1 + Math.floor(rand() * 28),
      ),
    );
    out.push({
      rmNo: pad(n, 8),
      nik: makeNik(pick(REGIONS), birth, sex, (n % 9999) + 1),
      bpjsNo: rand() < 0.7 ? `000${pad(n, 10)}` : null,
      name: `${pick(NAMES_BY_SEX[sex].given)} ${pick(NAMES_BY_SEX[sex].second)}`,
      sex,
      birthDate: birth.toISOString().slice(0, 10),
    });
  }
  return out;
}
