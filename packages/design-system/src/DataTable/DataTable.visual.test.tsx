import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { screenshotStory } from '../../test/screenshot';
import * as stories from './DataTable.stories';

const { Desktop1280, Mobile375, Empty } = composeStories(stories);

test.each([
  ['desktop-1280', Desktop1280],
  ['mobile-375', Mobile375],
  ['empty', Empty],
] as const)('data table %s matches the baseline', async (name, story) => {
  // The host page is wide enough for the 1280 px story to be captured whole.
  await page.viewport(1400, 900);
  const canvas = await screenshotStory(story);
  // The table's own frame (the story sets its width), not the fixed-width canvas around it.
  const frame = canvas.element().querySelector('[role="grid"]')?.parentElement?.parentElement;
  if (!frame) throw new Error('The story rendered no table.');
  await expect.element(page.elementLocator(frame)).toMatchScreenshot(`data-table-${name}`);
});
