import type { HTMLAttributes, ReactNode } from 'react';
import type { fontSize, fontWeight } from '../tokens';
import { TextRoot } from './Text.styles';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The element (default a paragraph). */
  as?: 'p' | 'span' | 'div' | 'small' | 'strong';
  /**
   * 'muted' for secondary lines (a note, an empty result); the status tones for a state the
   * words already say ('Ada perubahan yang belum disimpan').
   */
  tone?: 'default' | 'muted' | 'info' | 'success' | 'warning' | 'danger';
  /** A step of the type scale (default: inherited). */
  size?: keyof typeof fontSize;
  weight?: keyof typeof fontWeight;
  /** Figures of equal width, so numbers in a column line up. */
  isNumeric?: boolean;
  children?: ReactNode;
}

/** Text in the type scale and the text colours of the tokens, without a margin. */
export function Text({
  as = 'p',
  tone = 'default',
  size,
  weight,
  isNumeric,
  children,
  ...props
}: TextProps) {
  return (
    <TextRoot
      as={as}
      data-tone={tone}
      data-size={size}
      data-weight={weight}
      data-numeric={isNumeric || undefined}
      {...props}
    >
      {children}
    </TextRoot>
  );
}
