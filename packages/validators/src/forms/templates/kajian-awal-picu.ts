/** Kajian Awal Keperawatan PICU (critical-care nursing initial assessment, child). */
import { gcsChild } from '@simrs/domain';
import {
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

export const kajianAwalPicu = defineTemplate({
  key: 'kajian-awal-picu',
  version: 1,
  title: 'Kajian Awal Keperawatan PICU',
  profession: 'perawat',
  setting: 'RANAP',
  sections: [
    admissionSection('child'),
    allergiesSection(),
    vitalsSection(
      ['systolic', 'diastolic', 'pulse', 'respiration', 'temperature', 'spo2', 'weight', 'height'],
      ['pulse', 'respiration', 'temperature', 'spo2', 'weight'],
    ),
    airwayBreathingSection('child'),
    respiratorySupportSection('child'),
    circulationSection('child'),
    neurologySection(gcsChild, 'child'),
    linesAndDrainsSection('child'),
    eliminationNutritionSection('child'),
    criticalPainSection('child'),
    pressureInjurySection('child'),
    fallRiskSection('child'),
    nursingPlanSection(),
  ],
});
