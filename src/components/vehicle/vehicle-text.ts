import { stripNew } from '../../../machines/reservations/reservations.display'
import type { VehicleResult } from '../../contract/vehicles'

/** The vehicle's title as customers read it (SPEC §3: a leading or trailing 'new' is not shown). */
export const vehicleTitle = (vehicle: Pick<VehicleResult, 'model_description'>) =>
  stripNew(vehicle.model_description)

/** SPEC §3 pricing details: the line marked KM_INC holds the included kilometres. */
export function includedKm(vehicle: Pick<VehicleResult, 'pricing'>): number | null {
  const line = vehicle.pricing.details.find((detail) => detail.code === 'KM_INC')
  const km = line ? Number(line.value) : Number.NaN
  return Number.isFinite(km) ? km : null
}
