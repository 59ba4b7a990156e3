import type { ReactNode } from 'react';
import type { LinkProps as RACLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from './Button';
import { StyledLink, StyledLinkButton } from './Link.styles';

export interface LinkButtonProps extends Omit<RACLinkProps, 'children' | 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
}

/** A link that looks like a button (navigation, e.g. the page header's "Tambah"). */
export function LinkButton({ variant = 'primary', size = 'md', ...props }: LinkButtonProps) {
  return <StyledLinkButton data-variant={variant} data-size={size} {...props} />;
}

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style'> {}

/** An inline text link (React Aria `Link`, router-aware through `RouterProvider`). */
export function Link(props: LinkProps) {
  return <StyledLink {...props} />;
}
