import type { ReactNode } from 'react';
import {
  type ToolbarProps as RACToolbarProps,
  SeparatorContext,
  type SeparatorProps,
} from 'react-aria-components';
import type { SpaceStep } from '../tokens';
import { StyledSeparator, StyledToolbar } from './Toolbar.styles';

export interface ToolbarProps extends Omit<RACToolbarProps, 'className' | 'style' | 'children'> {
  /** What the controls act on ('Aksi antrean'); a toolbar must be named. */
  'aria-label': string;
  /** The space between controls (default 3: 8 px). */
  gap?: SpaceStep;
  /** Where the controls sit in the row (default 'start'). */
  justify?: 'start' | 'end' | 'between';
  children?: ReactNode;
}

/**
 * A row of related controls acting on one thing (React Aria's Toolbar): one Tab stop into the
 * group, the arrow keys move between its controls. For a form's own buttons use a horizontal
 * `Stack`.
 */
export function Toolbar({
  gap = 3,
  justify = 'start',
  orientation = 'horizontal',
  children,
  ...props
}: ToolbarProps) {
  const across = orientation === 'horizontal' ? 'vertical' : 'horizontal';
  return (
    <StyledToolbar data-gap={gap} data-justify={justify} orientation={orientation} {...props}>
      <SeparatorContext.Provider value={{ orientation: across }}>
        {children}
      </SeparatorContext.Provider>
    </StyledToolbar>
  );
}

/** A divider between groups of controls in a `Toolbar`, drawn across its direction. */
export function ToolbarSeparator(props: Omit<SeparatorProps, 'className' | 'style'>) {
  return <StyledSeparator {...props} />;
}
