import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canTransition, isTerminal, machines } from '../src/machines';
import { type QueueTicketState, queueTicketWorkflow } from '../src/queue-workflow';
import {
  allowedActions,
  canAct,
  defineWorkflow,
  isWorkflowAction,
  openStatuses,
  refusalOf,
  targetOf,
} from '../src/workflows';

const states = machines.queueTicketStatus.states;
const callStatuses = ['Y', 'B', 'N', null] as const;

describe('queue ticket workflow', () => {
  it('offers the buttons a counter needs in each state', () => {
    const at = (status: QueueTicketState['status'], callStatus: QueueTicketState['callStatus']) =>
      allowedActions(queueTicketWorkflow, { status, callStatus });
    expect(at('WAITING', null)).toEqual(['panggil']);
    expect(at('CALLED', 'B')).toEqual([
      'panggil-ulang',
      'hadir',
      'tidak-hadir',
      'layani',
      'selesai',
      'transfer',
    ]);
    expect(at('CALLED', 'Y')).toEqual(['panggil-ulang', 'layani', 'selesai', 'transfer']);
    expect(at('SERVING', 'Y')).toEqual(['selesai', 'transfer']);
    expect(at('SKIPPED', 'N')).toEqual(['panggil-ulang']);
    expect(at('DONE', 'Y')).toEqual([]);
    expect(at('TRANSFERRED', 'Y')).toEqual([]);
  });

  it('refuses with the words a user reads', () => {
    expect(refusalOf(queueTicketWorkflow, 'hadir', { status: 'DONE', callStatus: 'Y' })).toBe(
      'Hanya nomor yang sedang dipanggil yang dapat ditandai hadir.',
    );
    expect(refusalOf(queueTicketWorkflow, 'hadir', { status: 'CALLED', callStatus: 'Y' })).toBe(
      'Pasien sudah ditandai hadir.',
    );
    expect(refusalOf(queueTicketWorkflow, 'layani', { status: 'CALLED', callStatus: 'B' })).toBe(
      null,
    );
  });

  it('never allows what the machine forbids (every state and call status)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.constantFrom(...callStatuses),
        fc.constantFrom(...queueTicketWorkflow.actionNames),
        (status, callStatus, action) => {
          if (canAct(queueTicketWorkflow, action, { status, callStatus })) {
            const to = targetOf(queueTicketWorkflow, action);
            expect(to === status || canTransition('queueTicketStatus', status, to)).toBe(true);
          }
        },
      ),
    );
  });

  it('knows only its own action names', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(isWorkflowAction(queueTicketWorkflow, name)).toBe(false);
      expect(refusalOf(queueTicketWorkflow, name, { status: 'CALLED', callStatus: 'B' })).toBe(
        'Tindakan ini tidak dikenal.',
      );
    }
    expect(isWorkflowAction(queueTicketWorkflow, 'panggil')).toBe(true);
  });

  it('calls open the statuses some action leaves', () => {
    expect(openStatuses(queueTicketWorkflow)).toEqual(['WAITING', 'CALLED', 'SERVING', 'SKIPPED']);
  });

  it('cancels a ticket from every open status (a voided visit), never from a closed one', () => {
    for (const status of states) {
      const open = openStatuses(queueTicketWorkflow).includes(status);
      expect(canTransition('queueTicketStatus', status, 'CANCELLED')).toBe(open);
    }
    expect(isTerminal('queueTicketStatus', 'CANCELLED')).toBe(true);
    // No counter button cancels: it is the registration's void, not a workflow action.
    expect(
      queueTicketWorkflow.actionNames.some((a) => targetOf(queueTicketWorkflow, a) === 'CANCELLED'),
    ).toBe(false);
  });

  it('refuses to define an action the machine forbids', () => {
    expect(() =>
      defineWorkflow<QueueTicketState>()(machines.queueTicketStatus, {
        reopen: { label: 'Buka', from: ['DONE'], to: 'WAITING', refusal: 'x' },
      }),
    ).toThrow(/DONE -> WAITING/);
  });
});
