import { constants, crc32, createDeflateRaw } from 'node:zlib';
import type { AnyResource } from '@simrs/validators/resources';
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

/** A CSV cell; text starting with = + - @ is prefixed with ' so spreadsheets do not run it. */
export function csvCell(value: unknown): string {
  let s = text(value);
  if (/^[=+\-@\t\r]/.test(s) && typeof value === 'string') s = `'${s}`;
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

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

function sheetRow(index: number, values: unknown[]): string {
  const cells = values
    .map((v) =>
      typeof v === 'number' && Number.isFinite(v)
        ? `<c t="n"><v>${v}</v></c>`
        : `<c t="inlineStr"><is><t xml:space="preserve">${xmlEscape(text(v))}</t></is></c>`,
    )
    .join('');
  return `<row r="${index}">${cells}</row>`;
}

/**
 * Streams an .xlsx workbook (one sheet, inline strings). The zip entries use data descriptors,
 * so each part is written as it is produced; the sheet is deflated row batch by row batch.
 */
export async function* xlsxStream(
  columns: ExportColumn[],
  batches: AsyncIterable<Row[]>,
  sheetName: string,
): AsyncGenerator<Buffer> {
  const zip = new ZipWriter();
  const name = xmlEscape(sheetName.slice(0, 31));
  yield await zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  yield await zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  );
  yield await zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  yield await zip.file(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  const sheet = zip.begin('xl/worksheets/sheet1.xml');
  yield sheet.header;
  yield await sheet.write(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRow(
      1,
      columns.map((c) => c.header),
    )}`,
  );
  let index = 1;
  for await (const rows of batches) {
    const xml = rows
      .map((r) =>
        sheetRow(
          ++index,
          columns.map((c) => c.value(r)),
        ),
      )
      .join('');
    yield await sheet.write(xml);
  }
  yield await sheet.end('</sheetData></worksheet>');
  yield zip.finish();
}

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** Minimal zip writer (stored names in UTF-8, deflate, data descriptors, no zip64). */
class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];

  private localHeader(name: Buffer): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x0808, 6); // data descriptor + UTF-8 names
    h.writeUInt16LE(8, 8); // deflate
    h.writeUInt16LE(name.length, 26);
    return Buffer.concat([h, name]);
  }

  async file(path: string, content: string): Promise<Buffer> {
    const entry = this.begin(path);
    return Buffer.concat([entry.header, await entry.end(content)]);
  }

  /** Starts an entry whose content is deflated chunk by chunk (a real stream, not buffered). */
  begin(path: string) {
    const name = Buffer.from(path, 'utf8');
    const header = this.localHeader(name);
    const entry: Entry = { name, crc: 0, compressed: 0, size: 0, offset: this.offset };
    this.offset += header.length;
    const deflate = createDeflateRaw();
    const out: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => out.push(chunk));
    const drain = (): Buffer => {
      const b = Buffer.concat(out);
      out.length = 0;
      entry.compressed += b.length;
      this.offset += b.length;
      return b;
    };
    const write = async (text: string): Promise<Buffer> => {
      const data = Buffer.from(text, 'utf8');
      entry.crc = crc32(data, entry.crc);
      entry.size += data.length;
      deflate.write(data);
      await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
      return drain();
    };
    const end = async (text: string): Promise<Buffer> => {
      const last = await write(text);
      await new Promise<void>((resolve) => {
        deflate.once('end', () => resolve());
        deflate.end();
      });
      const tail = drain();
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc >>> 0, 4);
      descriptor.writeUInt32LE(entry.compressed, 8);
      descriptor.writeUInt32LE(entry.size, 12);
      this.offset += descriptor.length;
      this.entries.push(entry);
      return Buffer.concat([last, tail, descriptor]);
    };
    return { header, write, end };
  }

  finish(): Buffer {
    const central: Buffer[] = [];
    let size = 0;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt32LE(e.crc >>> 0, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      central.push(h, e.name);
      size += h.length + e.name.length;
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(this.offset, 16);
    return Buffer.concat([...central, end]);
  }
}
