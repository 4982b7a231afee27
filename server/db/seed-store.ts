import type { Queryable } from './database'
import { VEHICLE_MODELS } from './vehicle-models.seed'

/** Any fixed number: processes seeding at once wait here, so the seed runs once. */
const SEED_LOCK = 7_340_212

/** Holds the seed's lock until the end of the transaction. */
export async function waitForSeedLock(tx: Queryable) {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK])
}

/** Inserts missing models; an edited or extra row is left alone (idempotent, and no write when none is missing). */
export async function seedVehicleModels(tx: Queryable) {
  const { rows } = await tx.query<{ code: string }>('SELECT code FROM vehicle_models')
  const present = new Set(rows.map((row) => row.code))
  for (const [position, model] of VEHICLE_MODELS.entries()) {
    if (present.has(model.code)) continue
    await tx.query(
      `INSERT INTO vehicle_models (code, family_code, position, description_it, description_en)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code) DO NOTHING`,
      [model.code, model.family, position, model.it, model.en],
    )
  }
}
