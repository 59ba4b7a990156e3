/**
 * A counter's queue screen (admisi-antrean, ranap-admisi-antrean, ugd-admisi-antrean,
 * informasi-admisi-antrean): pick the unit and the counter name (remembered in this browser),
 * call the next number or a chosen one, recall, mark present or absent, serve, finish, transfer,
 * and take a number for a walk-in patient. Live: the unit's room revalidates the list on every
 * change made at any counter or kiosk.
 */
import {
  type DoResult,
  type QueueTicket,
  type TakeTicketData,
  type TicketData,
  type TransferData,
  useQueueActions,
  useQueueRooms,
  useQueueTargets,
  useQueueTickets,
  useQueueUnits,
} from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  PageHeader,
  SelectField,
  StatusChip,
  TextField,
  ToastProvider,
  useDialog,
  useToast,
} from '@simrs/design-system';
import { callStatus } from '@simrs/domain';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';
import { Buttons, FieldRow, LiveChip, Muted, Page, Stat, Stats, TicketStatusChip } from './parts';
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
  const units = useQueueUnits(category);
  const unit =
    units.units.find((u) => u.id === choice.unitId) ??
    (units.units.length === 1 ? units.units[0] : undefined);
  const unitId = unit?.id ?? null;
  const counter = choice.counter.trim();
  useEffect(() => {
    writeCounterChoice(window.localStorage, category, { unitId, counter: choice.counter.trim() });
  }, [category, unitId, choice.counter]);

  const tickets = useQueueTickets(unitId);
  const live = useQueueRooms(unitId === null ? [] : [unitId]);
  const targets = useQueueTargets();
  const actions = useQueueActions();

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [walkInName, setWalkInName] = useState('');
  const [taken, setTaken] = useState<{ code: string; ahead: number; name: string | null } | null>(
    null,
  );
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [show, setShow] = useState<Show>('open');

  const list = tickets.tickets;
  const counts = countTickets(list);
  const current = counter ? currentTicketOf(list, counter) : null;
  const selected = list.find((t) => t.id === selectedId && isOpen(t.status)) ?? null;
  const focus = selected ?? current;
  const shown = useMemo(
    () => (show === 'open' ? list.filter((t) => isOpen(t.status)) : list),
    [list, show],
  );
  const transferTargets = targets.targets
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
    const result = await actions.run<TicketData>('panggil', { unitId, counter });
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
      const result = await actions.run<TicketData>('panggil', {
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
      const result = await actions.run<TransferData>('transfer', { id: ticket.id, toUnitId: to });
      if (report(result)) {
        setSelectedId(null);
        setTransferTo(null);
      }
      return;
    }
    const payload: Record<string, unknown> = { id: ticket.id };
    if (action === 'panggil-ulang' && counter) payload.counter = counter;
    const result = await actions.run<TicketData>(action, payload);
    if (report(result) && action === 'selesai') setSelectedId(null);
  };

  const takeNumber = async () => {
    if (unitId === null) return;
    const name = walkInName.trim();
    const result = await actions.run<TakeTicketData>('ambil', {
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

  return (
    <Page>
      <PageHeader
        title={route.title}
        canAdd={false}
        actions={<LiveChip live={{ ...live, joined: live.joined && unitId !== null }} />}
      />

      <section aria-label="Loket saya">
        <FieldRow>
          <SelectField
            label="Unit"
            options={units.units.map((u) => ({
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
        </FieldRow>
        {units.error ? <Muted role="alert">{units.error.message}</Muted> : null}
        {!units.isLoading && !units.error && units.units.length === 0 ? (
          <Muted role="alert">
            Tidak ada unit {categoryLabel(category)} yang aktif atau dapat Anda lihat.
          </Muted>
        ) : null}
      </section>

      {unit ? (
        <>
          <Stats aria-label={`Ringkasan antrean ${unit.name}`}>
            <Stat label="Menunggu" value={counts.waiting} testId="count-waiting" />
            <Stat label="Dipanggil, belum dilayani" value={counts.called} testId="count-called" />
            <Stat label="Sedang dilayani" value={counts.serving} testId="count-serving" />
            <Stat label="Sudah dilayani" value={counts.served} testId="count-served" />
          </Stats>

          <Columns>
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
              <LastAction role="status" data-testid="last-action">
                {last ? (
                  <>
                    <time>{last.at}</time> {last.text}
                  </>
                ) : null}
              </LastAction>
              {focus ? (
                <Focus ticket={focus} counter={counter}>
                  {canEdit ? (
                    <>
                      <Buttons>
                        {allowedActions(focus)
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
                        {allowedActions(focus).includes('panggil') ? (
                          <Button onPress={() => void act(focus, 'panggil')} isDisabled={busy}>
                            Panggil
                          </Button>
                        ) : null}
                      </Buttons>
                      {allowedActions(focus).includes('transfer') ? (
                        <ActionRow>
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
                        </ActionRow>
                      ) : null}
                    </>
                  ) : (
                    <Muted>Anda hanya dapat melihat antrean ini.</Muted>
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
            </Card>

            {canEdit ? (
              <Card title="Pasien Datang Langsung">
                <FormStack
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
                  <Buttons>
                    <Button
                      type="submit"
                      variant="secondary"
                      isPending={actions.pending === 'ambil'}
                    >
                      Ambil Nomor
                    </Button>
                  </Buttons>
                  {taken ? (
                    <Taken data-testid="taken">
                      <span>Nomor baru</span>
                      <strong>{taken.code}</strong>
                      <span>
                        {taken.name ? `${taken.name} · ` : ''}
                        {taken.ahead > 0
                          ? `${taken.ahead} orang di depannya`
                          : 'tidak ada antrean di depannya'}
                      </span>
                    </Taken>
                  ) : null}
                </FormStack>
              </Card>
            ) : null}
          </Columns>

          <Card
            title={`Antrean ${unit.name} Hari Ini`}
            actions={
              <ShowField>
                <SelectField
                  label="Tampilkan"
                  options={SHOW_OPTIONS}
                  value={show}
                  onChange={(v) => setShow(v === 'all' ? 'all' : 'open')}
                />
              </ShowField>
            }
          >
            {tickets.error ? <Muted role="alert">{tickets.error.message}</Muted> : null}
            <DataTable<QueueTicket>
              aria-label={`Daftar antrean ${unit.name}`}
              title={route.title}
              columns={columns}
              rows={shown}
              isLoading={tickets.isLoading}
            />
          </Card>
        </>
      ) : null}
    </Page>
  );
}

function Focus({
  ticket,
  counter,
  children,
}: {
  ticket: QueueTicket;
  counter: string;
  children: React.ReactNode;
}) {
  return (
    <FocusBox data-testid="focus-ticket" data-code={ticket.code}>
      <div>
        <BigCode>{ticket.code}</BigCode>
        <Buttons>
          <TicketStatusChip status={ticket.status} />
          {ticket.callStatus ? <StatusChip list={callStatus} code={ticket.callStatus} /> : null}
        </Buttons>
      </div>
      <Facts>
        <span>
          <strong>{ticket.patientName ?? 'Tanpa nama'}</strong>
        </span>
        <span>
          {ticket.counter ? `Dipanggil ke ${ticket.counter}` : 'Belum dipanggil'}
          {ticket.callCount > 1 ? ` · ${ticket.callCount} kali` : ''}
          {ticket.counter && counter && ticket.counter !== counter ? ' (loket lain)' : ''}
        </span>
        <span>
          Diambil {wibTime(ticket.createdAt).slice(0, 5)} · {SOURCE_LABEL[ticket.source]}
        </span>
      </Facts>
      {children}
    </FocusBox>
  );
}

const Columns = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
  align-items: start;
  @media (max-width: 991.98px) {
    grid-template-columns: 1fr;
  }
`;

const FocusBox = styled.div`
  display: grid;
  gap: var(--ds-space-4);
  > div:first-child {
    display: flex;
    gap: var(--ds-space-5);
    align-items: center;
    flex-wrap: wrap;
  }
`;

const BigCode = styled.span`
  font-size: 2.75rem;
  line-height: 1;
  font-weight: var(--ds-font-weight-semibold);
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
`;

const Facts = styled.div`
  display: grid;
  gap: var(--ds-space-1);
  color: var(--ds-color-text-muted);
  strong {
    color: var(--ds-color-text);
  }
`;

const LastAction = styled.p`
  margin: 0 0 var(--ds-space-4);
  font-size: var(--ds-font-size-sm);
  color: var(--ds-color-text-muted);
  time {
    font-variant-numeric: tabular-nums;
    margin-right: var(--ds-space-2);
  }
  &:empty {
    display: none;
  }
`;

const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-4);
  align-items: end;
  > [data-field] {
    flex: 1 1 220px;
  }
`;

const Taken = styled.div`
  display: grid;
  gap: var(--ds-space-1);
  padding: var(--ds-space-4);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-sunken);
  span {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  strong {
    font-size: var(--ds-font-size-2xl);
    font-variant-numeric: tabular-nums;
  }
`;

const FormStack = styled.form`
  display: grid;
  gap: var(--ds-space-4);
`;

const ShowField = styled.div`
  min-width: 220px;
`;
