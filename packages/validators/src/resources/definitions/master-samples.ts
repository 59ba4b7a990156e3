/**
 * Valid sample payloads generated from a resource's field kinds, for data-driven tests (API
 * round trips over every resource, story fixtures). Each field gets the first candidate value of
 * its kind that the field's own schema accepts; unique values come from `tag` (letters only, so
 * it suits codes, names and usernames alike). Optional fields no candidate fits are left out.
 */
import { z } from 'zod';
import type { AnyResource, FieldDefinition } from '../types';

export interface SampleOptions {
  /** Letters that make the sample's unique values unique (e.g. 'Qab'). */
  tag: string;
  /** Id of an existing record of the referenced resource. */
  refId: (resourceKey: string) => number;
  /** A number 0-27 spreading dates and similar unique values. */
  seq?: number;
}

/** 0 -> 'a', 25 -> 'z', 26 -> 'ba' ... (letters only). */
export function letterTag(n: number): string {
  let out = '';
  let v = n;
  do {
    out = String.fromCharCode(97 + (v % 26)) + out;
    v = Math.floor(v / 26);
  } while (v > 0);
  return out;
}

function candidates(f: FieldDefinition, o: SampleOptions, timeIndex: number): unknown[] {
  const tag = o.tag;
  const upper = tag.toUpperCase();
  const day = String(((o.seq ?? 0) % 28) + 1).padStart(2, '0');
  switch (f.kind) {
    case 'code':
      return [`C${upper}`.slice(0, 5), `C${upper}`, upper.slice(0, 3)];
    case 'text':
      return [
        `Contoh ${tag}`,
        `contoh.${tag}`,
        upper.slice(0, 3),
        `8123456${String(o.seq ?? 0).padStart(4, '0')}`,
        `contoh.${tag}@rs-demo.co.id`,
        `${String(7 + timeIndex * 2).padStart(2, '0')}:00`,
        `#00AA${String((o.seq ?? 0) % 100).padStart(2, '0')}`,
      ];
    case 'textarea':
      return [`Keterangan contoh ${tag}`];
    case 'number':
      return [5, 1, 2024];
    case 'money':
      return [15000];
    case 'select':
      return (f.options ?? []).map((x) => x.value);
    case 'reference':
      return f.reference ? [o.refId(f.reference.resource)] : [];
    case 'yesno':
      return ['Y'];
    case 'date':
      return [`2031-03-${day}`];
    case 'password':
      return ['Sandi contoh 2031'];
    case 'menuRole':
      return [[]];
  }
}

/** A payload the resource's schema accepts (throws when none can be built). */
export function sampleRecord(
  resource: AnyResource,
  options: SampleOptions,
): Record<string, unknown> {
  const shape = resource.schema.shape;
  const out: Record<string, unknown> = {};
  let timeIndex = 0;
  for (const f of resource.fields) {
    const schema = shape[f.name];
    if (!schema) continue;
    const fit = candidates(f, options, timeIndex).find((c) => z.safeParse(schema, c).success);
    if (fit === undefined) {
      if (f.required) throw new Error(`${resource.key}.${f.name}: no sample value fits`);
      continue;
    }
    if (typeof fit === 'string' && /^\d{2}:00$/.test(fit)) timeIndex += 1;
    out[f.name] = fit;
  }
  const parsed = resource.schema.safeParse(out);
  if (!parsed.success) {
    throw new Error(`${resource.key}: sample refused: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return out;
}

/**
 * A payload with one field made invalid for its kind (null when the kind has no invalid value,
 * e.g. an optional free text).
 */
export function invalidValue(f: FieldDefinition): unknown {
  switch (f.kind) {
    case 'code':
      return 'A B#';
    case 'money':
    case 'number':
      return -1;
    case 'select':
      return '__tidak_ada__';
    case 'reference':
      return 0;
    case 'yesno':
      return 'X';
    case 'date':
      return '2024-13-45';
    case 'text':
    case 'textarea':
      return f.required ? '' : 'x'.repeat(5000);
    default:
      return null;
  }
}
