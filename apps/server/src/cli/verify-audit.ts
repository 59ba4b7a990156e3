import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/index';
import { loadEnv } from '../env-file';
import { type ChainHead, verifyAuditChain } from '../platform/audit';
import { readHeadFile } from '../platform/audit-head';

/**
 * `npm run audit:verify -w @simrs/server [-- --head ID:HASH | --no-head]`: walks the audit chain
 * with the key (`BO_AUDIT_KEY`) and checks it against the newest head exported outside the
 * database (`AUDIT_HEAD_FILE`, default `DATA_DIR/audit-head.log`; `--head` gives one read from
 * syslog instead). Exit 0 when intact, 1 when broken or when there is nothing to check against.
 */
const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const { values } = loadEnv(resolve(serverDir, '../../.env'), process.env, []);
const args = process.argv.slice(2);
const dataDir = resolve(serverDir, values.DATA_DIR ?? 'data');

function givenHead(): ChainHead | null | 'none' {
  const i = args.indexOf('--head');
  if (args.includes('--no-head')) return 'none';
  if (i < 0) return null;
  const m = /^(\d+):([0-9a-f]{64})$/.exec(args[i + 1] ?? '');
  if (!m) {
    console.error('[audit] --head takes ID:HASH (the id and hash of an exported head)');
    process.exit(2);
  }
  return { id: Number(m[1]), hash: m[2] ?? '' };
}

const headFile = resolve(values.AUDIT_HEAD_FILE ?? resolve(dataDir, 'audit-head.log'));
const given = givenHead();
const head = given === 'none' ? null : (given ?? readHeadFile(headFile));
const key = values.BO_AUDIT_KEY || null;
if (!key) console.error('[audit] BO_AUDIT_KEY is not set: keyed rows cannot be verified');

const handle = await openDatabase(
  values.DATABASE_URL
    ? { kind: 'postgres', url: values.DATABASE_URL, ...(key ? { auditKey: key } : {}) }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite'), ...(key ? { auditKey: key } : {}) },
);
try {
  const report = await verifyAuditChain(handle.db, { key, head });
  const keyed =
    report.keyedFrom === null
      ? 'no keyed row'
      : `keyed from row ${report.keyedFrom} (${report.unkeyedRows} earlier unkeyed rows)`;
  if (!report.ok) {
    console.error(`[audit] chain BROKEN at row ${report.brokenAt ?? '-'}: ${report.reason}`);
    process.exitCode = 1;
  } else if (!head && given !== 'none' && report.rows > 0) {
    console.error(
      `[audit] chain consistent (${report.rows} rows, ${keyed}) but no exported head to check ` +
        `it against (${headFile} missing or empty): rows deleted from the end would go unseen. ` +
        'Give --head ID:HASH from syslog, or --no-head to accept this.',
    );
    process.exitCode = 1;
  } else {
    const against = head ? `; holds the exported head, row ${head.id}` : '';
    console.log(`[audit] chain intact: ${report.rows} rows, ${keyed}${against}`);
  }
} finally {
  await handle.close();
}
