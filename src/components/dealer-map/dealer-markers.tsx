import { useLingui } from '@lingui/react/macro'
import { Marker } from 'react-map-gl/maplibre'
import type { LatLng, PlacedDealer } from './dealer-map.types'
import { ClusterGraphic, DealerPinGraphic, PlaceGraphic } from './dealer-pins'

/** What a pin does with the pointer and focus; the map decides what opens. */
export type PinHandlers = {
  onPin(dealerId: string): void
  onHover(dealerId: string): void
  onFocus(dealerId: string): void
  onLeave(event: { relatedTarget: EventTarget | null }): void
  /** Escape on a pin closes its window. */
  onEscape(dealerId: string): void
}

/** `offscreen`: drawn past the map's edge, so out of the tab order and the accessibility tree. */
type Hiding = { offscreen: boolean }

type DealerMarkerProps = PinHandlers & PlacedDealer & Hiding & { selected: boolean; open: boolean }

/** A dealer's pin: a button named by the dealer, its city and its free vehicles. */
export function DealerMarker({ dealer, lng, lat, selected, open, offscreen, ...on }: DealerMarkerProps) {
  const { t } = useLingui()
  const name = dealer.name
  const city = dealer.city
  const count = dealer.free_vehicles
  const label = selected
    ? t`${name}, ${city}: selected dealer, free vehicles: ${count}`
    : t`${name}, ${city}: free vehicles: ${count}`
  return (
    <Marker longitude={lng} latitude={lat} anchor="bottom" style={{ zIndex: selected ? 3 : open ? 2 : 1 }}>
      <button
        type="button"
        className="map-marker map-marker--dealer"
        data-dealer-pin={dealer.dealer_id}
        tabIndex={offscreen ? -1 : undefined}
        aria-hidden={offscreen || undefined}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => on.onPin(dealer.dealer_id)}
        onMouseEnter={() => on.onHover(dealer.dealer_id)}
        onMouseLeave={on.onLeave}
        onFocus={() => on.onFocus(dealer.dealer_id)}
        onBlur={on.onLeave}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) on.onEscape(dealer.dealer_id)
        }}
      >
        <DealerPinGraphic count={count} selected={selected} />
      </button>
    </Marker>
  )
}

type ClusterMarkerProps = Hiding & { lng: number; lat: number; count: number; onOpen(): void }

/** Dealers close together: choosing the group zooms in until they come apart. */
export function ClusterMarker({ lng, lat, count, offscreen, onOpen }: ClusterMarkerProps) {
  const { t } = useLingui()
  return (
    <Marker longitude={lng} latitude={lat} anchor="center" style={{ zIndex: 1 }}>
      <button
        type="button"
        className="map-marker map-marker--cluster"
        tabIndex={offscreen ? -1 : undefined}
        aria-hidden={offscreen || undefined}
        aria-label={t`${count} dealers close together: zoom in`}
        onClick={onOpen}
      >
        <ClusterGraphic count={count} />
      </button>
    </Marker>
  )
}

/** The searched place, under every dealer. */
export function PlaceMarker({ center }: { center: LatLng }) {
  const { t } = useLingui()
  return (
    <Marker longitude={center.lng} latitude={center.lat} anchor="center" style={{ zIndex: 0 }}>
      <span className="map-marker map-marker--place" role="img" aria-label={t`Searched place`}>
        <PlaceGraphic />
      </span>
    </Marker>
  )
}
