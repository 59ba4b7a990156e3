/**
 * The forms of the own credentials, used by the steps a session must take first (SessionSteps),
 * the login page and account-setting: changing one's password, the 6-digit code of the second
 * factor, setting it up (QR code of the `otpauth://` URI, the secret for typing by hand,
 * confirmed with a code) and switching it off. react-hook-form with the contracts' zod schemas;
 * the server's field errors (422) land on their fields.
 */
import { useCommand } from '@simrs/api-client';
import { Button, Form, Notice, QrCode, Stack, Text, useDialog } from '@simrs/design-system';
import {
  CHANGE_PASSWORD_LABELS,
  type ChangePasswordInput,
  changePasswordSchema,
  currentPasswordSchema,
  PASSWORD_MIN_LENGTH,
  twoFactorCodeSchema,
} from '@simrs/validators';
import { type TwoFactorEnrolment, usersContract } from '@simrs/validators/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { schemaResolver } from '../resources/formModel';
import {
  CodeInput,
  type CodeValues,
  codeForm,
  PasswordInput,
  setServerErrors,
} from './credentialFields';

export { CodeInput, PasswordInput, SecondFactorForm, setServerErrors } from './credentialFields';

/** How the password policy reads on the forms (docs/security.md, "Password policy"). */
export const PASSWORD_HINT = `Minimal ${PASSWORD_MIN_LENGTH} karakter; gabungan beberapa kata mudah diingat. Kata sandi yang umum ditolak.`;

// ---------------------------------------------------------------------------------------------
// Password

const EMPTY_CHANGE: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };
const CHANGE_FIELDS = Object.keys(EMPTY_CHANGE);

export interface ChangePasswordFormProps {
  /** After the change (the server ended the account's other sessions). */
  onChanged(message: string, otherSessionsRevoked: number): void | Promise<void>;
  /** A line under the fields. */
  note?: string;
  submitLabel?: string;
}

/** Old password, new password (the policy), confirmation: `POST /do/Users change-password`. */
export function ChangePasswordForm({
  onChanged,
  note,
  submitLabel = 'Ubah Kata Sandi',
}: ChangePasswordFormProps) {
  const dialog = useDialog();
  const change = useCommand(usersContract, 'change-password');
  const form = useForm<ChangePasswordInput>({
    defaultValues: EMPTY_CHANGE,
    resolver: schemaResolver<ChangePasswordInput>(changePasswordSchema),
  });

  const save = async (values: ChangePasswordInput) => {
    if (change.isMutating) return;
    const result = await change.run(values);
    if (!result.ok) {
      if (!setServerErrors(form, result.error, CHANGE_FIELDS)) dialog.showError(result.error);
      return;
    }
    form.reset(EMPTY_CHANGE);
    await onChanged(
      result.message ?? 'Kata sandi berhasil diubah.',
      result.response.data?.otherSessionsRevoked ?? 0,
    );
  };

  return (
    <Form form={form} onSubmit={save} aria-label={submitLabel}>
      <Stack gap={4}>
        <PasswordInput
          form={form}
          name="oldPassword"
          label={CHANGE_PASSWORD_LABELS.oldPassword}
          autoComplete="current-password"
        />
        <PasswordInput
          form={form}
          name="newPassword"
          label={CHANGE_PASSWORD_LABELS.newPassword}
          autoComplete="new-password"
          description={`${PASSWORD_HINT} Harus berbeda dari kata sandi lama.`}
        />
        <PasswordInput
          form={form}
          name="confirmPassword"
          label={CHANGE_PASSWORD_LABELS.confirmPassword}
          autoComplete="new-password"
        />
        {note ? (
          <Text tone="muted" size="sm">
            {note}
          </Text>
        ) : null}
        <Stack direction="horizontal" wrap gap={3}>
          <Button type="submit" isPending={change.isMutating}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

// ---------------------------------------------------------------------------------------------
// Setting the second factor up, and switching it off

/** The secret in groups of four, as the apps show it for typing by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

const passwordForm = z.object({ password: currentPasswordSchema });
type PasswordValues = { password: string };

export interface TwoFactorSetupProps {
  /** After the confirmation: the second factor is on (the account's other sessions ended). */
  onEnabled(message: string): void | Promise<void>;
  /** Leaves the setup (account-setting); absent where it cannot be skipped. */
  onCancel?: () => void;
}

/**
 * Setting up the second factor: the current password (`two-factor-start`), then the QR code of
 * the `otpauth://` URI and the secret as text, and the app's first code (`two-factor-confirm`).
 */
export function TwoFactorSetup({ onEnabled, onCancel }: TwoFactorSetupProps) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  return enrolment ? (
    <ConfirmEnrolment enrolment={enrolment} onEnabled={onEnabled} onCancel={onCancel} />
  ) : (
    <StartEnrolment onStarted={setEnrolment} onCancel={onCancel} />
  );
}

function CancelButton({ onCancel }: { onCancel: (() => void) | undefined }) {
  return onCancel ? (
    <Button variant="secondary" onPress={onCancel}>
      Batal
    </Button>
  ) : null;
}

function StartEnrolment({
  onStarted,
  onCancel,
}: {
  onStarted(enrolment: TwoFactorEnrolment): void;
  onCancel: (() => void) | undefined;
}) {
  const dialog = useDialog();
  const start = useCommand(usersContract, 'two-factor-start');
  const form = useForm<PasswordValues>({
    defaultValues: { password: '' },
    resolver: schemaResolver<PasswordValues>(passwordForm),
  });
  const submit = async (values: PasswordValues) => {
    if (start.isMutating) return;
    const result = await start.run(values);
    if (!result.ok) {
      if (!setServerErrors(form, result.error, ['password'])) dialog.showError(result.error);
      return;
    }
    onStarted(result.response.data);
  };
  return (
    <Form form={form} onSubmit={submit} aria-label="Mulai verifikasi dua langkah">
      <Stack gap={4}>
        <Text tone="muted" size="sm">
          Siapkan aplikasi autentikator di ponsel Anda (Google Authenticator, Microsoft
          Authenticator, FreeOTP, Aegis, atau sejenisnya), lalu masukkan kata sandi Anda untuk
          memulai.
        </Text>
        <PasswordInput
          form={form}
          name="password"
          label="Kata Sandi"
          autoComplete="current-password"
        />
        <Stack direction="horizontal" wrap gap={3}>
          <Button type="submit" isPending={start.isMutating}>
            Lanjutkan
          </Button>
          <CancelButton onCancel={onCancel} />
        </Stack>
      </Stack>
    </Form>
  );
}

function ConfirmEnrolment({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onEnabled(message: string): void | Promise<void>;
  onCancel: (() => void) | undefined;
}) {
  const dialog = useDialog();
  const confirm = useCommand(usersContract, 'two-factor-confirm');
  const form = useForm<CodeValues>({
    defaultValues: { code: '' },
    resolver: schemaResolver<CodeValues>(codeForm),
  });
  const submit = async (values: CodeValues) => {
    if (confirm.isMutating) return;
    const result = await confirm.run(values);
    if (!result.ok) {
      form.setValue('code', '');
      if (!setServerErrors(form, result.error, ['code'])) dialog.showError(result.error);
      return;
    }
    await onEnabled(result.message ?? 'Verifikasi dua langkah berhasil diaktifkan.');
  };
  return (
    <Form form={form} onSubmit={submit} aria-label="Aktifkan verifikasi dua langkah">
      <Stack gap={4}>
        <Text size="sm">1. Pindai kode QR ini dengan aplikasi autentikator.</Text>
        <QrFrame>
          <QrCode
            value={enrolment.uri}
            size={200}
            label="Kode QR aktivasi verifikasi dua langkah"
            errorCorrection="M"
          />
        </QrFrame>
        <Text size="sm" tone="muted">
          Tidak dapat memindai? Tambahkan akun secara manual dengan kunci berikut (jenis berbasis
          waktu, {enrolment.digits} digit):
        </Text>
        <Secret data-testid="two-factor-secret" aria-label="Kunci rahasia">
          {groupSecret(enrolment.secret)}
        </Secret>
        <Text size="sm" tone="muted">
          Akun: {enrolment.issuer} ({enrolment.account})
        </Text>
        <Text size="sm">2. Masukkan kode 6 digit yang muncul di aplikasi.</Text>
        <CodeInput form={form} name="code" />
        <Stack direction="horizontal" wrap gap={3}>
          <Button type="submit" isPending={confirm.isMutating}>
            Aktifkan
          </Button>
          <CancelButton onCancel={onCancel} />
        </Stack>
      </Stack>
    </Form>
  );
}

const disableForm = z.object({ password: currentPasswordSchema, code: twoFactorCodeSchema });
type DisableValues = { password: string; code: string };

/** Switching the second factor off (password and a current code): `two-factor-disable`. */
export function TwoFactorDisable({
  onDisabled,
  onCancel,
}: {
  onDisabled(message: string): void | Promise<void>;
  onCancel(): void;
}) {
  const dialog = useDialog();
  const disable = useCommand(usersContract, 'two-factor-disable');
  const form = useForm<DisableValues>({
    defaultValues: { password: '', code: '' },
    resolver: schemaResolver<DisableValues>(disableForm),
  });
  const submit = async (values: DisableValues) => {
    if (disable.isMutating) return;
    const result = await disable.run(values);
    if (!result.ok) {
      form.setValue('code', '');
      if (!setServerErrors(form, result.error, ['password', 'code'])) {
        dialog.showError(result.error);
      }
      return;
    }
    await onDisabled(result.message ?? 'Verifikasi dua langkah berhasil dinonaktifkan.');
  };
  return (
    <Form form={form} onSubmit={submit} aria-label="Nonaktifkan verifikasi dua langkah">
      <Stack gap={4}>
        <Notice tone="warning" title="Akun Anda hanya akan dilindungi kata sandi.">
          Masukkan kata sandi dan kode dari aplikasi autentikator untuk menonaktifkan.
        </Notice>
        <PasswordInput
          form={form}
          name="password"
          label="Kata Sandi"
          autoComplete="current-password"
        />
        <CodeInput form={form} name="code" />
        <Stack direction="horizontal" wrap gap={3}>
          <Button type="submit" variant="danger" isPending={disable.isMutating}>
            Nonaktifkan
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            Batal
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

const QrFrame = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--ds-space-3);
  background: #fff;
  border-radius: var(--ds-radius-md);
`;

const Secret = styled.code`
  display: block;
  padding: var(--ds-space-3);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-sunken);
  font-family: var(--ds-font-family-mono);
  font-size: var(--ds-font-size-md);
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;
