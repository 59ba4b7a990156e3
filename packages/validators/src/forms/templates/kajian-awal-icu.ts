/** Kajian Awal Keperawatan ICU (critical-care nursing initial assessment, adult). */
import { gcsAdult } from '@simrs/domain';
import {
  ADULT_VITALS,
  airwayBreathingSection,
  allergiesSection,
  circulationSection,
  criticalPainSection,
  fallRiskSection,
  linesAndDrainsSection,
  nursingPlanSection,
  pressureInjurySection,
  respiratorySupportSection,
  vitalsSection,
} from '../blocks';
import { defineTemplate } from '../kit';
import { admissionSection, eliminationNutritionSection, neurologySection } from './critical-common';

export const kajianAwalIcu = defineTemplate({
  key: 'kajian-awal-icu',
  version: 1,
  title: 'Kajian Awal Keperawatan ICU',
  profession: 'perawat',
  setting: 'RANAP',
  sections: [
    admissionSection('adult'),
    allergiesSection(),
    vitalsSection(ADULT_VITALS, [
      'systolic',
      'diastolic',
      'pulse',
      'respiration',
      'temperature',
      'spo2',
    ]),
    airwayBreathingSection('adult'),
    respiratorySupportSection('adult'),
    circulationSection('adult'),
    neurologySection(gcsAdult, 'adult'),
    linesAndDrainsSection('adult'),
    eliminationNutritionSection('adult'),
    criticalPainSection('adult'),
    pressureInjurySection('adult'),
    fallRiskSection('adult'),
    nursingPlanSection(),
  ],
});
