import * as v from 'valibot'
import { FamilySchema } from './family'

/** SPEC §5 calendar format DD/MM/YYYY and the picker's HH:mm. */
export const DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export const FilterDateSchema = v.pipe(v.string(), v.regex(DATE_PATTERN))
export const FilterTimeSchema = v.pipe(v.string(), v.regex(TIME_PATTERN))

/** SPEC §3 Location selection (stored under `location`). */
export const LocationSelectionSchema = v.object({
  name: v.string(),
  lat: v.number(),
  lng: v.number(),
  postalCode: v.string(),
})
export type LocationSelection = v.InferOutput<typeof LocationSelectionSchema>

/** SPEC §2 tab1 query params; any may be missing (then the saved filters are used). */
export const SearchQuerySchema = v.object({
  cap: v.optional(v.string()),
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
  model: v.optional(v.string()),
  dateFrom: v.optional(FilterDateSchema),
  timeFrom: v.optional(FilterTimeSchema),
  dateTo: v.optional(FilterDateSchema),
  timeTo: v.optional(FilterTimeSchema),
})
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>

/** SPEC §3 Filters (saved), stored under `filters`. */
export const SavedFiltersSchema = v.object({ family_code: FamilySchema, ...SearchQuerySchema.entries })
export type SavedFilters = v.InferOutput<typeof SavedFiltersSchema>
