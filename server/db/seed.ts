import { randomUUID } from 'node:crypto'
import { seedCatalogue } from '../catalogue/seed-store'
import { insertInstallationId } from './app-meta-store'
import type { Database, Queryable } from './database'
import { seedVehicleModels, waitForSeedLock } from './seed-store'

/**
 * A seed step inserts what is missing and leaves what is there: running it twice changes nothing. It
 * looks before it writes, so that starting a process over a seeded database writes nothing at all (a
 * write to the catalogue, even one that changes no row, would reach every process's search index).
 */
export type SeedStep = (tx: Queryable) => Promise<void>

const installation: SeedStep = (tx) => insertInstallationId(tx, randomUUID())

export const seedSteps: SeedStep[] = [installation, seedVehicleModels, seedCatalogue]

export async function seed(db: Database, steps: SeedStep[] = seedSteps): Promise<void> {
  await db.transaction(async (tx) => {
    await waitForSeedLock(tx)
    for (const step of steps) await step(tx)
  })
}
