import { type DoResult, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Form,
  Link,
  Notice,
  PageHeader,
  Section,
  Stack,
  StatusChip,
  Text,
  ToneChip,
  useDialog,
} from '@simrs/design-system';
import {
  INCIDENT_INVESTIGATION,
  type IncidentReportAction,
  incidentActionBy,
  incidentAffected,
  incidentCategory,
  incidentGradeOf,
  incidentGrading,
  incidentImpact,
  incidentLocation,
  incidentPatientOutcome,
  incidentProbability,
  incidentReporter,
  incidentReporterStaff,
  incidentReportStatus,
  incidentReportWorkflow,
  incidentType,
  labelOf,
  toneOf,
} from '@simrs/domain';
import { formatDateTime } from '@simrs/validators';
import {
  CARE_KIND_LABELS,
  closeIncidentInput,
  type IncidentDetail,
  type IncidentEventView,
  investigateIncidentInput,
  laporanInsidenContract,
  verifyIncidentInput,
  voidIncidentInput,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormRadio, FormText } from '../../forms/boundFields';
import { checkedBy } from '../../forms/checkedBy';
import { setServerErrors } from '../../forms/serverErrors';
import { chartHref } from '../../routing/recordLinks';
import { BootNotice, Lines, LoadError } from '../../ui';
import { INCIDENT_PATH } from './words';

const stepLabel = (e: IncidentEventView) =>
  e.action === 'LAPOR' ? 'Dilaporkan' : incidentReportWorkflow.actions[e.action].label;

const historyColumns: DataTableColumn<IncidentEventView>[] = [
  { id: 'at', label: 'Waktu', value: (e) => formatDateTime(e.at) },
  { id: 'step', label: 'Langkah', isRowHeader: true, value: stepLabel },
  {
    id: 'status',
    label: 'Status',
    renderCell: (e) => <StatusChip list={incidentReportStatus} code={e.toStatus} />,
  },
  { id: 'note', label: 'Catatan', value: (e) => e.note ?? '–' },
  { id: 'by', label: 'Oleh', value: (e) => e.by ?? '–' },
];

/**
 * One report: what was filed, the grading and investigation, the conclusion or the void, the
 * history, and for the safety team the steps the workflow allows now (buttons from the domain's
 * `incidentReportWorkflow`), each with its own small form.
 */
export function IncidentDetailView({ title, id }: { title: string; id: string }) {
  const report = useQuery(laporanInsidenContract, 'detail', { pageId: id });
  const d = report.data;
  return (
    <Stack gap={5}>
      <PageHeader
        title={d ? `Laporan Insiden ${d.number}` : 'Laporan Insiden'}
        breadcrumbs={[{ label: title, href: INCIDENT_PATH }, { label: d?.number ?? 'Laporan' }]}
        canAdd={false}
        listHref={INCIDENT_PATH}
      />
      {report.isLoading ? <BootNotice>Memuat laporan…</BootNotice> : null}
      <LoadError
        title="Laporan gagal dimuat."
        error={report.error}
        onRetry={() => void report.mutate()}
      />
      {d ? <Report key={`${d.id}-${d.version}`} d={d} /> : null}
    </Stack>
  );
}

function Report({ d }: { d: IncidentDetail }) {
  const [step, setStep] = useState<IncidentReportAction | null>(null);
  const patient = d.patient;
  return (
    <Stack gap={5}>
      <Card
        title={d.title}
        actions={
          <Stack direction="horizontal" wrap gap={2}>
            <StatusChip list={incidentReportStatus} code={d.status} />
            {d.grade ? <StatusChip list={incidentGrading} code={d.grade} /> : null}
          </Stack>
        }
      >
        <Stack gap={4}>
          {d.late ? (
            <Notice tone="warning" title="Dilaporkan lewat 2 x 24 jam setelah insiden.">
              Insiden {formatDateTime(d.incidentAt)}, dilaporkan {formatDateTime(d.reportedAt)}.
            </Notice>
          ) : null}
          {d.voidReason ? (
            <Notice tone="danger" title="Laporan dibatalkan.">
              {d.voidReason}
            </Notice>
          ) : null}
          <DescriptionList
            items={[
              { id: 'number', term: 'No. Laporan', description: d.number },
              { id: 'at', term: 'Waktu Insiden', description: formatDateTime(d.incidentAt) },
              { id: 'reported', term: 'Waktu Lapor', description: formatDateTime(d.reportedAt) },
              {
                id: 'type',
                term: 'Jenis Insiden',
                description:
                  d.type === d.reportedType
                    ? labelOf(incidentType, d.type)
                    : `${labelOf(incidentType, d.type)} (dilaporkan sebagai ${labelOf(incidentType, d.reportedType)})`,
              },
              {
                id: 'category',
                term: 'Tipe Insiden',
                description: labelOf(incidentCategory, d.category),
              },
              {
                id: 'reporter',
                term: 'Pelapor',
                description: [
                  labelOf(incidentReporter, d.reporter),
                  d.reporterStaff ? labelOf(incidentReporterStaff, d.reporterStaff) : null,
                  d.reporterName,
                ]
                  .filter(Boolean)
                  .join(' · '),
              },
              {
                id: 'affected',
                term: 'Insiden Terjadi pada',
                description: d.affected ? labelOf(incidentAffected, d.affected) : '–',
              },
              {
                id: 'patient',
                term: 'Pasien',
                description: patient ? (
                  <Stack gap={1} align="start">
                    <Link href={chartHref(patient.rmNo, d.registration?.id)}>{patient.name}</Link>
                    <Text tone="muted" size="sm">
                      No. RM {patient.rmNo}
                      {d.registration
                        ? ` · ${CARE_KIND_LABELS[d.registration.kind]} ${d.registration.regNo}`
                        : ''}
                    </Text>
                  </Stack>
                ) : (
                  '–'
                ),
              },
              {
                id: 'location',
                term: 'Lokasi',
                description: [labelOf(incidentLocation, d.location), d.locationDetail]
                  .filter(Boolean)
                  .join(' · '),
              },
              { id: 'unit', term: 'Unit Terkait', description: d.unit },
              {
                id: 'outcome',
                term: 'Akibat Insiden',
                description: labelOf(incidentPatientOutcome, d.outcome),
              },
              {
                id: 'actionBy',
                term: 'Tindakan Dilakukan oleh',
                description: labelOf(incidentActionBy, d.actionBy),
              },
              {
                id: 'before',
                term: 'Pernah Terjadi di Unit Kerja',
                description:
                  d.happenedBefore === 'Y' ? `Ya · ${d.happenedBeforeNote ?? ''}` : 'Tidak',
              },
            ]}
          />
          <Section title="Kronologis Insiden" level={3}>
            <Text>
              <Lines text={d.chronology} />
            </Text>
          </Section>
          <Section title="Tindakan Segera dan Hasilnya" level={3}>
            <Text>
              <Lines text={d.immediateAction} />
            </Text>
          </Section>
        </Stack>
      </Card>
      <Card title="Grading dan Investigasi">
        <Stack gap={4}>
          {d.grading && d.investigation ? (
            <DescriptionList
              items={[
                {
                  id: 'grade',
                  term: 'Grading Risiko',
                  description: (
                    <Stack direction="horizontal" wrap gap={2} align="center">
                      <StatusChip list={incidentGrading} code={d.grading.grade} />
                      <Text tone="muted" size="sm">
                        Dampak {d.grading.impact} x Probabilitas {d.grading.probability} = skor{' '}
                        {d.grading.score}
                      </Text>
                    </Stack>
                  ),
                },
                {
                  id: 'kind',
                  term: 'Investigasi',
                  description: `${d.investigation.label} oleh ${d.investigation.by}, paling lambat ${d.investigation.days} hari`,
                },
                {
                  id: 'due',
                  term: 'Batas Investigasi',
                  description: d.investigationDueAt ? (
                    <Stack direction="horizontal" wrap gap={2} align="center">
                      <Text>{formatDateTime(d.investigationDueAt)}</Text>
                      {d.investigationOverdue ? (
                        <ToneChip tone="danger" label="Lewat batas" />
                      ) : null}
                    </Stack>
                  ) : (
                    '–'
                  ),
                },
                {
                  id: 'investigator',
                  term: 'Penanggung Jawab',
                  description: d.investigation.investigator
                    ? `${d.investigation.investigator} · mulai ${formatDateTime(d.investigation.startedAt)}`
                    : 'Belum dimulai',
                },
              ]}
            />
          ) : (
            <Text tone="muted">Belum diverifikasi dan digrading oleh Tim Keselamatan Pasien.</Text>
          )}
          {d.conclusion ? (
            <>
              <Section title="Hasil Investigasi (Akar Masalah)" level={3}>
                <Text>
                  <Lines text={d.conclusion.findings} />
                </Text>
              </Section>
              <Section title="Rekomendasi dan Rencana Tindak Lanjut" level={3}>
                <Text>
                  <Lines text={d.conclusion.recommendation} />
                </Text>
              </Section>
            </>
          ) : null}
          {d.moves.length > 0 ? (
            <Stack direction="horizontal" wrap gap={3}>
              {d.moves.map((m) => (
                <Button
                  key={m}
                  variant={m === 'batalkan' ? 'danger' : step === m ? 'secondary' : 'primary'}
                  onPress={() => setStep(m)}
                >
                  {incidentReportWorkflow.actions[m].label}
                </Button>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Card>
      {step ? <StepForm d={d} step={step} onClose={() => setStep(null)} /> : null}
      <Card title="Riwayat">
        <DataTable<IncidentEventView>
          aria-label="Riwayat laporan"
          title="Riwayat"
          columns={historyColumns}
          rows={d.events}
          rowId={(e) => e.id}
        />
      </Card>
    </Stack>
  );
}

type StepValues = Record<string, string>;

/** One step's form: the step's own fields, checked by its contract schema, sent with the version. */
function StepForm({
  d,
  step,
  onClose,
}: {
  d: IncidentDetail;
  step: IncidentReportAction;
  onClose: () => void;
}) {
  const dialog = useDialog();
  const act = useCommands(laporanInsidenContract);
  const schemas: Record<IncidentReportAction, z.ZodType> = {
    verifikasi: verifyIncidentInput,
    investigasi: investigateIncidentInput,
    selesaikan: closeIncidentInput,
    batalkan: voidIncidentInput,
  };
  const defaults: Record<IncidentReportAction, StepValues> = {
    verifikasi: { incidentType: String(d.type), impact: '', probability: '', note: '' },
    investigasi: { investigator: '', note: '' },
    selesaikan: { findings: '', recommendation: '' },
    batalkan: { reason: '' },
  };
  const payload = (v: StepValues) => ({ ...v, id: d.id, version: d.version });
  const form = useForm<StepValues>({
    defaultValues: defaults[step],
    resolver: checkedBy(schemas[step], payload),
  });
  const submit = async (values: StepValues) => {
    const result = (await act.run(step, payload(values) as never)) as DoResult<unknown>;
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Laporan diperbarui.');
      onClose();
      return;
    }
    setServerErrors(form.setError, result.error);
    dialog.showError(result.error);
  };
  const label = incidentReportWorkflow.actions[step].label;
  return (
    <Card title={label} tone="muted">
      <Form form={form} onSubmit={submit} aria-label={label}>
        <Stack gap={4}>
          {step === 'verifikasi' ? <VerifyFields form={form} /> : null}
          {step === 'investigasi' ? (
            <>
              <Text tone="muted">
                {d.grade
                  ? `${INCIDENT_INVESTIGATION[d.grade].label} oleh ${INCIDENT_INVESTIGATION[d.grade].by}.`
                  : ''}
              </Text>
              <FormText
                control={form.control}
                name="investigator"
                label="Penanggung Jawab Investigasi *"
              />
              <FormText
                control={form.control}
                name="note"
                label="Catatan"
                kind="clinical"
                multiline
              />
            </>
          ) : null}
          {step === 'selesaikan' ? (
            <>
              <FormText
                control={form.control}
                name="findings"
                label="Hasil Investigasi (Akar Masalah) *"
                kind="clinical"
                multiline
              />
              <FormText
                control={form.control}
                name="recommendation"
                label="Rekomendasi dan Rencana Tindak Lanjut *"
                kind="clinical"
                multiline
              />
            </>
          ) : null}
          {step === 'batalkan' ? (
            <>
              <Text tone="muted">
                Laporan tidak dihapus: laporan ditandai dibatalkan dengan alasannya dan tetap
                tersimpan.
              </Text>
              <FormText
                control={form.control}
                name="reason"
                label="Alasan Pembatalan *"
                kind="clinical"
                multiline
              />
            </>
          ) : null}
          <Stack direction="horizontal" wrap gap={3}>
            <Button
              type="submit"
              variant={step === 'batalkan' ? 'danger' : 'primary'}
              isPending={form.formState.isSubmitting}
            >
              {label}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              Kembali
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}

/** The verification's fields, with the grade the matrix gives as the team chooses. */
function VerifyFields({ form }: { form: UseFormReturn<StepValues> }) {
  const c = form.control;
  const [type, impact, probability] = useWatch({
    control: c,
    name: ['incidentType', 'impact', 'probability'],
  }) as [string, string, string];
  const grade =
    impact && probability && type
      ? incidentGradeOf({
          impact: Number(impact),
          probability: Number(probability),
          type: Number(type),
        })
      : null;
  return (
    <>
      <FormRadio control={c} name="incidentType" label="Jenis Insiden *" options={incidentType} />
      <FormRadio control={c} name="impact" label="Dampak *" options={incidentImpact} />
      <FormRadio
        control={c}
        name="probability"
        label="Probabilitas *"
        options={incidentProbability}
      />
      <Stack direction="horizontal" wrap gap={2} align="center" role="status">
        {grade ? (
          <>
            <Text>Grading:</Text>
            <ToneChip
              tone={toneOf(incidentGrading, grade)}
              label={labelOf(incidentGrading, grade)}
            />
            <Text tone="muted" size="sm">
              skor {Number(impact) * Number(probability)}
              {type === '5' ? ' · sentinel selalu merah' : ''} ·{' '}
              {INCIDENT_INVESTIGATION[grade].label}, {INCIDENT_INVESTIGATION[grade].days} hari
            </Text>
          </>
        ) : (
          <Text tone="muted">Pilih dampak dan probabilitas untuk melihat grading.</Text>
        )}
      </Stack>
      <FormText control={c} name="note" label="Catatan Verifikasi" kind="clinical" multiline />
    </>
  );
}
