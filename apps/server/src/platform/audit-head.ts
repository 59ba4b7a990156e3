/**
 * The head of the audit chain (its last id and hash, and the switch-over row's id), written
 * outside the database: appended to a file (`AUDIT_HEAD_FILE`, one JSON line per new head;
 * make it append-only with `chattr +a`, or put it on another machine's mount) and optionally
 * sent to syslog (`AUDIT_HEAD_SYSLOG=udp://host:514`, RFC 5424, facility local0). Written shortly
 * after each append (`delayMs`, so the row has committed) and every `intervalMs` (rows of other
 * API nodes). `npm run audit:verify` checks the table against the newest exported head: a
 * chain rewritten (even recomputed), cut short or truncated no longer holds it.
 */
import { createSocket } from 'node:dgram';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import type { AuditChain } from '../db/audit-chain';
import type { Database } from '../db/schema';
import { type ChainHead, KEYED_MARKER } from './audit';

export interface HeadExportConfig {
  /** The append-only file of heads; null: none. */
  file: string | null;
  /** `udp://host:port` of a syslog server; null: none. */
  syslog: string | null;
  /** Export this long after an append (default 250 ms). */
  delayMs?: number;
  /** And at least this often (default 10 s). */
  intervalMs?: number;
}

/** The newest head of the chain in the database. */
export async function readChainHead(db: Kysely<Database>): Promise<ChainHead | null> {
  const last = await db
    .selectFrom('audit_log')
    .select(['id', 'hash'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return null;
  const marker = await db
    .selectFrom('audit_log')
    .select('id')
    .where('module', '=', KEYED_MARKER.module)
    .where('type', '=', KEYED_MARKER.type)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return { id: Number(last.id), hash: last.hash, keyedFrom: marker ? Number(marker.id) : null };
}

/** One line of the head file. */
export function headLine(head: ChainHead, at = new Date()): string {
  return `${JSON.stringify({ at: at.toISOString(), id: head.id, hash: head.hash, keyedFrom: head.keyedFrom ?? null })}\n`;
}

/** The newest well-formed head of a head file (a torn last line is skipped); null: none. */
export function readHeadFile(path: string): ChainHead | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]?.trim();
    if (!line) continue;
    try {
      const v = JSON.parse(line) as { id?: unknown; hash?: unknown; keyedFrom?: unknown };
      if (typeof v.id === 'number' && typeof v.hash === 'string' && /^[0-9a-f]{64}$/.test(v.hash)) {
        return {
          id: v.id,
          hash: v.hash,
          keyedFrom: typeof v.keyedFrom === 'number' ? v.keyedFrom : null,
        };
      }
    } catch {
      // a line cut by a crash while writing: the one before it counts
    }
  }
  return null;
}

function appendLine(path: string, line: string): void {
  mkdirSync(dirname(path), { recursive: true });
  // O_APPEND: never rewrites what is there (and works on a file marked append-only).
  const fd = openSync(path, 'a', 0o600);
  try {
    writeSync(fd, line);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syslogSender(target: string): { send(line: string): void; close(): void } {
  const url = new URL(target);
  if (url.protocol !== 'udp:')
    throw new Error(`AUDIT_HEAD_SYSLOG must be udp://host:port (${target})`);
  const port = Number(url.port || 514);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  socket.on('error', () => {});
  socket.unref();
  const me = hostname() || '-';
  return {
    send(line) {
      // <133>: facility local0 (16), severity notice (5).
      const msg = `<133>1 ${new Date().toISOString()} ${me} simrs-audit ${process.pid} head - ${line.trim()}`;
      socket.send(msg, port, host);
    },
    close() {
      socket.close();
    },
  };
}

export interface HeadExporter {
  /** Exports the head now if it changed since the last export. */
  flush(): Promise<ChainHead | null>;
  stop(): Promise<void>;
}

/** Starts exporting the head of `db`'s chain (see the file's comment). */
export function startHeadExport(
  db: Kysely<Database>,
  chain: AuditChain,
  config: HeadExportConfig,
  onError: (error: unknown) => void = (e) =>
    console.error(`[audit] head not exported: ${e instanceof Error ? e.message : String(e)}`),
): HeadExporter {
  const delayMs = config.delayMs ?? 250;
  const intervalMs = config.intervalMs ?? 10_000;
  const syslog = config.syslog ? syslogSender(config.syslog) : null;
  let exported = config.file ? readHeadFile(config.file) : null;
  let pending: NodeJS.Timeout | null = null;
  let running: Promise<ChainHead | null> = Promise.resolve(null);
  let stopped = false;

  const exportNow = async (): Promise<ChainHead | null> => {
    const head = await readChainHead(db);
    if (exported && exported.id === head?.id && exported.hash === head.hash) return head;
    if (exported) {
      // Never a head that does not continue the last one: the file stays the high-water mark.
      const still = await db
        .selectFrom('audit_log')
        .select('hash')
        .where('id', '=', exported.id)
        .executeTakeFirst();
      if (still?.hash !== exported.hash) {
        throw new Error(
          `the audit table no longer holds row ${exported.id} as exported: rows were rewritten, ` +
            'deleted or truncated (run npm run audit:verify)',
        );
      }
    }
    if (!head) return null;
    const line = headLine(head);
    if (config.file) appendLine(config.file, line);
    syslog?.send(line);
    exported = head;
    return head;
  };
  const flush = () => {
    running = running.then(exportNow, exportNow).catch((error: unknown) => {
      onError(error);
      return null;
    });
    return running;
  };
  const off = chain.onAppend(() => {
    if (pending || stopped) return;
    pending = setTimeout(() => {
      pending = null;
      void flush();
    }, delayMs);
    pending.unref();
  });
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  void flush();
  return {
    flush,
    async stop() {
      stopped = true;
      off();
      clearInterval(timer);
      if (pending) clearTimeout(pending);
      pending = null;
      await flush();
      syslog?.close();
    },
  };
}
