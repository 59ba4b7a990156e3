import { describe, expect, it } from 'vitest';
import {
  assessmentPatientTypes,
  CONSULTATION_SLOT_CODES,
  consultationSlot,
  consultationSlotAt,
  consultationSlotLabel,
  findOption,
  initialAssessmentMenu,
  labelOf,
  levelHasAllMenus,
  physicalExamFieldName,
  physicalExamForms,
  STAFF_TYPE,
  staffType,
  USER_LEVEL,
  userLevel,
} from '../src';
import { findScreen } from '../src/screens';

describe('user levels and staff types', () => {
  it('holds level 1 and the 24 levels of the table', () => {
    expect(userLevel.entries.map((e) => e.code)).toEqual([
      1, 3, 5, 6, 7, 9, 11, 12, 13, 14, 17, 18, 19, 23, 24, 25, 26, 27, 28, 29, 30, 37, 38, 45, 46,
    ]);
    expect(labelOf(userLevel, 1)).toBe('Super Admin');
    expect(labelOf(userLevel, USER_LEVEL.erNurse)).toBe('Perawat UGD');
    expect(labelOf(userLevel, USER_LEVEL.caseManager)).toContain('MPP');
    for (const id of Object.values(USER_LEVEL)) expect(findOption(userLevel, id)).toBeDefined();
  });

  it('gives only level 1 every menu', () => {
    expect(levelHasAllMenus(1)).toBe(true);
    expect(levelHasAllMenus(17)).toBe(false);
  });

  it('holds staff types 1, 2, 3, 5, 6, 8, 99', () => {
    expect(staffType.entries.map((e) => e.code)).toEqual([1, 2, 3, 5, 6, 8, 99]);
    expect(Object.values(STAFF_TYPE).sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6, 8, 99]);
    expect(labelOf(staffType, STAFF_TYPE.doctor)).toBe('Dokter');
  });
});

describe('initial assessment menu', () => {
  it.each([
    ['ANAK', 'kajian-awal-anak', 'kajian-awal-medis'],
    ['OBSG', 'kajian-awal-obsgyn', 'kajian-awal-medis'],
    ['PER', 'kajian-awal-bbl', 'kajian-awal-medis-bbl'],
    ['ICU', 'kajian-awal-icu', 'kajian-awal-medis'],
    ['NICU', 'kajian-awal-nicu', 'kajian-awal-medis'],
    ['PICU', 'kajian-awal-picu', 'kajian-awal-medis'],
    ['UMUM', 'kajian-awal-umum', 'kajian-awal-medis'],
    ['DEWASA', 'kajian-awal-umum', 'kajian-awal-medis'],
    ['', 'kajian-awal-umum', 'kajian-awal-medis'],
    [' per ', 'kajian-awal-bbl', 'kajian-awal-medis-bbl'],
  ])('%j -> %s / %s', (type, nursing, doctor) => {
    expect(initialAssessmentMenu(type)).toEqual({ nursing, doctor });
  });

  it('treats a missing type as general', () => {
    expect(initialAssessmentMenu(null).nursing).toBe('kajian-awal-umum');
    expect(initialAssessmentMenu(undefined).doctor).toBe('kajian-awal-medis');
  });

  it('names routes that exist in the screen catalogue', () => {
    for (const type of [...assessmentPatientTypes, 'OTHER']) {
      const menu = initialAssessmentMenu(type);
      expect(findScreen(menu.nursing), menu.nursing).toBeDefined();
      expect(findScreen(menu.doctor), menu.doctor).toBeDefined();
    }
  });
});

describe('physical examination field names', () => {
  it('prefixes region codes per form', () => {
    expect(physicalExamFieldName('outpatient', 'kepala')).toBe('apod_vs_kepala');
    expect(physicalExamFieldName('emergency', 'saraf')).toBe('auod_vs_saraf');
    expect(physicalExamFieldName('inpatientOther', 'kuku_kaki')).toBe('aranpio_vs_kuku_kaki');
    expect(physicalExamForms.inpatientOther.regions.entries).toHaveLength(28);
  });

  it('refuses nerves on the outpatient form', () => {
    expect(() => physicalExamFieldName('outpatient', 'saraf')).toThrow(RangeError);
  });
});

describe('consultation slots', () => {
  it('carries start and end times', () => {
    expect(consultationSlot.entries.map((s) => [s.code, s.start, s.end])).toEqual([
      ['PAGI', '06:30', '14:00'],
      ['SORE', '14:00', '17:00'],
      ['MALAM', '17:00', '22:00'],
    ]);
  });

  it.each([
    ['06:29', undefined],
    ['06:30', 'PAGI'],
    ['13:59', 'PAGI'],
    ['14:00', 'SORE'],
    ['16:59', 'SORE'],
    ['17:00', 'MALAM'],
    ['21:59', 'MALAM'],
    ['22:00', undefined],
  ])('%s is in slot %s', (time, code) => {
    expect(consultationSlotAt(time)?.code).toBe(code);
  });

  it('rejects malformed times', () => {
    for (const bad of ['6:30', '24:00', '12:60', 'pagi']) {
      expect(() => consultationSlotAt(bad)).toThrow(RangeError);
    }
  });

  it("names the afternoon 'Sore', one word with or without its hours", () => {
    expect(CONSULTATION_SLOT_CODES).toEqual(['PAGI', 'SORE', 'MALAM']);
    expect(consultationSlot.entries.map((s) => s.label)).toEqual(['Pagi', 'Sore', 'Malam']);
    expect(consultationSlotLabel('SORE')).toBe('Sore');
    expect(consultationSlotLabel('SORE', { hours: true })).toBe('Sore (14.00-17.00)');
    expect(consultationSlotLabel('PAGI', { hours: true })).toBe('Pagi (06.30-14.00)');
    expect(consultationSlotLabel('siang')).toBe('siang');
  });
});
