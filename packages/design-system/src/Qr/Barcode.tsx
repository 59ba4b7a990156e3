import { useMemo } from 'react';
import { code128Bars } from './barcode';
import { CodeUnavailable } from './CodeUnavailable';
import { CodeFigure, CodeText } from './Qr.styles';

/** Quiet zone on each side, in modules (Code 128 asks for at least 10). */
const QUIET_ZONE = 10;

export interface BarcodeProps {
  /** The text encoded (printable ASCII), e.g. an RM number. */
  value: string;
  /** The text alternative; defaults to 'Kode batang {value}'. */
  label?: string;
  /** Width of one module in CSS pixels. */
  moduleWidth?: number;
  /** Bar height in CSS pixels. */
  height?: number;
  /** Prints the value under the bars (hidden from screen readers: the label carries it). */
  showValue?: boolean;
}

/** A Code 128 barcode as SVG; an image with a text alternative. */
export function Barcode({
  value,
  label,
  moduleWidth = 2,
  height = 48,
  showValue = true,
}: BarcodeProps) {
  const encoded = useMemo(() => {
    try {
      return code128Bars(value);
    } catch {
      return null;
    }
  }, [value]);
  if (!encoded) return <CodeUnavailable value={value} />;
  const { modules, bars } = encoded;
  const width = modules + QUIET_ZONE * 2;
  return (
    <CodeFigure data-kind="barcode">
      <svg
        role="img"
        aria-label={label ?? `Kode batang ${value}`}
        width={width * moduleWidth}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        data-modules={modules}
      >
        <path
          data-part="modules"
          d={bars
            .map((bar) => `M${bar.x + QUIET_ZONE} 0h${bar.width}v${height}h-${bar.width}z`)
            .join('')}
        />
      </svg>
      {showValue ? <CodeText aria-hidden="true">{value}</CodeText> : null}
    </CodeFigure>
  );
}
