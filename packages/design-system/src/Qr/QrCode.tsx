import { useMemo } from 'react';
import { CodeUnavailable } from './CodeUnavailable';
import { CodeFigure, CodeText } from './Qr.styles';
import { type QrErrorCorrection, qrMatrix, qrPath } from './qr';

const QUIET_ZONE = 4;

export interface QrCodeProps {
  /** The text encoded, e.g. a booking code. */
  value: string;
  /** The text alternative; defaults to 'Kode QR {value}'. */
  label?: string;
  /** Rendered width and height in CSS pixels (the symbol scales without blur). */
  size?: number;
  errorCorrection?: QrErrorCorrection;
  /** Prints the value under the symbol (hidden from screen readers: the label carries it). */
  showValue?: boolean;
}

/** A QR code drawn as one SVG path; an image with a text alternative. */
export function QrCode({
  value,
  label,
  size = 128,
  errorCorrection = 'M',
  showValue = false,
}: QrCodeProps) {
  const matrix = useMemo(() => {
    try {
      return qrMatrix(value, errorCorrection);
    } catch {
      return null;
    }
  }, [value, errorCorrection]);
  if (!matrix) return <CodeUnavailable value={value} />;
  const side = matrix.size + QUIET_ZONE * 2;
  return (
    <CodeFigure data-kind="qr">
      <svg
        role="img"
        aria-label={label ?? `Kode QR ${value}`}
        width={size}
        height={size}
        viewBox={`0 0 ${side} ${side}`}
        shapeRendering="crispEdges"
        data-modules={matrix.size}
      >
        <path data-part="modules" d={qrPath(matrix, QUIET_ZONE)} />
      </svg>
      {showValue ? <CodeText aria-hidden="true">{value}</CodeText> : null}
    </CodeFigure>
  );
}
