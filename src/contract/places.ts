import * as v from 'valibot'
import { envelope } from './envelope'
import { LanguageSchema } from './language'

export const PlacesAutocompleteQuerySchema = v.object({
  q: v.pipe(
    v.string('common.input_error.q'),
    v.trim(),
    v.minLength(1, 'common.input_error.q'),
    v.maxLength(80, 'common.input_error.q'),
  ),
  language: v.optional(LanguageSchema),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'common.input_error.limit'),
      v.transform(Number),
      v.minValue(1, 'common.input_error.limit'),
      v.maxValue(20, 'common.input_error.limit'),
    ),
  ),
})

const Coordinate = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(`common.input_error.${name}`),
    v.regex(/^-?\d{1,3}(\.\d{1,10})?$/, `common.input_error.${name}`),
    v.transform(Number),
    v.minValue(min, `common.input_error.${name}`),
    v.maxValue(max, `common.input_error.${name}`),
  )

export const PlacesReverseQuerySchema = v.object({
  lat: Coordinate('lat', -90, 90),
  lng: Coordinate('lng', -180, 180),
  language: v.optional(LanguageSchema),
})

/** A municipality: the SPEC §3 Location selection plus its province. */
export const PlaceSchema = v.object({
  name: v.string(),
  province: v.string(),
  postalCode: v.string(),
  lat: v.number(),
  lng: v.number(),
})
export type Place = v.InferOutput<typeof PlaceSchema>
export const PlacesResponseSchema = envelope(v.array(PlaceSchema))
export const PlaceResponseSchema = envelope(v.nullable(PlaceSchema))
