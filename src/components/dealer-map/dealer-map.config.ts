/** The map's numbers in one place (SPEC §9: default zoom 8, clustering radius 60 px). */

/** Zoom on the searched place. */
export const DEFAULT_ZOOM = 8
/** supercluster's radius, in screen pixels. */
export const CLUSTER_RADIUS = 60
/**
 * Above this zoom every dealer stands alone: at 16 a 60 px radius is about 100 m, so two dealers in one
 * street still separate. Dealers at the very same point are fanned out (see `spreadDealers`).
 */
export const CLUSTER_MAX_ZOOM = 16
export const MAX_ZOOM = 17
export const MIN_ZOOM = 4

/**
 * West, south, east, north: where the base map has land drawn, and so where the map may go (`maxBounds`).
 * Italy with its neighbours and the seas around it.
 */
export const BASE_MAP_WINDOW = [-2, 33, 26, 51] as const

/** Whole Italy, for a map with neither a searched place nor dealers. */
export const ITALY_BOUNDS: [[number, number], [number, number]] = [
  [6.6, 36.6],
  [18.5, 47.1],
]

/** Zoom a dealer chosen in the search opens at, at least (more if its pin is still in a group). */
export const SEARCH_ZOOM = 12

/** The shipped base map's style, light; its dark twin is `DARK_STYLE_URL` (Jaguar's theme). */
export const DEFAULT_STYLE_URL = '/map/style.json'
export const DARK_STYLE_URL = '/map/style-dark.json'

/** The shipped styles' layers whose text is a name in Italian and English (`name_it`, `name_en`). */
export const TRANSLATED_LAYERS = ['names-sea', 'names-country']

/**
 * Room kept free around a pin and its info window, in pixels: the map pans a pinned window this far
 * inside its edges, below the search bar and clear of the zoom buttons.
 */
export const EDGE_PADDING = 12

/** Height a pinned window needs above its pin (the window, the pin, the gaps), else it opens beside it. */
export const POPUP_ROOM = 330
