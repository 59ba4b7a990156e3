import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { screenshotStory } from '../../test/screenshot';
import * as stories from './Button.stories';

const { Matrix } = composeStories(stories);

test('Button matrix matches the baseline', async () => {
  await expect.element(await screenshotStory(Matrix)).toMatchScreenshot('button-matrix');
});
