import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baselinePath, baselines } from './baselines';

const src = fileURLToPath(new URL('..', import.meta.url));

/** Every baseline PNG under src/, as `Folder/__screenshots__/File/name-chromium-linux.png`. */
function committedBaselines(): string[] {
  const found: string[] = [];
  for (const folder of readdirSync(src)) {
    const shots = join(src, folder, '__screenshots__');
    if (!existsSync(shots)) continue;
    for (const file of readdirSync(shots)) {
      for (const png of readdirSync(join(shots, file))) {
        if (png.endsWith('-chromium-linux.png'))
          found.push(`${folder}/__screenshots__/${file}/${png}`);
      }
    }
  }
  return found.sort();
}

describe('the visual baselines page', () => {
  it('lists every committed baseline, and only those', () => {
    expect(baselines.map(baselinePath).sort()).toEqual(committedBaselines());
  });
  it('names a story export that exists, with the id Storybook gives it', () => {
    for (const b of baselines) {
      const source = readFileSync(join(src, b.storiesFile), 'utf8');
      expect(source, b.name).toMatch(new RegExp(`export const ${b.exportName}\\b`));
      const title = /const meta = \{[\s\S]*?\n {2}title: '([^']+)'/.exec(source)?.[1] ?? '';
      const kebab = (s: string) =>
        s
          .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
          .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
          .replace(/[^a-zA-Z0-9]+/g, '-')
          .toLowerCase();
      const id = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--${kebab(b.exportName)}`;
      expect(b.storyId, b.name).toBe(id);
    }
  });
});
