import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogResources, findResource } from '@simrs/validators/resources';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main, nextMigrationName, SRC_DIR } from '../scripts/db-migration';
import { downSql, migrationFile, upSql } from '../scripts/migration-generator';

/** The two `sql.raw` texts (up, down) of a migration file. */
function rawTexts(file: string): string[] {
  return [...file.matchAll(/\.raw\(`([\s\S]*?)`\)/g)].map((m) => m[1] ?? '');
}

describe('migration generator', () => {
  it('reproduces 0200_catalog from the catalogue definitions, character for character', () => {
    const [up, down] = rawTexts(
      readFileSync(join(SRC_DIR, 'modules', 'master', 'migrations', '0200_catalog.ts'), 'utf8'),
    );
    expect(up?.length).toBeGreaterThan(20_000);
    // The catalogue as later migrations changed it: 0980 made the bed condition BAIK or RUSAK.
    const amended = (up ?? '').replace(
      "condition in ('KOSONG', 'TERISI', 'DIBERSIHKAN', 'RUSAK')",
      "condition in ('BAIK', 'RUSAK')",
    );
    expect(amended).not.toBe(up);
    expect(upSql(catalogResources)).toBe(amended);
    expect(downSql(catalogResources)).toBe(down);
  });

  it('writes a whole migration file: imports, up and down', () => {
    const units = [findResource('GroupAntrean'), findResource('UnitTujuan')] as never[];
    const file = migrationFile(units, 'npm run db:migration -w @simrs/server -- x');
    expect(file).toContain(
      "import { RECORD_COLUMNS, STATUS_COLUMN } from '../../../platform/migrations/0001_core';",
    );
    expect(file).toContain('      prefix text not null,\n');
    expect(file).toContain(
      '      poli_id integer references m_poli (id) on delete restrict,\n' +
        "      kiosk_visible char(1) not null default 'Y' check (kiosk_visible in ('Y', 'N')),",
    );
    expect(file).toContain('    create unique index q_units_code_key on q_units (lower(code));');
    expect(file).toContain('    drop table q_units;\n    drop table q_groups;');
    const holidays = migrationFile([findResource('HariLibur')] as never[], 'x');
    expect(holidays).toContain(
      "import { RECORD_COLUMNS } from '../../../platform/migrations/0001_core';",
    );
    expect(holidays).toContain('      name text not null\n    );');
    expect(holidays).toContain('create unique index q_holidays_date_key on q_holidays (date);');
  });

  it('indexes the exact lookups of the search box in the form the CRUD queries them', () => {
    const file = migrationFile([findResource('Pasien')] as never[], 'x');
    expect(file).toContain(
      "import { RECORD_COLUMNS, STATUS_COLUMN } from '../../../platform/migrations/0001_core';",
    );
    for (const line of [
      '    create index patients_nik_prefix_idx on patients (nik text_pattern_ops) where nik is not null;',
      '    create index patients_bpjs_no_idx on patients (bpjs_no) where bpjs_no is not null;',
      "    create index patients_rm_no_number_idx on patients (ltrim(rm_no, '0'));",
      '    create index patients_name_lower_prefix_idx on patients (lower(name) text_pattern_ops);',
      '    create unique index patients_rm_no_key on patients (lower(rm_no));',
      '    create index patients_name_trgm on patients using gin (name gin_trgm_ops);',
    ]) {
      expect(file).toContain(line);
    }
    expect(file).not.toContain('patients_nik_idx');
  });

  it('numbers the next migration past the highest one', () => {
    const files = ['0001_core.ts', '0002_masters.ts', '0200_catalog.ts', '0300_settings.ts'];
    expect(nextMigrationName(files, 'm_suku')).toBe('0301_m_suku');
    expect(nextMigrationName(files, 'Jadwal Dokter!')).toBe('0301_jadwal_dokter');
    expect(nextMigrationName([], '')).toBe('0001_resources');
  });

  describe('the command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'simrs-migration-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes the next migration in its context, registers it, and refuses a table that exists', () => {
      const at = (...p: string[]) => join(dir, ...p);
      mkdirSync(at('platform', 'migrations'), { recursive: true });
      mkdirSync(at('modules', 'master', 'migrations'), { recursive: true });
      mkdirSync(at('modules', 'antrean', 'migrations'), { recursive: true });
      copyFileSync(
        join(SRC_DIR, 'platform', 'migrations', '0001_core.ts'),
        at('platform', 'migrations', '0001_core.ts'),
      );
      for (const f of ['0002_masters.ts', 'index.ts']) {
        copyFileSync(
          join(SRC_DIR, 'modules', 'master', 'migrations', f),
          at('modules', 'master', 'migrations', f),
        );
      }
      copyFileSync(
        join(SRC_DIR, 'modules', 'antrean', 'migrations', '0100_queue.ts'),
        at('modules', 'antrean', 'migrations', '0100_queue.ts'),
      );
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(main(['--name', 'suku', 'Suku', 'Pekerjaan'], dir)).toBe(0);
        const written = readFileSync(at('modules', 'master', 'migrations', '0101_suku.ts'), 'utf8');
        expect(written).toBe(
          migrationFile(
            [findResource('Suku'), findResource('Pekerjaan')] as never[],
            'npm run db:migration -w @simrs/server -- Suku Pekerjaan',
          ),
        );
        const index = readFileSync(at('modules', 'master', 'migrations', 'index.ts'), 'utf8');
        expect(index).toMatch(/^import \* as m0101 from '\.\/0101_suku';$/m);
        expect(index).toMatch(/ {2}'0101_suku': m0101,\n\};/);
        expect(index.match(/m0101/g)).toHaveLength(2);
        expect(main(['Suku'], dir)).toBe(1);
        expect(error).toHaveBeenLastCalledWith(
          'Suku: table m_suku is created by 0101_suku.ts; a change to it needs a hand-written alter migration',
        );
        expect(main(['TidakAda'], dir)).toBe(2);
        // A queue master and a catalogue master: two contexts, two migrations.
        expect(main(['Suku', 'UnitTujuan'], dir)).toBe(2);
      } finally {
        log.mockRestore();
        error.mockRestore();
      }
    });
  });
});
