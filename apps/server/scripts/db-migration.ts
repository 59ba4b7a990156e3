/**
 * npm run db:migration -w @simrs/server -- [--name slug] [--dry-run] <resource keys...>
 *
 * Writes `src/modules/<context>/migrations/NNNN_slug.ts` (NNNN: one past the highest number of
 * any migration) creating the tables of the named resources from their definitions
 * (`migration-generator.ts`), and registers it in that folder's `index.ts`. The context is the
 * one whose contract serves the resources (`@simrs/validators/contracts`); every key must belong
 * to the same one. Keys are module keys (`Suku`, `TarifLab`), given in dependency order. A table
 * some migration already creates is refused: changing a table that has run on real databases
 * takes a hand-written `alter table` migration. `--dry-run` prints the file instead of writing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contracts } from '@simrs/validators/contracts';
import { type CatalogResource, resources } from '@simrs/validators/resources';
import { migrationFile, tableOwners } from './migration-generator';

/** The server's `src` (platform/migrations and modules/<context>/migrations). */
export const SRC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Every migration folder under `src`: the platform's and each module's. */
export function migrationDirs(srcDir: string): string[] {
  const dirs = [join(srcDir, 'platform', 'migrations')];
  const modulesDir = join(srcDir, 'modules');
  if (existsSync(modulesDir)) {
    for (const m of readdirSync(modulesDir)) dirs.push(join(modulesDir, m, 'migrations'));
  }
  return dirs.filter((d) => existsSync(d));
}

/** '0301_m_suku' after 0001 ... 0300: the next number and a snake_case slug. */
export function nextMigrationName(existing: readonly string[], slug: string): string {
  const numbers = existing.map((f) => Number(/^(\d{4})_/.exec(f)?.[1] ?? 0));
  const next = Math.max(0, ...numbers) + 1;
  const clean = slug
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `${String(next).padStart(4, '0')}_${clean || 'resources'}`;
}

/** The migration file that already creates `table`, if any. */
export function creatorOf(table: string, files: readonly { name: string; text: string }[]) {
  const pattern = new RegExp(`create table (if not exists )?${table} \\(`);
  return files.find((f) => pattern.test(f.text))?.name;
}

const INDEX_HEADER = `/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
`;

/** Adds the migration to its folder's index.ts (creating the index when the folder is new). */
function register(dir: string, name: string): boolean {
  const path = join(dir, 'index.ts');
  if (!existsSync(path)) {
    writeFileSync(
      path,
      `${INDEX_HEADER}import * as m${name.slice(0, 4)} from './${name}';\n\nexport const migrations: Readonly<Record<string, Migration>> = {\n  '${name}': m${name.slice(0, 4)},\n};\n`,
    );
    return true;
  }
  const text = readFileSync(path, 'utf8');
  const alias = `m${name.slice(0, 4)}`;
  const imports = [...text.matchAll(/^import \* as m\d{4} from '\.\/[^']+';$/gm)];
  const entries = [...text.matchAll(/^ {2}'\d{4}_[^']+': m\d{4},$/gm)];
  const lastImport = imports.at(-1);
  const lastEntry = entries.at(-1);
  if (!lastImport || !lastEntry || lastImport.index === undefined || lastEntry.index === undefined)
    return false;
  const importLine = `\nimport * as ${alias} from './${name}';`;
  const entryLine = `\n  '${name}': ${alias},`;
  const afterEntry = lastEntry.index + lastEntry[0].length;
  const afterImport = lastImport.index + lastImport[0].length;
  const updated =
    text.slice(0, afterImport) +
    importLine +
    text.slice(afterImport, afterEntry) +
    entryLine +
    text.slice(afterEntry);
  writeFileSync(path, updated);
  return true;
}

/** Runs the command on `srcDir`; returns the exit code. */
export function main(argv: readonly string[], srcDir = SRC_DIR): number {
  const args = [...argv];
  const dryRun = args.includes('--dry-run');
  const nameAt = args.indexOf('--name');
  const slug = nameAt >= 0 ? args[nameAt + 1] : undefined;
  const keys = args.filter((a, i) => !a.startsWith('--') && (nameAt < 0 || i !== nameAt + 1));
  if (keys.length === 0) {
    console.error(
      'usage: npm run db:migration -w @simrs/server -- [--name slug] [--dry-run] <keys>',
    );
    return 2;
  }
  const unknown = keys.filter((k) => !resources.some((r) => r.key === k));
  if (unknown.length > 0) {
    console.error(`unknown resource keys: ${unknown.join(', ')}`);
    return 2;
  }
  const list: CatalogResource[] = keys.map(
    (k) => resources.find((r) => r.key === k) as CatalogResource,
  );
  const contexts = [...new Set(keys.map((k) => contracts.find((c) => c.module === k)?.context))];
  const context = contexts[0];
  if (contexts.length !== 1 || !context) {
    console.error(
      `the resources belong to different contexts (${contexts.join(', ')}): one migration per context`,
    );
    return 2;
  }
  const files = migrationDirs(srcDir).flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => /^\d{4}_.*\.ts$/.test(f))
      .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') })),
  );
  const existing = files.map((f) => f.name);
  const migrationsDir = join(srcDir, 'modules', context, 'migrations');
  for (const r of tableOwners(list)) {
    const creator = creatorOf(r.table, files);
    if (creator) {
      console.error(
        `${r.key}: table ${r.table} is created by ${creator}; a change to it needs a hand-written alter migration`,
      );
      return 1;
    }
  }
  const command = `npm run db:migration -w @simrs/server -- ${keys.join(' ')}`;
  const text = migrationFile(list, command);
  const name = nextMigrationName(existing, slug ?? list[0]?.table ?? 'resources');
  if (dryRun) {
    process.stdout.write(`// ${name}.ts\n${text}`);
    return 0;
  }
  mkdirSync(migrationsDir, { recursive: true });
  writeFileSync(join(migrationsDir, `${name}.ts`), text);
  const where = `src/modules/${context}/migrations`;
  console.log(`wrote ${where}/${name}.ts`);
  if (register(migrationsDir, name)) console.log(`registered ${name} in ${where}/index.ts`);
  else console.log(`add ${name} to the migrations of ${where}/index.ts`);
  console.log(
    `the module src/modules/${context}/index.ts declares \`migrations\` from ./migrations/index`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
