import { createDisplayClient, createRealtime, type RealtimeConnection } from '@simrs/api-client';

/**
 * The kiosk speaks only the public part of the protocol, through the api-client's display client:
 * `POST /api/bo/display/{screen}` with plain JSON and the display token (typed by the contracts'
 * display screens), and the display socket. It never holds the API key or the payload
 * passphrase, so a public terminal cannot reach a staff call (docs/kiosk.md).
 */
const TERMINAL_TOKEN_KEY = 'simrs:terminal-token';

/**
 * The terminal's own display token (docs/security.md, "Display terminals"): given once by opening
 * the kiosk at `...#terminal=<token>` (the fragment never reaches a server or its log), kept in
 * this browser's storage and removed from the address; else the build's VITE_DISPLAY_TOKEN (the
 * bootstrap terminal).
 */
function terminalToken(): string {
  const built = import.meta.env.VITE_DISPLAY_TOKEN;
  if (typeof window === 'undefined') return built;
  try {
    const given = /(?:^#|&)terminal=([^&]+)/.exec(window.location.hash)?.[1];
    if (given) {
      window.localStorage.setItem(TERMINAL_TOKEN_KEY, decodeURIComponent(given));
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    return window.localStorage.getItem(TERMINAL_TOKEN_KEY) || built;
  } catch {
    return built;
  }
}

export const DISPLAY_TOKEN = terminalToken();
export const HOSPITAL_NAME = import.meta.env.VITE_HOSPITAL_NAME || 'Rumah Sakit';

export {
  DISPLAY_OFFLINE_MESSAGE as OFFLINE_MESSAGE,
  DisplayError,
} from '@simrs/api-client';

const client = createDisplayClient({ displayToken: DISPLAY_TOKEN });

/** POST /api/bo/display/{screen}: resolves `data`, or throws a DisplayError with the server's text. */
export const display = client.display;

/** The public URL of the hospital's logo. */
export const logoUrl = client.logoUrl;

let shared: RealtimeConnection | null = null;
/** One display socket per page, reconnecting on its own (1 s doubling to 30 s). */
export function displaySocket(): RealtimeConnection {
  shared ??= createRealtime({ displayToken: DISPLAY_TOKEN, reconnectionDelayMax: 5000 });
  return shared;
}
