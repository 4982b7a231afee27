import { Hono } from 'hono'
import * as v from 'valibot'
import {
  LockIdSchema,
  LockRequestSchema,
  LockStatusQuerySchema,
  UnlockRequestSchema,
} from '../../../src/contract/bookings'
import { requireAuth } from '../../auth/require-auth'
import { decodeLockCode } from '../../catalogue/lock-code'
import { vehicleExists } from '../../catalogue/vehicle-store'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { requirePeriod } from '../vehicles/vehicles.routes'
import { findLiveLock, insertLock, isExclusionViolation, releaseLock } from './holds'

/** SPEC §7 time slot locks: one live hold per vehicle and period, enforced by the database. */
export const locksRoutes = new Hono<AppEnv>()
  .post('/lock-time-slots', requireAuth, async (c) => {
    const input = await readJson(c, LockRequestSchema)
    const code = decodeLockCode(input.time_slot_lock_code)
    if (!code)
      throw httpError(c, 400, 'lock.invalid_code', { errors: { time_slot_lock_code: ['lock.invalid_code'] } })
    const period = requirePeriod(c, code.start, code.end)
    if (!(await vehicleExists(c.var.db, code.plate))) throw httpError(c, 404, 'vehicle.not_found')
    const minutes = c.var.config.lockTtlMinutes
    try {
      const lock = await insertLock(c.var.db, {
        userId: c.var.auth.userId,
        plate: code.plate,
        start: period.start,
        end: period.end,
        now: c.var.clock.now(),
        ttlMinutes: minutes,
      })
      await c.var.search.refreshPlates([code.plate])
      return ok(
        c,
        { time_slot_lock_id: lock.id, session_id: lock.sessionId, expires_at: lock.expiresAt.toISOString() },
        translate('lock.locked', c.var.language, { minutes }),
        201,
      )
    } catch (error) {
      if (isExclusionViolation(error)) throw httpError(c, 409, 'lock.taken')
      throw error
    }
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
    const released = await releaseLock(c.var.db, c.var.auth.userId, input.time_slot_lock_id, input.session_id)
    if (!released) throw httpError(c, 404, 'lock.not_found')
    await c.var.search.refreshPlates([released])
    return ok(c, { time_slot_lock_id: input.time_slot_lock_id }, translate('lock.released', c.var.language))
  })
