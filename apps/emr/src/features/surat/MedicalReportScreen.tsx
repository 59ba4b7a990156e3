import { isBoError, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DatePickerField,
  DescriptionList,
  Form,
  ListPage,
  Notice,
  PageHeader,
  Section,
  SelectField,
  Stack,
  Text,
  useDialog,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import { can } from '@simrs/validators/access';
import {
  cpptProfessionOfLevel,
  type LetterSummary,
  medicalReportContract,
  medicalReportInput,
  type ReportFacts,
  type VisitForLetters,
} from '@simrs/validators/contracts';
import { type FieldPath, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { FormText } from '../../forms/boundFields';
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
import { statusChoices } from './letterModel';

const MENU = 'poliklinik-medical-report';
const PATH = '/poliklinik-medical-report';
const FILTERS = ['from', 'to', 'status'] as const;
const columns = letterColumns(PATH);

/**
 * Medical Report Poliklinik: the reports issued by day; a report (`?id=`) with its PDF,
 * verification and void; issuing one (`?terbit=1&reg=`): the visit's diagnoses, procedures,
 * signed documents' observations and CPPT plan as the report will hold them, the purpose and the
 * doctor's conclusion.
 */
export default function MedicalReportScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <Detail title={route.title} id={id} />;
  if (params.get('terbit')) return <Issue title={route.title} />;
  return <Reports title={route.title} />;
}

function useMayIssue() {
  const { user } = useSession();
  return (
    user !== null && cpptProfessionOfLevel(user.levelId) === 'dokter' && can(user, MENU, 'add')
  );
}

function Reports({ title }: { title: string }) {
  const mayIssue = useMayIssue();
  const [, setParams] = useSearchParams();
  const { query, filter, setFilter, onQueryChange, input } = useListAddress(FILTERS);
  const list = useQuery(medicalReportContract, 'list', input, { keepPreviousData: true });
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
  const report = useQuery(medicalReportContract, 'detail', { pageId: id });
  const act = useCommands(medicalReportContract);
  return (
    <Stack gap={5}>
      <PageHeader
        title={report.data ? `Medical Report ${report.data.number}` : 'Medical Report'}
        breadcrumbs={[{ label: title, href: PATH }, { label: report.data?.number ?? 'Laporan' }]}
        canAdd={false}
        listHref={PATH}
      />
      {report.isLoading ? <BootNotice>Memuat medical report…</BootNotice> : null}
      <LoadError
        title="Medical report gagal dimuat."
        error={report.error}
        onRetry={() => void report.mutate()}
      />
      {report.data ? (
        <LetterDetail
          letter={report.data}
          module={medicalReportContract.module}
          onVoid={(reason) => act.run('batal', { id: report.data?.id ?? 0, reason })}
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
  const visits = useQuery(medicalReportContract, 'visits', term ? { q: term } : null);
  const visit = useQuery(medicalReportContract, 'visit', reg ? { pageId: reg } : null);
  return (
    <Stack gap={5}>
      <PageHeader
        title="Terbitkan Medical Report"
        breadcrumbs={[{ label: title, href: PATH }, { label: 'Terbitkan' }]}
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
        <ReportForm key={reg} data={visit.data} onOtherVisit={() => setParam('reg', null)} />
      ) : null}
    </Stack>
  );
}

/** The visit's rows as the report will hold them. */
function FactsView({ facts }: { facts: ReportFacts }) {
  return (
    <DescriptionList
      items={[
        {
          id: 'dx',
          term: 'Diagnosis (ICD-10)',
          description: facts.diagnoses
            .map((d) => `${d.code} ${d.display}${d.role === 'UTAMA' ? ' (utama)' : ''}`)
            .join('; '),
        },
        {
          id: 'proc',
          term: 'Tindakan (ICD-9-CM)',
          description: facts.procedures.map((p) => `${p.code} ${p.display}`).join('; '),
        },
        {
          id: 'obs',
          term: 'Hasil Pemeriksaan',
          description: facts.observations.map((o) => `${o.label}: ${o.text}`).join('; '),
        },
        {
          id: 'docs',
          term: 'Dokumen Ditandatangani',
          description: facts.documents
            .map((d) => `${d.title}${d.signedBy ? ` (${d.signedBy})` : ''}`)
            .join('; '),
        },
        {
          id: 'plan',
          term: 'Rencana (CPPT)',
          description: facts.plan
            ? `${facts.plan.text}${facts.plan.instruction ? ` · Instruksi: ${facts.plan.instruction}` : ''} (${facts.plan.author ?? '–'}, ${formatDateTime(facts.plan.writtenAt)})`
            : '',
        },
      ]}
    />
  );
}

interface ReportValues {
  purpose: string;
  conclusion: string;
}

function ReportForm({ data, onOtherVisit }: { data: VisitForLetters; onOtherVisit: () => void }) {
  const dialog = useDialog();
  const [, setParams] = useSearchParams();
  const act = useCommands(medicalReportContract);
  const registrationId = data.visit.registrationId;
  const form = useForm<ReportValues>({
    defaultValues: { purpose: '', conclusion: '' },
    resolver: checkedBy(medicalReportInput, (v: ReportValues) => ({ ...v, registrationId })),
  });
  const submit = async (values: ReportValues) => {
    const result = await act.run('terbit', { ...values, registrationId });
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Medical report diterbitkan.');
      setParams({ id: String(result.response.data.letter.id) });
      return;
    }
    const error = result.error;
    if (isBoError(error)) {
      for (const [field, messages] of Object.entries(error.errors)) {
        if (messages[0]) {
          form.setError(field as FieldPath<ReportValues>, { type: 'server', message: messages[0] });
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
            <Section title="Medical report kunjungan ini" level={3}>
              <Stack gap={2} align="start">
                {data.letters.map((l) => (
                  <Stack key={l.id} direction="horizontal" wrap gap={3} align="center">
                    <Button variant="ghost" onPress={() => setParams({ id: String(l.id) })}>
                      {l.number}
                    </Button>
                    <LetterStatusChip letter={l} />
                  </Stack>
                ))}
              </Stack>
            </Section>
          ) : null}
        </Section>
      </Card>
      <Card>
        <Section
          title="Isi Laporan dari Rekam Medis"
          description="Diambil dari diagnosis, tindakan, dokumen yang ditandatangani dan rencana CPPT kunjungan ini; disalin saat diterbitkan."
        >
          <FactsView facts={data.facts} />
        </Section>
      </Card>
      {data.visit.voided ? (
        <Notice tone="warning" title="Registrasi sudah dibatalkan.">
          Medical report tidak dapat diterbitkan untuk kunjungan ini.
        </Notice>
      ) : !data.mayIssue ? (
        <Notice tone="info" title="Medical report diterbitkan oleh dokter.">
          Level pengguna Anda dapat melihat laporan, tetapi tidak menerbitkannya.
        </Notice>
      ) : (
        <Card title="Kesimpulan Dokter">
          <Form form={form} onSubmit={submit} aria-label="Terbitkan Medical Report">
            <Stack gap={4}>
              <FormText control={form.control} name="purpose" label="Keperluan" kind="clinical" />
              <FormText
                control={form.control}
                name="conclusion"
                label="Kesimpulan *"
                kind="clinical"
                multiline
              />
              <Text tone="muted">
                Isi laporan di atas disalin apa adanya saat diterbitkan; perubahan rekam medis
                sesudahnya tidak mengubah laporan ini.
              </Text>
              <Stack direction="horizontal" wrap gap={3}>
                <Button type="submit" isPending={form.formState.isSubmitting}>
                  Terbitkan Medical Report
                </Button>
              </Stack>
            </Stack>
          </Form>
        </Card>
      )}
    </Stack>
  );
}
