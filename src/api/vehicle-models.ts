import * as v from 'valibot'
import type { Family } from '../contract/family'
import type { Language } from '../contract/language'
import { type VehicleModel, VehicleModelsResponseSchema } from '../contract/vehicle-models'
import { http } from './http'

export async function getVehicleModels(
  family: Family,
  language: Language,
  signal?: AbortSignal,
): Promise<VehicleModel[]> {
  const body = await http()
    .get('vehicle-models', { searchParams: { family_code: family, language }, signal })
    .json()
  return v.parse(VehicleModelsResponseSchema, body).data
}
