import { useCommand, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Notice,
  Stack,
  Text,
  ToneChip,
  useDialog,
  useToast,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import { type OwnSession, sessionsContract } from '@simrs/validators/contracts';

/**
 * 'Sesi Aktif' of account-setting: the user's open sessions (browser, address, last use, this
 * one marked), each ended with 'Akhiri', or all others at once. An ended session's next call
 * answers 401 and its sockets are disconnected (the server does both).
 */
export function SessionsCard() {
  const dialog = useDialog();
  const toast = useToast();
  const sessions = useQuery(sessionsContract, 'list', {});
  const end = useCommand(sessionsContract, 'end');
  const endOthers = useCommand(sessionsContract, 'end-others');
  const rows = sessions.data?.list ?? [];
  const others = rows.filter((s) => !s.current).length;

  const endOne = async (row: OwnSession) => {
    const sure = await dialog.confirm({
      title: 'Akhiri sesi ini?',
      body: `${row.browser}${row.address ? ` dari ${row.address}` : ''}, terakhir aktif ${formatDateTime(row.lastSeenAt)}. Perangkat itu harus masuk kembali.`,
      confirmLabel: 'Ya, Akhiri',
      cancelLabel: 'Batal',
      tone: 'danger',
    });
    if (!sure) return;
    const result = await end.run({ id: row.id });
    if (!result.ok) {
      dialog.showError(result.error);
      return;
    }
    toast.success(result.message ?? 'Sesi berhasil diakhiri.');
    await sessions.mutate();
  };

  const endAllOthers = async () => {
    const sure = await dialog.confirm({
      title: 'Akhiri semua sesi lain?',
      body: `${others} sesi lain akun Anda akan diakhiri; perangkat tersebut harus masuk kembali. Sesi ini tetap aktif.`,
      confirmLabel: 'Ya, Akhiri',
      cancelLabel: 'Batal',
      tone: 'danger',
    });
    if (!sure) return;
    const result = await endOthers.run({});
    if (!result.ok) {
      dialog.showError(result.error);
      return;
    }
    toast.success(result.message ?? 'Sesi lain berhasil diakhiri.');
    await sessions.mutate();
  };

  const columns: DataTableColumn<OwnSession>[] = [
    {
      id: 'browser',
      label: 'Perangkat',
      isRowHeader: true,
      renderCell: (row) => (
        <Stack direction="horizontal" wrap gap={2}>
          <span>{row.browser}</span>
          {row.current ? <ToneChip tone="success" label="Sesi ini" /> : null}
          {row.locked ? <ToneChip tone="warning" label="Terkunci" /> : null}
        </Stack>
      ),
    },
    { id: 'address', label: 'Alamat IP', value: (row) => row.address ?? '-' },
    { id: 'lastSeenAt', label: 'Terakhir aktif', value: (row) => formatDateTime(row.lastSeenAt) },
    { id: 'createdAt', label: 'Masuk', value: (row) => formatDateTime(row.createdAt) },
    {
      id: 'action',
      label: 'Aksi',
      renderCell: (row) =>
        row.current ? (
          <Text tone="muted" size="sm">
            Akhiri dengan tombol Keluar
          </Text>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Akhiri sesi ${row.browser}${row.address ? ` dari ${row.address}` : ''}`}
            onPress={() => void endOne(row)}
            isDisabled={end.isMutating}
          >
            Akhiri
          </Button>
        ),
    },
  ];

  return (
    <Card title="Sesi Aktif">
      <Stack gap={4}>
        <Text tone="muted" size="sm">
          Perangkat tempat akun Anda sedang masuk. Akhiri sesi yang tidak Anda kenali, lalu ganti
          kata sandi Anda.
        </Text>
        {sessions.error ? (
          <Notice tone="danger" title="Daftar sesi tidak dapat dimuat.">
            {sessions.error.message}
          </Notice>
        ) : (
          <DataTable
            aria-label="Sesi Aktif"
            title="Sesi Aktif"
            columns={columns}
            rows={rows}
            isLoading={sessions.isLoading}
          />
        )}
        <Stack direction="horizontal" wrap gap={3}>
          <Button
            variant="danger"
            onPress={() => void endAllOthers()}
            isDisabled={others === 0 || endOthers.isMutating}
            isPending={endOthers.isMutating}
          >
            Akhiri sesi lain
          </Button>
          <Button variant="ghost" onPress={() => void sessions.mutate()}>
            Muat Ulang
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
