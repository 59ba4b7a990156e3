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
  Text,
  TextField,
  ToneChip,
  useDialog,
} from '@simrs/design-system';
import { formatDate, formatDateTimeWib } from '@simrs/validators';
import {
  FOLLOW_UP_KIND_LABELS,
  type FollowUpItem,
  type FollowUpItemKey,
  type FollowUpReminderView,
  ownerText,
  tindakLanjutContract,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { chartHref } from '../../routing/recordLinks';
import { BootNotice, LoadError } from '../../ui';
import { elapsedText, itemHref, verificationHref } from './followUpModel';

/** "Diingatkan 2× · terakhir 5 Maret 2025 09:30 WIB oleh Demo Rekam Medis". */
export function reminderText(item: Pick<FollowUpItem, 'reminders' | 'lastReminder'>): string {
  if (item.reminders === 0 || !item.lastReminder) return '';
  const who = item.lastReminder.by ? ` oleh ${item.lastReminder.by}` : '';
  return `Diingatkan ${item.reminders}× · terakhir ${formatDateTimeWib(item.lastReminder.at)}${who}`;
}

export const reminderColumns: DataTableColumn<FollowUpReminderView>[] = [
  { id: 'at', label: 'Waktu', value: (r) => formatDateTimeWib(r.at) },
  { id: 'item', label: 'Butir', isRowHeader: true, value: (r) => r.itemLabel },
  {
    id: 'to',
    label: 'Kepada',
    value: (r) => `${r.recipients.map(ownerText).join(', ')} (${r.recipientCount} pengguna)`,
  },
  { id: 'note', label: 'Catatan', value: (r) => r.note ?? '–' },
  { id: 'by', label: 'Oleh', value: (r) => r.by ?? '–' },
  {
    id: 'now',
    label: 'Sekarang',
    renderCell: (r) => (
      <ToneChip
        tone={r.resolved ? 'success' : 'warning'}
        label={r.resolved ? 'Lengkap' : 'Belum'}
      />
    ),
  },
];

/**
 * One finished visit's follow-up for the records team: the visit, how long since it ended and
 * whether it is late, each records item (complete or not, why, who must complete it, the
 * reminders sent), a reminder with an optional note per unmet item, and the reminders sent.
 */
export function FollowUpPanel({
  registrationId,
  canVerify,
}: {
  registrationId: number;
  canVerify: boolean;
}) {
  const answer = useQuery(tindakLanjutContract, 'detail', { pageId: String(registrationId) });
  const act = useCommands(tindakLanjutContract);
  const dialog = useDialog();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [sending, setSending] = useState<FollowUpItemKey | null>(null);
  if (answer.isLoading) return <BootNotice>Memuat tindak lanjut…</BootNotice>;
  if (!answer.data) {
    return (
      <LoadError
        title="Tindak lanjut gagal dimuat."
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  }
  const d = answer.data;
  const now = new Date().toISOString();
  const send = async (key: FollowUpItemKey) => {
    setSending(key);
    const result = await act.run('ingatkan', {
      registrationId: d.registrationId,
      itemKey: key,
      note,
    });
    setSending(null);
    if (!result.ok) {
      if (isBoError(result.error) && result.error.errors.note?.[0]) {
        setNoteError(result.error.errors.note[0]);
        return;
      }
      return dialog.showError(result.error);
    }
    setNote('');
    dialog.showSuccess(result.message ?? 'Pengingat terkirim.');
  };
  const verify = canVerify ? verificationHref(d) : null;
  const open = d.items.filter((i) => !i.ok);
  return (
    <Stack gap={4}>
      <Card>
        <Section
          title={`${d.patientName} · No. RM ${d.rmNo}`}
          actions={
            <Stack direction="horizontal" wrap gap={3}>
              <Link href={chartHref(d.rmNo, d.registrationId)}>Buka Rekam Medis</Link>
              {verify ? <Link href={verify}>Buka Verifikasi Rekam Medis</Link> : null}
            </Stack>
          }
        >
          <Stack direction="horizontal" wrap gap={3} align="center">
            {d.completedAt ? (
              <ToneChip
                tone={d.late ? 'warning' : 'success'}
                label={d.late ? 'Lengkap, lewat 2x24 jam' : 'Lengkap dalam 2x24 jam'}
                data-testid="follow-up-state"
              />
            ) : (
              <ToneChip
                tone={d.late ? 'danger' : 'info'}
                label={d.late ? 'Belum lengkap, lewat 2x24 jam' : 'Belum lengkap'}
                data-testid="follow-up-state"
              />
            )}
          </Stack>
          <DescriptionList
            layout="inline"
            items={[
              { id: 'reg', term: 'No. Registrasi', description: d.regNo },
              { id: 'kind', term: 'Jenis', description: FOLLOW_UP_KIND_LABELS[d.kind] },
              { id: 'date', term: 'Tanggal Kunjungan', description: formatDate(d.visitDate) },
              {
                id: 'unit',
                term: 'Unit / DPJP',
                description: `${d.unitName} · ${d.doctorName ?? '–'}`,
              },
              {
                id: 'ended',
                term: 'Selesai',
                description: `${formatDateTimeWib(d.endedAt)} (${elapsedText(d.endedAt, now)} lalu)`,
              },
              {
                id: 'due',
                term: d.completedAt ? 'Lengkap' : 'Batas 2x24 jam',
                description: formatDateTimeWib(d.completedAt ?? d.dueAt),
              },
            ]}
          />
        </Section>
      </Card>
      <Card>
        <Section
          title="Kelengkapan Rekam Medis"
          description="Butir tahap rekam medis dari pemeriksaan kelengkapan verifikasi."
        >
          {open.length > 0 ? (
            <TextField
              label="Catatan pengingat (opsional)"
              value={note}
              onChange={(v) => {
                setNote(v);
                setNoteError(undefined);
              }}
              {...(noteError ? { errorMessage: noteError } : {})}
            />
          ) : null}
          <ul aria-label="Butir kelengkapan">
            {d.items.map((i) => (
              <li key={i.key} data-testid={`follow-up-${i.key}`}>
                <Stack gap={1}>
                  <Stack direction="horizontal" wrap gap={2} align="center">
                    <ToneChip
                      tone={i.ok ? 'success' : 'danger'}
                      label={i.ok ? 'Lengkap' : 'Belum'}
                    />
                    <Text weight="semibold">{i.label}</Text>
                    {i.detail ? <Text tone="muted">{i.detail}</Text> : null}
                  </Stack>
                  {i.ok ? null : (
                    <Stack direction="horizontal" wrap gap={3} align="center">
                      <Text size="sm">
                        Penanggung jawab: {i.owners.map(ownerText).join(', ') || '–'}
                      </Text>
                      {i.reminders > 0 ? (
                        <Text size="sm" tone="muted">
                          {reminderText(i)}
                        </Text>
                      ) : null}
                      <Link href={itemHref(d, i)}>Buka</Link>
                      <Button
                        size="sm"
                        variant="secondary"
                        onPress={() => void send(i.key as FollowUpItemKey)}
                        isPending={sending === i.key}
                        aria-label={`Kirim pengingat: ${i.label}`}
                      >
                        Kirim Pengingat
                      </Button>
                    </Stack>
                  )}
                </Stack>
              </li>
            ))}
          </ul>
        </Section>
      </Card>
      <Card>
        <Section title="Pengingat Terkirim">
          {d.reminders.length === 0 ? (
            <Text tone="muted">Belum ada pengingat untuk kunjungan ini.</Text>
          ) : (
            <DataTable<FollowUpReminderView>
              aria-label="Pengingat kunjungan"
              title="Pengingat"
              columns={reminderColumns}
              rows={d.reminders}
            />
          )}
        </Section>
      </Card>
    </Stack>
  );
}
