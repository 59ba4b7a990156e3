/**
 * The state-machine kit: `defineMachine(list, initial, transitions)`, whose mapped type makes the
 * compiler check that the transition table names exactly the list's states. Each machine can be
 * imported alone (a lobby screen needs only the queue's); `./machines` collects them all.
 */
import { ALL, type CodeOf, type Vocabulary, type VocabularyEntry } from './vocabulary';

export type StatusVocabulary = Vocabulary<string, VocabularyEntry<string>, 'status'>;
export type StateOf<V extends Vocabulary> = Exclude<CodeOf<V>, typeof ALL> & string;

export interface StateMachine<S extends string = string> {
  /** Id of the status list the machine belongs to. */
  readonly listId: string;
  /** Every state, in the list's order (the list's codes without 'ALL'). */
  readonly states: readonly S[];
  /** States a new record may be created in. */
  readonly initial: readonly S[];
  /** Allowed next states of every state, in the list's order of preference. */
  readonly transitions: { readonly [K in S]: readonly S[] };
}

/**
 * Defines the machine of a status list. The mapped type makes the compiler check that the
 * transition table names exactly the list's states (no 'ALL', none missing, no unknown target).
 */
export function defineMachine<V extends StatusVocabulary>(
  list: V,
  initial: readonly StateOf<V>[],
  transitions: { readonly [K in StateOf<V>]: readonly StateOf<V>[] },
): StateMachine<StateOf<V>> {
  const frozen = Object.fromEntries(
    Object.entries<readonly StateOf<V>[]>(transitions).map(([k, v]) => [k, Object.freeze([...v])]),
  ) as { readonly [K in StateOf<V>]: readonly StateOf<V>[] };
  const states = list.entries.map((e) => e.code).filter((code): code is StateOf<V> => code !== ALL);
  return Object.freeze({
    listId: list.id,
    states: Object.freeze(states),
    initial: Object.freeze([...initial]),
    transitions: Object.freeze(frozen),
  });
}
