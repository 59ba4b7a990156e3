import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { screenshotStory } from '../../test/screenshot';
import * as stories from './AppShell.stories';

const { Tablet800, Tablet800Open, WithCopyright } = composeStories(stories);

/** The shell element of a rendered story (its whole frame: top bar, sidebar, page). */
function shellOf(canvas: Awaited<ReturnType<typeof screenshotStory>>) {
  const shell = canvas.element().querySelector('[data-layout]');
  if (!shell) throw new Error('The story rendered no shell.');
  return page.elementLocator(shell);
}

test('shell at 800 px (tablet: mini menu beside the page) matches the baseline', async () => {
  await page.viewport(1400, 900);
  const canvas = await screenshotStory(Tablet800);
  await expect.element(shellOf(canvas)).toMatchScreenshot('shell-800-tablet');
});

test('shell at 800 px with the menu open (over the page) matches the baseline', async () => {
  await page.viewport(1400, 900);
  await screenshotStory(Tablet800Open);
  await expect
    .element(page.getByRole('dialog', { name: 'Menu utama' }))
    .toMatchScreenshot('shell-800-tablet-open');
});

test('shell footer with the copyright line matches the baseline', async () => {
  await page.viewport(1400, 900);
  const canvas = await screenshotStory(WithCopyright);
  await expect
    .element(page.elementLocator(canvas.element().querySelector('footer') as Element))
    .toMatchScreenshot('shell-footer-copyright');
});
