import { formatNumber, formatRupiah } from '@simrs/validators';
import { abbreviatedTexts } from './format';
import { HiddenText, StyledAbbr, StyledNumber } from './Numbers.styles';

/** Text shown for a missing or non-finite value. */
export const EMPTY_NUMBER_TEXT = '-';

const isFiniteNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const toneOf = (value: number, highlightNegative: boolean) =>
  highlightNegative && value < 0 ? 'negative' : undefined;

export interface RupiahProps {
  value: number | null | undefined;
  /** Colours negative amounts with the danger token (the minus sign stays). */
  highlightNegative?: boolean;
}

/** An amount in rupiah with zero decimals ('Rp 1.234.568'), from `formatRupiah`. */
export function Rupiah({ value, highlightNegative = false }: RupiahProps) {
  if (!isFiniteNumber(value)) return <span>{EMPTY_NUMBER_TEXT}</span>;
  return (
    <StyledNumber value={String(value)} data-tone={toneOf(value, highlightNegative)}>
      {formatRupiah(value)}
    </StyledNumber>
  );
}

export interface FormattedNumberProps {
  value: number | null | undefined;
  /** At most two decimals (the spec's number format); fewer when set. */
  maxFractionDigits?: number;
  /** Text after the number, e.g. 'pasien' or '%'. */
  unit?: string;
}

/** A number in the Indonesian locale ('1.234.567,46'), from `formatNumber`. */
export function FormattedNumber({ value, maxFractionDigits = 2, unit }: FormattedNumberProps) {
  if (!isFiniteNumber(value)) return <span>{EMPTY_NUMBER_TEXT}</span>;
  const text = formatNumber(value, maxFractionDigits);
  return <StyledNumber value={String(value)}>{unit ? `${text} ${unit}` : text}</StyledNumber>;
}

export interface AbbreviatedNumberProps {
  value: number | null | undefined;
  /** Shows the figure as rupiah: 'Rp 1,23 M', full value 'Rp 1.234.567.890'. */
  currency?: boolean;
  highlightNegative?: boolean;
}

/**
 * A large figure abbreviated with RB, JT, M, T, P or E ('1,23 M') from `abbreviateNumber`.
 * The full value is the `title` (a tooltip for sighted users) and the text screen readers read;
 * the abbreviation itself is hidden from them, so 'M' is never read as a letter.
 */
export function AbbreviatedNumber({
  value,
  currency = false,
  highlightNegative = false,
}: AbbreviatedNumberProps) {
  if (!isFiniteNumber(value)) return <span>{EMPTY_NUMBER_TEXT}</span>;
  const { short, full } = abbreviatedTexts(value, currency);
  return (
    <StyledAbbr title={full} data-tone={toneOf(value, highlightNegative)}>
      <span aria-hidden="true">{short}</span>
      <HiddenText>{full}</HiddenText>
    </StyledAbbr>
  );
}
