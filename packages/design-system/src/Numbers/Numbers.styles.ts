import styled, { css } from 'styled-components';

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

export const StyledNumber = styled.data`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-tone='negative'] {
    color: var(--ds-color-danger);
  }
`;

export const StyledAbbr = styled.abbr`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-decoration: none;
  cursor: help;
  &[data-tone='negative'] {
    color: var(--ds-color-danger);
  }
`;
