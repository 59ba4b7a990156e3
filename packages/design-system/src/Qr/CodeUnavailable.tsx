import { CodeFigure, CodeText } from './Qr.styles';

/** Shown instead of a code that cannot be encoded (empty, too long, or not Code 128 text). */
export function CodeUnavailable({ value }: { value: string }) {
  return (
    <CodeFigure data-kind="unavailable">
      <CodeText>{value === '' ? 'Kode kosong' : `Kode tidak dapat dibuat: ${value}`}</CodeText>
    </CodeFigure>
  );
}
