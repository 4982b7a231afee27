import type { Database } from './database'
import type { Migration } from './migration'
import { appliedMigrations, liftStatementTimeout, recordMigration, tryMigrationLock } from './migration-store'
import { migrations as defaultMigrations } from './migrations'

export async function migrate(db: Database, migrations: Migration[] = defaultMigrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await liftStatementTimeout(tx)
    // Wait for another process's migrations in short tries, each well within the client's query timeout.
    const deadline = Date.now() + 5 * 60_000
    while (!(await tryMigrationLock(tx))) {
      if (Date.now() > deadline) throw new Error('Another process has held the migration lock for 5 minutes')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const done = await appliedMigrations(tx)
    const applied: string[] = []
    for (const migration of migrations) {
      if (done.has(migration.id)) continue
      await tx.exec(migration.sql)
      await recordMigration(tx, migration.id)
      applied.push(migration.id)
    }
    return applied
  })
}
