/**
 * A PostgreSQL cluster of a test's own (initdb in a temp folder, from the machine's binaries, as
 * scripts/pg-throwaway.sh does: run as a non-root user), for tests that restart or stop the
 * database and must not disturb the shared throwaway cluster the other test files use.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder of initdb and pg_ctl, or null when the machine has no PostgreSQL binaries. */
export function postgresBin(): string | null {
  const candidates = [
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
    '/usr/local/bin',
    '/usr/bin',
  ];
  return (
    candidates.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl'))) ?? null
  );
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface TestCluster {
  /** postgres://simrs@127.0.0.1:PORT/postgres (the superuser `simrs`, trust authentication). */
  url: string;
  port: number;
  /** `pg_ctl restart` (fast: ends every connection, checkpoints, starts again); resolves when up. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy(): Promise<void>;
}

export async function startTestCluster(): Promise<TestCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries on this machine');
  const dir = mkdtempSync(join(tmpdir(), 'simrs-pg-test-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  let user: string | null = null;
  if (process.getuid?.() === 0) {
    user = await run('id', ['-u', 'postgres']).then(
      () => 'postgres',
      () => 'nobody',
    );
    const uid = Number((await run('id', ['-u', user])).stdout.trim());
    const gid = Number((await run('id', ['-g', user])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const as = (cmd: string, args: string[]) =>
    user ? run('runuser', ['-u', user, '--', cmd, ...args]) : run(cmd, args);
  const port = await freePort();
  await as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'simrs', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) =>
    as(join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-w', '-t', '60', ...args]);
  await ctl('-o', options, 'start');
  return {
    url: `postgres://simrs@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => {
      await ctl('-m', 'fast', 'restart');
    },
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
    },
    start: async () => {
      await ctl('-o', options, 'start');
    },
    destroy: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
