import type { Database } from './database'
import type { Migration } from './migration'
import { migrations as defaultMigrations } from './migrations'

/** Any fixed number: every API process starting at once waits here, so migrations run exactly once. */
const MIGRATION_LOCK = 7_340_211

export async function migrate(db: Database, migrations: Migration[] = defaultMigrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Migrations may take longer than a request's statement timeout.
    await tx.query('SET LOCAL statement_timeout = 0')
    // Wait for another process's migrations in short tries, each well within the client's query timeout.
    const deadline = Date.now() + 5 * 60_000
    for (;;) {
      const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        MIGRATION_LOCK,
      ])
      if (rows[0]?.locked) break
      if (Date.now() > deadline) throw new Error('Another process has held the migration lock for 5 minutes')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations')
    const done = new Set(rows.map((row) => row.id))
    const applied: string[] = []
    for (const migration of migrations) {
      if (done.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
      applied.push(migration.id)
    }
    return applied
  })
}
