/**
 * audio-antrean: the announcer page, kept open on a PC with speakers in a waiting hall. It joins
 * the rooms of the chosen units (remembered in this browser) and, for every call or recall,
 * plays a chime and speaks 'Nomor antrean, a, dua belas. Silakan ke loket dua.' in Indonesian,
 * strictly one announcement at a time. The queue and the latest announcements stay on screen.
 */
import {
  type QueueEvent,
  type QueueTarget,
  useQueueRooms,
  useQueueTargets,
} from '@simrs/api-client';
import {
  Button,
  Card,
  CheckboxGroupField,
  EmptyState,
  Notice,
  PageHeader,
  ToneChip,
} from '@simrs/design-system';
import type { Tone } from '@simrs/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ScreenProps } from '../types';
import {
  type Announcement,
  type AnnouncementOutcome,
  AnnouncementQueue,
  announcementOf,
  type QueueSnapshot,
} from './announce';
import { type AnnouncerStatus, BrowserAnnouncer } from './browserAnnouncer';
import { LiveChip, Muted, Page } from './parts';
import { wibTime } from './ticketState';

const UNITS_KEY = 'simrs:audio-antrean:units';
const MUTED_KEY = 'simrs:audio-antrean:muted';

function readUnits(): number[] {
  try {
    const v = JSON.parse(window.localStorage.getItem(UNITS_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x) && x > 0) : [];
  } catch {
    return [];
  }
}

function store(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // not remembered in private mode; the page still works
  }
}

const OUTCOME: Record<AnnouncementOutcome, { label: string; tone: Tone }> = {
  played: { label: 'Diumumkan', tone: 'success' },
  timeout: { label: 'Waktu habis', tone: 'warning' },
  error: { label: 'Gagal diputar', tone: 'danger' },
  muted: { label: 'Dibisukan', tone: 'muted' },
  dropped: { label: 'Dilewati', tone: 'muted' },
};

const EMPTY: QueueSnapshot = { current: null, pending: [], history: [], muted: false };

function groupsOf(targets: readonly QueueTarget[]) {
  const groups = new Map<string, QueueTarget[]>();
  for (const t of targets) groups.set(t.groupName, [...(groups.get(t.groupName) ?? []), t]);
  return [...groups.entries()];
}

export default function AudioScreen({ route }: ScreenProps) {
  const targets = useQueueTargets();
  const [unitIds, setUnitIds] = useState<number[]>(readUnits);
  const [snapshot, setSnapshot] = useState<QueueSnapshot>(EMPTY);
  const [status, setStatus] = useState<AnnouncerStatus | null>(null);
  const announcer = useRef<BrowserAnnouncer | null>(null);
  const queue = useRef<AnnouncementQueue | null>(null);

  useEffect(() => {
    const a = new BrowserAnnouncer();
    announcer.current = a;
    setStatus(a.getStatus());
    const off = a.subscribe(setStatus);
    const q = new AnnouncementQueue({
      play: (x) => a.play(x),
      stop: () => a.stop(),
      muted: window.localStorage.getItem(MUTED_KEY) === 'true',
      onChange: setSnapshot,
    });
    queue.current = q;
    setSnapshot(q.snapshot());
    return () => {
      off();
      a.dispose();
      announcer.current = null;
      queue.current = null;
    };
  }, []);

  // Units that no longer exist are forgotten once the list is known.
  const known = targets.targets;
  const chosen = useMemo(
    () => (known.length > 0 ? unitIds.filter((id) => known.some((t) => t.id === id)) : unitIds),
    [known, unitIds],
  );
  const unitName = useCallback(
    (id: number) => known.find((t) => t.id === id)?.name ?? `Unit ${id}`,
    [known],
  );

  const onCalled = useCallback((e: QueueEvent) => {
    const t = e.ticket;
    const words = announcementOf({ code: t.code, counter: t.counter, action: e.action });
    queue.current?.enqueue({
      key: `${t.id}:${t.callCount}`,
      unitId: e.unitId,
      code: t.code,
      counter: t.counter,
      at: e.at,
      ...words,
    });
  }, []);
  const live = useQueueRooms(chosen, { onCalled });

  const choose = (ids: number[]) => {
    setUnitIds(ids);
    store(UNITS_KEY, ids);
  };
  const setMuted = (muted: boolean) => {
    queue.current?.setMuted(muted);
    if (muted) announcer.current?.stop();
    store(MUTED_KEY, muted);
  };
  const enable = async () => {
    await announcer.current?.unlock();
  };
  const test = async () => {
    await announcer.current?.unlock();
    const words = announcementOf({ code: 'A001', counter: 'Loket 1' });
    const a: Announcement = {
      key: `tes:${Date.now()}`,
      unitId: 0,
      code: 'A001',
      counter: 'Loket 1',
      at: Date.now(),
      text: `Tes suara: ${words.text}`,
      speech: `Tes suara. ${words.speech}`,
    };
    queue.current?.enqueue(a);
  };

  const { current, pending, history, muted } = snapshot;

  return (
    <Page>
      <PageHeader
        title={route.title}
        canAdd={false}
        actions={
          <>
            <LiveChip live={live} />
            <Button variant="secondary" onPress={() => void test()} isDisabled={muted}>
              Tes Suara
            </Button>
            <Button variant={muted ? 'primary' : 'secondary'} onPress={() => setMuted(!muted)}>
              {muted ? 'Nyalakan Suara' : 'Bisukan'}
            </Button>
          </>
        }
      />

      {status && !status.speech ? (
        <Notice tone="danger" title="Browser ini tidak dapat membacakan pengumuman">
          Fitur suara (speech synthesis) tidak tersedia: hanya bunyi bel yang terdengar. Gunakan
          Chrome, Edge atau Firefox terbaru di komputer ini.
        </Notice>
      ) : null}
      {status?.blocked ? (
        <Notice
          tone="warning"
          title="Browser menahan suara sampai halaman ini diklik"
          action={<Button onPress={() => void enable()}>Aktifkan Suara</Button>}
        >
          Kebijakan autoplay browser: klik Aktifkan Suara sekali setiap kali halaman ini dibuka.
          Panggilan tetap tercatat di bawah.
        </Notice>
      ) : null}
      {status?.speech && !status.indonesianVoice ? (
        <Notice tone="info" role="note" title="Tidak ada suara Bahasa Indonesia di komputer ini">
          Pengumuman memakai suara bawaan browser; lafal bisa kurang tepat. Pasang paket suara
          Bahasa Indonesia di pengaturan sistem operasi.
        </Notice>
      ) : null}
      {muted ? (
        <Notice tone="info" title="Suara dibisukan">
          Panggilan tetap tercatat tetapi tidak dibacakan. Tekan Nyalakan Suara untuk mengumumkannya
          lagi.
        </Notice>
      ) : null}

      <Columns>
        <Card title="Unit yang Diumumkan">
          {targets.error ? <Muted role="alert">{targets.error.message}</Muted> : null}
          <Groups>
            {groupsOf(known).map(([group, units]) => (
              <CheckboxGroupField
                key={group}
                label={group}
                options={units.map((u) => ({ code: String(u.id), label: u.name }))}
                value={chosen.filter((id) => units.some((u) => u.id === id)).map(String)}
                onChange={(v) => {
                  const others = chosen.filter((id) => !units.some((u) => u.id === id));
                  choose([...others, ...v.map(Number)]);
                }}
              />
            ))}
          </Groups>
          <Muted>
            {chosen.length === 0
              ? 'Belum ada unit dipilih: pilih unit yang dipanggil di ruang tunggu ini.'
              : `${chosen.length} unit diumumkan. Pilihan ini diingat di komputer ini.`}
            {status?.voiceName ? ` Suara: ${status.voiceName}.` : ''}
          </Muted>
        </Card>

        <Side>
          <Card title="Sedang Diumumkan">
            {current ? (
              <NowPlaying data-testid="announcement-current">{current.text}</NowPlaying>
            ) : (
              <Muted>Tidak ada pengumuman yang sedang diputar.</Muted>
            )}
            <h3>Menunggu ({pending.length})</h3>
            {pending.length === 0 ? (
              <Muted>Antrean pengumuman kosong.</Muted>
            ) : (
              <Pending data-testid="announcement-queue">
                {pending.map((a) => (
                  <li key={a.key}>
                    {a.text} <small>({unitName(a.unitId)})</small>
                  </li>
                ))}
              </Pending>
            )}
          </Card>
          <Card title="Pengumuman Terakhir">
            {history.length === 0 ? (
              <EmptyState
                size="sm"
                title="Belum ada panggilan"
                description="Panggilan dari loket unit yang dipilih akan tampil di sini."
              />
            ) : (
              <Log data-testid="announcement-log" aria-label="Pengumuman terakhir">
                {history.map((a) => (
                  <li key={`${a.key}:${a.endedAt}`}>
                    <time>{wibTime(new Date(a.endedAt).toISOString())}</time>
                    <span>{a.text}</span>
                    <ToneChip tone={OUTCOME[a.outcome].tone} label={OUTCOME[a.outcome].label} />
                  </li>
                ))}
              </Log>
            )}
          </Card>
        </Side>
      </Columns>
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  align-items: start;
  @media (max-width: 991.98px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  h3 {
    margin: var(--ds-space-4) 0 var(--ds-space-2);
    font-size: var(--ds-font-size-sm);
    font-weight: var(--ds-font-weight-semibold);
  }
`;

const Pending = styled.ol`
  margin: 0;
  padding-left: var(--ds-space-5);
  display: grid;
  gap: var(--ds-space-1);
`;

const Groups = styled.div`
  display: grid;
  gap: var(--ds-space-4);
  margin-bottom: var(--ds-space-4);
`;

const NowPlaying = styled.p`
  margin: 0;
  font-size: var(--ds-font-size-xl);
  font-weight: var(--ds-font-weight-semibold);
`;

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: max-content 1fr max-content;
    gap: var(--ds-space-4);
    align-items: center;
    padding: var(--ds-space-3) 0;
    border-bottom: 1px solid var(--ds-color-border);
  }
  li:last-child {
    border-bottom: none;
  }
  time {
    color: var(--ds-color-text-muted);
    font-variant-numeric: tabular-nums;
  }
`;
