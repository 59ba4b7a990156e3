import { Separator as RACSeparator, Toolbar as RACToolbar } from 'react-aria-components';
import styled from 'styled-components';
import { gapFromAttribute } from '../internal/layout';

export const StyledToolbar = styled(RACToolbar)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-width: 0;

  &[data-orientation='vertical'] {
    flex-direction: column;
    align-items: stretch;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }

  ${gapFromAttribute}
`;

export const StyledSeparator = styled(RACSeparator)`
  align-self: stretch;
  width: 1px;
  min-height: 24px;
  margin: 0 var(--ds-space-1);
  border: 0;
  background: var(--ds-color-border);

  &[aria-orientation='horizontal'] {
    width: auto;
    min-height: 0;
    height: 1px;
    margin: var(--ds-space-1) 0;
  }
`;
