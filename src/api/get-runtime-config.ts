import ky from 'ky'
import * as v from 'valibot'
import { type RuntimeConfig, RuntimeConfigResponseSchema } from '../contract/system'

/** Runtime settings come from the serving origin, before the API client exists. */
export async function getRuntimeConfig(): Promise<RuntimeConfig> {
  const body = await ky.get('/api/v1/config', { retry: 2, timeout: 10_000 }).json()
  return v.parse(RuntimeConfigResponseSchema, body).data
}
