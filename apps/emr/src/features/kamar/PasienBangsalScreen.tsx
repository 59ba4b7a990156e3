import { useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Link,
  PageHeader,
  Section,
  SelectField,
  Stack,
  StatusChip,
  Text,
  useDialog,
} from '@simrs/design-system';
import { allowedActions, bedState, bedWorkflow } from '@simrs/domain';
import { formatDateTime } from '@simrs/validators';
import { type BedRow, kamarContract } from '@simrs/validators/contracts';
import { useState } from 'react';
import { LiveChip } from '../../layout/LiveChip';
import { canDo } from '../../routing/guards';
import { patientDetailHref } from '../../routing/recordLinks';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { bedLabel, freeBedsFor, wardChoices } from './beds';
import { useBedsLive } from './live';

type Row = BedRow & { id: number };

/**
 * Pasien Bangsal: every bed of a ward with its state now and who lies in it (from the occupancy
 * intervals); the ward desk moves a patient to another bed, sends one home (the bed is then
 * cleaned) and marks a cleaned bed ready. Live: a step taken anywhere shows here at once.
 */
export default function PasienBangsalScreen({ route }: ScreenProps) {
  const { user } = useSession();
  const dialog = useDialog();
  const live = useBedsLive();
  const answer = useQuery(kamarContract, 'beds', {});
  const act = useCommands(kamarContract);
  const [ward, setWard] = useState('');
  const [moving, setMoving] = useState<Row | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const all = answer.data?.list ?? [];
  const rows: Row[] = all
    .filter((b) => ward === '' || b.wardCode === ward)
    .map((b) => ({ ...b, id: b.bedId }));
  const mayAct = user ? canDo(user, route.menuKey ?? 'pasien-bangsal', 'edit') : false;

  const run = async (
    name: 'transfer' | 'discharge' | 'ready',
    input: Record<string, number>,
  ): Promise<boolean> => {
    const result = await act.run(name, input as never);
    if (!result.ok) {
      dialog.showError(result.error);
      return false;
    }
    dialog.showSuccess(result.message ?? 'Data Berhasil Disimpan.');
    void answer.mutate();
    return true;
  };

  const discharge = async (row: Row) => {
    const registrationId = row.occupancy?.registrationId;
    if (!registrationId) return;
    const ok = await dialog.confirm({
      title: `Pulangkan ${row.patient?.name ?? 'pasien'}?`,
      body: `Tempat tidur ${bedLabel(row)} akan ditandai sedang dibersihkan.`,
      confirmLabel: 'Pulangkan',
      cancelLabel: 'Batal',
      tone: 'danger',
    });
    if (ok) await run('discharge', { registrationId });
  };

  const transfer = async () => {
    const registrationId = moving?.occupancy?.registrationId;
    if (!registrationId || !target) return;
    if (await run('transfer', { registrationId, toBedId: Number(target) })) {
      setMoving(null);
      setTarget(null);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { id: 'ward', label: 'Bangsal' },
    { id: 'kamarName', label: 'Kamar' },
    {
      id: 'bedCode',
      label: 'Tempat Tidur',
      isRowHeader: true,
      value: (b) => b.bedName || b.bedCode,
    },
    { id: 'kelas', label: 'Kelas' },
    {
      id: 'state',
      label: 'Status',
      renderCell: (b) => <StatusChip list={bedState} code={b.state} data-bed-state={b.state} />,
    },
    {
      id: 'patient',
      label: 'Pasien',
      renderCell: (b) =>
        b.patient ? (
          <Stack gap={1} align="start">
            <Link href={patientDetailHref(b.patient.id)}>{b.patient.name}</Link>
            <Text tone="muted" size="sm">
              No. RM {b.patient.rmNo}
            </Text>
          </Stack>
        ) : (
          '–'
        ),
    },
    {
      id: 'since',
      label: 'Sejak',
      value: (b) => (b.occupancy ? formatDateTime(b.occupancy.from) : '–'),
    },
    ...(mayAct
      ? [
          {
            id: 'act',
            label: 'Tindakan',
            // The bed workflow's actions of the bed's state (the server checks the same).
            renderCell: (b: Row) => {
              const steps = allowedActions(bedWorkflow, { status: b.state, ownBooking: false });
              return (
                <Stack direction="horizontal" wrap gap={2}>
                  {steps.includes('pindah') ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => {
                        setMoving(b);
                        setTarget(null);
                      }}
                    >
                      {bedWorkflow.actions.pindah.label}
                    </Button>
                  ) : null}
                  {steps.includes('pulangkan') ? (
                    <Button size="sm" variant="secondary" onPress={() => discharge(b)}>
                      {bedWorkflow.actions.pulangkan.label}
                    </Button>
                  ) : null}
                  {steps.includes('siap') ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => run('ready', { bedId: b.bedId })}
                    >
                      {bedWorkflow.actions.siap.label}
                    </Button>
                  ) : null}
                </Stack>
              );
            },
          } satisfies DataTableColumn<Row>,
        ]
      : []),
  ];

  const freeBeds = moving ? freeBedsFor(all, moving) : [];
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} actions={<LiveChip live={live} />} />
      <LoadError
        title="Daftar tempat tidur gagal dimuat."
        error={answer.error}
        onRetry={() => answer.mutate()}
      />
      {moving ? (
        <Card>
          <Section
            title={`Pindahkan ${moving.patient?.name ?? 'pasien'}`}
            description={`Dari ${bedLabel(moving)}. Tempat tidur lama akan ditandai sedang dibersihkan.`}
          >
            {freeBeds.length === 0 ? (
              <Text tone="warning">Tidak ada tempat tidur kosong saat ini.</Text>
            ) : (
              <SelectField
                label="Tempat tidur tujuan"
                options={freeBeds.map((b) => ({ code: String(b.bedId), label: bedLabel(b) }))}
                value={target}
                onChange={setTarget}
              />
            )}
            <Stack direction="horizontal" wrap gap={3}>
              <Button onPress={transfer} isDisabled={!target}>
                Pindahkan
              </Button>
              <Button variant="secondary" onPress={() => setMoving(null)}>
                Batal
              </Button>
            </Stack>
          </Section>
        </Card>
      ) : null}
      <Card>
        <Stack gap={4}>
          <SelectField
            label="Bangsal"
            options={wardChoices(all)}
            value={ward}
            onChange={(v) => setWard(v ?? '')}
          />
          <DataTable
            aria-label="Tempat tidur dan pasien"
            title={route.title}
            columns={columns}
            rows={rows}
            isLoading={answer.isLoading}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
