import * as v from 'valibot'
import { envelope } from './envelope'
import { FamilySchema } from './family'
import { LanguageSchema } from './language'

const Coordinate = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^-?\d{1,3}(\.\d{1,10})?$/, `common.input_error.${name}`),
    v.transform(Number),
    v.minValue(min, `common.input_error.${name}`),
    v.maxValue(max, `common.input_error.${name}`),
  )

/**
 * DESIGN §4 vehicle search query. Dates are checked by the server's period rules (SPEC §5, §9) so
 * each problem gets its own message; here they are only strings.
 */
export const VehicleSearchQuerySchema = v.object({
  language: v.optional(LanguageSchema),
  family_code: v.optional(FamilySchema),
  model_code: v.optional(v.pipe(v.string(), v.maxLength(60))),
  location_zip_code: v.optional(v.pipe(v.string(), v.maxLength(10))),
  latitude: v.optional(Coordinate('latitude', -90, 90)),
  longitude: v.optional(Coordinate('longitude', -180, 180)),
  booking_start: v.optional(v.string()),
  booking_end: v.optional(v.string()),
})
export type VehicleSearchQuery = v.InferOutput<typeof VehicleSearchQuerySchema>

const Money = v.number()

export const RentalRateSchema = v.object({
  code: v.string(),
  name: v.string(),
  quantity: v.number(),
  price_including_tax: Money,
  price_excluding_tax: Money,
  value: Money,
})
export const ServicePriceSchema = v.object({ ...RentalRateSchema.entries, id: v.string() })
export const PriceDetailSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: v.string(),
  value: v.union([v.string(), v.number()]),
  price_excluding_tax: Money,
})

/** SPEC §3 Vehicle result. */
export const VehicleResultSchema = v.object({
  code: v.string(),
  family_code: FamilySchema,
  model_code: v.string(),
  model_description: v.string(),
  model_long_description: v.string(),
  model_commercial_descr1: v.string(),
  model_commercial_descr2: v.string(),
  starting_price: Money,
  engine: v.picklist(['Diesel', 'Gasoline', 'Electric', 'Hybrid', 'Only electric', 'Petrol']),
  fuel_type: v.string(),
  doors: v.number(),
  gear_type: v.string(),
  gear_description: v.string(),
  color: v.string(),
  color_internal: v.string(),
  images: v.array(v.string()),
  license_plate: v.string(),
  rental_duration: v.number(),
  time_slot_lock_code: v.string(),
  pricing: v.object({
    rental_rates: v.array(RentalRateSchema),
    services: v.array(ServicePriceSchema),
    details: v.array(PriceDetailSchema),
  }),
  dealer: v.object({
    name: v.string(),
    site: v.object({
      city: v.string(),
      address: v.string(),
      telephone: v.string(),
      location_distance: v.nullable(v.number()),
      location_coordinates: v.object({ latitude: v.number(), longitude: v.number() }),
    }),
  }),
})
export type VehicleResult = v.InferOutput<typeof VehicleResultSchema>

export const VehicleListResponseSchema = envelope(v.array(VehicleResultSchema))
export const VehicleResponseSchema = envelope(VehicleResultSchema)

export const LicensePlateSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{3}[A-Z]{2}$/i))
