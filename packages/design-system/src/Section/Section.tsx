import { type HTMLAttributes, type ReactNode, useId } from 'react';
import type { SpaceStep } from '../tokens';
import {
  SectionActions,
  SectionDescription,
  SectionHeader,
  SectionHeading,
  SectionRoot,
  SectionTitleBlock,
} from './Section.styles';

export interface SectionProps
  extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'title'> {
  /** The heading; it also names the section (a region landmark). */
  title: ReactNode;
  /** Heading level (default 2: a part of the page under its h1). */
  level?: 2 | 3 | 4;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons or links at the end of the heading row. */
  actions?: ReactNode;
  /** The space between the heading row and each child (default 4: 12 px). */
  gap?: SpaceStep;
  children?: ReactNode;
}

/**
 * A titled part of a screen without a surface of its own (a Card has one): the heading with an
 * optional description and actions, then the content.
 */
export function Section({
  title,
  level = 2,
  description,
  actions,
  gap = 4,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  return (
    <SectionRoot aria-labelledby={headingId} data-gap={gap} {...props}>
      <SectionHeader>
        <SectionTitleBlock>
          <SectionHeading as={`h${level}`} id={headingId} data-level={level}>
            {title}
          </SectionHeading>
          {description ? <SectionDescription>{description}</SectionDescription> : null}
        </SectionTitleBlock>
        {actions ? <SectionActions>{actions}</SectionActions> : null}
      </SectionHeader>
      {children}
    </SectionRoot>
  );
}
