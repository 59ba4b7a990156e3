/**
 * The whole record of a patient as one PDF (the patient's right to a copy, a transfer of the
 * record): the identity, then every registration newest first with its standing diagnoses and
 * procedures, its signed documents (the current version of each, values in words from the
 * template definitions), its CPPT notes (a corrected note gives way to its correction) and its
 * letters. Read in a handful of queries per table, whatever the number of visits.
 */

import type { StaticSettings } from '@simrs/validators';
import {
  CPPT_FORMAT_LABELS,
  CPPT_PARTS,
  CPPT_PROFESSION_LABELS,
  type CpptFormat,
  type CpptProfession,
  LETTER_KIND_LABELS,
  LETTER_STATUS_LABELS,
  type LetterView,
} from '@simrs/validators/contracts';
import { findTemplate } from '@simrs/validators/forms';
import { sql } from 'kysely';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Executor } from '../../platform/module';
import { fieldsTable, letterhead, page } from './pdf';
import { ALL_KINDS, lettersOf, liveEntries } from './reads';
import {
  documentSections,
  longDate,
  poliText,
  sexText,
  visitKindText,
  visitStatusText,
  wibDateTime,
} from './words';

interface PatientRow {
  id: number;
  rm_no: string;
  name: string;
  nik: string | null;
  bpjs_no: string | null;
  birth_date: string | null;
  sex: string | null;
  address: string | null;
}

interface RegRow {
  id: number;
  reg_no: string;
  visit_date: string;
  kind: string;
  poli_name: string | null;
  doctor_name: string | null;
  status: string;
}

interface DocRow {
  id: number;
  registration_id: number;
  template_key: string;
  template_version: number;
  content: Record<string, unknown> | string;
  amendment: number;
  amend_reason: string | null;
  signed_by_name: string | null;
  signed_at: Date | string | null;
}

interface NoteRow {
  id: number;
  registration_id: number;
  profession: CpptProfession;
  format: CpptFormat;
  parts: Record<string, string> | string;
  instruction: string | null;
  author_name: string | null;
  written_at: Date | string;
  correction_of: number | null;
  correction_reason: string | null;
  verified_by_name: string | null;
  verified_at: Date | string | null;
}

/** Everything of a patient's record the PDF prints. */
export interface PatientRecord {
  patient: PatientRow;
  registrations: RegRow[];
  entries: Awaited<ReturnType<typeof liveEntries>>;
  documents: DocRow[];
  notes: NoteRow[];
  letters: LetterView[];
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A patient's record, or undefined when there is no such patient. */
export async function readPatientRecord(
  db: Executor,
  patientId: number,
): Promise<PatientRecord | undefined> {
  const p = await sql<PatientRow>`select id, rm_no, name, nik, bpjs_no,
      to_char(birth_date, 'YYYY-MM-DD') as birth_date, sex, address
    from patients where id = ${patientId}`.execute(db);
  const patient = p.rows[0];
  if (!patient) return undefined;
  const registrations = (
    await sql<RegRow>`select g.id, g.reg_no, to_char(g.visit_date, 'YYYY-MM-DD') as visit_date,
        g.kind, m.name as poli_name, g.doctor_name, g.status
      from registrations g left join m_poli m on m.id = g.poli_id
      where g.patient_id = ${patientId}
      order by g.visit_date desc, g.registered_at desc, g.id desc`.execute(db)
  ).rows;
  const ids = registrations.map((r) => r.id);
  const documents = (
    await sql<DocRow>`select id, registration_id, template_key, template_version, content,
        amendment, amend_reason, signed_by_name, signed_at
      from clinical_document where patient_id = ${patientId} and status = 'FINAL'
      order by signed_at, id`.execute(db)
  ).rows;
  const notes = (
    await sql<NoteRow>`select n.id, n.registration_id, n.profession, n.format, n.parts,
        n.instruction, n.author_name, n.written_at, n.correction_of, n.correction_reason,
        v.verified_by_name, v.verified_at
      from cppt_note n left join cppt_verification v on v.note_id = n.id
      where n.patient_id = ${patientId}
        and not exists (select 1 from cppt_note c where c.correction_of = n.id)
      order by n.written_at, n.id`.execute(db)
  ).rows;
  return {
    patient,
    registrations,
    entries: await liveEntries(db, ids, null),
    documents,
    notes,
    letters: await lettersOf(db, sql`l.patient_id = ${patientId}`, ALL_KINDS),
  };
}

const VOID_STATUSES = new Set(['VOID', '99']);

function groupBy<T extends { registration_id: number }>(rows: readonly T[]) {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const list = m.get(r.registration_id);
    if (list) list.push(r);
    else m.set(r.registration_id, [r]);
  }
  return m;
}

const empty = (text: string): Content => ({ text, style: 'muted', margin: [0, 0, 0, 4] });

function visitSection(
  reg: RegRow,
  entries: PatientRecord['entries'],
  documents: DocRow[],
  notes: NoteRow[],
  letters: LetterView[],
): Content[] {
  const heading = [
    longDate(reg.visit_date),
    visitKindText(reg.kind),
    reg.poli_name ? poliText(reg.poli_name) : null,
    reg.doctor_name,
  ]
    .filter(Boolean)
    .join(' · ');
  const diagnoses = entries.filter((e) => e.system === 'ICD10');
  const procedures = entries.filter((e) => e.system === 'ICD9CM');
  const source = (s: string) => (s === 'KODING' ? 'koding' : 'klinis');
  const out: Content[] = [
    {
      text: `Kunjungan ${heading}`,
      style: 'heading',
      headlineLevel: 1,
    } as Content,
    {
      text: `No. Registrasi ${reg.reg_no} · status ${visitStatusText(reg.kind, reg.status)}${VOID_STATUSES.has(reg.status) ? ' (dibatalkan)' : ''}`,
      style: 'muted',
    },
    { text: 'Diagnosis (ICD-10)', style: 'subheading' },
    diagnoses.length > 0
      ? {
          ul: diagnoses.map(
            (d) =>
              `${d.code} ${d.display} (${d.role === 'UTAMA' ? 'utama' : 'sekunder'}, ${source(d.source)})`,
          ),
        }
      : empty('Tidak ada diagnosis tercatat.'),
    { text: 'Tindakan (ICD-9-CM)', style: 'subheading' },
    procedures.length > 0
      ? {
          ul: procedures.map(
            (p) =>
              `${p.code} ${p.display}${p.performed_at ? ` · ${wibDateTime(p.performed_at)}` : ''} (${source(p.source)})`,
          ),
        }
      : empty('Tidak ada tindakan tercatat.'),
    { text: 'Dokumen Klinis', style: 'subheading' },
  ];
  if (documents.length === 0) out.push(empty('Tidak ada dokumen yang ditandatangani.'));
  for (const d of documents) {
    const template = findTemplate(d.template_key, d.template_version);
    const signed = `Ditandatangani ${d.signed_by_name ?? '-'}${d.signed_at ? ` · ${wibDateTime(d.signed_at)}` : ''}`;
    out.push({
      text: `${template?.title ?? d.template_key}${d.amendment > 0 ? ` (amandemen ke-${d.amendment}: ${d.amend_reason ?? ''})` : ''}`,
      bold: true,
      margin: [0, 4, 0, 0],
    });
    out.push({ text: signed, style: 'muted' });
    if (!template) continue;
    for (const s of documentSections(template, json(d.content))) {
      out.push({ text: s.title, italics: true, margin: [8, 2, 0, 0] });
      out.push({
        ...(fieldsTable(
          s.lines.map((l) => [l.label, l.text] as [string, string]),
          160,
        ) as object),
        margin: [8, 0, 0, 2],
      } as Content);
    }
  }
  out.push({ text: 'CPPT', style: 'subheading' });
  if (notes.length === 0) out.push(empty('Tidak ada catatan CPPT.'));
  for (const n of notes) {
    const parts = json(n.parts);
    out.push({
      text: `${wibDateTime(n.written_at)} · ${CPPT_PROFESSION_LABELS[n.profession] ?? n.profession} · ${n.author_name ?? '-'} · ${CPPT_FORMAT_LABELS[n.format] ?? n.format}`,
      bold: true,
      margin: [0, 4, 0, 0],
    });
    const rows: [string, string][] = (CPPT_PARTS[n.format] ?? []).map((p) => [
      `${p.key} · ${p.label}`,
      parts[p.key] ?? '',
    ]);
    if (n.instruction) rows.push(['Instruksi', n.instruction]);
    if (n.correction_of !== null) rows.push(['Koreksi (alasan)', n.correction_reason ?? '']);
    if (n.verified_at) {
      rows.push([
        'Verifikasi DPJP',
        `${n.verified_by_name ?? '-'} · ${wibDateTime(n.verified_at)}`,
      ]);
    }
    out.push(fieldsTable(rows, 130));
  }
  out.push({ text: 'Surat', style: 'subheading' });
  out.push(
    letters.length > 0
      ? {
          ul: letters.map(
            (l) =>
              `${l.number} · ${LETTER_KIND_LABELS[l.kind]} · ${longDate(l.issuedOn)} · ${l.doctor.name ?? '-'} · ${LETTER_STATUS_LABELS[l.status]}${l.void ? ` (${l.void.reason})` : ''}`,
          ),
        }
      : empty('Tidak ada surat.'),
  );
  return out;
}

/** The definition of a patient's whole record. */
export function recordDocument(
  record: PatientRecord,
  settings: StaticSettings,
  printed: { at: Date; by: string },
): TDocumentDefinitions {
  const p = record.patient;
  const entries = groupBy(record.entries);
  const documents = groupBy(record.documents);
  const notes = groupBy(record.notes);
  const letters = new Map<number, LetterView[]>();
  for (const l of record.letters) {
    const list = letters.get(l.visit.registrationId);
    if (list) list.push(l);
    else letters.set(l.visit.registrationId, [l]);
  }
  const visits = record.registrations.flatMap((reg) =>
    visitSection(
      reg,
      entries.get(reg.id) ?? [],
      documents.get(reg.id) ?? [],
      notes.get(reg.id) ?? [],
      letters.get(reg.id) ?? [],
    ),
  );
  return page({
    title: `Rekam Medis ${p.rm_no} ${p.name}`,
    subject: 'Salinan Rekam Medis',
    author: settings.hospitalName,
    content: [
      letterhead(settings),
      { text: 'SALINAN REKAM MEDIS', style: 'title' },
      {
        text: 'Rahasia: berisi data kesehatan pribadi pasien.',
        style: 'subtitle',
        margin: [0, 2, 0, 12],
      },
      fieldsTable([
        ['Nama', p.name],
        ['No. Rekam Medis', p.rm_no],
        ['NIK', p.nik ?? '-'],
        ['No. BPJS', p.bpjs_no ?? '-'],
        ['Jenis Kelamin', sexText(p.sex)],
        ['Tanggal Lahir', p.birth_date ? longDate(p.birth_date) : '-'],
        ['Alamat', p.address ?? '-'],
        ['Jumlah Kunjungan', String(record.registrations.length)],
        ['Dicetak', `${wibDateTime(printed.at)} oleh ${printed.by}`],
      ]),
      ...(visits.length > 0 ? visits : [empty('Belum ada kunjungan.')]),
    ],
    footer: (current, count) =>
      `Salinan rekam medis No. RM ${p.rm_no} · dicetak ${wibDateTime(printed.at)} · Halaman ${current} dari ${count}`,
  });
}
