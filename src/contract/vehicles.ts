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

/** DESIGN §4 result orders: nearest dealer first (the default), cheapest first, dearest first. */
export const VEHICLE_SORTS = ['nearby', 'price_asc', 'price_desc'] as const
export const VehicleSortSchema = v.picklist(VEHICLE_SORTS, 'search.sort.invalid')
export type VehicleSort = v.InferOutput<typeof VehicleSortSchema>
export const DEFAULT_VEHICLE_SORT: VehicleSort = 'nearby'

/** SPEC §9: a customer sees six cards at a time; a page holds at most 24. */
export const DEFAULT_PAGE_SIZE = 6
export const MAX_PAGE_SIZE = 24

/** A dealer's id as the dealers call gives it, e.g. dealer-001. */
export const DealerIdSchema = v.pipe(
  v.string(),
  v.maxLength(40, 'search.dealer_id.invalid'),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'search.dealer_id.invalid'),
)

const WholeNumber = (code: string, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, code),
    v.transform(Number),
    v.minValue(1, code),
    v.maxValue(max, code),
  )

/**
 * DESIGN §4 paging of a search, read from the query string. With `page` the answer is that page and its
 * `meta`; without it, the whole list (`page_size` then has no effect; `sort` and `dealer_id` still apply).
 */
export const VehiclePagingQuerySchema = v.object({
  page: v.pipe(
    v.optional(WholeNumber('search.page.invalid', 999_999)),
    v.description('1-based page number; with it the answer is one page and carries `meta`.'),
  ),
  page_size: v.pipe(
    v.optional(WholeNumber('search.page_size.invalid', MAX_PAGE_SIZE)),
    v.description(`Vehicles per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); only with page.`),
  ),
  sort: v.pipe(
    v.optional(VehicleSortSchema),
    v.description(
      'nearby (default): distance, then starting price, then plate; price_asc / price_desc: starting price, then distance, then plate.',
    ),
  ),
  dealer_id: v.pipe(
    v.optional(DealerIdSchema),
    v.description('Only this dealer’s vehicles (a dealer_id of GET /vehicles/dealers).'),
  ),
})
/** What a client sends: numbers as numbers (the query string carries them as text). */
export type VehiclePagingQuery = v.InferOutput<typeof VehiclePagingQuerySchema>

/** The search and its paging: the query of GET /vehicles and GET /vehicles/family/{family}. */
export const VehiclePageSearchQuerySchema = v.object({
  ...VehicleSearchQuerySchema.entries,
  ...VehiclePagingQuerySchema.entries,
})
export type VehiclePageSearchQuery = v.InferOutput<typeof VehiclePageSearchQuerySchema>

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

/** `meta` of a paged search: `total` counts the free vehicles of every page. */
export const VehiclePageMetaSchema = v.object({
  total: v.number(),
  page: v.number(),
  page_size: v.number(),
  sort: VehicleSortSchema,
})
export type VehiclePageMeta = v.InferOutput<typeof VehiclePageMetaSchema>

/** A paged search: `data` is SPEC §3's vehicle list for the page, `meta` says where it sits. */
export const VehiclePageResponseSchema = v.object({
  ...VehicleListResponseSchema.entries,
  meta: VehiclePageMetaSchema,
})
export type VehiclePageResponse = v.InferOutput<typeof VehiclePageResponseSchema>

/** A dealer with free vehicles for a search, for the results map (GET /vehicles/dealers). */
export const VehicleDealerSchema = v.object({
  dealer_id: v.string(),
  name: v.string(),
  city: v.string(),
  /** Street and number; postal code and city are their own fields. */
  address: v.string(),
  postal_code: v.string(),
  telephone: v.string(),
  lat: v.number(),
  lng: v.number(),
  /** Kilometres from the searched point; null without one. */
  distance_km: v.nullable(v.number()),
  free_vehicles: v.number(),
})
export type VehicleDealer = v.InferOutput<typeof VehicleDealerSchema>
export const VehicleDealersResponseSchema = envelope(v.array(VehicleDealerSchema))
export const VehicleResponseSchema = envelope(VehicleResultSchema)

export const LicensePlateSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{3}[A-Z]{2}$/i))
