import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { cssVariables, type Theme } from '../tokens';

export interface ThemeScopeProps {
  theme: Theme;
  children?: ReactNode;
  id?: string;
}

/**
 * A part of the page in another theme (a preview of a public screen inside the staff app, the
 * kiosk's printed ticket on paper, a story): the theme's variables are declared on this element,
 * so every token inside takes that theme's values. The page's own theme is
 * `DesignSystemProvider`'s `theme`.
 */
export function ThemeScope({ theme, children, id }: ThemeScopeProps) {
  const style = useMemo(
    () =>
      ({
        ...cssVariables(theme),
        colorScheme: theme.scheme,
        color: 'var(--ds-color-text)',
        background: 'var(--ds-color-bg)',
        fontSize: 'var(--ds-font-size-sm)',
      }) as CSSProperties,
    [theme],
  );
  return (
    <div data-ds-theme={theme.name} id={id} style={style}>
      {children}
    </div>
  );
}
