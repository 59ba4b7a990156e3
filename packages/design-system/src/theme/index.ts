export type { DesignSystemProviderProps } from './DesignSystemProvider';
export { DesignSystemProvider } from './DesignSystemProvider';
export { GlobalStyle } from './GlobalStyle';
