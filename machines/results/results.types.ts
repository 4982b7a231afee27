import type { Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import type {
  FuelCode,
  GearboxCode,
  VehicleCounts,
  VehicleDealer,
  VehicleResult,
} from '../../src/contract/vehicles'

/** SPEC §2 sort dropdown: nearby (the default after each load, SPEC §4), low price, high price. */
export const RESULTS_SORTS = ['nearby', 'price_asc', 'price_desc'] as const
export type ResultsSort = (typeof RESULTS_SORTS)[number]
export const DEFAULT_SORT: ResultsSort = 'nearby'

export type ResultsView = 'list' | 'map'
/** `narrow` is a screen under 768 px (SPEC §9). */
export type ResultsLayout = 'wide' | 'narrow'

/** SPEC §4, §9: list 6, map 3 when wide; 3 and 2 when narrow. */
export const PAGE_SIZES: Record<ResultsLayout, Record<ResultsView, number>> = {
  wide: { list: 6, map: 3 },
  narrow: { list: 3, map: 2 },
}

/** The search tab1 shows: the URL's params, or the saved filters (resolved by the app). */
export type ResultsSearch = {
  family: Family
  language: Language
  model?: string
  cap?: string
  lat?: number
  lng?: number
  dateFrom: string
  timeFrom?: string
  dateTo: string
  timeTo?: string
}

/**
 * Where the results came from: the model searched for, or (none for the model) the family's other
 * models, shown with the 'other' notice.
 */
export type ResultsMode = 'model' | 'other'

/**
 * What the customer narrowed the results to (the vehicle filter panel, kept in the URL): fuels and
 * gearboxes (any of; none chosen is all), at least `minSeats`, a daily price range in whole euro, and
 * `wide` once the customer asked for the vehicles beyond the default radius.
 */
export type Narrowing = {
  fuel: FuelCode[]
  gearbox: GearboxCode[]
  minSeats: number | null
  priceMin: number | null
  priceMax: number | null
  wide: boolean
}
export const NO_NARROWING: Narrowing = {
  fuel: [],
  gearbox: [],
  minSeats: null,
  priceMin: null,
  priceMax: null,
  wide: false,
}

/**
 * One page of a server-side search (`meta.total` counts every page): the vehicles beyond the radius that
 * match, and the counts per option of the filter panel (null when unknown).
 */
export type VehiclePage = {
  vehicles: VehicleResult[]
  total: number
  beyond?: number
  counts?: VehicleCounts | null
}

/** A page request: paging, sort and the dealer filter are the server's (DESIGN §4). */
export type PageRequest = {
  search: ResultsSearch
  page: number
  pageSize: number
  sort: ResultsSort
  dealerId: string | null
  narrowing: Narrowing
}

/** Free vehicles of another family for the same place and dates (`meta.total` of a one-row page). */
export type FamilyCountRequest = { family: Family; search: ResultsSearch }

/** A dealer with free vehicles for the search, for the map: the wire's own shape. */
export type ResultsDealer = VehicleDealer

export type DealersRequest = { search: ResultsSearch; narrowing: Narrowing }

export type ResultsInput = {
  search: ResultsSearch
  layout: ResultsLayout
  view?: ResultsView
  /** From the URL; none when absent. */
  narrowing?: Narrowing
  /** The page a reload comes back to (SPEC §3 currentPage); 1 when absent. */
  page?: number
}

export type ResultsContext = {
  search: ResultsSearch
  layout: ResultsLayout
  view: ResultsView
  sort: ResultsSort
  /** 1-based. */
  page: number
  dealerId: string | null
  mode: ResultsMode
  narrowing: Narrowing
  vehicles: VehicleResult[]
  total: number
  /** Vehicles that match but are beyond the radius (0 once widened, or without a point). */
  beyond: number
  /** The filter panel's counts of the last page asked, null while unknown. */
  counts: VehicleCounts | null
  dealers: ResultsDealer[]
  /** Free vehicles per other family (none available): absent while counting, null when unknown. */
  familyCounts: Partial<Record<Family, number | null>>
}

export type ResultsEvent =
  | { type: 'sort.change'; sort: ResultsSort }
  | { type: 'page.change'; page: number }
  | { type: 'view.change'; view: ResultsView }
  | { type: 'layout.change'; layout: ResultsLayout }
  | { type: 'dealer.select'; dealerId: string }
  | { type: 'dealer.clear' }
  | { type: 'narrow.change'; narrowing: Narrowing }
  | { type: 'radius.widen' }
  | { type: 'retry' }
  /** The screen started from the page drawn on the server: its search counts as searched (SPEC §7). */
  | { type: 'page.drawn' }

/** Which request failed, for the log (SPEC §8: a vehicle request failure is logged). */
export type ResultsFailure = { during: 'search' | 'page' | 'dealers' | 'count'; error: unknown }
