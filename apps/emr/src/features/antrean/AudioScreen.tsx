/**
 * audio-antrean: the announcer page, kept open on a PC with speakers in a waiting hall. It joins
 * the rooms of the chosen units (remembered in this browser) and, for every call or recall,
 * plays a chime and speaks 'Nomor antrean, a, dua belas. Silakan ke loket dua.' in Indonesian,
 * strictly one announcement at a time. The queue and the latest announcements stay on screen.
 */
import { type QueueEvent, useQuery, useQueueRooms } from '@simrs/api-client';
import {
  Button,
  Card,
  CheckboxGroupField,
  Columns,
  EmptyState,
  Notice,
  PageHeader,
  Section,
  Stack,
  Text,
  ToneChip,
} from '@simrs/design-system';
import type { Tone } from '@simrs/domain';
import type { QueueTarget } from '@simrs/domain/queue';
import { antreanTujuanContract } from '@simrs/validators/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';
import {
  type Announcement,
  type AnnouncementOutcome,
  AnnouncementQueue,
  announcementOf,
  audibleUnits,
  type QueueSnapshot,
} from './announce';
import { type AnnouncerStatus, BrowserAnnouncer } from './browserAnnouncer';
import { LiveChip } from './parts';
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
  const { user } = useSession();
  const targets = useQuery(antreanTujuanContract, 'list', {});
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

  // Only the units this user may hear are offered; units that no longer exist (or that the user
  // may no longer hear) are forgotten once the list is known.
  const everyUnit = targets.data?.list;
  const known = useMemo(
    () => audibleUnits(everyUnit ?? [], (menu) => Boolean(user && canDo(user, menu, 'view'))),
    [everyUnit, user],
  );
  const hidden = (everyUnit?.length ?? 0) - known.length;
  const chosen = useMemo(
    () =>
      everyUnit !== undefined ? unitIds.filter((id) => known.some((t) => t.id === id)) : unitIds,
    [everyUnit, known, unitIds],
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
    <Stack gap={5}>
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

      <Columns columns={[2, 3]}>
        <Card title="Unit yang Diumumkan">
          <Stack gap={4}>
            {targets.error ? (
              <Text role="alert" tone="danger" size="sm">
                {targets.error.message}
              </Text>
            ) : null}
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
            <Text tone="muted" size="sm">
              {chosen.length === 0
                ? 'Belum ada unit dipilih: pilih unit yang dipanggil di ruang tunggu ini.'
                : `${chosen.length} unit diumumkan. Pilihan ini diingat di komputer ini.`}
              {status?.voiceName ? ` Suara: ${status.voiceName}.` : ''}
            </Text>
            {hidden > 0 ? (
              <Text tone="muted" size="sm" data-testid="units-hidden">
                Hanya unit yang antreannya dapat Anda lihat yang bisa diumumkan di sini ({hidden}{' '}
                unit lain tidak ditampilkan).
              </Text>
            ) : null}
          </Stack>
        </Card>

        <Stack gap={5}>
          <Card title="Sedang Diumumkan">
            <Stack gap={4}>
              {current ? (
                <Text size="xl" weight="semibold" data-testid="announcement-current">
                  {current.text}
                </Text>
              ) : (
                <Text tone="muted" size="sm">
                  Tidak ada pengumuman yang sedang diputar.
                </Text>
              )}
              <Section title={`Menunggu (${pending.length})`} level={3} gap={2}>
                {pending.length === 0 ? (
                  <Text tone="muted" size="sm">
                    Antrean pengumuman kosong.
                  </Text>
                ) : (
                  <Stack as="ol" gap={1} data-testid="announcement-queue">
                    {pending.map((a) => (
                      <li key={a.key}>
                        {a.text}{' '}
                        <Text as="small" tone="muted">
                          ({unitName(a.unitId)})
                        </Text>
                      </li>
                    ))}
                  </Stack>
                )}
              </Section>
            </Stack>
          </Card>
          <Card title="Pengumuman Terakhir">
            {history.length === 0 ? (
              <EmptyState
                size="sm"
                title="Belum ada panggilan"
                description="Panggilan dari loket unit yang dipilih akan tampil di sini."
              />
            ) : (
              <Stack
                as="ol"
                gap={3}
                data-testid="announcement-log"
                aria-label="Pengumuman terakhir"
              >
                {history.map((a) => (
                  <li key={`${a.key}:${a.endedAt}`}>
                    <Stack direction="horizontal" gap={4} justify="between">
                      <Stack direction="horizontal" gap={4} wrap>
                        <Text as="span" tone="muted" isNumeric>
                          <time>{wibTime(new Date(a.endedAt).toISOString())}</time>
                        </Text>
                        <Text as="span">{a.text}</Text>
                      </Stack>
                      <ToneChip tone={OUTCOME[a.outcome].tone} label={OUTCOME[a.outcome].label} />
                    </Stack>
                  </li>
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
      </Columns>
    </Stack>
  );
}
