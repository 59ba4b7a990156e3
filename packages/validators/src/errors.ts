/**
 * Turning zod errors into the 422 shape of docs/protocol.md:
 * `{ status: 'error', message, errors: { field: [messages] } }`.
 */
import type { z } from 'zod';

/** Key under which issues about the whole object (empty path) are listed. */
export const FORM_ERROR_KEY = '_form';

/** The message of a 422 answer when more than one field fails (the apps look for 'validation'). */
export const MULTIPLE_FIELDS_MESSAGE = 'The given data failed validation.';

export type FieldErrors = Record<string, string[]>;

/**
 * `{ field: [messages] }` from a ZodError. Nested paths are joined with '.' ('items.0.qty'); an
 * issue without a path goes under {@link FORM_ERROR_KEY}. Messages keep their order, duplicates are
 * dropped, fields appear in the order of their first issue.
 */
export function zodIssuesToFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

export interface ValidationErrorBody {
  status: 'error';
  message: string;
  errors: FieldErrors;
}

/**
 * The body of a 422 answer: `message` is the only field's first message when one field fails,
 * otherwise 'The given data failed validation.'; `errors` lists every field.
 */
export function validationErrorBody(errors: FieldErrors): ValidationErrorBody {
  const fields = Object.keys(errors);
  const first = fields.length > 0 ? errors[fields[0] ?? '']?.[0] : undefined;
  const message = fields.length === 1 && first ? first : MULTIPLE_FIELDS_MESSAGE;
  return { status: 'error', message, errors };
}

export type ValidationResult<T> =
  | { success: true; data: T }
  | { success: false; errors: FieldErrors; body: ValidationErrorBody };

/**
 * Parses `input` with `schema`; on failure gives the field errors and the ready 422 body.
 * `const r = validateWith(schema, payload); if (!r.success) return reply.code(422).send(r.body);`
 */
export function validateWith<T>(schema: z.ZodType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors = zodIssuesToFieldErrors(result.error);
  return { success: false, errors, body: validationErrorBody(errors) };
}
