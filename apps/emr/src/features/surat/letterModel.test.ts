import { issueLetterInput } from '@simrs/validators/contracts';
import { describe, expect, it } from 'vitest';
import { contentLines, issuePayload, letterFormValues, restDays } from './letterModel';

describe('the issue form', () => {
  const defaults = {
    diagnosis: 'Hipertensi (I10)',
    height: 170.5,
    weight: 65,
    bloodPressure: '120/80',
  };

  it('starts as a sick leave from today with the visit diagnosis and vital signs', () => {
    const v = letterFormValues(defaults, '2025-03-01');
    expect(v.kind).toBe('SAKIT');
    expect(v.content).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-01',
      height: '170,5',
      weight: '65',
      bloodPressure: '120/80',
      diagnosis: 'Hipertensi (I10)',
    });
  });

  it('sends only the chosen kind’s fields, which the contract accepts', () => {
    const v = letterFormValues(defaults, '2025-03-01');
    v.kind = 'SEHAT';
    v.content.purpose = 'Melamar kerja';
    v.content.findings = 'Normal';
    const sent = issuePayload(7, v);
    expect(Object.keys(sent.content).sort()).toEqual(
      ['bloodPressure', 'colorVision', 'findings', 'height', 'purpose', 'result', 'weight'].sort(),
    );
    const parsed = issueLetterInput.safeParse(sent);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.content).toMatchObject({ height: 170.5, weight: 65, result: 'SEHAT' });
  });

  it('counts the rest days only for sensible dates', () => {
    expect(restDays('2025-03-01', '2025-03-03')).toBe('3 hari');
    expect(restDays('2025-03-03', '2025-03-01')).toBe('');
    expect(restDays('', '2025-03-01')).toBe('');
  });
});

describe('a letter in lines', () => {
  it('writes a sick leave and a control letter in words', () => {
    expect(
      contentLines({
        kind: 'SAKIT',
        content: { from: '2025-03-01', to: '2025-03-03', note: null },
      }),
    ).toContainEqual({
      id: 'rest',
      term: 'Istirahat',
      description: '3 hari, 1 Maret 2025 s.d. 3 Maret 2025',
    });
    const control = contentLines({
      kind: 'KONTROL',
      content: {
        controlDate: '2025-03-10',
        poliId: 2,
        poliName: 'Poli Umum',
        diagnosis: null,
        note: null,
      },
    });
    expect(control[0]?.description).toBe('Senin, 10 Maret 2025');
    expect(control[1]?.description).toBe('Poli Umum');
  });
});
