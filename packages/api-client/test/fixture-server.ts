// A small real HTTP server for the client tests: it decrypts envelopes with the node:crypto
// reference and answers what each test scripts. (The contract tests use the real apps/server.)
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeOpen } from './reference';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The decrypted envelope of a POST {data}, or the plain JSON body otherwise. */
  payload: unknown;
}

export interface ScriptedAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** Never answer (for timeouts). */
  hang?: boolean;
}

export type Script = (request: SeenRequest) => ScriptedAnswer | Promise<ScriptedAnswer>;

export interface FixtureServer {
  origin: string;
  requests: SeenRequest[];
  setScript(script: Script): void;
  close(): Promise<void>;
}

export async function startFixtureServer(
  passphrase: string,
  initial: Script = () => ({ body: { status: 'success', data: {} } }),
): Promise<FixtureServer> {
  let script = initial;
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Expose-Headers': 'Content-Disposition',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://fixture');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let payload: unknown;
      if (rawBody) {
        const parsed = JSON.parse(rawBody) as unknown;
        payload =
          typeof parsed === 'object' &&
          parsed !== null &&
          'data' in parsed &&
          typeof parsed.data === 'string'
            ? nodeOpen(passphrase, parsed.data)
            : parsed;
      }
      const seen: SeenRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        payload,
      };
      requests.push(seen);
      const answer = await script(seen);
      if (answer.hang) return;
      const status = answer.status ?? 200;
      if (answer.raw !== undefined) {
        res.writeHead(status, answer.statusText ?? '', { ...cors, ...answer.headers });
        res.end(answer.raw);
        return;
      }
      res.writeHead(status, answer.statusText ?? '', {
        ...cors,
        'Content-Type': 'application/json',
        ...answer.headers,
      });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setScript(next) {
      script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
