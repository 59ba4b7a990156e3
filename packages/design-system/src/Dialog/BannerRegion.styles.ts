import styled from 'styled-components';

/** The inline alerts of the 'normal' alert mode (kept apart from the overlay styles, which load with the first dialog). */
export const BannerRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-3);
  &:empty {
    display: none;
  }
`;
