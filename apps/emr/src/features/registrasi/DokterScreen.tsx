import { isBoError, useCommand, useCommands, useQuery, useQueueRooms } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Form,
  Link,
  LinkButton,
  PageHeader,
  SelectField,
  Stack,
  StatusChip,
  Text,
  TextField,
  ToneChip,
  useDialog,
} from '@simrs/design-system';
import { formatAge, todayIso } from '@simrs/validators';
import {
  type PoliAction,
  poliKunjunganContract,
  type RegistrationView,
} from '@simrs/validators/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormText } from '../../forms/boundFields';
import { LiveChip } from '../../layout/LiveChip';
import { schemaResolver } from '../../resources/formModel';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { EncounterScreen } from './EncounterScreen';
import { payerText, statusListOf } from './registrationModel';
import {
  ACTION_LABEL,
  mayAskAdmission,
  mayPlanControl,
  readWorkplace,
  statusCounts,
  worklistActions,
  writeWorkplace,
} from './worklistModel';

const VISIT_STATUSES = statusListOf('RAJAL');

/**
 * Dokter (the clinic's worklist): the day's visits of a clinic in queue order with their queue
 * numbers, for the clinic's nurse and doctor. Call and recall to the examination room (the lobby
 * board and the announcer hear it), absent, serve (Dalam Tindakan, task 4), done (Selesai, task
 * 5): each moves the ticket and the visit together. Live: another room's calls show at once.
 */
export default function DokterScreen({ route, params }: ScreenProps) {
  const encounter = params.pageSlug === 'periksa' ? Number(params.pageId) : 0;
  if (Number.isInteger(encounter) && encounter > 0) {
    return <EncounterScreen key={encounter} registrationId={encounter} />;
  }
  return <Worklist route={route} />;
}

function Worklist({ route }: Pick<ScreenProps, 'route'>) {
  const { user } = useSession();
  const dialog = useDialog();
  const [place, setPlace] = useState(() => readWorkplace(window.localStorage));
  const [status, setStatus] = useState('');
  useEffect(() => writeWorkplace(window.localStorage, place), [place]);
  const answer = useQuery(
    poliKunjunganContract,
    'list',
    { poliId: place.poliId || null },
    { keepPreviousData: true },
  );
  const polis = answer.data?.polis ?? [];
  // One clinic offered: take it.
  useEffect(() => {
    const only = polis.length === 1 ? polis[0] : undefined;
    if (only && place.poliId === '') setPlace((p) => ({ ...p, poliId: String(only.id) }));
  }, [polis, place.poliId]);
  const all = answer.data?.list ?? [];
  const unitIds = useMemo(
    () => [...new Set(all.map((v) => v.unitId).filter((u): u is number => u !== null))],
    [all],
  );
  const live = useQueueRooms(unitIds, { onChanged: () => void answer.mutate() });
  const act = useCommands(poliKunjunganContract);
  const mayAct = Boolean(user && canDo(user, route.menuKey ?? 'dokter', 'edit'));
  const counts = statusCounts(all);
  const shown = status ? all.filter((v) => v.status === status) : all;
  const today = todayIso(new Date());

  const asked = new Set((answer.data?.admissionRequests ?? []).map((r) => r.registrationId));
  const [asking, setAsking] = useState<RegistrationView | null>(null);
  const mayPlan = Boolean(user && canDo(user, 'rencana-kontrol', 'add'));

  const run = async (v: RegistrationView, action: PoliAction) => {
    const result = await act.run('aksi', {
      id: v.id,
      version: v.version,
      action,
      counter: place.room || null,
    } as never);
    if (result.ok) dialog.showSuccess(result.message ?? 'Tersimpan.', { mode: 'normal' });
    else dialog.showError(result.error);
    void answer.mutate();
  };

  const columns: DataTableColumn<RegistrationView>[] = [
    {
      id: 'queue',
      label: 'No. Antrean',
      isRowHeader: true,
      renderCell: (v) => (
        <Stack gap={1} align="start">
          <Text as="strong" weight="medium">
            {v.queueTicketCode ?? '–'}
          </Text>
          {v.queueTicketStatus === 'CALLED' && v.queueTicketCounter ? (
            <Text tone="muted" size="sm">
              Dipanggil ke {v.queueTicketCounter}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'patient',
      label: 'Pasien',
      renderCell: (v) => (
        <Stack gap={1} align="start">
          <Link href={`/dokter/periksa/${v.id}`} aria-label={`Periksa ${v.patient.name}`}>
            {v.patient.name}
          </Link>
          <Text tone="muted" size="sm">
            No. RM {v.patient.rmNo}
            {v.patient.birthDate ? ` · ${formatAge(v.patient.birthDate, today)}` : ''}
          </Text>
        </Stack>
      ),
    },
    { id: 'doctor', label: 'Dokter', value: (v) => v.doctorName ?? '–' },
    { id: 'payer', label: 'Cara Bayar', value: (v) => payerText(v) },
    {
      id: 'status',
      label: 'Status',
      renderCell: (v) => (
        <Stack gap={1} align="start">
          <StatusChip list={VISIT_STATUSES} code={v.status} data-status={v.status} />
          {asked.has(v.id) ? (
            <ToneChip tone="info" label="Rawat inap diminta" data-admission-asked={v.id} />
          ) : null}
        </Stack>
      ),
    },
    ...(mayAct
      ? [
          {
            id: 'act',
            label: 'Tindakan',
            renderCell: (v: RegistrationView) => (
              <Stack direction="horizontal" wrap gap={2}>
                {worklistActions(v).map((a) => (
                  <Button
                    key={a}
                    size="sm"
                    variant={
                      a === 'layani' || (a === 'panggil' && v.status === 'QUEUE')
                        ? 'primary'
                        : 'secondary'
                    }
                    isDisabled={
                      act.pending !== null ||
                      ((a === 'panggil' || a === 'panggil-ulang') && !place.room)
                    }
                    onPress={() => run(v, a)}
                  >
                    {ACTION_LABEL[a]} {v.queueTicketCode ?? ''}
                  </Button>
                ))}
                {mayAskAdmission(v, asked.has(v.id)) ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Minta rawat inap ${v.patient.name}`}
                    onPress={() => setAsking(v)}
                  >
                    Minta Rawat Inap
                  </Button>
                ) : null}
                {mayPlan && mayPlanControl(v) ? (
                  <LinkButton
                    size="sm"
                    variant="secondary"
                    href={`/rencana-kontrol?originId=${v.id}`}
                    aria-label={`Rencana kontrol ${v.patient.name}`}
                  >
                    Rencana Kontrol
                  </LinkButton>
                ) : null}
              </Stack>
            ),
          } satisfies DataTableColumn<RegistrationView>,
        ]
      : []),
  ];

  return (
    <Stack gap={5}>
      <PageHeader title="Daftar Pasien Poli" canAdd={false} actions={<LiveChip live={live} />} />
      <LoadError
        title="Daftar pasien poli gagal dimuat."
        error={answer.error}
        onRetry={() => answer.mutate()}
      />
      <Card>
        <Stack direction="horizontal" wrap gap={4}>
          <SelectField
            label="Poli"
            placeholder="Pilih poli"
            options={[
              { code: '', label: 'Semua poli' },
              ...polis.map((p) => ({ code: String(p.id), label: p.name })),
            ]}
            value={place.poliId}
            onChange={(v) => setPlace((p) => ({ ...p, poliId: v ?? '' }))}
          />
          <TextField
            label="Ruang Periksa"
            kind="text"
            value={place.room}
            onChange={(v) => setPlace((p) => ({ ...p, room: v.slice(0, 40) }))}
            description="Disebut saat pasien dipanggil."
          />
        </Stack>
      </Card>
      <Stack direction="horizontal" wrap gap={2} role="group" aria-label="Saring status">
        <Button
          size="sm"
          variant={status === '' ? 'primary' : 'secondary'}
          onPress={() => setStatus('')}
        >
          Semua ({all.length})
        </Button>
        {VISIT_STATUSES.entries
          .filter((e) => e.code !== 'ALL')
          .map((e) => (
            <Button
              key={String(e.code)}
              size="sm"
              variant={status === e.code ? 'primary' : 'secondary'}
              onPress={() => setStatus(String(e.code))}
            >
              {e.label} ({counts[String(e.code)] ?? 0})
            </Button>
          ))}
      </Stack>
      {asking ? (
        <AdmissionRequestPanel
          visit={asking}
          onDone={() => {
            setAsking(null);
            void answer.mutate();
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {!place.room && mayAct ? (
        <ToneChip tone="warning" label="Isi Ruang Periksa untuk memanggil pasien." />
      ) : null}
      <Card>
        <DataTable
          aria-label="Pasien poli hari ini"
          title="Pasien Poli"
          columns={columns}
          rows={shown}
          isLoading={answer.isLoading}
        />
      </Card>
    </Stack>
  );
}

interface AskValues {
  id: number;
  version: number;
  doctorName: string;
  note: string;
}

/**
 * The doctor asks for the patient's admission: the DPJP proposed (the visit's doctor by default)
 * and the indication. The admission desk then sees the visit in Pasien Rujukan.
 */
function AdmissionRequestPanel({
  visit,
  onDone,
  onClose,
}: {
  visit: RegistrationView;
  onDone: () => void;
  onClose: () => void;
}) {
  const dialog = useDialog();
  const ask = useCommand(poliKunjunganContract, 'minta-rawat-inap');
  const form = useForm<AskValues>({
    defaultValues: {
      id: visit.id,
      version: visit.version,
      doctorName: visit.doctorName ?? '',
      note: '',
    },
    resolver: schemaResolver(poliKunjunganContract.commands['minta-rawat-inap'].input),
  });
  const submit = async (values: AskValues) => {
    const result = await ask.run(values as never);
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Permintaan rawat inap dikirim.');
      onDone();
      return;
    }
    const error = result.error;
    if (isBoError(error)) {
      for (const [name, messages] of Object.entries(error.errors)) {
        if (messages[0]) {
          form.setError(name as keyof AskValues, { type: 'server', message: messages[0] });
        }
      }
    }
    dialog.showError(error);
  };
  return (
    <Card title={`Minta Rawat Inap: ${visit.patient.name}`}>
      <Form form={form} onSubmit={submit} aria-label="Permintaan rawat inap">
        <Stack gap={4}>
          <Text>
            {visit.regNo} · No. RM {visit.patient.rmNo}. Admisi melihat permintaan ini di Pasien
            Rujukan dan mendaftarkan pasien ke tempat tidur; status kunjungan berubah saat pasien
            didaftarkan rawat inap.
          </Text>
          <FormText control={form.control} name="doctorName" label="DPJP *" kind="name" />
          <FormText
            control={form.control}
            name="note"
            label="Indikasi Rawat Inap"
            kind="clinical"
            multiline
          />
          <Stack direction="horizontal" wrap gap={3}>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              Kirim Permintaan
            </Button>
            <Button variant="secondary" onPress={onClose}>
              Batal
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}
