/**
 * The registration (episode): which status list each kind of registration moves along, its first
 * state and its void state. The server enforces the machines of these lists; the EMR draws the
 * next statuses from `nextStatuses(registrationStatusList[kind], status)`.
 */
import type { RegistrationKind } from './lists/patient';
import { machines, type StatusListId } from './machines';

export type { RegistrationKind } from './lists/patient';

/** The kinds of a registration, in the list's order. */
export const REGISTRATION_KINDS = ['RAJAL', 'UGD', 'RANAP'] as const satisfies readonly [
  RegistrationKind,
  ...RegistrationKind[],
];

/** The status list (and machine) of each kind. */
export const registrationStatusList = {
  RAJAL: 'outpatientVisitStatus',
  UGD: 'emergencyVisitStatus',
  RANAP: 'inpatientStatus',
} as const satisfies Record<RegistrationKind, StatusListId>;

/** The state that voids a registration of each kind (a reason is required to reach it). */
export const registrationVoidStatus = {
  RAJAL: 'VOID',
  UGD: '99',
  RANAP: '99',
} as const satisfies Record<RegistrationKind, string>;

/** The state a new registration of the kind starts in (the machine's first initial state). */
export function registrationInitialStatus(kind: RegistrationKind): string {
  const machine = machines[registrationStatusList[kind]];
  const first = machine.initial[0];
  if (first === undefined) throw new Error(`machine ${machine.listId} has no initial state`);
  return first;
}

/** Every state of a kind, in the list's order. */
export function registrationStatuses(kind: RegistrationKind): readonly string[] {
  return machines[registrationStatusList[kind]].states;
}

/** True when the registration of this kind is voided. */
export function isRegistrationVoid(kind: RegistrationKind, status: string): boolean {
  return registrationVoidStatus[kind] === status;
}

/** Every void state across kinds (for a filter "not voided" over all kinds). */
export const REGISTRATION_VOID_STATUSES = [
  ...new Set(Object.values(registrationVoidStatus)),
] as readonly string[];

/**
 * The states in which a registration's patient is in the hospital's care now: a clinic visit
 * waiting or being served (of today: a clinic visit lasts its day; an absent patient is not
 * there), an emergency visit in triage or assessment, an inpatient stay in care. Lists of patients
 * in care (fall-risk watch, infection surveillance) read these.
 */
export const registrationInCareStatuses = {
  RAJAL: ['QUEUE', 'ACTION'],
  UGD: ['1', '2'],
  RANAP: ['2'],
} as const satisfies Record<RegistrationKind, readonly string[]>;

export function isRegistrationInCare(kind: RegistrationKind, status: string): boolean {
  return (registrationInCareStatuses[kind] as readonly string[]).includes(status);
}
