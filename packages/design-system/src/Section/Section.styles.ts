import styled from 'styled-components';
import { gapFromAttribute } from '../internal/layout';

export const SectionRoot = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;

  ${gapFromAttribute}
`;

export const SectionHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--ds-space-3) var(--ds-space-4);
`;

export const SectionTitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-1);
  min-width: 0;
`;

export const SectionHeading = styled.h2`
  margin: 0;
  color: var(--ds-color-text);
  font-weight: var(--ds-font-weight-semibold);
  line-height: var(--ds-line-height-tight);

  &[data-level='2'] {
    font-size: var(--ds-font-size-lg);
  }
  &[data-level='3'] {
    font-size: var(--ds-font-size-md);
  }
  &[data-level='4'] {
    font-size: var(--ds-font-size-sm);
  }
`;

export const SectionDescription = styled.p`
  margin: 0;
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-sm);
`;

export const SectionActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ds-space-3);
`;
