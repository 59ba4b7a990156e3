/** The tables of the `surat` context, added to the platform's `Database`. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<Record<string, unknown>, string, string>;

/** One counter per kind and year (the letters' numbers). */
export interface LetterNumberingTable {
  kind: string;
  year: number;
  last_no: number;
}

/** One issued letter or medical report. Never deleted; changed only when voided, once. */
export interface LetterTable {
  id: Generated<number>;
  kind: 'SAKIT' | 'SEHAT' | 'RUJUKAN' | 'KONTROL' | 'MEDIS';
  year: number;
  seq: number;
  number: string;
  registration_id: number;
  patient_id: number;
  content: Json;
  issued_on: ColumnType<string, string, string>;
  issued_at: Timestamp;
  doctor_id: number | null;
  doctor_name: string;
  verify_code: string;
  void_reason: string | null;
  voided_by: number | null;
  voided_by_name: string | null;
  voided_at: Timestamp | null;
}

declare module '../../db/schema' {
  interface Database {
    letter_numbering: LetterNumberingTable;
    letter: LetterTable;
  }
}
