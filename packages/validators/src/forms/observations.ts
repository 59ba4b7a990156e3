/**
 * `observationsOf(template, content)`: the values of a signed document that must be queried or
 * sent (vital signs, scale scores, allergies, measured numbers) as typed rows. The server writes
 * them in the signing transaction; the content (parsed by the final schema) stays the record.
 */
import { type FormTemplate, fieldsOf, isFilled } from './kit';
import { type ClinicalContent, scoreOf } from './schema';
import { bodyMassIndex, VITAL_SIGNS, type VitalSign, vitalCode } from './vitals';

export interface ObservationRow {
  /** 'vital.pulse', 'score.painScale', 'allergy.OBAT', 'anthro.lila', ... */
  readonly code: string;
  /** The field it comes from. */
  readonly field: string;
  readonly label: string;
  readonly valueNum: number | null;
  readonly valueText: string | null;
  readonly unit: string | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The observation rows of a content, in the template's order. */
export function observationsOf(template: FormTemplate, content: ClinicalContent): ObservationRow[] {
  const rows: ObservationRow[] = [];
  for (const f of fieldsOf(template)) {
    const value = content[f.key];
    if (!isFilled(value)) continue;
    switch (f.kind) {
      case 'vitals': {
        const v = value as Partial<Record<VitalSign, unknown>>;
        for (const sign of f.signs) {
          const n = num(v[sign]);
          if (n === null) continue;
          const def = VITAL_SIGNS[sign];
          rows.push({
            code: vitalCode(sign),
            field: f.key,
            label: def.label,
            valueNum: n,
            valueText: null,
            unit: def.unit,
          });
        }
        const bmi = bodyMassIndex(num(v.weight), num(v.height));
        if (bmi !== null && f.signs.includes('weight') && f.signs.includes('height')) {
          rows.push({
            code: 'vital.bmi',
            field: f.key,
            label: 'Indeks Massa Tubuh',
            valueNum: bmi,
            valueText: null,
            unit: 'kg/m2',
          });
        }
        break;
      }
      case 'scale':
      case 'geriatricFallRisk': {
        const score = scoreOf(f, value);
        if (!score) break;
        const id = f.kind === 'scale' ? f.scale.id : 'fallRiskGeriatric';
        rows.push({
          code: `score.${id}`,
          field: f.key,
          label: f.label,
          valueNum: score.total,
          valueText: score.band.label,
          unit: null,
        });
        break;
      }
      case 'number': {
        const n = num(value);
        if (f.observe && n !== null) {
          rows.push({
            code: f.observe,
            field: f.key,
            label: f.label,
            valueNum: n,
            valueText: null,
            unit: f.unit,
          });
        }
        break;
      }
      case 'choice': {
        if (!f.observe) break;
        const codes = Array.isArray(value) ? value : [value];
        for (const c of codes) {
          const option = f.options.find((o) => String(o.code) === String(c));
          rows.push({
            code: f.observe,
            field: f.key,
            label: f.label,
            valueNum: null,
            valueText: option ? option.label : String(c),
            unit: null,
          });
        }
        break;
      }
      case 'repeat': {
        if (f.observe !== 'allergy' || !Array.isArray(value)) break;
        for (const row of value as Record<string, unknown>[]) {
          const agent = typeof row.agent === 'string' ? row.agent : null;
          if (!agent) continue;
          const reaction = typeof row.reaction === 'string' ? row.reaction : null;
          rows.push({
            code: `allergy.${String(row.type ?? 'LAINNYA')}`,
            field: f.key,
            label: 'Alergi',
            valueNum: null,
            valueText: reaction ? `${agent} (${reaction})` : agent,
            unit: null,
          });
        }
        break;
      }
      default:
        break;
    }
  }
  return rows;
}
