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

// ---------------------------------------------------------------------------------------------
// The error catalogue of spec section 8, on the apps' side: which dialog a failed call shows.

export const DEFAULT_ERROR_TITLE = 'Sorry, There is something wrong!';
export const VALIDATION_ERROR_TITLE = 'Blocked With Validation!';

export interface DialogField {
  field: string;
  messages: string[];
}

/** What the error dialog shows. `fields` is set for 'Blocked With Validation!'. */
export interface ErrorDialog {
  variant: 'error';
  title: string;
  message: string;
  fields?: DialogField[];
}

/** A failed call as any client describes it: the HTTP status (0: no answer) and the answer. */
export interface CallFailure {
  status: number;
  message: string;
  title?: string | undefined;
  errors?: FieldErrors | undefined;
}

/** True for an error that carries an HTTP status and a message (the api-client's BoError). */
export function isCallFailure(error: unknown): error is CallFailure & Error {
  return (
    error instanceof Error &&
    typeof (error as Partial<CallFailure>).status === 'number' &&
    typeof error.message === 'string'
  );
}

function firstFieldMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) {
    const first = messages.find((m) => m.trim() !== '');
    if (first !== undefined) return first;
  }
  return undefined;
}

/**
 * Maps a failed call to the dialog the spec's catalogue requires:
 * - 422: 'Sorry, There is something wrong!' with the first validation message; when the message
 *   contains 'validation', 'Blocked With Validation!' listing each field with its messages. A 422
 *   without field messages (a refusal) shows the server's title (else the default) and message.
 * - 400: titled with the response title, else its message; body the message.
 * - others: titled with the response title or 'Sorry, There is something wrong!'; body the message.
 * `fieldLabel` turns a field key into the label the user knows (the form's, where there is one).
 */
export function errorDialogOf(
  error: unknown,
  fieldLabel: (field: string) => string = (field) => field,
): ErrorDialog {
  if (!isCallFailure(error)) {
    const message =
      error instanceof Error && error.message.trim() !== '' ? error.message : DEFAULT_ERROR_TITLE;
    return { variant: 'error', title: DEFAULT_ERROR_TITLE, message };
  }
  const title = error.title?.trim() ? error.title : undefined;
  const errors = error.errors ?? {};
  if (error.status === 422) {
    if (/validation/i.test(error.message)) {
      return {
        variant: 'error',
        title: VALIDATION_ERROR_TITLE,
        message: error.message,
        fields: Object.entries(errors).map(([field, messages]) => ({
          field: fieldLabel(field),
          messages,
        })),
      };
    }
    const first = firstFieldMessage(errors);
    // A refusal without field errors (e.g. 'Anda Tidak Dapat Hapus Level ini' / 'Data Level sedang
    // digunakan oleh user lain') keeps the server's own title and message.
    if (first === undefined) {
      return { variant: 'error', title: title ?? DEFAULT_ERROR_TITLE, message: error.message };
    }
    return { variant: 'error', title: DEFAULT_ERROR_TITLE, message: first };
  }
  if (error.status === 400) {
    return { variant: 'error', title: title ?? error.message, message: error.message };
  }
  return { variant: 'error', title: title ?? DEFAULT_ERROR_TITLE, message: error.message };
}
