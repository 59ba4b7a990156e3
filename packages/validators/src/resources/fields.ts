import { validateNik } from '../nik';
import type { FieldDefinition, FieldKind } from './types';

/** True when the NIK decodes (the rule of a resource's `nik` field): see `decodeNik`. */
export function isPlausibleNik(nik: string): boolean {
  return validateNik(nik) === null;
}

/** Builds a field definition with the usual defaults (column = snake_case of name). */
export function field(
  name: string,
  label: string,
  kind: FieldKind,
  extra: Partial<Omit<FieldDefinition, 'name' | 'label' | 'kind'>> = {},
): FieldDefinition {
  return {
    name,
    column: extra.column ?? name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    label,
    kind,
    required: extra.required ?? true,
    inList: extra.inList ?? true,
    ...extra,
  };
}
