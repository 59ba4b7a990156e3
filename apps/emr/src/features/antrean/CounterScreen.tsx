/**
 * A counter's queue screen (admisi-antrean, ranap-admisi-antrean, ugd-admisi-antrean,
 * informasi-admisi-antrean): pick the unit and the counter name (remembered in this browser),
 * call the next number or a chosen one, recall, mark present or absent, serve, finish, transfer,
 * and take a number for a walk-in patient. Live: the unit's room revalidates the list on every
 * change made at any counter or kiosk.
 */
import {
  type DoResult,
  isQueueLiveKey,
  useCommands,
  useQuery,
  useQueueRooms,
} from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  DataTable,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  PageHeader,
  SelectField,
  Stack,
  Stats,
  StatusChip,
  Text,
  TextField,
  ToastProvider,
  Toolbar,
  useDialog,
  useToast,
} from '@simrs/design-system';
import { callStatus } from '@simrs/domain';
import type { QueueTicket } from '@simrs/domain/queue';
import {
  antreanContract,
  antreanTujuanContract,
  antreanUnitContract,
} from '@simrs/validators/contracts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';
import { figure, LiveChip, TicketStatusChip } from './parts';
import {
  actionLabel,
  allowedActions,
  COUNTER_SCREENS,
  categoryLabel,
  cleanCounter,
  countTickets,
  currentTicketOf,
  isOpen,
  readCounterChoice,
  SOURCE_LABEL,
  type TicketAction,
  wibTime,
  writeCounterChoice,
} from './ticketState';

type Show = 'open' | 'all';
const SHOW_OPTIONS = [
  { code: 'open', label: 'Belum selesai' },
  { code: 'all', label: 'Semua nomor hari ini' },
];

/** The previous answer stays on screen while the next one loads (no flicker on every change). */
const LIVE = { keepPreviousData: true } as const;

const ACTION_VARIANT: Record<TicketAction, 'primary' | 'secondary' | 'danger' | 'ghost'> = {
  panggil: 'primary',
  'panggil-ulang': 'secondary',
  hadir: 'secondary',
  'tidak-hadir': 'danger',
  layani: 'primary',
  selesai: 'primary',
  transfer: 'secondary',
};

export default function CounterScreen(props: ScreenProps) {
  return (
    <ToastProvider>
      <Counter {...props} />
    </ToastProvider>
  );
}

function Counter({ route }: ScreenProps) {
  const category = COUNTER_SCREENS[route.key] ?? 'admisi';
  const { user } = useSession();
  const canEdit = Boolean(user && route.menuKey && canDo(user, route.menuKey, 'edit'));
  const toast = useToast();
  const dialog = useDialog();

  const [choice, setChoice] = useState(() => readCounterChoice(window.localStorage, category));
  const units = useQuery(antreanUnitContract, 'list', { category }, LIVE);
  const unitList = units.data?.list ?? [];
  const unit =
    unitList.find((u) => u.id === choice.unitId) ??
    (unitList.length === 1 ? unitList[0] : undefined);
  const unitId = unit?.id ?? null;
  const counter = choice.counter.trim();
  useEffect(() => {
    writeCounterChoice(window.localStorage, category, { unitId, counter: choice.counter.trim() });
  }, [category, unitId, choice.counter]);

  const tickets = useQuery(antreanContract, 'list', unitId === null ? null : { unitId }, LIVE);
  const live = useQueueRooms(unitId === null ? [] : [unitId]);
  const targets = useQuery(antreanTujuanContract, 'list', {});
  // A ticket action changes the unit's counts and the overviews too, and a refusal (409: another
  // counter took the number) reads the list again.
  const actions = useCommands(antreanContract, { revalidate: isQueueLiveKey });

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [walkInName, setWalkInName] = useState('');
  const [taken, setTaken] = useState<{ code: string; ahead: number; name: string | null } | null>(
    null,
  );
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [show, setShow] = useState<Show>('open');

  const list = tickets.data?.list ?? [];
  const counts = countTickets(list);
  const current = counter ? currentTicketOf(list, counter) : null;
  const selected = list.find((t) => t.id === selectedId && isOpen(t.status)) ?? null;
  const focus = selected ?? current;
  const shown = useMemo(
    () => (show === 'open' ? list.filter((t) => isOpen(t.status)) : list),
    [list, show],
  );
  const transferTargets = (targets.data?.list ?? [])
    .filter((t) => t.id !== unitId)
    .map((t) => ({ code: String(t.id), label: `${t.name} (${t.groupName})` }));

  /** The outcome of the latest action, one line in the counter's card (not a pile of toasts). */
  const [last, setLast] = useState<{ text: string; at: string } | null>(null);
  const say = (text: string) => setLast({ text, at: wibTime(new Date().toISOString()) });

  /** Shows the answer: the status line for success, a warning toast when the list had moved on. */
  const report = <T,>(result: DoResult<T>, success?: (data: T) => string) => {
    if (result.ok) {
      say(success?.(result.response.data) ?? result.message ?? 'Berhasil.');
      return true;
    }
    const { status, message } = result.error;
    if (status === 409 || status === 422) {
      // Another counter (or this one in another tab) got there first: the list is reloaded.
      toast.warning(message, 'Daftar antrean sudah dimuat ulang.');
    } else {
      dialog.showError(result.error);
    }
    return false;
  };

  const needCounter = () => {
    if (counter) return false;
    toast.warning('Isi Nama Loket dahulu.', 'Nama loket dipakai pada panggilan dan layar antrean.');
    return true;
  };

  const callNext = async () => {
    if (unitId === null || needCounter()) return;
    const result = await actions.run('panggil', { unitId, counter });
    if (result.ok && !result.response.data.ticket) {
      say(result.message ?? 'Tidak ada antrean yang menunggu.');
      return;
    }
    if (report(result) && result.ok && result.response.data.ticket) {
      setSelectedId(result.response.data.ticket.id);
    }
  };

  const act = async (ticket: QueueTicket, action: TicketAction) => {
    if (unitId === null) return;
    if (action === 'panggil') {
      if (needCounter()) return;
      const result = await actions.run('panggil', {
        unitId,
        counter,
        ticketId: ticket.id,
      });
      if (report(result)) setSelectedId(ticket.id);
      return;
    }
    if (action === 'transfer') {
      const to = transferTo ? Number(transferTo) : null;
      if (!to) {
        toast.warning('Pilih unit tujuan pemindahan dahulu.');
        return;
      }
      const result = await actions.run('transfer', { id: ticket.id, toUnitId: to });
      if (report(result)) {
        setSelectedId(null);
        setTransferTo(null);
      }
      return;
    }
    const result = await actions.run(action, {
      id: ticket.id,
      ...(action === 'panggil-ulang' && counter ? { counter } : {}),
    });
    if (report(result) && action === 'selesai') setSelectedId(null);
  };

  const takeNumber = async () => {
    if (unitId === null) return;
    const name = walkInName.trim();
    const result = await actions.run('ambil', {
      unitId,
      ...(name ? { patientName: name } : {}),
    });
    if (report(result, (d) => `Nomor ${d.ticket.code} dibuat.`) && result.ok) {
      const d = result.response.data;
      setTaken({ code: d.ticket.code, ahead: d.waitingAhead, name: d.ticket.patientName });
      setWalkInName('');
    }
  };

  const busy = actions.pending !== null;
  const columns: DataTableColumn<QueueTicket>[] = [
    { id: 'code', label: 'Nomor', isRowHeader: true },
    { id: 'patientName', label: 'Nama Pasien', value: (t) => t.patientName ?? '-' },
    { id: 'source', label: 'Asal', value: (t) => SOURCE_LABEL[t.source] ?? t.source },
    { id: 'status', label: 'Status', renderCell: (t) => <TicketStatusChip status={t.status} /> },
    {
      id: 'callStatus',
      label: 'Kehadiran',
      renderCell: (t) =>
        t.callStatus ? <StatusChip list={callStatus} code={t.callStatus} /> : <span>-</span>,
    },
    { id: 'counter', label: 'Loket', value: (t) => t.counter ?? '-' },
    { id: 'createdAt', label: 'Diambil', value: (t) => wibTime(t.createdAt).slice(0, 5) },
    {
      id: 'calledAt',
      label: 'Dipanggil',
      value: (t) => (t.calledAt ? `${wibTime(t.calledAt).slice(0, 5)} (${t.callCount}x)` : '-'),
    },
    {
      id: 'aksi',
      label: 'Aksi',
      renderCell: (t) =>
        !canEdit ? null : t.status === 'WAITING' ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => void act(t, 'panggil')}
            isDisabled={busy}
            aria-label={`Panggil ${t.code}`}
          >
            Panggil
          </Button>
        ) : isOpen(t.status) && t.id !== focus?.id ? (
          <Button
            size="sm"
            variant="ghost"
            onPress={() => setSelectedId(t.id)}
            aria-label={`Pilih ${t.code}`}
          >
            Pilih
          </Button>
        ) : null,
    },
  ];

  const focusActions = focus ? allowedActions(focus) : [];
  return (
    <Stack gap={5}>
      <PageHeader
        title={route.title}
        canAdd={false}
        actions={<LiveChip live={{ ...live, joined: live.joined && unitId !== null }} />}
      />

      <Stack as="section" aria-label="Loket saya" gap={3}>
        <Columns minColumnWidth={240} collapseBelow={0}>
          <SelectField
            label="Unit"
            options={unitList.map((u) => ({
              code: String(u.id),
              label: `${u.name} (${u.prefix})`,
            }))}
            value={unitId === null ? null : String(unitId)}
            onChange={(v) => {
              setChoice((c) => ({ ...c, unitId: v ? Number(v) : null }));
              setSelectedId(null);
            }}
            placeholder={units.isLoading ? 'Memuat unit…' : 'Pilih unit'}
          />
          <TextField
            label="Nama Loket"
            value={choice.counter}
            onChange={(v) => setChoice((c) => ({ ...c, counter: cleanCounter(v) }))}
            placeholder="mis. Loket 1"
            description="Disebut pada panggilan dan layar antrean; diingat di browser ini."
          />
        </Columns>
        {units.error ? (
          <Text role="alert" tone="danger" size="sm">
            {units.error.message}
          </Text>
        ) : null}
        {!units.isLoading && !units.error && unitList.length === 0 ? (
          <Text role="alert" tone="muted" size="sm">
            Tidak ada unit {categoryLabel(category)} yang aktif atau dapat Anda lihat.
          </Text>
        ) : null}
      </Stack>

      {unit ? (
        <>
          <Stats
            aria-label={`Ringkasan antrean ${unit.name}`}
            minTileWidth={150}
            items={[
              { label: 'Menunggu', value: figure(counts.waiting, 'count-waiting') },
              {
                label: 'Dipanggil, belum dilayani',
                value: figure(counts.called, 'count-called'),
              },
              { label: 'Sedang dilayani', value: figure(counts.serving, 'count-serving') },
              { label: 'Sudah dilayani', value: figure(counts.served, 'count-served') },
            ]}
          />

          <Columns columns={canEdit ? [3, 2] : 1}>
            <Card
              title={
                selected && selected.id !== current?.id ? 'Nomor Terpilih' : 'Nomor di Loket Ini'
              }
              actions={
                canEdit ? (
                  <Button
                    onPress={() => void callNext()}
                    isPending={actions.pending === 'panggil'}
                    isDisabled={busy || counts.waiting === 0}
                  >
                    Panggil Berikutnya
                  </Button>
                ) : null
              }
            >
              <Stack gap={4}>
                {focus ? (
                  <Focus ticket={focus} counter={counter}>
                    {canEdit ? (
                      <>
                        <Toolbar aria-label={`Aksi nomor ${focus.code}`}>
                          {focusActions
                            .filter((a) => a !== 'transfer' && a !== 'panggil')
                            .map((a) => (
                              <Button
                                key={a}
                                variant={ACTION_VARIANT[a]}
                                onPress={() => void act(focus, a)}
                                isPending={actions.pending === a}
                                isDisabled={busy}
                              >
                                {actionLabel(a)}
                              </Button>
                            ))}
                          {focusActions.includes('panggil') ? (
                            <Button onPress={() => void act(focus, 'panggil')} isDisabled={busy}>
                              Panggil
                            </Button>
                          ) : null}
                        </Toolbar>
                        {category === 'admisi' &&
                        (focus.status === 'CALLED' || focus.status === 'SERVING') &&
                        user &&
                        canDo(user, 'registrasi-pasien', 'add') ? (
                          // The admission counter's next step: find or create the patient and
                          // register the visit; the ticket then moves to the clinic's queue.
                          <Stack direction="horizontal" wrap gap={3}>
                            <LinkButton href={`/pasien-lama?ticketId=${focus.id}`}>
                              Daftarkan Pasien {focus.code}
                            </LinkButton>
                            <LinkButton href="/pasien?form=add" variant="secondary">
                              Pasien Baru
                            </LinkButton>
                          </Stack>
                        ) : null}
                        {focusActions.includes('transfer') ? (
                          <Stack direction="horizontal" wrap gap={4} align="end">
                            <SelectField
                              label="Pindahkan ke unit"
                              options={transferTargets}
                              value={transferTo}
                              onChange={setTransferTo}
                              placeholder="Pilih unit tujuan"
                            />
                            <Button
                              variant="secondary"
                              onPress={() => void act(focus, 'transfer')}
                              isPending={actions.pending === 'transfer'}
                              isDisabled={busy || !transferTo}
                            >
                              Pindahkan
                            </Button>
                          </Stack>
                        ) : null}
                      </>
                    ) : (
                      <Text tone="muted" size="sm">
                        Anda hanya dapat melihat antrean ini.
                      </Text>
                    )}
                  </Focus>
                ) : (
                  <EmptyState
                    size="sm"
                    title={
                      counter
                        ? `Belum ada nomor yang dipanggil ke ${counter}.`
                        : 'Isi Nama Loket untuk mulai memanggil.'
                    }
                    description={
                      counts.waiting > 0
                        ? `${counts.waiting} nomor menunggu. Tekan "Panggil Berikutnya".`
                        : 'Belum ada nomor yang menunggu.'
                    }
                  />
                )}
                <Text role="status" tone="muted" size="sm" data-testid="last-action">
                  {last ? (
                    <>
                      <Text as="span" isNumeric>
                        {last.at}
                      </Text>{' '}
                      {last.text}
                    </>
                  ) : null}
                </Text>
              </Stack>
            </Card>

            {canEdit ? (
              <Card title="Pasien Datang Langsung">
                <Stack
                  as="form"
                  gap={4}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void takeNumber();
                  }}
                >
                  <TextField
                    label="Nama Pasien (opsional)"
                    kind="name"
                    value={walkInName}
                    onChange={setWalkInName}
                    description="Nama tampil tersamar di layar publik."
                  />
                  <Stack direction="horizontal" wrap gap={3}>
                    <Button
                      type="submit"
                      variant="secondary"
                      isPending={actions.pending === 'ambil'}
                    >
                      Ambil Nomor
                    </Button>
                  </Stack>
                  {taken ? (
                    <Card tone="muted">
                      <Stack gap={1} data-testid="taken">
                        <Text as="span" tone="muted" size="sm">
                          Nomor baru
                        </Text>
                        <Text as="strong" size="2xl" weight="semibold" isNumeric>
                          {taken.code}
                        </Text>
                        <Text as="span" tone="muted" size="sm">
                          {taken.name ? `${taken.name} · ` : ''}
                          {taken.ahead > 0
                            ? `${taken.ahead} orang di depannya`
                            : 'tidak ada antrean di depannya'}
                        </Text>
                      </Stack>
                    </Card>
                  ) : null}
                </Stack>
              </Card>
            ) : null}
          </Columns>

          <Card
            title={`Antrean ${unit.name} Hari Ini`}
            actions={
              <SelectField
                label="Tampilkan"
                options={SHOW_OPTIONS}
                value={show}
                onChange={(v) => setShow(v === 'all' ? 'all' : 'open')}
              />
            }
          >
            <Stack gap={4}>
              {tickets.error ? (
                <Text role="alert" tone="danger" size="sm">
                  {tickets.error.message}
                </Text>
              ) : null}
              <DataTable<QueueTicket>
                aria-label={`Daftar antrean ${unit.name}`}
                title={route.title}
                columns={columns}
                rows={shown}
                isLoading={tickets.isLoading}
              />
            </Stack>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}

/** The number being worked on: its code large, its chips, who and where. */
function Focus({
  ticket,
  counter,
  children,
}: {
  ticket: QueueTicket;
  counter: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} data-testid="focus-ticket" data-code={ticket.code}>
      <Stack direction="horizontal" wrap gap={5}>
        <Text as="strong" size="2xl" weight="semibold" isNumeric>
          {ticket.code}
        </Text>
        <Stack direction="horizontal" wrap gap={3}>
          <TicketStatusChip status={ticket.status} />
          {ticket.callStatus ? <StatusChip list={callStatus} code={ticket.callStatus} /> : null}
        </Stack>
      </Stack>
      <Stack gap={1}>
        <Text as="strong" weight="semibold">
          {ticket.patientName ?? 'Tanpa nama'}
        </Text>
        <Text as="span" tone="muted">
          {ticket.counter ? `Dipanggil ke ${ticket.counter}` : 'Belum dipanggil'}
          {ticket.callCount > 1 ? ` · ${ticket.callCount} kali` : ''}
          {ticket.counter && counter && ticket.counter !== counter ? ' (loket lain)' : ''}
        </Text>
        <Text as="span" tone="muted">
          Diambil {wibTime(ticket.createdAt).slice(0, 5)} · {SOURCE_LABEL[ticket.source]}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
