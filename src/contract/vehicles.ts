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

/** Fuels a search can be narrowed to, by the vehicle's `fuel_type` (Diesel, Benzina, Ibrida, Elettrica). */
export const FUEL_CODES = ['diesel', 'petrol', 'hybrid', 'electric'] as const
export type FuelCode = (typeof FUEL_CODES)[number]
/** Gearboxes a search can be narrowed to, by the vehicle's `gear_type` (AUTOMATIC, MANUAL). */
export const GEARBOX_CODES = ['automatic', 'manual'] as const
export type GearboxCode = (typeof GEARBOX_CODES)[number]

/**
 * A search from a place first shows the vehicles within this many kilometres of it and offers the
 * farther ones (`meta.beyond_radius`): a Milano customer sees Milano's dealers, not Perugia's.
 */
export const DEFAULT_RADIUS_KM = 50
export const MAX_RADIUS_KM = 2000
/** Daily prices a price range may name, in whole euro. */
export const MAX_DAILY_PRICE = 100_000

/** `a,b,c` of known codes, each at most once, as a list. */
const CodeList = <T extends readonly string[]>(codes: T, message: string) =>
  v.pipe(
    v.string(),
    v.maxLength(100, message),
    v.transform((text) => text.split(',')),
    v.check(
      (list) => list.every((code) => codes.includes(code)) && new Set(list).size === list.length,
      message,
    ),
    v.transform((list) => list as T[number][]),
  )

const Bounded = (code: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, code),
    v.transform(Number),
    v.minValue(min, code),
    v.maxValue(max, code),
  )

/**
 * Narrowing of a search (issue: results a customer can narrow): within a distance of the searched point,
 * by fuel, gearbox, seats and daily price. `counts=true` adds to `meta` how many vehicles each option has.
 */
export const VehicleNarrowingQuerySchema = v.object({
  radius_km: v.pipe(
    v.optional(Bounded('search.radius_km.invalid', 1, MAX_RADIUS_KM)),
    v.description(
      `Only dealers within this many km of latitude/longitude (1 to ${MAX_RADIUS_KM}; ignored without a point); \`meta.beyond_radius\` counts the vehicles farther away. The app asks ${DEFAULT_RADIUS_KM} first.`,
    ),
  ),
  fuel: v.pipe(
    v.optional(CodeList(FUEL_CODES, 'search.fuel.invalid')),
    v.description(`Comma-separated fuels, any of: ${FUEL_CODES.join(', ')}.`),
  ),
  gearbox: v.pipe(
    v.optional(CodeList(GEARBOX_CODES, 'search.gearbox.invalid')),
    v.description(`Comma-separated gearboxes, any of: ${GEARBOX_CODES.join(', ')}.`),
  ),
  min_seats: v.pipe(
    v.optional(Bounded('search.min_seats.invalid', 1, 9)),
    v.description('At least this many seats (1 to 9).'),
  ),
  price_min: v.pipe(
    v.optional(Bounded('search.price.invalid', 0, MAX_DAILY_PRICE)),
    v.description('Lowest daily price including VAT, whole euro.'),
  ),
  price_max: v.pipe(
    v.optional(Bounded('search.price.invalid', 0, MAX_DAILY_PRICE)),
    v.description('Highest daily price including VAT, whole euro (not below price_min).'),
  ),
  counts: v.pipe(
    v.optional(
      v.pipe(
        v.picklist(['true', 'false'], 'search.counts.invalid'),
        v.transform((t) => t === 'true'),
      ),
    ),
    v.description(
      'With true (and page), `meta.counts` gives per option of fuel, gearbox and seats how many vehicles match the other choices, and the daily price range.',
    ),
  ),
})
export type VehicleNarrowingQuery = v.InferOutput<typeof VehicleNarrowingQuerySchema>

/** The search and its paging: the query of GET /vehicles and GET /vehicles/family/{family}. */
export const VehiclePageSearchQuerySchema = v.object({
  ...VehicleSearchQuerySchema.entries,
  ...VehiclePagingQuerySchema.entries,
  ...VehicleNarrowingQuerySchema.entries,
})
/** The map's dealers for a search, narrowed as its results are (GET /vehicles/dealers). */
export const VehicleDealersQuerySchema = v.object({
  ...VehicleSearchQuerySchema.entries,
  ...v.omit(VehicleNarrowingQuerySchema, ['counts']).entries,
})
/** A price range whose lowest is above its highest: refused with `search.price.range`. */
export const isBackwardsPriceRange = (query: { price_min?: number; price_max?: number }) =>
  query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max
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

/** Per option, the vehicles that match the search's other choices; the daily price range (euro), null when none. */
export const VehicleCountsSchema = v.object({
  fuel: v.record(v.picklist(FUEL_CODES), v.number()),
  gearbox: v.record(v.picklist(GEARBOX_CODES), v.number()),
  /** By number of seats, e.g. { "5": 12, "7": 3 }. */
  seats: v.record(v.pipe(v.string(), v.regex(/^\d$/)), v.number()),
  price: v.nullable(v.object({ min: v.number(), max: v.number() })),
})
export type VehicleCounts = v.InferOutput<typeof VehicleCountsSchema>

/** `meta` of a paged search: `total` counts the free vehicles of every page. */
export const VehiclePageMetaSchema = v.object({
  total: v.number(),
  page: v.number(),
  page_size: v.number(),
  sort: VehicleSortSchema,
  /** The radius applied (null: none), and the vehicles that match but are farther away. */
  radius_km: v.optional(v.nullable(v.number())),
  beyond_radius: v.optional(v.number()),
  counts: v.optional(VehicleCountsSchema),
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
