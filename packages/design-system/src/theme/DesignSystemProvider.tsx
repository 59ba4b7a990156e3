import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { type Clock, ClockProvider, systemClock } from '../clock';
import type { Theme } from '../tokens';
import { GlobalStyle } from './GlobalStyle';

export interface DesignSystemProviderProps {
  children?: ReactNode;
  /** BCP 47 locale for dates and numbers; the product is Indonesian. */
  locale?: string;
  /** The clock components read (frozen in stories and tests). */
  clock?: Clock;
  /** Set false when the app already renders the global style. */
  withGlobalStyle?: boolean;
  /**
   * The page's theme: `lightTheme` (default, the staff app) or `displayTheme` (public screens:
   * dark, type and spacing that grow with the screen).
   */
  theme?: Theme;
  /**
   * The app router's navigation: links of the components (sidebar entries, `Link`,
   * `LinkButton`) then change pages inside the app instead of reloading it.
   */
  navigate?: (href: string) => void;
  /** Turns a router href into a native one (e.g. react-router's `useHref` with a basename). */
  useHref?: (href: string) => string;
}

/** The root every app and story renders once: tokens of the theme, locale and clock. */
export function DesignSystemProvider({
  children,
  locale = 'id-ID',
  clock = systemClock,
  withGlobalStyle = true,
  theme,
  navigate,
  useHref,
}: DesignSystemProviderProps) {
  const content = (
    <I18nProvider locale={locale}>
      <ClockProvider clock={clock}>
        {withGlobalStyle ? <GlobalStyle $theme={theme} /> : null}
        {children}
      </ClockProvider>
    </I18nProvider>
  );
  if (!navigate) return content;
  return (
    <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {content}
    </RouterProvider>
  );
}
