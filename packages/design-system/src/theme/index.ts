export type { DesignSystemProviderProps } from './DesignSystemProvider';
export { DesignSystemProvider } from './DesignSystemProvider';
export { GlobalStyle } from './GlobalStyle';
export type { ThemeScopeProps } from './ThemeScope';
export { ThemeScope } from './ThemeScope';
