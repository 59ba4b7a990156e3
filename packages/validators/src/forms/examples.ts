/**
 * A plausible, complete content for any template, derived from its definition: what stories,
 * tests and the demo seed fill a form with. Every shown and hidden field gets a value (the first
 * option of a choice, so "Ya" opens the conditional parts), numbers and vital signs a typical
 * reading inside their plausible range.
 */
import type { FormField, FormTemplate, LeafField } from './kit';
import { fieldsOf } from './kit';
import type { ClinicalContent } from './schema';
import { VITAL_SIGNS, type VitalSign } from './vitals';

/** Typical adult readings (inside every plausible range). */
export const TYPICAL_VITALS: Readonly<Record<VitalSign, number>> = {
  systolic: 120,
  diastolic: 80,
  pulse: 84,
  respiration: 18,
  temperature: 36.7,
  spo2: 98,
  weight: 60,
  height: 165,
  headCircumference: 34,
};

const EXAMPLE_DAY = '2025-01-15';

function leafExample(f: LeafField): unknown {
  switch (f.kind) {
    case 'text':
      return `Contoh ${f.label.toLowerCase()}`.slice(0, f.maxLength);
    case 'richText':
      return `<p>Contoh <strong>${f.label.toLowerCase()}</strong></p>`.slice(0, f.maxLength);
    case 'number': {
      const d = f.decimals ?? 0;
      const mid = (f.min + f.max) / 2;
      return Number(mid.toFixed(d));
    }
    case 'date':
      return EXAMPLE_DAY;
    case 'time':
      return '08:30';
    case 'datetime':
      return `${EXAMPLE_DAY}T08:30`;
    case 'choice': {
      const first = f.options[0]?.code;
      return f.multiple ? [first] : first;
    }
    case 'icd': {
      const one =
        f.system === 'ICD10'
          ? { code: 'J06.9', display: 'Infeksi saluran pernapasan atas akut' }
          : { code: '89.03', display: 'Wawancara dan evaluasi' };
      return f.multiple ? [one] : one;
    }
  }
}

function fieldExample(f: FormField): unknown {
  switch (f.kind) {
    case 'vitals':
      return Object.fromEntries(f.signs.map((s) => [s, TYPICAL_VITALS[s]]));
    case 'scale':
      return Object.fromEntries(f.scale.items.map((i) => [i.id, i.options[0]?.code]));
    case 'geriatricFallRisk':
      return { yes: [], transfer: 0, mobility: 0 };
    case 'regionGrid':
      return Object.fromEntries(f.regions.map((r) => [String(r.code), { finding: 'N' }]));
    case 'repeat':
      return [Object.fromEntries(f.fields.map((i) => [i.key, leafExample(i)]))];
    default:
      return leafExample(f);
  }
}

/** A complete, plausible content for the template. */
export function exampleContent(template: FormTemplate): ClinicalContent {
  return Object.fromEntries(fieldsOf(template).map((f) => [f.key, fieldExample(f)]));
}

export { VITAL_SIGNS };
