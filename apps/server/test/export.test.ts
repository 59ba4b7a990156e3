import { Readable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { csvCell, csvStream, type ExportColumn, xlsxStream } from '../src/http/export';
import type { Row } from '../src/resources/crud';

/** Reads a zip through its central directory, checking every entry's CRC. */
function unzip(buf: Buffer): Map<string, string> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(0);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const crc = buf.readUInt32LE(p + 16);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const offset = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    expect(buf.readUInt32LE(offset)).toBe(0x04034b50);
    const dataStart = offset + 30 + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
    const data = inflateRawSync(buf.subarray(dataStart, dataStart + size));
    expect(crc32(data) >>> 0).toBe(crc);
    files.set(name, data.toString('utf8'));
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return files;
}

const columns: ExportColumn[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Nama', value: (r) => r.name },
];

async function* batches(): AsyncGenerator<Row[]> {
  yield [{ id: 1, name: 'Apotek & <Klinik>' }];
  yield [
    { id: 2, name: '=HYPERLINK("http://x")' },
    { id: 3, name: 'Ünïcode, "kutip"' },
  ];
}

async function collect(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of Readable.from(stream)) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

describe('exports', () => {
  it('CSV: BOM, quoting and formula neutralising', async () => {
    const text = (await collect(csvStream(columns, batches()))).toString('utf8');
    expect(text).toBe(
      '\uFEFFID,Nama\r\n1,Apotek & <Klinik>\r\n2,"\'=HYPERLINK(""http://x"")"\r\n3,"Ünïcode, ""kutip"""\r\n',
    );
    expect(csvCell(-5)).toBe('-5');
  });

  it('xlsx: a valid zip whose sheet holds every row, escaped', async () => {
    const files = unzip(await collect(xlsxStream(columns, batches(), 'Master Obat')));
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Master Obat"');
    const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet.match(/<row /g)).toHaveLength(4);
    expect(sheet).toContain('<row r="4"><c t="n"><v>3</v></c>');
    expect(sheet).toContain('Apotek &amp; &lt;Klinik&gt;');
    expect(sheet).toContain('Ünïcode, &quot;kutip&quot;');
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
  });
});
