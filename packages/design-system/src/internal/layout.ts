import type { SpaceStep } from '../tokens';
import { space } from '../tokens';

/** Every step of the spacing scale, smallest first. */
export const spaceSteps = Object.keys(space).map(Number) as SpaceStep[];

/**
 * CSS for `data-gap="{step}"`: the gap of a flex or grid container from the spacing tokens, so a
 * layout component's gap is a variant attribute, not a generated class per value.
 */
export const gapFromAttribute = spaceSteps
  .map((step) => `&[data-gap='${step}'] { gap: var(--ds-space-${step}); }`)
  .join('\n');
