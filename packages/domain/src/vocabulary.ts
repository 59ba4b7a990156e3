/**
 * The vocabulary model: typed, ordered, readonly lists of `{ code, label, tone }`.
 *
 * A vocabulary is either an option list (`kind: 'option'`, what a form offers) or a status list
 * (`kind: 'status'`, a workflow state shown as a chip and offered as a filter). Every status list
 * starts with the filter entry `ALL` ('Semua', neutral), which is never a workflow state.
 *
 * Code types: an option list keeps the spec's numeric codes as numbers (sex 1, 2, 0, 3, 4) and
 * everything else as strings. A status list always has string codes, numeric ones included
 * ('2', '99'), because its `ALL` entry is a string and its codes travel as query parameters.
 */

/** The semantic colours a status chip or a band can take (rendered by the design system). */
export const tones = [
  'neutral',
  'info',
  'progress',
  'success',
  'warning',
  'danger',
  'muted',
] as const;
export type Tone = (typeof tones)[number];

export type Code = string | number;

export type VocabularyKind = 'option' | 'status';

export interface VocabularyEntry<C extends Code = Code> {
  readonly code: C;
  /** Indonesian label shown to users. */
  readonly label: string;
  readonly tone: Tone;
}

export interface Vocabulary<
  Id extends string = string,
  E extends VocabularyEntry = VocabularyEntry,
  K extends VocabularyKind = VocabularyKind,
> {
  /** Stable camelCase id, equal to the export name. */
  readonly id: Id;
  /** Indonesian title (story and filter captions). */
  readonly title: string;
  readonly kind: K;
  /** The single JavaScript type every code of the list has. */
  readonly codeType: 'string' | 'number';
  readonly entries: readonly E[];
}

export type EntryOf<V extends Vocabulary> = V['entries'][number];
export type CodeOf<V extends Vocabulary> = EntryOf<V>['code'];

/** The filter entry every status list starts with. */
export const ALL = 'ALL';
export const allEntry = Object.freeze({
  code: ALL,
  label: 'Semua',
  tone: 'neutral',
}) satisfies VocabularyEntry<typeof ALL>;
export type AllEntry = typeof allEntry;

function codeTypeOf(id: string, entries: readonly VocabularyEntry[]): 'string' | 'number' {
  const first = entries[0];
  if (first === undefined) throw new Error(`Vocabulary ${id} has no entries`);
  const type = typeof first.code === 'number' ? 'number' : 'string';
  for (const e of entries) {
    if (typeof e.code !== type) throw new Error(`Vocabulary ${id} mixes code types`);
  }
  return type;
}

function freezeEntries<E extends VocabularyEntry>(entries: readonly E[]): readonly E[] {
  return Object.freeze(entries.map((e) => Object.freeze({ ...e })));
}

/** Defines an option list. The entries' literal types are kept (`const` type parameters). */
export function optionList<const Id extends string, const E extends readonly VocabularyEntry[]>(
  id: Id,
  title: string,
  entries: E,
): Vocabulary<Id, E[number], 'option'> {
  return Object.freeze({
    id,
    title,
    kind: 'option',
    codeType: codeTypeOf(id, entries),
    entries: freezeEntries(entries),
  });
}

/** Defines a status list: string codes, `ALL` prepended. */
export function statusList<
  const Id extends string,
  const E extends readonly VocabularyEntry<string>[],
>(id: Id, title: string, entries: E): Vocabulary<Id, AllEntry | E[number], 'status'> {
  const all: readonly (AllEntry | E[number])[] = [allEntry, ...entries];
  return Object.freeze({
    id,
    title,
    kind: 'status',
    codeType: codeTypeOf(id, all),
    entries: freezeEntries(all),
  });
}

type LooseCode = Code | null | undefined;

/** Per-list index by code text, built on first lookup (lists are frozen, so it never goes stale). */
const indexes = new WeakMap<Vocabulary, ReadonlyMap<string, VocabularyEntry>>();

function indexOf(list: Vocabulary): ReadonlyMap<string, VocabularyEntry> {
  let index = indexes.get(list);
  if (!index) {
    index = new Map(list.entries.map((e) => [String(e.code), e]));
    indexes.set(list, index);
  }
  return index;
}

/**
 * The entry with this code, or undefined. Codes compare by their text, so a numeric code also
 * matches its query-string form ('2' finds code 2) and the reverse.
 */
export function findOption<V extends Vocabulary>(
  list: V,
  code: CodeOf<V> | LooseCode,
): EntryOf<V> | undefined {
  if (code === null || code === undefined) return undefined;
  return indexOf(list).get(String(code)) as EntryOf<V> | undefined;
}

/** The label of a code; an unknown code shows as itself, a missing one as empty text. */
export function labelOf<V extends Vocabulary>(list: V, code: CodeOf<V> | LooseCode): string {
  const entry = findOption(list, code);
  if (entry) return entry.label;
  return code === null || code === undefined ? '' : String(code);
}

/** The tone of a code; 'neutral' when the code is unknown or missing. */
export function toneOf<V extends Vocabulary>(list: V, code: CodeOf<V> | LooseCode): Tone {
  return findOption(list, code)?.tone ?? 'neutral';
}

/** The same list without its `ALL` filter entry (what a form or a chip legend offers). */
export function withoutAll<Id extends string, E extends VocabularyEntry, K extends VocabularyKind>(
  list: Vocabulary<Id, E, K>,
): Vocabulary<Id, Exclude<E, AllEntry>, K> {
  const entries = list.entries.filter((e): e is Exclude<E, AllEntry> => e.code !== ALL);
  return Object.freeze({ ...list, entries: Object.freeze(entries) });
}

/** Every code of the list, in order. */
export function codesOf<V extends Vocabulary>(list: V): readonly CodeOf<V>[] {
  return list.entries.map((e) => e.code);
}

/** Strict membership test (same type and value), usable as a type guard on untrusted input. */
export function isCodeOf<V extends Vocabulary>(list: V, value: unknown): value is CodeOf<V> {
  return list.entries.some((e) => e.code === value);
}
