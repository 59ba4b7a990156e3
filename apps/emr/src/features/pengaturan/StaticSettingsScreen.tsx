import { isProfileKey, useCommand, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  CheckboxField,
  Columns,
  FileUpload,
  Form,
  LinkButton,
  Notice,
  PageHeader,
  Stack,
  Text,
  TextField,
  type TextFieldProps,
  useDialog,
  useFormField,
  WordLimitedTextArea,
} from '@simrs/design-system';
import {
  ADDRESS_MAX_WORDS,
  checkLogoDataUrl,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlags,
  formatDateTime,
  IDLE_LOCK_MAX_MINUTES,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  SETTINGS_LABELS,
  SETTINGS_MESSAGES,
  type StaticSettings,
  staticSettingsSchema,
} from '@simrs/validators';
import { type StaticSettingsData, staticSettingsContract } from '@simrs/validators/contracts';
import { useRef, useState } from 'react';
import { type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { schemaResolver } from '../../resources/formModel';
import { UNSAVED_CHANGES, useUnsavedChangesGuard } from '../../routing/unsavedChanges';
import { BootNotice } from '../../ui';
import type { ScreenProps } from '../types';

/** What the form edits: inputs as text, the logo as a data URL, the flags as booleans. */
interface SettingsForm {
  hospitalName: string;
  address: string;
  phone: string;
  email: string;
  logo: string | null;
  bpjsPpkCode: string;
  satusehatOrgId: string;
  features: FeatureFlags;
  singleSession: boolean;
  /** 'Kunci otomatis setelah (menit)', as typed (digits). */
  idleLockMinutes: string;
}

function toForm(record: StaticSettings): SettingsForm {
  return {
    hospitalName: record.hospitalName,
    address: record.address,
    phone: record.phone ?? '',
    email: record.email ?? '',
    logo: record.logo,
    bpjsPpkCode: record.bpjsPpkCode ?? '',
    satusehatOrgId: record.satusehatOrgId ?? '',
    features: { ...record.features },
    singleSession: record.singleSession,
    idleLockMinutes: String(record.idleLockMinutes),
  };
}

/** static-settings: the hospital's identity, logo, national codes, feature flags and sessions. */
export default function StaticSettingsScreen({ route }: ScreenProps) {
  // A form's source: not read again on focus or reconnection (the form keeps its version).
  const settings = useQuery(
    staticSettingsContract,
    'read',
    {},
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  if (settings.isLoading) return <BootNotice>Memuat pengaturan…</BootNotice>;
  if (settings.error || !settings.data) {
    return (
      <Stack gap={5}>
        <PageHeader title={route.title} canAdd={false} />
        <Notice
          tone="danger"
          title="Pengaturan tidak dapat dimuat."
          action={
            <LinkButton href="/dashboard" variant="secondary">
              Kembali ke Dashboard
            </LinkButton>
          }
        >
          {settings.error?.message ?? 'Terjadi kesalahan.'}
        </Notice>
      </Stack>
    );
  }
  return (
    <SettingsEditor
      title={route.title}
      data={settings.data}
      reload={async () => (await settings.mutate())?.record}
    />
  );
}

function SettingsEditor({
  title,
  data,
  reload,
}: {
  title: string;
  data: StaticSettingsData;
  reload: () => Promise<StaticSettings | undefined>;
}) {
  const dialog = useDialog();
  // After a save the profile is read again: the top bar shows the new name and logo at once.
  const save = useCommand(staticSettingsContract, 'update', { revalidate: isProfileKey });
  // The version the form's values came from: a save carries it, so a change made meanwhile by
  // someone else is refused (409) instead of overwritten.
  const [base, setBase] = useState<StaticSettings>(data.record);
  const saving = useRef(false);
  const readOnly = !data.canEdit;
  const form = useForm<SettingsForm>({
    defaultValues: toForm(data.record),
    resolver: schemaResolver<SettingsForm>(staticSettingsSchema),
  });
  const { isDirty } = form.formState;

  useUnsavedChangesGuard(isDirty, saving);

  const submit = async (values: SettingsForm) => {
    if (save.isMutating || readOnly) return;
    saving.current = true;
    const result = await save.run({ ...values, version: base.version });
    saving.current = false;
    if (!result.ok) {
      const fieldErrors = Object.entries(result.error.errors);
      if (result.error.status === 422 && fieldErrors.length > 0) {
        for (const [field, messages] of fieldErrors) {
          form.setError(field as FieldPath<SettingsForm>, {
            type: 'server',
            message: messages?.[0],
          });
        }
      }
      dialog.showError(result.error);
      return;
    }
    const record = result.response.data.record;
    setBase(record);
    form.reset(toForm(record));
    dialog.showSuccess(result.message ?? 'Data Berhasil Diubah.');
  };

  const reloadLatest = async () => {
    if (isDirty && !(await dialog.confirmUnsavedChanges())) return;
    const latest = await reload();
    if (!latest) return;
    setBase(latest);
    form.reset(toForm(latest));
  };

  return (
    <Stack gap={5}>
      <PageHeader
        title={title}
        canAdd={false}
        actions={
          <Stack direction="horizontal" wrap gap={4} align="center">
            <Text tone="muted" size="sm">
              {base.updatedAt
                ? `Versi ${base.version}, terakhir diubah ${formatDateTime(base.updatedAt)}`
                : 'Belum pernah disimpan'}
            </Text>
            <LinkButton href="/static-settings?bagian=terminal-layar" variant="secondary">
              Terminal Layar
            </LinkButton>
          </Stack>
        }
      />
      {readOnly ? (
        <Text role="note" tone="muted">
          Anda hanya dapat melihat pengaturan ini (tanpa hak ubah).
        </Text>
      ) : null}
      <Form form={form} onSubmit={submit} aria-label={`Form ${title}`}>
        <Stack gap={5}>
          <Columns minColumnWidth={360}>
            <Card title="Identitas Rumah Sakit">
              <Stack gap={4}>
                <SettingText
                  form={form}
                  name="hospitalName"
                  kind="text"
                  isRequired
                  readOnly={readOnly}
                />
                <Address form={form} readOnly={readOnly} />
                <SettingText
                  form={form}
                  name="phone"
                  kind="phone"
                  readOnly={readOnly}
                  description="Tanpa angka 0 di depan, contoh 217201234."
                />
                <SettingText form={form} name="email" kind="email" readOnly={readOnly} />
              </Stack>
            </Card>
            <LogoCard form={form} readOnly={readOnly} />
            <Card title="Kode Integrasi">
              <Stack gap={4}>
                <SettingText
                  form={form}
                  name="bpjsPpkCode"
                  kind="code"
                  readOnly={readOnly}
                  description="Kode faskes (PPK) dari BPJS Kesehatan, 8 karakter, contoh 0301R001."
                />
                <SettingText
                  form={form}
                  name="satusehatOrgId"
                  kind="digits"
                  readOnly={readOnly}
                  description="Organization ID fasilitas dari platform SATUSEHAT (angka)."
                />
              </Stack>
            </Card>
            <Card title="Fitur">
              <Stack gap={4}>
                {FEATURE_FLAGS.map((flag) => (
                  <Flag key={flag.key} form={form} flag={flag.key} readOnly={readOnly} />
                ))}
              </Stack>
            </Card>
            <Card title="Sesi">
              <Stack gap={4}>
                <SessionFlag form={form} readOnly={readOnly} />
                <IdleLock form={form} readOnly={readOnly} />
              </Stack>
            </Card>
          </Columns>
          {readOnly ? null : (
            <Stack direction="horizontal" wrap gap={4} justify="between">
              {isDirty ? (
                <Text role="status" tone="warning" weight="medium">
                  {UNSAVED_CHANGES}
                </Text>
              ) : (
                <span />
              )}
              <Stack direction="horizontal" wrap gap={3}>
                <Button variant="secondary" onPress={() => void reloadLatest()}>
                  Muat Ulang
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={!isDirty}
                  onPress={async () => {
                    // Spec 8: discarding changes asks 'Any changes you made will be lost!'.
                    if (await dialog.confirmCancel()) form.reset(toForm(base));
                  }}
                >
                  Batalkan Perubahan
                </Button>
                <Button type="submit" isPending={save.isMutating}>
                  Simpan
                </Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      </Form>
    </Stack>
  );
}

type TextName = 'hospitalName' | 'phone' | 'email' | 'bpjsPpkCode' | 'satusehatOrgId';

function Address({ form, readOnly }: { form: UseFormReturn<SettingsForm>; readOnly: boolean }) {
  const field = useFormField(form.control, 'address');
  return (
    <WordLimitedTextArea
      {...field}
      label={SETTINGS_LABELS.address}
      maxWords={ADDRESS_MAX_WORDS}
      isRequired
      isDisabled={readOnly}
    />
  );
}

function SettingText({
  form,
  name,
  kind,
  isRequired,
  readOnly,
  description,
}: {
  form: UseFormReturn<SettingsForm>;
  name: TextName;
  kind: TextFieldProps['kind'];
  isRequired?: boolean;
  readOnly: boolean;
  description?: string;
}) {
  const field = useFormField(form.control, name);
  return (
    <TextField
      {...field}
      label={SETTINGS_LABELS[name]}
      kind={kind}
      isRequired={isRequired}
      isDisabled={readOnly}
      {...(description ? { description } : {})}
    />
  );
}

function Flag({
  form,
  flag,
  readOnly,
}: {
  form: UseFormReturn<SettingsForm>;
  flag: FeatureFlag;
  readOnly: boolean;
}) {
  const field = useFormField(form.control, `features.${flag}`);
  const def = FEATURE_FLAGS.find((f) => f.key === flag);
  return (
    <CheckboxField
      {...field}
      label={def?.label ?? flag}
      description={def?.description}
      isDisabled={readOnly}
    />
  );
}

function SessionFlag({ form, readOnly }: { form: UseFormReturn<SettingsForm>; readOnly: boolean }) {
  const field = useFormField(form.control, 'singleSession');
  return (
    <CheckboxField
      {...field}
      label={SETTINGS_LABELS.singleSession}
      description="Masuk di perangkat lain mengakhiri sesi pengguna yang sama sebelumnya."
      isDisabled={readOnly}
    />
  );
}

function IdleLock({ form, readOnly }: { form: UseFormReturn<SettingsForm>; readOnly: boolean }) {
  const field = useFormField(form.control, 'idleLockMinutes');
  return (
    <TextField
      {...field}
      label={SETTINGS_LABELS.idleLockMinutes}
      kind="digits"
      isDisabled={readOnly}
      description={`Layar terkunci setelah sekian menit tanpa aktivitas; hanya kata sandi pengguna yang sama yang membukanya. 0 = tidak pernah (0 sampai ${IDLE_LOCK_MAX_MINUTES}).`}
    />
  );
}

const LOGO_HINT = `PNG, JPEG, atau WebP, maksimal ${LOGO_MAX_BYTES / 1024} KB.`;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function LogoCard({ form, readOnly }: { form: UseFormReturn<SettingsForm>; readOnly: boolean }) {
  const logo = form.watch('logo');
  const error = form.formState.errors.logo?.message;
  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      form.setError('logo', { type: 'size', message: SETTINGS_MESSAGES.logoSize });
      return;
    }
    const url = await readDataUrl(file).catch(() => null);
    const problem = url ? checkLogoDataUrl(url) : SETTINGS_MESSAGES.logoBroken;
    if (problem || !url) {
      form.setError('logo', { type: 'file', message: problem ?? SETTINGS_MESSAGES.logoBroken });
      return;
    }
    form.clearErrors('logo');
    form.setValue('logo', url, { shouldDirty: true });
  };
  return (
    <Card title={SETTINGS_LABELS.logo}>
      <Stack
        direction="horizontal"
        align="start"
        wrap
        gap={5}
        data-field-invalid={error ? '' : undefined}
      >
        <LogoPreview>
          {logo ? <img src={logo} alt="Logo rumah sakit" /> : <span>Belum ada logo</span>}
        </LogoPreview>
        <Stack gap={3} align="start">
          {readOnly ? null : (
            <FileUpload
              label="Unggah logo"
              acceptedFileTypes={LOGO_TYPES}
              hint={LOGO_HINT}
              onSelect={(files) => void choose(files)}
            />
          )}
          {error ? (
            <Text role="alert" tone="danger" size="sm" data-field-error>
              {error}
            </Text>
          ) : null}
          {logo && !readOnly ? (
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                form.clearErrors('logo');
                form.setValue('logo', null, { shouldDirty: true });
              }}
            >
              Hapus Logo
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * The logo as it will show, in a fixed frame. The one piece of this screen the design system
 * has no component for (an image thumbnail); the layout around it is the primitives'.
 */
const LogoPreview = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  width: 112px;
  height: 112px;
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface);
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-xs);
  text-align: center;
  img {
    max-width: 96px;
    max-height: 96px;
  }
`;
