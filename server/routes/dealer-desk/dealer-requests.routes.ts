import { Hono } from 'hono'
import {
  DECIDED_LIMIT_DEFAULT,
  DecidedQuerySchema,
  DeskQuerySchema,
  UPCOMING_DAYS_DEFAULT,
  UpcomingQuerySchema,
} from '../../../src/contract/dealer-desk'
import { findByReservation } from '../../bookings/answer-deadline-store'
import { findDecision } from '../../bookings/decision-store'
import { requireDealerKey } from '../../dealers/require-dealer-key'
import { deskDealerOf } from '../../desk/desk-scope'
import { decidedRequests, pendingRequests } from '../../desk/desk-store'
import { toDecided, toDeskDetail, toDeskRequest } from '../../desk/desk-views'
import { upcomingMoves } from '../../desk/upcoming'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { decodeCursor, deskQuery, encodeCursor } from './desk-input'

/**
 * The dealer desk's requests (issue 33): the PENDING ones most urgent first, one in detail, the coming
 * pick-ups and returns of the confirmed ones, and the decided ones. For a staff session, a dealership's
 * key, or the operator naming a dealership (`?dealer=`); each reads its dealership's bookings only.
 */
export const dealerRequestsRoutes = new Hono<AppEnv>()
  .use('/requests', requireDealerKey)
  .use('/requests/*', requireDealerKey)
  .use('/upcoming', requireDealerKey)
  .use('/decided', requireDealerKey)
  .get('/requests', async (c) => {
    const query = deskQuery(c, DeskQuerySchema)
    const dealerId = await deskDealerOf(c, query.dealer)
    const now = c.var.clock.now()
    const rows = await pendingRequests(c.var.db, dealerId, {
      now,
      answerHours: c.var.config.dealerAnswerHours,
    })
    const data = { now: now.toISOString(), requests: rows.map(toDeskRequest) }
    return ok(c, data, translate('dealer.desk_requests', c.var.language))
  })
  .get('/requests/:reference', async (c) => {
    const query = deskQuery(c, DeskQuerySchema)
    const dealerId = await deskDealerOf(c, query.dealer)
    const now = c.var.clock.now()
    const asOf = { now, answerHours: c.var.config.dealerAnswerHours }
    const booking = await findByReservation(c.var.db, c.req.param('reference'), asOf, dealerId)
    if (!booking) throw httpError(c, 404, 'booking.not_found')
    const decision = await findDecision(c.var.db, booking.id)
    const detail = toDeskDetail(booking, decision as Record<string, unknown> | undefined, now)
    return ok(c, detail, translate('dealer.desk_request', c.var.language))
  })
  .get('/upcoming', async (c) => {
    const query = deskQuery(c, UpcomingQuerySchema)
    const dealerId = await deskDealerOf(c, query.dealer)
    const input = {
      dealerId,
      days: query.days ?? UPCOMING_DAYS_DEFAULT,
      answerHours: c.var.config.dealerAnswerHours,
    }
    const data = await upcomingMoves(c.var.db, input, c.var.clock.now())
    return ok(c, data, translate('dealer.desk_upcoming', c.var.language))
  })
  .get('/decided', async (c) => {
    const query = deskQuery(c, DecidedQuerySchema)
    const dealerId = await deskDealerOf(c, query.dealer)
    const after = decodeCursor(c, query.cursor)
    const limit = query.limit ?? DECIDED_LIMIT_DEFAULT
    const asOf = { now: c.var.clock.now(), answerHours: c.var.config.dealerAnswerHours }
    // One more than asked: whether a next page exists.
    const rows = await decidedRequests(c.var.db, dealerId, asOf, { limit: limit + 1, after })
    const page = rows.slice(0, limit)
    const last = page[page.length - 1]
    const next = rows.length > limit && last ? encodeCursor(last.decided_us, last.id) : null
    const data = { requests: page.map((row) => toDecided(row, row.decision_row)), next_cursor: next }
    return ok(c, data, translate('dealer.desk_decided', c.var.language))
  })
