/**
 * Builds the offline base map (drawn by `src/public/map/style.json` and `style-dark.json`). Run with
 * `npm run map:build`; commit the output. Everything comes from npm packages, nothing from the internet:
 *
 * `src/public/map/italy.geojson`, the shapes:
 * - `kind: 'land'` polygons for every country in the window, `italy: true` on Italy (San Marino and the
 *   Vatican are drawn as Italy's land, so they do not show as holes at low zoom), and `kind: 'border'`
 *   lines between two countries (a coastline is not a border): Natural Earth's 1:10m boundaries as the
 *   `world-atlas` package ships them (public-domain data, ISC-licensed package);
 * - `kind: 'lake'` polygons: OpenStreetMap's lakes at 1 km resolution, as `@geo-maps/earth-lakes-1km`
 *   ships them (ODbL data, © OpenStreetMap contributors; MIT package);
 * - `kind: 'region'` lines between Italy's regions (see `build-base-map-places.ts`).
 *
 * `src/public/map/places.geojson`, the names: municipalities ranked by size, regions, neighbours, seas.
 *
 * `src/public/map/fonts/`: Noto Sans (SIL Open Font License), Latin, regular and semibold, copied from
 * `@fontsource/noto-sans`. The styles declare them in `font-faces`, and MapLibre draws the labels'
 * glyphs from them in the browser: no glyph server.
 *
 * Everything is cut to WINDOW, which is also the map's `maxBounds`, so the cut edges never show.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Feature, FeatureCollection, Geometry, LineString, MultiLineString, Position } from 'geojson'
import { feature, mesh } from 'topojson-client'
import { filter, filterWeight, presimplify, simplify } from 'topojson-simplify'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { baseMapStyle } from './base-map-style'
import { type Land, nameFeatures, placeFeatures, regionFeatures, simplifyLine } from './build-base-map-places'
import { BASE_MAP_WINDOW } from './dealer-map.config'

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run map:build

Writes the offline base map from npm packages: src/public/map/italy.geojson (land, country and region
borders, lakes), src/public/map/places.geojson (names of places, regions, countries and seas) and
src/public/map/fonts/ (Noto Sans for the labels). Commit the output.`)
  process.exit(0)
}

/**
 * Planar triangle area, in square degrees, under which a point is dropped: fine on Italy's outline (about
 * 0.5 km² at 42° N), coarser on the neighbours, which only frame it.
 */
const ITALY_MIN_WEIGHT = 0.00006
const NEIGHBOUR_MIN_WEIGHT = 0.0006
/** Islands smaller than this (square degrees) are left out: about 30 km². */
const MIN_ISLAND = 0.003
/** Lakes smaller than this (square degrees) are left out: about 5 km². */
const MIN_LAKE = 0.0006
/** Points of a lake's shore closer than this (degrees) to the line through its neighbours are dropped. */
const LAKE_TOLERANCE = 0.002
/** Decimal places kept: 3 is about 100 m, finer than the simplification. */
const PRECISION = 3

const ITALY = '380'
/** Drawn as part of Italy: San Marino, Vatican City. */
const ENCLAVES = new Set(['674', '336'])

const [WEST, SOUTH, EAST, NORTH] = BASE_MAP_WINDOW

const round = (value: number) => Number(value.toFixed(PRECISION))

/** A point as [longitude, latitude]. */
type Point = [number, number]
const point = (position: Position): Point => [position[0] ?? 0, position[1] ?? 0]

const atX = (a: Point, b: Point, x: number): Point => [x, a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1])]
const atY = (a: Point, b: Point, y: number): Point => [a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]), y]

/** The window's four sides: which points are inside, and where a segment crosses the side. */
const SIDES: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
  [(p) => p[0] >= WEST, (a, b) => atX(a, b, WEST)],
  [(p) => p[0] <= EAST, (a, b) => atX(a, b, EAST)],
  [(p) => p[1] >= SOUTH, (a, b) => atY(a, b, SOUTH)],
  [(p) => p[1] <= NORTH, (a, b) => atY(a, b, NORTH)],
]

/** Sutherland-Hodgman: cuts one closed ring to the (convex) window, side by side. */
function clipRing(ring: Point[]): Point[] {
  let points = ring.slice(0, -1)
  for (const [inside, cross] of SIDES) {
    const next: Point[] = []
    points.forEach((current, index) => {
      const previous = points[(index + points.length - 1) % points.length] ?? current
      if (inside(current)) {
        if (!inside(previous)) next.push(cross(previous, current))
        next.push(current)
      } else if (inside(previous)) next.push(cross(previous, current))
    })
    points = next
  }
  const first = points[0]
  return first && points.length >= 3 ? [...points, first] : []
}

const inWindow = (p: Point) => SIDES.every(([inside]) => inside(p))

/** Keeps the runs of a line inside the window (borders are short, so whole segments are enough). */
function clipLine(line: Point[]): Point[][] {
  const runs: Point[][] = []
  let run: Point[] = []
  for (const p of line) {
    if (inWindow(p)) run.push(p)
    else {
      if (run.length > 1) runs.push(run)
      run = []
    }
  }
  if (run.length > 1) runs.push(run)
  return runs
}

/** Rounds, drops repeated points, and drops what collapses below `minimum` points. */
function tidy(line: Point[], minimum: number): Point[] | null {
  const out: Point[] = []
  for (const [lng, lat] of line) {
    const last = out[out.length - 1]
    const rounded: Point = [round(lng), round(lat)]
    if (!last || last[0] !== rounded[0] || last[1] !== rounded[1]) out.push(rounded)
  }
  return out.length >= minimum ? out : null
}

function polygons(geometry: Geometry): Point[][][] {
  const rings = (polygon: Position[][]) => polygon.map((ring) => ring.map(point))
  if (geometry.type === 'Polygon') return [rings(geometry.coordinates)]
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.map(rings)
  return []
}

function clipLand(geometry: Geometry): Point[][][] {
  const out: Point[][][] = []
  for (const [outer, ...holes] of polygons(geometry)) {
    // A polygon whose outer ring falls outside the window is gone, holes and all.
    const shell = outer && tidy(clipRing(outer), 4)
    if (!shell) continue
    const kept = holes.map((hole) => tidy(clipRing(hole), 4)).filter((hole) => hole !== null)
    out.push([shell, ...kept])
  }
  return out
}

/** Every arc a country uses, as an index into `topology.arcs` (a reversed arc i is written ~i). */
function arcIndexes(geometry: object): number[] {
  const arcs = (geometry as { arcs?: unknown }).arcs
  const flat = (value: unknown): number[] =>
    Array.isArray(value) ? value.flatMap(flat) : typeof value === 'number' ? [value < 0 ? ~value : value] : []
  return flat(arcs)
}

function lines(geometry: LineString | MultiLineString): Point[][] {
  const all = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates
  return all.map((line) => line.map(point))
}

/** Shoelace area of a ring, in square degrees. */
function ringArea(ring: Point[]): number {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point
    const [xj, yj] = ring[j] as Point
    sum += (xj - xi) * (yj + yi)
  }
  return Math.abs(sum / 2)
}

function lakeFeatures(): Feature[] {
  const require = createRequire(import.meta.url)
  const file = require.resolve('@geo-maps/earth-lakes-1km/map.geo.json')
  const lakes = JSON.parse(readFileSync(file, 'utf8')) as { geometries: Geometry[] }
  const parts: Point[][][] = []
  for (const geometry of lakes.geometries) {
    for (const [outer] of polygons(geometry)) {
      // A lake needs only its shore: its islands are too small to see at 1 km.
      if (!outer?.some(inWindow) || ringArea(outer) < MIN_LAKE) continue
      // Simplified open (a closed ring's ends coincide, which leaves Douglas-Peucker no line), then closed.
      const open = simplifyLine(clipRing(outer).slice(0, -1), LAKE_TOLERANCE)
      const shore = open[0] ? tidy([...open, open[0]], 4) : null
      if (shore) parts.push([shore])
    }
  }
  return [
    { type: 'Feature', properties: { kind: 'lake' }, geometry: { type: 'MultiPolygon', coordinates: parts } },
  ]
}

function buildBaseMap(): { shapes: FeatureCollection; names: FeatureCollection } {
  const require = createRequire(import.meta.url)
  const source = readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')
  const world = JSON.parse(source) as Topology<{ countries: GeometryCollection<{ name: string }> }>
  const isItaly = (id: string | number | undefined) => id === ITALY || ENCLAVES.has(String(id))
  const weighted = presimplify(world)
  // Points off Italy's own arcs need the coarser weight to stay.
  const italyArcs = new Set(
    world.objects.countries.geometries
      .filter((geometry) => isItaly(geometry.id))
      .flatMap((geometry) => arcIndexes(geometry)),
  )
  weighted.arcs.forEach((arc, index) => {
    if (italyArcs.has(index)) return
    for (const point of arc) if ((point[2] ?? 0) < NEIGHBOUR_MIN_WEIGHT) point[2] = 0
  })
  const simplified = simplify(weighted, ITALY_MIN_WEIGHT)
  const topology = filter(simplified, filterWeight(simplified, MIN_ISLAND)) as typeof world
  const countries = topology.objects.countries

  const features: Feature[] = []
  for (const geometry of countries.geometries) {
    const country = feature(topology, geometry) as Feature
    const parts = clipLand(country.geometry)
    if (parts.length === 0) continue
    features.push({
      type: 'Feature',
      properties: { kind: 'land', italy: isItaly(geometry.id) },
      geometry: { type: 'MultiPolygon', coordinates: parts },
    })
  }
  // Italy last, so it draws over its neighbours where simplified edges overlap.
  features.sort((a, b) => Number(a.properties?.italy) - Number(b.properties?.italy))
  const italy = features
    .filter((f) => f.properties?.italy)
    .flatMap((f) => (f.geometry.type === 'MultiPolygon' ? (f.geometry.coordinates as Land) : []))
  features.push(...lakeFeatures())
  const regions = regionFeatures(italy)
  features.push({
    type: 'Feature',
    properties: { kind: 'region' },
    geometry: { type: 'MultiLineString', coordinates: regions.borders },
  })

  const borders = mesh(
    topology,
    countries,
    (a, b) => a !== b && !(isItaly(a.id) && isItaly(b.id)),
  ) as MultiLineString
  const borderLines = lines(borders)
    .flatMap(clipLine)
    .map((line) => tidy(line, 2))
    .filter((line) => line !== null)
  features.push({
    type: 'Feature',
    properties: { kind: 'border' },
    geometry: { type: 'MultiLineString', coordinates: borderLines },
  })
  const names: Feature[] = [...regions.labels, ...nameFeatures(), ...placeFeatures()]
  return {
    shapes: { type: 'FeatureCollection', features },
    names: { type: 'FeatureCollection', features: names },
  }
}

const write = (name: string, data: unknown) => {
  const target = new URL(`../../public/map/${name}`, import.meta.url)
  // The styles are read by people too: indented.
  const json = `${JSON.stringify(data, null, name.startsWith('style') ? 2 : undefined)}\n`
  writeFileSync(target, json)
  console.log(`Wrote ${target.pathname} (${(json.length / 1024).toFixed(1)} kB)`)
}
const { shapes, names } = buildBaseMap()
write('italy.geojson', shapes)
write('places.geojson', names)
write('style.json', baseMapStyle(false))
write('style-dark.json', baseMapStyle(true))

/** The label font: Latin only (every Italian place name is in it), regular and semibold. */
const fonts = new URL('../../public/map/fonts/', import.meta.url)
mkdirSync(fonts, { recursive: true })
const fontsource = createRequire(import.meta.url)
  .resolve('@fontsource/noto-sans/package.json')
  .replace(/package\.json$/, '')
for (const weight of ['400', '600']) {
  copyFileSync(
    `${fontsource}files/noto-sans-latin-${weight}-normal.woff2`,
    new URL(`noto-sans-${weight}.woff2`, fonts),
  )
}
copyFileSync(`${fontsource}LICENSE`, new URL('OFL.txt', fonts))
console.log(`Copied Noto Sans to ${fonts.pathname}`)
