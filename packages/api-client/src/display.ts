// The display client: what a public terminal (lobby board, kiosk) speaks. `POST /display/{screen}`
// with plain JSON and the display token, typed by the contracts' display screens. It holds no API
// key and no payload passphrase, so a public terminal cannot reach a staff call (docs/kiosk.md).

import type { DisplayScreens } from '@simrs/validators/contracts';
import { DISPLAY_TOKEN_HEADER } from './client';

/** The message a terminal shows when the server cannot be reached or answers nonsense. */
export const DISPLAY_OFFLINE_MESSAGE = 'Koneksi terputus. Silakan coba lagi sebentar lagi.';

/** A refused or failed display call: `message` is the server's Indonesian text (or offline). */
export class DisplayError extends Error {
  constructor(
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    message: string,
    /** Field messages of a 422. */
    readonly errors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
    this.name = 'DisplayError';
  }
}

export interface DisplayClientConfig {
  /** The display token (VITE_DISPLAY_TOKEN). */
  displayToken: string;
  /** Origin (and path) of the API; '' for the same origin. */
  apiBase?: string;
  fetch?: typeof fetch;
  /** Per-call time limit (15 s by default: a lobby screen retries on its own). */
  timeoutMs?: number;
}

export type DisplayScreenName = keyof DisplayScreens & string;

export interface DisplayClient {
  /** POST /display/{screen}: resolves the answer's `data`, or throws a DisplayError. */
  display<S extends DisplayScreenName>(
    screen: S,
    input?: DisplayScreens[S]['input'],
    signal?: AbortSignal,
  ): Promise<DisplayScreens[S]['output']>;
  /** The public URL of the hospital's logo for `app.logoVersion` (null without one). */
  logoUrl(version: string | null | undefined): string | null;
}

export function createDisplayClient(config: DisplayClientConfig): DisplayClient {
  const base = `${(config.apiBase ?? '').replace(/\/+$/, '')}/api/bo`;
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = config.timeoutMs ?? 15_000;
  return {
    async display(screen, input, signal) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const onAbort = () => controller.abort();
      signal?.addEventListener('abort', onAbort);
      let res: Response;
      try {
        res = await doFetch(`${base}/display/${encodeURIComponent(screen)}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            [DISPLAY_TOKEN_HEADER]: config.displayToken,
          },
          body: JSON.stringify(input ?? {}),
          signal: controller.signal,
        });
      } catch {
        throw new DisplayError(0, DISPLAY_OFFLINE_MESSAGE);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
      let json: {
        status?: string;
        message?: string;
        errors?: Record<string, string[]>;
        data?: unknown;
      } = {};
      try {
        json = (await res.json()) as typeof json;
      } catch {
        throw new DisplayError(res.status, DISPLAY_OFFLINE_MESSAGE);
      }
      if (!res.ok || json.status !== 'success') {
        throw new DisplayError(res.status, json.message ?? DISPLAY_OFFLINE_MESSAGE, json.errors);
      }
      return json.data as never;
    },
    logoUrl(version) {
      return version ? `${base}/logo?v=${encodeURIComponent(version)}` : null;
    },
  };
}
