import styled from 'styled-components';
import { gapFromAttribute } from '../internal/layout';

export const StackRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;

  &:is(ul, ol) {
    list-style: none;
  }
  &:is(fieldset) {
    border: 0;
  }
  &[data-direction='horizontal'] {
    flex-direction: row;
  }
  &[data-wrap] {
    flex-wrap: wrap;
  }

  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }

  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }

  ${gapFromAttribute}
`;
