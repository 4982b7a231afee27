import { useMemo } from 'react'
import Supercluster from 'supercluster'
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from './dealer-map.config'
import type { Bounds, PlacedDealer } from './dealer-map.types'

type PointProps = { index: number }

export type MapItem =
  | { kind: 'cluster'; id: number; count: number; lng: number; lat: number }
  | ({ kind: 'dealer' } & PlacedDealer)

/** What the map shows, as of its last `moveend`. */
export type Viewport = { bounds: Bounds; zoom: number }

export type DealerIndex = {
  /** Clusters and lone dealers inside the view. */
  items(view: Viewport): MapItem[]
  /** The zoom a cluster opens at. */
  expansionZoom(clusterId: number): number
  /** The least zoom, from `from` on, at which a dealer's pin stands alone. */
  revealZoom(dealerId: string, from: number): number
}

/** A supercluster index over the placed dealers (SPEC §9: 60 px radius). */
export function useDealerIndex(placed: PlacedDealer[]): DealerIndex {
  return useMemo(() => {
    const index = new Supercluster<PointProps>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM })
    index.load(
      placed.map(({ lng, lat }, i) => ({
        type: 'Feature' as const,
        properties: { index: i },
        geometry: { type: 'Point' as const, coordinates: [lng, lat] },
      })),
    )
    const items = ({ bounds, zoom }: Viewport): MapItem[] =>
      index.getClusters(bounds, Math.floor(zoom)).flatMap((feature): MapItem[] => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates
        const props = feature.properties
        if ('cluster' in props && props.cluster)
          return [{ kind: 'cluster', id: props.cluster_id, count: props.point_count, lng, lat }]
        const dealer = placed[(props as PointProps).index]
        return dealer ? [{ kind: 'dealer', ...dealer }] : []
      })
    const revealZoom = (dealerId: string, from: number) => {
      const dealer = placed.find((p) => p.dealer.dealer_id === dealerId)
      if (!dealer) return from
      const near: Bounds = [dealer.lng - 1e-6, dealer.lat - 1e-6, dealer.lng + 1e-6, dealer.lat + 1e-6]
      for (let zoom = Math.floor(from); zoom <= CLUSTER_MAX_ZOOM; zoom++) {
        const alone = items({ bounds: near, zoom }).some(
          (item) => item.kind === 'dealer' && item.dealer.dealer_id === dealerId,
        )
        if (alone) return Math.max(zoom, from)
      }
      return CLUSTER_MAX_ZOOM + 1
    }
    return { items, expansionZoom: (id) => index.getClusterExpansionZoom(id), revealZoom }
  }, [placed])
}
