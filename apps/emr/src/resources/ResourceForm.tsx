import { useBoClient, useDo } from '@simrs/api-client';
import {
  Button,
  ComboBoxField,
  DatePickerField,
  Form,
  LinkButton,
  MoneyField,
  NumericField,
  RadioGroupField,
  SelectField,
  TextField,
  useDialog,
  useFormField,
} from '@simrs/design-system';
import type { AnyResource, FieldDefinition, MenuRoleEntry } from '@simrs/validators/resources';
import { useRef } from 'react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import type { RouteEntry } from '../routing/routeTable';
import { UNSAVED_CHANGES, useUnsavedChangesGuard } from '../routing/unsavedChanges';
import { BootNotice, NoticeBox, PageTitle, Panel } from '../ui';
import { initialValues, schemaFor, schemaResolver } from './formModel';
import { MenuRoleEditor } from './MenuRoleEditor';

type Options = Record<string, { value: number | string; label: string }[]>;

interface FormData {
  record?: Record<string, unknown> & { id: number; version: number };
  options?: Options;
}

export function ResourceForm({
  route,
  resource,
  mode,
  id,
}: {
  route: RouteEntry;
  resource: AnyResource;
  mode: 'add' | 'edit';
  id: string;
}) {
  const bo = useBoClient();
  const hasReferences = resource.fields.some((f) => f.kind === 'reference');
  const needsLoad = mode === 'edit' || hasReferences;
  const { data, error, isLoading } = useSWR<FormData>(
    needsLoad ? ['bo', 'form', resource.key, mode, id] : null,
    async () =>
      (await bo.get<FormData>(resource.key, mode === 'edit' ? 'edit' : 'add', id || null)).data,
    { revalidateOnFocus: false },
  );
  if (needsLoad && isLoading) return <BootNotice>Memuat data…</BootNotice>;
  if (error) {
    return (
      <NoticeBox role="alert">
        <strong>Data tidak dapat dimuat.</strong>
        <p>{error instanceof Error ? error.message : 'Terjadi kesalahan.'}</p>
        <LinkButton href={`/${route.key}`} variant="secondary">
          Kembali ke daftar
        </LinkButton>
      </NoticeBox>
    );
  }
  return <LoadedForm route={route} resource={resource} mode={mode} data={data ?? {}} />;
}

const YES_NO = {
  status: [
    { code: 'Y', label: 'Aktif' },
    { code: 'N', label: 'Nonaktif' },
  ],
  other: [
    { code: 'Y', label: 'Ya' },
    { code: 'N', label: 'Tidak' },
  ],
} as const;

/** One field of a resource form: the design system's input for its kind. */
function ResourceField({
  f,
  control,
  mode,
  options,
}: {
  f: FieldDefinition;
  control: Control<FieldValues>;
  mode: 'add' | 'edit';
  options: Options | undefined;
}) {
  const field = useFormField(control, f.name);
  const isPasswordKept = mode === 'edit' && f.kind === 'password';
  const label = `${f.label}${f.required && !isPasswordKept ? ' *' : ''}`;
  const common = {
    label,
    name: field.name,
    onBlur: field.onBlur,
    ...(field.errorMessage ? { errorMessage: field.errorMessage } : {}),
  };
  const text = typeof field.value === 'string' ? field.value : '';
  const choice = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  switch (f.kind) {
    case 'yesno':
      return (
        <RadioGroupField
          {...common}
          options={f.name === 'status' ? YES_NO.status : YES_NO.other}
          value={choice}
          onChange={(v) => field.onChange(v ?? '')}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder={`Pilih ${f.label}`}
          options={(f.options ?? []).map((o) => ({ code: o.value, label: o.label }))}
          value={choice}
          onChange={(v) => field.onChange(v ?? '')}
        />
      );
    case 'reference':
      return (
        <ComboBoxField
          {...common}
          placeholder={`Cari ${f.label}`}
          options={(options?.[f.name] ?? []).map((o) => ({
            code: String(o.value),
            label: o.label,
          }))}
          value={choice}
          onChange={(v) => field.onChange(v ?? '')}
        />
      );
    case 'date':
      return (
        <DatePickerField {...common} value={choice} onChange={(v) => field.onChange(v ?? '')} />
      );
    case 'money':
      return <MoneyField {...common} value={text} onChange={field.onChange} />;
    case 'number':
      // The shared schema decides how many decimals the field takes (most take none).
      return <NumericField {...common} precision={4} value={text} onChange={field.onChange} />;
    case 'password':
      return (
        <TextField
          {...common}
          type="password"
          autoComplete="new-password"
          value={text}
          onChange={field.onChange}
          {...(isPasswordKept ? { description: 'Kosongkan bila kata sandi tidak diubah.' } : {})}
        />
      );
    default:
      return (
        <TextField
          {...common}
          kind={f.kind === 'code' ? 'code' : 'text'}
          isMultiline={f.kind === 'textarea'}
          autoComplete="off"
          value={text}
          onChange={field.onChange}
        />
      );
  }
}

function LoadedForm({
  route,
  resource,
  mode,
  data,
}: {
  route: RouteEntry;
  resource: AnyResource;
  mode: 'add' | 'edit';
  data: FormData;
}) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const save = useDo(resource.key);
  const saved = useRef(false);
  const form = useForm<FieldValues>({
    defaultValues: initialValues(resource, data.record),
    resolver: schemaResolver(schemaFor(resource, mode)),
  });
  const { isDirty, isSubmitting } = form.formState;

  // Unsaved changes: in-app navigation asks, closing the tab warns.
  useUnsavedChangesGuard(isDirty, saved);

  // The design system's Form blocks the submit while the schema fails and scrolls to the first
  // visible error (spec 5); this runs with the parsed payload.
  const onSubmit = async (values: FieldValues) => {
    const payload: Record<string, unknown> = { ...values };
    if (mode === 'edit' && data.record) {
      payload.id = data.record.id;
      payload.version = data.record.version;
      if (payload.password === null || payload.password === '') delete payload.password;
    }
    const result = await save.run(mode === 'edit' ? 'update' : 'add', payload);
    if (!result.ok) {
      dialog.showError(result.error);
      return;
    }
    saved.current = true;
    dialog.showSuccess(result.message ?? 'Data Berhasil Disimpan.');
    navigate(`/${route.key}`);
  };

  const message = (name: string): string | undefined => {
    const e = form.formState.errors[name];
    return typeof e?.message === 'string' ? e.message : undefined;
  };

  return (
    <>
      <PageTitle>
        {mode === 'add' ? 'Tambah' : 'Ubah'} {route.title}
      </PageTitle>
      <Panel>
        <Form form={form} onSubmit={onSubmit} aria-label={`Form ${route.title}`}>
          <Grid>
            {isDirty ? <Dirty role="status">{UNSAVED_CHANGES}</Dirty> : null}
            {resource.fields.map((f) =>
              f.kind === 'menuRole' ? (
                <Wide key={f.name}>
                  <MenuRoleEditor
                    value={(form.watch(f.name) as MenuRoleEntry[] | undefined) ?? []}
                    onChange={(next) =>
                      form.setValue(f.name, next, { shouldDirty: true, shouldValidate: true })
                    }
                    error={message(f.name)}
                  />
                </Wide>
              ) : (
                <ResourceField
                  key={f.name}
                  f={f}
                  control={form.control}
                  mode={mode}
                  options={data.options}
                />
              ),
            )}
            <Actions>
              <Button type="submit" isPending={isSubmitting}>
                Simpan
              </Button>
              <LinkButton href={`/${route.key}`} variant="secondary">
                Batal
              </LinkButton>
            </Actions>
          </Grid>
        </Form>
      </Panel>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  align-items: start;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Dirty = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: var(--ds-color-status-warning-fg);
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: var(--ds-space-4);
`;
