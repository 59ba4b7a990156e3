export type { SplashControl, SplashProps, SplashProviderProps } from './Splash';
export { Splash, SplashProvider, useHideSplashOnNavigation, useSplash } from './Splash';
