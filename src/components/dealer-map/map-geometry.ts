import type { MapRef } from 'react-map-gl/maplibre'
import type { Bounds } from './dealer-map.types'
import type { Viewport } from './use-clusters'

/** How the map frames a set of dealers: room for the pins and the bar, never closer than a city. */
export const FIT = { padding: 56, maxZoom: 11, duration: 0 }

export const toBox = ([w, s, e, n]: Bounds): [[number, number], [number, number]] => [
  [w, s],
  [e, n],
]

/** The view as of the last `moveend`: what is on screen, and a margin beyond it for clustering. */
export type View = Viewport & { visible: Bounds }

/** Pins just off an edge still count for the clusters: a pin stands above its point. */
export function viewOf(map: MapRef): View {
  const bounds = map.getBounds()
  const visible: Bounds = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]
  const padLng = (visible[2] - visible[0]) * 0.1
  const padLat = (visible[3] - visible[1]) * 0.15
  return {
    bounds: [visible[0] - padLng, visible[1] - padLat, visible[2] + padLng, visible[3] + padLat],
    visible,
    zoom: map.getZoom(),
  }
}

/** Markers drawn off screen stay out of the keyboard's way and out of the screen reader's list. */
export const onScreen = (view: View, { lng, lat }: { lng: number; lat: number }) =>
  lng >= view.visible[0] && lng <= view.visible[2] && lat >= view.visible[1] && lat <= view.visible[3]

type Box = { left: number; top: number; right: number; bottom: number }

const unionOf = (boxes: Box[]): Box => ({
  left: Math.min(...boxes.map((b) => b.left)),
  top: Math.min(...boxes.map((b) => b.top)),
  right: Math.max(...boxes.map((b) => b.right)),
  bottom: Math.max(...boxes.map((b) => b.bottom)),
})

/**
 * How far the map must pan (MapLibre's `panBy`: the content moves the other way) for `parts` (a pin, its
 * window) to show whole inside the map, `margin` pixels clear of its edges and of the bar over its top,
 * and off the `controls` (the zoom buttons): beside them when there is room, else above them.
 */
export function overflowOf(
  container: Box,
  parts: Box[],
  bar: Box | null,
  controls: Box[],
  margin: number,
): [number, number] {
  if (parts.length === 0) return [0, 0]
  const rect = unionOf(parts)
  const top = (bar ? bar.bottom : container.top) + margin
  let dx =
    rect.left < container.left + margin
      ? rect.left - container.left - margin
      : Math.max(0, rect.right - container.right + margin)
  let dy = rect.top < top ? rect.top - top : Math.max(0, rect.bottom - container.bottom + margin)
  for (const control of controls) {
    const moved = {
      left: rect.left - dx,
      right: rect.right - dx,
      top: rect.top - dy,
      bottom: rect.bottom - dy,
    }
    const overlaps =
      moved.right + margin > control.left &&
      moved.left - margin < control.right &&
      moved.bottom + margin > control.top &&
      moved.top - margin < control.bottom
    if (!overlaps) continue
    const left = moved.right - (control.left - margin)
    const up = moved.bottom - (control.top - margin)
    if (moved.left - left >= container.left + margin) dx += left
    else if (moved.top - up >= top) dy += up
  }
  return [dx, dy]
}

type Offset = [number, number]
type Anchor =
  | 'center'
  | 'top'
  | 'bottom'
  | 'left'
  | 'right'
  | 'top-left'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-right'

/** Where the window sits beside a pin this tall, for each side MapLibre may put it on. */
export function popupOffset(pin: number): Record<Anchor, Offset> {
  const above: Offset = [0, -pin - 4]
  const below: Offset = [0, 6]
  return {
    center: [0, 0],
    top: below,
    'top-left': below,
    'top-right': below,
    bottom: above,
    'bottom-left': above,
    'bottom-right': above,
    left: [18, -pin / 2],
    right: [-18, -pin / 2],
  }
}

/** A dealer's pin button inside the map. */
export const pinOf = (root: ParentNode | null, dealerId: string) =>
  root?.querySelector<HTMLButtonElement>(`[data-dealer-pin="${CSS.escape(dealerId)}"]`) ?? null
