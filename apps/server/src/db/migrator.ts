import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
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

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
