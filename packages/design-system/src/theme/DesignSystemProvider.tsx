import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { type Clock, ClockProvider, systemClock } from '../clock';
import { GlobalStyle } from './GlobalStyle';

export interface DesignSystemProviderProps {
  children?: ReactNode;
  /** BCP 47 locale for dates and numbers; the product is Indonesian. */
  locale?: string;
  /** The clock components read (frozen in stories and tests). */
  clock?: Clock;
  /** Set false when the app already renders the global style. */
  withGlobalStyle?: boolean;
}

/** The root every app and story renders once: tokens, locale and clock. */
export function DesignSystemProvider({
  children,
  locale = 'id-ID',
  clock = systemClock,
  withGlobalStyle = true,
}: DesignSystemProviderProps) {
  return (
    <I18nProvider locale={locale}>
      <ClockProvider clock={clock}>
        {withGlobalStyle ? <GlobalStyle /> : null}
        {children}
      </ClockProvider>
    </I18nProvider>
  );
}
