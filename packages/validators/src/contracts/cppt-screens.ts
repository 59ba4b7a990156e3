/**
 * The CPPT screens, apart from the dokumen contract (`dokumen.ts` re-exports them): the staff
 * app's route table reads their keys before any screen loads, without the contract's schemas.
 */
import type { CpptFormat, CpptProfession } from './dokumen';

/**
 * The CPPT screens of section 2.12 (`cppt`, `cppt-soap`, ... `cppt-farmasi`): one screen, set by
 * its route: the format its form starts with, and the professions whose notes its timeline
 * shows and who write there (null: every profession).
 */
export interface CpptScreen {
  readonly format: CpptFormat;
  readonly professions: readonly CpptProfession[] | null;
}

export const CPPT_SCREENS: Readonly<Record<string, CpptScreen>> = {
  cppt: { format: 'SOAP', professions: null },
  'cppt-soap': { format: 'SOAP', professions: ['perawat', 'bidan'] },
  'cppt-sbar': { format: 'SBAR', professions: ['perawat', 'bidan'] },
  'cppt-dokter': { format: 'SOAP', professions: ['dokter'] },
  'cppt-ppa-radio': { format: 'SOAP', professions: ['radiologi'] },
  'cppt-ppa-lab': { format: 'SOAP', professions: ['laboratorium'] },
  'cppt-dietisien': { format: 'ADIME', professions: ['gizi'] },
  'cppt-fisio': { format: 'SOAP', professions: ['fisioterapis'] },
  'cppt-farmasi': { format: 'SOAP', professions: ['farmasi'] },
};
