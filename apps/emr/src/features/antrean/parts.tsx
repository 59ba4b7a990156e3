/** Small pieces shared by the staff queue screens. */
import { type QueueRoomsState, REALTIME_STATE_LABEL, type TicketStatus } from '@simrs/api-client';
import { StatusChip, ToneChip } from '@simrs/design-system';
import { queueTicketStatus } from '@simrs/domain';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

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

/** A row of figures (label above a large number). */
export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: var(--ds-space-4);
  margin: 0;
  div {
    padding: var(--ds-space-3) var(--ds-space-5);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-lg);
    background: var(--ds-color-surface-raised);
  }
  dt {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  dd {
    margin: 0;
    font-size: var(--ds-font-size-lg);
    font-weight: var(--ds-font-weight-semibold);
    font-variant-numeric: tabular-nums;
  }
`;

export function Stat({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value.toLocaleString('id-ID')}</dd>
    </div>
  );
}

/** Vertical rhythm of a queue page. */
export const Page = styled.div`
  display: grid;
  gap: var(--ds-space-5);
`;

/** A row of fields and buttons that wraps on narrow screens, aligned on the inputs' baseline. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-4);
  align-items: start;
  > [data-field] {
    flex: 1 1 200px;
    min-width: 180px;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-3);
  align-items: center;
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-sm);
`;

/** A name with a muted second line (booking code, unit, slot) in a table cell. */
export const Who = styled.span`
  display: grid;
  gap: var(--ds-space-1);
  justify-items: start;
  span {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-xs);
  }
  strong {
    font-weight: var(--ds-font-weight-medium);
  }
`;

/** The section under a table explaining each figure (a heading and a term/definition list). */
export const Legend = styled.section`
  h2 {
    margin: 0 0 var(--ds-space-3);
    font-size: var(--ds-font-size-sm);
    font-weight: var(--ds-font-weight-semibold);
  }
`;
