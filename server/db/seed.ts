import { randomUUID } from 'node:crypto'
import { seedCatalogue } from '../catalogue/seed-catalogue'
import type { Database, Queryable } from './database'
import { seedVehicleModels } from './vehicle-models.seed'

/** A seed step inserts what is missing and leaves what is there: running it twice changes nothing. */
export type SeedStep = (tx: Queryable) => Promise<void>

const installation: SeedStep = async (tx) => {
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
