// Runs every workspace's `bench` script in one go and prints their figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dirs = ['packages', 'apps'].flatMap((g) =>
  existsSync(join(root, g)) ? readdirSync(join(root, g)).map((d) => join(root, g, d)) : [],
);
let failed = 0;
for (const dir of dirs) {
  const pkgFile = join(dir, 'package.json');
  if (!existsSync(pkgFile)) continue;
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.log(`\n=== ${pkg.name} ===`);
  const r = spawnSync('npm', ['run', '--silent', 'bench'], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
