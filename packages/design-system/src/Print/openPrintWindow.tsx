import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { GlobalStyle } from '../theme';
import { PRINT_WINDOW_SIZE, printWindowFeatures } from './sizes';

/** The `window.open` signature the helper calls (a stub in tests). */
export type WindowOpener = (url: string, target: string, features: string) => Window | null;

export interface PrintWindowOptions {
  /** Initial width in CSS px; the spec's 302. */
  width?: number;
  /** Initial height in CSS px; the spec's 350. */
  height?: number;
  /** The print document's title (printed in browser headers when they are on). */
  title?: string;
  /** Moves the window to (0, 0) and resizes it to the available screen (spec section 9). */
  maximize?: boolean;
  /** Calls `print()` once the content is written. */
  autoPrint?: boolean;
  /** Closes the window after printing (the `afterprint` event). */
  closeAfterPrint?: boolean;
  /** Defaults to `window.open`. */
  open?: WindowOpener;
}

export interface PrintWindowHandle {
  window: Window;
  /** Prints again. */
  print: () => void;
  /** Unmounts the content and closes the window. */
  close: () => void;
}

/**
 * Opens the print window at 302 x 350, maximises it (moveTo(0, 0), then resizeTo the screen's
 * available width and height), writes `render()` into it with the design system's styles and
 * prints. Returns null when the browser blocked the popup (tell the user to allow popups).
 */
export function openPrintWindow(
  render: () => ReactNode,
  options: PrintWindowOptions = {},
): PrintWindowHandle | null {
  const {
    width = PRINT_WINDOW_SIZE.width,
    height = PRINT_WINDOW_SIZE.height,
    title = 'Cetak',
    maximize = true,
    autoPrint = true,
    closeAfterPrint = true,
    open = (url, target, features) => window.open(url, target, features),
  } = options;

  const win = open('', '_blank', printWindowFeatures(width, height));
  if (!win) return null;
  if (maximize) {
    win.moveTo(0, 0);
    win.resizeTo(win.screen.availWidth, win.screen.availHeight);
  }

  const doc = win.document;
  doc.title = title;
  doc.documentElement.lang = 'id';
  const container = doc.createElement('div');
  container.id = 'print-root';
  doc.body.replaceChildren(container);
  const root = createRoot(container);
  try {
    // Styles go into the print window's own head; flushSync so the page is complete before print().
    flushSync(() => {
      root.render(
        <StyleSheetManager target={doc.head}>
          <GlobalStyle />
          {render()}
        </StyleSheetManager>,
      );
    });
  } catch (error) {
    // Never leave an empty popup behind.
    root.unmount();
    win.close();
    throw error;
  }

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    root.unmount();
    win.close();
  };
  const print = () => {
    win.focus();
    win.print();
  };
  if (closeAfterPrint) win.addEventListener('afterprint', close, { once: true });
  if (autoPrint) print();
  return { window: win, print, close };
}
