import { useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Notice,
  Section,
  Stack,
  StatusChip,
  Text,
  TextField,
  useDialog,
} from '@simrs/design-system';
import { labelOf, referralDocument, referralType, registrationKind } from '@simrs/domain';
import { formatDateTime, formatRupiah } from '@simrs/validators';
import {
  type ChargeLineView,
  type RegistrationEventView,
  registrasiContract,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { deskMoves, mayVoid, payerText, statusListOf } from './registrationModel';

/** What the BPJS task ids mean (integrations.md, Antrean RS). */
const TASK_LABELS: Readonly<Record<number, string>> = {
  1: 'Mulai tunggu admisi',
  2: 'Mulai layan admisi',
  3: 'Selesai admisi / mulai tunggu poli',
  4: 'Mulai layan poli',
  5: 'Selesai layan poli',
  99: 'Batal',
};

/** The registration's charge lines as the ledger holds them (a reversal is a line of its own). */
const chargeColumns: DataTableColumn<ChargeLineView>[] = [
  { id: 'chargedAt', label: 'Waktu', value: (l) => formatDateTime(l.chargedAt) },
  { id: 'tariffName', label: 'Layanan', isRowHeader: true },
  { id: 'classCode', label: 'Kelas', value: (l) => l.classCode ?? 'Tanpa kelas' },
  { id: 'qty', label: 'Jumlah', kind: 'number' },
  { id: 'unitPrice', label: 'Tarif', kind: 'money' },
  { id: 'amount', label: 'Total', kind: 'money' },
  {
    id: 'reason',
    label: 'Keterangan',
    value: (l) =>
      l.reversesId !== null
        ? (l.reason ?? 'Pembatalan')
        : l.reversedById !== null
          ? 'Dibatalkan'
          : '–',
  },
];

/**
 * A registration beside the day list: who, where, payer and referral; its status moves (the
 * domain's machine for its kind) and voiding with a required reason; its history of events,
 * charge lines and BPJS task times.
 */
export function RegistrationDetailPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const dialog = useDialog();
  const detail = useQuery(registrasiContract, 'detail', { pageId: id });
  const act = useCommands(registrasiContract);
  const [voiding, setVoiding] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  if (detail.isLoading)
    return (
      <Card>
        <Text role="status" tone="muted">
          Memuat registrasi…
        </Text>
      </Card>
    );
  if (detail.error || !detail.data) {
    return (
      <Notice
        tone="danger"
        title="Registrasi tidak dapat dimuat."
        action={
          <Button variant="secondary" onPress={onClose}>
            Tutup
          </Button>
        }
      >
        {detail.error?.message ?? 'Data tidak ditemukan.'}
      </Notice>
    );
  }
  const { registration: r, events, tasks, charges } = detail.data;
  const list = statusListOf(r.kind);
  const moves = deskMoves(r.kind, r.status);

  const move = async (status: string) => {
    const result = await act.run('ubah-status', {
      id: r.id,
      version: r.version,
      status,
      reason: null,
    } as never);
    if (result.ok) dialog.showSuccess(result.message ?? 'Status registrasi diubah.');
    else dialog.showError(result.error);
  };
  const voidIt = async () => {
    const result = await act.run('batal', { id: r.id, version: r.version, reason } as never);
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Registrasi dibatalkan.');
      setVoiding(false);
      setReason('');
      setReasonError(undefined);
      return;
    }
    const fieldMessage =
      'errors' in result.error
        ? (result.error.errors as Record<string, string[]>).reason?.[0]
        : undefined;
    if (fieldMessage) setReasonError(fieldMessage);
    else dialog.showError(result.error);
  };

  const eventColumns: DataTableColumn<RegistrationEventView>[] = [
    { id: 'at', label: 'Waktu', value: (e) => formatDateTime(e.at) },
    {
      id: 'toStatus',
      label: 'Status',
      isRowHeader: true,
      value: (e) =>
        `${e.fromStatus ? `${labelOf(list, e.fromStatus)} → ` : ''}${labelOf(list, e.toStatus)}`,
    },
    { id: 'username', label: 'Oleh', value: (e) => e.username ?? '–' },
    { id: 'reason', label: 'Alasan', value: (e) => e.reason ?? '–' },
  ];
  const referral = r.referral;
  return (
    <Card>
      <Section
        title={`Registrasi ${r.regNo}`}
        description={`${r.patient.name} · No. RM ${r.patient.rmNo}`}
        actions={
          <Stack direction="horizontal" wrap gap={2}>
            <StatusChip list={list} code={r.status} data-testid="detail-status" />
            <Button variant="secondary" size="sm" onPress={onClose}>
              Tutup
            </Button>
          </Stack>
        }
      >
        <DescriptionList
          items={[
            { term: 'Jenis', description: labelOf(registrationKind, r.kind) },
            { term: 'Terdaftar', description: formatDateTime(r.registeredAt) },
            { term: 'Poli', description: r.poliName ?? '–' },
            { term: 'Dokter', description: r.doctorName ?? '–' },
            { term: 'Cara Bayar', description: payerText(r) },
            ...(r.payerType === '3'
              ? [
                  { term: 'No. Kartu BPJS', description: r.bpjsNo ?? '–' },
                  { term: 'No. SEP', description: r.sepNo ?? 'Belum terbit' },
                ]
              : []),
            {
              term: 'Rujukan',
              description: referral
                ? `${labelOf(referralType, referral.type)}, ${labelOf(referralDocument, referral.document)}${referral.sourceName ? ` dari ${referral.sourceName}` : ''}${referral.number ? ` (${referral.number})` : ''}`
                : 'Tanpa rujukan',
            },
            {
              term: 'Antrean',
              description: [r.ticketCode, r.queueTicketCode].filter(Boolean).join(' → ') || '–',
            },
            {
              term: 'Tagihan',
              description: `${formatRupiah(charges.net)} (${charges.lines} baris${charges.reversed ? `, ${formatRupiah(charges.reversed)} dibatalkan` : ''})`,
            },
          ]}
        />
        {moves.length > 0 || mayVoid(r.kind, r.status) ? (
          <Stack direction="horizontal" wrap gap={3}>
            {moves.map((s) => (
              <Button
                key={s}
                variant="secondary"
                onPress={() => move(s)}
                isPending={act.pending === 'ubah-status'}
              >
                Ubah ke {labelOf(list, s)}
              </Button>
            ))}
            {mayVoid(r.kind, r.status) ? (
              <Button variant="danger" onPress={() => setVoiding(true)}>
                Batalkan Registrasi
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {voiding ? (
          <Stack gap={3}>
            <TextField
              label="Alasan pembatalan *"
              value={reason}
              onChange={(v) => {
                setReason(v);
                setReasonError(undefined);
              }}
              {...(reasonError ? { errorMessage: reasonError } : {})}
              description="Registrasi tidak dihapus: statusnya menjadi Batal dan tagihan registrasinya dibatalkan."
            />
            <Stack direction="horizontal" wrap gap={3}>
              <Button variant="danger" onPress={voidIt} isPending={act.pending === 'batal'}>
                Batalkan Registrasi {r.regNo}
              </Button>
              <Button variant="secondary" onPress={() => setVoiding(false)}>
                Kembali
              </Button>
            </Stack>
          </Stack>
        ) : null}
        <Section title="Riwayat Status" level={3}>
          <DataTable
            aria-label="Riwayat status registrasi"
            title="Riwayat Status"
            columns={eventColumns}
            rows={events}
          />
        </Section>
        <Section title="Rincian Tagihan" level={3}>
          {charges.items.length ? (
            <DataTable
              aria-label="Rincian tagihan registrasi"
              title="Rincian Tagihan"
              columns={chargeColumns}
              rows={charges.items}
            />
          ) : (
            <Text tone="muted">Belum ada tagihan.</Text>
          )}
        </Section>
        <Section title="Task ID BPJS" level={3}>
          {tasks.length ? (
            <DescriptionList
              items={tasks.map((t) => ({
                id: String(t.taskId),
                term: `Task ${t.taskId} · ${TASK_LABELS[t.taskId] ?? ''}`,
                description: formatDateTime(t.at),
              }))}
            />
          ) : (
            <Text tone="muted">Belum ada waktu task.</Text>
          )}
        </Section>
      </Section>
    </Card>
  );
}
