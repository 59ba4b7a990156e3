export { contrastRatio, relativeLuminance } from './contrast';
export { palette } from './palette';
export type { SpaceStep, StatusTone, ToneColours } from './tokens';
export {
  breakpoints,
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
