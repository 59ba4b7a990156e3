import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvStream, type ExportColumn, xlsxStream } from '../src/http/export';
import type { Row } from '../src/resources/crud';
import { client, createTestApp, type TestContext } from './helpers';

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

/** Opens an .xlsx with exceljs' reader: the sheet names and the first sheet's cells. */
async function readXlsx(buf: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buf as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: { values: unknown[]; types: ExcelJS.ValueType[] }[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    const types: ExcelJS.ValueType[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      values.push(cell.value);
      types.push(cell.type);
    });
    rows.push({ values, types });
  });
  return { names: book.worksheets.map((s) => s.name), rows };
}

describe('exports', () => {
  it('CSV: BOM, quoting and formula neutralising', async () => {
    const text = (await collect(csvStream(columns, batches()))).toString('utf8');
    expect(text).toBe(
      '\uFEFFID,Nama\r\n1,Apotek & <Klinik>\r\n2,"\'=HYPERLINK(""http://x"")"\r\n3,"Ünïcode, ""kutip"""\r\n',
    );
    expect(csvCell(-5)).toBe('-5');
  });

  it('xlsx: one sheet with the header and every row, numbers as numbers, formulas as text', async () => {
    const book = await readXlsx(await collect(xlsxStream(columns, batches(), 'Master Obat')));
    expect(book.names).toEqual(['Master Obat']);
    expect(book.rows.map((r) => r.values)).toEqual([
      ['ID', 'Nama'],
      [1, 'Apotek & <Klinik>'],
      [2, '\'=HYPERLINK("http://x")'],
      [3, 'Ünïcode, "kutip"'],
    ]);
    expect(book.rows[2]?.types).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.String]);
  });

  it('xlsx: a title Excel would refuse becomes a valid sheet name', async () => {
    const book = await readXlsx(
      await collect(xlsxStream(columns, batches(), 'Laporan: Obat/Alkes [Gudang] Tahunan Lengkap')),
    );
    expect(book.names).toEqual(['Laporan  Obat Alkes  Gudang  Ta']);
  });

  it('xlsx: reads the next batch only once the output has been taken', async () => {
    let pulled = 0;
    const total = 30;
    async function* many(): AsyncGenerator<Row[]> {
      for (let b = 0; b < total; b++) {
        pulled++;
        yield Array.from({ length: 1000 }, (_, i) => ({
          id: b * 1000 + i + 1,
          name: `Pasien ${b * 1000 + i + 1} ${Math.random().toString(36)}`,
        }));
      }
    }
    const stream = xlsxStream(columns, many(), 'Pasien');
    const first = await stream.next();
    expect(first.done).toBe(false);
    // Nobody reads further: the writer stops after a few batches instead of taking all of them.
    await new Promise((r) => setTimeout(r, 300));
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(10);
    // Reading on gets every batch, and the workbook holds every row.
    const rest = await collect(stream);
    expect(pulled).toBe(total);
    const book = await readXlsx(Buffer.concat([first.value as Buffer, rest]));
    expect(book.rows).toHaveLength(total * 1000 + 1);
    expect(book.rows[total * 1000]?.values[0]).toBe(total * 1000);
  });

  it('xlsx: a reader that goes away stops the export', async () => {
    let pulled = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<Row[]> {
      try {
        for (;;) {
          pulled++;
          yield Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `Nama ${Math.random()}` }));
        }
      } finally {
        closed = true;
      }
    }
    const stream = xlsxStream(columns, endless(), 'Pasien');
    await stream.next();
    await stream.return(undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(true);
    expect(pulled).toBeLessThan(10);
  });
});

describe('xlsx export of a list', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    api = client(ctx);
    admin = await api.login('superadmin');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('opens in a spreadsheet reader with the title, header, rows and a guarded formula', async () => {
    const added = await api.do('Agama', { type: 'add', name: '=1+1' }, admin);
    expect(added.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/bo/get/Agama?export=1&download=xlsx&token=${admin}`,
      headers: { 'x-simrs-key': 'test-api-key' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Agama-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = await readXlsx(res.rawPayload);
    expect(book.names).toEqual(['Master Agama']);
    const [header, ...rows] = book.rows;
    expect(header?.values[0]).toBe('ID');
    expect(header?.values).toContain('Dibuat');
    const nameAt = header?.values.indexOf('Nama Agama') ?? -1;
    expect(nameAt).toBeGreaterThan(0);
    expect(rows.map((r) => r.values[nameAt])).toContain('Islam');
    const formula = rows.find((r) => r.values[0] === added.body.data?.record?.id);
    expect(formula?.values[nameAt]).toBe("'=1+1");
    expect(formula?.types[nameAt]).toBe(ExcelJS.ValueType.String);
  });
});
