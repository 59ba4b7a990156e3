import { Button, Notice, Text } from '@simrs/design-system';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/** Multi-line text as written (line breaks kept, rendered as text). */
export function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in order
        <Fragment key={i}>
          {line}
          {i < lines.length - 1 ? <br /> : null}
        </Fragment>
      ))}
    </>
  );
}

/** A loading line while a chunk or the session loads, announced politely. */
export function BootNotice({ children }: { children: ReactNode }) {
  return (
    <Text role="status" tone="muted">
      {children}
    </Text>
  );
}

/**
 * A read that failed: what failed, the server's (or the network's) message and "Coba lagi".
 * A list page has its own (ListPage shows it); this is for the other reads of a screen.
 */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: { message: string } | undefined;
  onRetry: () => unknown;
}) {
  if (!error) return null;
  return (
    <Notice
      tone="danger"
      title={title}
      action={
        <Button variant="secondary" onPress={() => void onRetry()}>
          Coba lagi
        </Button>
      }
    >
      {error.message}
    </Notice>
  );
}

/** The browser blocked a print window: how to let it through (`button`: the button pressed). */
export function PrintBlocked({ show, button = 'Cetak' }: { show: boolean; button?: string }) {
  if (!show) return null;
  return (
    <Notice tone="warning" title="Jendela cetak diblokir.">
      Izinkan pop-up untuk aplikasi ini di peramban, lalu tekan {button} lagi.
    </Notice>
  );
}

/**
 * The Dashboard's title and panels, kept only for it: it styles `Panel` further, and its rewrite
 * moves it to `PageHeader` and `Card` like every other screen. Nothing else may use these two.
 */
export const PageTitle = styled.h1`
  margin: 0 0 var(--ds-space-5);
  font-size: var(--ds-font-size-xl);
  font-weight: var(--ds-font-weight-semibold);
`;

export const Panel = styled.section`
  padding: var(--ds-space-5);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface-raised);
`;
