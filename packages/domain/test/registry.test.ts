import { describe, expect, expectTypeOf, it } from 'vitest';
import * as domain from '../src';
import {
  ALL,
  activeStatus,
  bodyRegion,
  bodyRegionWithNerves,
  codesOf,
  findOption,
  inpatientStatus,
  isCodeOf,
  labelOf,
  machines,
  materialRequestStatus,
  outpatientVisitStatus,
  payerType,
  payerTypeBySlug,
  purchaseBudgetApprovalStatus,
  purchaseRequestStatus,
  registry,
  sex,
  statusListIds,
  statusVocabularies,
  toneOf,
  tones,
  vocabularyById,
  withoutAll,
} from '../src';

describe('registry', () => {
  it('lists every vocabulary once, under a unique id with an Indonesian title', () => {
    const ids = registry.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const v of registry) {
      expect(v.title.trim().length).toBeGreaterThan(0);
      expect(v.entries.length).toBeGreaterThan(0);
      expect(vocabularyById(v.id)).toBe(v);
    }
    expect(vocabularyById('noSuchList')).toBeUndefined();
  });

  it('gives every list unique codes of one declared type, a label and a known tone', () => {
    for (const v of registry) {
      const codes = v.entries.map((e) => String(e.code));
      expect(new Set(codes).size, v.id).toBe(codes.length);
      for (const e of v.entries) {
        expect(typeof e.code, `${v.id} ${e.code}`).toBe(v.codeType);
        expect(e.label.trim().length, `${v.id} ${e.code}`).toBeGreaterThan(0);
        expect(tones).toContain(e.tone);
      }
    }
  });

  it('starts every status list with ALL (Semua, neutral) and uses ALL nowhere else', () => {
    expect(statusVocabularies.length).toBeGreaterThanOrEqual(40);
    for (const v of registry) {
      const allIndex = v.entries.findIndex((e) => e.code === ALL);
      if (v.kind === 'status') {
        expect(allIndex, v.id).toBe(0);
        expect(v.entries[0]).toEqual({ code: 'ALL', label: 'Semua', tone: 'neutral' });
        expect(v.codeType).toBe('string');
        expect(v.entries.length, v.id).toBeGreaterThan(2);
      } else {
        expect(allIndex, v.id).toBe(-1);
      }
    }
  });

  it('colours status words by the documented tone rule', () => {
    for (const v of statusVocabularies) {
      for (const e of v.entries) {
        const where = `${v.id} ${e.code} ${e.label}`;
        if (/Ditolak|^Batal$/.test(e.label)) expect(e.tone, where).toBe('danger');
        if (/^Selesai$|Selesai$/.test(e.label) && !/^Operasi|^Billing/.test(e.label)) {
          expect(e.tone, where).toBe('success');
        }
        if (/^Menunggu/.test(e.label)) expect(['warning', 'info'], where).toContain(e.tone);
        if (/^Dalam (?!Antrean)/.test(e.label)) expect(e.tone, where).toBe('progress');
      }
    }
  });

  it('has a state machine for exactly the status lists', () => {
    expect([...statusListIds].sort()).toEqual(statusVocabularies.map((v) => v.id).sort());
  });

  it('exports every list under its id', () => {
    const exported: Record<string, unknown> = domain;
    for (const v of registry) expect(exported[v.id], v.id).toBe(v);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(sex)).toBe(true);
    expect(Object.isFrozen(sex.entries)).toBe(true);
    expect(Object.isFrozen(sex.entries[0])).toBe(true);
  });
});

describe('spec lists', () => {
  it('keeps the spec order and labels of sex and outpatient visit statuses', () => {
    expect(sex.entries.map((e) => [e.code, e.label])).toEqual([
      [1, 'Laki-laki'],
      [2, 'Perempuan'],
      [0, 'Tidak diketahui'],
      [3, 'Tidak dapat ditentukan'],
      [4, 'Tidak diisi'],
    ]);
    expect(outpatientVisitStatus.entries.map((e) => [e.code, e.label])).toEqual([
      ['ALL', 'Semua'],
      ['QUEUE', 'Dalam Antrean'],
      ['ABSEN', 'Tidak Hadir'],
      ['ACTION', 'Dalam Tindakan'],
      ['PASIEN_INAP', 'Pasien Inap'],
      ['VOID', 'Batal'],
      ['DONE', 'Selesai'],
    ]);
  });

  it('orders inpatient statuses as the filter suggests, void last', () => {
    expect(codesOf(inpatientStatus)).toEqual(['ALL', '2', '3', '4', '5', '7', '8', '6', '99']);
  });

  it('derives the purchase-request and budget-approval lists from the material request', () => {
    const mr = codesOf(materialRequestStatus);
    expect(mr).toEqual([
      'ALL',
      'DRAFT',
      'WAITING-APPROVAL-MR',
      'MR-REJECTED',
      'WAITING-CREATE-PR',
      'ANGGARAN-APPROVAL',
      'ANGGARAN-NEED-REVISION',
      'ANGGARAN-REJECTED',
      'PR-APPROVAL',
      'PR-REJECTED',
      'PR-FINISHED',
    ]);
    expect(codesOf(purchaseRequestStatus)).toEqual(['ALL', ...mr.slice(4)]);
    expect(codesOf(purchaseBudgetApprovalStatus)).toEqual(['ALL', ...mr.slice(5)]);
  });

  it('adds nerves to the inpatient and emergency region list only', () => {
    expect(bodyRegion.entries).toHaveLength(27);
    expect(bodyRegionWithNerves.entries).toHaveLength(28);
    expect(findOption(bodyRegion, 'saraf')).toBeUndefined();
    expect(labelOf(bodyRegionWithNerves, 'saraf')).toBe('Saraf');
  });

  it('gives payer types their text slugs', () => {
    expect(payerType.entries.map((e) => [e.code, e.label, e.slug])).toEqual([
      [1, 'Umum', 'umum'],
      [2, 'Asuransi', 'asuransi'],
      [3, 'BPJS', 'bpjs'],
    ]);
    expect(payerTypeBySlug(' BPJS ')?.code).toBe(3);
    expect(payerTypeBySlug('swasta')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('finds entries by code, matching numeric codes by their text', () => {
    expect(findOption(sex, 2)?.label).toBe('Perempuan');
    expect(findOption(sex, '2')?.label).toBe('Perempuan');
    expect(findOption(inpatientStatus, 99 as number)?.label).toBe('Batal');
    expect(findOption(sex, 9)).toBeUndefined();
    expect(findOption(sex, null)).toBeUndefined();
  });

  it('labels unknown codes as themselves and missing ones as empty text', () => {
    expect(labelOf(outpatientVisitStatus, 'DONE')).toBe('Selesai');
    expect(labelOf(outpatientVisitStatus, 'LOST')).toBe('LOST');
    expect(labelOf(outpatientVisitStatus, undefined)).toBe('');
  });

  it('gives tones, neutral for unknown codes', () => {
    expect(toneOf(outpatientVisitStatus, 'VOID')).toBe('danger');
    expect(toneOf(outpatientVisitStatus, 'DONE')).toBe('success');
    expect(toneOf(outpatientVisitStatus, 'ACTION')).toBe('progress');
    expect(toneOf(outpatientVisitStatus, 'LOST')).toBe('neutral');
  });

  it('drops only the ALL entry and keeps id, title and kind', () => {
    const states = withoutAll(activeStatus);
    expect(codesOf(states)).toEqual(['Y', 'N']);
    expect(states.id).toBe('activeStatus');
    expect(states.kind).toBe('status');
    expect(withoutAll(sex).entries).toEqual(sex.entries);
  });

  it('checks membership strictly', () => {
    expect(isCodeOf(sex, 1)).toBe(true);
    expect(isCodeOf(sex, '1')).toBe(false);
    expect(isCodeOf(outpatientVisitStatus, 'QUEUE')).toBe(true);
  });

  it('keeps literal code types', () => {
    expectTypeOf(codesOf(sex)).toEqualTypeOf<readonly (0 | 1 | 2 | 3 | 4)[]>();
    expectTypeOf(codesOf(withoutAll(activeStatus))).toEqualTypeOf<readonly ('Y' | 'N')[]>();
    expectTypeOf(machines.activeStatus.states).toEqualTypeOf<readonly ('Y' | 'N')[]>();
  });
});
