import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { screenshotStory } from '../../test/screenshot';
import * as stories from './Charts.stories';

const { Playground, Bars, Donut } = composeStories(stories);

test('Line chart with its table matches the baseline', async () => {
  await expect.element(await screenshotStory(Playground)).toMatchScreenshot('charts-line-table');
});

test('Bar chart matches the baseline', async () => {
  await expect.element(await screenshotStory(Bars)).toMatchScreenshot('charts-bar');
});

test('Donut chart matches the baseline', async () => {
  await expect.element(await screenshotStory(Donut)).toMatchScreenshot('charts-donut');
});
