// Links (React Aria `Link`) apart from the buttons' styles: a screen with buttons only (the
// login form) does not load the link component.
import { Link as RACLink } from 'react-aria-components';
import styled from 'styled-components';
import { buttonBase } from './Button.styles';

export const StyledLinkButton = styled(RACLink)`
  ${buttonBase}
`;

export const StyledLink = styled(RACLink)`
  color: var(--ds-color-accent);
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: var(--ds-radius-sm);
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    color: var(--ds-color-accent-hover);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
`;
