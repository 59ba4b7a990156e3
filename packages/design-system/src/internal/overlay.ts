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
 * Where an overlay without a trigger belongs in the viewport: a modal dialog in the centre, the
 * sidebar's drawer along the start edge at full height, a toast in the bottom-end corner.
 */
export type ViewportPlacement = 'centre' | 'start' | 'bottom-end';

function placementProblem(o: DOMRect, where: ViewportPlacement): string | null {
  const left = o.left;
  const right = window.innerWidth - o.right;
  const top = o.top;
  const bottom = window.innerHeight - o.bottom;
  switch (where) {
    case 'centre':
      return Math.abs(left - right) <= 4 && Math.abs(top - bottom) <= 4
        ? null
        : `not centred (margins left ${Math.round(left)}, right ${Math.round(
            right,
          )}, top ${Math.round(top)}, bottom ${Math.round(bottom)})`;
    case 'start':
      return left <= 1 && top <= 1 && bottom <= 1
        ? null
        : `not docked along the start edge at full height (left ${Math.round(
            left,
          )}, top ${Math.round(top)}, bottom ${Math.round(bottom)})`;
    case 'bottom-end':
      return right <= 48 && bottom <= window.innerHeight / 2
        ? null
        : `not in the bottom-end corner (right ${Math.round(right)}, bottom ${Math.round(bottom)})`;
  }
}

/**
 * Waits until the overlay is shown (entry transitions end), then checks where it is: with a
 * trigger, next to it (just below or above within `gap` px and overlapping it horizontally, or just
 * beside it and overlapping it vertically); with a placement, at that place of the viewport.
 */
export async function expectShown(
  overlay: Element,
  anchor?: Element | ViewportPlacement,
  { gap = 24 }: { gap?: number } = {},
): Promise<void> {
  await waitFor(() => expect(isShown(overlay), describe(overlay)).toBe(true));
  if (!anchor) return;
  const o = overlay.getBoundingClientRect();
  if (typeof anchor === 'string') {
    // Entry transitions may still move it: wait for the place, not only the opacity.
    await waitFor(() => {
      const problem = placementProblem(overlay.getBoundingClientRect(), anchor);
      expect(problem, `${anchor}: ${describe(overlay)}`).toBeNull();
    });
    return;
  }
  const t = anchor.getBoundingClientRect();
  const below = o.top >= t.bottom - 1 && o.top - t.bottom <= gap;
  const above = o.bottom <= t.top + 1 && t.top - o.bottom <= gap;
  const after = o.left >= t.right - 1 && o.left - t.right <= gap;
  const before = o.right <= t.left + 1 && t.left - o.right <= gap;
  const overlapsAcross = o.left < t.right && o.right > t.left;
  const overlapsAlong = o.top < t.bottom && o.bottom > t.top;
  const where = `${describe(overlay)}; trigger at ${Math.round(t.left)},${Math.round(t.top)} ${Math.round(
    t.width,
  )}x${Math.round(t.height)}`;
  // Under or over the trigger and lined up with it (a list, a calendar), or beside it and level
  // with it (a tooltip placed at the end).
  await expect(
    ((below || above) && overlapsAcross) || ((after || before) && overlapsAlong),
    `next to its trigger and lined up with it: ${where}`,
  ).toBe(true);
}

/** The popover (React Aria's `data-trigger` element) that holds an element of an overlay. */
export function popoverOf(element: Element): Element {
  const popover = element.closest('[data-trigger]');
  if (!popover) throw new Error('not inside a popover');
  return popover;
}
