import type { BoClient } from '@simrs/api-client';
import { useEffect, useState } from 'react';

/** What a visitor without a session may know of the hospital (`GET /public/identity`). */
export interface HospitalIdentity {
  hospitalName: string;
  /** Version of the logo (`GET /logo?v=...`), null without one. */
  logoVersion: string | null;
}

/** The product's name, in the page title and wherever the hospital's name is not known yet. */
export const PRODUCT_NAME = 'SIMRS';

const STORAGE_KEY = 'simrs:identity';

function parse(value: unknown): HospitalIdentity | null {
  if (typeof value !== 'object' || value === null) return null;
  const { hospitalName, logoVersion } = value as Record<string, unknown>;
  if (typeof hospitalName !== 'string' || hospitalName.trim() === '') return null;
  if (logoVersion !== null && typeof logoVersion !== 'string') return null;
  return { hospitalName, logoVersion };
}

function remembered(): HospitalIdentity | null {
  try {
    return parse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/**
 * The hospital's name and logo version for the login page: the last known answer at once (kept
 * in localStorage), then the server's public, unauthenticated answer. Null until one is known;
 * a failed call keeps what was known (the page then names the product only).
 */
export function useHospitalIdentity(bo: BoClient): HospitalIdentity | null {
  const [identity, setIdentity] = useState<HospitalIdentity | null>(remembered);
  useEffect(() => {
    const abort = new AbortController();
    void (async () => {
      try {
        const res = await fetch(bo.url('/public/identity', undefined, false), {
          signal: abort.signal,
          headers: { accept: 'application/json' },
        });
        if (!res.ok) return;
        const fresh = parse(((await res.json()) as { data?: unknown }).data);
        if (!fresh) return;
        setIdentity(fresh);
        try {
          localStorage.setItem(STORAGE_KEY, JSON.stringify(fresh));
        } catch {
          // Private mode or a full storage: the name is simply fetched again next time.
        }
      } catch {
        // Offline or aborted: keep what is known.
      }
    })();
    return () => abort.abort();
  }, [bo]);
  return identity;
}
