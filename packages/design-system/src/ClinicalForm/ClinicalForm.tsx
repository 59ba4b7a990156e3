import { zodResolver } from '@hookform/resolvers/zod';
import type { GeriatricAnswers, ScoredScale } from '@simrs/domain';
import {
  type ClinicalContent,
  conditionHolds,
  type FormField,
  type FormMode,
  type FormTemplate,
  type LeafField,
  REGION_FINDINGS,
  schemaOf,
  VITAL_SIGNS,
} from '@simrs/validators/forms';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type Control,
  type FieldValues,
  type Resolver,
  useFieldArray,
  useForm,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { Button } from '../Button';
import { Card } from '../Card';
import { CheckboxGroupField, RadioGroupField, SelectField } from '../Fields/ChoiceFields';
import { Form, useFormField } from '../Fields/Form';
import { NumericField, TextField } from '../Fields/TextField';
import { RichTextEditor } from '../RichTextEditor';
import { GeriatricFallRiskScale, ScaleField } from '../Scales';
import { ClinicalDocumentValues } from './ClinicalDocumentValues';
import {
  Actions,
  FieldGrid,
  FieldSlot,
  GroupError,
  RegionTable,
  RepeatRow,
  Sections,
} from './ClinicalForm.styles';
import { toFormValues } from './values';

export interface ClinicalFormProps {
  /** The template's definition (from the registry or the server's `Dokumen template`). */
  template: FormTemplate;
  /** The stored content (a draft being continued, or the signed document). */
  defaultValue?: ClinicalContent;
  /** A signed document: values shown, nothing editable. */
  readOnly?: boolean;
  /** "Simpan Draf": the content parsed by the draft schema (nothing required, all plausible). */
  onSaveDraft?: (content: ClinicalContent) => void | Promise<void>;
  /** "Tandatangani": the content parsed by the final schema (required fields filled). */
  onSign?: (content: ClinicalContent) => void | Promise<void>;
  /** Every change, as the form holds it (for autosave of a draft). */
  onChange?: (values: ClinicalContent) => void;
  /** Refusals of the server (`errors` of a 422), shown on their fields. */
  serverErrors?: Record<string, string[]>;
  /** The form's accessible name (default: the template's title). */
  'aria-label'?: string;
}

type Ctl = Control<FieldValues>;

/**
 * A clinical document's form drawn from its template: sections as cards, the design system's
 * fields for each kind (vital signs with units, option lists, the domain's scales with total and
 * band, the region examination grid, repeating groups, ICD codes, rich text), conditional sections
 * and fields shown as their condition holds. "Simpan Draf" validates with the draft schema,
 * "Tandatangani" with the final one; the field messages are the schema's Indonesian ones.
 * `readOnly` shows the values of a signed document instead.
 */
export function ClinicalForm(props: ClinicalFormProps) {
  if (props.readOnly) {
    return <ClinicalDocumentValues template={props.template} content={props.defaultValue ?? {}} />;
  }
  return <EditableForm {...props} />;
}

function EditableForm({
  template,
  defaultValue,
  onSaveDraft,
  onSign,
  onChange,
  serverErrors,
  ...rest
}: ClinicalFormProps) {
  const mode = useRef<FormMode>('draft');
  const resolver: Resolver<FieldValues> = (values, context, options) =>
    (zodResolver(schemaOf(template, mode.current) as never) as Resolver<FieldValues>)(
      values,
      context,
      options,
    );
  const form = useForm<FieldValues>({
    defaultValues: toFormValues(template, defaultValue ?? {}),
    resolver,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as ClinicalContent;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    onChangeRef.current?.(values);
  }, [values]);
  useEffect(() => {
    for (const [path, messages] of Object.entries(serverErrors ?? {})) {
      if (messages[0]) form.setError(path, { type: 'server', message: messages[0] });
    }
  }, [serverErrors, form]);

  const submit = async (content: FieldValues) => {
    const handler = mode.current === 'final' ? onSign : onSaveDraft;
    await handler?.(content as ClinicalContent);
  };
  const press = (m: FormMode) => () => {
    mode.current = m;
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={rest['aria-label'] ?? template.title}>
      <Sections>
        {template.sections
          .filter((s) => conditionHolds(s.showIf, values))
          .map((section) => (
            <Card key={section.key} title={section.title}>
              {section.description ? <p>{section.description}</p> : null}
              <FieldGrid>
                {section.fields
                  .filter((f) => conditionHolds(f.showIf, values))
                  .map((f) => (
                    <FieldSlot key={f.key} data-width={f.width ?? 'full'}>
                      <FieldView field={f} control={form.control} />
                    </FieldSlot>
                  ))}
              </FieldGrid>
            </Card>
          ))}
        {onSaveDraft || onSign ? (
          <Actions>
            {onSaveDraft ? (
              <Button type="submit" variant="secondary" onPress={press('draft')}>
                Simpan Draf
              </Button>
            ) : null}
            {onSign ? (
              <Button type="submit" onPress={press('final')}>
                Tandatangani
              </Button>
            ) : null}
          </Actions>
        ) : null}
      </Sections>
    </Form>
  );
}

const required = (f: { required?: boolean }) => Boolean(f.required);

function FieldView({ field, control }: { field: FormField; control: Ctl }) {
  switch (field.kind) {
    case 'vitals':
      return <VitalsView field={field} control={control} />;
    case 'scale':
      return <ScaleView field={field} control={control} />;
    case 'geriatricFallRisk':
      return <GeriatricView field={field} control={control} />;
    case 'regionGrid':
      return <RegionGridView field={field} control={control} />;
    case 'repeat':
      return <RepeatView field={field} control={control} />;
    default:
      return <LeafView field={field} name={field.key} control={control} />;
  }
}

function LeafView({ field, name, control }: { field: LeafField; name: string; control: Ctl }) {
  switch (field.kind) {
    case 'icd':
      return field.multiple ? (
        <IcdListView field={field} name={name} control={control} />
      ) : (
        <IcdView label={field.label} name={name} control={control} isRequired={required(field)} />
      );
    case 'richText':
      return <RichTextView label={field.label} name={name} control={control} />;
    case 'choice':
      return <ChoiceView field={field} name={name} control={control} />;
    case 'number':
      return (
        <NumberInput
          name={name}
          control={control}
          label={field.unit ? `${field.label} (${field.unit})` : field.label}
          decimals={field.decimals ?? 0}
          isRequired={required(field)}
        />
      );
    default: {
      const hint =
        field.kind === 'date'
          ? 'Format YYYY-MM-DD'
          : field.kind === 'time'
            ? 'Format JJ:MM'
            : field.kind === 'datetime'
              ? 'Format YYYY-MM-DDTJJ:MM'
              : field.hint;
      return (
        <TextInput
          name={name}
          control={control}
          label={field.label}
          description={hint}
          isMultiline={field.kind === 'text' && Boolean(field.multiline)}
          isRequired={required(field)}
        />
      );
    }
  }
}

function TextInput({
  name,
  control,
  label,
  description,
  isMultiline,
  isRequired,
}: {
  name: string;
  control: Ctl;
  label: string;
  description?: ReactNode;
  isMultiline?: boolean;
  isRequired?: boolean;
}) {
  const f = useFormField(control, name);
  return (
    <TextField
      {...f}
      // Clinical narrative keeps '120/80', '95%' (decisions.md, 16).
      kind="clinical"
      value={(f.value as string | undefined) ?? ''}
      label={label}
      description={description}
      isMultiline={isMultiline}
      isRequired={isRequired}
    />
  );
}

function NumberInput({
  name,
  control,
  label,
  decimals,
  isRequired,
}: {
  name: string;
  control: Ctl;
  label: string;
  decimals: number;
  isRequired?: boolean;
}) {
  const f = useFormField(control, name);
  return (
    <NumericField
      {...f}
      value={f.value === undefined || f.value === null ? '' : String(f.value)}
      label={label}
      precision={Math.min(decimals, 4) as 0 | 1 | 2 | 3 | 4}
      isRequired={isRequired}
    />
  );
}

function RichTextView({ label, name, control }: { label: string; name: string; control: Ctl }) {
  const f = useFormField(control, name);
  return (
    <RichTextEditor
      label={label}
      value={(f.value as string | undefined) ?? ''}
      onChange={f.onChange}
      errorMessage={f.errorMessage}
      isInvalid={Boolean(f.errorMessage)}
    />
  );
}

function ChoiceView({
  field,
  name,
  control,
}: {
  field: Extract<LeafField, { kind: 'choice' }>;
  name: string;
  control: Ctl;
}) {
  const f = useFormField(control, name);
  const options = field.options.map((o) => ({ code: String(o.code), label: o.label }));
  if (field.multiple) {
    return (
      <CheckboxGroupField
        {...f}
        value={Array.isArray(f.value) ? (f.value as unknown[]).map(String) : []}
        label={field.label}
        options={options}
        isRequired={required(field)}
      />
    );
  }
  const value = f.value === undefined || f.value === null ? null : String(f.value);
  const Component =
    field.display === 'select' || (field.display === undefined && options.length > 5)
      ? SelectField
      : RadioGroupField;
  return (
    <Component
      {...f}
      value={value}
      label={field.label}
      options={options}
      isRequired={required(field)}
    />
  );
}

function IcdView({
  label,
  name,
  control,
  isRequired,
}: {
  label: string;
  name: string;
  control: Ctl;
  isRequired?: boolean;
}) {
  const { errors } = useFormState({ control, name });
  const own = errorAt(errors, name);
  return (
    <FieldGrid role="group" aria-label={label}>
      <FieldSlot data-width="half">
        <TextInput
          name={`${name}.code`}
          control={control}
          label={`Kode ${label}`}
          description="Contoh: J06.9"
          isRequired={isRequired}
        />
      </FieldSlot>
      <FieldSlot data-width="half">
        <TextInput name={`${name}.display`} control={control} label={`Nama ${label}`} />
      </FieldSlot>
      {own ? <GroupError role="alert">{own}</GroupError> : null}
    </FieldGrid>
  );
}

function IcdListView({
  field,
  name,
  control,
}: {
  field: Extract<LeafField, { kind: 'icd' }>;
  name: string;
  control: Ctl;
}) {
  const list = useFieldArray({ control, name });
  return (
    <fieldset>
      <legend>{field.label}</legend>
      {list.fields.map((row, i) => (
        <RepeatRow key={row.id}>
          <IcdView label={`${field.label} ${i + 1}`} name={`${name}.${i}`} control={control} />
          <Button variant="ghost" onPress={() => list.remove(i)}>
            {`Hapus ${field.label} ${i + 1}`}
          </Button>
        </RepeatRow>
      ))}
      <Button variant="secondary" onPress={() => list.append({ code: '', display: '' })}>
        {`Tambah ${field.label}`}
      </Button>
    </fieldset>
  );
}

/** The first message under `name` in react-hook-form's nested errors. */
function errorAt(errors: unknown, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Every message under `name` (a composite field: its items' messages). */
function errorsUnder(errors: unknown, name: string): string[] {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return [];
    node = (node as Record<string, unknown>)[part];
  }
  const out: string[] = [];
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object') return;
    const m = (n as { message?: unknown }).message;
    if (typeof m === 'string' && !out.includes(m)) out.push(m);
    for (const [k, v] of Object.entries(n)) if (k !== 'ref' && k !== 'message') walk(v);
  };
  walk(node);
  return out;
}

function VitalsView({
  field,
  control,
}: {
  field: Extract<FormField, { kind: 'vitals' }>;
  control: Ctl;
}) {
  const requiredSigns = new Set(field.requiredSigns ?? []);
  return (
    <FieldGrid role="group" aria-label={field.label}>
      {field.signs.map((sign) => {
        const def = VITAL_SIGNS[sign];
        return (
          <FieldSlot key={sign} data-width="third">
            <NumberInput
              name={`${field.key}.${sign}`}
              control={control}
              label={`${def.label} (${def.unit})`}
              decimals={def.decimals}
              isRequired={requiredSigns.has(sign)}
            />
          </FieldSlot>
        );
      })}
    </FieldGrid>
  );
}

function ScaleView({
  field,
  control,
}: {
  field: Extract<FormField, { kind: 'scale' }>;
  control: Ctl;
}) {
  const f = useFormField(control, field.key);
  const { errors } = useFormState({ control, name: field.key });
  const messages = errorsUnder(errors, field.key);
  return (
    <div data-field-invalid={messages.length ? '' : undefined}>
      <ScaleField
        scale={field.scale as ScoredScale}
        value={(f.value as Record<string, number> | undefined) ?? {}}
        onChange={(answers) => f.onChange(answers)}
      />
      {messages.map((m) => (
        <GroupError key={m} role="alert">
          {m}
        </GroupError>
      ))}
    </div>
  );
}

function GeriatricView({
  field,
  control,
}: {
  field: Extract<FormField, { kind: 'geriatricFallRisk' }>;
  control: Ctl;
}) {
  const f = useFormField(control, field.key);
  const { errors } = useFormState({ control, name: field.key });
  const messages = errorsUnder(errors, field.key);
  return (
    <div data-field-invalid={messages.length ? '' : undefined}>
      <GeriatricFallRiskScale
        value={(f.value as Partial<GeriatricAnswers> | undefined) ?? {}}
        onChange={(answers) => f.onChange(answers)}
      />
      {messages.map((m) => (
        <GroupError key={m} role="alert">
          {m}
        </GroupError>
      ))}
    </div>
  );
}

const FINDINGS = REGION_FINDINGS.map((r) => ({ code: r.code, label: r.label }));

function RegionRow({ name, label, control }: { name: string; label: string; control: Ctl }) {
  const finding = useWatch({ control, name: `${name}.finding` }) as string | undefined;
  const note = useWatch({ control, name: `${name}.note` }) as string | undefined;
  const f = useFormField(control, `${name}.finding`);
  return (
    <div role="row">
      <div role="cell" data-region-choice>
        <RadioGroupField
          {...f}
          value={(f.value as string | undefined) ?? null}
          label={label}
          options={FINDINGS}
        />
      </div>
      <div role="cell">
        {finding === 'AB' || note ? (
          <TextInput name={`${name}.note`} control={control} label={`Keterangan ${label}`} />
        ) : null}
      </div>
    </div>
  );
}

function RegionGridView({
  field,
  control,
}: {
  field: Extract<FormField, { kind: 'regionGrid' }>;
  control: Ctl;
}) {
  const form = useFormField(control, field.key);
  const setAll = (code: string) => {
    const current = (form.value ?? {}) as Record<string, { finding?: string; note?: string }>;
    const next: Record<string, { finding?: string; note?: string }> = {};
    for (const r of field.regions) {
      const cell = current[String(r.code)] ?? {};
      next[String(r.code)] = cell.finding ? cell : { ...cell, finding: code };
    }
    form.onChange(next);
  };
  return (
    <fieldset>
      <legend>{field.label}</legend>
      <Actions data-align="start">
        <Button variant="secondary" size="sm" onPress={() => setAll('N')}>
          Isi yang kosong: Normal
        </Button>
        <Button variant="secondary" size="sm" onPress={() => setAll('TD')}>
          Isi yang kosong: Tidak diperiksa
        </Button>
      </Actions>
      <RegionTable role="table" aria-label={field.label}>
        {field.regions.map((r) => (
          <RegionRow
            key={String(r.code)}
            name={`${field.key}.${String(r.code)}`}
            label={r.label}
            control={control}
          />
        ))}
      </RegionTable>
    </fieldset>
  );
}

function RepeatView({
  field,
  control,
}: {
  field: Extract<FormField, { kind: 'repeat' }>;
  control: Ctl;
}) {
  const list = useFieldArray({ control, name: field.key });
  const { errors } = useFormState({ control, name: field.key });
  const own = errorAt(errors, field.key);
  const empty = Object.fromEntries(
    field.fields.map((f) => [f.key, f.kind === 'choice' ? (f.multiple ? [] : null) : '']),
  );
  return (
    <fieldset data-field-invalid={own ? '' : undefined}>
      <legend>{field.label}</legend>
      {list.fields.map((row, i) => (
        <RepeatRow key={row.id} role="group" aria-label={`${field.label} ${i + 1}`}>
          <FieldGrid>
            {field.fields.map((inner) => (
              <FieldSlot key={inner.key} data-width="half">
                <LeafView field={inner} name={`${field.key}.${i}.${inner.key}`} control={control} />
              </FieldSlot>
            ))}
          </FieldGrid>
          <Button variant="ghost" size="sm" onPress={() => list.remove(i)}>
            {`Hapus Baris ${i + 1}`}
          </Button>
        </RepeatRow>
      ))}
      {own ? <GroupError role="alert">{own}</GroupError> : null}
      {list.fields.length < field.maxRows ? (
        <Button variant="secondary" size="sm" onPress={() => list.append(empty)}>
          {field.addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
