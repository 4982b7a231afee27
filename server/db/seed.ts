import { randomUUID } from 'node:crypto'
import { seedCatalogue } from '../catalogue/seed-catalogue'
import type { Database, Queryable } from './database'
import { seedVehicleModels } from './vehicle-models.seed'

/**
 * A seed step inserts what is missing and leaves what is there: running it twice changes nothing. It
 * looks before it writes, so that starting a process over a seeded database writes nothing at all (a
 * write to the catalogue, even one that changes no row, would reach every process's search index).
 */
export type SeedStep = (tx: Queryable) => Promise<void>

const installation: SeedStep = async (tx) => {
  const { rows } = await tx.query(`SELECT 1 FROM app_meta WHERE key = 'installation_id'`)
  if (rows.length > 0) return
  await tx.query(
    `INSERT INTO app_meta (key, value) VALUES ('installation_id', $1) ON CONFLICT (key) DO NOTHING`,
    [randomUUID()],
  )
}

export const seedSteps: SeedStep[] = [installation, seedVehicleModels, seedCatalogue]

export async function seed(db: Database, steps: SeedStep[] = seedSteps): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7_340_212])
    for (const step of steps) await step(tx)
  })
}
