import { page } from 'vitest/browser';

interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  id: string;
}

/**
 * Renders a composed story (with its play) in a fresh canvas (760 px wide unless told) and returns
 * the canvas locator.
 */
export async function screenshotStory(
  story: RunnableStory,
  { width = 760 }: { width?: number } = {},
) {
  // Earlier canvases are unmounted by the next run's cleanup; keep them out of the way.
  for (const old of document.querySelectorAll<HTMLElement>('[data-testid^="canvas-"]')) {
    old.style.display = 'none';
  }
  const canvasElement = document.createElement('div');
  canvasElement.dataset.testid = `canvas-${story.id}`;
  canvasElement.style.width = `${width}px`;
  canvasElement.style.padding = '16px';
  document.body.appendChild(canvasElement);
  await story.run({ canvasElement });
  await document.fonts.ready;
  return page.getByTestId(`canvas-${story.id}`);
}
