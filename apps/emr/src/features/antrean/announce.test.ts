import { describe, expect, it } from 'vitest';
import {
  type Announcement,
  AnnouncementQueue,
  announcementOf,
  audibleUnits,
  counterWords,
  defaultSafetyTimeout,
  numberWords,
  type QueueSnapshot,
  spellLetters,
  type Timers,
} from './announce';
import { pickIndonesianVoice } from './browserAnnouncer';

describe('announcement words', () => {
  it('reads numbers as Indonesian words', () => {
    const cases: [number, string][] = [
      [0, 'nol'],
      [1, 'satu'],
      [10, 'sepuluh'],
      [11, 'sebelas'],
      [12, 'dua belas'],
      [19, 'sembilan belas'],
      [20, 'dua puluh'],
      [21, 'dua puluh satu'],
      [100, 'seratus'],
      [101, 'seratus satu'],
      [111, 'seratus sebelas'],
      [250, 'dua ratus lima puluh'],
      [999, 'sembilan ratus sembilan puluh sembilan'],
      [1000, 'seribu'],
      [1012, 'seribu dua belas'],
      [2000, 'dua ribu'],
      [21_500, 'dua puluh satu ribu lima ratus'],
      [1_000_000, 'satu juta'],
    ];
    for (const [n, words] of cases) expect(numberWords(n), String(n)).toBe(words);
  });

  it('spells prefixes with Indonesian letter names', () => {
    expect(spellLetters('A')).toBe('a');
    expect(spellLetters('PU')).toBe('pe, u');
    expect(spellLetters('XQ')).toBe('eks, ki');
  });

  it('speaks counter names: digits as numbers, bare numbers as a loket', () => {
    expect(counterWords('Loket 2')).toBe('loket dua');
    expect(counterWords('Ruang 12')).toBe('ruang dua belas');
    expect(counterWords('3')).toBe('loket tiga');
    expect(counterWords('Meja B')).toBe('meja be');
    expect(counterWords('Loket2')).toBe('loket dua');
  });

  it('words a call and a recall', () => {
    expect(announcementOf({ code: 'A012', counter: 'Loket 2' })).toEqual({
      text: 'Nomor antrean A012, silakan ke Loket 2',
      speech: 'Nomor antrean, a, dua belas. Silakan ke loket dua.',
    });
    expect(announcementOf({ code: 'PU003', counter: 'Ruang 1', action: 'panggil-ulang' })).toEqual({
      text: 'Panggilan ulang: nomor antrean PU003, silakan ke Ruang 1',
      speech: 'Panggilan ulang. Nomor antrean, pe, u, tiga. Silakan ke ruang satu.',
    });
    expect(announcementOf({ code: 'A100', counter: '4' }).text).toBe(
      'Nomor antrean A100, silakan ke Loket 4',
    );
    expect(announcementOf({ code: 'A001', counter: null }).speech).toBe('Nomor antrean, a, satu.');
  });
});

/** Timers driven by hand: `advance(ms)` fires what is due. */
function manualTimers(): Timers & { advance(ms: number): void } {
  let now = 0;
  let seq = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      seq += 1;
      due.set(seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout(h) {
      due.delete(h as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, t] of [...due.entries()].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now) {
          due.delete(id);
          t.fn();
        }
      }
    },
  };
}

function call(code: string, n = 1): Announcement {
  return {
    key: `${code}:${n}`,
    unitId: 1,
    code,
    counter: 'Loket 1',
    at: 0,
    ...announcementOf({ code, counter: 'Loket 1' }),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('announcement queue', () => {
  it('plays strictly one at a time, the next after the current ends', async () => {
    const started: string[] = [];
    const endings: (() => void)[] = [];
    const q = new AnnouncementQueue({
      play: (a) =>
        new Promise<void>((resolve) => {
          started.push(a.code);
          endings.push(resolve);
        }),
      timers: manualTimers(),
    });
    q.enqueue(call('A001'));
    q.enqueue(call('A002'));
    q.enqueue(call('A003'));
    expect(started).toEqual(['A001']);
    expect(q.snapshot().current?.code).toBe('A001');
    expect(q.snapshot().pending.map((a) => a.code)).toEqual(['A002', 'A003']);
    endings[0]?.();
    await flush();
    expect(started).toEqual(['A001', 'A002']);
    endings[1]?.();
    await flush();
    endings[2]?.();
    await flush();
    const s = q.snapshot();
    expect(s.current).toBeNull();
    expect(s.history.map((h) => `${h.code}:${h.outcome}`)).toEqual([
      'A003:played',
      'A002:played',
      'A001:played',
    ]);
  });

  it('moves on after the safety timeout when the speech never ends, and stops it', async () => {
    const timers = manualTimers();
    const started: string[] = [];
    let stops = 0;
    const q = new AnnouncementQueue({
      play: (a) => {
        started.push(a.code);
        return new Promise<void>(() => undefined);
      },
      stop: () => {
        stops += 1;
      },
      safetyTimeoutMs: () => 5000,
      timers,
    });
    q.enqueue(call('A001'));
    q.enqueue(call('A002'));
    timers.advance(4999);
    expect(started).toEqual(['A001']);
    timers.advance(1);
    expect(started).toEqual(['A001', 'A002']);
    expect(stops).toBe(1);
    expect(q.snapshot().history[0]).toMatchObject({ code: 'A001', outcome: 'timeout' });
  });

  it('logs a failed playback as an error and goes on', async () => {
    const q = new AnnouncementQueue({
      play: (a) => (a.code === 'A001' ? Promise.reject(new Error('x')) : Promise.resolve()),
      timers: manualTimers(),
    });
    q.enqueue(call('A001'));
    q.enqueue(call('A002'));
    await flush();
    await flush();
    expect(q.snapshot().history.map((h) => `${h.code}:${h.outcome}`)).toEqual([
      'A002:played',
      'A001:error',
    ]);
  });

  it('ignores the same call twice but announces a recall', () => {
    const q = new AnnouncementQueue({
      play: () => new Promise<void>(() => undefined),
      timers: manualTimers(),
    });
    expect(q.enqueue(call('A001', 1))).toBe(true);
    expect(q.enqueue(call('A001', 1))).toBe(false);
    expect(q.enqueue(call('A001', 2))).toBe(true);
    expect(q.snapshot().pending).toHaveLength(1);
  });

  it('logs calls as muted without playing them, and mutes what waits', () => {
    const started: string[] = [];
    const q = new AnnouncementQueue({
      play: (a) => {
        started.push(a.code);
        return new Promise<void>(() => undefined);
      },
      timers: manualTimers(),
    });
    q.enqueue(call('A001'));
    q.enqueue(call('A002'));
    q.setMuted(true);
    q.enqueue(call('A003'));
    expect(started).toEqual(['A001']);
    const s = q.snapshot();
    expect(s.muted).toBe(true);
    expect(s.pending).toHaveLength(0);
    expect(s.history.map((h) => `${h.code}:${h.outcome}`)).toEqual(['A003:muted', 'A002:muted']);
  });

  it('drops the oldest waiting calls beyond the limit and reports every change', () => {
    const snapshots: QueueSnapshot[] = [];
    const q = new AnnouncementQueue({
      play: () => new Promise<void>(() => undefined),
      timers: manualTimers(),
      maxPending: 2,
      onChange: (s) => snapshots.push(s),
    });
    for (const code of ['A001', 'A002', 'A003', 'A004']) q.enqueue(call(code));
    expect(q.snapshot().pending.map((a) => a.code)).toEqual(['A003', 'A004']);
    expect(q.snapshot().history[0]).toMatchObject({ code: 'A002', outcome: 'dropped' });
    expect(snapshots.length).toBeGreaterThan(4);
    q.clearPending();
    expect(q.snapshot().pending).toHaveLength(0);
  });

  it('gives longer speech a longer safety timeout, capped at 30 s', () => {
    expect(defaultSafetyTimeout({ speech: 'x'.repeat(10) })).toBe(4800);
    expect(defaultSafetyTimeout({ speech: 'x'.repeat(1000) })).toBe(30_000);
  });
});

describe('voice choice', () => {
  it('prefers a local Indonesian voice, accepts the old in-ID tag, and reports none', () => {
    const v = (name: string, lang: string, localService: boolean) => ({ name, lang, localService });
    expect(
      pickIndonesianVoice([
        v('English', 'en-US', true),
        v('Google Bahasa Indonesia', 'id-ID', false),
        v('Damayanti', 'id-ID', true),
      ]),
    ).toBe(2);
    expect(pickIndonesianVoice([v('Android', 'in_ID', false)])).toBe(0);
    expect(pickIndonesianVoice([v('English', 'en-US', true), v('Hindi', 'hi-IN', true)])).toBe(-1);
  });
});

describe('units the announcer may hear', () => {
  const units = [
    { id: 1, name: 'Admisi Rawat Jalan', category: 'admisi' as const },
    { id: 2, name: 'Loket Kasir', category: 'loket' as const },
    { id: 3, name: 'Poli Umum', category: 'poli' as const },
    { id: 4, name: 'Poli Anak', category: 'poli' as const },
  ];

  it("offers only the units whose category's menu the user may view (the room rule)", () => {
    const clinicNurse = (menu: string) => menu === 'dokter';
    expect(audibleUnits(units, clinicNurse).map((u) => u.name)).toEqual(['Poli Umum', 'Poli Anak']);
    const frontOffice = (menu: string) => menu === 'admisi-antrean';
    expect(audibleUnits(units, frontOffice).map((u) => u.id)).toEqual([1]);
    expect(audibleUnits(units, () => false)).toEqual([]);
    expect(audibleUnits(units, () => true)).toHaveLength(4);
  });
});
