import { useChangePassword } from '@simrs/api-client';
import {
  Button,
  Card,
  DescriptionList,
  Form,
  PasswordField,
  ToastProvider,
  useDialog,
  useFormField,
  useToast,
} from '@simrs/design-system';
import {
  CHANGE_PASSWORD_LABELS,
  type ChangePasswordInput,
  changePasswordSchema,
} from '@simrs/validators';
import { type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { schemaResolver } from '../../resources/formModel';
import { useSession } from '../../session/SessionProvider';
import { PageTitle } from '../../ui';
import type { ScreenProps } from '../types';

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ChangePasswordInput)[];

/** The signed-in user's own account: profile, and changing one's own password. */
export default function AccountSettingScreen(_props: ScreenProps) {
  return (
    <ToastProvider>
      <AccountSetting />
    </ToastProvider>
  );
}

function AccountSetting() {
  const { user, app } = useSession();
  if (!user) return null;
  const items = [
    { term: 'Nama', description: user.name ?? '-' },
    { term: 'Username', description: user.username ?? '-' },
    { term: 'Level', description: user.levelName ?? String(user.levelId) },
    {
      term: 'Kelola semua menu',
      description: user.canManageAll === 'Y' || user.levelId === 1 ? 'Ya' : 'Tidak',
    },
    { term: 'Jumlah menu', description: String(user.menuRole.length) },
    { term: 'Rumah sakit', description: app?.hospitalName ?? '-' },
  ];
  return (
    <>
      <PageTitle>Pengaturan Akun</PageTitle>
      <Columns>
        <Card title="Profil">
          <DescriptionList items={items} layout="inline" />
        </Card>
        <ChangePasswordCard />
      </Columns>
    </>
  );
}

function PasswordInput({
  form,
  name,
  autoComplete,
  description,
}: {
  form: UseFormReturn<ChangePasswordInput>;
  name: FieldPath<ChangePasswordInput>;
  autoComplete: 'current-password' | 'new-password';
  description?: string;
}) {
  const field = useFormField(form.control, name);
  return (
    <PasswordField
      {...field}
      label={CHANGE_PASSWORD_LABELS[name]}
      autoComplete={autoComplete}
      isRequired
      {...(description ? { description } : {})}
    />
  );
}

function ChangePasswordCard() {
  const dialog = useDialog();
  const toast = useToast();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    defaultValues: EMPTY,
    resolver: schemaResolver<ChangePasswordInput>(changePasswordSchema),
  });

  const save = async (values: ChangePasswordInput) => {
    if (change.isSaving) return;
    const result = await change.run<{ otherSessionsRevoked: number }>(values);
    if (!result.ok) {
      // Field errors of a 422 go on their fields; anything else is the catalogue's dialog.
      const errors = Object.entries(result.error.errors).filter(
        (entry): entry is [keyof ChangePasswordInput, string[]] =>
          FIELDS.includes(entry[0] as keyof ChangePasswordInput),
      );
      if (result.error.status === 422 && errors.length > 0) {
        for (const [field, messages] of errors) {
          form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: true });
        }
        return;
      }
      dialog.showError(result.error);
      return;
    }
    const others = result.response.data?.otherSessionsRevoked ?? 0;
    toast.success(
      result.message ?? 'Kata sandi berhasil diubah.',
      others > 0
        ? `${others} sesi lain akun ini di perangkat lain telah diakhiri.`
        : 'Gunakan kata sandi baru saat masuk berikutnya.',
    );
    form.reset(EMPTY);
  };

  return (
    <Card title="Ubah Kata Sandi">
      <Form form={form} onSubmit={save} aria-label="Ubah Kata Sandi">
        <Stack>
          <PasswordInput form={form} name="oldPassword" autoComplete="current-password" />
          <PasswordInput
            form={form}
            name="newPassword"
            autoComplete="new-password"
            description="Minimal 8 karakter, berisi huruf dan angka, berbeda dari kata sandi lama."
          />
          <PasswordInput form={form} name="confirmPassword" autoComplete="new-password" />
          <Note>Setelah kata sandi diubah, sesi akun ini di perangkat lain akan diakhiri.</Note>
          <div>
            <Button type="submit" isPending={change.isSaving}>
              Ubah Kata Sandi
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

const Columns = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  align-items: start;
`;

const Stack = styled.div`
  display: grid;
  gap: var(--ds-space-4);
  max-width: 440px;
`;

const Note = styled.p`
  margin: 0;
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-sm);
`;
