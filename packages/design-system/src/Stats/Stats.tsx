import type { HTMLAttributes, Key, ReactNode } from 'react';
import type { StatusTone } from '../tokens';
import { StatsList, StatTile } from './Stats.styles';

export interface StatItem {
  /** A stable key (default the label when it is a string, else the position). */
  id?: Key;
  /** What the figure is ('Menunggu', 'Total Tagihan'). */
  label: ReactNode;
  /** The figure, already formatted. */
  value: ReactNode;
  /** A line under the figure ('dari 40 nomor hari ini'). */
  hint?: ReactNode;
  /**
   * Colours the tile's edge and figure. Emphasis only: the label or hint must say what the tone
   * means (colour alone is never the message).
   */
  tone?: StatusTone;
  /** A larger figure (a grand total among subtotals). */
  isEmphasized?: boolean;
}

export interface StatsProps
  extends Omit<HTMLAttributes<HTMLDListElement>, 'className' | 'style' | 'children'> {
  items: readonly StatItem[];
  /** 'tiles' (default): bordered tiles in a grid; 'plain': figures in a row (totals under a table). */
  variant?: 'tiles' | 'plain';
  /** Minimum tile width in pixels: as many tiles per row as fit (default 160). */
  minTileWidth?: number;
  /** For 'plain': 'end' lines the figures up on the right (totals). */
  align?: 'start' | 'end';
}

/**
 * Labelled figures (counts, totals) as a description list: each tile is a term (the label) with
 * its definition (the value, and an optional hint), so a screen reader reads "Menunggu, 12".
 */
export function Stats({
  items,
  variant = 'tiles',
  minTileWidth = 160,
  align = 'start',
  ...props
}: StatsProps) {
  return (
    <StatsList data-variant={variant} data-align={align} $minTileWidth={minTileWidth} {...props}>
      {items.map((item, index) => (
        <StatTile
          key={item.id ?? (typeof item.label === 'string' ? item.label : index)}
          data-tone={item.tone}
          data-emphasized={item.isEmphasized || undefined}
        >
          <dt>{item.label}</dt>
          <dd data-part="value">{item.value}</dd>
          {item.hint ? <dd data-part="hint">{item.hint}</dd> : null}
        </StatTile>
      ))}
    </StatsList>
  );
}
