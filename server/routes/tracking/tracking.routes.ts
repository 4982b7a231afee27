import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import * as v from 'valibot'
import {
  TRACKING_COOKIE,
  TRACKING_ERROR,
  TRACKING_SESSION_DAYS,
  TrackingEventRequestSchema,
} from '../../../src/contract/tracking'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { insertTrackingEvent, insertTrackingSession } from '../../tracking/tracking-store'

const DAY_MS = 86_400_000
const Uuid = v.pipe(v.string(), v.uuid())

/** Anonymous analytics (SPEC §4): a session created once, then events such as page_view. */
export const trackingRoutes = new Hono<AppEnv>()
  .post('/init-session', async (c) => {
    const id = randomUUID()
    const now = c.var.clock.now()
    await insertTrackingSession(c.var.db, id, now, new Date(now.getTime() + TRACKING_SESSION_DAYS * DAY_MS))
    setCookie(c, TRACKING_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:' || c.var.config.env === 'production',
      maxAge: TRACKING_SESSION_DAYS * 86_400,
    })
    return ok(c, { session_id: id }, translate('common.ok', c.var.language), 201)
  })
  .post('/', async (c) => {
    const input = await readJson(c, TrackingEventRequestSchema)
    // The body wins, then the header, then the cookie: a client that names a session means it.
    const sessionId = input.session_id ?? c.req.header('x-session-id') ?? getCookie(c, TRACKING_COOKIE)
    if (sessionId === undefined || !v.is(Uuid, sessionId)) {
      throw httpError(c, 400, 'common.validation_failed', {
        errors: { session_id: [TRACKING_ERROR.sessionId] },
      })
    }
    const now = c.var.clock.now()
    const eventId = randomUUID()
    const event = {
      id: eventId,
      sessionId: sessionId.toLowerCase(),
      eventType: input.event_type,
      metadata: input.metadata,
    }
    if (!(await insertTrackingEvent(c.var.db, event, now))) {
      throw httpError(c, 400, 'tracking.session_unknown', {
        errors: { session_id: [TRACKING_ERROR.sessionId] },
      })
    }
    return ok(c, { event_id: eventId }, translate('tracking.recorded', c.var.language), 201)
  })
