import type { ReactNode } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner, StyledButton, StyledIconButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends Omit<RACButtonProps, 'children' | 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
}

/** A button (React Aria `Button`); `isPending` shows a spinner and ignores presses. */
export function Button({ variant = 'primary', size = 'md', children, ...props }: ButtonProps) {
  return (
    <StyledButton data-variant={variant} data-size={size} {...props}>
      {props.isPending ? <Spinner aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
}

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'className' | 'style'> {
  /** The accessible name (an icon alone has none). */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A square button holding only an icon; it must be named with `aria-label`. */
export function IconButton({ icon, variant = 'ghost', size = 'md', ...props }: IconButtonProps) {
  return (
    <StyledIconButton data-variant={variant} data-size={size} {...props}>
      {icon}
    </StyledIconButton>
  );
}
