/**
 * `npm run db:import-regions -w @simrs/server -- <file.csv>`: imports the Kemendagri region codes
 * (`kode,nama` per line: `11`, `11.01`, `11.01.01`, `11.01.01.2001`) into the region master the
 * patient address uses. Every line is checked first (layout, name, a parent in the file or
 * already imported); nothing is written when one is wrong. A region already there takes the
 * file's name. Reads `.env` and `DATABASE_URL` / `DATA_DIR` like the server; on the embedded
 * database the server must be stopped.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/index';
import { loadEnv } from '../env-file';
import { importRegions, RegionImportError } from '../modules/pasien/index';
import { appendAudit } from '../platform/audit';

const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const envPath = resolve(process.env.SIMRS_ENV_FILE || resolve(serverDir, '../../.env'));
const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run db:import-regions -w @simrs/server -- <file.csv>');
  process.exit(2);
}
const text = readFileSync(resolve(process.cwd(), file), 'utf8');
const { values } = loadEnv(envPath, process.env, []);
const handle = await openDatabase(
  values.DATABASE_URL
    ? { kind: 'postgres', url: values.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(serverDir, values.DATA_DIR ?? 'data', 'pglite') },
);
try {
  await handle.migrate();
  const result = await handle.db.transaction().execute(async (trx) => {
    const r = await importRegions(trx, text);
    await appendAudit(
      trx,
      { userId: null, username: 'console', address: null },
      { module: 'Wilayah', type: 'import', after: { file, ...r } },
    );
    return r;
  });
  console.log(
    `[wilayah] ${result.read} rows read: ${result.inserted} added, ${result.updated} updated.`,
  );
} catch (error) {
  if (error instanceof RegionImportError) {
    for (const p of error.problems) console.error(`[wilayah] ${p}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await handle.close();
}
