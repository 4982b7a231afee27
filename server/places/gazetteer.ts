import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Place } from '../../src/contract/places'

const FILE = fileURLToPath(new URL('./data/municipalities.tsv', import.meta.url))

/** Lower case, accents and apostrophes folded: "Forlì" and "forli", "L'Aquila" and "laquila" match. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** `size`: 9 for a provincial capital, otherwise the number of digits of the population (0 if unknown). */
type Entry = Place & { key: string; size: number }
let entries: Entry[] | undefined
/** The same entries sorted by latitude, for reverse geocoding. */
let byLat: Entry[] | undefined

function load(): Entry[] {
  entries ??= readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', province = '', postalCode = '', lat = '0', lng = '0', size = '0'] = line.split('\t')
      return {
        name,
        province,
        postalCode,
        lat: Number(lat),
        lng: Number(lng),
        key: fold(name),
        size: Number(size),
      }
    })
  return entries
}

const strip = ({ key: _, size: __, ...place }: Entry): Place => place

/** Provincial capitals first, then the larger towns, then by name. */
const rank = (a: Entry, b: Entry) => b.size - a.size || a.key.localeCompare(b.key)

/** Prefix match on the folded name (or on any word of it), exact prefixes first, then by name. */
export function autocomplete(query: string, limit = 10): Place[] {
  const q = fold(query)
  if (q === '') return []
  const starts = load()
    .filter((e) => e.key.startsWith(q))
    .sort(rank)
  const inside = load()
    .filter((e) => !e.key.startsWith(q) && e.key.split(/[ /-]/).some((w) => w.startsWith(q)))
    .sort(rank)
  return [...starts, ...inside].slice(0, limit).map(strip)
}

const EARTH_KM = 6371
const RAD = Math.PI / 180

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number) {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2
  return EARTH_KM * 2 * Math.asin(Math.sqrt(a))
}

/**
 * The nearest municipality centre, if one is within `maxKm` (a point at sea or abroad has none).
 * Scans outwards from the point's latitude in the latitude-sorted list and stops on each side once the
 * difference in latitude alone (a lower bound of the distance) exceeds the best distance found.
 */
export function reverse(lat: number, lng: number, maxKm = 60): Place | null {
  byLat ??= [...load()].sort((a, b) => a.lat - b.lat)
  const list = byLat
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((list[mid]?.lat ?? 0) < lat) lo = mid + 1
    else hi = mid
  }
  let best: Entry | undefined
  let bestKm = maxKm
  let down = lo - 1
  let up = lo
  for (;;) {
    const below = list[down]
    const above = list[up]
    const belowKm = below ? (lat - below.lat) * RAD * EARTH_KM : Number.POSITIVE_INFINITY
    const aboveKm = above ? (above.lat - lat) * RAD * EARTH_KM : Number.POSITIVE_INFINITY
    const next = belowKm <= aboveKm ? below : above
    if (!next || Math.min(belowKm, aboveKm) > bestKm) break
    if (next === below) down--
    else up++
    const km = distanceKm(lat, lng, next.lat, next.lng)
    // On a tie (two municipalities given the same centre) the larger one answers.
    if (km < bestKm || (km === bestKm && (!best || next.size > best.size))) {
      best = next
      bestKm = km
    }
  }
  return best ? strip(best) : null
}
