import { useCommand, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  ColumnsItem,
  ComboBoxField,
  DatePickerField,
  Form,
  LinkButton,
  MoneyField,
  Notice,
  NumericField,
  PageHeader,
  RadioGroupField,
  SelectField,
  Stack,
  Text,
  TextField,
  useDialog,
  useFormField,
} from '@simrs/design-system';
import type { ResourceRecordData } from '@simrs/validators/contracts';
import type { AnyResource, FieldDefinition, MenuRoleEntry } from '@simrs/validators/resources';
import { useRef } from 'react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { RouteEntry } from '../routing/routeTable';
import { UNSAVED_CHANGES, useUnsavedChangesGuard } from '../routing/unsavedChanges';
import { BootNotice } from '../ui';
import { contractOf } from './contract';
import { initialValues, schemaFor, schemaResolver } from './formModel';
import { MenuRoleEditor } from './MenuRoleEditor';

type Options = ResourceRecordData['options'];

interface FormData {
  record?: ResourceRecordData['record'];
  options?: Options;
}

/** A form's source: not read again on focus (the form keeps the version it was loaded from). */
const FORM_SOURCE = { revalidateOnFocus: false } as const;

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
  const contract = contractOf(resource, route.context);
  const hasReferences = resource.fields.some((f) => f.kind === 'reference');
  // The record (and its reference options) to edit, or the add form's options.
  const record = useQuery(contract, 'record', mode === 'edit' ? { pageId: id } : null, FORM_SOURCE);
  const addForm = useQuery(
    contract,
    'addForm',
    mode === 'add' && hasReferences ? {} : null,
    FORM_SOURCE,
  );
  const { data, error, isLoading } = mode === 'edit' ? record : addForm;
  const title = `${mode === 'add' ? 'Tambah' : 'Ubah'} ${route.title}`;
  if (isLoading) return <BootNotice>Memuat data…</BootNotice>;
  if (error) {
    return (
      <Stack gap={5}>
        <PageHeader title={title} canAdd={false} />
        <Notice
          tone="danger"
          title="Data tidak dapat dimuat."
          action={
            <LinkButton href={`/${route.key}`} variant="secondary">
              Kembali ke daftar
            </LinkButton>
          }
        >
          {error.message}
        </Notice>
      </Stack>
    );
  }
  return (
    <LoadedForm route={route} title={title} resource={resource} mode={mode} data={data ?? {}} />
  );
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

const PRECISIONS = { integer: 0, numeric1: 1, numeric2: 2, numeric3: 3, numeric4: 4 } as const;

/** Decimal places a number field takes as typed (its input kind; 4 when it names none). */
function precisionOf(f: FieldDefinition): 0 | 1 | 2 | 3 | 4 {
  return f.input && f.input in PRECISIONS ? PRECISIONS[f.input as keyof typeof PRECISIONS] : 4;
}

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
      // Typing keeps the field's decimals (an integer takes none); the schema checks the range.
      return (
        <NumericField
          {...common}
          precision={precisionOf(f)}
          value={text}
          onChange={field.onChange}
        />
      );
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
          // The spec's filter of the field (name, username, phone, NIK, code, ...) runs as typed.
          kind={f.input ?? (f.kind === 'code' ? 'code' : 'text')}
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
  title,
  resource,
  mode,
  data,
}: {
  route: RouteEntry;
  title: string;
  resource: AnyResource;
  mode: 'add' | 'edit';
  data: FormData;
}) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const save = useCommand(contractOf(resource, route.context), mode === 'edit' ? 'update' : 'add');
  /** Set when the form is left on purpose (saved, or changes discarded): the guard lets it go. */
  const released = useRef(false);
  const form = useForm<FieldValues>({
    defaultValues: initialValues(resource, data.record),
    resolver: schemaResolver(schemaFor(resource, mode)),
  });
  const { isDirty, isSubmitting } = form.formState;

  // Unsaved changes: in-app navigation asks, closing the tab warns.
  useUnsavedChangesGuard(isDirty, released);

  // The design system's Form blocks the submit while the schema fails and scrolls to the first
  // visible error (spec 5); this runs with the parsed payload.
  const onSubmit = async (values: FieldValues) => {
    const payload: Record<string, unknown> = { ...values };
    if (mode === 'edit' && data.record) {
      payload.id = data.record.id;
      payload.version = data.record.version;
      if (payload.password === null || payload.password === '') delete payload.password;
    }
    const result = await save.run(payload);
    if (!result.ok) {
      dialog.showError(result.error);
      return;
    }
    released.current = true;
    dialog.showSuccess(result.message ?? 'Data Berhasil Disimpan.');
    navigate(`/${route.key}`);
  };

  // Batal: a changed form asks 'Any changes you made will be lost!' first (spec 8); an unchanged
  // one goes back to the list at once.
  const cancel = async () => {
    if (isDirty && !(await dialog.confirmCancel())) return;
    released.current = true;
    navigate(`/${route.key}`);
  };

  const message = (name: string): string | undefined => {
    const e = form.formState.errors[name];
    return typeof e?.message === 'string' ? e.message : undefined;
  };

  return (
    <Stack gap={5}>
      <PageHeader title={title} canAdd={false} />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={`Form ${route.title}`}>
          <Columns minColumnWidth={260}>
            {isDirty ? (
              <ColumnsItem span="all">
                <Text role="status" tone="warning">
                  {UNSAVED_CHANGES}
                </Text>
              </ColumnsItem>
            ) : null}
            {resource.fields.map((f) =>
              f.kind === 'menuRole' ? (
                <ColumnsItem key={f.name} span="all">
                  <MenuRoleEditor
                    value={(form.watch(f.name) as MenuRoleEntry[] | undefined) ?? []}
                    onChange={(next) =>
                      form.setValue(f.name, next, { shouldDirty: true, shouldValidate: true })
                    }
                    error={message(f.name)}
                  />
                </ColumnsItem>
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
            <ColumnsItem span="all">
              <Stack direction="horizontal" wrap gap={4}>
                <Button type="submit" isPending={isSubmitting}>
                  Simpan
                </Button>
                <Button variant="secondary" onPress={cancel}>
                  Batal
                </Button>
              </Stack>
            </ColumnsItem>
          </Columns>
        </Form>
      </Card>
    </Stack>
  );
}
