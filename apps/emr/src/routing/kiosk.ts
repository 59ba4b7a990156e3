/**
 * Where the public display and kiosk screens live (spec 2.2): the kiosk app (`apps/kiosk`), on its
 * own origin. `VITE_KIOSK_URL` (from `KIOSK_URL` at build time) names it; without it the kiosk is
 * taken to run on the same host as this app, on `KIOSK_PORT` (5174, the kiosk's dev and preview
 * port).
 */
export const DEFAULT_KIOSK_PORT = '5174';

export interface KioskConfig {
  /** Origin (and optional base path) of the kiosk app, e.g. 'https://layar.rs.local'. */
  url?: string | undefined;
  /** Port of the kiosk app on this app's host when no URL is configured. */
  port?: string | undefined;
}

interface Here {
  protocol: string;
  hostname: string;
}

/** The kiosk app's base URL (no trailing slash). */
export function kioskBase(here: Here, config: KioskConfig): string {
  const url = config.url?.trim();
  if (url) return url.replace(/\/+$/, '');
  const port = config.port?.trim() || DEFAULT_KIOSK_PORT;
  const host = here.hostname.includes(':') ? `[${here.hostname}]` : here.hostname;
  return `${here.protocol}//${host}:${port}`;
}

/** The address of a public screen (`/display-poli?layar=TV-ADM`) on the kiosk app. */
export function kioskUrlFor(path: string, base: string): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** True when `target` would load this same app again (a misconfigured kiosk URL): no redirect. */
export function isSameApp(target: string, currentOrigin: string): boolean {
  try {
    return new URL(target).origin === currentOrigin;
  } catch {
    return true;
  }
}

/** The build's configuration. */
export const kioskConfig: KioskConfig = {
  url: import.meta.env.VITE_KIOSK_URL,
  port: import.meta.env.VITE_KIOSK_PORT,
};
