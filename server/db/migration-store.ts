import type { Queryable } from './database'

/** The bookkeeping of migrations: their lock, and the table of those applied. */

/** Any fixed number: every API process starting at once waits here, so migrations run exactly once. */
const MIGRATION_LOCK = 7_340_211

/** Migrations may take longer than a request's statement timeout. */
export async function liftStatementTimeout(tx: Queryable) {
  await tx.query('SET LOCAL statement_timeout = 0')
}

/** One try for the migration lock, held until the end of the transaction when taken. */
export async function tryMigrationLock(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
    MIGRATION_LOCK,
  ])
  return rows[0]?.locked === true
}

/** The ids of the migrations applied so far (the table is made on first use). */
export async function appliedMigrations(tx: Queryable): Promise<Set<string>> {
  await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations')
  return new Set(rows.map((row) => row.id))
}

export async function recordMigration(tx: Queryable, id: string) {
  await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [id])
}
