import { useBoClient, useDo } from '@simrs/api-client';
import { Button, LinkButton, useDialog } from '@simrs/design-system';
import type { AnyResource, FieldDefinition, MenuRoleEntry } from '@simrs/validators/resources';
import { useEffect, useRef } from 'react';
import { Controller, type FieldValues, useForm } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { SelectInput, TextInput } from '../forms/Field';
import type { RouteEntry } from '../routing/routeTable';
import { BootNotice, NoticeBox, PageTitle, Panel } from '../ui';
import { initialValues, schemaFor, schemaResolver } from './formModel';
import { MenuRoleEditor } from './MenuRoleEditor';

type Options = Record<string, { value: number | string; label: string }[]>;

interface FormData {
  record?: Record<string, unknown> & { id: number; version: number };
  options?: Options;
}

const UNSAVED = 'Perubahan data belum di simpan.';

function inputType(f: FieldDefinition): string {
  switch (f.kind) {
    case 'number':
    case 'money':
      return 'number';
    case 'date':
      return 'date';
    case 'password':
      return 'password';
    default:
      return 'text';
  }
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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FieldValues>({
    defaultValues: initialValues(resource, data.record),
    resolver: schemaResolver(schemaFor(resource, mode)),
  });

  // Unsaved changes: in-app navigation asks, closing the tab warns.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialog.confirmUnsavedChanges().then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, dialog]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const onSubmit = handleSubmit(
    async (values) => {
      if (isSubmitting) return;
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
    },
    () => {
      // Scroll to the first visible error label (spec 5).
      requestAnimationFrame(() => {
        document.querySelector('[data-field-error]')?.scrollIntoView({ block: 'center' });
      });
    },
  );

  const message = (name: string): string | undefined => {
    const e = errors[name];
    return typeof e?.message === 'string' ? e.message : undefined;
  };

  return (
    <>
      <PageTitle>
        {mode === 'add' ? 'Tambah' : 'Ubah'} {route.title}
      </PageTitle>
      <Panel>
        <Form onSubmit={onSubmit} noValidate aria-label={`Form ${route.title}`}>
          {isDirty ? <Dirty role="status">{UNSAVED}</Dirty> : null}
          {resource.fields.map((f) => {
            const label = `${f.label}${f.required && !(mode === 'edit' && f.kind === 'password') ? ' *' : ''}`;
            if (f.kind === 'menuRole') {
              return (
                <Wide key={f.name}>
                  <Controller
                    control={control}
                    name={f.name}
                    render={({ field }) => (
                      <MenuRoleEditor
                        value={(field.value as MenuRoleEntry[] | undefined) ?? []}
                        onChange={field.onChange}
                        error={message(f.name)}
                      />
                    )}
                  />
                </Wide>
              );
            }
            if (f.kind === 'yesno' || f.kind === 'select' || f.kind === 'reference') {
              const options =
                f.kind === 'yesno'
                  ? f.name === 'status'
                    ? [
                        { value: 'Y', label: 'Aktif' },
                        { value: 'N', label: 'Nonaktif' },
                      ]
                    : [
                        { value: 'Y', label: 'Ya' },
                        { value: 'N', label: 'Tidak' },
                      ]
                  : f.kind === 'select'
                    ? (f.options ?? [])
                    : (data.options?.[f.name] ?? []);
              return (
                <SelectInput
                  key={f.name}
                  label={label}
                  error={message(f.name)}
                  {...register(f.name)}
                >
                  {f.kind !== 'yesno' ? <option value="">— Pilih {f.label} —</option> : null}
                  {options.map((o) => (
                    <option key={String(o.value)} value={String(o.value)}>
                      {o.label}
                    </option>
                  ))}
                </SelectInput>
              );
            }
            return (
              <TextInput
                key={f.name}
                label={label}
                type={inputType(f)}
                autoComplete={f.kind === 'password' ? 'new-password' : 'off'}
                min={f.kind === 'number' || f.kind === 'money' ? 0 : undefined}
                hint={
                  mode === 'edit' && f.kind === 'password'
                    ? 'Kosongkan bila kata sandi tidak diubah.'
                    : undefined
                }
                error={message(f.name)}
                {...register(f.name)}
              />
            );
          })}
          <Actions>
            <Button type="submit" isPending={isSubmitting}>
              Simpan
            </Button>
            <LinkButton href={`/${route.key}`} variant="secondary">
              Batal
            </LinkButton>
          </Actions>
        </Form>
      </Panel>
    </>
  );
}

const Form = styled.form`
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
