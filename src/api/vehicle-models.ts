import * as v from 'valibot'
import type { Family } from '../contract/family'
import type { Language } from '../contract/language'
import { type VehicleModel, VehicleModelsResponseSchema } from '../contract/vehicle-models'
import { http } from './http'

/** A family's models change with the catalogue, not within a visit: each list is asked for once. */
const asked = new Map<string, Promise<VehicleModel[]>>()

/**
 * A family's models in a language. The page's search filters (the page's own and the footer's) share one
 * request; a failed one is forgotten, so the next filter asks again.
 */
export function getVehicleModels(family: Family, language: Language): Promise<VehicleModel[]> {
  const key = `${family}|${language}`
  const known = asked.get(key)
  if (known) return known
  const request = http()
    .get('vehicle-models', { searchParams: { family_code: family, language } })
    .json()
    .then((body) => v.parse(VehicleModelsResponseSchema, body).data)
  request.catch(() => asked.delete(key))
  asked.set(key, request)
  return request
}
