import type { FocusEvent, Ref } from 'react'
import { Popup } from 'react-map-gl/maplibre'
import { DealerInfo } from './dealer-info'
import type { PlacedDealer } from './dealer-map.types'
import { popupOffset } from './map-geometry'

type Props = {
  place: PlacedDealer
  selected: boolean
  /** Where a pinned window sits by its pin (the map pans to fit it); a preview (none) goes where it fits. */
  anchor: 'bottom' | 'left' | 'right' | undefined
  actionRef: Ref<HTMLButtonElement>
  onSelect(dealerId: string): void
  onClearSelection(): void
  onClose(): void
  /** The pointer or focus came into the window: a preview stays. */
  onStay(): void
  /** The pointer or focus left the window (and its pin). */
  onLeave(): void
  /** Whether an element is the window's own pin (focus may go back to it without closing anything). */
  isPin(element: Node): boolean
}

/** The info window in MapLibre's popup, drawn by us: no close button or click handling of MapLibre's. */
export function DealerPopup({ place, selected, anchor, actionRef, onStay, onLeave, isPin, ...props }: Props) {
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (!(next instanceof Node && (event.currentTarget.contains(next) || isPin(next)))) onLeave()
  }
  return (
    <Popup
      className="dealer-popup"
      longitude={place.lng}
      latitude={place.lat}
      offset={popupOffset(selected ? 54 : 46)}
      anchor={anchor}
      maxWidth="none"
      closeButton={false}
      closeOnClick={false}
      focusAfterOpen={false}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover keeps a preview open, it does nothing. */}
      <div onMouseEnter={onStay} onMouseLeave={onLeave} onFocus={onStay} onBlur={onBlur}>
        <DealerInfo dealer={place.dealer} selected={selected} actionRef={actionRef} {...props} />
      </div>
    </Popup>
  )
}
