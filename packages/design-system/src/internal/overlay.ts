import { expect, waitFor } from 'storybook/test';

/**
 * What a person sees of an overlay, for plays: an element found by role may still be invisible
 * (opacity 0, hidden, zero size, off screen, or parked in the top-left corner because React Aria
 * could not measure its trigger). These checks fail in those cases.
 */

/** The product of the element's and its ancestors' opacities (what is painted). */
export function paintedOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    opacity *= Number(getComputedStyle(node).opacity);
  }
  return opacity;
}

function insideViewport(rect: DOMRect): boolean {
  return (
    rect.width > 0 &&
    rect.height > 0 &&
    rect.left >= 0 &&
    rect.top >= 0 &&
    rect.right <= window.innerWidth + 0.5 &&
    rect.bottom <= window.innerHeight + 0.5
  );
}

/** The overlay's box, in words, for a failing assertion's message. */
function describe(element: Element): string {
  const r = element.getBoundingClientRect();
  return `opacity ${paintedOpacity(element).toFixed(2)}, visibility ${
    getComputedStyle(element).visibility
  }, box ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(
    r.height,
  )} in a ${window.innerWidth}x${window.innerHeight} viewport`;
}

/** Whether the overlay is painted, fully opaque, with a size and wholly inside the viewport. */
export function isShown(element: Element): boolean {
  return (
    paintedOpacity(element) === 1 &&
    getComputedStyle(element).visibility !== 'hidden' &&
    insideViewport(element.getBoundingClientRect())
  );
}

/**
 * Waits until the overlay is shown (entry transitions end), then, with a trigger, checks it sits
 * next to it: just below or above the trigger (within `gap` px) and overlapping it horizontally.
 */
export async function expectShown(
  overlay: Element,
  trigger?: Element,
  { gap = 24 }: { gap?: number } = {},
): Promise<void> {
  await waitFor(() => expect(isShown(overlay), describe(overlay)).toBe(true));
  if (!trigger) return;
  const o = overlay.getBoundingClientRect();
  const t = trigger.getBoundingClientRect();
  const below = o.top >= t.bottom - 1 && o.top - t.bottom <= gap;
  const above = o.bottom <= t.top + 1 && t.top - o.bottom <= gap;
  const where = `${describe(overlay)}; trigger at ${Math.round(t.left)},${Math.round(t.top)} ${Math.round(
    t.width,
  )}x${Math.round(t.height)}`;
  await expect(below || above, `next to its trigger: ${where}`).toBe(true);
  await expect(o.left < t.right && o.right > t.left, `lined up with its trigger: ${where}`).toBe(
    true,
  );
}

/** The popover (React Aria's `data-trigger` element) that holds an element of an overlay. */
export function popoverOf(element: Element): Element {
  const popover = element.closest('[data-trigger]');
  if (!popover) throw new Error('not inside a popover');
  return popover;
}
