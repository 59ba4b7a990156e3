/** The Code 128 encoder inside jsbarcode (automatic A/B/C set switching), without its renderers. */
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128 {
    constructor(data: string, options: { text?: string; ean128?: boolean });
    valid(): boolean;
    /** `data` is the bar pattern: '1' a dark module, '0' a light one. */
    encode(): { data: string; text: string };
  }
}
