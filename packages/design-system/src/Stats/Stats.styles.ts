import styled from 'styled-components';
import { statusTones } from '../tokens';

const toneRules = statusTones
  .map(
    (tone) => `&[data-tone='${tone}'] {
    border-inline-start-color: var(--ds-color-status-${tone}-solid);
    & [data-part='value'] { color: var(--ds-color-status-${tone}-fg); }
  }`,
  )
  .join('\n');

export const StatsList = styled.dl<{ $minTileWidth: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$minTileWidth}px), 1fr));
  align-content: start;
  gap: var(--ds-space-4);
  margin: 0;

  &[data-variant='plain'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-4) var(--ds-space-6);
  }
  &[data-variant='plain'][data-align='end'] {
    justify-content: flex-end;
    text-align: end;
  }
`;

export const StatTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-1);
  min-width: 0;
  padding: var(--ds-space-3) var(--ds-space-5);
  border: 1px solid var(--ds-color-border);
  border-inline-start-width: 4px;
  border-inline-start-color: var(--ds-color-border);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface-raised);

  [data-variant='plain'] > & {
    padding: 0;
    border: 0;
    background: none;
  }

  & dt {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  & dd {
    margin: 0;
  }
  & [data-part='value'] {
    order: 1;
    color: var(--ds-color-text);
    font-size: var(--ds-font-size-xl);
    font-weight: var(--ds-font-weight-semibold);
    line-height: var(--ds-line-height-tight);
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  & [data-part='hint'] {
    order: 2;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-xs);
  }
  &[data-emphasized] [data-part='value'] {
    font-size: var(--ds-font-size-2xl);
    font-weight: var(--ds-font-weight-bold);
  }

  ${toneRules}
`;
