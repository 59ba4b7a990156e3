import { useSyncExternalStore } from 'react';
import { display, HOSPITAL_NAME, logoUrl } from './api';

/** The hospital as the lobby shows it: the name and logo of static-settings. */
export interface Hospital {
  name: string;
  /** URL of the logo (`GET /api/bo/logo?v=...`), or null when static-settings has none. */
  logoUrl: string | null;
}

const STORAGE_KEY = 'simrs-kiosk-hospital';
/** How often a screen that stays open all day reads the settings again. */
export const HOSPITAL_REFRESH_MS = 5 * 60_000;

function stored(): Hospital {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Hospital>) : null;
    if (v && typeof v.name === 'string' && v.name !== '') {
      return { name: v.name, logoUrl: typeof v.logoUrl === 'string' ? v.logoUrl : null };
    }
  } catch {
    // A private-mode browser or a broken entry: the build's default below.
  }
  return { name: HOSPITAL_NAME, logoUrl: null };
}

let current: Hospital | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** Reads `POST /display/app`; keeps the last known identity when the server cannot be reached. */
export async function refreshHospital(): Promise<void> {
  try {
    const { app } = await display('app');
    const name = app.hospitalName?.trim();
    if (!name) return;
    const next: Hospital = {
      name,
      logoUrl: logoUrl(app.logoVersion),
    };
    if (current && current.name === next.name && current.logoUrl === next.logoUrl) return;
    current = next;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not kept across reloads; still shown now.
    }
    for (const l of listeners) l();
  } catch {
    // Offline: the last known name stays (the screen shows 'koneksi terputus' on its own).
  }
}

export function subscribeHospital(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    void refreshHospital();
    timer = setInterval(() => void refreshHospital(), HOSPITAL_REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/** The identity shown now (the last read, else the terminal's stored one, else the build's). */
export function currentHospital(): Hospital {
  current ??= stored();
  return current;
}

/**
 * The hospital's name and logo from static-settings (one read per page, then every 5 minutes),
 * the last known one from this terminal while offline, the build's default before the first read.
 */
export function useHospital(): Hospital {
  return useSyncExternalStore(subscribeHospital, currentHospital, currentHospital);
}
