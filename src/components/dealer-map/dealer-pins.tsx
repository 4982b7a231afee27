/**
 * Our own marker drawings, shared by the map and its legend. Colours come from the theme (CSS classes in
 * dealer-map.css); the shapes tell the kinds apart too, not only the colours.
 */

const PIN_PATH =
  'M18 1.5C8.9 1.5 1.5 8.7 1.5 17.6c0 11.7 14.6 25.6 15.3 26.3a1.7 1.7 0 0 0 2.4 0c.7-.7 15.3-14.6 15.3-26.3C34.5 8.7 27.1 1.5 18 1.5z'

/** A dealer: a pin with its free vehicles; the selected one is larger and inverted. */
export function DealerPinGraphic({ count, selected }: { count: number; selected: boolean }) {
  return (
    <span className={`dealer-pin${selected ? ' dealer-pin--selected' : ''}`} aria-hidden="true">
      <svg className="dealer-pin__shape" viewBox="0 0 36 46" aria-hidden="true" focusable="false">
        <path d={PIN_PATH} />
      </svg>
      <span className="dealer-pin__count">{count > 99 ? '99+' : count}</span>
      {selected ? (
        <svg className="dealer-pin__check" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7.25" />
          <path d="m4.6 8.2 2.2 2.2 4.6-4.7" />
        </svg>
      ) : null}
    </span>
  )
}

/** Nearby dealers taken together: a disc with how many; grows a little with the count. */
export function ClusterGraphic({ count }: { count: number }) {
  const size = Math.round(38 + Math.min(18, Math.log2(count) * 4))
  return (
    <span className="dealer-cluster" style={{ width: size, height: size }} aria-hidden="true">
      {count}
    </span>
  )
}

/** The searched place: a dot in rings. */
export function PlaceGraphic() {
  return (
    <span className="searched-place" aria-hidden="true">
      <span className="searched-place__dot" />
    </span>
  )
}
