import { createRealtime, type RealtimeConnection } from '@simrs/api-client';

/**
 * The kiosk speaks only the public part of the protocol: `POST /api/bo/display/{screen}` with
 * plain JSON and the display token, and the display socket. It never holds the API key or the
 * payload passphrase, so a public terminal cannot reach staff calls.
 */
export const DISPLAY_TOKEN = import.meta.env.VITE_DISPLAY_TOKEN;
export const HOSPITAL_NAME = import.meta.env.VITE_HOSPITAL_NAME || 'Rumah Sakit';

export class DisplayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DisplayError';
  }
}

export const OFFLINE_MESSAGE = 'Koneksi terputus. Silakan coba lagi sebentar lagi.';

/** POST /api/bo/display/{screen}: resolves `data`, or throws a DisplayError with the server's text. */
export async function display<T>(screen: string, body: Record<string, unknown> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/bo/display/${screen}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-display-token': DISPLAY_TOKEN,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new DisplayError(0, OFFLINE_MESSAGE);
  }
  let json: { status?: string; message?: string; data?: T } = {};
  try {
    json = (await res.json()) as typeof json;
  } catch {
    throw new DisplayError(res.status, OFFLINE_MESSAGE);
  }
  if (!res.ok || json.status !== 'success') {
    throw new DisplayError(res.status, json.message ?? OFFLINE_MESSAGE);
  }
  return json.data as T;
}

let shared: RealtimeConnection | null = null;
/** One display socket per page, reconnecting on its own (1 s doubling to 30 s). */
export function displaySocket(): RealtimeConnection {
  shared ??= createRealtime({ displayToken: DISPLAY_TOKEN, reconnectionDelayMax: 5000 });
  return shared;
}
