import ky, { type KyInstance } from 'ky'
import { INITIAL_LANGUAGE } from '../contract/language'
import type { RuntimeConfig } from '../contract/system'
import { read } from '../storage/storage'

/** Paths that carry the Bearer token (SPEC §6). */
const BEARER_PATHS = [
  /^bookings(\/|$)/,
  /^user\/preferences\//,
  /^user\/addresses\//,
  /^user$/,
  /^auth\/(refresh-token|logout|reset-password|change-password)$/,
]

export function needsBearer(path: string): boolean {
  return BEARER_PATHS.some((pattern) => pattern.test(path))
}

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Rome'
  } catch {
    return 'Europe/Rome'
  }
}

let client: KyInstance | undefined
let onTokenRejected: (() => void) | undefined

/** Who hears that the server refused the Bearer token (expired or revoked): the session. */
export function whenTokenRejected(listener: () => void): void {
  onTokenRejected = listener
}

/** The refresh and logout calls end the session themselves when their token is refused. */
const SESSION_PATHS = /^auth\/(refresh-token|logout)$/

let onDeskTokenRejected: (() => void) | undefined

/** Who hears that the server refused a dealer desk token (`ds_…`): the desk session, never the customer's. */
export function whenDeskTokenRejected(listener: () => void): void {
  onDeskTokenRejected = listener
}

/** The desk's own refresh and logout end its session themselves; the emailed links carry no token. */
const DESK_SESSION_PATHS = /^dealer\/auth\//

/**
 * Where the calls go: the page's own origin in the browser; on the server, while it draws a page
 * (src/prerender/live-page.tsx), its own app, called in process.
 */
type Transport = { origin: string; fetch?: typeof fetch }

/** The one HTTP client of the SPA, set up from the server's runtime settings. */
export function configureHttp(
  config: RuntimeConfig,
  transport: Transport = { origin: window.location.origin },
): KyInstance {
  const base = new URL(config.api_base_url.replace(/\/?$/, '/'), transport.origin)
  client = ky.create({
    prefixUrl: base.toString(),
    ...(transport.fetch ? { fetch: transport.fetch } : {}),
    headers: { 'x-api-key': config.api_key, 'X-Timezone': browserTimezone() },
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          const path = new URL(request.url).pathname.slice(base.pathname.length)
          // Server messages come back in the customer's language.
          request.headers.set('Accept-Language', read('language') ?? INITIAL_LANGUAGE)
          const token = read('access_token')
          if (token && needsBearer(path)) request.headers.set('Authorization', `Bearer ${token}`)
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status !== 401 || !request.headers.has('Authorization')) return
          const path = new URL(request.url).pathname.slice(base.pathname.length)
          // A dealer call carries a desk token: its refusal ends the desk's session, not the customer's.
          if (path.startsWith('dealer/')) {
            if (!DESK_SESSION_PATHS.test(path)) onDeskTokenRejected?.()
            return
          }
          if (!SESSION_PATHS.test(path)) onTokenRejected?.()
        },
      ],
    },
  })
  return client
}

export function http(): KyInstance {
  if (!client) throw new Error('The HTTP client is used before the runtime settings were loaded.')
  return client
}
