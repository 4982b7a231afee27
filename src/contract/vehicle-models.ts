import * as v from 'valibot'
import { envelope } from './envelope'
import { FamilySchema } from './family'
import { LanguageSchema } from './language'
import { FIELD_ERROR } from './rules'

export const VehicleModelsQuerySchema = v.strictObject(
  {
    family_code: v.picklist(FamilySchema.options, FIELD_ERROR.familyCode),
    language: v.optional(v.picklist(LanguageSchema.options, FIELD_ERROR.language)),
  },
  (issue) => (issue.expected === 'never' ? 'common.input_error.unknown_parameter' : FIELD_ERROR.familyCode),
)
export type VehicleModelsQuery = v.InferOutput<typeof VehicleModelsQuerySchema>

/** SPEC §3 Vehicle model. */
export const VehicleModelSchema = v.object({ code: v.string(), description: v.string() })
export type VehicleModel = v.InferOutput<typeof VehicleModelSchema>
export const VehicleModelsResponseSchema = envelope(v.array(VehicleModelSchema))

/** SPEC §3: a leading or trailing word 'new' is stripped for display. */
export function displayModelDescription(description: string): string {
  return description
    .replace(/^\s*new\s+/i, '')
    .replace(/\s+new\s*$/i, '')
    .trim()
}
