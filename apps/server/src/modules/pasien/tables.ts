/** The tables of the `pasien` context, added to the platform's `Database`. */
import type { PatientLookupKind } from '@simrs/validators/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PatientAccessLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  username: string | null;
  address: string | null;
  kind: PatientLookupKind;
  /** Written as a PostgreSQL array literal ('{1,2}'), read as numbers. */
  patient_ids: ColumnType<number[], string, string>;
  patient_count: number;
  /** The call that read (wire module and operation), null before 1121. */
  source: ColumnType<string | null, string | null | undefined, never>;
}

/** `patients` (created by the master migration 0002, completed by 0303_patient_record). */
export interface PatientsTable {
  id: Generated<number>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  rm_no: string;
  nik: string | null;
  bpjs_no: string | null;
  name: string;
  sex: string;
  birth_date: ColumnType<string, string, string>;
  address: string | null;
  phone: string | null;
  status: Generated<'Y' | 'N'>;
  citizenship: Generated<'WNI' | 'WNA'>;
  passport_no: string | null;
  birth_place: string | null;
  marital_status: string | null;
  blood_type: string | null;
  religion_id: number | null;
  education_id: number | null;
  occupation_id: number | null;
  ethnicity_id: number | null;
  rt: string | null;
  rw: string | null;
  postal_code: string | null;
  province_code: string | null;
  regency_code: string | null;
  district_code: string | null;
  village_code: string | null;
  phone_alt: string | null;
  mother_name: string | null;
  bpjs_class: string | null;
  insurer_id: number | null;
  insurer_card_no: string | null;
  merged_into_id: number | null;
  merged_at: Date | null;
}

export interface RegionsTable {
  code: string;
  name: string;
  level: number;
  parent_code: string | null;
}

export interface PatientResponsiblePersonsTable {
  id: Generated<number>;
  patient_id: number;
  position: number;
  name: string;
  relationship: string;
  phone: string | null;
  nik: string | null;
  address: string | null;
}

export interface PatientAllergiesTable {
  id: Generated<number>;
  patient_id: number;
  position: number;
  type: string;
  allergen: string;
  reaction: string | null;
  created_at: Generated<Date>;
}

export interface PatientNumberingTable {
  id: Generated<boolean>;
  last_no: ColumnType<string, string | number, string | number>;
  rm_digits: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    patient_access_log: PatientAccessLogTable;
    patients: PatientsTable;
    m_regions: RegionsTable;
    patient_responsible_persons: PatientResponsiblePersonsTable;
    patient_allergies: PatientAllergiesTable;
    patient_numbering: PatientNumberingTable;
  }
}
