import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isRegistrationVoid,
  isState,
  machines,
  REGISTRATION_KINDS,
  REGISTRATION_VOID_STATUSES,
  registrationInitialStatus,
  registrationKind,
  registrationStatuses,
  registrationStatusList,
  registrationVoidStatus,
  transitionRefusalMessage,
} from '../src';

describe('registration kinds', () => {
  it('are the codes of the registrationKind list, each with a machine', () => {
    expect(REGISTRATION_KINDS).toEqual(registrationKind.entries.map((e) => e.code));
    for (const kind of REGISTRATION_KINDS) {
      expect(machines[registrationStatusList[kind]]).toBeDefined();
      expect(registrationStatuses(kind)).toEqual(machines[registrationStatusList[kind]].states);
    }
  });

  it('start in the first state of their list and are voided by a terminal state of it', () => {
    expect(REGISTRATION_KINDS.map(registrationInitialStatus)).toEqual(['QUEUE', '1', '2']);
    for (const kind of REGISTRATION_KINDS) {
      const list = registrationStatusList[kind];
      const voided = registrationVoidStatus[kind];
      expect(isState(list, voided)).toBe(true);
      expect(machines[list].transitions[voided as never]).toEqual([]);
      // Voidable from the first state, never once the visit is over.
      expect(canTransition(list, registrationInitialStatus(kind), voided)).toBe(true);
      expect(isRegistrationVoid(kind, voided)).toBe(true);
      expect(isRegistrationVoid(kind, registrationInitialStatus(kind))).toBe(false);
    }
    expect(canTransition('outpatientVisitStatus', 'DONE', 'VOID')).toBe(false);
    expect(canTransition('emergencyVisitStatus', '3', '99')).toBe(false);
    expect(canTransition('inpatientStatus', '3', '99')).toBe(false);
    expect([...REGISTRATION_VOID_STATUSES].sort()).toEqual(['99', 'VOID']);
  });

  it('lets a UGD visit leave for an admission and refuses going back, with the words of the list', () => {
    expect(canTransition('emergencyVisitStatus', '2', '3')).toBe(true);
    expect(canTransition('emergencyVisitStatus', '3', '2')).toBe(false);
    expect(transitionRefusalMessage('emergencyVisitStatus', 'selesai', '1')).toBe(
      'Status tidak dapat diubah dari "Selesai" ke "Triase".',
    );
  });
});
