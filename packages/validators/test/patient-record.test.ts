import { describe, expect, it } from 'vitest';
import { patientAddInput, patientUpdateInput } from '../src/contracts/pasien';
import {
  nikRegionCodes,
  PATIENT_MESSAGES,
  parentRegionCode,
  regionLevelOf,
} from '../src/patient-record';

describe('Kemendagri region codes', () => {
  it('knows the four levels of the official layout and nothing else', () => {
    expect(regionLevelOf('11')).toBe('province');
    expect(regionLevelOf('11.01')).toBe('regency');
    expect(regionLevelOf('11.01.01')).toBe('district');
    expect(regionLevelOf('11.01.01.2001')).toBe('village');
    for (const bad of ['1', '110101', '11.1', '11.01.01.201', '11.01.01.20011', 'aa', '11.01.']) {
      expect(regionLevelOf(bad), bad).toBeNull();
    }
  });

  it('names the parent one level up', () => {
    expect(parentRegionCode('11.01.01.2001')).toBe('11.01.01');
    expect(parentRegionCode('11.01')).toBe('11');
    expect(parentRegionCode('11')).toBeNull();
    expect(parentRegionCode('1101')).toBeNull();
  });

  it("reads a NIK's province, regency and district in the dotted layout", () => {
    expect(nikRegionCodes('5171014107850003')).toEqual({
      province: '51',
      regency: '51.71',
      district: '51.71.01',
    });
  });
});

describe('the patient add and update inputs', () => {
  const base = { name: 'Siti Aminah', sex: '2', birthDate: '1990-05-17' };

  it('takes the minimum: name, sex, birth date (citizenship WNI, no child rows)', () => {
    const parsed = patientAddInput.parse(base);
    expect(parsed).toMatchObject({ ...base, citizenship: 'WNI', confirmDuplicate: false });
    expect(parsed.allergies).toBeUndefined();
    // No RM number is taken from a client: the server assigns it.
    expect('rmNo' in patientAddInput.parse({ ...base, rmNo: '00000001' })).toBe(false);
  });

  it('accepts the spec codes and refuses others with the field named', () => {
    for (const sex of ['0', '1', '2', '3', '4', 3]) {
      expect(patientAddInput.safeParse({ ...base, sex }).success, String(sex)).toBe(true);
    }
    const errors = (input: Record<string, unknown>) => {
      const r = patientAddInput.safeParse({ ...base, ...input });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(errors({ sex: '5' })).toEqual([`sex: ${PATIENT_MESSAGES.sex}`]);
    expect(errors({ maritalStatus: '5' })).toEqual([
      `maritalStatus: ${PATIENT_MESSAGES.maritalStatus}`,
    ]);
    expect(errors({ bloodType: 'C' })).toEqual([`bloodType: ${PATIENT_MESSAGES.bloodType}`]);
    expect(errors({ bpjsNo: '123' })).toEqual([`bpjsNo: ${PATIENT_MESSAGES.bpjsNo}`]);
    expect(errors({ bpjsClass: '4' })).toEqual([`bpjsClass: ${PATIENT_MESSAGES.bpjsClass}`]);
    expect(errors({ citizenship: 'WNA' })).toEqual([
      `passportNo: ${PATIENT_MESSAGES.passportRequired}`,
    ]);
    expect(errors({ villageCode: '31.71.01.1001' })).toEqual([
      'districtCode: Kecamatan wajib dipilih sebelum Kelurahan/Desa.',
    ]);
    expect(
      errors({
        provinceCode: '31',
        regencyCode: '31.71',
        districtCode: '31.71.01',
        villageCode: '31.72.01.1001',
      }),
    ).toEqual(['villageCode: Kelurahan/Desa tidak berada di dalam Kecamatan yang dipilih.']);
    expect(
      errors({
        allergies: [
          { type: 'OBAT', allergen: 'Aspirin' },
          { type: 'OBAT', allergen: 'aspirin' },
        ],
      }),
    ).toEqual([`allergies.1.allergen: ${PATIENT_MESSAGES.duplicateAllergy}`]);
    expect(errors({ responsiblePersons: [{ name: 'Budi', relationship: 'TETANGGA' }] })).toEqual([
      `responsiblePersons.0.relationship: ${PATIENT_MESSAGES.relationship}`,
    ]);
  });

  it('an update needs the id and version it edits', () => {
    expect(patientUpdateInput.safeParse(base).success).toBe(false);
    expect(patientUpdateInput.safeParse({ ...base, id: 4, version: 2 }).success).toBe(true);
  });
});
