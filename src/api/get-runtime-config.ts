import ky from 'ky'
import * as v from 'valibot'
import { type RuntimeConfig, RuntimeConfigResponseSchema } from '../contract/system'

/** How long the start waits for the settings, as for any call (ky's 10 s), counted from the page's start. */
const WAIT_MS = 10_000
/** What it waits at least, once its scripts came late. */
const LAST_WAIT_MS = 2_000

/**
 * Runtime settings come from the serving origin, before the API client exists. index.html asks for them
 * as it is read (a preload this call takes up), long before the scripts run on a slow connection: the
 * wait counts from then, so a page whose settings never come says so after 10 s, not 10 s after its
 * scripts arrived.
 */
export async function getRuntimeConfig(): Promise<RuntimeConfig> {
  const timeout = Math.max(LAST_WAIT_MS, WAIT_MS - performance.now())
  const body = await ky.get('/api/v1/config', { retry: 2, timeout }).json()
  return v.parse(RuntimeConfigResponseSchema, body).data
}
