import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { screenshotStory } from '../../test/screenshot';
import * as stories from './Scales.stories';

const { GcsAdult, Pain, FallRiskGeriatric } = composeStories(stories);

test.each([
  ['gcs-adult', GcsAdult],
  ['pain', Pain],
  ['fall-risk-geriatric', FallRiskGeriatric],
] as const)('scale %s (after its play) matches the baseline', async (name, story) => {
  await expect.element(await screenshotStory(story)).toMatchScreenshot(`scale-${name}`);
});
