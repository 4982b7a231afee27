import type { DealerPoint } from '../../src/contract/dealers'
import type { VehicleDealer } from '../../src/contract/vehicles'
import { DISTANCE_KM, searchConditions, type VehicleFilter } from '../catalogue/vehicle-store'
import type { Queryable } from '../db/database'

/**
 * The dealers with at least one free vehicle for a search, with their free count (the results map).
 * Nearest first; without a searched point, by city and name.
 */
export async function findDealersWithFreeVehicles(db: Queryable, f: VehicleFilter): Promise<VehicleDealer[]> {
  const { where, params } = searchConditions(f)
  const { rows } = await db.query<VehicleDealer>(
    `WITH free AS (
       SELECT v.dealer_id, count(*)::int AS free_vehicles
       FROM vehicles v JOIN vehicle_models m ON m.code = v.model_code
       WHERE ${where}
       GROUP BY v.dealer_id)
     SELECT d.id AS dealer_id, d.name, d.city, d.address, d.postal_code, d.telephone,
            d.latitude AS lat, d.longitude AS lng, ${DISTANCE_KM} AS distance_km, free.free_vehicles
     FROM free JOIN dealers d ON d.id = free.dealer_id
     ORDER BY distance_km ASC NULLS LAST, d.city COLLATE "C", d.name COLLATE "C", d.id COLLATE "C"`,
    params,
  )
  return rows
}

/** SPEC §3 Dealer map points: every dealer, by city and name. */
export async function listDealerPoints(db: Queryable): Promise<DealerPoint[]> {
  const { rows } = await db.query<DealerPoint>(
    `SELECT name, city, address || ', ' || postal_code || ' ' || city AS address, telephone,
            latitude AS lat, longitude AS lng
     FROM dealers ORDER BY city, name`,
  )
  return rows
}
