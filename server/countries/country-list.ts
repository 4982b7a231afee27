import { createRequire } from 'node:module'
import countries from 'i18n-iso-countries'
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import { type Country, DEFAULT_COUNTRY_CODE } from '../../src/contract/countries'
import type { Language } from '../../src/contract/language'

const require = createRequire(import.meta.url)
countries.registerLocale(require('i18n-iso-countries/langs/en.json'))
countries.registerLocale(require('i18n-iso-countries/langs/it.json'))

/**
 * ISO 3166-1 countries that have a telephone calling code: names from i18n-iso-countries, codes
 * from libphonenumber-js. The few without a code (Antarctica, uninhabited islands) are left out.
 */
const CODES = Object.keys(countries.getAlpha2Codes()).filter((code): code is CountryCode =>
  isSupportedCountry(code),
)

const cache = new Map<Language, Country[]>()

/** Italy first (the default, SPEC §2), then by name in the language's collation. */
export function countryList(language: Language): Country[] {
  let list = cache.get(language)
  if (!list) {
    const collator = new Intl.Collator(language)
    const all = CODES.map((code) => ({
      code,
      name: countries.getName(code, language, { select: 'official' }) ?? code,
      phone_code: getCountryCallingCode(code),
      default: code === DEFAULT_COUNTRY_CODE,
    }))
    const first = all.filter((country) => country.default)
    const rest = all.filter((country) => !country.default).sort((a, b) => collator.compare(a.name, b.name))
    list = [...first, ...rest]
    cache.set(language, list)
  }
  return list
}

export function isKnownCountry(code: string): boolean {
  return (CODES as string[]).includes(code)
}
