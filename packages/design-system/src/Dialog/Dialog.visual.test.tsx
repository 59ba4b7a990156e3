import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { screenshotStory } from '../../test/screenshot';
import * as stories from './Dialog.stories';

const { BlockedWithValidation, ConfirmDeleteOpen, Error400 } = composeStories(stories);

test.each([
  ['blocked-with-validation', BlockedWithValidation],
  ['confirm-delete', ConfirmDeleteOpen],
  ['error-400', Error400],
] as const)('dialog %s matches the baseline', async (name, story) => {
  await screenshotStory(story);
  await expect.element(page.getByRole('alertdialog')).toMatchScreenshot(`dialog-${name}`);
});
