import type { Database } from './database'
import { migrations as defaultMigrations, type Migration } from './migrations'

/** Any fixed number: every API process starting at once waits here, so migrations run exactly once. */
const MIGRATION_LOCK = 7_340_211

export async function migrate(db: Database, migrations: Migration[] = defaultMigrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
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
