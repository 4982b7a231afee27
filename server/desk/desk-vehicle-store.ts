import type { Language } from '../../src/contract/language'
import type { Queryable } from '../db/database'

/** The dealer desk's reads of a dealership's vehicles; each takes the dealership (DESIGN §8). */

export type DeskVehicleRow = {
  license_plate: string
  model_code: string
  model_description: string
  trim_name: string
  fuel_type: string
  color: string
  daily_rate_cents: number
}

const COLUMNS = (language: Language) => `v.license_plate, v.model_code,
  m.${language === 'it' ? 'description_it' : 'description_en'} AS model_description,
  v.trim_name, v.fuel_type, v.color, v.daily_rate_cents`

/** The dealership's vehicles, by model and plate. */
export async function dealerVehicles(
  db: Queryable,
  dealerId: string,
  language: Language,
): Promise<DeskVehicleRow[]> {
  const { rows } = await db.query<DeskVehicleRow>(
    `SELECT ${COLUMNS(language)} FROM vehicles v JOIN vehicle_models m ON m.code = v.model_code
     WHERE v.dealer_id = $1 ORDER BY m.position, v.model_code, v.license_plate`,
    [dealerId],
  )
  return rows
}

/** One of the dealership's vehicles; undefined for an unknown plate or another dealership's. */
export async function dealerVehicle(
  db: Queryable,
  dealerId: string,
  plate: string,
  language: Language,
): Promise<DeskVehicleRow | undefined> {
  const { rows } = await db.query<DeskVehicleRow>(
    `SELECT ${COLUMNS(language)} FROM vehicles v JOIN vehicle_models m ON m.code = v.model_code
     WHERE v.dealer_id = $1 AND v.license_plate = $2`,
    [dealerId, plate],
  )
  return rows[0]
}

export type LiveLockRow = { start_at: Date; end_at: Date; expires_at: Date }

/** The live time-slot locks of one of the dealership's vehicles over [from, to) at `now`. */
export async function liveLocksOf(
  db: Queryable,
  dealerId: string,
  plate: string,
  span: { from: Date; to: Date; now: Date },
): Promise<LiveLockRow[]> {
  const { rows } = await db.query<LiveLockRow>(
    `SELECT start_at, end_at, expires_at FROM holds
     WHERE license_plate = $1 AND kind = 'lock' AND active AND expires_at > $4 AND start_at < $3 AND end_at > $2
       AND license_plate IN (SELECT license_plate FROM vehicles WHERE dealer_id = $5)
     ORDER BY start_at`,
    [plate, span.from, span.to, span.now, dealerId],
  )
  return rows
}
