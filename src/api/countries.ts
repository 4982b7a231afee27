import * as v from 'valibot'
import { CountriesResponseSchema, type Country } from '../contract/countries'
import type { Language } from '../contract/language'
import { http } from './http'

/** GET /countries?language=: every country with its name in that language and its calling code (SPEC §7). */
export async function getCountries(language: Language, signal?: AbortSignal): Promise<Country[]> {
  const body = await http().get('countries', { searchParams: { language }, signal }).json()
  return v.parse(CountriesResponseSchema, body).data
}
