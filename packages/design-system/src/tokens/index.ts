export { contrastRatio, relativeLuminance } from './contrast';
export { palette } from './palette';
export type { SemanticColours, SpaceStep, StatusTone, ThemeName, ToneColours } from './tokens';
export {
  breakpoints,
  colourValues,
  cssVariables,
  cssVariablesText,
  displayColourValues,
  displayFontSize,
  displayRadius,
  displaySpace,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
  statusTones,
  themeNames,
  themes,
  tokens,
} from './tokens';
