/**
 * Letters in the EMR without React: the issue form's values per kind (filled from the visit's
 * diagnosis and vital signs), what the form sends, a letter's content as labelled lines, and the
 * words and tones of its status.
 */
import { formatDate, formatDateTime } from '@simrs/validators';
import {
  type AnyLetterKind,
  COLOR_VISION_LABELS,
  COLOR_VISIONS,
  type ControlContent,
  daysInclusive,
  HEALTH_RESULT_LABELS,
  HEALTH_RESULTS,
  type HealthCertificateContent,
  LETTER_KIND_LABELS,
  LETTER_KINDS,
  LETTER_STATUS_LABELS,
  type LetterKind,
  type LetterStatus,
  type LetterView,
  type MedicalReportContent,
  type ReferralContent,
  type SickLeaveContent,
  type VisitForLetters,
} from '@simrs/validators/contracts';

export const kindChoices = LETTER_KINDS.map((k) => ({ code: k, label: LETTER_KIND_LABELS[k] }));
export const resultChoices = HEALTH_RESULTS.map((r) => ({
  code: r,
  label: HEALTH_RESULT_LABELS[r],
}));
export const colorVisionChoices = COLOR_VISIONS.map((c) => ({
  code: c,
  label: COLOR_VISION_LABELS[c],
}));
export const statusChoices = [
  { code: 'BERLAKU', label: LETTER_STATUS_LABELS.BERLAKU },
  { code: 'BATAL', label: LETTER_STATUS_LABELS.BATAL },
];

export const statusTone = (s: LetterStatus) => (s === 'BATAL' ? 'danger' : 'success');

/** Every field of every kind, as the form holds them (text; '' is not filled). */
export interface LetterFormValues {
  kind: string;
  content: {
    from: string;
    to: string;
    note: string;
    purpose: string;
    height: string;
    weight: string;
    bloodPressure: string;
    colorVision: string;
    findings: string;
    result: string;
    destination: string;
    destinationClinic: string;
    diagnosis: string;
    reason: string;
    therapy: string;
    controlDate: string;
    poliId: string;
  };
}

const numberText = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

/** The form's start: a sick leave from today, the visit's diagnosis and vital signs filled in. */
export function letterFormValues(
  defaults: VisitForLetters['defaults'] | undefined,
  today: string,
  kind: LetterKind = 'SAKIT',
): LetterFormValues {
  return {
    kind,
    content: {
      from: today,
      to: today,
      note: '',
      purpose: '',
      height: numberText(defaults?.height ?? null),
      weight: numberText(defaults?.weight ?? null),
      bloodPressure: defaults?.bloodPressure ?? '',
      colorVision: '',
      findings: '',
      result: 'SEHAT',
      destination: '',
      destinationClinic: '',
      diagnosis: defaults?.diagnosis ?? '',
      reason: '',
      therapy: '',
      controlDate: '',
      poliId: '',
    },
  };
}

const FIELDS: Record<LetterKind, readonly (keyof LetterFormValues['content'])[]> = {
  SAKIT: ['from', 'to', 'note'],
  SEHAT: ['purpose', 'height', 'weight', 'bloodPressure', 'colorVision', 'findings', 'result'],
  RUJUKAN: ['destination', 'destinationClinic', 'diagnosis', 'reason', 'therapy'],
  KONTROL: ['controlDate', 'poliId', 'diagnosis', 'note'],
};

/** The fields of a kind (the form shows these). */
export function fieldsOf(kind: string): readonly (keyof LetterFormValues['content'])[] {
  return FIELDS[
    (LETTER_KINDS as readonly string[]).includes(kind) ? (kind as LetterKind) : 'SAKIT'
  ];
}

/** What `terbit` is sent: the kind and only its own fields. */
export function issuePayload(registrationId: number, values: LetterFormValues) {
  const content = Object.fromEntries(fieldsOf(values.kind).map((f) => [f, values.content[f]]));
  return { registrationId, kind: values.kind, content };
}

/** Sick-leave days in words for the form ('3 hari'), or '' while the dates do not make sense. */
export function restDays(from: string, to: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) return '';
  return `${daysInclusive(from, to)} hari`;
}

export interface ContentLine {
  id: string;
  term: string;
  description: string;
}

const line = (id: string, term: string, description: string | null | undefined): ContentLine => ({
  id,
  term,
  description: description ?? '',
});

/** A letter's content as labelled lines (the detail's list). */
export function contentLines(letter: Pick<LetterView, 'kind' | 'content'>): ContentLine[] {
  switch (letter.kind as AnyLetterKind) {
    case 'SAKIT': {
      const c = letter.content as SickLeaveContent;
      return [
        line(
          'rest',
          'Istirahat',
          `${daysInclusive(c.from, c.to)} hari, ${formatDate(c.from)} s.d. ${formatDate(c.to)}`,
        ),
        line('note', 'Keterangan', c.note),
      ];
    }
    case 'SEHAT': {
      const c = letter.content as HealthCertificateContent;
      return [
        line('purpose', 'Keperluan', c.purpose),
        line('height', 'Tinggi Badan', c.height === null ? '' : `${numberText(c.height)} cm`),
        line('weight', 'Berat Badan', c.weight === null ? '' : `${numberText(c.weight)} kg`),
        line('bp', 'Tekanan Darah', c.bloodPressure ? `${c.bloodPressure} mmHg` : ''),
        line('cv', 'Buta Warna', c.colorVision ? COLOR_VISION_LABELS[c.colorVision] : ''),
        line('findings', 'Hasil Pemeriksaan', c.findings),
        line('result', 'Kesimpulan', HEALTH_RESULT_LABELS[c.result]),
      ];
    }
    case 'RUJUKAN': {
      const c = letter.content as ReferralContent;
      return [
        line('destination', 'Faskes Tujuan', c.destination),
        line('clinic', 'Poli/Spesialis Tujuan', c.destinationClinic),
        line('diagnosis', 'Diagnosis', c.diagnosis),
        line('reason', 'Alasan Rujukan', c.reason),
        line('therapy', 'Terapi yang Telah Diberikan', c.therapy),
      ];
    }
    case 'KONTROL': {
      const c = letter.content as ControlContent;
      return [
        line('date', 'Tanggal Kontrol', formatDate(c.controlDate, 'dddd, D MMMM YYYY')),
        line('poli', 'Poli', c.poliName),
        line('diagnosis', 'Diagnosis', c.diagnosis),
        line('note', 'Rencana/Keterangan', c.note),
      ];
    }
    default: {
      const c = letter.content as MedicalReportContent;
      return [
        line('purpose', 'Keperluan', c.purpose),
        line('dx', 'Diagnosis', c.facts.diagnoses.map((d) => `${d.code} ${d.display}`).join('; ')),
        line(
          'proc',
          'Tindakan',
          c.facts.procedures.map((p) => `${p.code} ${p.display}`).join('; '),
        ),
        line(
          'obs',
          'Hasil Pemeriksaan',
          c.facts.observations.map((o) => `${o.label} ${o.text}`).join('; '),
        ),
        line('plan', 'Rencana', c.facts.plan?.text),
        line('conclusion', 'Kesimpulan', c.conclusion),
      ];
    }
  }
}

/** The void of a letter in words: 'Dibatalkan oleh X, 5 Januari 2024 10:00: alasan'. */
export function voidText(letter: Pick<LetterView, 'void'>): string {
  const v = letter.void;
  if (!v) return '';
  return `Dibatalkan oleh ${v.by ?? '-'}, ${formatDateTime(v.at)}: ${v.reason}`;
}
