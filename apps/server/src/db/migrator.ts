import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { modules } from '../modules/index';
import { migrations as platformMigrations } from '../platform/migrations/index';

/**
 * Every migration, the same for PGlite and PostgreSQL: the platform's and each module's, run in
 * the order of their names (a number first: `0301_patient_lookups`). Two with one name fail.
 */
export function collectMigrations(
  sets: readonly Readonly<Record<string, Migration>>[],
): Record<string, Migration> {
  const all = new Map<string, Migration>();
  for (const set of sets) {
    for (const [name, migration] of Object.entries(set)) {
      if (all.has(name)) throw new Error(`Two migrations are named ${name}`);
      all.set(name, migration);
    }
  }
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const migrations = collectMigrations([
  platformMigrations,
  ...modules.map((m) => m.migrations ?? {}),
]);

/** The names of every migration, in order. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * The schema the server's tables are created in: the given one, else the first existing schema
 * of the connection's search_path (PostgreSQL's current_schema(), `public` by default).
 */
export async function serverSchema(db: Kysely<unknown>, schema?: string): Promise<string> {
  if (schema) return schema;
  const r = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const current = r.rows[0]?.schema;
  if (!current) {
    throw new Error(
      'No schema of the search_path exists: create one or give the database role a search_path.',
    );
  }
  return current;
}

/**
 * Applies the pending migrations. The migration table and its lock table always live in the
 * server's own schema, named explicitly: left unnamed, the migrator would take a
 * kysely_migration or kysely_migration_lock table of any other schema of the database for its
 * own and then fail on the unqualified name ('relation "kysely_migration_lock" does not exist').
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    migrationTableSchema: await serverSchema(db, schema),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
