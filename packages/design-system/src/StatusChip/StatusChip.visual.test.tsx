import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { screenshotStory } from '../../test/screenshot';
import * as stories from './StatusChip.stories';

const { All, Tones } = composeStories(stories);

test('every status list (All matrix) matches the baseline', async () => {
  await expect.element(await screenshotStory(All)).toMatchScreenshot('status-chip-all');
});

test('every tone matches the baseline', async () => {
  await expect.element(await screenshotStory(Tones)).toMatchScreenshot('status-chip-tones');
});
