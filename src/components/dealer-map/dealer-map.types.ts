import type { ResultsDealer } from '../../../machines/results/results.types'

/** A dealer with free vehicles for the search, as the map shows it. */
export type MapDealer = ResultsDealer

export type LatLng = { lat: number; lng: number }

export type DealerMapProps = {
  dealers: MapDealer[]
  /** The dealer the results are filtered to: its pin stands out and never joins a cluster. */
  selectedDealerId: string | null
  /** The searched place: the map opens on it at the default zoom and marks it. */
  center: LatLng | null
  styleUrl: string
  onSelect(dealerId: string): void
  onClearSelection(): void
}

/** A dealer where its pin stands: dealers sharing one point are fanned out a little. */
export type PlacedDealer = { dealer: MapDealer; lng: number; lat: number }

/** West, south, east, north. */
export type Bounds = [number, number, number, number]
