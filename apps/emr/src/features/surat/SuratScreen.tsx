import { isBoError, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DatePickerField,
  Form,
  ListPage,
  Notice,
  PageHeader,
  Section,
  SelectField,
  Stack,
  Text,
  useDialog,
  useToday,
} from '@simrs/design-system';
import { can } from '@simrs/validators/access';
import {
  cpptProfessionOfLevel,
  issueLetterInput,
  LETTER_KIND_LABELS,
  type LetterSummary,
  type LetterView,
  suratContract,
  type VisitForLetters,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { FormChoice, FormDate, FormRadio, FormText } from '../../forms/boundFields';
import { checkedBy } from '../../forms/checkedBy';
import { useListAddress } from '../../resources/useListAddress';
import { useSession } from '../../session/SessionProvider';
import { BootNotice, LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import {
  LetterDetail,
  LetterStatusChip,
  letterColumns,
  VisitSearch,
  VisitSummary,
} from './LetterParts';
import {
  colorVisionChoices,
  issuePayload,
  kindChoices,
  type LetterFormValues,
  letterFormValues,
  restDays,
  resultChoices,
  statusChoices,
} from './letterModel';

const MENU = 'penerbitan-surat';
const PATH = '/penerbitan-surat';
const FILTERS = ['from', 'to', 'kind', 'status'] as const;
const columns = letterColumns(PATH);

/**
 * Penerbitan Surat: the letters issued by day (filters and search in the address); a letter
 * (`?id=`) with its PDF, verification and void; issuing one (`?terbit=1&reg=`): the visit found
 * by RM or registration number, the kind and its fields.
 */
export default function SuratScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <Detail title={route.title} id={id} />;
  if (params.get('terbit')) return <Issue title={route.title} />;
  return <Letters title={route.title} />;
}

/** A doctor level holding the menu's `add`. */
function useMayIssue() {
  const { user } = useSession();
  return (
    user !== null && cpptProfessionOfLevel(user.levelId) === 'dokter' && can(user, MENU, 'add')
  );
}

function Letters({ title }: { title: string }) {
  const mayIssue = useMayIssue();
  const [, setParams] = useSearchParams();
  const { query, filter, setFilter, onQueryChange, input } = useListAddress(FILTERS);
  const list = useQuery(suratContract, 'list', input, { keepPreviousData: true });
  const rangeError = list.error && isBoError(list.error) ? list.error.errors.to?.[0] : undefined;
  return (
    <ListPage<LetterSummary>
      title={title}
      query={query}
      onQueryChange={onQueryChange}
      total={list.data?.total ?? 0}
      isLoading={list.isLoading}
      error={rangeError ? undefined : list.error}
      onRetry={() => list.mutate()}
      canAdd={mayIssue}
      onAdd={() => setParams({ terbit: '1' })}
      filters={
        <Stack direction="horizontal" wrap gap={4}>
          <DatePickerField
            label="Tanggal Awal"
            value={filter('from') || list.data?.from || null}
            onChange={(v) => setFilter('from', v ?? '')}
          />
          <DatePickerField
            label="Tanggal Akhir"
            value={filter('to') || list.data?.to || null}
            onChange={(v) => setFilter('to', v ?? '')}
            {...(rangeError ? { errorMessage: rangeError } : {})}
          />
          <SelectField
            label="Jenis Surat"
            options={[{ code: '', label: 'Semua jenis' }, ...kindChoices]}
            value={filter('kind')}
            onChange={(v) => setFilter('kind', v ?? '')}
          />
          <SelectField
            label="Status"
            options={[{ code: '', label: 'Semua status' }, ...statusChoices]}
            value={filter('status')}
            onChange={(v) => setFilter('status', v ?? '')}
          />
        </Stack>
      }
      columns={columns}
      rows={list.data?.list ?? []}
      rowId={(l) => l.id}
    />
  );
}

function Detail({ title, id }: { title: string; id: string }) {
  const letter = useQuery(suratContract, 'detail', { pageId: id });
  const act = useCommands(suratContract);
  const crumbs = [{ label: title, href: PATH }, { label: letter.data?.number ?? 'Surat' }];
  return (
    <Stack gap={5}>
      <PageHeader
        title={letter.data ? `Surat ${letter.data.number}` : 'Surat'}
        breadcrumbs={crumbs}
        canAdd={false}
        listHref={PATH}
      />
      {letter.isLoading ? <BootNotice>Memuat surat…</BootNotice> : null}
      <LoadError
        title="Surat gagal dimuat."
        error={letter.error}
        onRetry={() => void letter.mutate()}
      />
      {letter.data ? (
        <LetterDetail
          letter={letter.data}
          module={suratContract.module}
          onVoid={(reason) => act.run('batal', { id: letter.data?.id ?? 0, reason })}
        />
      ) : null}
    </Stack>
  );
}

function Issue({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const reg = params.get('reg');
  const term = params.get('q') ?? '';
  const setParam = (name: string, value: string | null) =>
    setParams((latest) => {
      const next = new URLSearchParams(latest);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const visits = useQuery(suratContract, 'visits', term ? { q: term } : null);
  const visit = useQuery(suratContract, 'visit', reg ? { pageId: reg } : null);
  return (
    <Stack gap={5}>
      <PageHeader
        title="Terbitkan Surat"
        breadcrumbs={[{ label: title, href: PATH }, { label: 'Terbitkan Surat' }]}
        canAdd={false}
        listHref={PATH}
      />
      {reg ? null : (
        <VisitSearch
          term={term}
          onSearch={(q) => setParam('q', q)}
          list={visits.data?.list}
          isLoading={visits.isLoading}
          error={visits.error}
          onRetry={() => void visits.mutate()}
          onPick={(v) => setParam('reg', String(v.registrationId))}
        />
      )}
      <LoadError
        title="Kunjungan gagal dimuat."
        error={visit.error}
        onRetry={() => void visit.mutate()}
      />
      {reg && visit.isLoading ? <BootNotice>Memuat kunjungan…</BootNotice> : null}
      {reg && visit.data ? (
        <IssueForm key={reg} data={visit.data} onOtherVisit={() => setParam('reg', null)} />
      ) : null}
    </Stack>
  );
}

function IssueForm({ data, onOtherVisit }: { data: VisitForLetters; onOtherVisit: () => void }) {
  const today = useToday().toString();
  const dialog = useDialog();
  const [, setParams] = useSearchParams();
  const act = useCommands(suratContract);
  const [issued, setIssued] = useState<LetterView | null>(null);
  const registrationId = data.visit.registrationId;
  const form = useForm<LetterFormValues>({
    defaultValues: letterFormValues(data.defaults, today),
    resolver: checkedBy(issueLetterInput, (v: LetterFormValues) => issuePayload(registrationId, v)),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const from = useWatch({ control: form.control, name: 'content.from' });
  const to = useWatch({ control: form.control, name: 'content.to' });
  const c = form.control;

  const submit = async (values: LetterFormValues) => {
    const result = await act.run('terbit', issuePayload(registrationId, values) as never);
    if (result.ok) {
      const letter = result.response.data.letter;
      setIssued(letter);
      dialog.showSuccess(result.message ?? 'Surat diterbitkan.');
      setParams({ id: String(letter.id) });
      return;
    }
    const error = result.error;
    if (isBoError(error)) {
      for (const [field, messages] of Object.entries(error.errors)) {
        if (messages[0]) {
          form.setError(field as FieldPath<LetterFormValues>, {
            type: 'server',
            message: messages[0],
          });
        }
      }
    }
    dialog.showError(error);
  };

  return (
    <Stack gap={5}>
      <Card>
        <Section
          title="Kunjungan"
          actions={
            <Button variant="secondary" onPress={onOtherVisit}>
              Pilih kunjungan lain
            </Button>
          }
        >
          <VisitSummary visit={data.visit} />
          {data.letters.length > 0 ? (
            <Section title="Surat kunjungan ini" level={3}>
              <Stack gap={2} align="start">
                {data.letters.map((l) => (
                  <Stack key={l.id} direction="horizontal" wrap gap={3} align="center">
                    <Button
                      variant="ghost"
                      onPress={() => setParams({ id: String(l.id) })}
                    >{`${l.number} · ${LETTER_KIND_LABELS[l.kind]}`}</Button>
                    <LetterStatusChip letter={l} />
                  </Stack>
                ))}
              </Stack>
            </Section>
          ) : null}
        </Section>
      </Card>
      {data.visit.voided ? (
        <Notice tone="warning" title="Registrasi sudah dibatalkan.">
          Surat tidak dapat diterbitkan untuk kunjungan ini.
        </Notice>
      ) : !data.mayIssue ? (
        <Notice tone="info" title="Surat diterbitkan oleh dokter.">
          Level pengguna Anda dapat melihat surat, tetapi tidak menerbitkannya.
        </Notice>
      ) : (
        <Card title="Isi Surat">
          <Form form={form} onSubmit={submit} aria-label="Terbitkan Surat">
            <Stack gap={4}>
              <FormRadio control={c} name="kind" label="Jenis Surat *" options={kindChoices} />
              {kind === 'SAKIT' ? (
                <>
                  <FormDate control={c} name="content.from" label="Mulai Istirahat *" />
                  <FormDate control={c} name="content.to" label="Sampai Dengan *" />
                  <Text role="status" tone="muted">
                    {restDays(from, to) ? `Lama istirahat ${restDays(from, to)}.` : ''}
                  </Text>
                  <FormText
                    control={c}
                    name="content.note"
                    label="Keterangan"
                    kind="clinical"
                    multiline
                  />
                </>
              ) : null}
              {kind === 'SEHAT' ? (
                <>
                  <FormText
                    control={c}
                    name="content.purpose"
                    label="Keperluan *"
                    kind="clinical"
                  />
                  <Stack direction="horizontal" wrap gap={4}>
                    <FormText
                      control={c}
                      name="content.height"
                      label="Tinggi Badan (cm)"
                      kind="numeric1"
                    />
                    <FormText
                      control={c}
                      name="content.weight"
                      label="Berat Badan (kg)"
                      kind="numeric1"
                    />
                    <FormText
                      control={c}
                      name="content.bloodPressure"
                      label="Tekanan Darah (mmHg)"
                      kind="clinical"
                    />
                  </Stack>
                  <FormChoice
                    control={c}
                    name="content.colorVision"
                    label="Buta Warna"
                    options={colorVisionChoices}
                  />
                  <FormText
                    control={c}
                    name="content.findings"
                    label="Hasil Pemeriksaan *"
                    kind="clinical"
                    multiline
                  />
                  <FormRadio
                    control={c}
                    name="content.result"
                    label="Kesimpulan *"
                    options={resultChoices}
                  />
                </>
              ) : null}
              {kind === 'RUJUKAN' ? (
                <>
                  <FormText
                    control={c}
                    name="content.destination"
                    label="Fasilitas Kesehatan Tujuan *"
                    kind="clinical"
                  />
                  <FormText
                    control={c}
                    name="content.destinationClinic"
                    label="Poli/Spesialis Tujuan"
                    kind="clinical"
                  />
                  <FormText
                    control={c}
                    name="content.diagnosis"
                    label="Diagnosis *"
                    kind="clinical"
                  />
                  <FormText
                    control={c}
                    name="content.reason"
                    label="Alasan Rujukan *"
                    kind="clinical"
                    multiline
                  />
                  <FormText
                    control={c}
                    name="content.therapy"
                    label="Terapi yang Telah Diberikan"
                    kind="clinical"
                    multiline
                  />
                </>
              ) : null}
              {kind === 'KONTROL' ? (
                <>
                  <FormDate control={c} name="content.controlDate" label="Tanggal Kontrol *" />
                  <FormChoice
                    control={c}
                    name="content.poliId"
                    label="Poli Kontrol *"
                    combo
                    options={data.polis.map((p) => ({ code: String(p.id), label: p.name }))}
                  />
                  <FormText
                    control={c}
                    name="content.diagnosis"
                    label="Diagnosis"
                    kind="clinical"
                  />
                  <FormText
                    control={c}
                    name="content.note"
                    label="Rencana/Keterangan"
                    kind="clinical"
                    multiline
                  />
                </>
              ) : null}
              <Stack direction="horizontal" wrap gap={3}>
                <Button type="submit" isPending={form.formState.isSubmitting}>
                  Terbitkan Surat
                </Button>
              </Stack>
              {issued ? <Text role="status">Surat {issued.number} diterbitkan.</Text> : null}
            </Stack>
          </Form>
        </Card>
      )}
    </Stack>
  );
}
