/** Deterministic demo master data: the same hospital on every machine. */

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
