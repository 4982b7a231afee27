import * as v from 'valibot'
import type { Language } from '../contract/language'
import { type Place, PlaceResponseSchema, PlacesResponseSchema } from '../contract/places'
import { http } from './http'

/** Italian municipalities starting with `q` (accents and case ignored). */
export async function searchPlaces(q: string, language: Language, signal?: AbortSignal): Promise<Place[]> {
  const body = await http().get('places/autocomplete', { searchParams: { q, language }, signal }).json()
  return v.parse(PlacesResponseSchema, body).data
}

/** The municipality nearest to a point, for its name or postal code. */
export async function reversePlace(
  lat: number,
  lng: number,
  language?: Language,
  signal?: AbortSignal,
): Promise<Place | null> {
  const searchParams: Record<string, string> = { lat: String(lat), lng: String(lng) }
  if (language) searchParams.language = language
  const body = await http().get('places/reverse', { searchParams, signal }).json()
  return v.parse(PlaceResponseSchema, body).data
}
