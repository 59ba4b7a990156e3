/**
 * npm run db:migration -w @simrs/server -- [--name slug] [--dry-run] <resource keys...>
 *
 * Writes `src/db/migrations/NNNN_slug.ts` (NNNN: one past the highest number there) creating the
 * tables of the named resources from their definitions (`migration-generator.ts`), and registers
 * it at the end of `src/db/migrator.ts`. Keys are module keys (`Suku`, `TarifLab`), given in
 * dependency order. A table some migration already creates is refused: changing a table that has
 * run on real databases takes a hand-written `alter table` migration. `--dry-run` prints the file
 * instead of writing it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CatalogResource, resources } from '@simrs/validators/resources';
import { migrationFile, tableOwners } from './migration-generator';

/** The server's `src/db` (migrator.ts and migrations/). */
export const DB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db');

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

function register(dbDir: string, name: string): boolean {
  const path = join(dbDir, 'migrator.ts');
  const text = readFileSync(path, 'utf8');
  const alias = `m${name.slice(0, 4)}`;
  const imports = [...text.matchAll(/^import \* as m\d{4} from '\.\/migrations\/[^']+';$/gm)];
  const entries = [...text.matchAll(/^ {2}'\d{4}_[^']+': m\d{4},$/gm)];
  const lastImport = imports.at(-1);
  const lastEntry = entries.at(-1);
  if (!lastImport || !lastEntry || lastImport.index === undefined || lastEntry.index === undefined)
    return false;
  const importLine = `\nimport * as ${alias} from './migrations/${name}';`;
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

/** Runs the command on `dbDir`; returns the exit code. */
export function main(argv: readonly string[], dbDir = DB_DIR): number {
  const migrationsDir = join(dbDir, 'migrations');
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
  const existing = readdirSync(migrationsDir).filter((f) => /^\d{4}_.*\.ts$/.test(f));
  const files = existing.map((name) => ({
    name,
    text: readFileSync(join(migrationsDir, name), 'utf8'),
  }));
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
  writeFileSync(join(migrationsDir, `${name}.ts`), text);
  console.log(`wrote src/db/migrations/${name}.ts`);
  if (register(dbDir, name)) console.log(`registered ${name} in src/db/migrator.ts`);
  else console.log(`add ${name} to the migrations of src/db/migrator.ts`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
