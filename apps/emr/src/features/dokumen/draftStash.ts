/**
 * A draft the server could not take because the session had ended (signed out from another
 * device, by an administrator, by a password change): its content is kept in this browser tab
 * (`sessionStorage`: gone when the tab is closed) until the same user signs in again and opens
 * the same form of the same visit, where it is put back and saved. Pure over a storage (unit
 * tested).
 *
 * Only the user who typed it gets it back; it is dropped once saved, and after
 * `STASH_KEEP_MS` (a long shift) it is not offered any more.
 */
import type { ClinicalContent } from '@simrs/validators/forms';

const PREFIX = 'simrs:draf-tertahan:';
/** How long a kept draft is offered back: a long shift. */
export const STASH_KEEP_MS = 12 * 3_600_000;

export interface DraftPlace {
  userId: number | string;
  registrationId: number;
  templateKey: string;
}

export interface StashedDraft {
  content: ClinicalContent;
  /** The template version the content follows. */
  templateVersion: number;
  /** The server's draft it continues (its id and the row version it was based on), if any. */
  documentId: number | null;
  baseVersion: number | null;
  /** When it was kept (ms). */
  at: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function stashKey(p: DraftPlace): string {
  return `${PREFIX}${p.userId}:${p.registrationId}:${p.templateKey}`;
}

/** Keeps the content; a full or unavailable storage keeps nothing (answers false). */
export function stashDraft(storage: Store, p: DraftPlace, draft: StashedDraft): boolean {
  try {
    storage.setItem(stashKey(p), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

function isStashed(v: unknown): v is StashedDraft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  const idOrNull = (x: unknown) => x === null || (typeof x === 'number' && Number.isInteger(x));
  return (
    typeof d.content === 'object' &&
    d.content !== null &&
    !Array.isArray(d.content) &&
    typeof d.templateVersion === 'number' &&
    idOrNull(d.documentId) &&
    idOrNull(d.baseVersion) &&
    typeof d.at === 'number'
  );
}

/** The kept draft of this user, visit and form, if one is there and not too old. */
export function readStashedDraft(storage: Store, p: DraftPlace, now: number): StashedDraft | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(stashKey(p));
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isStashed(parsed) || now - parsed.at > STASH_KEEP_MS || parsed.at > now + 60_000) {
    dropStashedDraft(storage, p);
    return null;
  }
  return parsed;
}

export function dropStashedDraft(storage: Store, p: DraftPlace): void {
  try {
    storage.removeItem(stashKey(p));
  } catch {
    // nothing kept
  }
}

/**
 * Whether a kept draft continues the form as the server has it now: the same template version,
 * and the same draft (or none on either side). A draft signed, marked in error or started by
 * someone else meanwhile is not overwritten by it.
 */
export function stashFits(
  draft: StashedDraft,
  server: { templateVersion: number; document: { id: number; status: string } | null },
): boolean {
  if (draft.templateVersion !== server.templateVersion) return false;
  if (server.document === null) return draft.documentId === null;
  return server.document.status === 'DRAFT' && draft.documentId === server.document.id;
}
