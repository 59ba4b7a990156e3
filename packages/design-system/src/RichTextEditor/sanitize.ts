/**
 * Rich-text safety rules, shared by the editor, the viewer and the server.
 *
 * DOMPurify needs a DOM. In a browser `sanitizeRichText(html)` uses `window`. On the server pass
 * jsdom's window, created once and reused:
 *
 *   import { JSDOM } from 'jsdom';
 *   const domWindow = new JSDOM('').window;
 *   const clean = sanitizeRichText(dirty, domWindow as unknown as RichTextWindow);
 *
 * happy-dom does NOT work: DOMPurify on it keeps `<script>` and drops allowed tags. Every new
 * window is checked against a known sample first and refused (an Error) when it fails.
 *
 * The rules are the same everywhere: only the tags the toolbar can produce, links only to http,
 * https, mailto and tel, and every link gets `rel="noopener noreferrer nofollow"`.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** Exactly the elements the toolbar produces (paragraphs are the editor's base block). */
export const RICH_TEXT_TAGS = ['p', 'h2', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li'] as const;
/** Attributes kept: a link's target and relation, an ordered list's start number. */
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'start'] as const;
/** URL schemes a link may use. */
export const SAFE_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
/** The relation every stored and rendered link carries. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';
/** Shown when a stored value held content the rules do not allow. */
export const RICH_TEXT_INVALID_MESSAGE = 'Teks berisi format atau tautan yang tidak diizinkan.';

const SAFE_URI = /^(?:https?|mailto|tel):/i;

/** The window-like object DOMPurify runs on (a browser window, or happy-dom / jsdom's). */
export type RichTextWindow = WindowLike;

/**
 * True when `url` is an absolute http, https, mailto or tel URL. Whitespace and control
 * characters are not tolerated (browsers strip them, so 'java\tscript:' would run).
 */
export function isSafeLinkUrl(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters
  if (url === '' || /[\s\u0000-\u001f\u007f]/.test(url)) return false;
  if (!SAFE_URI.test(url)) return false;
  try {
    const parsed = new URL(url);
    const scheme = parsed.protocol.slice(0, -1).toLowerCase();
    if (!(SAFE_LINK_PROTOCOLS as readonly string[]).includes(scheme)) return false;
    return scheme === 'mailto' || scheme === 'tel' ? parsed.pathname !== '' : parsed.host !== '';
  } catch {
    return false;
  }
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URI,
  // DOMPurify checks every other attribute value against ALLOWED_URI_REGEXP; these carry no URL.
  ADD_URI_SAFE_ATTR: ['start', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

// No event-handler attribute in the canary: a browser reports one to the page's content security
// policy even in DOMParser's inert document (every page with an editor would report a violation);
// a refused data attribute proves the attribute filter as well.
const CANARY_INPUT =
  '<p data-x="y">a</p><script>b</script><a href="javascript:c()">d</a><img src="e">';
const CANARY_OUTPUT = '<p>a</p><a>d</a>';

const purifiers = new WeakMap<object, Purifier>();

function purifierFor(win: RichTextWindow): Purifier {
  let purifier = purifiers.get(win);
  if (purifier) return purifier;
  purifier = DOMPurify(win);
  if (!purifier.isSupported) {
    throw new Error('DOMPurify cannot run on this window: pass a complete DOM implementation.');
  }
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    const href = element.getAttribute('href');
    if (href !== null && !isSafeLinkUrl(href)) element.removeAttribute('href');
    if (element.hasAttribute('href')) {
      element.setAttribute('rel', RICH_TEXT_LINK_REL);
      element.setAttribute('target', '_blank');
    } else {
      element.removeAttribute('rel');
      element.removeAttribute('target');
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'OL') return;
    const element = node as Element;
    const start = element.getAttribute('start');
    if (start !== null && !/^\d{1,6}$/.test(start)) element.removeAttribute('start');
  });
  // A DOM implementation that DOMPurify does not work on must fail loudly, never let HTML through.
  if (purifier.sanitize(CANARY_INPUT, CONFIG) !== CANARY_OUTPUT) {
    throw new Error('This DOM implementation does not sanitise correctly: use a browser or jsdom.');
  }
  purifiers.set(win, purifier);
  return purifier;
}

function defaultWindow(): RichTextWindow {
  if (typeof window === 'undefined') {
    throw new Error(
      'sanitizeRichText needs a DOM: on the server pass a jsdom window as the second argument.',
    );
  }
  return window as unknown as RichTextWindow;
}

export interface RichTextCheck {
  /** The sanitised HTML (what is stored and rendered). */
  html: string;
  /** True when nothing had to be removed. */
  isValid: boolean;
  /** Names of what was removed: element tags ('script') and attributes ('a@href'). */
  removed: string[];
}

/** Sanitises and reports what the rules removed. */
export function checkRichText(html: string, win: RichTextWindow = defaultWindow()): RichTextCheck {
  const purifier = purifierFor(win);
  const clean = purifier.sanitize(html, CONFIG);
  const removed = purifier.removed
    .map((entry) =>
      'attribute' in entry && entry.attribute
        ? `${entry.from.nodeName.toLowerCase()}@${entry.attribute.name}`
        : ('element' in entry ? entry.element.nodeName : '#unknown').toLowerCase(),
    )
    // The parser's own <body> wrapper is always dropped; it is not the user's content.
    .filter((name) => name !== 'body');
  return { html: clean, isValid: removed.length === 0, removed };
}

/**
 * The HTML with only the toolbar's tags, safe links (`rel="noopener noreferrer nofollow"`,
 * `target="_blank"`) and nothing else: scripts, styles, event handlers and `javascript:` URLs go.
 */
export function sanitizeRichText(html: string, win?: RichTextWindow): string {
  return checkRichText(html, win).html;
}

/** Validation for a stored value: null when it is clean, else {@link RICH_TEXT_INVALID_MESSAGE}. */
export function validateRichText(html: string, win?: RichTextWindow): string | null {
  return checkRichText(html, win).isValid ? null : RICH_TEXT_INVALID_MESSAGE;
}
