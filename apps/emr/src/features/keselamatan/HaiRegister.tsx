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
  Stack,
  Text,
  ToneChip,
  useDialog,
} from '@simrs/design-system';
import {
  HAI_SIGNS_OF,
  type HaiExposureKind,
  haiExposureKind,
  haiKind,
  haiSign,
  labelOf,
} from '@simrs/domain';
import { formatDate, formatDateTime } from '@simrs/validators';
import { can } from '@simrs/validators/access';
import {
  type HaiCheckView,
  type HaiErrorTarget,
  type HaiEventView,
  type HaiExposureView,
  type HaiLogView,
  type HaiRegister,
  haiCheckInput,
  haiErrorInput,
  haiEventInput,
  haiExposureInput,
  haiRemovalInput,
  haisContract,
} from '@simrs/validators/contracts';
import { type ReactNode, useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormChecks, FormChoice, FormDate, FormText } from '../../forms/boundFields';
import { checkedBy } from '../../forms/checkedBy';
import { setServerErrors } from '../../forms/serverErrors';
import { chartHref } from '../../routing/recordLinks';
import { useSession } from '../../session/SessionProvider';
import { BootNotice, LoadError } from '../../ui';
import { HAIS_PATH } from './words';

type Values = Record<string, string | string[]>;

/** The step open under the tables: a form of the register. */
type Step =
  | { kind: 'pasang' }
  | { kind: 'periksa'; exposure: HaiExposureView }
  | { kind: 'lepas'; exposure: HaiExposureView }
  | { kind: 'kejadian' }
  | { kind: 'salah'; target: HaiErrorTarget; id: number; what: string };

const exposureName = (e: { kind: HaiExposureKind; site: string | null }) =>
  `${labelOf(haiExposureKind, e.kind)}${e.site ? ` (${e.site})` : ''}`;

const signsText = (signs: readonly string[]) =>
  signs.length === 0 ? 'Tidak ada tanda infeksi' : signs.map((s) => labelOf(haiSign, s)).join(', ');

function ErrorMark({ error }: { error: { reason: string; by: string | null; at: string } | null }) {
  if (!error) return null;
  return (
    <Stack gap={1} align="start">
      <ToneChip tone="muted" label="Salah input" />
      <Text tone="muted" size="sm">
        {error.reason} · {error.by ?? '–'} · {formatDateTime(error.at)}
      </Text>
    </Stack>
  );
}

/**
 * A stay's register: its exposures with their days and daily checks, the confirmed HAI events,
 * the history; placing, checking and removing a device (hais `add`), recording an event (hais
 * `edit`, the IPCN), marking an entry entered in error with a reason (its author, or `edit`).
 */
export function HaiRegisterView({
  title,
  registrationId,
  onBack,
}: {
  title: string;
  registrationId: string;
  onBack: () => void;
}) {
  const { user } = useSession();
  const mayAdd = user !== null && can(user, 'hais', 'add');
  const mayEdit = user !== null && can(user, 'hais', 'edit');
  const answer = useQuery(haisContract, 'pasien', { pageId: registrationId });
  const [step, setStep] = useState<Step | null>(null);
  const r = answer.data;
  const mayCorrect = (by: number | null) => mayEdit || (mayAdd && by === user?.id);
  return (
    <Stack gap={5}>
      <PageHeader
        title={r ? `Register HAIs · ${r.patientName}` : 'Register HAIs'}
        breadcrumbs={[{ label: title, href: HAIS_PATH }, { label: r?.patientName ?? 'Register' }]}
        canAdd={false}
        listHref={HAIS_PATH}
      />
      <Link href={HAIS_PATH} onPress={onBack}>
        ← Kembali ke daftar
      </Link>
      {answer.isLoading ? <BootNotice>Memuat register…</BootNotice> : null}
      <LoadError
        title="Register gagal dimuat."
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
      {r ? (
        <>
          <Card title="Pasien">
            <DescriptionList
              items={[
                {
                  id: 'name',
                  term: 'Pasien',
                  description: (
                    <Link href={chartHref(r.rmNo, r.registrationId)}>{r.patientName}</Link>
                  ),
                },
                { id: 'rm', term: 'No. RM', description: r.rmNo },
                { id: 'reg', term: 'No. Registrasi', description: r.regNo },
                { id: 'in', term: 'Masuk', description: formatDate(r.admittedOn) },
                {
                  id: 'bed',
                  term: 'Tempat Tidur',
                  description: r.ward
                    ? `${r.ward} · ${r.room} · ${r.bed}`
                    : 'Tidak di tempat tidur',
                },
              ]}
            />
            {!r.inCare ? (
              <Notice tone="info" title="Pasien tidak lagi dirawat.">
                Paparan baru tidak dapat dicatat; pelepasan, pemeriksaan dan kejadian HAIs (mis. IDO
                setelah pulang) tetap dapat dicatat.
              </Notice>
            ) : null}
          </Card>
          <Exposures r={r} mayAdd={mayAdd} mayCorrect={mayCorrect} onStep={setStep} />
          {step ? (
            <StepForm key={JSON.stringify(step)} r={r} step={step} onClose={() => setStep(null)} />
          ) : null}
          <Events r={r} mayEdit={mayEdit} mayCorrect={mayCorrect} onStep={setStep} />
          <Card title="Riwayat Register">
            <DataTable<HaiLogView>
              aria-label="Riwayat register HAIs"
              title="Riwayat"
              columns={[
                { id: 'at', label: 'Waktu', value: (l) => formatDateTime(l.at) },
                {
                  id: 'detail',
                  label: 'Catatan',
                  isRowHeader: true,
                  value: (l) => (l.reason ? `${l.detail} Alasan: ${l.reason}` : l.detail),
                },
                { id: 'by', label: 'Oleh', value: (l) => l.by ?? '–' },
              ]}
              rows={r.log}
              rowId={(l) => l.id}
            />
          </Card>
        </>
      ) : null}
    </Stack>
  );
}

function Exposures({
  r,
  mayAdd,
  mayCorrect,
  onStep,
}: {
  r: HaiRegister;
  mayAdd: boolean;
  mayCorrect: (by: number | null) => boolean;
  onStep: (s: Step) => void;
}) {
  const lastCheck = (e: HaiExposureView): HaiCheckView | undefined =>
    e.checks.find((c) => !c.error);
  const columns: DataTableColumn<HaiExposureView>[] = [
    {
      id: 'kind',
      label: 'Paparan',
      isRowHeader: true,
      value: exposureName,
      renderCell: (e) => (
        <Stack gap={1} align="start">
          <Text>{exposureName(e)}</Text>
          <ErrorMark error={e.error} />
        </Stack>
      ),
    },
    { id: 'installedOn', label: 'Dipasang', value: (e) => formatDate(e.installedOn) },
    {
      id: 'removedOn',
      label: 'Dilepas',
      value: (e) => (e.removedOn ? formatDate(e.removedOn) : 'Masih terpasang'),
    },
    { id: 'days', label: 'Hari', kind: 'number', value: (e) => e.days },
    {
      id: 'check',
      label: 'Pemeriksaan Terakhir',
      renderCell: (e) => {
        const c = lastCheck(e);
        if (!c) return <Text tone="muted">Belum diperiksa</Text>;
        return (
          <Stack gap={1} align="start">
            <Text>{formatDate(c.day)}</Text>
            {c.signs.length > 0 ? (
              <ToneChip tone="warning" label={signsText(c.signs)} />
            ) : (
              <Text tone="muted" size="sm">
                Tidak ada tanda infeksi
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'action',
      label: 'Aksi',
      renderCell: (e) =>
        e.error ? null : (
          <Stack direction="horizontal" wrap gap={2}>
            {mayAdd ? (
              <Button variant="secondary" onPress={() => onStep({ kind: 'periksa', exposure: e })}>
                Periksa Harian
              </Button>
            ) : null}
            {mayAdd && !e.removedOn ? (
              <Button variant="secondary" onPress={() => onStep({ kind: 'lepas', exposure: e })}>
                Lepas
              </Button>
            ) : null}
            {mayCorrect(e.byUserId) ? (
              <Button
                variant="ghost"
                onPress={() =>
                  onStep({ kind: 'salah', target: 'PAPARAN', id: e.id, what: exposureName(e) })
                }
              >
                Salah Input
              </Button>
            ) : null}
          </Stack>
        ),
    },
  ];
  const checks = r.exposures.flatMap((e) => e.checks.map((c) => ({ ...c, exposure: e })));
  return (
    <Card
      title="Paparan Alat dan Tindakan"
      actions={
        mayAdd && r.inCare ? (
          <Button onPress={() => onStep({ kind: 'pasang' })}>Catat Paparan</Button>
        ) : null
      }
    >
      <Stack gap={4}>
        {r.exposures.length === 0 ? (
          <Text tone="muted">Belum ada paparan tercatat.</Text>
        ) : (
          <DataTable<HaiExposureView>
            aria-label="Paparan"
            title="Paparan"
            columns={columns}
            rows={r.exposures}
            rowId={(e) => e.id}
          />
        )}
        {checks.length === 0 ? (
          <Text tone="muted">Belum ada pemeriksaan harian.</Text>
        ) : (
          <DataTable<HaiCheckView & { exposure: HaiExposureView }>
            aria-label="Pemeriksaan harian"
            title="Pemeriksaan harian"
            columns={[
              { id: 'day', label: 'Tanggal', value: (c) => formatDate(c.day) },
              {
                id: 'exposure',
                label: 'Paparan',
                isRowHeader: true,
                value: (c) => exposureName(c.exposure),
              },
              {
                id: 'signs',
                label: 'Tanda Infeksi',
                renderCell: (c) => (
                  <Stack gap={1} align="start">
                    {c.signs.length > 0 ? (
                      <ToneChip tone="warning" label={signsText(c.signs)} />
                    ) : (
                      <Text>Tidak ada tanda infeksi</Text>
                    )}
                    {c.note ? (
                      <Text tone="muted" size="sm">
                        {c.note}
                      </Text>
                    ) : null}
                    <ErrorMark error={c.error} />
                  </Stack>
                ),
              },
              { id: 'by', label: 'Oleh', value: (c) => c.by ?? '–' },
              {
                id: 'action',
                label: 'Aksi',
                renderCell: (c) =>
                  !c.error && mayCorrect(c.byUserId) ? (
                    <Button
                      variant="ghost"
                      onPress={() =>
                        onStep({
                          kind: 'salah',
                          target: 'PEMERIKSAAN',
                          id: c.id,
                          what: `Pemeriksaan ${formatDate(c.day)} ${exposureName(c.exposure)}`,
                        })
                      }
                    >
                      Salah Input
                    </Button>
                  ) : null,
              },
            ]}
            rows={checks}
            rowId={(c) => c.id}
          />
        )}
      </Stack>
    </Card>
  );
}

function Events({
  r,
  mayEdit,
  mayCorrect,
  onStep,
}: {
  r: HaiRegister;
  mayEdit: boolean;
  mayCorrect: (by: number | null) => boolean;
  onStep: (s: Step) => void;
}) {
  const exposureOf = (id: number | null) => r.exposures.find((e) => e.id === id);
  return (
    <Card
      title="Kejadian HAIs"
      actions={
        mayEdit ? (
          <Button onPress={() => onStep({ kind: 'kejadian' })}>Catat Kejadian HAIs</Button>
        ) : null
      }
    >
      {r.events.length === 0 ? (
        <Text tone="muted">Belum ada kejadian HAIs tercatat.</Text>
      ) : (
        <DataTable<HaiEventView>
          aria-label="Kejadian HAIs"
          title="Kejadian HAIs"
          columns={[
            { id: 'onsetOn', label: 'Tanggal', value: (v) => formatDate(v.onsetOn) },
            {
              id: 'hai',
              label: 'Jenis HAIs',
              isRowHeader: true,
              value: (v) => v.haiName,
              renderCell: (v) => (
                <Stack gap={1} align="start">
                  <Text>{v.haiName}</Text>
                  <Text tone="muted" size="sm">
                    {labelOf(haiKind, v.kind)}
                  </Text>
                  <ErrorMark error={v.error} />
                </Stack>
              ),
            },
            {
              id: 'exposure',
              label: 'Paparan Terkait',
              value: (v) => {
                const e = exposureOf(v.exposureId);
                return e ? exposureName(e) : '–';
              },
            },
            { id: 'culture', label: 'Hasil Kultur', value: (v) => v.culture ?? '–' },
            { id: 'note', label: 'Catatan', value: (v) => v.note ?? '–' },
            { id: 'by', label: 'Oleh', value: (v) => v.by ?? '–' },
            {
              id: 'action',
              label: 'Aksi',
              renderCell: (v) =>
                !v.error && mayCorrect(v.byUserId) ? (
                  <Button
                    variant="ghost"
                    onPress={() =>
                      onStep({
                        kind: 'salah',
                        target: 'KEJADIAN',
                        id: v.id,
                        what: `Kejadian ${v.haiName}`,
                      })
                    }
                  >
                    Salah Input
                  </Button>
                ) : null,
            },
          ]}
          rows={r.events}
          rowId={(v) => v.id}
        />
      )}
    </Card>
  );
}

interface StepSpec {
  title: string;
  button: string;
  schema: z.ZodType;
  defaults: Values;
  payload: (v: Values) => Record<string, unknown>;
  command: 'pasang' | 'lepas' | 'periksa' | 'kejadian' | 'salah';
  fields: (c: Control<Values>, v: Values) => ReactNode;
}

function specOf(r: HaiRegister, step: Step): StepSpec {
  switch (step.kind) {
    case 'pasang':
      return {
        title: 'Catat Paparan',
        button: 'Simpan Paparan',
        schema: haiExposureInput,
        command: 'pasang',
        defaults: { kind: '', installedOn: r.today, site: '', note: '' },
        payload: (v) => ({ ...v, registrationId: r.registrationId }),
        fields: (c) => (
          <>
            <FormChoice control={c} name="kind" label="Jenis Paparan *" options={haiExposureKind} />
            <FormDate control={c} name="installedOn" label="Tanggal Pasang *" />
            <FormText
              control={c}
              name="site"
              label="Lokasi/Ukuran"
              description="mis. Foley 16 Fr, vena metakarpal kiri 20 G"
            />
            <FormText control={c} name="note" label="Catatan" kind="clinical" multiline />
          </>
        ),
      };
    case 'periksa': {
      const e = step.exposure;
      return {
        title: `Pemeriksaan Harian · ${exposureName(e)}`,
        button: 'Simpan Pemeriksaan',
        schema: haiCheckInput,
        command: 'periksa',
        defaults: { day: r.today, signs: [], note: '' },
        payload: (v) => ({ ...v, exposureId: e.id }),
        fields: (c) => (
          <>
            <FormDate control={c} name="day" label="Tanggal Pemeriksaan *" />
            <FormChecks
              control={c}
              name="signs"
              label="Tanda infeksi yang ditemukan"
              description="Kosongkan bila tidak ada tanda infeksi."
              options={HAI_SIGNS_OF[e.kind].map((s) => ({ code: s, label: labelOf(haiSign, s) }))}
            />
            <FormText control={c} name="note" label="Catatan" kind="clinical" multiline />
          </>
        ),
      };
    }
    case 'lepas': {
      const e = step.exposure;
      return {
        title: `Lepas · ${exposureName(e)}`,
        button: 'Simpan Pelepasan',
        schema: haiRemovalInput,
        command: 'lepas',
        defaults: { removedOn: r.today, note: '' },
        payload: (v) => ({ ...v, id: e.id, version: e.version }),
        fields: (c) => (
          <>
            <FormDate control={c} name="removedOn" label="Tanggal Lepas *" />
            <FormText control={c} name="note" label="Catatan Pelepasan" kind="clinical" multiline />
          </>
        ),
      };
    }
    case 'kejadian':
      return {
        title: 'Catat Kejadian HAIs',
        button: 'Simpan Kejadian',
        schema: haiEventInput,
        command: 'kejadian',
        defaults: { haiId: '', exposureId: '', onsetOn: r.today, culture: '', note: '' },
        payload: (v) => ({ ...v, registrationId: r.registrationId }),
        fields: (c) => (
          <>
            <FormChoice
              control={c}
              name="haiId"
              label="Jenis HAIs *"
              options={r.masters.map((m) => ({
                code: String(m.id),
                label: `${m.name} · ${labelOf(haiKind, m.kind)}`,
              }))}
            />
            <FormChoice
              control={c}
              name="exposureId"
              label="Paparan Terkait"
              noneCode="NONE"
              options={[
                { code: 'NONE', label: 'Tidak terkait paparan' },
                ...r.exposures
                  .filter((e) => !e.error)
                  .map((e) => ({
                    code: String(e.id),
                    label: `${exposureName(e)} · ${formatDate(e.installedOn)}`,
                  })),
              ]}
            />
            <FormDate control={c} name="onsetOn" label="Tanggal Kejadian *" />
            <FormText control={c} name="culture" label="Hasil Kultur" kind="clinical" />
            <FormText control={c} name="note" label="Catatan" kind="clinical" multiline />
          </>
        ),
      };
    case 'salah':
      return {
        title: `Tandai Salah Input · ${step.what}`,
        button: 'Tandai Salah Input',
        schema: haiErrorInput,
        command: 'salah',
        defaults: { reason: '' },
        payload: (v) => ({ ...v, target: step.target, id: step.id }),
        fields: (c) => (
          <>
            <Text tone="muted">
              Data tidak dihapus: data ditandai salah input dengan alasannya.
            </Text>
            <FormText control={c} name="reason" label="Alasan *" kind="clinical" />
          </>
        ),
      };
  }
}

function StepForm({ r, step, onClose }: { r: HaiRegister; step: Step; onClose: () => void }) {
  const spec = specOf(r, step);
  const dialog = useDialog();
  const act = useCommands(haisContract);
  const form = useForm<Values>({
    defaultValues: spec.defaults,
    resolver: checkedBy(spec.schema, spec.payload),
  });
  const submit = async (values: Values) => {
    const result = (await act.run(
      spec.command,
      spec.payload(values) as never,
    )) as DoResult<unknown>;
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Tersimpan.');
      onClose();
      return;
    }
    setServerErrors(form.setError, result.error);
    dialog.showError(result.error);
  };
  return (
    <Card title={spec.title} tone="muted">
      <Form form={form} onSubmit={submit} aria-label={spec.title}>
        <Stack gap={4}>
          {spec.fields(form.control, form.getValues())}
          <Stack direction="horizontal" wrap gap={3}>
            <Button
              type="submit"
              variant={step.kind === 'salah' ? 'danger' : 'primary'}
              isPending={form.formState.isSubmitting}
            >
              {spec.button}
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
