/**
 * Two PostgreSQL roles (docs/server.md, "Database roles"): the owner role (`DATABASE_OWNER_URL`)
 * owns the schema, its tables and the audit log's trigger and runs the migrations; the runtime
 * role (`DATABASE_URL`) is what the server serves with: it reads and writes the tables, and on the
 * audit log it may only read and append. Whoever takes over the server (or its database
 * password) can therefore neither rewrite nor delete audit rows, nor disable the trigger.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { MIGRATION_NAMES, migrateToLatest, serverSchema } from './migrator';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The role and the schema it works in: the first schema of its search_path that exists. Not
 * `current_schema()`, which skips schemas the role may not use yet: before the first migration
 * the runtime role has no USAGE on the owner's schema (the owner grants it after migrating).
 */
async function whoAmI(db: Kysely<unknown>): Promise<{ role: string; schema: string | null }> {
  const r = await sql<{ role: string; schema: string | null }>`
    select current_user as role, coalesce((
      select n.nspname from unnest(string_to_array(current_setting('search_path'), ','))
        with ordinality as p(entry, ord)
      join pg_namespace n on n.nspname = case
        when trim(p.entry) in ('$user', '"$user"') then current_user::text
        else trim(both '"' from trim(p.entry)) end
      order by p.ord limit 1), current_schema()) as schema`.execute(db);
  const row = r.rows[0];
  if (!row) throw new Error('current_user gave no row');
  return row;
}

/**
 * Grants the runtime role what it needs in `schema`: every table read and written, except the
 * audit log (read and append only) and the migrator's own tables (nothing); sequences used.
 */
export async function grantRuntimeRole(
  owner: Kysely<unknown>,
  schema: string,
  role: string,
): Promise<void> {
  const s = quoteIdent(schema);
  const r = quoteIdent(role);
  await sql
    .raw(`
      grant usage on schema ${s} to ${r};
      grant select, insert, update, delete on all tables in schema ${s} to ${r};
      revoke update, delete, truncate, references, trigger on ${s}.audit_log from ${r};
      grant select, insert on ${s}.audit_log to ${r};
      revoke all on ${s}.kysely_migration, ${s}.kysely_migration_lock from ${r};
      grant select on ${s}.kysely_migration to ${r};
      grant usage, select on all sequences in schema ${s} to ${r};
    `)
    .execute(owner);
}

/**
 * Runs the migrations as the owner role and grants the runtime role (`runtime`, the server's
 * own connection) its rights. Both must resolve the same schema.
 */
export async function migrateAsOwner(
  ownerUrl: string,
  runtime: Kysely<unknown>,
  schema?: string,
): Promise<string[]> {
  const pool = new pg.Pool({
    connectionString: ownerUrl,
    max: 1,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  pool.on('error', () => {});
  const owner = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    const me = await whoAmI(runtime);
    const ownerSchema = await serverSchema(owner, schema);
    const runtimeSchema = schema ?? me.schema;
    if (ownerSchema !== runtimeSchema) {
      throw new Error(
        `The owner role (DATABASE_OWNER_URL) works in schema ${ownerSchema}, the runtime role ` +
          `(DATABASE_URL) in ${runtimeSchema ?? 'none'}: give both roles the same search_path.`,
      );
    }
    const applied = await migrateToLatest(owner, ownerSchema);
    const ownerRole = (await whoAmI(owner)).role;
    if (ownerRole !== me.role) await grantRuntimeRole(owner, ownerSchema, me.role);
    return applied;
  } finally {
    await owner.destroy();
  }
}

/**
 * Whether every migration has been applied, read without the migrator (which would take its lock,
 * a write the runtime role may not do): a node started without the owner role then starts as
 * long as nothing is pending.
 */
export async function migrationsPending(db: Kysely<unknown>, schema: string): Promise<boolean> {
  try {
    const r = await sql<{
      name: string;
    }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
    const done = new Set(r.rows.map((x) => x.name));
    return MIGRATION_NAMES.some((name) => !done.has(name));
  } catch {
    return true;
  }
}

/**
 * What is wrong with the runtime role for a hospital's audit log, or null: it must not own the
 * audit table (nor be a member of its owner, nor a superuser), and must not be able to update,
 * delete or truncate it.
 */
export async function runtimeRoleProblem(db: Kysely<unknown>): Promise<string | null> {
  const r = await sql<{
    me: string;
    owner: string;
    member: boolean;
    superuser: boolean;
    changes: boolean;
  }>`
    select current_user as me,
      pg_get_userbyid(c.relowner) as owner,
      pg_has_role(current_user, c.relowner, 'MEMBER') as member,
      coalesce((select rolsuper from pg_roles where rolname = current_user), false) as superuser,
      has_table_privilege(c.oid, 'UPDATE') or has_table_privilege(c.oid, 'DELETE')
        or has_table_privilege(c.oid, 'TRUNCATE') as changes
    from pg_class c where c.oid = 'audit_log'::regclass`.execute(db);
  const row = r.rows[0];
  if (!row) return 'the audit_log table was not found';
  if (row.superuser) return `the runtime role ${row.me} is a superuser`;
  if (row.member) return `the runtime role ${row.me} owns the audit table (owner ${row.owner})`;
  if (row.changes)
    return `the runtime role ${row.me} may update, delete or truncate the audit table`;
  return null;
}
