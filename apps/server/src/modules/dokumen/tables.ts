/** The tables of the `dokumen` context, added to the platform's `Database`. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<Record<string, unknown>, string, string>;

/** One clinical document. Never deleted; locked once signed (a row trigger). */
export interface ClinicalDocumentTable {
  id: Generated<number>;
  registration_id: number;
  patient_id: number;
  template_key: string;
  template_version: number;
  profession: string;
  status: 'DRAFT' | 'FINAL' | 'AMENDED' | 'ENTERED_IN_ERROR';
  content: Json;
  version: Generated<number>;
  amendment: Generated<number>;
  root_id: number | null;
  supersedes_id: number | null;
  author_id: number | null;
  author_name: string | null;
  signed_by: number | null;
  signed_by_name: string | null;
  signed_at: Timestamp | null;
  amend_reason: string | null;
  error_reason: string | null;
  error_by: number | null;
  error_by_name: string | null;
  error_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Append-only: every saved content of a document. */
export interface ClinicalDocumentRevisionTable {
  id: Generated<number>;
  document_id: number;
  action: 'CREATE' | 'SAVE' | 'SIGN' | 'AMEND' | 'ENTERED_IN_ERROR';
  status: string;
  version: number;
  content: Json;
  reason: string | null;
  user_id: number | null;
  username: string | null;
  at: Timestamp;
}

/** Append-only: typed values of signed documents. */
export interface ObservationTable {
  id: Generated<number>;
  document_id: number;
  registration_id: number;
  patient_id: number;
  code: string;
  field: string;
  label: string;
  value_num: number | null;
  value_text: string | null;
  unit: string | null;
  at: Timestamp;
}

/** Append-only: a CPPT note (a correction is a new row pointing at the one it corrects). */
export interface CpptNoteTable {
  id: Generated<number>;
  registration_id: number;
  patient_id: number;
  profession: string;
  format: 'SOAP' | 'SBAR' | 'ADIME';
  parts: Json;
  instruction: string | null;
  author_id: number | null;
  author_name: string | null;
  written_at: Timestamp;
  correction_of: number | null;
  correction_reason: string | null;
}

/** Append-only: the DPJP's co-signature of a note (one per note). */
export interface CpptVerificationTable {
  id: Generated<number>;
  note_id: number;
  verified_by: number | null;
  verified_by_name: string | null;
  verified_at: Timestamp;
}

declare module '../../db/schema' {
  interface Database {
    clinical_document: ClinicalDocumentTable;
    clinical_document_revision: ClinicalDocumentRevisionTable;
    observation: ObservationTable;
    cppt_note: CpptNoteTable;
    cppt_verification: CpptVerificationTable;
  }
}
