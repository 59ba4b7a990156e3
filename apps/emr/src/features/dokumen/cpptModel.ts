/**
 * CPPT in the EMR: the note form's values and what the caller may do with a note (no React
 * here, so the rules are read in one place).
 */

import { can, type PermissionSubject } from '@simrs/validators/access';
import {
  CPPT_FORMAT_LABELS,
  CPPT_FORMATS,
  CPPT_PARTS,
  CPPT_PROFESSION_LABELS,
  CPPT_PROFESSIONS,
  type CpptFormat,
  type CpptNoteView,
  mayVerifyCppt,
} from '@simrs/validators/contracts';

/** Every part key of every format (the form keeps them all; the schema keeps the format's). */
const PART_KEYS = [...new Set(CPPT_FORMATS.flatMap((f) => CPPT_PARTS[f].map((p) => p.key)))];

export interface CpptFormValues {
  format: string;
  parts: Record<string, string>;
  instruction: string;
}

export const formatChoices = CPPT_FORMATS.map((f) => ({ code: f, label: CPPT_FORMAT_LABELS[f] }));
export const professionChoices = CPPT_PROFESSIONS.map((p) => ({
  code: p,
  label: CPPT_PROFESSION_LABELS[p],
}));

/** The form's values: empty for a new note, the note's own for a correction. */
export function cpptFormValues(note?: CpptNoteView | null): CpptFormValues {
  const parts = Object.fromEntries(PART_KEYS.map((k) => [k, note?.parts[k] ?? '']));
  return { format: note?.format ?? 'SOAP', parts, instruction: note?.instruction ?? '' };
}

/** The parts of a format (SOAP when the choice is not a format). */
export function partsOf(format: string) {
  return CPPT_PARTS[
    (CPPT_FORMATS as readonly string[]).includes(format) ? (format as CpptFormat) : 'SOAP'
  ];
}

type User = PermissionSubject & { id: number | string; levelId: number };

/** The caller writes notes (rekam-medis add). */
export function mayWrite(user: User | null): boolean {
  return user !== null && can(user, 'rekam-medis', 'add');
}

/** The caller corrects this note: its author, while it is the newest of its chain. */
export function mayCorrect(user: User | null, note: CpptNoteView): boolean {
  return (
    user !== null &&
    note.correctedBy === null &&
    note.author.userId !== null &&
    String(note.author.userId) === String(user.id) &&
    mayWrite(user)
  );
}

/** The caller verifies this note as DPJP: a doctor level holding cppt-list edit. */
export function mayVerify(user: User | null, note: CpptNoteView): boolean {
  return (
    user !== null &&
    note.awaitingVerification &&
    mayVerifyCppt(user.levelId) &&
    can(user, 'cppt-list', 'edit')
  );
}
