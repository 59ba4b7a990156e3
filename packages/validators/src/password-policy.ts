/**
 * The staff password policy (NIST SP 800-63B style), one definition for the user admin form, the
 * own password change, the server and the bootstrap administrator:
 *
 * - at least 12 characters (at most 128), any characters, no composition rule;
 * - refused when it is common: in the bundled list of common passwords (`data/common-passwords`,
 *   derived from zxcvbn-ts' list), or its letters are one of them with digits or symbols around
 *   ('Password2024!', 'P@ssw0rd123456'), or it is a word Indonesian users pick (`rahasia`,
 *   `bismillah`, the hospital's own words), the published demo password, one short piece repeated
 *   ('abcabcabcabc') or a straight run ('123456789012', 'abcdefghijkl').
 *
 * Comparisons ignore case.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { COMMON_PASSWORDS } from './data/common-passwords';

export const PASSWORD_POLICY = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;

/**
 * Words Indonesian users put in passwords, and the product's own words: refused as they are and
 * as the letters of a password ('Bismillah2024!').
 */
export const LOCAL_COMMON_PASSWORDS: readonly string[] = [
  'bismillah',
  'bismillahirrahmanirrahim',
  'alhamdulillah',
  'assalamualaikum',
  'insyaallah',
  'masyaallah',
  'rahasia',
  'rahasiaku',
  'katasandi',
  'katasandiku',
  'sandiku',
  'sayang',
  'sayangku',
  'sayangkamu',
  'cinta',
  'cintaku',
  'akucintakamu',
  'akusayangkamu',
  'kamu',
  'indonesia',
  'indonesiaraya',
  'merdeka',
  'pancasila',
  'garuda',
  'garudaindonesia',
  'jakarta',
  'bandung',
  'surabaya',
  'semarang',
  'yogyakarta',
  'jogja',
  'medan',
  'makassar',
  'palembang',
  'denpasar',
  'persib',
  'persija',
  'arema',
  'bonek',
  'doraemon',
  'naruto',
  'rumahsakit',
  'rumahsakitumum',
  'kesehatan',
  'sehat',
  'sehatselalu',
  'puskesmas',
  'dokter',
  'perawat',
  'bidan',
  'pasien',
  'apotek',
  'farmasi',
  'admin',
  'administrator',
  'superadmin',
  'simrs',
  'simrsdemo',
  'rekammedis',
  'pendaftaran',
  'admisi',
  'bpjs',
  'bpjskesehatan',
  'satusehat',
  'selamatdatang',
  'selamatpagi',
  'qwertyuiop',
  'asdfghjkl',
];

/** The published password of the evaluation mode's demo users: never accepted as a password. */
export const DEMO_PASSWORD = 'SimrsDemo2022';

let listed: Set<string> | null = null;

function commonSet(): Set<string> {
  if (!listed) {
    listed = new Set(COMMON_PASSWORDS.split('\n'));
    for (const word of LOCAL_COMMON_PASSWORDS) listed.add(word);
    listed.add(DEMO_PASSWORD.toLowerCase());
  }
  return listed;
}

/** The letters of a password without the digits and symbols at either end. */
export function letterCore(lower: string): string {
  return lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

const LEET: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '6': 'g',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '2': 'z',
};
const unLeet = (text: string) => text.replace(/[@48361!0$572]/g, (c) => LEET[c] ?? c);

/** One piece of 1 to 6 characters repeated ('aaaaaaaaaaaa', 'abcabcabcabc', '121212121212'). */
function isRepeated(lower: string): boolean {
  return /^(.{1,6}?)\1+$/su.test(lower);
}

/** Every character one step after (or before) the previous one ('123456789012', 'zyxwvu...'). */
function isStraightRun(lower: string): boolean {
  const step = (a: string, b: string) => {
    if (/\d/.test(a) && /\d/.test(b)) return (Number(b) - Number(a) + 10) % 10;
    return (b.codePointAt(0) ?? 0) - (a.codePointAt(0) ?? 0);
  };
  const chars = [...lower];
  for (const direction of [1, -1]) {
    let straight = true;
    for (let i = 1; i < chars.length && straight; i++) {
      const s = step(chars[i - 1] as string, chars[i] as string);
      straight = direction === 1 ? s === 1 : s === -1 || s === 9;
    }
    if (straight) return true;
  }
  return false;
}

/**
 * True when the password is common (see the file's comment). Its length is not looked at.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const set = commonSet();
  if (set.has(lower)) return true;
  const core = letterCore(lower);
  if (core.length >= 4 && (set.has(core) || set.has(unLeet(core)))) return true;
  const plain = unLeet(lower);
  const plainCore = letterCore(plain);
  if (set.has(plain) || (plainCore.length >= 4 && set.has(plainCore))) return true;
  return isRepeated(lower) || isStraightRun(lower);
}

export const PASSWORD_POLICY_MESSAGES = {
  common: (label: string): string =>
    `${label} terlalu umum atau mudah ditebak. Gunakan gabungan beberapa kata yang tidak umum.`,
} as const;
