import * as v from 'valibot'
import { envelope } from './envelope'
import { LanguageSchema } from './language'
import { FIELD_ERROR } from './rules'

export const CountriesQuerySchema = v.strictObject(
  { language: v.optional(v.picklist(LanguageSchema.options, FIELD_ERROR.language)) },
  'common.input_error.unknown_parameter',
)
export type CountriesQuery = v.InferOutput<typeof CountriesQuerySchema>

/** SPEC §3 Country. `phone_code` is the calling code without the plus sign ('39'). */
export const CountrySchema = v.object({
  code: v.string(),
  name: v.string(),
  phone_code: v.string(),
  default: v.boolean(),
})
export type Country = v.InferOutput<typeof CountrySchema>
export const CountriesResponseSchema = envelope(v.array(CountrySchema))

/** SPEC §2 register: Italy, code IT, phone code 39, is the default. */
export const DEFAULT_COUNTRY_CODE = 'IT'
