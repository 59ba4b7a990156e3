/** Paper of the hospital's thermal and label printers. */
export type PrintSize = 'ticket' | 'receipt' | 'label' | 'card';

export interface PrintPaper {
  /** Paper width in millimetres. */
  widthMm: number;
  /** Paper height in millimetres; null for continuous roll paper. */
  heightMm: number | null;
  /** Inner margin in millimetres. */
  marginMm: number;
}

/**
 * Queue tickets and receipts print on 80 mm thermal rolls (302 CSS px at 96 dpi: the width of
 * the spec's print window); labels (RM number, wristband stickers) on 50 x 30 mm die-cut labels;
 * the patient card on an ID-1 (CR80) card, 85.6 x 54 mm, as card printers take it.
 */
export const PRINT_PAPERS: Record<PrintSize, PrintPaper> = {
  ticket: { widthMm: 80, heightMm: null, marginMm: 4 },
  receipt: { widthMm: 80, heightMm: null, marginMm: 4 },
  label: { widthMm: 50, heightMm: 30, marginMm: 2 },
  card: { widthMm: 85.6, heightMm: 54, marginMm: 3 },
};

/** The CSS `@page` size of a paper: '80mm auto' for rolls, '50mm 30mm' for labels. */
export function pageSizeCss(size: PrintSize): string {
  const paper = PRINT_PAPERS[size];
  return `${paper.widthMm}mm ${paper.heightMm === null ? 'auto' : `${paper.heightMm}mm`}`;
}

/** The print window of the spec (section 9): opened at 302 x 350, then maximised. */
export const PRINT_WINDOW_SIZE = { width: 302, height: 350 } as const;

/** The `window.open` features of a print popup of the given size, at the top-left corner. */
export function printWindowFeatures(width: number, height: number): string {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError('A print window needs a positive whole width and height.');
  }
  return `popup=yes,width=${width},height=${height},left=0,top=0`;
}
