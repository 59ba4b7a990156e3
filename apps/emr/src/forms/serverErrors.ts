import { isBoError } from '@simrs/api-client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** Puts a refused command's field messages (the server's 422 `errors`) on the form's fields. */
export function setServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
): void {
  if (!isBoError(error)) return;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) setError(field as FieldPath<V>, { type: 'server', message: messages[0] });
  }
}
