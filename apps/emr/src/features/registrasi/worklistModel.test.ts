import { describe, expect, it } from 'vitest';
import {
  mayAskAdmission,
  mayPlanControl,
  readWorkplace,
  statusCounts,
  worklistActions,
  writeWorkplace,
} from './worklistModel';

describe('clinic worklist', () => {
  it('offers the actions the visit and its ticket allow', () => {
    expect(worklistActions({ status: 'QUEUE', queueTicketStatus: 'WAITING' })).toEqual(['panggil']);
    expect(worklistActions({ status: 'QUEUE', queueTicketStatus: 'CALLED' })).toEqual([
      'panggil-ulang',
      'layani',
      'tidak-hadir',
    ]);
    expect(worklistActions({ status: 'ABSEN', queueTicketStatus: 'SKIPPED' })).toEqual(['panggil']);
    expect(worklistActions({ status: 'ACTION', queueTicketStatus: 'SERVING' })).toEqual([
      'selesai',
    ]);
    expect(worklistActions({ status: 'DONE', queueTicketStatus: 'DONE' })).toEqual([]);
    expect(worklistActions({ status: 'VOID', queueTicketStatus: 'WAITING' })).toEqual([]);
    // Without a clinic ticket: served and finished, never called.
    expect(worklistActions({ status: 'QUEUE', queueTicketStatus: null })).toEqual([
      'layani',
      'tidak-hadir',
    ]);
    expect(worklistActions({ status: 'ACTION', queueTicketStatus: null })).toEqual(['selesai']);
  });

  it('counts visits by status', () => {
    expect(statusCounts([{ status: 'QUEUE' }, { status: 'DONE' }, { status: 'QUEUE' }])).toEqual({
      QUEUE: 2,
      DONE: 1,
    });
  });

  it('remembers the clinic and the room, ignoring what it cannot read', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readWorkplace(storage)).toEqual({ poliId: '', room: '' });
    writeWorkplace(storage, { poliId: '3', room: 'Ruang 2' });
    expect(readWorkplace(storage)).toEqual({ poliId: '3', room: 'Ruang 2' });
    store.set('simrs.poli.worklist', '{not json');
    expect(readWorkplace(storage)).toEqual({ poliId: '', room: '' });
    store.set('simrs.poli.worklist', JSON.stringify({ poliId: 'x', room: 5 }));
    expect(readWorkplace(storage)).toEqual({ poliId: '', room: '' });
  });
});

describe('admission request and control from the worklist', () => {
  it('asks for admission once, from a visit in treatment', () => {
    expect(mayAskAdmission({ status: 'ACTION' }, false)).toBe(true);
    expect(mayAskAdmission({ status: 'ACTION' }, true)).toBe(false);
    expect(mayAskAdmission({ status: 'QUEUE' }, false)).toBe(false);
    expect(mayAskAdmission({ status: 'DONE' }, false)).toBe(false);
  });
  it('plans a control from a served visit', () => {
    expect(mayPlanControl({ status: 'ACTION' })).toBe(true);
    expect(mayPlanControl({ status: 'DONE' })).toBe(true);
    expect(mayPlanControl({ status: 'QUEUE' })).toBe(false);
    expect(mayPlanControl({ status: 'VOID' })).toBe(false);
  });
});
