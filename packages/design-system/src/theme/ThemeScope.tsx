import type { ReactNode } from 'react';
import type { ThemeName } from '../tokens';

export interface ThemeScopeProps {
  theme: ThemeName;
  children?: ReactNode;
  id?: string;
}

/**
 * A part of the page in another theme (a preview of a public screen inside the staff app, a
 * story): every token inside takes that theme's values. The page's own theme is
 * `DesignSystemProvider`'s `theme`.
 */
export function ThemeScope({ theme, children, id }: ThemeScopeProps) {
  return (
    <div data-ds-theme={theme} id={id}>
      {children}
    </div>
  );
}
