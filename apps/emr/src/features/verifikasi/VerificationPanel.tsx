import { isBoError, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Link,
  Section,
  Stack,
  StatusChip,
  Text,
  TextField,
  ToneChip,
  useDialog,
} from '@simrs/design-system';
import {
  emergencyRecordsVerificationStatus,
  outpatientRecordsVerificationStatus,
} from '@simrs/domain';
import { formatDate, formatDateTime } from '@simrs/validators';
import {
  ownerText,
  type VerificationEventView,
  type VerificationKind,
  verifikasiContract,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { chartHref } from '../../routing/recordLinks';
import { BootNotice, LoadError } from '../../ui';

/** The status list of a visit kind's verification (for the chips). */
export const verificationList = (kind: VerificationKind) =>
  kind === 'RAJAL' ? outpatientRecordsVerificationStatus : emergencyRecordsVerificationStatus;

/**
 * One finished visit's verification: who and what, the stage, the completeness check (each item
 * met or not, with why), the moves the user may make now (a return needs its reason) and the
 * history of moves.
 */
export function VerificationPanel({ registrationId }: { registrationId: number }) {
  const answer = useQuery(verifikasiContract, 'detail', { pageId: String(registrationId) });
  const act = useCommands(verifikasiContract);
  const dialog = useDialog();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  if (answer.isLoading) return <BootNotice>Memuat verifikasi…</BootNotice>;
  if (!answer.data) {
    return (
      <LoadError
        title="Verifikasi gagal dimuat."
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  }
  const d = answer.data;
  const list = verificationList(d.kind);
  const move = async (to: string, needsReason: boolean) => {
    const result = await act.run('pindah', {
      registrationId: d.registrationId,
      version: d.version,
      to,
      reason: needsReason ? reason : '',
    });
    if (!result.ok) {
      if (isBoError(result.error) && result.error.errors.reason?.[0]) {
        setReasonError(result.error.errors.reason[0]);
        return;
      }
      await answer.mutate();
      return dialog.showError(result.error);
    }
    setReason('');
    await answer.mutate();
    dialog.showSuccess(result.message ?? 'Status verifikasi diubah.');
  };
  const eventColumns: DataTableColumn<VerificationEventView>[] = [
    { id: 'at', label: 'Waktu', value: (e) => formatDateTime(e.at) },
    {
      id: 'move',
      label: 'Perpindahan',
      isRowHeader: true,
      value: (e) =>
        `${list.entries.find((x) => x.code === e.fromStatus)?.label ?? e.fromStatus} → ${
          list.entries.find((x) => x.code === e.toStatus)?.label ?? e.toStatus
        }`,
    },
    { id: 'by', label: 'Oleh', value: (e) => e.by ?? '–' },
    { id: 'reason', label: 'Alasan', value: (e) => e.reason ?? '–' },
  ];
  const back = d.moves.find((m) => m.needsReason);
  const forward = d.moves.filter((m) => !m.needsReason);
  return (
    <Stack gap={4}>
      <Card>
        <Section
          title={`${d.patientName} · No. RM ${d.rmNo}`}
          actions={<Link href={chartHref(d.rmNo, d.registrationId)}>Buka Rekam Medis</Link>}
        >
          <Stack direction="horizontal" wrap gap={3} align="center">
            <StatusChip list={list} code={d.status} data-testid="verification-status" />
            {d.returnedReason ? (
              <ToneChip tone="warning" label={`Dikembalikan UPLA: ${d.returnedReason}`} />
            ) : null}
          </Stack>
          <DescriptionList
            layout="inline"
            items={[
              { id: 'reg', term: 'No. Registrasi', description: d.regNo },
              { id: 'date', term: 'Tanggal Kunjungan', description: formatDate(d.visitDate) },
              {
                id: 'kind',
                term: 'Jenis',
                description: d.kind === 'RAJAL' ? 'Rawat Jalan' : 'UGD',
              },
              {
                id: 'poli',
                term: 'Poli / DPJP',
                description: `${d.poliName ?? '–'} · ${d.doctorName ?? '–'}`,
              },
              { id: 'dx', term: 'Diagnosis Utama Klinis', description: d.clinicalPrimary ?? '–' },
              { id: 'coded', term: 'Diagnosis Utama Koding', description: d.codedPrimary ?? '–' },
            ]}
          />
        </Section>
      </Card>
      <Card>
        <Section
          title="Kelengkapan"
          description="Setiap tahap hanya dapat diteruskan bila syaratnya terpenuhi."
        >
          <ul aria-label="Kelengkapan rekam medis">
            {d.checklist.map((i) => (
              <li key={i.key} data-testid={`check-${i.key}`}>
                <Stack direction="horizontal" wrap gap={2} align="center">
                  <ToneChip tone={i.ok ? 'success' : 'danger'} label={i.ok ? 'Lengkap' : 'Belum'} />
                  <Text>{i.label}</Text>
                  <Text tone="muted">
                    ({i.stage === 'RM' ? 'Rekam Medis' : 'UPLA'}){i.detail ? ` · ${i.detail}` : ''}
                    {i.owners.length > 0
                      ? ` · Penanggung jawab: ${i.owners.map(ownerText).join(', ')}`
                      : ''}
                  </Text>
                </Stack>
              </li>
            ))}
          </ul>
          {d.moves.length === 0 ? (
            <Text tone="muted">
              {d.stage === 'SELESAI'
                ? 'Verifikasi selesai.'
                : 'Tidak ada langkah verifikasi untuk Anda pada tahap ini.'}
            </Text>
          ) : (
            <Stack gap={3}>
              {back ? (
                <TextField
                  label="Alasan pengembalian"
                  value={reason}
                  onChange={(v) => {
                    setReason(v);
                    setReasonError(undefined);
                  }}
                  {...(reasonError ? { errorMessage: reasonError } : {})}
                />
              ) : null}
              <Stack direction="horizontal" wrap gap={3}>
                {forward.map((m) => (
                  <Button
                    key={m.to}
                    onPress={() => void move(m.to, false)}
                    isPending={act.pending === 'pindah'}
                  >
                    {m.label === 'Selesai' ? 'Selesaikan Verifikasi' : `Teruskan ke ${m.label}`}
                  </Button>
                ))}
                {back ? (
                  <Button
                    variant="secondary"
                    onPress={() => void move(back.to, true)}
                    isPending={act.pending === 'pindah'}
                  >
                    Kembalikan ke Rekam Medis
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          )}
        </Section>
      </Card>
      {d.events.length > 0 ? (
        <Card>
          <Section title="Riwayat Verifikasi">
            <DataTable
              aria-label="Riwayat verifikasi"
              title="Riwayat Verifikasi"
              columns={eventColumns}
              rows={d.events}
            />
          </Section>
        </Card>
      ) : null}
    </Stack>
  );
}
