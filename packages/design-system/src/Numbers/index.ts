export { abbreviatedTexts } from './format';
export type { AbbreviatedNumberProps, FormattedNumberProps, RupiahProps } from './Numbers';
export {
  AbbreviatedNumber,
  EMPTY_NUMBER_TEXT,
  FormattedNumber,
  Rupiah,
} from './Numbers';
