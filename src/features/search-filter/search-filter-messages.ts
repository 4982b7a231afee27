import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PeriodCode, PlacesProblem } from '../../../machines/search-filter/search-filter.types'

/** The search filter's codes (SPEC §5, §9 period rules; a failed suggestion call) in the catalogs. */
export const periodMessages: Record<PeriodCode, MessageDescriptor> = {
  'period.end_before_start': msg`The return must be after the pick-up.`,
  'period.past': msg`The pick-up cannot be in the past.`,
  'period.sunday': msg`Dealers are closed on Sundays.`,
  'period.hours': msg`Choose a time between 09:00 and 18:00.`,
  'period.step': msg`Choose the minutes in steps of 5.`,
  'period.too_long': msg`A rental lasts at most 30 days.`,
}

export const placesMessages: Record<PlacesProblem, MessageDescriptor> = {
  'places.unavailable': msg`Place suggestions are unavailable right now. Try again in a moment.`,
}
