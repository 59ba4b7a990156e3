/**
 * Indonesian words of the printed letters: dates ('5 Januari 2024', 'Jumat, 5 Januari 2024',
 * '5 Januari 2024 14:30 WIB'), numbers in words ('tiga'), Roman months of a letter's number,
 * ages, a patient's initials, and a clinical document's values in words from its template
 * definition (`@simrs/validators/forms`).
 */
import {
  labelOf,
  registrationKind,
  registrationStatusList,
  sex,
  vocabularyById,
} from '@simrs/domain';
import { DATE_FORMATS, formatDate } from '@simrs/validators';
import {
  type ClinicalContent,
  conditionHolds,
  type FormField,
  type FormTemplate,
  isFilled,
  type LeafField,
  REGION_FINDINGS,
  scoreOf,
  VITAL_SIGNS,
  type VitalSign,
} from '@simrs/validators/forms';

/** A number as the hospital writes it: decimal comma. */
export function numberText(n: number): string {
  return String(n).replace('.', ',');
}

/** '2024-01-05' -> '5 Januari 2024'. */
export function longDate(day: string): string {
  return formatDate(day, DATE_FORMATS.long);
}

/** '2024-01-05' -> 'Jumat, 5 Januari 2024'. */
export function weekdayDate(day: string): string {
  return formatDate(day, DATE_FORMATS.withWeekday);
}

/** An instant as the hospital reads it: '1 Maret 2025 09:30 WIB'. */
export function wibDateTime(at: string | Date): string {
  const wib = new Date(new Date(at).getTime() + 7 * 3_600_000).toISOString();
  return `${longDate(wib.slice(0, 10))} ${wib.slice(11, 16)} WIB`;
}

const ONES = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];

/** A whole number 0..999 999 in words ('tiga', 'dua belas', 'seratus dua puluh satu'). */
export function terbilang(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999) return String(n);
  if (n === 0) return 'nol';
  const words = (x: number): string => {
    if (x < 12) return ONES[x] ?? '';
    if (x < 20) return `${ONES[x - 10]} belas`;
    if (x < 100) return `${ONES[Math.floor(x / 10)]} puluh ${words(x % 10)}`.trim();
    if (x < 200) return `seratus ${words(x - 100)}`.trim();
    if (x < 1000) return `${ONES[Math.floor(x / 100)]} ratus ${words(x % 100)}`.trim();
    if (x < 2000) return `seribu ${words(x - 1000)}`.trim();
    return `${words(Math.floor(x / 1000))} ribu ${words(x % 1000)}`.trim();
  };
  return words(n);
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** Month 1..12 in Roman numerals (the letters' numbers). */
export function romanMonth(month: number): string {
  return ROMAN[month - 1] ?? String(month);
}

/** 'Siti Nur Aisyah' -> 'S. N. A.' (letters and digits only; at most five words). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => `${w.charAt(0).toUpperCase()}.`)
    .join(' ');
}

/** The age on a day: '45 tahun', '7 bulan', '12 hari'. */
export function ageOn(birthDate: string | null, on: string): string {
  if (!birthDate) return '-';
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  let months = (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
  if (months < 0) return '-';
  if (months >= 12) return `${Math.floor(months / 12)} tahun`;
  if (months >= 1) return `${months} bulan`;
  months = 0;
  const days = Math.round(
    (Date.parse(`${on}T00:00:00Z`) - Date.parse(`${birthDate}T00:00:00Z`)) / 86_400_000,
  );
  return `${days} hari`;
}

export const sexText = (code: string | null) => (code ? labelOf(sex, code) : '-');
export const visitKindText = (kind: string) => labelOf(registrationKind, kind);

/** A registration's status in words, by its kind's status list ('Selesai'). */
export function visitStatusText(kind: string, status: string): string {
  const id = registrationStatusList[kind as keyof typeof registrationStatusList];
  const list = id ? vocabularyById(id) : undefined;
  return list ? labelOf(list, status) : status;
}

/** A clinic as a letter names it: 'Poli Umum' (never 'Poli Poli Umum'). */
export const poliText = (name: string) => (/^poli(klinik)?\b/i.test(name) ? name : `Poli ${name}`);

// ---------------------------------------------------------------------------------------------
// A clinical document's values in words (the read-only view's rules, on the server)

const optionLabel = (options: readonly { code: string | number; label: string }[], v: unknown) =>
  options.find((o) => String(o.code) === String(v))?.label ?? String(v);

/** Plain text of rich text (tags removed, the editor's entities decoded). */
export function richTextPlain(html: string): string {
  return html
    .replace(/<\/(p|li|h2|h3|blockquote)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function leafText(f: LeafField, v: unknown): string {
  if (!isFilled(v)) return '';
  switch (f.kind) {
    case 'number':
      return `${typeof v === 'number' ? numberText(v) : String(v)}${f.unit ? ` ${f.unit}` : ''}`;
    case 'choice':
      return Array.isArray(v)
        ? v.map((c) => optionLabel(f.options, c)).join(', ')
        : optionLabel(f.options, v);
    case 'icd': {
      const list = (Array.isArray(v) ? v : [v]) as { code?: string; display?: string }[];
      return list
        .filter((e) => e?.code)
        .map((e) => (e.display ? `${e.code} - ${e.display}` : String(e.code)))
        .join('; ');
    }
    case 'richText':
      return richTextPlain(String(v));
    case 'datetime':
      return String(v).replace('T', ' ');
    default:
      return String(v);
  }
}

export interface ValueLine {
  label: string;
  text: string;
}

/** A field's value as labelled lines (empty when not filled). */
export function valueLines(f: FormField, v: unknown): ValueLine[] {
  if (!isFilled(v)) return [];
  switch (f.kind) {
    case 'vitals': {
      const obj = v as Partial<Record<VitalSign, unknown>>;
      return f.signs
        .filter((s) => isFilled(obj[s]))
        .map((s) => ({
          label: VITAL_SIGNS[s].label,
          text: `${typeof obj[s] === 'number' ? numberText(obj[s]) : String(obj[s])} ${VITAL_SIGNS[s].unit}`,
        }));
    }
    case 'scale':
    case 'geriatricFallRisk': {
      const score = scoreOf(f, v);
      return [
        { label: f.label, text: score ? `${score.total} (${score.band.label})` : 'Belum lengkap' },
      ];
    }
    case 'regionGrid': {
      const obj = v as Record<string, { finding?: string; note?: string } | undefined>;
      const lines: ValueLine[] = [];
      for (const finding of REGION_FINDINGS) {
        const regions = f.regions.filter((r) => obj[String(r.code)]?.finding === finding.code);
        if (regions.length === 0) continue;
        if (finding.code === 'AB') {
          for (const r of regions) {
            const note = obj[String(r.code)]?.note;
            lines.push({ label: `${r.label} (Abnormal)`, text: note ? String(note) : '-' });
          }
        } else {
          lines.push({ label: finding.label, text: regions.map((r) => r.label).join(', ') });
        }
      }
      return lines;
    }
    case 'repeat': {
      const rows = Array.isArray(v) ? (v as Record<string, unknown>[]) : [];
      return rows.map((row, i) => ({
        label: `${f.label} ${i + 1}`,
        text: f.fields
          .map((inner) => {
            const t = leafText(inner, row[inner.key]);
            return t ? `${inner.label}: ${t}` : '';
          })
          .filter(Boolean)
          .join('; '),
      }));
    }
    default: {
      const text = leafText(f, v);
      return text ? [{ label: f.label, text }] : [];
    }
  }
}

/** A document's sections that hold something, each with its values in words. */
export function documentSections(
  template: FormTemplate,
  content: ClinicalContent,
): { title: string; lines: ValueLine[] }[] {
  return template.sections
    .filter((s) => conditionHolds(s.showIf, content))
    .map((s) => ({
      title: s.title,
      lines: s.fields
        .filter((f) => conditionHolds(f.showIf, content) && isFilled(content[f.key]))
        .flatMap((f) => valueLines(f, content[f.key])),
    }))
    .filter((s) => s.lines.length > 0);
}
