/**
 * One table for input components: the value filter (or typing mask) and the maximum length of
 * each input kind, so a field component takes `kind="phone"` instead of wiring functions itself.
 */
import { cleanClinicalText, cleanInput } from './cleaner';
import { MAX_LENGTHS, NIB_LENGTH, NIK_LENGTH, YEAR_MAX_LENGTH } from './constants';
import { filterCode, filterDigitsMax, filterName, filterPhone, filterUsername } from './fields';
import { filterAlphanumeric, filterDigits, filterEmailChars, filterLetters } from './filters';
import { maskMoneyInput } from './money';
import { filterNumericInput } from './numeric';

export type InputKind =
  | 'text'
  /** Clinical narrative: every character kept ('120/80', '95%'). */
  | 'clinical'
  | 'letters'
  | 'alphanumeric'
  | 'digits'
  | 'email'
  | 'name'
  | 'username'
  | 'phone'
  | 'code'
  | 'year'
  | 'nik'
  | 'nib'
  | 'money'
  | 'moneyDecimal'
  | 'numeric1'
  | 'numeric2'
  | 'numeric3'
  | 'numeric4'
  | 'integer';

/** The filter each input kind runs on every change (all idempotent). */
export const INPUT_FILTERS: Readonly<Record<InputKind, (value: string) => string>> = {
  text: (v) => cleanInput(v),
  clinical: cleanClinicalText,
  letters: (v) => filterLetters(v),
  alphanumeric: (v) => filterAlphanumeric(v),
  digits: filterDigits,
  email: filterEmailChars,
  name: filterName,
  username: filterUsername,
  phone: filterPhone,
  code: (v) => filterCode(v),
  year: (v) => filterDigitsMax(v, YEAR_MAX_LENGTH),
  nik: (v) => filterDigitsMax(v, NIK_LENGTH),
  nib: (v) => filterDigitsMax(v, NIB_LENGTH),
  money: (v) => maskMoneyInput(v, 0),
  moneyDecimal: (v) => maskMoneyInput(v, 3),
  integer: (v) => filterNumericInput(v, 0),
  numeric1: (v) => filterNumericInput(v, 1),
  numeric2: (v) => filterNumericInput(v, 2),
  numeric3: (v) => filterNumericInput(v, 3),
  numeric4: (v) => filterNumericInput(v, 4),
};

/** `maxLength` of the input kinds the spec limits (year 4, NIK 16, NIB 13, phone 18). */
export const INPUT_MAX_LENGTHS: Readonly<Partial<Record<InputKind, number>>> = {
  year: MAX_LENGTHS.year,
  nik: MAX_LENGTHS.nik,
  nib: MAX_LENGTHS.nib,
  phone: MAX_LENGTHS.phone,
};

/** The `inputMode` hint for on-screen keyboards. */
export const INPUT_MODES: Readonly<
  Partial<Record<InputKind, 'numeric' | 'decimal' | 'email' | 'tel'>>
> = {
  digits: 'numeric',
  phone: 'tel',
  year: 'numeric',
  nik: 'numeric',
  nib: 'numeric',
  money: 'numeric',
  moneyDecimal: 'decimal',
  integer: 'numeric',
  numeric1: 'decimal',
  numeric2: 'decimal',
  numeric3: 'decimal',
  numeric4: 'decimal',
  email: 'email',
};
