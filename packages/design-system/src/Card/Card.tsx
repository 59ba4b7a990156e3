import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const CardRoot = styled.section`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface-raised);

  &[data-tone='muted'] {
    background: var(--ds-color-surface);
  }
`;

const CardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ds-space-4);
  padding: var(--ds-space-4) var(--ds-space-5);
  border-bottom: 1px solid var(--ds-color-border);

  & h2 {
    margin: 0;
    font-size: var(--ds-font-size-md);
    font-weight: var(--ds-font-weight-semibold);
  }
`;

const CardBody = styled.div`
  padding: var(--ds-space-5);
`;

const CardFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--ds-space-3);
  padding: var(--ds-space-4) var(--ds-space-5);
  border-top: 1px solid var(--ds-color-border);
`;

export interface CardProps {
  /** The card's heading; also names the section for assistive technology. */
  title?: string;
  /** Actions in the header (buttons, links). */
  actions?: ReactNode;
  footer?: ReactNode;
  tone?: 'default' | 'muted';
  children?: ReactNode;
}

/** A titled surface that groups related content (a form section, a summary, a chart). */
export function Card({ title, actions, footer, tone = 'default', children }: CardProps) {
  const headingId = useId();
  return (
    <CardRoot aria-labelledby={title ? headingId : undefined} data-tone={tone}>
      {title || actions ? (
        <CardHeader>
          {title ? <h2 id={headingId}>{title}</h2> : <span />}
          {actions}
        </CardHeader>
      ) : null}
      <CardBody>{children}</CardBody>
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </CardRoot>
  );
}
