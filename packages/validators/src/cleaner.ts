/**
 * The input cleaner applied to free-text fields while typing: leading spaces are removed,
 * repeated spaces collapse into one, and the characters [ ] { } * ! ? ^ % # / \ are removed.
 * Trailing spaces are kept while typing (the next word is on its way); schemas trim on submit.
 */

/** The characters the cleaner removes, as listed by the spec. */
export const REMOVED_CHARACTERS: readonly string[] = [
  '[',
  ']',
  '{',
  '}',
  '*',
  '!',
  '?',
  '^',
  '%',
  '#',
  '/',
  '\\',
];

const REMOVED_RE = /[[\]{}*!?^%#/\\]/g;
/** Horizontal whitespace (space, tab, no-break spaces, other Unicode spaces). */
const HORIZONTAL_SPACE_RUN = /[^\S\n]+/g;
const ANY_SPACE_RUN = /\s+/g;

export interface CleanOptions {
  /** Keep line breaks (text areas). Spaces around them are still collapsed per line. */
  multiline?: boolean;
}

/**
 * Cleans typed text. Single-line (default): every whitespace run, line breaks included, becomes
 * one space and leading whitespace is removed. Multi-line: line breaks survive, each run of other
 * whitespace becomes one space, spaces at the start of the text and right after a line break are
 * removed. Idempotent.
 */
export function cleanInput(value: string, options?: CleanOptions): string {
  const stripped = value.replace(REMOVED_RE, '');
  if (options?.multiline) {
    return stripped
      .replace(/\r\n?/g, '\n')
      .replace(HORIZONTAL_SPACE_RUN, ' ')
      .replace(/\n /g, '\n')
      .replace(/^\s+/, '');
  }
  return stripped.replace(ANY_SPACE_RUN, ' ').replace(/^ /, '');
}

/** Collapses whitespace and removes leading whitespace without touching other characters. */
export function normalizeSpaces(value: string): string {
  return value.replace(ANY_SPACE_RUN, ' ').replace(/^ /, '');
}

/**
 * Clinical narrative (a progress note, an assessment's free text): every character stays, because
 * '120/80', '95%' and '#3' carry meaning in clinical writing (a deliberate departure from the
 * spec's cleaner for these fields only; docs/decisions.md, 16). Control characters other than
 * line breaks and tabs are removed, leading whitespace and runs of spaces are tidied as in a text
 * area. Idempotent.
 */
export function cleanClinicalText(value: string): string {
  return value
    .replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\r' || c === '\t' ? c : ''))
    .replace(/\r\n?/g, '\n')
    .replace(HORIZONTAL_SPACE_RUN, ' ')
    .replace(/\n /g, '\n')
    .replace(/^\s+/, '');
}
