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
  type CpptProfession,
  type CpptScreen,
  cpptProfessionOfLevel,
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

/**
 * The form's values: empty for a new note (in `format`, SOAP unless a screen starts with
 * another), the note's own for a correction.
 */
export function cpptFormValues(
  note?: CpptNoteView | null,
  format: CpptFormat = 'SOAP',
): CpptFormValues {
  const parts = Object.fromEntries(PART_KEYS.map((k) => [k, note?.parts[k] ?? '']));
  return { format: note?.format ?? format, parts, instruction: note?.instruction ?? '' };
}

/** 'Perawat / Bidan': the professions of a CPPT screen. */
export function professionsText(professions: readonly CpptProfession[]): string {
  return professions.map((p) => CPPT_PROFESSION_LABELS[p]).join(' / ');
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

/**
 * What the caller does on a CPPT screen: writes (rekam-medis add, and the screen is for every
 * profession or for the caller's own), reads only because the screen is another profession's
 * (`other-profession`: the screen says so), or reads only (no rekam-medis add).
 */
export function screenAccess(
  user: User | null,
  screen: CpptScreen | undefined,
): 'write' | 'other-profession' | 'read' {
  if (!mayWrite(user) || !user) return 'read';
  const own = cpptProfessionOfLevel(user.levelId);
  if (!screen?.professions) return 'write';
  return own !== null && screen.professions.includes(own) ? 'write' : 'other-profession';
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
