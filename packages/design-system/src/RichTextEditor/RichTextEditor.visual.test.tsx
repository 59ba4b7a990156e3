import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { screenshotStory } from '../../test/screenshot';
import * as stories from './RichTextEditor.stories';

const { Filled } = composeStories(stories);

test('RichTextEditor with every format matches the baseline', async () => {
  await expect.element(await screenshotStory(Filled)).toMatchScreenshot('rich-text-editor-filled');
});
