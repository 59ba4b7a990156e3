import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  type BoardData,
  bookingCodeFromScan,
  type PublicTicket,
  summarize,
} from '../src/lib/queue';

const ticket = (over: Partial<PublicTicket>): PublicTicket => ({
  id: 1,
  unitId: 1,
  day: '2031-01-01',
  number: 1,
  code: 'A001',
  status: 'WAITING',
  callStatus: null,
  counter: null,
  callCount: 0,
  calledAt: null,
  patientName: null,
  ...over,
});

const board = (): BoardData => ({
  day: '2031-01-01',
  serverTime: '2031-01-01T01:00:00Z',
  units: [{ id: 1, code: 'ADM-1', name: 'Admisi', category: 'admisi', prefix: 'A' }],
  tickets: [ticket({}), ticket({ id: 2, number: 2, code: 'A002' })],
  recentCalls: [],
});

describe('board updates from socket events', () => {
  it('moves a called ticket to the top of the calls and shows it as the unit current number', () => {
    const called = ticket({
      status: 'CALLED',
      callStatus: 'B',
      counter: 'Loket 1',
      calledAt: '2031-01-01T01:01:00Z',
      callCount: 1,
    });
    const next = applyEvent(board(), { unitId: 1, action: 'panggil', ticket: called, at: 0 });
    expect(next.recentCalls[0]?.code).toBe('A001');
    const [s] = summarize(next);
    expect(s?.current?.code).toBe('A001');
    expect(s?.waiting).toBe(1);
    expect(s?.next.map((t) => t.code)).toEqual(['A002']);
  });

  it('drops finished tickets and ignores other units and other days', () => {
    const b = board();
    const done = applyEvent(b, {
      unitId: 1,
      action: 'selesai',
      ticket: ticket({ status: 'DONE' }),
      at: 0,
    });
    expect(done.tickets.map((t) => t.code)).toEqual(['A002']);
    const other = applyEvent(b, {
      unitId: 9,
      action: 'ambil',
      ticket: ticket({ unitId: 9 }),
      at: 0,
    });
    expect(other).toBe(b);
    const yesterday = applyEvent(b, {
      unitId: 1,
      action: 'ambil',
      ticket: ticket({ id: 5, day: '2030-12-31' }),
      at: 0,
    });
    expect(yesterday).toBe(b);
  });
});

describe('booking codes from QR texts', () => {
  it('reads a bare code, a URL parameter and a letter line; refuses anything else', () => {
    expect(bookingCodeFromScan(' rsab23cdef ')).toBe('RSAB23CDEF');
    expect(bookingCodeFromScan('https://rs.example/checkin?kodebooking=RSAB23CDEF')).toBe(
      'RSAB23CDEF',
    );
    expect(bookingCodeFromScan('Surat Kontrol\nKode: RSAB23CDEF')).toBe('RSAB23CDEF');
    expect(bookingCodeFromScan('hello world!')).toBeNull();
  });
});
