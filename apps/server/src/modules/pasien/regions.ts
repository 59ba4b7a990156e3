/**
 * The region master (`m_regions`): Kemendagri codes in their official layout, province `11`,
 * regency/city `11.01`, district `11.01.01`, village `11.01.01.2001`.
 *
 * `importRegions` reads the CSV file the hospital supplies (`kode,nama` per line; a header line,
 * quoted names and ';' as separator are accepted), checks every code's layout and that its parent
 * is in the file or already in the table, and upserts (a renamed region takes its new name).
 * `npm run db:import-regions -w @simrs/server -- <file.csv>` runs it against the configured
 * database. The demo seed loads a small sample of real codes.
 */
import { parentRegionCode, REGION_LEVELS, regionLevelOf } from '@simrs/validators';
import { sql } from 'kysely';
import type { Executor } from '../../platform/module';
import { inTransaction } from '../../platform/module';
import './tables';

export interface RegionCsvRow {
  code: string;
  name: string;
}

export interface RegionImportResult {
  /** Rows read (header and blank lines excluded). */
  read: number;
  inserted: number;
  updated: number;
}

export class RegionImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`Impor wilayah ditolak: ${problems.slice(0, 5).join('; ')}`);
    this.name = 'RegionImportError';
  }
}

/** Splits one CSV line on `sep`, honouring double quotes ('"Kota Adm. Jakarta, Pusat"'). */
function splitLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim());
}

/** Parses the file; every problem is reported with its line number. */
export function parseRegionCsv(text: string): RegionCsvRow[] {
  const rows: RegionCsvRow[] = [];
  const problems: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const seen = new Set<string>();
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const sep = line.includes(';') && !line.includes(',') ? ';' : ',';
    const [code = '', name = ''] = splitLine(line, sep);
    if (i === 0 && !/^\d/.test(code)) continue; // header
    if (regionLevelOf(code) === null) {
      problems.push(`baris ${i + 1}: kode '${code}' tidak sesuai format Kemendagri`);
      continue;
    }
    if (name === '') {
      problems.push(`baris ${i + 1}: nama wilayah ${code} kosong`);
      continue;
    }
    if (seen.has(code)) {
      problems.push(`baris ${i + 1}: kode ${code} tercatat dua kali`);
      continue;
    }
    seen.add(code);
    rows.push({ code, name: name.replace(/\s+/g, ' ') });
  }
  if (problems.length > 0) throw new RegionImportError(problems);
  return rows;
}

/** Imports parsed rows (parents first) in one transaction. */
export async function importRegions(db: Executor, text: string): Promise<RegionImportResult> {
  const rows = parseRegionCsv(text);
  const level = (code: string) => REGION_LEVELS.indexOf(regionLevelOf(code) ?? 'province') + 1;
  rows.sort((a, b) => level(a.code) - level(b.code) || a.code.localeCompare(b.code));
  return inTransaction(db, async (trx) => {
    const inFile = new Set(rows.map((r) => r.code));
    const parents = [
      ...new Set(rows.map((r) => parentRegionCode(r.code)).filter((p) => p !== null)),
    ].filter((p) => !inFile.has(p as string)) as string[];
    if (parents.length > 0) {
      const known = await sql<{ code: string }>`select code from m_regions
        where code in (${sql.join(parents)})`.execute(trx);
      const have = new Set(known.rows.map((r) => r.code));
      const missing = parents.filter((p) => !have.has(p));
      if (missing.length > 0) {
        throw new RegionImportError(
          missing.map((p) => `wilayah induk ${p} tidak ada di berkas maupun di data wilayah`),
        );
      }
    }
    let inserted = 0;
    let updated = 0;
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const values = batch.map(
        (r) => sql`(${r.code}, ${r.name}, ${level(r.code)}, ${parentRegionCode(r.code)})`,
      );
      const result = await sql<{ inserted: boolean }>`insert into m_regions
        (code, name, level, parent_code) values ${sql.join(values)}
        on conflict (code) do update set name = excluded.name
        returning (xmax = 0) as inserted`.execute(trx);
      for (const r of result.rows) {
        if (r.inserted) inserted++;
        else updated++;
      }
    }
    return { read: rows.length, inserted, updated };
  });
}

/** A small sample of real Kemendagri codes for the demo hospital and tests. */
export const SAMPLE_REGIONS_CSV = `kode,nama
11,Aceh
11.01,Kabupaten Aceh Selatan
11.01.01,Bakongan
11.01.01.2001,Keude Bakongan
31,DKI Jakarta
31.71,Kota Administrasi Jakarta Pusat
31.71.01,Gambir
31.71.01.1001,Gambir
31.71.01.1002,Cideng
51,Bali
51.71,Kota Denpasar
51.71.01,Denpasar Selatan
`;

/** The children of `parent` (provinces when null), by name. */
export async function regionChildren(db: Executor, parent: string | null) {
  const where = parent === null ? sql`parent_code is null` : sql`parent_code = ${parent}`;
  const rows = await sql<{ code: string; name: string; level: number }>`select code, name, level
    from m_regions where ${where} order by name limit 1000`.execute(db);
  return rows.rows.map((r) => ({
    code: r.code,
    name: r.name,
    level: REGION_LEVELS[r.level - 1] as (typeof REGION_LEVELS)[number],
  }));
}

/** The names of the given codes (absent codes are left out). */
export async function regionNames(db: Executor, codes: string[]): Promise<Map<string, string>> {
  const wanted = codes.filter(Boolean);
  if (wanted.length === 0) return new Map();
  const rows = await sql<{ code: string; name: string }>`select code, name from m_regions
    where code in (${sql.join(wanted)})`.execute(db);
  return new Map(rows.rows.map((r) => [r.code, r.name]));
}
