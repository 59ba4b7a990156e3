import { PassThrough } from 'node:stream';
import type { AnyResource } from '@simrs/validators/resources';
import ExcelJS from 'exceljs';
import type { Row } from '../resources/crud';

export interface ExportColumn {
  header: string;
  value: (row: Row) => unknown;
}

export function exportColumns(resource: AnyResource): ExportColumn[] {
  const cols: ExportColumn[] = [{ header: 'ID', value: (r) => r.id }];
  for (const f of resource.fields) {
    if (f.writeOnly || f.kind === 'menuRole') continue;
    const name = f.kind === 'reference' ? `${f.name}Label` : f.name;
    cols.push({ header: f.label, value: (r) => r[name] });
  }
  cols.push(
    { header: 'Dibuat', value: (r) => r.createdAt },
    { header: 'Diubah', value: (r) => r.updatedAt },
  );
  return cols;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Text starting with = + - @ (or a tab or CR) gets a leading ' so spreadsheets do not run it. */
function neutralised(value: unknown): string {
  const s = text(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** A CSV cell: quoted when needed, formulas neutralised. */
export function csvCell(value: unknown): string {
  const s = neutralised(value);
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Streams a CSV (UTF-8 with BOM, for spreadsheet programs) from batches of rows. */
export async function* csvStream(
  columns: ExportColumn[],
  batches: AsyncIterable<Row[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
  for await (const rows of batches) {
    yield rows.map((r) => csvLine(columns.map((c) => c.value(r)))).join('');
  }
}

/** An .xlsx cell: finite numbers stay numbers, everything else is neutralised text. */
function xlsxCell(value: unknown): string | number {
  return typeof value === 'number' && Number.isFinite(value) ? value : neutralised(value);
}

/** Excel refuses sheet names over 31 characters or holding * ? : \\ / [ ]. */
function sheetTitle(title: string): string {
  const name = title
    .replace(/[*?:\\/[\]]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim();
  return name || 'Sheet1';
}

/** Node's streams and the readable-stream copies inside the zip library share this state. */
interface WritableLike {
  _writableState?: { needDrain?: boolean };
  on(event: 'drain', listener: () => void): unknown;
  removeListener(event: 'drain', listener: () => void): unknown;
}

const needsDrain = (s: unknown): s is WritableLike =>
  typeof s === 'object' &&
  s !== null &&
  (s as WritableLike)._writableState?.needDrain === true &&
  typeof (s as WritableLike).on === 'function';

/**
 * exceljs' streaming writer ignores backpressure (a committed row is written whatever the reader
 * does; exceljs issue 734): the sheet's stream writes into the zip's input stream without looking
 * at write()'s answer. These are the streams that fill up when the reader is slow: the zip's
 * input for the sheet, and the output.
 */
function pressured(sheet: ExcelJS.Worksheet, out: PassThrough): WritableLike | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  return [...(Array.isArray(pipes) ? pipes : []), out].find(needsDrain);
}

/** Resolves when `full` drains or the output closes (the client went away). */
function drainOrClose(full: WritableLike, out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      full.removeListener('drain', done);
      out.off('close', done);
      resolve();
    };
    full.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Streams an .xlsx workbook (one sheet named after the resource, a header row, then one row per
 * record) with exceljs' streaming WorkbookWriter: each batch of rows is committed to the zip as
 * it arrives, and the next batch is read only once the consumer has taken the output, so a large
 * export never holds all its rows. No shared strings (they would gather every text in memory).
 */
export async function* xlsxStream(
  columns: ExportColumn[],
  batches: AsyncIterable<Row[]>,
  sheetName: string,
): AsyncGenerator<Buffer> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetTitle(sheetName));
  const write = async () => {
    sheet.addRow(columns.map((c) => c.header)).commit();
    for await (const rows of batches) {
      for (const r of rows) sheet.addRow(columns.map((c) => xlsxCell(c.value(r)))).commit();
      for (let full = pressured(sheet, out); full; full = pressured(sheet, out)) {
        if (out.destroyed) return;
        await drainOrClose(full, out);
      }
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  for await (const chunk of out) yield chunk as Buffer;
}
