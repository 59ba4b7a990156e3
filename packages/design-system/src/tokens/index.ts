export { contrastRatio, relativeLuminance } from './contrast';
export { palette } from './palette';
export type { StatusTone, ToneColours } from './tokens';
export {
  colourValues,
  cssVariables,
  cssVariablesText,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
  statusTones,
  tokens,
} from './tokens';
