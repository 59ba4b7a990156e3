import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';

const Block = styled.span`
  display: block;
  border-radius: var(--ds-radius-sm);
  background: linear-gradient(
    90deg,
    var(--ds-color-surface-sunken) 0%,
    var(--ds-color-border) 50%,
    var(--ds-color-surface-sunken) 100%
  );
  background-size: 200% 100%;
  animation: ds-skeleton 1.4s ease-in-out infinite;

  &[data-shape='circle'] {
    border-radius: var(--ds-radius-full);
  }
  @keyframes ds-skeleton {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  @media (forced-colors: active) {
    border: 1px solid GrayText;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: var(--ds-space-3);
`;

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'rect' | 'circle';
}

/** A placeholder block where content is loading (decorative: hidden from assistive technology). */
export function Skeleton({ width = '100%', height = 16, shape = 'rect' }: SkeletonProps) {
  return <Block aria-hidden="true" data-shape={shape} style={{ width, height }} />;
}

export interface SkeletonGroupProps {
  /** What is loading, announced once (e.g. 'Memuat data pasien'). */
  label?: string;
  children?: ReactNode;
}

/** Groups skeletons and announces the loading once (a polite status). */
export function SkeletonGroup({ label = 'Memuat…', children }: SkeletonGroupProps) {
  return (
    <Stack role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </Stack>
  );
}

/** Lines of text loading: the last one shorter, as a paragraph ends. */
export function SkeletonText({ lines = 3, label }: { lines?: number; label?: string }) {
  return (
    <SkeletonGroup label={label}>
      {Array.from({ length: Math.max(1, lines) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no other key
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </SkeletonGroup>
  );
}
