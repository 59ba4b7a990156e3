import type { AnyResource, FieldDefinition, MenuRoleEntry } from '@simrs/validators/resources';
import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** Form values of a generic resource form: strings for inputs, a list for menuRole. */
export type FormValues = Record<string, string | MenuRoleEntry[]>;

/** Fields the form edits (everything but read-only metadata). */
export function formFields(resource: AnyResource): readonly FieldDefinition[] {
  return resource.fields;
}

/** Initial values: the record's (edit) or empty ones with the schema defaults (add). */
export function initialValues(
  resource: AnyResource,
  record: Record<string, unknown> | undefined,
): FormValues {
  const values: FormValues = {};
  for (const f of formFields(resource)) {
    const raw = record?.[f.name];
    if (f.kind === 'menuRole') {
      values[f.name] = Array.isArray(raw) ? (raw as MenuRoleEntry[]) : [];
    } else if (f.kind === 'password') {
      values[f.name] = '';
    } else if (raw === undefined || raw === null) {
      values[f.name] = f.kind === 'yesno' ? 'Y' : '';
    } else {
      values[f.name] = String(raw);
    }
  }
  return values;
}

/**
 * A react-hook-form resolver over the resource's shared zod schema: the same rules the server
 * applies, with its Indonesian messages; the parsed payload is what gets sent.
 */
export function schemaResolver<T extends FieldValues = FieldValues>(schema: z.ZodType) {
  return async (values: T): Promise<ResolverResult<T>> => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: FieldErrors<T> = {};
    for (const issue of result.error.issues) {
      // Nested fields ('features.registration') nest as react-hook-form expects; first message wins.
      const path = issue.path.length > 0 ? issue.path.map(String) : ['root'];
      let node = errors as Record<string, unknown>;
      for (const key of path.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      const leaf = path[path.length - 1] as string;
      node[leaf] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** Schema of the form in `mode` (update may differ, e.g. an optional password). */
export function schemaFor(resource: AnyResource, mode: 'add' | 'edit'): z.ZodType {
  return mode === 'edit' && resource.updateSchema ? resource.updateSchema : resource.schema;
}
