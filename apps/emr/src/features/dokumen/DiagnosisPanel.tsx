import { isBoError, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  Form,
  SearchPickerField,
  type SearchPickerOption,
  Section,
  Stack,
  Text,
  TextField,
  ToneChip,
  useDialog,
  useFormField,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import {
  CODING_LABELS,
  type CodedEntryView,
  type CodingSource,
  type CodingSystem,
  codedEntryInput,
  diagnosaContract,
} from '@simrs/validators/contracts';
import { useDeferredValue, useState } from 'react';
import { type Control, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { FormRadio, FormText } from '../../forms/boundFields';
import { schemaResolver } from '../../resources/formModel';
import { LoadError } from '../../ui';

interface EntryValues {
  system: CodingSystem;
  source: CodingSource;
  code: string;
  role: string;
  caseType: string;
  note: string;
}

const systemChoices = [
  { code: 'ICD10', label: CODING_LABELS.system.ICD10 },
  { code: 'ICD9CM', label: CODING_LABELS.system.ICD9CM },
];
const sourceChoices = [
  { code: 'KLINIS', label: 'Klinis (dokter)' },
  { code: 'KODING', label: 'Koding (Rekam Medis/UPLA)' },
];
const roleChoices = [
  { code: 'UTAMA', label: CODING_LABELS.role.UTAMA },
  { code: 'SEKUNDER', label: CODING_LABELS.role.SEKUNDER },
];
const caseChoices = [
  { code: '', label: 'Otomatis (dari riwayat pasien)' },
  { code: 'BARU', label: CODING_LABELS.caseType.BARU },
  { code: 'LAMA', label: CODING_LABELS.caseType.LAMA },
];

/** An entry as one line: code and name, its chips, who recorded it and when. */
function EntryLine({
  entry,
  canMark,
  onMark,
}: {
  entry: CodedEntryView;
  canMark: boolean;
  onMark: () => void;
}) {
  const struck = entry.error !== null;
  return (
    <Stack gap={1} data-testid={`coded-entry-${entry.id}`}>
      <Stack direction="horizontal" wrap gap={3} align="center">
        <Text weight="semibold">
          {struck ? (
            <s>
              {entry.code} · {entry.display}
            </s>
          ) : (
            `${entry.code} · ${entry.display}`
          )}
        </Text>
        {entry.role ? (
          <ToneChip
            tone={entry.role === 'UTAMA' ? 'info' : 'muted'}
            label={CODING_LABELS.role[entry.role]}
          />
        ) : null}
        {entry.caseType ? (
          <ToneChip tone="muted" label={CODING_LABELS.caseType[entry.caseType]} />
        ) : null}
        {struck ? <ToneChip tone="danger" label="Salah Input" /> : null}
        {canMark && !struck ? (
          <Button
            variant="secondary"
            size="sm"
            onPress={onMark}
            aria-label={`Tandai salah input ${entry.code}`}
          >
            Tandai Salah Input
          </Button>
        ) : null}
      </Stack>
      <Text tone="muted">
        {entry.performedAt ? `Dilakukan ${formatDateTime(entry.performedAt)} · ` : ''}
        Dicatat {entry.recordedBy.name ?? '–'} · {formatDateTime(entry.recordedAt)}
        {entry.note ? ` · ${entry.note}` : ''}
        {entry.error
          ? ` · Salah input oleh ${entry.error.by ?? '–'} (${formatDateTime(entry.error.at)}): ${entry.error.reason}`
          : ''}
      </Text>
    </Stack>
  );
}

/**
 * A visit's diagnoses (ICD-10) and procedures (ICD-9-CM): the clinician's entries and the coders'
 * entries side by side, a form that searches the ICD masters, and "Salah Input" with a reason
 * (entries are never deleted).
 */
export function DiagnosisPanel({ registrationId }: { registrationId: number }) {
  const answer = useQuery(diagnosaContract, 'registration', { pageId: String(registrationId) });
  const act = useCommands(diagnosaContract);
  const dialog = useDialog();
  const [marking, setMarking] = useState<CodedEntryView | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const may = answer.data?.may;
  const list = answer.data?.list ?? [];
  const canAdd = Boolean(may && (may.clinicalDiagnosis || may.procedure || may.coding));

  const markError = async () => {
    if (!marking) return;
    const result = await act.run('salah', { id: marking.id, reason });
    if (!result.ok) {
      if (isBoError(result.error) && result.error.errors.reason?.[0]) {
        setReasonError(result.error.errors.reason[0]);
        return;
      }
      return dialog.showError(result.error);
    }
    setMarking(null);
    setReason('');
    await answer.mutate();
    dialog.showSuccess(result.message ?? 'Ditandai salah input.');
  };

  const mayMark = (e: CodedEntryView) =>
    Boolean(
      may &&
        (e.source === 'KODING'
          ? may.coding
          : e.system === 'ICD10'
            ? may.clinicalDiagnosis
            : may.procedure),
    );

  const group = (system: CodingSystem, source: CodingSource) =>
    list.filter((e) => e.system === system && e.source === source);

  return (
    <Card>
      <Section
        title="Diagnosis & Tindakan"
        description="Diagnosis ICD-10 dan tindakan ICD-9-CM kunjungan ini. Klinis ditulis dokter; koding diisi Rekam Medis/UPLA untuk klaim."
      >
        <LoadError
          title="Diagnosis dan tindakan gagal dimuat."
          error={answer.error}
          onRetry={() => void answer.mutate()}
        />
        {(['ICD10', 'ICD9CM'] as const).map((system) => (
          <Section key={system} title={CODING_LABELS.system[system]} level={3}>
            {(['KLINIS', 'KODING'] as const).map((source) => {
              const entries = group(system, source);
              return (
                <Stack key={source} gap={2}>
                  <Text weight="semibold">{CODING_LABELS.source[source]}</Text>
                  {entries.length === 0 ? (
                    <Text tone="muted">Belum ada.</Text>
                  ) : (
                    entries.map((e) => (
                      <EntryLine
                        key={e.id}
                        entry={e}
                        canMark={mayMark(e)}
                        onMark={() => {
                          setMarking(e);
                          setReason('');
                          setReasonError(undefined);
                        }}
                      />
                    ))
                  )}
                </Stack>
              );
            })}
          </Section>
        ))}
        {marking ? (
          <Card tone="muted" title={`Tandai Salah Input: ${marking.code} ${marking.display}`}>
            <Stack gap={3}>
              <Text tone="muted">Data tidak dihapus: tetap tampil dicoret beserta alasannya.</Text>
              <TextField
                label="Alasan *"
                value={reason}
                onChange={(v) => {
                  setReason(v);
                  setReasonError(undefined);
                }}
                {...(reasonError ? { errorMessage: reasonError } : {})}
              />
              <Stack direction="horizontal" wrap gap={3}>
                <Button
                  variant="danger"
                  onPress={() => void markError()}
                  isPending={act.pending === 'salah'}
                >
                  Tandai Salah Input
                </Button>
                <Button variant="secondary" onPress={() => setMarking(null)}>
                  Batal
                </Button>
              </Stack>
            </Stack>
          </Card>
        ) : null}
        {canAdd && may ? (
          <EntryForm
            registrationId={registrationId}
            may={may}
            onSaved={() => void answer.mutate()}
          />
        ) : null}
      </Section>
    </Card>
  );
}

/** The ICD picker bound to the form's `code`: searches the master of the chosen system and source. */
function IcdPicker({
  control,
  system,
  source,
}: {
  control: Control<EntryValues>;
  system: CodingSystem;
  source: CodingSource;
}) {
  const field = useFormField(control, 'code' as FieldPath<EntryValues>);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SearchPickerOption | null>(null);
  const shown = chosen !== null && text === `${chosen.label} ${chosen.description ?? ''}`.trim();
  const q = useDeferredValue(shown ? '' : text.trim());
  const search = useQuery(diagnosaContract, 'icd', q === '' ? null : { system, source, q }, {
    keepPreviousData: true,
  });
  const items: SearchPickerOption[] =
    q === ''
      ? []
      : (search.data?.list ?? []).map((o) => ({
          id: o.code,
          label: o.code,
          description: o.validPrimary === false ? `${o.name} (tidak boleh utama)` : o.name,
        }));
  return (
    <SearchPickerField
      label={system === 'ICD10' ? 'Diagnosis (ICD-10) *' : 'Tindakan (ICD-9-CM) *'}
      placeholder={
        system === 'ICD10'
          ? 'Ketik kode atau nama, mis. I10 atau hipertensi'
          : 'Ketik kode atau nama, mis. 89.52 atau elektrokardiogram'
      }
      items={items}
      inputValue={text}
      onInputChange={(v) => {
        setText(v);
        if (chosen && v !== `${chosen.label} ${chosen.description ?? ''}`.trim()) {
          setChosen(null);
          field.onChange?.('' as never);
        }
      }}
      selected={chosen}
      onSelect={(o) => {
        setChosen(o);
        field.onChange?.((o?.id ?? '') as never);
      }}
      isLoading={search.isLoading || search.isValidating}
      emptyText="Tidak ada kode yang cocok."
      {...(field.errorMessage ? { errorMessage: field.errorMessage } : {})}
    />
  );
}

function EntryForm({
  registrationId,
  may,
  onSaved,
}: {
  registrationId: number;
  may: { clinicalDiagnosis: boolean; procedure: boolean; coding: boolean };
  onSaved: () => void;
}) {
  const act = useCommands(diagnosaContract);
  const dialog = useDialog();
  const defaults: EntryValues = {
    system: may.clinicalDiagnosis || may.coding ? 'ICD10' : 'ICD9CM',
    source: may.clinicalDiagnosis || may.procedure ? 'KLINIS' : 'KODING',
    code: '',
    role: 'SEKUNDER',
    caseType: '',
    note: '',
  };
  const [formKey, setFormKey] = useState(0);
  const form = useForm<EntryValues, unknown, EntryValues>({
    defaultValues: defaults,
    resolver: (values) =>
      schemaResolver<EntryValues>(codedEntryInput)({
        ...values,
        registrationId,
        ...(values.system === 'ICD9CM' ? { role: '', caseType: '' } : {}),
      } as never),
  });
  const system = useWatch({ control: form.control, name: 'system' });
  const source = useWatch({ control: form.control, name: 'source' });
  const bothSources = (may.clinicalDiagnosis || may.procedure) && may.coding;
  const submit = async () => {
    const v = form.getValues();
    const result = await act.run('tambah', {
      registrationId,
      system: v.system,
      source: v.source,
      code: v.code,
      role: v.system === 'ICD10' ? v.role : '',
      caseType: v.system === 'ICD10' ? v.caseType : '',
      note: v.note,
    } as never);
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Dicatat.');
      form.reset({ ...defaults, system: v.system, source: v.source });
      setFormKey((k) => k + 1);
      onSaved();
      return;
    }
    if (isBoError(result.error)) {
      for (const [name, messages] of Object.entries(result.error.errors)) {
        if (messages[0]) {
          form.setError(name as FieldPath<EntryValues>, { type: 'server', message: messages[0] });
        }
      }
    }
    dialog.showError(result.error);
  };
  return (
    <Card tone="muted" title="Catat Diagnosis/Tindakan">
      <Form form={form} onSubmit={submit} aria-label="Catat Diagnosis/Tindakan">
        <Stack gap={4}>
          <FormRadio control={form.control} name="system" label="Jenis" options={systemChoices} />
          {bothSources ? (
            <FormRadio
              control={form.control}
              name="source"
              label="Sumber"
              options={sourceChoices}
            />
          ) : null}
          <IcdPicker
            key={`${formKey}-${system}-${source}`}
            control={form.control}
            system={system}
            source={source}
          />
          {system === 'ICD10' ? (
            <Stack direction="horizontal" wrap gap={5}>
              <FormRadio control={form.control} name="role" label="Peran" options={roleChoices} />
              <FormRadio
                control={form.control}
                name="caseType"
                label="Kasus"
                options={caseChoices}
              />
            </Stack>
          ) : null}
          <FormText control={form.control} name="note" label="Keterangan" />
          <Stack direction="horizontal" wrap gap={3}>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              Catat
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}
