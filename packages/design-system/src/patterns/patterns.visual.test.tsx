import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { screenshotStory } from '../../test/screenshot';
import * as printed from './PrintedDocument.stories';
import * as worklist from './Worklist.stories';

const { Default: Worklist } = composeStories(worklist);
const { ClinicalDocument, PatientCardPrint } = composeStories(printed);

/** The one `article` (a printed page) a print story renders. */
function paperOf(canvas: Awaited<ReturnType<typeof screenshotStory>>) {
  const paper = canvas.element().querySelector('article');
  if (!paper) throw new Error('The story rendered no printed page.');
  return page.elementLocator(paper);
}

test('worklist (after calling and serving a patient, filtered) matches the baseline', async () => {
  // The worklist is a desktop screen: the canvas as wide as its 1200 px frame.
  await page.viewport(1400, 1200);
  const canvas = await screenshotStory(Worklist, { width: 1200 });
  await expect.element(canvas).toMatchScreenshot('pattern-worklist');
});

test('signed clinical document on A4 matches the baseline', async () => {
  await page.viewport(1400, 2400);
  const canvas = await screenshotStory(ClinicalDocument, { width: 860 });
  await expect.element(paperOf(canvas)).toMatchScreenshot('pattern-printed-clinical-document');
});

test('patient card with its QR and barcode matches the baseline', async () => {
  const canvas = await screenshotStory(PatientCardPrint);
  await expect.element(paperOf(canvas)).toMatchScreenshot('pattern-printed-patient-card');
});
