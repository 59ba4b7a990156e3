/**
 * Scored scales of the critical-care nursing assessments (ICU, NICU, PICU) that the domain's
 * scale set does not hold: pain in a neonate (NIPS), a young child (FLACC) and an adult who
 * cannot report it (CPOT), and pressure-injury risk (Braden; Braden Q for infants and children).
 * Additive scales of the domain's model (`defineScale`), scored by `scoreScale` like the others.
 */
import { defineScale, type ScaleOption } from '@simrs/domain';

const points = (...labels: string[]): ScaleOption[] =>
  labels.map((label, i) => ({ code: i, points: i, label: `${i} - ${label}` }));
/** Braden-style items score from 1 (worst) upward. */
const fromOne = (...labels: string[]): ScaleOption[] =>
  labels.map((label, i) => ({ code: i + 1, points: i + 1, label: `${i + 1} - ${label}` }));

export const nips = defineScale({
  id: 'nips',
  title: 'Skala Nyeri Neonatus (NIPS)',
  source: 'Neonatal Infant Pain Scale, Lawrence et al. 1993; 0-2 / 3-4 / 5-7',
  items: [
    { id: 'wajah', label: 'Ekspresi Wajah', options: points('Rileks', 'Meringis') },
    {
      id: 'tangis',
      label: 'Menangis',
      options: points('Tidak menangis', 'Merengek', 'Menangis keras'),
    },
    { id: 'napas', label: 'Pola Napas', options: points('Rileks', 'Perubahan pola napas') },
    { id: 'lengan', label: 'Lengan', options: points('Rileks/terkekang', 'Fleksi/ekstensi') },
    { id: 'tungkai', label: 'Tungkai', options: points('Rileks/terkekang', 'Fleksi/ekstensi') },
    {
      id: 'kesadaran',
      label: 'Tingkat Kesadaran',
      options: points('Tidur/bangun tenang', 'Gelisah/rewel'),
    },
  ],
  bands: [
    { code: 'MILD', label: 'Tidak Nyeri - Nyeri Ringan', tone: 'success', min: 0, max: 2 },
    { code: 'MODERATE', label: 'Nyeri Ringan - Sedang', tone: 'warning', min: 3, max: 4 },
    { code: 'SEVERE', label: 'Nyeri Berat', tone: 'danger', min: 5, max: 7 },
  ],
});

export const flacc = defineScale({
  id: 'flacc',
  title: 'Skala Nyeri FLACC',
  source: 'Face, Legs, Activity, Cry, Consolability; Merkel et al. 1997; 0 / 1-3 / 4-6 / 7-10',
  items: [
    {
      id: 'wajah',
      label: 'Wajah (Face)',
      options: points(
        'Tidak ada ekspresi khusus atau tersenyum',
        'Sesekali meringis atau mengerutkan dahi, menarik diri',
        'Sering sampai terus-menerus mengerutkan dahi, rahang mengatup, dagu gemetar',
      ),
    },
    {
      id: 'kaki',
      label: 'Kaki (Legs)',
      options: points(
        'Posisi normal atau rileks',
        'Gelisah, resah, tegang',
        'Menendang atau kaki ditarik ke atas',
      ),
    },
    {
      id: 'aktivitas',
      label: 'Aktivitas (Activity)',
      options: points(
        'Berbaring tenang, posisi normal, bergerak mudah',
        'Menggeliat, bolak-balik, tegang',
        'Melengkungkan badan, kaku atau menyentak',
      ),
    },
    {
      id: 'tangis',
      label: 'Menangis (Cry)',
      options: points(
        'Tidak menangis',
        'Merintih atau merengek, sesekali mengeluh',
        'Menangis terus-menerus, menjerit, sering mengeluh',
      ),
    },
    {
      id: 'hibur',
      label: 'Kemampuan Ditenangkan (Consolability)',
      options: points(
        'Puas, rileks',
        'Dapat ditenangkan dengan sentuhan, pelukan atau diajak bicara',
        'Sulit ditenangkan',
      ),
    },
  ],
  bands: [
    { code: 'NONE', label: 'Tidak Nyeri', tone: 'success', min: 0, max: 0 },
    { code: 'MILD', label: 'Nyeri Ringan', tone: 'info', min: 1, max: 3 },
    { code: 'MODERATE', label: 'Nyeri Sedang', tone: 'warning', min: 4, max: 6 },
    { code: 'SEVERE', label: 'Nyeri Berat', tone: 'danger', min: 7, max: 10 },
  ],
});

export const cpot = defineScale({
  id: 'cpot',
  title: 'Critical-Care Pain Observation Tool (CPOT)',
  source: 'Gélinas et al. 2006; a total above 2 indicates pain',
  items: [
    {
      id: 'wajah',
      label: 'Ekspresi Wajah',
      options: points('Rileks, netral', 'Tegang', 'Meringis'),
    },
    {
      id: 'gerakan',
      label: 'Gerakan Tubuh',
      options: points('Tidak ada gerakan/posisi normal', 'Gerakan melindungi', 'Gelisah/agitasi'),
    },
    {
      id: 'ventilator',
      label: 'Toleransi Ventilator (terintubasi) atau Vokalisasi',
      options: points(
        'Toleran terhadap ventilator / berbicara nada normal atau tidak bersuara',
        'Batuk tetapi toleran / mendesah, mengerang',
        'Melawan ventilator / menangis, terisak',
      ),
    },
    {
      id: 'otot',
      label: 'Ketegangan Otot',
      options: points('Rileks', 'Tegang, kaku', 'Sangat tegang atau sangat kaku'),
    },
  ],
  bands: [
    { code: 'NO_PAIN', label: 'Nyeri Tidak Bermakna', tone: 'success', min: 0, max: 2 },
    { code: 'PAIN', label: 'Nyeri', tone: 'danger', min: 3, max: 8 },
  ],
});

export const braden = defineScale({
  id: 'braden',
  title: 'Risiko Cedera Tekan (Braden)',
  source: 'Braden Scale, Bergstrom et al. 1987; <=9 / 10-12 / 13-14 / 15-18 / 19-23',
  items: [
    {
      id: 'sensori',
      label: 'Persepsi Sensori',
      options: fromOne(
        'Terbatas sepenuhnya',
        'Sangat terbatas',
        'Sedikit terbatas',
        'Tidak ada gangguan',
      ),
    },
    {
      id: 'kelembapan',
      label: 'Kelembapan',
      options: fromOne('Selalu lembap', 'Sangat lembap', 'Kadang-kadang lembap', 'Jarang lembap'),
    },
    {
      id: 'aktivitas',
      label: 'Aktivitas',
      options: fromOne('Di tempat tidur', 'Di kursi', 'Kadang-kadang berjalan', 'Sering berjalan'),
    },
    {
      id: 'mobilitas',
      label: 'Mobilitas',
      options: fromOne(
        'Imobilisasi penuh',
        'Sangat terbatas',
        'Sedikit terbatas',
        'Tidak ada batasan',
      ),
    },
    {
      id: 'nutrisi',
      label: 'Nutrisi',
      options: fromOne('Sangat buruk', 'Kemungkinan tidak adekuat', 'Adekuat', 'Sangat baik'),
    },
    {
      id: 'gesekan',
      label: 'Gesekan dan Pergeseran',
      options: fromOne('Bermasalah', 'Potensial bermasalah', 'Tidak ada masalah'),
    },
  ],
  bands: [
    { code: 'VERY_HIGH', label: 'Risiko Sangat Tinggi', tone: 'danger', min: 6, max: 9 },
    { code: 'HIGH', label: 'Risiko Tinggi', tone: 'danger', min: 10, max: 12 },
    { code: 'MODERATE', label: 'Risiko Sedang', tone: 'warning', min: 13, max: 14 },
    { code: 'LOW', label: 'Risiko Ringan', tone: 'info', min: 15, max: 18 },
    { code: 'NONE', label: 'Tidak Berisiko', tone: 'success', min: 19, max: 23 },
  ],
});

export const bradenQ = defineScale({
  id: 'bradenQ',
  title: 'Risiko Cedera Tekan Anak (Braden Q)',
  source: 'Braden Q, Quigley & Curley 1996; a total of 16 or less is at risk',
  items: [
    {
      id: 'mobilitas',
      label: 'Mobilitas',
      options: fromOne(
        'Imobilisasi penuh',
        'Sangat terbatas',
        'Sedikit terbatas',
        'Tidak ada batasan',
      ),
    },
    {
      id: 'aktivitas',
      label: 'Aktivitas',
      options: fromOne(
        'Di tempat tidur',
        'Di kursi',
        'Kadang-kadang berjalan',
        'Semua pasien terlalu muda untuk berjalan atau sering berjalan',
      ),
    },
    {
      id: 'sensori',
      label: 'Persepsi Sensori',
      options: fromOne(
        'Terbatas sepenuhnya',
        'Sangat terbatas',
        'Sedikit terbatas',
        'Tidak ada gangguan',
      ),
    },
    {
      id: 'kelembapan',
      label: 'Kelembapan',
      options: fromOne('Selalu lembap', 'Sangat lembap', 'Kadang-kadang lembap', 'Jarang lembap'),
    },
    {
      id: 'gesekan',
      label: 'Gesekan dan Pergeseran',
      options: fromOne('Masalah berat', 'Bermasalah', 'Potensial bermasalah', 'Tidak ada masalah'),
    },
    {
      id: 'nutrisi',
      label: 'Nutrisi',
      options: fromOne('Sangat buruk', 'Tidak adekuat', 'Adekuat', 'Sangat baik'),
    },
    {
      id: 'perfusi',
      label: 'Perfusi Jaringan dan Oksigenasi',
      options: fromOne(
        'Sangat terganggu (hipotensi, tidak toleran perubahan posisi)',
        'Terganggu (SpO2 < 95%, Hb < 10 mg/dl atau CRT > 2 detik)',
        'Adekuat (CRT sekitar 2 detik)',
        'Sangat baik (SpO2 > 95%, Hb normal, CRT < 2 detik)',
      ),
    },
  ],
  bands: [
    { code: 'RISK', label: 'Berisiko', tone: 'danger', min: 7, max: 16 },
    { code: 'NONE', label: 'Tidak Berisiko', tone: 'success', min: 17, max: 28 },
  ],
});
