import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as m0001 from './migrations/0001_core';
import * as m0002 from './migrations/0002_masters';
import * as m0100 from './migrations/0100_queue';
import * as m0200 from './migrations/0200_catalog';
import * as m0300 from './migrations/0300_settings';
import * as m0301 from './migrations/0301_patient_lookups';

/** Ordered migrations, the same for PGlite and PostgreSQL. Append new ones at the end. */
const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_masters': m0002,
  '0100_queue': m0100,
  '0200_catalog': m0200,
  '0300_settings': m0300,
  '0301_patient_lookups': m0301,
};

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
