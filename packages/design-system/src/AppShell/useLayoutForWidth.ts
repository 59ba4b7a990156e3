import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SidebarLayout } from '../Sidebar/Sidebar';
import { layoutForWidth } from './layout';

/**
 * The shell's layout for its own width (null before the first measure), from a ResizeObserver.
 * Its first report comes after the browser's first layout of the shell and before the frame is
 * painted, so nothing forces a layout during React's commit (reading the width there made the
 * browser lay out the page once more on every start-up); applied at once, so a phone never sees
 * the desktop layout first. A width that keeps its layout renders nothing.
 */
export function useLayoutForWidth(ref: RefObject<HTMLElement | null>): SidebarLayout | null {
  const [layout, setLayout] = useState<SidebarLayout | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const next = layoutForWidth(entry.contentRect.width);
      flushSync(() => setLayout(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return layout;
}
