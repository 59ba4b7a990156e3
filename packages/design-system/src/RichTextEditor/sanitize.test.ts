import { Window } from 'happy-dom';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkRichText,
  isSafeLinkUrl,
  RICH_TEXT_INVALID_MESSAGE,
  RICH_TEXT_LINK_REL,
  type RichTextWindow,
  sanitizeRichText,
  validateRichText,
} from './sanitize';

// The server's way: jsdom's window, created once.
const dom = new JSDOM('');
const win = dom.window as unknown as RichTextWindow;
afterAll(() => dom.window.close());

const clean = (html: string) => sanitizeRichText(html, win);

describe('sanitizeRichText on the server (jsdom)', () => {
  it('keeps everything the toolbar produces', () => {
    const html =
      '<h2>Anamnesis</h2><p><strong>Tebal</strong> <em>miring</em> <u>garis</u> <s>coret</s></p>' +
      '<ul><li><p>satu</p></li></ul><ol start="3"><li><p>tiga</p></li></ol>';
    expect(clean(html)).toBe(html);
  });

  it('drops a script with its content', () => {
    expect(clean('<p>Aman</p><script>alert(1)</script>')).toBe('<p>Aman</p>');
  });

  it('drops a javascript: link target but keeps the text', () => {
    expect(clean('<p><a href="javascript:alert(1)">klik</a></p>')).toBe('<p><a>klik</a></p>');
    expect(clean('<p><a href=" JaVaScRiPt:alert(1)">x</a></p>')).not.toContain('href');
    expect(clean('<p><a href="data:text/html,hi">x</a></p>')).not.toContain('href');
    expect(clean('<p><a href="/relatif">x</a></p>')).not.toContain('href');
  });

  it('gives safe links the fixed rel and target', () => {
    const out = clean(
      '<p><a href="https://kemkes.go.id" rel="opener" onclick="x()">Kemkes</a></p>',
    );
    expect(out).toBe(
      `<p><a href="https://kemkes.go.id" rel="${RICH_TEXT_LINK_REL}" target="_blank">Kemkes</a></p>`,
    );
    expect(clean('<p><a href="mailto:rm@rs.id">surel</a></p>')).toContain('href="mailto:rm@rs.id"');
    expect(clean('<p><a href="tel:0211234567">telepon</a></p>')).toContain('href="tel:0211234567"');
  });

  it('unwraps tags the toolbar cannot produce and drops handlers and styles', () => {
    expect(
      clean('<h1 style="color:red">Judul</h1><p onclick="x()">a<img src="x" onerror="y()"></p>'),
    ).toBe('Judul<p>a</p>');
    expect(clean('<blockquote><p>kutip</p></blockquote><pre><code>k</code></pre>')).toBe(
      '<p>kutip</p>k',
    );
    expect(clean('<ol start="1e9"><li>x</li></ol>')).toBe('<ol><li>x</li></ol>');
  });

  it('reports what it removed', () => {
    const check = checkRichText(
      '<p><a href="javascript:alert(1)">x</a></p><script>1</script>',
      win,
    );
    expect(check.isValid).toBe(false);
    expect(check.removed).toEqual(expect.arrayContaining(['script', 'a@href']));
    expect(checkRichText('<p>bersih</p>', win)).toEqual({
      html: '<p>bersih</p>',
      isValid: true,
      removed: [],
    });
    expect(validateRichText('<p>bersih</p>', win)).toBeNull();
    expect(validateRichText('<p><iframe src="x"></iframe></p>', win)).toBe(
      RICH_TEXT_INVALID_MESSAGE,
    );
  });

  it('explains that it needs a DOM when none is given', () => {
    expect(() => sanitizeRichText('<p>x</p>')).toThrow(/needs a DOM/);
  });

  it('refuses a DOM implementation DOMPurify does not work on (happy-dom keeps scripts)', () => {
    const happy = new Window();
    try {
      expect(() => sanitizeRichText('<p>x</p>', happy as unknown as RichTextWindow)).toThrow(
        /does not sanitise correctly/,
      );
    } finally {
      happy.happyDOM.close();
    }
  });
});

describe('isSafeLinkUrl', () => {
  it('accepts absolute http, https, mailto and tel URLs', () => {
    for (const url of ['http://rs.id', 'https://rs.id/a?b=1', 'mailto:rm@rs.id', 'tel:+62211234']) {
      expect(isSafeLinkUrl(url)).toBe(true);
    }
  });

  it('refuses other schemes, relative URLs and hidden characters', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://rs.id',
      '/rekam-medis',
      'rs.id',
      'https://',
      'https:// rs.id',
      '',
    ]) {
      expect(isSafeLinkUrl(url)).toBe(false);
    }
  });
});
