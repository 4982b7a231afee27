import { Hono } from 'hono'
import * as v from 'valibot'
import {
  LockIdSchema,
  LockRequestSchema,
  LockStatusQuerySchema,
  UnlockRequestSchema,
} from '../../../src/contract/bookings'
import { requireAuth } from '../../auth/require-auth'
import { findLiveLock } from '../../holds/hold-store'
import { lockSlot, releaseSlot } from '../../holds/slots'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { writeHoldsInOneStatement } from '../../search/freshness'

/** SPEC §7 time slot locks: one live hold per vehicle and period, enforced by the database. */
export const locksRoutes = new Hono<AppEnv>()
  .post('/lock-time-slots', requireAuth, async (c) => {
    const input = await readJson(c, LockRequestSchema)
    const minutes = c.var.config.lockTtlMinutes
    const request = { userId: c.var.auth.userId, code: input.time_slot_lock_code, ttlMinutes: minutes }
    const now = c.var.clock.now()
    const lock = await writeHoldsInOneStatement(c.var, (db, changed) => lockSlot(db, request, now, changed))
    return ok(
      c,
      { time_slot_lock_id: lock.id, session_id: lock.sessionId, expires_at: lock.expiresAt.toISOString() },
      translate('lock.locked', c.var.language, { minutes }),
      201,
    )
  })
  .get('/lock-time-slots/:id', requireAuth, async (c) => {
    const id = v.safeParse(LockIdSchema, c.req.param('id'))
    const query = v.safeParse(LockStatusQuerySchema, c.req.query())
    if (!id.success || !query.success) throw httpError(c, 404, 'lock.not_found')
    const lock = await findLiveLock(c.var.db, {
      userId: c.var.auth.userId,
      lockId: id.output,
      sessionId: query.output.session_id,
      now: c.var.clock.now(),
    })
    if (!lock) throw httpError(c, 404, 'lock.not_found')
    return ok(c, {
      time_slot_lock_id: lock.id,
      session_id: lock.sessionId,
      expires_at: lock.expiresAt.toISOString(),
    })
  })
  .post('/unlock-time-slots', requireAuth, async (c) => {
    const input = await readJson(c, UnlockRequestSchema)
    const request = {
      userId: c.var.auth.userId,
      lockId: input.time_slot_lock_id,
      sessionId: input.session_id,
    }
    await writeHoldsInOneStatement(c.var, (db, changed) => releaseSlot(db, request, changed))
    return ok(c, { time_slot_lock_id: input.time_slot_lock_id }, translate('lock.released', c.var.language))
  })
