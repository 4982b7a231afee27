import * as v from 'valibot'
import { envelope } from './envelope'

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  installation_id: v.string(),
  version: v.string(),
})
export const HealthResponseSchema = envelope(HealthSchema)
export type Health = v.InferOutput<typeof HealthSchema>

/** Runtime settings the SPA reads at load, so one build serves any deployment (DESIGN §4). */
export const RuntimeConfigSchema = v.object({
  api_base_url: v.string(),
  api_key: v.string(),
  map_style_url: v.string(),
  /** The operator's privacy policy (an external page); null when none is configured. */
  privacy_policy_url: v.nullable(v.string()),
  release_version: v.string(),
})
export const RuntimeConfigResponseSchema = envelope(RuntimeConfigSchema)
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>

export const PRODUCT_NAME = 'Altura'
