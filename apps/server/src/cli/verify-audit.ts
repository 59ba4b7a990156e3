import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/index';
import { loadEnv } from '../env-file';
import { verifyAuditChain } from '../platform/audit';

/** `npm run audit:verify`: walks the audit chain; exit 0 when intact, 1 when broken. */
const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const { values } = loadEnv(resolve(serverDir, '../../.env'), process.env, []);
const handle = await openDatabase(
  values.DATABASE_URL
    ? { kind: 'postgres', url: values.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(serverDir, values.DATA_DIR ?? 'data', 'pglite') },
);
try {
  const report = await verifyAuditChain(handle.db);
  if (report.ok) {
    console.log(`[audit] chain intact: ${report.rows} rows`);
  } else {
    console.error(`[audit] chain BROKEN at row ${report.brokenAt}: ${report.reason}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
