/**
 * The browser and system of a user-agent, in words a user recognises in the sessions list
 * ('Chrome 126 di Windows', 'Safari 17 di iPhone'). Only the common browsers and systems are
 * named; anything else is 'Peramban tidak dikenal' (the raw text is in the answer too).
 */

const UNKNOWN_BROWSER = 'Peramban tidak dikenal';

/** Browsers in the order they must be tried (Edge and Opera also say Chrome; Chrome says Safari). */
const BROWSERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|Opera)\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chromium', pattern: /\bChromium\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\// },
];

const SYSTEMS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'iPhone', pattern: /\biPhone\b/ },
  { name: 'iPad', pattern: /\biPad\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b/ },
];

export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 500);
  if (ua.trim() === '') return UNKNOWN_BROWSER;
  let browser: string | null = null;
  for (const { name, pattern } of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(({ pattern }) => pattern.test(ua))?.name ?? null;
  if (!browser) return system ? `${UNKNOWN_BROWSER} di ${system}` : UNKNOWN_BROWSER;
  return system ? `${browser} di ${system}` : browser;
}
