/**
 * Writes src/StatusChip/StatusLists.stories.tsx: one story per status list of the domain
 * registry. Run `npm run generate:status-stories -w @simrs/design-system` after the registry
 * changes; a unit test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderStatusStories } from '../src/StatusChip/statusStoriesSource';

const target = fileURLToPath(new URL('../src/StatusChip/StatusLists.stories.tsx', import.meta.url));
writeFileSync(target, renderStatusStories());
console.log(`wrote ${target}`);
