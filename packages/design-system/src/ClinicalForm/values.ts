/**
 * Pure helpers of the clinical form: a stored content as the form holds it (numbers as the
 * numeric fields' text, '36,5') and a field's value as words for the read-only view and the print.
 */
import {
  type ClinicalContent,
  type FormField,
  type FormTemplate,
  fieldsOf,
  isFilled,
  type LeafField,
  REGION_FINDINGS,
  scoreOf,
  VITAL_SIGNS,
  type VitalSign,
} from '@simrs/validators/forms';

/** A number as the numeric fields show it: decimal comma. */
export function numberText(n: unknown): string {
  if (typeof n === 'number' && Number.isFinite(n)) return String(n).replace('.', ',');
  return typeof n === 'string' ? n : '';
}

function leafToForm(f: LeafField, v: unknown): unknown {
  if (f.kind === 'number') return numberText(v);
  if (f.kind === 'choice') {
    if (f.multiple) return Array.isArray(v) ? v.map(String) : [];
    return v === undefined || v === null ? null : String(v);
  }
  return v;
}

/** The content as the form's default values (numbers as text, codes as text). */
export function toFormValues(template: FormTemplate, content: ClinicalContent): ClinicalContent {
  const out: ClinicalContent = {};
  for (const f of fieldsOf(template)) {
    const v = content[f.key];
    switch (f.kind) {
      case 'vitals': {
        const obj = (v ?? {}) as Record<string, unknown>;
        out[f.key] = Object.fromEntries(f.signs.map((s) => [s, numberText(obj[s])]));
        break;
      }
      case 'repeat':
        out[f.key] = Array.isArray(v)
          ? v.map((row: Record<string, unknown>) =>
              Object.fromEntries(f.fields.map((i) => [i.key, leafToForm(i, row?.[i.key])])),
            )
          : [];
        break;
      case 'scale':
      case 'geriatricFallRisk':
      case 'regionGrid':
        out[f.key] = v ?? {};
        break;
      case 'icd':
        out[f.key] = f.multiple ? (Array.isArray(v) ? v : []) : (v ?? { code: '', display: '' });
        break;
      default:
        out[f.key] = leafToForm(f, v) ?? (f.kind === 'choice' ? null : '');
    }
  }
  return out;
}

const optionLabel = (options: readonly { code: string | number; label: string }[], v: unknown) =>
  options.find((o) => String(o.code) === String(v))?.label ?? String(v);

/** Plain text of rich text (tags removed, entities of the editor decoded). */
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
      return `${numberText(v)}${f.unit ? ` ${f.unit}` : ''}`;
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

/** One line of a field's value: a label and its text. */
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
          text: `${numberText(obj[s])} ${VITAL_SIGNS[s].unit}`,
        }));
    }
    case 'scale':
    case 'geriatricFallRisk': {
      const score = scoreOf(f, v);
      return [
        {
          label: f.label,
          text: score ? `${score.total} (${score.band.label})` : 'Belum lengkap',
        },
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
