import type { HTMLAttributes, ReactNode } from 'react';
import type { SpaceStep } from '../tokens';
import { StackRoot } from './Stack.styles';

/** The elements a stack may render as (a list keeps its list semantics, without bullets). */
export type StackElement =
  | 'div'
  | 'section'
  | 'ul'
  | 'ol'
  | 'form'
  | 'nav'
  | 'header'
  | 'footer'
  | 'fieldset';

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** 'vertical' (default): one item under the other; 'horizontal': side by side. */
  direction?: 'vertical' | 'horizontal';
  /** The space between items, a step of the spacing scale (default 4: 12 px). */
  gap?: SpaceStep;
  /** Cross-axis alignment; default 'stretch' vertically, 'center' horizontally. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Horizontal items move to the next line when they do not fit. */
  wrap?: boolean;
  as?: StackElement;
  children?: ReactNode;
}

/**
 * Items in a column or a row with a gap from the spacing tokens: the page sections of a screen, a
 * form's fields, a row of buttons, a list of facts.
 */
export function Stack({
  direction = 'vertical',
  gap = 4,
  align,
  justify = 'start',
  wrap = false,
  as = 'div',
  children,
  ...props
}: StackProps) {
  return (
    <StackRoot
      as={as}
      data-direction={direction}
      data-gap={gap}
      data-align={align ?? (direction === 'horizontal' ? 'center' : 'stretch')}
      data-justify={justify}
      data-wrap={wrap || undefined}
      {...props}
    >
      {children}
    </StackRoot>
  );
}
