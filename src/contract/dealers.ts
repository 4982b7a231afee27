import * as v from 'valibot'
import { envelope } from './envelope'

/** SPEC §3 Dealer map point. */
export const DealerPointSchema = v.object({
  name: v.string(),
  city: v.string(),
  address: v.string(),
  telephone: v.string(),
  lat: v.number(),
  lng: v.number(),
})
export type DealerPoint = v.InferOutput<typeof DealerPointSchema>
export const DealersResponseSchema = envelope(v.array(DealerPointSchema))
