/**
 * Workflows: the named actions of a status machine, as users meet them (buttons, do-types).
 *
 * A machine (`./machines`) says which status may follow which. A workflow names the actions that
 * move a record: the statuses each starts from, the status it leads to, an optional condition on
 * the rest of the record, the button's word and the refusal a user reads when the record's state
 * does not allow it. The server refuses an action its workflow does not allow (422 with the
 * refusal); the apps draw their buttons from `allowedActions`. Nothing copies these rules.
 *
 * `defineWorkflow` checks every `from -> to` against the machine when the module loads, so a
 * workflow can never allow what its machine forbids. An action may keep the status (a recall
 * stays CALLED): that is not a transition of the machine.
 */
import type { StateMachine } from './machine-kit';
import type { StatusListId } from './machines';

export interface WorkflowAction<S extends string, R> {
  /** Button and audit word (Indonesian). */
  readonly label: string;
  /** Statuses the action starts from. */
  readonly from: readonly S[];
  /** Status after the action (may equal the status before: a recall stays CALLED). */
  readonly to: S;
  /** Shown when the record's status is not one of `from`. */
  readonly refusal: string;
  /**
   * The refusal means another user acted first (the server answers 409, not 422): a ticket
   * chosen from the list was called by another counter meanwhile.
   */
  readonly conflict?: boolean;
  /** A further condition on the record, with its own refusal. */
  readonly when?: { readonly test: (record: R) => boolean; readonly refusal: string };
}

export interface Workflow<
  Id extends StatusListId = StatusListId,
  A extends string = string,
  // biome-ignore lint/suspicious/noExplicitAny: any record shape; each workflow narrows it
  R extends { status: string } = any,
> {
  readonly listId: Id;
  /** The machine the actions move along. */
  readonly machine: StateMachine;
  /** Action names, in the order buttons show them. */
  readonly actionNames: readonly A[];
  /** Typed against the machine's states by `defineWorkflow`. */
  readonly actions: { readonly [K in A]: WorkflowAction<string, R> };
}

/** The record shape a workflow reads: its status plus whatever its conditions look at. */
export type WorkflowRecord<W extends Workflow> =
  W extends Workflow<StatusListId, string, infer R> ? R : never;
export type ActionOf<W extends Workflow> = W['actionNames'][number];

/**
 * Defines a workflow over the record shape `R` (curried so the action names stay literal):
 * `defineWorkflow<TicketState>()(queueTicketMachine, { panggil: {...}, ... })`.
 */
export function defineWorkflow<R extends { status: string }>() {
  return <S extends string, const A extends string>(
    machine: StateMachine<S>,
    actions: { readonly [K in A]: WorkflowAction<S, R> },
  ): Workflow<StatusListId, A, R> => {
    const transitions: Readonly<Record<string, readonly string[]>> = machine.transitions;
    for (const [name, action] of Object.entries<WorkflowAction<string, R>>(actions)) {
      for (const from of action.from) {
        if (!Object.hasOwn(transitions, from)) {
          throw new Error(`Workflow ${machine.listId}: no state ${from}`);
        }
        // An action that keeps the status (a recall) needs no transition of the machine.
        if (from !== action.to && !transitions[from]?.includes(action.to)) {
          throw new Error(
            `Workflow ${machine.listId}: action ${name} moves ${from} -> ${action.to}, which the machine forbids`,
          );
        }
      }
    }
    return Object.freeze({
      listId: machine.listId as StatusListId,
      machine,
      actionNames: Object.freeze(Object.keys(actions) as A[]),
      actions: Object.freeze({ ...actions }),
    });
  };
}

function actionOf<W extends Workflow>(
  workflow: W,
  name: string,
): WorkflowAction<string, WorkflowRecord<W>> | undefined {
  const actions: Readonly<Record<string, WorkflowAction<string, WorkflowRecord<W>>>> =
    workflow.actions;
  return Object.hasOwn(actions, name) ? actions[name] : undefined;
}

/** True when `name` is an action of the workflow (own names only: never `constructor`). */
export function isWorkflowAction<W extends Workflow>(
  workflow: W,
  name: string,
): name is ActionOf<W> {
  return actionOf(workflow, name) !== undefined;
}

/**
 * Why the action is refused for this record, or null when it is allowed. An unknown action is
 * refused with a generic message.
 */
export function refusalOf<W extends Workflow>(
  workflow: W,
  name: string,
  record: WorkflowRecord<W>,
): string | null {
  const action = actionOf(workflow, name);
  if (!action) return 'Tindakan ini tidak dikenal.';
  if (!action.from.includes(record.status)) return action.refusal;
  if (action.when && !action.when.test(record)) return action.when.refusal;
  return null;
}

export function canAct<W extends Workflow>(
  workflow: W,
  name: string,
  record: WorkflowRecord<W>,
): boolean {
  return refusalOf(workflow, name, record) === null;
}

/** The actions the record's state allows, in button order. */
export function allowedActions<W extends Workflow>(
  workflow: W,
  record: WorkflowRecord<W>,
): readonly ActionOf<W>[] {
  return workflow.actionNames.filter((name) => refusalOf(workflow, name, record) === null);
}

/** The status the action leads to. */
export function targetOf<W extends Workflow>(workflow: W, name: ActionOf<W>): string {
  const action = actionOf(workflow, name);
  if (!action) throw new Error(`Unknown action ${name}`);
  return action.to;
}

/** Statuses from which some action of the workflow still leads on (the "open" statuses). */
export function openStatuses<W extends Workflow>(workflow: W): readonly string[] {
  const open = new Set<string>();
  for (const name of workflow.actionNames) {
    for (const from of actionOf(workflow, name)?.from ?? []) open.add(from);
  }
  return workflow.machine.states.filter((s) => open.has(s));
}
