/** Deterministic demo data: the same hospital on every machine. */

export const POLI = [
  ['UMUM', 'Poli Umum', 'UMU'],
  ['ANAK', 'Poli Anak', 'ANA'],
  ['INT', 'Poli Penyakit Dalam', 'INT'],
  ['OBG', 'Poli Kandungan', 'OBG'],
  ['BED', 'Poli Bedah', 'BED'],
  ['GIGI', 'Poli Gigi', 'GIG'],
  ['MATA', 'Poli Mata', 'MAT'],
  ['THT', 'Poli THT', 'THT'],
  ['SAR', 'Poli Saraf', 'SAR'],
  ['JAN', 'Poli Jantung', 'JAN'],
] as const;

export const AGAMA = ['Islam', 'Kristen Protestan', 'Katolik', 'Hindu', 'Buddha', 'Khonghucu'];

export const BANK = [
  ['002', 'Bank Rakyat Indonesia'],
  ['009', 'Bank Negara Indonesia'],
  ['008', 'Bank Mandiri'],
  ['014', 'Bank Central Asia'],
  ['451', 'Bank Syariah Indonesia'],
] as const;

export const OBAT: [string, string, string, number, number][] = [
  ['OB-001', 'Paracetamol 500 mg', 'TABLET', 500, 200],
  ['OB-002', 'Amoxicillin 500 mg', 'KAPSUL', 1200, 150],
  ['OB-003', 'Ibuprofen 400 mg', 'TABLET', 900, 100],
  ['OB-004', 'Omeprazole 20 mg', 'KAPSUL', 1500, 100],
  ['OB-005', 'Metformin 500 mg', 'TABLET', 700, 150],
  ['OB-006', 'Amlodipine 10 mg', 'TABLET', 1100, 100],
  ['OB-007', 'Cetirizine 10 mg', 'TABLET', 800, 80],
  ['OB-008', 'Salbutamol Sirup 60 ml', 'BOTOL', 12500, 30],
  ['OB-009', 'Ceftriaxone 1 g', 'VIAL', 18000, 50],
  ['OB-010', 'Ondansetron 4 mg/2 ml', 'AMPUL', 9500, 40],
  ['OB-011', 'Gentamicin Salep Kulit', 'TUBE', 7000, 20],
  ['OB-012', 'Oralit', 'SACHET', 1500, 100],
];

export const KELAS = [
  ['VIP', 'VIP', '1'],
  ['K1', 'Kelas 1', '1'],
  ['K2', 'Kelas 2', '2'],
  ['K3', 'Kelas 3', '3'],
] as const;

/** [code, name, kelas code, beds] */
export const BANGSAL = [
  ['ANG', 'Anggrek', 'VIP', 2],
  ['MEL', 'Melati', 'K1', 4],
  ['MAW', 'Mawar', 'K2', 8],
  ['DAH', 'Dahlia', 'K3', 12],
] as const;

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
