import 'maplibre-gl/dist/maplibre-gl.css'
import { useLingui } from '@lingui/react/macro'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import MapView, { type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre'
import { beginInteraction, endInteraction } from '../../app/interaction-marks'
import { DealerLegend } from './dealer-legend'
import {
  BASE_MAP_WINDOW,
  DEFAULT_ZOOM,
  EDGE_PADDING,
  ITALY_BOUNDS,
  MAX_ZOOM,
  MIN_ZOOM,
  POPUP_ROOM,
  SEARCH_ZOOM,
  TRANSLATED_LAYERS,
} from './dealer-map.config'
import type { DealerMapProps } from './dealer-map.types'
import { dealerBounds, placeDealers } from './dealer-map.utils'
import { ClusterMarker, DealerMarker, PlaceMarker } from './dealer-markers'
import { DealerPopup } from './dealer-popup'
import { DealerSearch } from './dealer-search'
import { FIT, onScreen, overflowOf, pinOf, toBox, type View, viewOf } from './map-geometry'
import { useDealerIndex } from './use-clusters'
import { useInfoWindow } from './use-info-window'
import { useMapStrings } from './use-map-strings'
import { useMapStyle } from './use-map-style'

/**
 * MapLibre loads with this module only, which the results load lazily when the map view opens. After a
 * Vite build the library cannot find its worker by itself, so it is told where the worker went.
 */
const mapLib = import('maplibre-gl').then((maplibre) => {
  maplibre.setWorkerUrl(workerUrl)
  return maplibre
})

const [WEST, SOUTH, EAST, NORTH] = BASE_MAP_WINDOW

/**
 * SPEC §2 Map: the dealers with free vehicles, clustered, with an info window, a search and a legend. The
 * map is uncontrolled (STYLE 13): it opens on the searched place, or around the dealers, and after that
 * only its `moveend` redraws the clusters.
 */
export default function DealerMap(props: DealerMapProps) {
  const { dealers, selectedDealerId, center, styleUrl, onSelect, onClearSelection } = props
  const { i18n } = useLingui()
  const strings = useMapStrings()
  const rootRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapRef>(null)
  const actionRef = useRef<HTMLButtonElement>(null)
  const [view, setView] = useState<View | null>(null)
  const info = useInfoWindow()
  /** The flight the map is on (to a searched place or a chosen dealer), until it lands. */
  const flight = useRef<Promise<void> | null>(null)
  const fly = useCallback((options: Parameters<MapRef['flyTo']>[0]) => {
    const map = mapRef.current
    if (!map) return
    const landed = new Promise<void>((resolve) => map.once('moveend', () => resolve()))
    flight.current = landed
    void landed.then(() => {
      if (flight.current === landed) flight.current = null
    })
    map.flyTo(options)
  }, [])
  /**
   * Runs `action` a frame later (the window is in the page by then, however its parts mounted), or once the
   * flight has landed: panning sooner would cut it short. Returns the cancel.
   */
  const afterFlight = useCallback((action: () => void) => {
    let live = true
    const frame = requestAnimationFrame(() => {
      const landing = flight.current
      if (landing) void landing.then(() => live && action())
      else action()
    })
    return () => {
      live = false
      cancelAnimationFrame(frame)
    }
  }, [])
  const mapStyle = useMapStyle(styleUrl)
  const language = i18n.locale.startsWith('it') ? 'it' : 'en'

  const placed = useMemo(() => placeDealers(dealers), [dealers])
  const clustered = useMemo(
    () => placed.filter(({ dealer }) => dealer.dealer_id !== selectedDealerId),
    [placed, selectedDealerId],
  )
  const selected = placed.find(({ dealer }) => dealer.dealer_id === selectedDealerId) ?? null
  const index = useDealerIndex(clustered)
  const items = view ? index.items(view).map((item) => ({ ...item, offscreen: !onScreen(view, item) })) : []

  const [initialViewState] = useState(() => {
    if (center) return { longitude: center.lng, latitude: center.lat, zoom: DEFAULT_ZOOM }
    const box = dealerBounds(dealers)
    return { bounds: box ? toBox(box) : ITALY_BOUNDS, fitBoundsOptions: FIT }
  })

  // Dealers that arrive after the map opened, with no searched place: fit them once.
  const fitted = useRef(center !== null || dealers.length > 0)
  useEffect(() => {
    const box = dealerBounds(dealers)
    const map = mapRef.current
    if (fitted.current || !box || !map) return
    fitted.current = true
    map.fitBounds(toBox(box), FIT)
  }, [dealers])

  // A new search from another place: the map goes there.
  const lat = center?.lat
  const lng = center?.lng
  const firstCenter = useRef(center)
  useEffect(() => {
    if (lat === undefined || lng === undefined) return
    if (firstCenter.current?.lat === lat && firstCenter.current.lng === lng) return
    firstCenter.current = { lat, lng }
    fly({ center: [lng, lat], zoom: DEFAULT_ZOOM })
  }, [lat, lng, fly])

  /**
   * Pans the map just enough for these parts (a pin, its window) to show whole: inside the map with a
   * margin, below the search bar, off the zoom buttons.
   */
  const bringInside = useCallback((parts: (Element | null | undefined)[]) => {
    const map = mapRef.current
    const root = rootRef.current
    if (!map || !root) return
    const boxes = parts.filter((part): part is Element => !!part).map((part) => part.getBoundingClientRect())
    const bar = root.querySelector('.dealer-map__bar')?.getBoundingClientRect() ?? null
    const controls = [...root.querySelectorAll('.dealer-map__zoom')].map((c) => c.getBoundingClientRect())
    const [dx, dy] = overflowOf(
      map.getContainer().getBoundingClientRect(),
      boxes,
      bar,
      controls,
      EDGE_PADDING,
    )
    if (dx !== 0 || dy !== 0) map.panBy([dx, dy])
  }, [])

  // A pinned window takes the focus (its main button), so a key or a tap lands in it, and the map moves
  // just enough to show it and its pin whole. A new selection changes that button: the focus and the fit
  // follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection changes the window's content.
  useEffect(() => {
    if (!info.open?.pinned) return
    const dealerId = info.open.dealerId
    const showWhole = () =>
      bringInside([
        rootRef.current?.querySelector('.dealer-popup .maplibregl-popup-content'),
        pinOf(rootRef.current, dealerId),
      ])
    const frame = requestAnimationFrame(() => actionRef.current?.focus({ preventScroll: true }))
    const stop = afterFlight(showWhole)
    return () => {
      cancelAnimationFrame(frame)
      stop()
    }
  }, [info.open, selectedDealerId, bringInside, afterFlight])

  // The selected dealer's pin is never cut by the map's edge: when the selection changes or the map
  // opens on it, the map pans until the pin shows whole.
  const loaded = view !== null
  useEffect(() => {
    if (!loaded || !selectedDealerId) return
    return afterFlight(() => bringInside([pinOf(rootRef.current, selectedDealerId)]))
  }, [loaded, selectedDealerId, bringInside, afterFlight])

  // The shipped styles name the seas and the neighbours in Italian and English: the page's language.
  const translate = useCallback(() => {
    const map = mapRef.current?.getMap()
    // A style still loading cannot be changed: its `load` (or the next `styledata`) comes back here.
    if (!map?.isStyleLoaded()) return
    for (const id of TRANSLATED_LAYERS) {
      const field: ['get', string] = ['get', `name_${language}`]
      if (!map.getLayer(id)) continue
      if (JSON.stringify(map.getLayoutProperty(id, 'text-field')) !== JSON.stringify(field))
        map.setLayoutProperty(id, 'text-field', field)
    }
  }, [language])

  const onMoveEnd = useCallback(() => {
    if (mapRef.current) setView(viewOf(mapRef.current))
    beginInteraction('map:pan-clustered')
  }, [])
  const onLoad = useCallback(() => {
    onMoveEnd()
    translate()
    endInteraction('map:first-paint')
  }, [onMoveEnd, translate])
  const onMoveStart = useCallback(() => beginInteraction('map:pan'), [])
  // The clusters of the new view are drawn: a pan is over (interaction bench).
  useEffect(() => {
    if (!view) return
    endInteraction('map:pan')
    endInteraction('map:pan-clustered')
  }, [view])

  const onMapClick = (event: MapLayerMouseEvent) => {
    if (event.originalEvent.target instanceof HTMLCanvasElement) info.close()
  }

  /** Back to the pin after Escape, without its focus opening the window again. */
  const quietFocus = useRef<string | null>(null)
  const closeToPin = (dealerId: string) => {
    info.close()
    const pin = pinOf(rootRef.current, dealerId)
    if (pin && pin !== document.activeElement) {
      quietFocus.current = dealerId
      pin.focus()
    }
  }

  const handlers = {
    onPin: info.pin,
    onHover: info.hover,
    onFocus: (dealerId: string) => {
      if (quietFocus.current === dealerId) quietFocus.current = null
      else info.focus(dealerId)
    },
    onLeave: ({ relatedTarget }: { relatedTarget: EventTarget | null }) => {
      const popup = rootRef.current?.querySelector('.dealer-popup')
      if (!(relatedTarget instanceof Node && popup?.contains(relatedTarget))) info.leave()
    },
    onEscape: closeToPin,
  }

  const choose = (dealerId: string) => {
    const place = placed.find(({ dealer }) => dealer.dealer_id === dealerId)
    const map = mapRef.current
    if (!place || !map) return
    const zoom = dealerId === selectedDealerId ? SEARCH_ZOOM : index.revealZoom(dealerId, SEARCH_ZOOM)
    // The pin lands below the middle, leaving room above it for its window.
    fly({ center: [place.lng, place.lat], zoom: Math.min(zoom, MAX_ZOOM), offset: [0, 110] })
    info.pin(dealerId)
  }

  const zoomBy = (delta: number) => {
    const map = mapRef.current
    if (map) map.easeTo({ zoom: map.getZoom() + delta })
  }

  const openPlace = info.open ? placed.find(({ dealer }) => dealer.dealer_id === info.open?.dealerId) : null
  const openSelected = openPlace?.dealer.dealer_id === selectedDealerId

  /**
   * Where a pinned window stands: above its pin when the map is tall enough for both below the search bar,
   * else beside it, on the side with more room (a short map on a wide screen).
   */
  const pinnedAnchor = (): 'bottom' | 'left' | 'right' => {
    const root = rootRef.current
    const map = mapRef.current
    if (!root || !map || !openPlace) return 'bottom'
    const bar = root.querySelector('.dealer-map__bar')
    const below = bar ? bar.getBoundingClientRect().bottom - root.getBoundingClientRect().top : 0
    if (root.clientHeight - below - 2 * EDGE_PADDING >= POPUP_ROOM) return 'bottom'
    return map.project([openPlace.lng, openPlace.lat]).x > root.clientWidth / 2 ? 'right' : 'left'
  }

  return (
    <div className="dealer-map" ref={rootRef}>
      <div className="dealer-map__bar">
        <DealerSearch dealers={dealers} onChoose={choose} />
        <DealerLegend />
      </div>
      <MapView
        key={i18n.locale}
        ref={mapRef}
        mapLib={mapLib}
        mapStyle={mapStyle}
        initialViewState={initialViewState}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        maxBounds={[WEST, SOUTH, EAST, NORTH]}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        cooperativeGestures
        attributionControl={{ compact: true }}
        locale={strings.map}
        onLoad={onLoad}
        onStyleData={translate}
        onMoveStart={onMoveStart}
        onMoveEnd={onMoveEnd}
        onClick={onMapClick}
        style={{ position: 'absolute', inset: 0 }}
      >
        {center ? <PlaceMarker center={center} /> : null}
        {items.map((item) =>
          item.kind === 'cluster' ? (
            <ClusterMarker
              key={`cluster-${item.id}`}
              lng={item.lng}
              lat={item.lat}
              count={item.count}
              offscreen={item.offscreen}
              onOpen={() => {
                const zoom = Math.min(index.expansionZoom(item.id), MAX_ZOOM)
                mapRef.current?.easeTo({ center: [item.lng, item.lat], zoom })
              }}
            />
          ) : (
            <DealerMarker
              key={item.dealer.dealer_id}
              dealer={item.dealer}
              lng={item.lng}
              lat={item.lat}
              {...handlers}
              selected={false}
              offscreen={item.offscreen}
              open={info.open?.dealerId === item.dealer.dealer_id}
            />
          ),
        )}
        {selected ? (
          <DealerMarker
            key={`selected-${selected.dealer.dealer_id}`}
            {...selected}
            {...handlers}
            selected
            offscreen={view ? !onScreen(view, selected) : false}
            open={info.open?.dealerId === selected.dealer.dealer_id}
          />
        ) : null}
        {openPlace ? (
          <DealerPopup
            key={openPlace.dealer.dealer_id}
            place={openPlace}
            selected={openSelected}
            anchor={info.open?.pinned ? pinnedAnchor() : undefined}
            actionRef={actionRef}
            onSelect={onSelect}
            onClearSelection={onClearSelection}
            onClose={() => closeToPin(openPlace.dealer.dealer_id)}
            onStay={info.stay}
            onLeave={info.leave}
            isPin={(element) =>
              pinOf(rootRef.current, openPlace.dealer.dealer_id)?.contains(element) ?? false
            }
          />
        ) : null}
      </MapView>
      <div className="dealer-map__zoom">
        <button
          type="button"
          className="dealer-map__tool"
          aria-label={strings.zoomIn}
          onClick={() => zoomBy(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className="dealer-map__tool"
          aria-label={strings.zoomOut}
          onClick={() => zoomBy(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
      </div>
    </div>
  )
}
