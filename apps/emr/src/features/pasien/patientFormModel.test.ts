import { describe, expect, it } from 'vitest';
import { patientFormValues, prefillFromNik } from './patientFormModel';

const prefill = {
  birthDate: '1985-07-01',
  sex: '2' as const,
  provinceCode: '51',
  regencyCode: '51.71',
  districtCode: '51.71.01',
  provinceName: 'Bali',
  regencyName: 'Kota Denpasar',
  districtName: 'Denpasar Selatan',
};
const blank = { birthDate: '', sex: '', provinceCode: '', regencyCode: '', districtCode: '' };

describe('patient form model', () => {
  it('an empty form is a WNI patient without child rows', () => {
    const v = patientFormValues(null);
    expect(v.citizenship).toBe('WNI');
    expect(v.name).toBe('');
    expect(v.responsiblePersons).toEqual([]);
    expect(v.allergies).toEqual([]);
  });

  it('a record becomes text values, nulls empty', () => {
    const v = patientFormValues({
      record: {
        id: 3,
        version: 2,
        createdAt: '',
        updatedAt: '',
        name: 'Ani',
        religionId: 4,
        rt: null,
      },
      options: {},
      canEdit: true,
      responsiblePersons: [
        { id: 1, name: 'Budi', relationship: 'SUAMI', phone: null, nik: null, address: null },
      ],
      allergies: [{ id: 9, type: 'OBAT', allergen: 'Amoksisilin', reaction: null }],
      mergedInto: null,
      history: [],
    } as never);
    expect(v.name).toBe('Ani');
    expect(v.religionId).toBe('4');
    expect(v.rt).toBe('');
    expect(v.responsiblePersons[0]).toEqual({
      name: 'Budi',
      relationship: 'SUAMI',
      phone: '',
      nik: '',
      address: '',
    });
    expect(v.allergies[0]).toEqual({ type: 'OBAT', allergen: 'Amoksisilin', reaction: '' });
  });

  it('a NIK fills what is empty', () => {
    expect(prefillFromNik(blank, prefill)).toEqual([
      ['birthDate', '1985-07-01'],
      ['sex', '2'],
      ['provinceCode', '51'],
      ['regencyCode', '51.71'],
      ['districtCode', '51.71.01'],
    ]);
  });

  it('never overwrites what the clerk typed, and stops below a different province', () => {
    const typed = { ...blank, birthDate: '1985-07-02', provinceCode: '52' };
    expect(prefillFromNik(typed, prefill)).toEqual([['sex', '2']]);
    const sameProvince = { ...blank, sex: '1', provinceCode: '51' };
    expect(prefillFromNik(sameProvince, prefill)).toEqual([
      ['birthDate', '1985-07-01'],
      ['regencyCode', '51.71'],
      ['districtCode', '51.71.01'],
    ]);
  });

  it('offers no region the region table does not hold', () => {
    const unknownDistrict = { ...prefill, districtName: null };
    expect(prefillFromNik(blank, unknownDistrict).map(([n]) => n)).toEqual([
      'birthDate',
      'sex',
      'provinceCode',
      'regencyCode',
    ]);
    expect(prefillFromNik(blank, null)).toEqual([]);
  });
});
