// The real server for hook tests: apps/server's buildApp on in-memory PGlite, listening on a real
// port, with the demo hospital (a few patients). Imported through node's URL: happy-dom replaces
// the global one.
import { randomBytes } from 'node:crypto';
import { URL as NodeURL } from 'node:url';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { type BoClient, createBoClient } from '../src/client';
import { BoClientProvider } from '../src/hooks';
import { createMemorySessionStorage } from '../src/session';

interface ServerApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}
interface DatabaseHandle {
  migrate(): Promise<unknown>;
  close(): Promise<void>;
}
const serverModule = (path: string): Promise<unknown> =>
  import(/* @vite-ignore */ new NodeURL(`../../../apps/server/src/${path}`, import.meta.url).href);

const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface RealServer {
  origin: string;
  apiKey: string;
  passphrase: string;
  displayToken: string;
  password: string;
  clientAs(username: string): Promise<BoClient>;
  close(): Promise<void>;
}

export async function startRealServer(name: string): Promise<RealServer> {
  const { buildApp } = (await serverModule('app.ts')) as {
    buildApp(config: unknown): Promise<ServerApp>;
  };
  const { defaultConfig } = (await serverModule('config.ts')) as {
    defaultConfig(overrides: Record<string, unknown>): unknown;
  };
  const { openDatabase } = (await serverModule('db/index.ts')) as {
    openDatabase(config: {
      kind: 'pglite';
      dataDir: null;
      auditKey: string;
    }): Promise<DatabaseHandle>;
  };
  const { seedIfEmpty } = (await serverModule('seed/index.ts')) as {
    seedIfEmpty(handle: DatabaseHandle, argon2: unknown, patients?: number): Promise<unknown>;
  };
  const password = ((await serverModule('seed/index.ts')) as { DEMO_PASSWORD: string })
    .DEMO_PASSWORD;
  const apiKey = `${name}-api-key`;
  const passphrase = `${name}-passphrase`;
  const displayToken = `${name}-display-token`;
  // The audit chain is keyed (BO_AUDIT_KEY): a throwaway key for a throwaway database.
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    auditKey: randomBytes(24).toString('base64url'),
  });
  await database.migrate();
  await seedIfEmpty(database, CHEAP_ARGON2, 5);
  const app = await buildApp(
    defaultConfig({ database, apiKey, passphrase, displayToken, argon2: CHEAP_ARGON2 }),
  );
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    apiKey,
    passphrase,
    displayToken,
    password,
    async clientAs(username) {
      const client = createBoClient({
        apiBase: origin,
        apiKey,
        passphrase,
        storage: createMemorySessionStorage(),
        envelopeEngine: 'cryptojs',
      });
      await client.login({ username, password, isRemember: 'N' });
      return client;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A fresh SWR cache and the client, around a hook under test. */
export function wrapper(client: BoClient) {
  return ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BoClientProvider client={client}>{children}</BoClientProvider>
    </SWRConfig>
  );
}
