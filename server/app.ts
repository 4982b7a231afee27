import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { readDrawingHints } from '../src/contract/drawing-hints'
import { isDatabaseUnavailable } from './db/database'
import type { AppDeps, AppEnv } from './http/context'
import { fail, HttpError } from './http/envelope'
import { drawnPageHtml, isFilePath, pageHtml } from './http/first-paint'
import { detectLanguage } from './http/language'
import { liveTab1 } from './http/live-page'
import { readTimezone, requireApiKey } from './http/middleware'
import { securityHeaders } from './http/security-headers'
import { serverTiming } from './http/server-timing'
import { refuseUnsafeUrl } from './http/validate'
import { translate } from './i18n/messages'
import { Refusal } from './refusal'
import { authRoutes } from './routes/auth/auth.routes'
import { passwordRoutes } from './routes/auth/password.routes'
import { bookingsRoutes } from './routes/bookings/bookings.routes'
import { calendarFileRoutes } from './routes/bookings/calendar.routes'
import { createBookingRoutes } from './routes/bookings/create.routes'
import { locksRoutes } from './routes/bookings/locks.routes'
import { countriesRoutes } from './routes/countries/countries.routes'
import { dealerAdminRoutes } from './routes/dealer-admin/dealer-admin.routes'
import { dealerRequestsRoutes } from './routes/dealer-desk/dealer-requests.routes'
import { dealerVehiclesRoutes } from './routes/dealer-desk/dealer-vehicles.routes'
import { dealerLinksRoutes } from './routes/dealer-links/dealer-links.routes'
import { dealerAuthRoutes } from './routes/dealer-staff/dealer-auth.routes'
import { dealerStaffRoutes } from './routes/dealer-staff/dealer-staff.routes'
import { staffInvitationRoutes } from './routes/dealer-staff/staff-invitations.routes'
import { dealersRoutes } from './routes/dealers/dealers.routes'
import { devClockRoutes } from './routes/dev/clock.routes'
import { devLocksRoutes } from './routes/dev/locks.routes'
import { devOutboxRoutes } from './routes/dev/outbox.routes'
import { openApiRoutes } from './routes/openapi/openapi.routes'
import { operatorRoutes } from './routes/operator/operator.routes'
import { placesRoutes } from './routes/places/places.routes'
import { receiptFileRoutes } from './routes/receipts/receipts.routes'
import { systemRoutes } from './routes/system/system.routes'
import { trackingRoutes } from './routes/tracking/tracking.routes'
import { addressesRoutes } from './routes/users/addresses.routes'
import { usersRoutes } from './routes/users/users.routes'
import { vehicleModelsRoutes } from './routes/vehicle-models/vehicle-models.routes'
import { vehicleImageRoutes } from './routes/vehicles/vehicle-images.routes'
import { vehiclesRoutes } from './routes/vehicles/vehicles.routes'

export const API_PREFIX = '/api/v1'
const MAX_BODY_BYTES = 64 * 1024

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use('*', async (c, next) => {
    c.set('db', deps.db)
    c.set('config', deps.config)
    c.set('clock', deps.clock)
    c.set('logger', deps.logger)
    c.set('mailer', deps.mailer)
    c.set('search', deps.search)
    c.set('sessions', deps.sessions)
    await next()
  })
  if (deps.config.serverTiming) app.use('*', serverTiming(deps))
  app.use('*', securityHeaders(deps.config))
  app.use('*', compress())

  const api = new Hono<AppEnv>()
  // The language first: every refusal, the key's and the time zone's too, is in the caller's language.
  api.use('*', detectLanguage, requireApiKey, readTimezone, refuseUnsafeUrl)
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The rest of the body is not read, so the connection cannot carry another request: say so.
    onError: (c) => {
      c.header('Connection', 'close')
      return fail(
        c,
        413,
        translate('http.body_too_large', c.var.language, { kilobytes: MAX_BODY_BYTES / 1024 }),
      )
    },
  })
  // The server never reads the body of a GET or HEAD, and asking for it (as bodyLimit does) makes
  // @hono/node-server build a full web Request for every call.
  api.use('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)))
  // Each resource at its own prefix; the system calls and the OpenAPI document at the root.
  api.route('/', systemRoutes)
  api.route('/', openApiRoutes)
  api.route('/auth', authRoutes)
  api.route('/auth', passwordRoutes)
  api.route('/user', usersRoutes)
  api.route('/user', addressesRoutes)
  api.route('/countries', countriesRoutes)
  api.route('/vehicle-models', vehicleModelsRoutes)
  api.route('/tracking', trackingRoutes)
  api.route('/dev', devOutboxRoutes)
  api.route('/dev', devLocksRoutes)
  api.route('/dev', devClockRoutes)
  api.route('/vehicles', vehiclesRoutes)
  api.route('/dealers', dealersRoutes)
  api.route('/places', placesRoutes)
  api.route('/bookings', locksRoutes)
  api.route('/bookings', createBookingRoutes)
  api.route('/bookings', bookingsRoutes)
  api.route('/dealer/auth', dealerAuthRoutes)
  api.route('/dealer/links', dealerLinksRoutes)
  api.route('/dealer', dealerAdminRoutes)
  api.route('/dealer', dealerStaffRoutes)
  api.route('/dealer', dealerRequestsRoutes)
  api.route('/dealer', dealerVehiclesRoutes)
  api.route('/operator', operatorRoutes)
  api.route('/operator', staffInvitationRoutes)
  app.route(API_PREFIX, api)
  // Opened by <img> and new tabs, which send no x-api-key: outside /api/v1.
  app.route('/', vehicleImageRoutes)
  app.route('/', receiptFileRoutes)
  app.route('/', calendarFileRoutes)

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
      return fail(c, error.status, error.message, error.errors)
    }
    if (error instanceof Refusal) {
      const { errors, params, headers } = error.details
      for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value)
      return fail(c, error.status, translate(error.code, c.var.language ?? 'en', params), errors)
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (stopped, failing over, too slow): a retryable 503, and the process stays up.
      deps.logger.error('Database unavailable', {
        path: c.req.path,
        method: c.req.method,
        error: String(error),
      })
      c.header('Retry-After', '5')
      return fail(c, 503, translate('common.service_unavailable', c.var.language ?? 'en'))
    }
    deps.logger.error('Unhandled error', { path: c.req.path, method: c.req.method, error: String(error) })
    return fail(c, 500, translate('http.internal_error', c.var.language ?? 'en'))
  })

  mountSpa(app, deps)
  app.notFound((c) =>
    c.req.path.startsWith(`${API_PREFIX}/`)
      ? fail(c, 404, noSuchCall(c, c.req.method))
      : c.text(translate('http.file_not_found', 'en'), 404),
  )
  return app
}

/** The 404 of an unknown API call, in the caller's language. */
const noSuchCall = (c: Context<AppEnv>, method: string) =>
  translate('http.no_such_call', c.var.language ?? 'en', { method, path: c.req.path })

/**
 * The built SPA on the same origin; unknown paths get index.html so deep links work, except paths to a
 * file (with an extension, or hidden: `/.env`, `/.git/config`), which the app never has.
 */
function mountSpa(app: Hono<AppEnv>, deps: AppDeps) {
  const { staticDir } = deps.config
  const indexFile = path.join(staticDir, 'index.html')
  const tab1 = liveTab1(app, staticDir, deps.logger, deps.config.logLevel)
  // Read again only when a build has replaced it.
  let index: { changed: number; html: string } | undefined
  const readIndex = () => {
    const changed = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs
    if (changed === undefined) return undefined
    if (index?.changed !== changed) index = { changed, html: readFileSync(indexFile, 'utf8') }
    return index.html
  }
  const page = async (c: Context<AppEnv>) => {
    // Pages wait for the API: the calls read in the same turn of the event loop are answered first, so a
    // flood of page requests delays an API call by the reading of those requests, not by their answers.
    await new Promise((resolve) => setImmediate(resolve))
    const indexHtml = readIndex()
    if (indexHtml === undefined) {
      return c.text(translate('http.app_not_built', 'en'), 503)
    }
    c.header('Cache-Control', 'no-cache')
    // Said before the answer is made: compress() would otherwise add it to the finished answer, which
    // makes Hono rebuild it as a streamed Response, a third of a page answer's cost (a flood of tab1 links).
    c.header('Vary', 'Accept-Encoding')
    const cookies = c.req.header('cookie') ?? ''
    // HEAD is answered with the undrawn page's headers: nothing is drawn for a page nobody reads.
    // tab1's calls, made while it is drawn in a worker, come back to this same app.
    const drawn =
      c.req.method === 'HEAD'
        ? undefined
        : await tab1.draw(
            new URL(c.req.url),
            c.req.header('user-agent') ?? '',
            readDrawingHints(cookies),
            (request) => app.fetch(request),
          )
    if (drawn) return c.html(drawnPageHtml(indexHtml, { ...drawn, cookies }))
    return c.html(pageHtml(staticDir, indexHtml, c.req.path, cookies))
  }
  // The landing page is a route of the app with a first paint of its own, not the bare index.html.
  app.get('/', page)
  const files = serveStatic<AppEnv>({
    root: staticDir,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are, never recompressed.
    precompressed: true,
    onFound: (filePath, c) => {
      const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.(js|css|woff2|svg|png)(\.br|\.gz)?$/.test(
        filePath,
      )
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      // The map's base geodata is JSON: served as such, it is compressed like the rest.
      if (/\.geojson(\.br|\.gz)?$/.test(filePath)) c.header('Content-Type', 'application/json')
    },
  })
  // Every file the build writes has an extension; the app's routes go straight to their page, without a
  // look on the disk first.
  app.use('*', (c, next) => (isFilePath(c.req.path) ? files(c, next) : next()))
  app.get('*', async (c) => {
    if (c.req.path.startsWith(`${API_PREFIX}/`)) return fail(c, 404, noSuchCall(c, 'GET'))
    if (isFilePath(c.req.path)) return c.text(translate('http.file_not_found', 'en'), 404)
    return page(c)
  })
}
