import type { ReactNode } from 'react';
import { Big, Divider, PageRule, Paper, Row, Title } from './PrintLayout.styles';
import { PRINT_PAPERS, type PrintSize, pageSizeCss } from './sizes';

export interface PrintLayoutProps {
  /** ticket: queue ticket (80 mm roll); receipt: cashier receipt (80 mm roll); label: 50 x 30 mm. */
  size: PrintSize;
  /** The document's heading, e.g. the hospital's name (omitted on labels when not given). */
  title?: string;
  children?: ReactNode;
}

/**
 * One printed page at its paper's real size (millimetres), with the `@page` rule for the printer.
 * Render it through `openPrintWindow` for the spec's print window, or inline as a preview.
 */
export function PrintLayout({ size, title, children }: PrintLayoutProps) {
  const paper = PRINT_PAPERS[size];
  return (
    <Paper
      data-size={size}
      aria-label={title}
      style={{
        width: `${paper.widthMm}mm`,
        height: paper.heightMm === null ? undefined : `${paper.heightMm}mm`,
        padding: `${paper.marginMm}mm`,
      }}
    >
      <PageRule $pageSize={pageSizeCss(size)} />
      {title ? <Title>{title}</Title> : null}
      {children}
    </Paper>
  );
}

/** A large figure, e.g. the queue number on a ticket. */
export function PrintBigText({ children }: { children?: ReactNode }) {
  return <Big>{children}</Big>;
}

export interface PrintRowsProps {
  rows: Array<{ label: string; value: ReactNode }>;
}

/** Label and value pairs, e.g. receipt lines, as a description list. */
export function PrintRows({ rows }: PrintRowsProps) {
  return (
    <dl style={{ margin: 0, width: '100%' }}>
      {rows.map((row) => (
        <Row key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </Row>
      ))}
    </dl>
  );
}

/** A dashed rule between sections. */
export function PrintDivider() {
  return <Divider />;
}
