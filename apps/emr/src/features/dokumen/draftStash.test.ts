import { describe, expect, it } from 'vitest';
import {
  dropStashedDraft,
  readStashedDraft,
  STASH_KEEP_MS,
  type StashedDraft,
  stashDraft,
  stashFits,
  stashKey,
} from './draftStash';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const nurse = { userId: 3, registrationId: 41, templateKey: 'skrining-gizi' };
const T0 = Date.parse('2026-11-28T08:00:00Z');
const kept: StashedDraft = {
  content: { keluhanUtama: 'Nyeri ulu hati sejak pagi' },
  templateVersion: 1,
  documentId: null,
  baseVersion: null,
  at: T0,
};

describe('a draft kept when the session ended', () => {
  it('is read back by the same user, visit and form only, then dropped once saved', () => {
    const s = memoryStorage();
    expect(stashDraft(s, nurse, kept)).toBe(true);
    expect(readStashedDraft(s, nurse, T0 + 60_000)).toEqual(kept);
    expect(readStashedDraft(s, { ...nurse, userId: 5 }, T0)).toBeNull();
    expect(readStashedDraft(s, { ...nurse, registrationId: 42 }, T0)).toBeNull();
    expect(readStashedDraft(s, { ...nurse, templateKey: 'kajian-nyeri' }, T0)).toBeNull();
    dropStashedDraft(s, nurse);
    expect(readStashedDraft(s, nurse, T0)).toBeNull();
  });

  it('is not offered after a long shift, nor when unreadable, and is then removed', () => {
    const s = memoryStorage();
    stashDraft(s, nurse, kept);
    expect(readStashedDraft(s, nurse, T0 + STASH_KEEP_MS)).toEqual(kept);
    expect(readStashedDraft(s, nurse, T0 + STASH_KEEP_MS + 1)).toBeNull();
    expect(s.map.size).toBe(0);
    for (const raw of ['{', '"teks"', JSON.stringify({ ...kept, content: [] }), '{"at":1}']) {
      s.setItem(stashKey(nurse), raw);
      expect(readStashedDraft(s, nurse, T0), raw).toBeNull();
      expect(s.map.size).toBe(0);
    }
  });

  it('keeps nothing, without throwing, when the storage refuses', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(stashDraft(full, nurse, kept)).toBe(false);
  });

  it('continues only the same draft of the same template version', () => {
    const none = { templateVersion: 1, document: null };
    expect(stashFits(kept, none)).toBe(true);
    expect(stashFits(kept, { ...none, templateVersion: 2 })).toBe(false);
    // Started by someone else meanwhile: not overwritten.
    expect(stashFits(kept, { templateVersion: 1, document: { id: 9, status: 'DRAFT' } })).toBe(
      false,
    );
    const ofDraft = { ...kept, documentId: 9, baseVersion: 3 };
    expect(stashFits(ofDraft, { templateVersion: 1, document: { id: 9, status: 'DRAFT' } })).toBe(
      true,
    );
    expect(stashFits(ofDraft, { templateVersion: 1, document: { id: 9, status: 'FINAL' } })).toBe(
      false,
    );
    expect(stashFits(ofDraft, none)).toBe(false);
  });
});
