import { type LiveRoomState, REALTIME_STATE_LABEL } from '@simrs/api-client';
import { ToneChip } from '@simrs/design-system';
import { useEffect, useRef, useState } from 'react';

/** How long a freshly opened page says 'Menghubungkan…' before calling a missing socket a loss. */
const FIRST_CONNECT_MS = 8000;

/**
 * The live rooms' state: 'Terhubung' once connected and every room joined (changes made anywhere
 * show up by themselves), 'Menghubungkan…' meanwhile (and while a freshly opened page makes its
 * first connection, up to FIRST_CONNECT_MS), 'Koneksi terputus…' when the socket is down.
 */
export function LiveChip({ live }: { live: LiveRoomState }) {
  const everJoined = useRef(false);
  const [firstConnect, setFirstConnect] = useState(true);
  useEffect(() => {
    const t = window.setTimeout(() => setFirstConnect(false), FIRST_CONNECT_MS);
    return () => window.clearTimeout(t);
  }, []);
  if (live.joined) everJoined.current = true;
  const state = live.joined
    ? 'connected'
    : live.state === 'connected' || (firstConnect && !everJoined.current)
      ? 'joining'
      : 'stale';
  return (
    <ToneChip
      tone={state === 'connected' ? 'success' : state === 'joining' ? 'neutral' : 'danger'}
      label={
        state === 'connected'
          ? 'Terhubung: diperbarui otomatis'
          : state === 'joining'
            ? 'Menghubungkan…'
            : REALTIME_STATE_LABEL.stale
      }
      data-testid="live-state"
      data-state={state}
    />
  );
}
