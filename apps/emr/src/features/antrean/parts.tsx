/** Small pieces shared by the staff queue screens. */
import { type QueueRoomsState, REALTIME_STATE_LABEL } from '@simrs/api-client';
import { Stack, StatusChip, Text, ToneChip } from '@simrs/design-system';
import { queueTicketStatus } from '@simrs/domain';
import type { TicketStatus } from '@simrs/domain/queue';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How long a freshly opened page says 'Menghubungkan…' before calling a missing socket a loss. */
const FIRST_CONNECT_MS = 8000;

/**
 * The live rooms' state: 'Terhubung' once connected and every room joined (changes made anywhere
 * show up by themselves), 'Menghubungkan…' meanwhile (and while a freshly opened page makes its
 * first connection, up to FIRST_CONNECT_MS), 'Koneksi terputus…' when the socket is down.
 */
export function LiveChip({ live }: { live: Pick<QueueRoomsState, 'state' | 'joined'> }) {
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

/** A ticket's status: the word and tone of the domain's `queueTicketStatus` list. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <StatusChip list={queueTicketStatus} code={status} data-status={status} />;
}

/** A count for a `Stats` tile, in id-ID digits, with an optional test id. */
export function figure(value: number, testId?: string): ReactNode {
  return <span data-testid={testId}>{value.toLocaleString('id-ID')}</span>;
}

/** A table cell of two lines: a name (or code) and a muted second line. */
export function Who({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Stack gap={1} align="start">
      <Text as="strong" weight="medium">
        {first}
      </Text>
      <Text as="span" tone="muted" size="xs">
        {second}
      </Text>
    </Stack>
  );
}
