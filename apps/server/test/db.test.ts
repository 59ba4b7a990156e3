import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/index';
import { DataDirLockedError } from '../src/db/lock';
import { seedIfEmpty } from '../src/seed/index';
import { CHEAP_ARGON2, onPostgres, openTestDatabase } from './helpers';

describe('patient lookup indexes', () => {
  it('serves NIK, BPJS, RM, name prefix and name substring from an index', async () => {
    const handle = await openTestDatabase();
    try {
      await handle.migrate();
      const plans = await handle.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const explain = async (where: string) => {
          const r = await sql<{
            'QUERY PLAN': string;
          }>`explain select id from patients where ${sql.raw(where)}`.execute(trx);
          return r.rows.map((x) => x['QUERY PLAN']).join('\n');
        };
        return {
          nik: await explain(`nik = '3171014505900001'`),
          bpjs: await explain(`bpjs_no = '0001234567890'`),
          rm: await explain(`rm_no = '00000001'`),
          prefix: await explain(`lower(name) like 'bu%'`),
          substring: await explain(`name ilike '%santo%'`),
        };
      });
      expect(plans.nik).toMatch(/patients_nik_key/);
      expect(plans.bpjs).toMatch(/patients_bpjs_no_idx/);
      expect(plans.rm).toMatch(/patients_rm_no_key/);
      expect(plans.prefix).toMatch(/patients_name_prefix_idx/);
      expect(plans.substring).toMatch(/patients_name_trgm_idx/);
    } finally {
      await handle.drop();
    }
  });
});

// The folder lock and restart belong to PGlite only, so they are defined in that project only.
if (!onPostgres)
  describe('embedded database folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'simrs-pglite-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is locked against a second opener, keeps data across restarts', async () => {
      const dataDir = join(dir, 'pglite');
      const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
      const first = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
      expect(await first.migrate()).toEqual([]);
      await sql`insert into m_agama (name) values ('Agama Uji Restart')`.execute(first.db);
      const error = await openDatabase({ kind: 'pglite', dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(
        `is in use by another process (pid ${process.pid})`,
      );
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await second.migrate()).toEqual([]);
        const again = await seedIfEmpty(second, CHEAP_ARGON2, 20);
        expect(again.seeded).toBe(false);
        const n = await sql<{ n: number }>`select count(*)::int as n from patients`.execute(
          second.db,
        );
        expect(n.rows[0]?.n).toBe(60);
        const kept = await sql<{
          n: number;
        }>`select count(*)::int as n from m_agama where name = 'Agama Uji Restart'`.execute(
          second.db,
        );
        expect(kept.rows[0]?.n).toBe(1);
      } finally {
        await second.close();
      }
    });
  });
