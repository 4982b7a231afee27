import { Hono } from 'hono'
import { BookingRequestSchema } from '../../../src/contract/bookings'
import { requireAuth } from '../../auth/require-auth'
import { placeBooking } from '../../bookings/place-booking'
import type { AppEnv } from '../../http/context'
import { readJson } from '../../http/validate'
import { writeHolds } from '../../search/freshness'
import { idempotencyKey } from './idempotency-key'
// The phone and postal code rules whole: this module's forms take them (rules.ts, NumberingPlans).
import '../../../src/contract/numbering-plans'

/**
 * SPEC §7 POST /bookings: consumes the caller's live lock and creates a PENDING booking in one
 * transaction, at the server's prices (`placeBooking`). With Idempotency-Key, a retry answers the
 * first result.
 */
export const createBookingRoutes = new Hono<AppEnv>().post('/', requireAuth, async (c) => {
  const key = idempotencyKey(c)
  const request = await readJson(c, BookingRequestSchema)
  const input = {
    request,
    userId: c.var.auth.userId,
    language: request.language ?? c.var.language,
    idempotencyKey: key,
    linkOrigin: c.var.config.linkOrigin,
    linkSecret: c.var.config.receiptSecret,
    answerHours: c.var.config.dealerAnswerHours,
  }
  const now = c.var.clock.now()
  const placed = await writeHolds(c.var, (tx, changed) => placeBooking(tx, input, now, changed))
  if (placed.email) c.var.mailer.deliver(placed.email)
  for (const email of placed.dealerEmails ?? []) c.var.mailer.deliver(email)
  if (placed.replayed) c.header('Idempotent-Replayed', 'true')
  return c.json(placed.answer.body as Record<string, unknown>, placed.answer.status as 201)
})
