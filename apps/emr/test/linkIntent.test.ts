// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_MS, linkTarget, watchLinkIntent } from '../src/routing/linkIntent';

const origin = window.location.origin;

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  const inner = document.createElement('span');
  inner.textContent = 'Master Poli';
  a.append(inner);
  document.body.append(a);
  return a;
}

const pointer = (type: string, init: PointerEventInit = {}) =>
  new PointerEvent(type, { bubbles: true, button: 0, ...init });

describe('link intent', () => {
  let prepare: ReturnType<typeof vi.fn<(url: URL, withData: boolean) => unknown>>;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    prepare = vi.fn<(url: URL, withData: boolean) => unknown>();
    stop = watchLinkIntent(document, prepare);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('a rest of the pointer loads the chunk only, after the hover delay', () => {
    const a = link('/poli');
    a.firstChild?.dispatchEvent(pointer('pointerover'));
    vi.advanceTimersByTime(HOVER_MS - 1);
    expect(prepare).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]?.[0].pathname).toBe('/poli');
    expect(prepare.mock.calls[0]?.[1]).toBe(false);
  });

  it('a pointer crossing two links loads only the one it rests on', () => {
    const a = link('/poli');
    const b = link('/obat');
    a.dispatchEvent(pointer('pointerover'));
    vi.advanceTimersByTime(HOVER_MS / 2);
    b.dispatchEvent(pointer('pointerover'));
    vi.advanceTimersByTime(HOVER_MS);
    expect(prepare.mock.calls.map(([url]) => url.pathname)).toEqual(['/obat']);
  });

  it('a press loads chunk and data at once; a modified press or another button does not', () => {
    const a = link('/ranap-bed?page=2');
    a.dispatchEvent(pointer('pointerdown', { ctrlKey: true }));
    a.dispatchEvent(pointer('pointerdown', { button: 2 }));
    expect(prepare).not.toHaveBeenCalled();
    a.dispatchEvent(pointer('pointerdown'));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]?.[0].search).toBe('?page=2');
    expect(prepare.mock.calls[0]?.[1]).toBe(true);
  });

  it('keyboard focus on a link loads its chunk', () => {
    const a = link('/poli');
    a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prepare).toHaveBeenCalledWith(expect.any(URL), false);
  });

  it('ignores other origins, new tabs and downloads; stops when asked', () => {
    const outside = link('https://example.org/x');
    const tab = link('/poli', { target: '_blank' });
    const file = link('/laporan.pdf', { download: '' });
    for (const a of [outside, tab, file]) a.dispatchEvent(pointer('pointerdown'));
    expect(prepare).not.toHaveBeenCalled();
    expect(linkTarget(new Event('x'), origin)).toBeNull();
    stop();
    link('/poli').dispatchEvent(pointer('pointerdown'));
    expect(prepare).not.toHaveBeenCalled();
  });
});
