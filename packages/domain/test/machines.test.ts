import { describe, expect, it } from 'vitest';
import {
  ALL,
  assertTransition,
  canTransition,
  isInitial,
  isState,
  isStatusListId,
  isTerminal,
  machines,
  nextStatuses,
  statusListIds,
  TransitionError,
  terminalStates,
  transitionRefusalMessage,
  vocabularyById,
} from '../src';

describe('every state machine', () => {
  for (const id of statusListIds) {
    const machine = machines[id];
    it(`${id}: states are exactly the list codes minus ALL, targets exist`, () => {
      const list = vocabularyById(id);
      if (!list) throw new Error(`no list ${id}`);
      const codes: string[] = list.entries.map((e) => String(e.code)).filter((c) => c !== ALL);
      expect([...machine.states]).toEqual(codes);
      const transitions: Record<string, readonly string[]> = machine.transitions;
      expect(Object.keys(transitions).sort()).toEqual([...codes].sort());
      for (const [from, targets] of Object.entries(transitions)) {
        expect(new Set(targets).size, `${id} ${from} duplicates`).toBe(targets.length);
        for (const to of targets) {
          expect(codes, `${id} ${from} -> ${to}`).toContain(to);
          expect(to, `${id} ${from} loops`).not.toBe(from);
        }
      }
      expect(machine.initial.length).toBeGreaterThan(0);
      for (const s of machine.initial) expect(codes).toContain(s);
    });

    it(`${id}: every state is reachable from an initial state and can reach an end`, () => {
      const transitions: Record<string, readonly string[]> = machine.transitions;
      const seen = new Set<string>(machine.initial);
      const queue = [...machine.initial] as string[];
      while (queue.length > 0) {
        const s = queue.shift() as string;
        for (const t of transitions[s] ?? []) {
          if (!seen.has(t)) {
            seen.add(t);
            queue.push(t);
          }
        }
      }
      expect([...seen].sort()).toEqual([...machine.states].sort());
      const terminals = terminalStates(id);
      // A machine without terminals (the active toggle) cycles; others must reach a terminal.
      if (terminals.length > 0) {
        for (const start of machine.states) {
          const reach = new Set<string>([start]);
          const q = [start as string];
          while (q.length > 0) {
            const s = q.shift() as string;
            for (const t of transitions[s] ?? []) {
              if (!reach.has(t)) {
                reach.add(t);
                q.push(t);
              }
            }
          }
          expect(
            terminals.some((t) => reach.has(t)),
            `${id}: ${start} cannot end`,
          ).toBe(true);
        }
      }
    });

    it(`${id}: ALL is never a state`, () => {
      expect(isState(id, ALL)).toBe(false);
      expect(isTerminal(id, ALL)).toBe(false);
      expect(nextStatuses(id, ALL)).toEqual([]);
      for (const s of machine.states) {
        expect(canTransition(id, s, ALL)).toBe(false);
        expect(canTransition(id, ALL, s)).toBe(false);
      }
    });
  }
});

describe('transition rules', () => {
  it('runs an outpatient visit as the front office does', () => {
    expect(nextStatuses('outpatientVisitStatus', 'QUEUE')).toEqual(['ACTION', 'ABSEN', 'VOID']);
    expect(canTransition('outpatientVisitStatus', 'ABSEN', 'QUEUE')).toBe(true);
    expect(canTransition('outpatientVisitStatus', 'ACTION', 'PASIEN_INAP')).toBe(true);
    expect(canTransition('outpatientVisitStatus', 'QUEUE', 'DONE')).toBe(false);
    expect(canTransition('outpatientVisitStatus', 'DONE', 'QUEUE')).toBe(false);
    expect(terminalStates('outpatientVisitStatus')).toEqual(['PASIEN_INAP', 'VOID', 'DONE']);
    expect(isTerminal('outpatientVisitStatus', 'DONE')).toBe(true);
    expect(isTerminal('outpatientVisitStatus', 'ABSEN')).toBe(false);
    expect(isInitial('outpatientVisitStatus', 'QUEUE')).toBe(true);
    expect(isInitial('outpatientVisitStatus', 'ACTION')).toBe(false);
  });

  it('runs a material request through MR, budget and PR approval', () => {
    const path = [
      'DRAFT',
      'WAITING-APPROVAL-MR',
      'WAITING-CREATE-PR',
      'ANGGARAN-APPROVAL',
      'ANGGARAN-NEED-REVISION',
      'ANGGARAN-APPROVAL',
      'PR-APPROVAL',
      'PR-FINISHED',
    ];
    for (let i = 1; i < path.length; i++) {
      expect(canTransition('materialRequestStatus', path[i - 1] ?? '', path[i] ?? '')).toBe(true);
    }
    expect(canTransition('materialRequestStatus', 'DRAFT', 'PR-FINISHED')).toBe(false);
    expect(terminalStates('materialRequestStatus')).toEqual([
      'MR-REJECTED',
      'ANGGARAN-REJECTED',
      'PR-REJECTED',
      'PR-FINISHED',
    ]);
  });

  it('keeps the purchase-request views consistent with the material request machine', () => {
    for (const id of ['purchaseRequestStatus', 'purchaseBudgetApprovalStatus'] as const) {
      for (const from of machines[id].states) {
        expect(nextStatuses(id, from), `${id} ${from}`).toEqual(
          nextStatuses('materialRequestStatus', from),
        );
      }
    }
  });

  it('orders inpatient terminal states by the list and lets verifiers send files back', () => {
    expect(terminalStates('inpatientStatus')).toEqual(['6', '99']);
    expect(canTransition('inpatientStatus', '5', '4')).toBe(true);
    expect(canTransition('inpatientStatus', '3', '99')).toBe(false);
  });

  it('toggles the active flag both ways with no terminal state', () => {
    expect(canTransition('activeStatus', 'Y', 'N')).toBe(true);
    expect(canTransition('activeStatus', 'N', 'Y')).toBe(true);
    expect(terminalStates('activeStatus')).toEqual([]);
  });

  it('rejects unknown lists and states', () => {
    expect(isStatusListId('outpatientVisitStatus')).toBe(true);
    expect(isStatusListId('sex')).toBe(false);
    expect(isStatusListId('toString')).toBe(false);
    expect(canTransition('pathologyExamStatus', 'toString', 'DONE')).toBe(false);
    expect(isTerminal('pathologyExamStatus', 'LOST')).toBe(false);
  });
});

describe('refusals', () => {
  it('explains a refused change in Indonesian with the status labels', () => {
    expect(transitionRefusalMessage('outpatientVisitStatus', 'DONE', 'QUEUE')).toBe(
      'Status tidak dapat diubah dari "Selesai" ke "Dalam Antrean".',
    );
    expect(transitionRefusalMessage('inpatientStatus', '6', 'LOST')).toBe(
      'Status tidak dapat diubah dari "Selesai" ke "LOST".',
    );
  });

  it('throws a TransitionError only for refused changes', () => {
    expect(() => assertTransition('surgeryStatus', '1', '2')).not.toThrow();
    try {
      assertTransition('surgeryStatus', '1', '6');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TransitionError);
      expect(error).toMatchObject({
        name: 'TransitionError',
        listId: 'surgeryStatus',
        from: '1',
        to: '6',
        message: 'Status tidak dapat diubah dari "Terdaftar" ke "Selesai".',
      });
    }
  });
});
