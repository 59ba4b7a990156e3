import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { screenshotStory } from '../../test/screenshot';
import * as shellStories from '../AppShell/AppShell.stories';

const { Desktop1280, Mobile375Open } = composeStories(shellStories);

test('sidebar at 1280 px (docked, opened by its play) matches the baseline', async () => {
  await page.viewport(1400, 900);
  const canvas = await screenshotStory(Desktop1280);
  const shell = canvas.element().querySelector('[data-layout]');
  if (!shell) throw new Error('The story rendered no shell.');
  await expect.element(page.elementLocator(shell)).toMatchScreenshot('sidebar-1280');
});

test('sidebar at 375 px (overlay open) matches the baseline', async () => {
  await page.viewport(1400, 900);
  await screenshotStory(Mobile375Open);
  await expect
    .element(page.getByRole('dialog', { name: 'Menu utama' }))
    .toMatchScreenshot('sidebar-375-overlay');
});
