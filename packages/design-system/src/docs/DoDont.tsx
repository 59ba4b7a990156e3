import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DesignSystemProvider } from '../theme';

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: var(--ds-space-5);
  margin: var(--ds-space-5) 0;
`;

const Example = styled.figure`
  margin: 0;
  /* An example wider than its half scrolls inside it instead of widening the pair. */
  min-width: 0;
  display: grid;
  grid-template-rows: 1fr auto;
  border: 1px solid var(--ds-color-border);
  border-top: 4px solid var(--ds-color-status-success-solid);
  border-radius: var(--ds-radius-md);
  overflow: hidden;
  &[data-kind='dont'] {
    border-top: 4px dashed var(--ds-color-status-danger-solid);
  }
  & > div {
    min-width: 0;
    overflow-x: auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ds-space-3);
    padding: var(--ds-space-6);
    background: var(--ds-color-surface);
  }
  & figcaption {
    padding: var(--ds-space-4) var(--ds-space-5);
    font-size: var(--ds-font-size-sm);
    color: var(--ds-color-text);
    line-height: var(--ds-line-height-normal);
  }
  & figcaption strong {
    display: block;
    margin-bottom: var(--ds-space-1);
  }
  & [data-kind-word] {
    color: var(--ds-color-status-success-fg);
  }
  &[data-kind='dont'] [data-kind-word] {
    color: var(--ds-color-status-danger-fg);
  }
`;

/**
 * A do and a don't side by side, for a component's docs page: each example drawn live with the
 * real components, its verdict in words (Lakukan / Jangan) and a mark, never by colour alone.
 * `Unstyled` keeps the docs page's typography (list bullets, link underlines, heading margins) off
 * the examples, so they look as they do in an app.
 */
export function DoDont({
  doExample,
  doText,
  dontExample,
  dontText,
}: {
  doExample: ReactNode;
  doText: ReactNode;
  dontExample: ReactNode;
  dontText: ReactNode;
}) {
  return (
    <Unstyled>
      <DesignSystemProvider>
        <Pair>
          <Example data-kind="do">
            <div>{doExample}</div>
            <figcaption>
              <strong data-kind-word>✓ Lakukan</strong>
              {doText}
            </figcaption>
          </Example>
          <Example data-kind="dont">
            <div>{dontExample}</div>
            <figcaption>
              <strong data-kind-word>✕ Jangan</strong>
              {dontText}
            </figcaption>
          </Example>
        </Pair>
      </DesignSystemProvider>
    </Unstyled>
  );
}
