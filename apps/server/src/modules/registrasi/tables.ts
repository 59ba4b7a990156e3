/** The tables of the `registrasi` context, added to the platform's `Database`. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Day = ColumnType<string, string, string>;

/** One registration (episode). Never deleted (a trigger refuses it): voided with a reason. */
export interface RegistrationsTable {
  id: Generated<number>;
  reg_no: string;
  patient_id: number;
  kind: 'RAJAL' | 'UGD' | 'RANAP';
  channel: 'BO-REG' | 'E-REG' | 'ICS' | 'JKN';
  payer_type: '1' | '2' | '3';
  guarantor_id: number | null;
  guarantor_card_no: string | null;
  bpjs_no: string | null;
  sep_no: string | null;
  visit_date: Day;
  registered_at: Timestamp;
  poli_id: number | null;
  unit_id: number | null;
  schedule_id: number | null;
  doctor_name: string | null;
  slot: 'PAGI' | 'SORE' | 'MALAM' | null;
  referral_type: string | null;
  referral_document: string | null;
  referral_source_id: number | null;
  referral_source_name: string | null;
  referral_no: string | null;
  referral_date: Day | null;
  class_entitled: number | null;
  class_upgrade: number | null;
  kelas_id: number | null;
  inpatient_type: number | null;
  origin_registration_id: number | null;
  reservation_id: number | null;
  ticket_id: number | null;
  queue_ticket_id: number | null;
  status: string;
  version: Generated<number>;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface RegistrationEventTable {
  id: Generated<number>;
  registration_id: number;
  from_status: string | null;
  to_status: string;
  at: Timestamp;
  user_id: number | null;
  username: string | null;
  reason: string | null;
}

export interface RegistrationTaskTimeTable {
  registration_id: number;
  task_id: number;
  at: Timestamp;
}

export interface RegistrationNumberingTable {
  kind: string;
  day: Day;
  last_no: number;
}

export interface ReservationCancellationTable {
  reservation_id: number;
  reason: string;
  at: Timestamp;
  user_id: number | null;
  username: string | null;
}

/** A booking planned as a control visit from a visit. Append-only (a trigger refuses changes). */
export interface RegistrationControlTable {
  reservation_id: number;
  origin_registration_id: number;
  note: string | null;
  planned_at: Timestamp;
  user_id: number | null;
  username: string | null;
}

/** A doctor's request to admit the patient of a visit. Append-only (a trigger refuses changes). */
export interface AdmissionRequestTable {
  id: Generated<number>;
  registration_id: number;
  doctor_name: string;
  note: string | null;
  requested_at: Timestamp;
  user_id: number | null;
  username: string | null;
}

declare module '../../db/schema' {
  interface Database {
    registrations: RegistrationsTable;
    registration_event: RegistrationEventTable;
    registration_task_time: RegistrationTaskTimeTable;
    registration_numbering: RegistrationNumberingTable;
    reservation_cancellation: ReservationCancellationTable;
    registration_control: RegistrationControlTable;
    admission_request: AdmissionRequestTable;
  }
}
