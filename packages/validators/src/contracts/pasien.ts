/**
 * Context `pasien`: the patient record (pasien). Registrations, beds and the chart build on it.
 *
 * Every read of patient data (a list or search of Pasien, a record, later a chart) leaves a row
 * in the patient access log: who, when, from where, which patients and what kind of lookup, never
 * the term typed. `PasienAkses` answers "who viewed this record" for the records team.
 */
import { pasienResource } from '../resources';
import { defineContract, out, query } from './kit';
import { type ListAnswer, listQuery } from './list';
import { id } from './params';
import { resourceContract } from './resource';

export const pasienContract = resourceContract(pasienResource, 'pasien');

/**
 * What kind of read a patient access was: a search by NIK (full or its first digits), RM number,
 * BPJS card number or name; a list without a search term; a record opened. (An export of
 * patients is an audit row of Pasien, and needs the reserved grant `pasien` export.)
 */
export const PATIENT_LOOKUP_KINDS = ['nik', 'rm', 'bpjs', 'name', 'list', 'detail'] as const;
export type PatientLookupKind = (typeof PATIENT_LOOKUP_KINDS)[number];

/** One read of patient data, as "who viewed this record" shows it. */
export interface PatientAccessRow {
  id: number;
  at: string;
  userId: number | null;
  username: string | null;
  address: string | null;
  kind: PatientLookupKind;
  /** How many patients that read returned (this one among them). */
  patientCount: number;
}

/** The menu and action that open "who viewed this record" (the records team). */
export const PATIENT_ACCESS_LOG_MENU = 'rekam-medis';
export const PATIENT_ACCESS_LOG_ACTION = 'export';

export const pasienAksesContract = defineContract({
  module: 'PasienAkses',
  context: 'pasien',
  menu: PATIENT_ACCESS_LOG_MENU,
  queries: {
    /** GET /get/PasienAkses?patientId=: the reads that returned this patient, newest first. */
    list: query({
      input: listQuery({
        sortable: ['id'],
        defaultSort: { field: 'id', type: 'desc' },
        extra: { patientId: id('Pasien wajib dipilih.') },
      }),
      access: PATIENT_ACCESS_LOG_ACTION,
      output: out<ListAnswer<PatientAccessRow> & { patientId: number }>(),
    }),
  },
});

export const pasienContracts = [pasienContract, pasienAksesContract] as const;
