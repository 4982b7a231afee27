/**
 * The offline base map's two styles, light (Land Rover's theme) and dark (Jaguar's), written by
 * `npm run map:build` to `src/public/map/style.json` and `style-dark.json`. One set of layers, two palettes.
 *
 * Names follow size: the six cities over 500,000 people from the whole of Italy, the provincial capitals
 * from a region, towns as the map comes closer, villages in a close-up (`rank` in places.geojson). Labels
 * never overlap: MapLibre places the biggest first and drops what would collide.
 */

type Palette = {
  sea: string
  neighbours: string
  italy: string
  coast: string
  border: string
  region: string
  city: string
  town: string
  village: string
  halo: string
  regionText: string
  countryText: string
  seaText: string
}

const LIGHT: Palette = {
  sea: '#aecbd8',
  neighbours: '#e4e1da',
  italy: '#f5f3ee',
  coast: '#8fb0bf',
  border: '#8e7a92',
  region: '#b7a4b5',
  city: '#1f2124',
  town: '#34373b',
  village: '#5d6166',
  halo: '#f8f6f2',
  regionText: '#8a7689',
  countryText: '#77716a',
  seaText: '#4f7f97',
}

const DARK: Palette = {
  sea: '#10263a',
  neighbours: '#1d1d22',
  italy: '#2a2a31',
  coast: '#2f5069',
  border: '#8a7f8e',
  region: '#55505c',
  city: '#f1ebdf',
  town: '#ddd6c9',
  village: '#b3ac9f',
  halo: '#141418',
  regionText: '#a99ba8',
  countryText: '#8f897f',
  seaText: '#7ea6bd',
}

const REGULAR = ['Noto Sans Regular']
const SEMIBOLD = ['Noto Sans SemiBold']

type Layer = Record<string, unknown>

/** Each rank of place: from which zoom it is named, its size then and at zoom 12, and its weight. */
const PLACE_RANKS: { rank: number; from: number; size: [number, number]; bold: boolean }[] = [
  { rank: 0, from: 4, size: [13, 19], bold: true },
  { rank: 1, from: 5.5, size: [12, 17], bold: true },
  { rank: 2, from: 6.5, size: [11.5, 16], bold: true },
  { rank: 3, from: 7.5, size: [11, 15], bold: false },
  { rank: 4, from: 8.5, size: [11, 14], bold: false },
  { rank: 5, from: 9.5, size: [11, 13.5], bold: false },
  { rank: 6, from: 10.3, size: [11, 13], bold: false },
  { rank: 7, from: 11, size: [11, 12.5], bold: false },
]

function placeLayer(palette: Palette, { rank, from, size, bold }: (typeof PLACE_RANKS)[number]): Layer {
  const colour = rank <= 2 ? palette.city : rank <= 4 ? palette.town : palette.village
  return {
    id: `place-${rank}`,
    type: 'symbol',
    source: 'names',
    minzoom: from,
    filter: ['==', ['get', 'rank'], rank],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': bold ? SEMIBOLD : REGULAR,
      'text-size': ['interpolate', ['linear'], ['zoom'], from, size[0], 12, size[1]],
      'text-max-width': 8,
      'text-padding': rank <= 2 ? 4 : 6,
      'text-letter-spacing': rank <= 1 ? 0.02 : 0,
    },
    paint: {
      'text-color': colour,
      'text-halo-color': palette.halo,
      'text-halo-width': 1.6,
      'text-halo-blur': 0.4,
    },
  }
}

/** The style for one palette: `dark` for Jaguar's theme. */
export function baseMapStyle(dark: boolean): Record<string, unknown> {
  const palette = dark ? DARK : LIGHT
  type Extra = { layout: Layer; paint: Layer; minzoom?: number; maxzoom: number }
  const label = (id: string, kind: string, extra: Extra): Layer => ({
    id,
    type: 'symbol',
    source: 'names',
    minzoom: extra.minzoom ?? 4,
    maxzoom: extra.maxzoom,
    filter: ['==', ['get', 'kind'], kind],
    layout: { 'text-max-width': 7, ...extra.layout },
    paint: { 'text-halo-color': palette.halo, 'text-halo-width': 1.2, ...extra.paint },
  })
  return {
    version: 8,
    name: dark ? 'Altura Italy (dark)' : 'Altura Italy',
    metadata: {
      description:
        'Offline base map of Italy, built by npm run map:build from npm packages: Natural Earth (public domain), OpenStreetMap lakes (ODbL), ISTAT municipalities. Labels drawn from Noto Sans (SIL Open Font License), shipped with the app.',
    },
    'font-faces': {
      'Noto Sans Regular': [{ url: '/map/fonts/noto-sans-400.woff2', 'unicode-range': ['U+0000-00FF'] }],
      'Noto Sans SemiBold': [{ url: '/map/fonts/noto-sans-600.woff2', 'unicode-range': ['U+0000-00FF'] }],
    },
    sources: {
      base: {
        type: 'geojson',
        data: '/map/italy.geojson',
        maxzoom: 12,
        attribution:
          '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> · <a href="https://www.naturalearthdata.com">Natural Earth</a> · ISTAT',
      },
      names: { type: 'geojson', data: '/map/places.geojson', maxzoom: 10, buffer: 256 },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': palette.sea } },
      {
        id: 'neighbours',
        type: 'fill',
        source: 'base',
        filter: ['all', ['==', ['get', 'kind'], 'land'], ['!', ['get', 'italy']]],
        paint: { 'fill-color': palette.neighbours },
      },
      {
        id: 'italy',
        type: 'fill',
        source: 'base',
        filter: ['all', ['==', ['get', 'kind'], 'land'], ['get', 'italy']],
        paint: { 'fill-color': palette.italy },
      },
      {
        id: 'lakes',
        type: 'fill',
        source: 'base',
        filter: ['==', ['get', 'kind'], 'lake'],
        paint: { 'fill-color': palette.sea, 'fill-outline-color': palette.coast },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'base',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: {
          'line-color': palette.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.5, 10, 1.2],
        },
      },
      {
        id: 'regions',
        type: 'line',
        source: 'base',
        minzoom: 5,
        filter: ['==', ['get', 'kind'], 'region'],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': palette.region,
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.6, 8, 1.1, 12, 1.8],
          'line-dasharray': [4, 2],
        },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'base',
        filter: ['==', ['get', 'kind'], 'border'],
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': palette.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 1, 10, 2.2],
          'line-dasharray': [3, 1.5, 1, 1.5],
        },
      },
      label('names-sea', 'sea', {
        maxzoom: 9,
        layout: {
          'text-field': ['get', 'name_it'],
          'text-font': REGULAR,
          'text-size': ['interpolate', ['linear'], ['zoom'], 4, 11, 8, 14],
          'text-letter-spacing': 0.2,
          'text-max-width': 6,
        },
        paint: { 'text-color': palette.seaText, 'text-halo-color': palette.sea },
      }),
      label('names-country', 'country', {
        maxzoom: 10,
        layout: {
          'text-field': ['get', 'name_it'],
          'text-font': SEMIBOLD,
          'text-size': ['interpolate', ['linear'], ['zoom'], 4, 10, 8, 13],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.15,
        },
        paint: { 'text-color': palette.countryText },
      }),
      label('names-region', 'region', {
        minzoom: 5,
        maxzoom: 8.6,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': SEMIBOLD,
          'text-size': ['interpolate', ['linear'], ['zoom'], 5, 10, 8, 13],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.18,
          'text-padding': 8,
        },
        paint: { 'text-color': palette.regionText },
      }),
      // Smallest first: MapLibre places the last layer first, so the biggest places win the room.
      ...[...PLACE_RANKS].reverse().map((rank) => placeLayer(palette, rank)),
    ],
  }
}
