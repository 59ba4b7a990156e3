import { Button, LinkButton } from '@simrs/design-system';
import { findScreen } from '@simrs/domain/screens';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ScreenProps } from '../features/types';
import { PublicBox, PublicPage } from '../layout/PublicPage';
import { isSameApp, kioskBase, kioskConfig, kioskUrlFor } from '../routing/kiosk';
import { hideSplash } from '../splash';

/** How long the kiosk app may take to answer before the page offers the link instead. */
const REACH_TIMEOUT_MS = 5000;

type State = 'checking' | 'moving' | 'unreachable' | 'not-configured';

/** Whether something answers at `base` (any answer counts; only a failed connection does not). */
async function reachable(base: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REACH_TIMEOUT_MS);
  try {
    await fetch(`${base}/`, { mode: 'no-cors', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A public display or kiosk route (spec 2.2) opened on the staff app: these screens are served by
 * the kiosk app, so the page moves there (same path and query). The address is shown as a link
 * the whole time; when the kiosk app does not answer, or its address is not configured, the page
 * stays and says so.
 */
export default function KioskRedirectScreen({ path }: Partial<ScreenProps> & { path?: string }) {
  const here = window.location;
  const wanted = path ?? `${here.pathname}${here.search}`;
  const base = kioskBase(here, kioskConfig);
  const target = kioskUrlFor(wanted, base);
  const key = decodeURIComponent(wanted.split(/[/?#]/)[1] ?? '');
  const title = findScreen(key)?.title ?? 'Layar publik';
  const [state, setState] = useState<State>(() =>
    isSameApp(target, here.origin) ? 'not-configured' : 'checking',
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    hideSplash();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt checks again
  useEffect(() => {
    if (state === 'not-configured') return;
    let cancelled = false;
    setState('checking');
    void reachable(base).then((ok) => {
      if (cancelled) return;
      if (!ok) {
        setState('unreachable');
        return;
      }
      setState('moving');
      window.location.replace(target);
    });
    return () => {
      cancelled = true;
    };
  }, [base, target, attempt]);

  return (
    <PublicPage>
      <Box role={state === 'unreachable' || state === 'not-configured' ? 'alert' : 'status'}>
        <h1>{title}</h1>
        {state === 'unreachable' ? (
          <p>
            Aplikasi layar publik tidak menjawab di <code>{base}</code>. Pastikan aplikasi anjungan
            dan layar antrean berjalan, lalu buka tautan di bawah atau coba lagi.
          </p>
        ) : state === 'not-configured' ? (
          <p>
            Alamat aplikasi layar publik belum diatur untuk aplikasi ini. Hubungi admin SIMRS, atau
            buka tautan di bawah pada perangkat layar.
          </p>
        ) : (
          <p>Layar ini dibuka di aplikasi anjungan dan layar antrean. Mengalihkan…</p>
        )}
        <p>
          Alamat: <code>{target}</code>
        </p>
        <Actions>
          <LinkButton href={target} variant={state === 'unreachable' ? 'primary' : 'secondary'}>
            Buka Layar Publik
          </LinkButton>
          {state === 'unreachable' ? (
            <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
              Coba Lagi
            </Button>
          ) : null}
        </Actions>
      </Box>
    </PublicPage>
  );
}

const Box = styled(PublicBox)`
  --public-box-width: 560px;
  gap: var(--ds-space-4);
  padding: var(--ds-space-6);
  code {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-3);
  a {
    overflow-wrap: anywhere;
  }
`;
