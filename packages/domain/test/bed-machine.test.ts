import { describe, expect, it } from 'vitest';
import { bedMachine, bedWorkflow } from '../src/bed-machine';
import { canTransition, isTerminal, nextStatuses, transitionRefusalMessage } from '../src/machines';
import { allowedActions, refusalOf } from '../src/workflows';

describe('bed machine', () => {
  it('has the states of the bed list and no terminal state (a bed is reused forever)', () => {
    expect(bedMachine.states).toEqual(['FREE', 'OCCUPIED', 'BOOKED', 'CLEANING', 'RUSAK']);
    for (const s of bedMachine.states) expect(isTerminal('bedState', s)).toBe(false);
  });

  it('never empties an occupied bed without cleaning, nor puts it out of service', () => {
    expect(nextStatuses('bedState', 'OCCUPIED')).toEqual(['CLEANING']);
    expect(canTransition('bedState', 'OCCUPIED', 'FREE')).toBe(false);
    expect(canTransition('bedState', 'OCCUPIED', 'RUSAK')).toBe(false);
    expect(canTransition('bedState', 'CLEANING', 'OCCUPIED')).toBe(false);
    expect(canTransition('bedState', 'RUSAK', 'OCCUPIED')).toBe(false);
    expect(transitionRefusalMessage('bedState', 'OCCUPIED', 'FREE')).toBe(
      'Status tidak dapat diubah dari "Terisi" ke "Kosong".',
    );
  });

  it("lets an admission occupy a booked bed only when the booking is the registration's own", () => {
    expect(refusalOf(bedWorkflow, 'tempati', { status: 'BOOKED', ownBooking: true })).toBeNull();
    expect(refusalOf(bedWorkflow, 'tempati', { status: 'BOOKED', ownBooking: false })).toBe(
      'Tempat tidur ini sudah dipesan untuk pasien lain.',
    );
    expect(refusalOf(bedWorkflow, 'tempati', { status: 'CLEANING', ownBooking: false })).toBe(
      'Tempat tidur ini tidak kosong.',
    );
  });

  it('offers the ward desk the actions of each state', () => {
    const of = (status: (typeof bedMachine.states)[number]) =>
      allowedActions(bedWorkflow, { status, ownBooking: false });
    expect(of('FREE')).toEqual(['tempati', 'pesan']);
    expect(of('OCCUPIED')).toEqual(['pindah', 'pulangkan']);
    expect(of('CLEANING')).toEqual(['siap']);
    expect(of('BOOKED')).toEqual([]);
    expect(of('RUSAK')).toEqual([]);
  });
});
