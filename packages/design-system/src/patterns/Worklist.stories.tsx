import { labelOf, outpatientVisitStatus, payerType } from '@simrs/domain';
import { formatAge, todayIso } from '@simrs/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Link } from '../Button';
import { Card } from '../Card';
import { useClock } from '../clock';
import { DataTable, type DataTableColumn } from '../DataTable';
import { DialogProvider, useDialog } from '../Dialog';
import { TextField } from '../Fields';
import { IconCheck } from '../icons';
import { PageHeader } from '../PageHeader';
import { Stack } from '../Stack';
import { StatusChip, ToneChip } from '../StatusChip';
import { Text } from '../Text';

/**
 * The worklist every service desk copies (a clinic's visits of the day, the lab's orders, the
 * pharmacy's prescriptions): the room the user works in, status filters with their counts, the
 * rows in queue order (queue number, patient with RM and age, payer, the status as a chip), and
 * on each row only the actions its state allows, the next step primary. An app reads the rows
 * from the server and sends each action as a command; here they are static and the actions move
 * the row in state, as the server would.
 */
type TicketStatus = 'WAITING' | 'CALLED' | 'SKIPPED';
type Action = 'panggil' | 'panggil-ulang' | 'layani' | 'tidak-hadir' | 'selesai';

interface Visit {
  id: number;
  queue: string;
  name: string;
  rmNo: string;
  birthDate: string;
  payerCode: number;
  guarantor?: string;
  doctor: string;
  status: 'QUEUE' | 'ABSEN' | 'ACTION' | 'DONE';
  ticket: TicketStatus;
  calledTo?: string;
}

const visits: Visit[] = [
  {
    id: 1,
    queue: 'A-001',
    name: 'Siti Aminah',
    rmNo: '00-01-23',
    birthDate: '1980-05-01',
    payerCode: 3,
    doctor: 'dr. Andi Wijaya, Sp.PD',
    status: 'DONE',
    ticket: 'CALLED',
    calledTo: 'Ruang 2',
  },
  {
    id: 2,
    queue: 'A-002',
    name: 'Budi Santoso',
    rmNo: '00-12-34',
    birthDate: '1990-11-03',
    payerCode: 2,
    guarantor: 'Asuransi Sehat Bersama',
    doctor: 'dr. Andi Wijaya, Sp.PD',
    status: 'ACTION',
    ticket: 'CALLED',
    calledTo: 'Ruang 2',
  },
  {
    id: 3,
    queue: 'A-003',
    name: 'Dewi Lestari',
    rmNo: '00-45-67',
    birthDate: '2019-08-20',
    payerCode: 3,
    doctor: 'dr. Andi Wijaya, Sp.PD',
    status: 'QUEUE',
    ticket: 'WAITING',
  },
  {
    id: 4,
    queue: 'A-004',
    name: 'Agus Pratama',
    rmNo: '00-78-90',
    birthDate: '1957-02-14',
    payerCode: 1,
    doctor: 'dr. Andi Wijaya, Sp.PD',
    status: 'QUEUE',
    ticket: 'WAITING',
  },
  {
    id: 5,
    queue: 'A-005',
    name: 'Rina Marlina',
    rmNo: '00-99-01',
    birthDate: '2025-10-02',
    payerCode: 3,
    doctor: 'dr. Andi Wijaya, Sp.PD',
    status: 'ABSEN',
    ticket: 'SKIPPED',
  },
];

const ACTION_LABEL: Record<Action, string> = {
  panggil: 'Panggil',
  'panggil-ulang': 'Panggil Ulang',
  layani: 'Layani',
  'tidak-hadir': 'Tidak Hadir',
  selesai: 'Selesai',
};

/** What a row offers in its state (the app's `worklistActions`). */
function actionsOf(v: Visit): Action[] {
  if (v.status === 'ABSEN') return ['panggil'];
  if (v.status === 'ACTION') return ['selesai'];
  if (v.status !== 'QUEUE') return [];
  return v.ticket === 'CALLED' ? ['panggil-ulang', 'layani', 'tidak-hadir'] : ['panggil'];
}

/** The server's answer to an action, applied to the row. */
function applyAction(v: Visit, action: Action, room: string): Visit {
  switch (action) {
    case 'panggil':
    case 'panggil-ulang':
      return { ...v, status: 'QUEUE', ticket: 'CALLED', calledTo: room };
    case 'layani':
      return { ...v, status: 'ACTION' };
    case 'tidak-hadir':
      return { ...v, status: 'ABSEN', ticket: 'SKIPPED', calledTo: undefined };
    case 'selesai':
      return { ...v, status: 'DONE' };
  }
}

const FILTERS = outpatientVisitStatus.entries.filter((e) =>
  ['QUEUE', 'ACTION', 'ABSEN', 'DONE'].includes(String(e.code)),
);

function WorklistScreen({
  initialRoom,
  isLoading,
  onAction,
}: {
  initialRoom: string;
  isLoading: boolean;
  onAction: (action: Action, queue: string) => void;
}) {
  const clock = useClock();
  const dialog = useDialog();
  const today = todayIso(new Date(clock.now()));
  const [rows, setRows] = useState(visits);
  const [room, setRoom] = useState(initialRoom);
  const [status, setStatus] = useState('');
  const counts: Record<string, number> = {};
  for (const v of rows) counts[v.status] = (counts[v.status] ?? 0) + 1;
  const shown = status ? rows.filter((v) => v.status === status) : rows;

  const run = (v: Visit, action: Action) => {
    onAction(action, v.queue);
    setRows((list) => list.map((r) => (r.id === v.id ? applyAction(r, action, room) : r)));
    dialog.showSuccess(`${ACTION_LABEL[action]} ${v.queue} berhasil.`, { mode: 'normal' });
  };

  const columns: DataTableColumn<Visit>[] = [
    {
      id: 'queue',
      label: 'No. Antrean',
      isRowHeader: true,
      renderCell: (v) => (
        <Stack gap={1} align="start">
          <Text as="strong" weight="medium">
            {v.queue}
          </Text>
          {v.status === 'QUEUE' && v.ticket === 'CALLED' && v.calledTo ? (
            <Text tone="muted" size="sm">
              Dipanggil ke {v.calledTo}
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
          <Link href={`/pasien/${v.rmNo}`}>{v.name}</Link>
          <Text tone="muted" size="sm">
            No. RM {v.rmNo} · {formatAge(v.birthDate, today)}
          </Text>
        </Stack>
      ),
    },
    { id: 'doctor', label: 'Dokter' },
    {
      id: 'payer',
      label: 'Cara Bayar',
      value: (v) =>
        v.guarantor
          ? `${labelOf(payerType, v.payerCode)} · ${v.guarantor}`
          : labelOf(payerType, v.payerCode),
    },
    {
      id: 'status',
      label: 'Status',
      renderCell: (v) => <StatusChip list={outpatientVisitStatus} code={v.status} />,
    },
    {
      id: 'act',
      label: 'Tindakan',
      renderCell: (v) => (
        <Stack direction="horizontal" wrap gap={2}>
          {actionsOf(v).map((a) => (
            <Button
              key={a}
              size="sm"
              variant={
                a === 'layani' || (a === 'panggil' && v.status === 'QUEUE')
                  ? 'primary'
                  : 'secondary'
              }
              isDisabled={(a === 'panggil' || a === 'panggil-ulang') && !room}
              onPress={() => run(v, a)}
            >
              {ACTION_LABEL[a]} {v.queue}
            </Button>
          ))}
        </Stack>
      ),
    },
  ];

  const filter = (code: string, label: string, count: number) => (
    <Button
      key={code || 'all'}
      size="sm"
      variant={status === code ? 'primary' : 'secondary'}
      aria-pressed={status === code}
      onPress={() => setStatus(code)}
    >
      {status === code ? <IconCheck /> : null}
      {label} ({count})
    </Button>
  );

  return (
    <Stack gap={5}>
      <PageHeader title="Daftar Pasien Poli" canAdd={false} />
      <Card>
        <Stack direction="horizontal" wrap gap={4}>
          <TextField
            label="Ruang Periksa"
            value={room}
            onChange={(v) => setRoom(v.slice(0, 40))}
            description="Disebut saat pasien dipanggil."
          />
        </Stack>
      </Card>
      <Stack direction="horizontal" wrap gap={2} role="group" aria-label="Saring status">
        {filter('', 'Semua', rows.length)}
        {FILTERS.map((e) => filter(String(e.code), e.label, counts[String(e.code)] ?? 0))}
      </Stack>
      {room ? null : <ToneChip tone="warning" label="Isi Ruang Periksa untuk memanggil pasien." />}
      <Card>
        <DataTable
          aria-label="Pasien poli hari ini"
          title="Pasien Poli"
          columns={columns}
          rows={shown}
          rowLabel={(v) => `${v.queue} ${v.name}`}
          isLoading={isLoading}
        />
      </Card>
    </Stack>
  );
}

const meta = {
  title: 'Patterns/Worklist',
  component: WorklistScreen,
  args: { initialRoom: 'Ruang 2', isLoading: false, onAction: fn() },
  argTypes: {
    initialRoom: { control: 'text', name: 'Ruang Periksa (awal)' },
    isLoading: { control: 'boolean' },
  },
  parameters: { router: { initialEntries: ['/poli/dokter'] } },
  decorators: [
    (Story) => (
      <DialogProvider>
        <div style={{ maxWidth: 1200 }}>
          <Story />
        </div>
      </DialogProvider>
    ),
  ],
} satisfies Meta<typeof WorklistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function rowOf(canvas: Canvas, queue: string): Promise<HTMLElement> {
  const table = await canvas.findByRole('grid', { name: /Pasien poli hari ini/ });
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${queue}`) }));
    expect(row).toBeDefined();
  });
  return row as HTMLElement;
}

/**
 * Panggil calls the patient to the room (the row says so under its number), Layani starts the
 * examination (the chip becomes 'Dalam Tindakan' and the counts follow), and a filter shows only
 * its status.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    let row = await rowOf(canvas, 'A-003');
    await expect(within(row).getByText('Dalam Antrean')).toBeVisible();
    await expect(within(row).getByText(/No\. RM 00-45-67 · 6 tahun 4 bulan/)).toBeVisible();
    await expect(within(row).queryByText(/Dipanggil ke/)).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Panggil A-003' }));
    await expect(args.onAction).toHaveBeenCalledWith('panggil', 'A-003');
    row = await rowOf(canvas, 'A-003');
    await expect(within(row).getByText('Dipanggil ke Ruang 2')).toBeVisible();
    // Called: recall, serve or absent; serve is the next step.
    await expect(within(row).getByRole('button', { name: 'Panggil Ulang A-003' })).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Layani A-003' }));
    row = await rowOf(canvas, 'A-003');
    await expect(within(row).getByText('Dalam Tindakan')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Selesai A-003' })).toBeVisible();

    const filters = within(canvas.getByRole('group', { name: 'Saring status' }));
    const inAction = filters.getByRole('button', { name: 'Dalam Tindakan (2)' });
    await userEvent.click(inAction);
    await expect(inAction).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('grid', { name: /Pasien poli hari ini/ });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(filters.getByRole('button', { name: 'Semua (5)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Without an examination room nobody can be called: the call buttons wait, a warning says why. */
export const NoRoom: Story = {
  args: { initialRoom: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Isi Ruang Periksa untuk memanggil pasien.')).toBeVisible();
    const row = await rowOf(canvas, 'A-004');
    await expect(within(row).getByRole('button', { name: 'Panggil A-004' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ruang Periksa' }), 'Ruang 3');
    await expect(within(row).getByRole('button', { name: 'Panggil A-004' })).toBeEnabled();
    await userEvent.click(within(row).getByRole('button', { name: 'Panggil A-004' }));
    await expect(
      within(await rowOf(canvas, 'A-004')).getByText('Dipanggil ke Ruang 3'),
    ).toBeVisible();
  },
};
