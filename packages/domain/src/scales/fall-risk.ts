/**
 * Fall-risk scales: adult (Edmonson style with the spec's weights), pediatric (Humpty Dumpty)
 * and geriatric (Ontario Modified Stratify, Sydney scoring).
 */
import { bandFor, defineScale, optionFor, type ScaleItem, type ScoreBand } from './model';

/**
 * Adult fall risk: the Edmonson Psychiatric Fall Risk Assessment Tool (Edmonson, Robinson &
 * Hughes, J Psychosoc Nurs Ment Health Serv 2011), with the weights the spec fixes:
 * age 8/10/25; mental 4/12/13/14; elimination 8/11/10/12; medicines 10/8/10/12; diagnosis
 * 10/8/10/12; ambulation 7/8/10/15; nutrition 12/0; fall history 8/14. Option codes are the
 * position of the option in its item (1, 2, ...). Each option carries the Edmonson wording.
 *
 * Cut-off: Edmonson's published threshold, total >= 90 at risk, is kept. The spec's variant
 * differs from Edmonson in three places: no sleep-disturbance item (Edmonson 8 or 12), "aware"
 * scores +4 (Edmonson -4) and age 80+ scores 25 (Edmonson 26). For an oriented patient without
 * sleep disturbance (the common case) the two totals are equal (+8 for awareness, -8 for the
 * missing sleep item, within a point or two for age and catheter), so the published cut-off keeps
 * its meaning where it matters most; a confused patient already carries 12-14 mental points.
 * Totals run from 51 to 116.
 */
export const fallRiskAdult = defineScale({
  id: 'fallRiskAdult',
  title: 'Risiko Jatuh Dewasa (Edmonson)',
  source: 'Edmonson Psychiatric Fall Risk Assessment Tool; cut-off >= 90 (Edmonson et al. 2011)',
  items: [
    {
      id: 'age',
      label: 'Usia',
      options: [
        { code: 1, points: 8, label: 'Kurang dari 50 tahun' },
        { code: 2, points: 10, label: '50-79 tahun' },
        { code: 3, points: 25, label: '80 tahun atau lebih' },
      ],
    },
    {
      id: 'mental',
      label: 'Status Mental',
      options: [
        { code: 1, points: 4, label: 'Sadar dan orientasi baik sepanjang waktu' },
        { code: 2, points: 12, label: 'Agitasi/cemas' },
        { code: 3, points: 13, label: 'Kadang-kadang bingung' },
        { code: 4, points: 14, label: 'Bingung/disorientasi' },
      ],
    },
    {
      id: 'elimination',
      label: 'Eliminasi',
      options: [
        { code: 1, points: 8, label: 'Mandiri dan mampu mengontrol BAB/BAK' },
        { code: 2, points: 11, label: 'Menggunakan kateter/ostomi' },
        { code: 3, points: 10, label: 'BAB/BAK dengan bantuan' },
        { code: 4, points: 12, label: 'Mandiri tetapi inkontinensia' },
      ],
    },
    {
      id: 'medicines',
      label: 'Pengobatan',
      options: [
        { code: 1, points: 10, label: 'Tanpa obat' },
        { code: 2, points: 8, label: 'Hanya obat psikiatri' },
        { code: 3, points: 10, label: 'Obat kardiovaskular dan/atau obat psikiatri' },
        {
          code: 4,
          points: 12,
          label: 'Peningkatan dosis obat psikiatri atau obat baru dalam 24 jam terakhir',
        },
      ],
    },
    {
      id: 'diagnosis',
      label: 'Diagnosis',
      options: [
        { code: 1, points: 10, label: 'Gangguan bipolar/skizoafektif' },
        { code: 2, points: 8, label: 'Penyalahgunaan zat/alkohol' },
        { code: 3, points: 10, label: 'Gangguan depresi mayor' },
        { code: 4, points: 12, label: 'Demensia/delirium' },
      ],
    },
    {
      id: 'ambulation',
      label: 'Ambulasi/Keseimbangan',
      options: [
        { code: 1, points: 7, label: 'Mandiri, langkah stabil, atau imobil' },
        { code: 2, points: 8, label: 'Menggunakan alat bantu jalan' },
        { code: 3, points: 10, label: 'Vertigo/kelemahan' },
        {
          code: 4,
          points: 15,
          label: 'Langkah tidak stabil, butuh bantuan, tidak menyadari keterbatasan',
        },
      ],
    },
    {
      id: 'nutrition',
      label: 'Nutrisi',
      options: [
        { code: 1, points: 12, label: 'Makan/minum sedikit atau tidak sama sekali dalam 24 jam' },
        { code: 2, points: 0, label: 'Tidak ada masalah nafsu makan' },
      ],
    },
    {
      id: 'fallHistory',
      label: 'Riwayat Jatuh',
      options: [
        { code: 1, points: 8, label: 'Tidak ada riwayat jatuh' },
        { code: 2, points: 14, label: 'Riwayat jatuh dalam 3 bulan terakhir' },
      ],
    },
  ],
  bands: [
    { code: 'TIDAK_BERISIKO', label: 'Tidak Berisiko Jatuh', tone: 'success', min: 51, max: 89 },
    { code: 'BERISIKO', label: 'Berisiko Jatuh', tone: 'danger', min: 90, max: 116 },
  ],
});

/**
 * Pediatric fall risk: Humpty Dumpty Falls Scale (Hill-Rodriguez et al., J Spec Pediatr Nurs
 * 2009). Seven items scored 1-4 (option code = points); total 7-23; 7-11 low risk, >= 12 high
 * risk (the published bands).
 */
export const fallRiskPediatric = defineScale({
  id: 'fallRiskPediatric',
  title: 'Risiko Jatuh Anak (Humpty Dumpty)',
  source: 'Humpty Dumpty Falls Scale (Hill-Rodriguez et al. 2009): 7-11 rendah, >= 12 tinggi',
  items: [
    {
      id: 'age',
      label: 'Usia',
      options: [
        { code: 4, points: 4, label: 'Kurang dari 3 tahun' },
        { code: 3, points: 3, label: '3 sampai kurang dari 7 tahun' },
        { code: 2, points: 2, label: '7 sampai kurang dari 13 tahun' },
        { code: 1, points: 1, label: '13 tahun atau lebih' },
      ],
    },
    {
      id: 'sex',
      label: 'Jenis Kelamin',
      options: [
        { code: 2, points: 2, label: 'Laki-laki' },
        { code: 1, points: 1, label: 'Perempuan' },
      ],
    },
    {
      id: 'diagnosis',
      label: 'Diagnosis',
      options: [
        { code: 4, points: 4, label: 'Kelainan neurologi' },
        {
          code: 3,
          points: 3,
          label:
            'Perubahan oksigenasi (gangguan pernapasan, dehidrasi, anemia, anoreksia, sinkop/pusing)',
        },
        { code: 2, points: 2, label: 'Kelainan psikis/perilaku' },
        { code: 1, points: 1, label: 'Diagnosis lain' },
      ],
    },
    {
      id: 'cognitive',
      label: 'Gangguan Kognitif',
      options: [
        { code: 3, points: 3, label: 'Tidak menyadari keterbatasan' },
        { code: 2, points: 2, label: 'Lupa akan keterbatasan' },
        { code: 1, points: 1, label: 'Orientasi baik terhadap kemampuan diri' },
      ],
    },
    {
      id: 'environment',
      label: 'Faktor Lingkungan',
      options: [
        {
          code: 4,
          points: 4,
          label: 'Riwayat jatuh, atau bayi/balita ditempatkan di tempat tidur',
        },
        {
          code: 3,
          points: 3,
          label: 'Menggunakan alat bantu, atau bayi/balita di boks, atau perabot/pencahayaan',
        },
        { code: 2, points: 2, label: 'Pasien ditempatkan di tempat tidur' },
        { code: 1, points: 1, label: 'Area rawat jalan' },
      ],
    },
    {
      id: 'surgery',
      label: 'Respons terhadap Operasi/Sedasi/Anestesi',
      options: [
        { code: 3, points: 3, label: 'Dalam 24 jam' },
        { code: 2, points: 2, label: 'Dalam 48 jam' },
        { code: 1, points: 1, label: 'Lebih dari 48 jam/tidak ada' },
      ],
    },
    {
      id: 'medication',
      label: 'Penggunaan Obat',
      options: [
        {
          code: 3,
          points: 3,
          label:
            'Beberapa obat: sedatif (kecuali pasien ICU yang disedasi dan dilumpuhkan), hipnotik, barbiturat, fenotiazin, antidepresan, laksatif/diuretik, narkotik',
        },
        { code: 2, points: 2, label: 'Salah satu obat di atas' },
        { code: 1, points: 1, label: 'Obat lain/tidak ada' },
      ],
    },
  ],
  bands: [
    { code: 'RENDAH', label: 'Risiko Rendah', tone: 'success', min: 7, max: 11 },
    { code: 'TINGGI', label: 'Risiko Tinggi', tone: 'danger', min: 12, max: 23 },
  ],
});

/**
 * Geriatric fall risk: Ontario Modified Stratify, Sydney scoring (the Ontario modification of
 * STRATIFY, Oliver et al., BMJ 1997, as used in Indonesian hospitals' geriatric fall-risk forms). Four yes/no groups score their points when any question is
 * answered yes (falls history 6, mental status 14, vision 1, toileting 2); transfer and mobility
 * are scored 0-3 each and, summed, give 0 points for 0-3 and 7 points for 4-6. Total 0-30:
 * 0-5 low, 6-16 moderate, 17-30 high.
 */
export const geriatricYesNoGroups = [
  {
    id: 'fallHistory',
    label: 'Riwayat Jatuh',
    points: 6,
    questions: [
      { id: 'fallOnAdmission', label: 'Apakah pasien datang ke rumah sakit karena jatuh?' },
      {
        id: 'fallLastTwoMonths',
        label: 'Jika tidak, apakah pasien mengalami jatuh dalam 2 bulan terakhir?',
      },
    ],
  },
  {
    id: 'mentalStatus',
    label: 'Status Mental',
    points: 14,
    questions: [
      {
        id: 'confused',
        label: 'Apakah pasien delirium (tidak dapat membuat keputusan, pola pikir tidak teratur)?',
      },
      {
        id: 'disoriented',
        label: 'Apakah pasien disorientasi (salah menyebut waktu, tempat, orang)?',
      },
      { id: 'agitated', label: 'Apakah pasien mengalami agitasi (ketakutan, gelisah, cemas)?' },
    ],
  },
  {
    id: 'vision',
    label: 'Penglihatan',
    points: 1,
    questions: [
      { id: 'glasses', label: 'Apakah pasien memakai kacamata?' },
      { id: 'blurred', label: 'Apakah pasien mengeluh penglihatan buram?' },
      {
        id: 'eyeDisease',
        label: 'Apakah pasien menderita glaukoma, katarak, atau degenerasi makula?',
      },
    ],
  },
  {
    id: 'toileting',
    label: 'Kebiasaan Berkemih',
    points: 2,
    questions: [
      {
        id: 'urinaryChange',
        label:
          'Apakah terdapat perubahan perilaku berkemih (frekuensi, urgensi, inkontinensia, nokturia)?',
      },
    ],
  },
] as const;

export type GeriatricQuestionId = (typeof geriatricYesNoGroups)[number]['questions'][number]['id'];
export type GeriatricGroupId = (typeof geriatricYesNoGroups)[number]['id'];

export const geriatricTransfer: ScaleItem<'transfer'> = Object.freeze({
  id: 'transfer',
  label: 'Transfer (dari tempat tidur ke kursi dan kembali)',
  options: [
    { code: 0, points: 0, label: 'Mandiri (boleh memakai alat bantu)' },
    { code: 1, points: 1, label: 'Memerlukan sedikit bantuan (1 orang) atau pengawasan' },
    { code: 2, points: 2, label: 'Memerlukan bantuan nyata (2 orang)' },
    { code: 3, points: 3, label: 'Tidak dapat duduk seimbang, perlu bantuan total' },
  ],
});

export const geriatricMobility: ScaleItem<'mobility'> = Object.freeze({
  id: 'mobility',
  label: 'Mobilitas',
  options: [
    { code: 0, points: 0, label: 'Mandiri (boleh memakai alat bantu jalan)' },
    { code: 1, points: 1, label: 'Berjalan dengan bantuan 1 orang (verbal/fisik)' },
    { code: 2, points: 2, label: 'Menggunakan kursi roda' },
    { code: 3, points: 3, label: 'Imobilisasi' },
  ],
});

export const geriatricBands = [
  { code: 'RENDAH', label: 'Risiko Rendah', tone: 'success', min: 0, max: 5 },
  { code: 'SEDANG', label: 'Risiko Sedang', tone: 'warning', min: 6, max: 16 },
  { code: 'TINGGI', label: 'Risiko Tinggi', tone: 'danger', min: 17, max: 30 },
] as const satisfies readonly ScoreBand<'RENDAH' | 'SEDANG' | 'TINGGI'>[];

export interface GeriatricAnswers {
  /** Questions answered yes; unlisted questions count as no. */
  readonly yes: readonly GeriatricQuestionId[];
  /** Transfer score 0-3. */
  readonly transfer: number;
  /** Mobility score 0-3. */
  readonly mobility: number;
}

export interface GeriatricResult {
  readonly total: number;
  readonly band: (typeof geriatricBands)[number];
  /** Points of each part: the four groups and transferMobility (0 or 7). */
  readonly parts: Readonly<Record<GeriatricGroupId | 'transferMobility', number>>;
}

export const GERIATRIC_FALL_RISK_MIN = 0;
export const GERIATRIC_FALL_RISK_MAX = 30;

/** Ontario Modified Stratify (Sydney scoring) total and band. */
export function fallRiskGeriatric(answers: GeriatricAnswers): GeriatricResult {
  const yes = new Set<string>(answers.yes);
  const parts = {} as Record<GeriatricGroupId | 'transferMobility', number>;
  let total = 0;
  for (const group of geriatricYesNoGroups) {
    const points = group.questions.some((q) => yes.has(q.id)) ? group.points : 0;
    parts[group.id] = points;
    total += points;
  }
  const tm =
    optionFor(geriatricTransfer, answers.transfer).points +
    optionFor(geriatricMobility, answers.mobility).points;
  parts.transferMobility = tm >= 4 ? 7 : 0;
  total += parts.transferMobility;
  return { total, band: bandFor(geriatricBands, total), parts };
}
