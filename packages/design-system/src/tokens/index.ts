export { contrastRatio, relativeLuminance } from './contrast';
export { displayPalette, palette } from './palette';
export type {
  SemanticColours,
  SpaceStep,
  StatusTone,
  Theme,
  ThemeName,
  ToneColours,
} from './tokens';
export {
  breakpoints,
  colourValues,
  cssVariables,
  cssVariablesText,
  displayColourValues,
  displayFontSize,
  displayRadius,
  displaySpace,
  displayTheme,
  fontFamily,
  fontSize,
  fontWeight,
  lightTheme,
  lineHeight,
  radius,
  shadow,
  space,
  statusTones,
  themeNames,
  themes,
  tokens,
} from './tokens';
