import type { CpptNoteView } from '@simrs/validators/contracts';
import { CPPT_SCREENS } from '@simrs/validators/contracts';
import { describe, expect, it } from 'vitest';
import {
  cpptFormValues,
  mayCorrect,
  mayVerify,
  mayWrite,
  partsOf,
  professionsText,
  screenAccess,
} from '../src/features/dokumen/cpptModel';

const note = (over: Partial<CpptNoteView> = {}): CpptNoteView => ({
  id: 1,
  registrationId: 2,
  patientId: 3,
  profession: 'perawat',
  format: 'SBAR',
  parts: { S: 'a', B: 'b', A: 'c', R: 'd' },
  instruction: null,
  author: { userId: 10, name: 'Perawat' },
  writtenAt: '2025-03-01T02:00:00.000Z',
  correctionOf: null,
  correctionReason: null,
  correctedBy: null,
  verification: null,
  awaitingVerification: true,
  ...over,
});

const clinical = [{ menu: 'rekam-medis', actions: ['view', 'add', 'edit'] }];
const nurse = {
  id: 10,
  levelId: 3,
  canManageAll: 'N',
  menuRole: [...clinical, { menu: 'cppt-list', actions: ['view'] }],
};
const doctor = {
  id: 20,
  levelId: 5,
  canManageAll: 'N',
  menuRole: [...clinical, { menu: 'cppt-list', actions: ['view', 'edit'] }],
};
const admin = { id: 1, levelId: 1, canManageAll: 'Y', menuRole: [] };

describe('CPPT rules in the EMR', () => {
  it('the form starts empty on SOAP, a correction with the note', () => {
    expect(cpptFormValues()).toMatchObject({ format: 'SOAP', instruction: '' });
    expect(cpptFormValues().parts).toMatchObject({ S: '', O: '', A: '', P: '', E: '' });
    const values = cpptFormValues(note({ instruction: 'Cek' }));
    expect(values).toMatchObject({ format: 'SBAR', instruction: 'Cek' });
    expect(values.parts).toMatchObject({ S: 'a', B: 'b', A: 'c', R: 'd', O: '' });
    expect(partsOf('ADIME').map((p) => p.label)).toEqual([
      'Asesmen',
      'Diagnosis',
      'Intervensi',
      'Monitoring',
      'Evaluasi',
    ]);
    expect(partsOf('??').map((p) => p.key)).toEqual(['S', 'O', 'A', 'P']);
  });

  it('the author corrects the newest note; a doctor verifies a waiting one', () => {
    expect(mayWrite(nurse)).toBe(true);
    expect(mayWrite(null)).toBe(false);
    expect(mayCorrect(nurse, note())).toBe(true);
    expect(mayCorrect(doctor, note())).toBe(false);
    expect(
      mayCorrect(
        nurse,
        note({ correctedBy: { noteId: 9, at: '2025-03-01T03:00:00Z', name: 'x' } }),
      ),
    ).toBe(false);
    expect(mayVerify(doctor, note())).toBe(true);
    expect(mayVerify(nurse, note())).toBe(false);
    // Every menu but not a doctor level.
    expect(mayVerify(admin, note())).toBe(false);
    expect(mayVerify(doctor, note({ awaitingVerification: false }))).toBe(false);
  });
});

describe("the wards' CPPT screens", () => {
  const admission = { id: 30, levelId: 4, canManageAll: 'N', menuRole: [] };

  it("let a profession write on its own screen and on cppt, and read others' with a notice", () => {
    expect(screenAccess(nurse, CPPT_SCREENS['cppt-soap'])).toBe('write');
    expect(screenAccess(nurse, CPPT_SCREENS['cppt-sbar'])).toBe('write');
    expect(screenAccess(nurse, CPPT_SCREENS.cppt)).toBe('write');
    expect(screenAccess(nurse, CPPT_SCREENS['cppt-dokter'])).toBe('other-profession');
    expect(screenAccess(nurse, CPPT_SCREENS['cppt-dietisien'])).toBe('other-profession');
    expect(screenAccess(doctor, CPPT_SCREENS['cppt-dokter'])).toBe('write');
    expect(screenAccess(doctor, CPPT_SCREENS['cppt-soap'])).toBe('other-profession');
    // Without rekam-medis add nobody writes, whatever the screen.
    expect(screenAccess(admission, CPPT_SCREENS.cppt)).toBe('read');
    expect(screenAccess(null, CPPT_SCREENS['cppt-soap'])).toBe('read');
  });

  it("start the form in the screen's format and name its professions", () => {
    expect(cpptFormValues(null, CPPT_SCREENS['cppt-dietisien']?.format).format).toBe('ADIME');
    expect(cpptFormValues(null, CPPT_SCREENS['cppt-sbar']?.format).format).toBe('SBAR');
    expect(cpptFormValues(note(), 'ADIME').format).toBe('SBAR');
    expect(professionsText(['perawat', 'bidan'])).toBe('Perawat / Bidan');
  });
});
