/**
 * The fields every credential form shares (password, the 6-digit code, the server's field
 * errors) and the second factor's code step: small, for the login page and the lock screen
 * (the QR code and the setup stay in `CredentialForms.tsx`).
 */
import type { BoError } from '@simrs/api-client';
import {
  Button,
  Form,
  PasswordField,
  Stack,
  Text,
  TextField,
  useDialog,
  useFormField,
} from '@simrs/design-system';
import { twoFactorCodeSchema } from '@simrs/validators';
import { useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { schemaResolver } from '../resources/formModel';

/**
 * Puts the field errors of a 422 on the form's fields; true when it did. Anything else is for
 * the caller (the catalogue's dialog, or a notice).
 */
export function setServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: BoError,
  fields: readonly string[],
): boolean {
  if (error.status !== 422) return false;
  const known = Object.entries(error.errors).filter(([field]) => fields.includes(field));
  for (const [field, messages] of known) {
    form.setError(
      field as Path<T>,
      { type: 'server', message: messages[0] },
      { shouldFocus: true },
    );
  }
  return known.length > 0;
}

export function PasswordInput<T extends FieldValues>({
  form,
  name,
  label,
  autoComplete,
  description,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  description?: string;
}) {
  const field = useFormField(form.control, name);
  return (
    <PasswordField
      {...field}
      value={String(field.value ?? '')}
      onChange={(v: string) => field.onChange(v as typeof field.value)}
      label={label}
      autoComplete={autoComplete}
      isRequired
      {...(description ? { description } : {})}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// The 6-digit code

/** 'Kode Verifikasi': the 6 digits of the authenticator app (digits only, at most 6). */
export function CodeInput<T extends FieldValues>({
  form,
  name,
  autoFocus,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  autoFocus?: boolean;
}) {
  const field = useFormField(form.control, name);
  return (
    <TextField
      {...field}
      value={String(field.value ?? '')}
      onChange={(v: string) =>
        field.onChange(v.replace(/\D/g, '').slice(0, 6) as typeof field.value)
      }
      label="Kode Verifikasi"
      kind="digits"
      autoComplete="one-time-code"
      description="6 digit dari aplikasi autentikator Anda (berganti setiap 30 detik)."
      isRequired
      {...(autoFocus ? { autoFocus } : {})}
    />
  );
}

export const codeForm = z.object({ code: twoFactorCodeSchema });
export type CodeValues = { code: string };

export interface SecondFactorFormProps {
  /** Sends the code; rejects with the server's error (a wrong code: 422 on `code`). */
  onVerify(code: string): Promise<void>;
  /** Leaves the step (signs out). */
  onBack(): void;
  backLabel?: string;
}

/**
 * The second step of signing in: the code of the authenticator app (`POST /do/Auth
 * verify-code`). A wrong or expired code is refused on its field; too many attempts (429) and
 * anything else go to the catalogue's dialog.
 */
export function SecondFactorForm({
  onVerify,
  onBack,
  backLabel = 'Kembali',
}: SecondFactorFormProps) {
  const dialog = useDialog();
  const [pending, setPending] = useState(false);
  const form = useForm<CodeValues>({
    defaultValues: { code: '' },
    resolver: schemaResolver<CodeValues>(codeForm),
  });
  const submit = async ({ code }: CodeValues) => {
    if (pending) return;
    setPending(true);
    try {
      await onVerify(code);
    } catch (error) {
      setPending(false);
      form.setValue('code', '');
      const shown = setServerErrors(form, error as BoError, ['code']);
      if (!shown) dialog.showError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} aria-label="Verifikasi Dua Langkah">
      <Stack gap={4}>
        <Text tone="muted">
          Buka aplikasi autentikator di ponsel Anda dan masukkan kode 6 digit untuk akun ini.
        </Text>
        <CodeInput form={form} name="code" autoFocus />
        <Stack gap={3}>
          <Button type="submit" isPending={pending}>
            Verifikasi
          </Button>
          <Button variant="secondary" onPress={onBack} isDisabled={pending}>
            {backLabel}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

export default SecondFactorForm;
