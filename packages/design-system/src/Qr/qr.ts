import qrcode from 'qrcode-generator';

/** QR error-correction level: L 7%, M 15%, Q 25%, H 30% of the symbol can be restored. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  /** Modules per side (21 for version 1, +4 per version). */
  size: number;
  /** `dark[row][col]` is true for a dark module. */
  dark: boolean[][];
}

/** UTF-8 bytes as a one-byte-per-char string (the library reads chars as Latin-1 bytes). */
function utf8Binary(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: testing for the ASCII range
  if (/^[\x00-\x7f]*$/.test(text)) return text;
  return Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
}

/** Encodes `text` (byte mode, UTF-8, smallest version that fits) into its module matrix. */
export function qrMatrix(text: string, level: QrErrorCorrection = 'M'): QrMatrix {
  if (text === '') throw new RangeError('A QR code needs a non-empty value.');
  const code = qrcode(0, level);
  code.addData(utf8Binary(text), 'Byte');
  code.make();
  const size = code.getModuleCount();
  const dark = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => code.isDark(row, col)),
  );
  return { size, dark };
}

/**
 * One SVG path for every dark module, a horizontal run per sub-path, offset by `margin`
 * modules (the quiet zone): `M{x} {y}h{run}v1h-{run}z`.
 */
export function qrPath(matrix: QrMatrix, margin = 4): string {
  const parts: string[] = [];
  matrix.dark.forEach((cells, row) => {
    let col = 0;
    while (col < matrix.size) {
      if (!cells[col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && cells[col]) col += 1;
      const run = col - start;
      parts.push(`M${start + margin} ${row + margin}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}
