import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  allowedActions,
  COUNTER_SCREENS,
  categoryLabel,
  cleanCounter,
  countTickets,
  currentTicketOf,
  formatWait,
  isOpen,
  readCounterChoice,
  wibDay,
  wibTime,
  writeCounterChoice,
} from './ticketState';

describe('ticket actions by state', () => {
  it('offers what the domain workflow allows (the one the server enforces)', () => {
    expect(allowedActions({ status: 'WAITING', callStatus: null })).toEqual(['panggil']);
    expect(allowedActions({ status: 'CALLED', callStatus: 'B' })).toEqual([
      'panggil-ulang',
      'hadir',
      'tidak-hadir',
      'layani',
      'selesai',
      'transfer',
    ]);
    // Present already: no second 'Hadir', no 'Tidak Hadir'.
    expect(allowedActions({ status: 'CALLED', callStatus: 'Y' })).toEqual([
      'panggil-ulang',
      'layani',
      'selesai',
      'transfer',
    ]);
    expect(allowedActions({ status: 'SERVING', callStatus: 'Y' })).toEqual(['selesai', 'transfer']);
    expect(allowedActions({ status: 'SKIPPED', callStatus: 'N' })).toEqual(['panggil-ulang']);
    expect(allowedActions({ status: 'DONE', callStatus: 'Y' })).toEqual([]);
    expect(allowedActions({ status: 'TRANSFERRED', callStatus: 'Y' })).toEqual([]);
  });
});

describe('words and screens from the domain and the contract', () => {
  it('names the actions and categories, and maps the counter screens', () => {
    expect(actionLabel('panggil-ulang')).toBe('Panggil Ulang');
    expect(actionLabel('transfer')).toBe('Pindahkan');
    expect(categoryLabel('admisi-ugd')).toBe('Admisi UGD');
    expect(COUNTER_SCREENS).toEqual({
      'admisi-antrean': 'admisi',
      'ranap-admisi-antrean': 'ranap',
      'informasi-admisi-antrean': 'informasi',
      'ugd-admisi-antrean': 'admisi-ugd',
    });
    expect(isOpen('SKIPPED')).toBe(true);
    expect(isOpen('TRANSFERRED')).toBe(false);
  });
});

describe('counts and the current ticket', () => {
  const t = (status: string, counter: string | null = null, calledAt: string | null = null) =>
    ({ status, counter, calledAt }) as Parameters<typeof currentTicketOf>[0][number];

  it('counts waiting, called or absent, serving and served', () => {
    expect(
      countTickets([
        t('WAITING'),
        t('WAITING'),
        t('CALLED'),
        t('SKIPPED'),
        t('SERVING'),
        t('DONE'),
        t('TRANSFERRED'),
      ]),
    ).toEqual({ waiting: 2, called: 2, serving: 1, served: 2, total: 7 });
  });

  it("picks the counter's latest called or serving ticket", () => {
    const list = [
      t('CALLED', 'Loket 1', '2031-01-01T01:00:00Z'),
      t('SERVING', 'loket 1 ', '2031-01-01T02:00:00Z'),
      t('CALLED', 'Loket 2', '2031-01-01T03:00:00Z'),
      t('DONE', 'Loket 1', '2031-01-01T04:00:00Z'),
    ];
    expect(currentTicketOf(list, 'Loket 1')).toBe(list[1]);
    expect(currentTicketOf(list, 'Loket 3')).toBeNull();
  });
});

describe('formatting', () => {
  it('formats waiting times', () => {
    expect(formatWait(30)).toBe('< 1 mnt');
    expect(formatWait(12 * 60 + 5)).toBe('12 mnt');
    expect(formatWait(3600)).toBe('1 jam');
    expect(formatWait(3900)).toBe('1 jam 5 mnt');
  });

  it('uses WIB for the day and task times; an invalid time is empty', () => {
    expect(wibDay(new Date('2031-03-03T16:59:59Z'))).toBe('2031-03-03');
    expect(wibDay(new Date('2031-03-03T17:00:00Z'))).toBe('2031-03-04');
    expect(wibTime('2031-03-03T01:02:03.456Z')).toBe('08:02:03');
    expect(wibTime('bukan waktu')).toBe('');
    expect(wibTime(null)).toBe('');
  });

  it('cleans counter names like the server does', () => {
    expect(cleanCounter('  Loket   2 ')).toBe('Loket 2 ');
    expect(cleanCounter('Loket #2!')).toBe('Loket 2');
    expect(cleanCounter('x'.repeat(50))).toHaveLength(40);
  });
});

describe('remembered counter', () => {
  it('round-trips through storage per category and survives junk', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readCounterChoice(storage, 'admisi')).toEqual({ unitId: null, counter: '' });
    writeCounterChoice(storage, 'admisi', { unitId: 4, counter: 'Loket 2' });
    expect(readCounterChoice(storage, 'admisi')).toEqual({ unitId: 4, counter: 'Loket 2' });
    expect(readCounterChoice(storage, 'informasi').unitId).toBeNull();
    store.set('simrs:antrean:loket:ranap', '{rusak');
    expect(readCounterChoice(storage, 'ranap')).toEqual({ unitId: null, counter: '' });
  });
});
