/**
 * Apgar score (Apgar, Curr Res Anesth Analg 1953). The spec stores each sign as option code 1-3,
 * which maps to the standard 0-2 points (1 -> 0, 2 -> 1, 3 -> 2); total 0-10. Bands as the
 * AAP/ACOG Committee Opinion "The Apgar Score" (2015): 7-10 reassuring (normal), 4-6 moderately
 * abnormal, 0-3 low.
 */
import { defineScale } from './model';

function sign(three: string, two: string, one: string) {
  return [
    { code: 3, points: 2, label: three },
    { code: 2, points: 1, label: two },
    { code: 1, points: 0, label: one },
  ] as const;
}

export const apgar = defineScale({
  id: 'apgar',
  title: 'Skor Apgar',
  source: 'Apgar 1953; bands AAP/ACOG 2015 (7-10 normal, 4-6 abnormal sedang, 0-3 rendah)',
  items: [
    {
      id: 'appearance',
      label: 'Warna Kulit (Appearance)',
      options: sign(
        'Seluruh tubuh kemerahan',
        'Tubuh kemerahan, ekstremitas kebiruan',
        'Seluruh tubuh biru/pucat',
      ),
    },
    {
      id: 'pulse',
      label: 'Denyut Jantung (Pulse)',
      options: sign('100 kali/menit atau lebih', 'Kurang dari 100 kali/menit', 'Tidak ada'),
    },
    {
      id: 'grimace',
      label: 'Refleks (Grimace)',
      options: sign('Menangis kuat/batuk/bersin', 'Meringis', 'Tidak ada respons'),
    },
    {
      id: 'activity',
      label: 'Tonus Otot (Activity)',
      options: sign('Gerak aktif', 'Sedikit fleksi ekstremitas', 'Lemas/lunglai'),
    },
    {
      id: 'respiration',
      label: 'Pernapasan (Respiration)',
      options: sign('Menangis kuat, napas baik', 'Lemah/tidak teratur', 'Tidak ada'),
    },
  ],
  bands: [
    { code: 'RENDAH', label: 'Rendah', tone: 'danger', min: 0, max: 3 },
    { code: 'ABNORMAL_SEDANG', label: 'Abnormal Sedang', tone: 'warning', min: 4, max: 6 },
    { code: 'NORMAL', label: 'Normal', tone: 'success', min: 7, max: 10 },
  ],
});

/** Points (0-2) of a stored Apgar option code (1-3). */
export function apgarPoints(code: number): number {
  if (code !== 1 && code !== 2 && code !== 3) {
    throw new RangeError(`Apgar option code must be 1, 2 or 3, got ${code}`);
  }
  return code - 1;
}
