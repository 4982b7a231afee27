import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The catalogue's fuel names (Italian data) in the customer's language; anything else as it is. */
const FUEL_NAMES: Record<string, MessageDescriptor> = {
  diesel: msg`Diesel`,
  benzina: msg`Petrol`,
  elettrica: msg`Electric`,
  ibrida: msg`Hybrid`,
}

/** SPEC §3 engine values (English data) in the customer's language. */
const ENGINE_NAMES: Record<string, MessageDescriptor> = {
  diesel: msg`Diesel`,
  gasoline: msg`Petrol`,
  petrol: msg`Petrol`,
  electric: msg`Electric`,
  'only electric': msg`Fully electric`,
  hybrid: msg`Hybrid`,
}

export function engineName(engine: string, i18n: I18n): string {
  const known = ENGINE_NAMES[engine.trim().toLowerCase()]
  return known ? i18n._(known) : engine
}

export function fuelName(fuelType: string, i18n: I18n): string {
  const known = FUEL_NAMES[fuelType.trim().toLowerCase()]
  return known ? i18n._(known) : fuelType
}

const locales = { it: 'it-IT', en: 'en-GB' } as const

/** The dealer's distance from the searched place: "3,2 km" (it) or "3.2 km" (en); null when unknown. */
export function formatDistance(km: number | null | undefined, language: string): string | null {
  if (km === null || km === undefined || !Number.isFinite(km)) return null
  const locale = locales[language === 'en' ? 'en' : 'it']
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km)
}
