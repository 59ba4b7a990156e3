import { useBoClient, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  LinkButton,
  Notice,
  PageHeader,
  SearchBox,
  Section,
  Stack,
  StatusChip,
  Text,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import { can } from '@simrs/validators/access';
import {
  dokumenContract,
  PATIENT_ACCESS_LOG_ACTION,
  PATIENT_ACCESS_LOG_MENU,
  pasienContract,
} from '@simrs/validators/contracts';
import { clinicalDocumentStatus } from '@simrs/validators/forms';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { BootNotice, LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { AccessHistoryPanel } from './AccessHistoryPanel';
import { CpptPanel } from './CpptPanel';
import { DiagnosisPanel } from './DiagnosisPanel';
import { DocumentFormScreen } from './DocumentForm';
import { chartHref, formHref } from './links';
import { PatientBanner, usePatientByRm } from './PatientBanner';

/**
 * Rekam Medis: find a patient by RM number; the chart (banner with allergies, the visits newest
 * first, a visit's documents and the forms to fill, the initial assessments first, and its CPPT;
 * for the records team the record's access history); a form.
 */
export default function RekamMedisScreen({ route, params }: ScreenProps) {
  const rmNo = params.rmNo;
  if (params.pageSlug === 'kajian' && rmNo && params.typeKajian) {
    return <DocumentFormScreen rmNo={rmNo} templateKey={params.typeKajian} />;
  }
  if (params.pageSlug === 'pasien' && rmNo) return <Chart route={route} rmNo={rmNo} />;
  return <FindChart title={route.title} />;
}

function FindChart({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Stack gap={5}>
      <PageHeader title={title} canAdd={false} />
      <Card>
        <Section title="Buka Rekam Medis" description="Ketik No. RM pasien lalu Enter.">
          <SearchBox
            aria-label="No. RM"
            placeholder="No. RM"
            value=""
            onSearch={(term) => {
              if (term) navigate(chartHref(term));
            }}
          />
        </Section>
      </Card>
    </Stack>
  );
}

function Chart({ route, rmNo }: { route: ScreenProps['route']; rmNo: string }) {
  const [search, setSearch] = useSearchParams();
  const { user } = useSession();
  const readsAccessLog = user
    ? can(user, PATIENT_ACCESS_LOG_MENU, PATIENT_ACCESS_LOG_ACTION)
    : false;
  const found = usePatientByRm(rmNo);
  const record = useQuery(
    pasienContract,
    'record',
    found.hit ? { pageId: String(found.hit.id) } : null,
  );
  if (found.loading || record.isLoading) return <BootNotice>Memuat rekam medis…</BootNotice>;
  if (found.error || record.error) {
    return (
      <LoadError
        title="Rekam medis gagal dimuat."
        error={found.error ?? record.error}
        onRetry={() => (found.error ? found.retry() : record.mutate())}
      />
    );
  }
  if (!found.hit || !record.data) {
    return (
      <Stack gap={5}>
        <PageHeader title={route.title} canAdd={false} />
        <Notice tone="warning" title="Pasien tidak ditemukan.">
          Tidak ada pasien dengan No. RM {rmNo}.
        </Notice>
      </Stack>
    );
  }
  const data = record.data;
  const r = data.record;
  const visits = data.history.filter((h) => h.source === 'registrasi');
  const reg = Number(search.get('reg') ?? visits[0]?.refId ?? 0);
  return (
    <Stack gap={5}>
      <PageHeader
        title={`${route.title} · ${String(r.name)}`}
        canAdd={false}
        actions={<ChartActions patientId={found.hit.id} registrationId={reg} />}
      />
      <PatientBanner rmNo={rmNo} />
      <Card>
        <Section
          title="Kunjungan"
          description="Terbaru di atas. Pilih kunjungan untuk melihat dokumennya."
        >
          {visits.length === 0 ? <Text tone="muted">Belum ada kunjungan.</Text> : null}
          <Stack gap={2}>
            {visits.map((v) => (
              <LinkButton
                key={v.refId}
                variant={v.refId === reg ? 'primary' : 'secondary'}
                href={chartHref(String(r.rmNo), v.refId)}
                onPress={() =>
                  setSearch((latest) => {
                    const next = new URLSearchParams(latest);
                    next.set('reg', String(v.refId));
                    return next;
                  })
                }
              >
                {formatDateTime(v.at)} · {v.summary} · {v.status ?? ''}
              </LinkButton>
            ))}
          </Stack>
        </Section>
      </Card>
      {reg ? <VisitDocuments key={reg} rmNo={String(r.rmNo)} registrationId={reg} /> : null}
      {reg ? <DiagnosisPanel key={`dx-${reg}`} registrationId={reg} /> : null}
      {reg ? <CpptPanel key={`cppt-${reg}`} registrationId={reg} /> : null}
      {readsAccessLog ? <AccessHistoryPanel patientId={found.hit.id} /> : null}
    </Stack>
  );
}

/**
 * The chart's links to the letters of the chosen visit (penerbitan-surat) and the whole record
 * as one PDF (rekam-medis export: the records team), opened in a new tab to print or save.
 */
function ChartActions({
  patientId,
  registrationId,
}: {
  patientId: number;
  registrationId: number;
}) {
  const { user } = useSession();
  const bo = useBoClient();
  if (!user) return null;
  return (
    <>
      {registrationId && can(user, 'penerbitan-surat', 'view') ? (
        <LinkButton variant="secondary" href={`/penerbitan-surat?terbit=1&reg=${registrationId}`}>
          Surat Kunjungan
        </LinkButton>
      ) : null}
      {can(user, 'rekam-medis', 'export') ? (
        <Button
          variant="secondary"
          onPress={() =>
            window.open(
              bo.url('/get/RekamMedisPdf', { export: 1, patientId }),
              '_blank',
              'noopener',
            )
          }
        >
          Cetak Rekam Medis (PDF)
        </Button>
      ) : null}
    </>
  );
}

export function VisitDocuments({ rmNo, registrationId }: { rmNo: string; registrationId: number }) {
  const templates = useQuery(dokumenContract, 'templates', { pageId: String(registrationId) });
  const documents = useQuery(dokumenContract, 'registration', { pageId: String(registrationId) });
  return (
    <Card>
      <Section title="Dokumen Kunjungan">
        <LoadError
          title="Dokumen kunjungan gagal dimuat."
          error={templates.error ?? documents.error}
          onRetry={() => {
            void templates.mutate();
            void documents.mutate();
          }}
        />
        {templates.data?.missing.length ? (
          <Notice tone="warning" title="Formulir kajian awal belum tersedia.">
            {templates.data.missing.join(', ')}
          </Notice>
        ) : null}
        <Stack gap={3}>
          {(templates.data?.list ?? []).map((t) => (
            <Stack key={t.key} direction="horizontal" wrap gap={3} align="center">
              <LinkButton
                href={formHref(rmNo, t.key, registrationId)}
                variant={t.documentId ? 'secondary' : 'primary'}
              >
                {t.documentId ? 'Buka' : 'Isi'} {t.title}
              </LinkButton>
              {t.initial ? (
                <Text tone="muted">
                  Kajian awal {t.initial === 'nursing' ? 'keperawatan' : 'medis'}
                </Text>
              ) : null}
              {t.documentStatus ? (
                <StatusChip list={clinicalDocumentStatus} code={t.documentStatus} />
              ) : null}
            </Stack>
          ))}
        </Stack>
        {documents.data && documents.data.list.length > 0 ? (
          <Section title="Riwayat dokumen" level={3}>
            <ul>
              {documents.data.list.map((d) => (
                <li key={d.id}>
                  {d.title}
                  {d.amendment > 0 || d.supersededById !== null
                    ? ` · versi ${d.amendment + 1}`
                    : ''}{' '}
                  · {formatDateTime(d.updatedAt)} · {d.author.name ?? ''}{' '}
                  <StatusChip list={clinicalDocumentStatus} code={d.status} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </Section>
    </Card>
  );
}
