import { decodeLockCode } from '../catalogue/lock-code'
import type { Queryable } from '../db/database'
import { checkPeriod, isPeriod, MAX_RENTAL_DAYS } from '../pricing/period'
import { Refusal } from '../refusal'
import type { ChangedPlates } from '../search/freshness'
import { expireLockNow, insertLock, isExclusionViolation, type Lock, releaseLock } from './hold-store'

/**
 * SPEC §7 time-slot locks as use cases: one live hold per vehicle and period, which the database
 * enforces (README.md in bookings/). Each reports the vehicle whose holds it changed. A lock and a
 * release are one statement each and commit on their own (`writeHoldsInOneStatement`); the expiry of
 * the dev calls runs in a transaction.
 */

/** Holds the vehicle and period a search's `time_slot_lock_code` names, for `ttlMinutes`. */
export async function lockSlot(
  db: Queryable,
  input: { userId: string; code: string; ttlMinutes: number },
  now: Date,
  changed: ChangedPlates,
): Promise<Lock> {
  const code = decodeLockCode(input.code)
  if (!code)
    throw new Refusal(400, 'lock.invalid_code', { errors: { time_slot_lock_code: ['lock.invalid_code'] } })
  const period = checkPeriod(code.start, code.end, now)
  if (!isPeriod(period)) {
    throw new Refusal(400, period.code, {
      errors: { [period.field]: [period.code] },
      params: { days: MAX_RENTAL_DAYS },
    })
  }
  try {
    const lock = await insertLock(db, {
      userId: input.userId,
      plate: code.plate,
      start: period.start,
      end: period.end,
      now,
      ttlMinutes: input.ttlMinutes,
    })
    if (lock === 'taken') throw new Refusal(409, 'lock.taken')
    if (!lock) throw new Refusal(404, 'vehicle.not_found')
    changed(code.plate)
    return lock
  } catch (error) {
    if (isExclusionViolation(error)) throw new Refusal(409, 'lock.taken')
    throw error
  }
}

/** Gives a lock up; only its owner, with its session id, can. */
export async function releaseSlot(
  db: Queryable,
  input: { userId: string; lockId: string; sessionId: string },
  changed: ChangedPlates,
): Promise<void> {
  const plate = await releaseLock(db, input.userId, input.lockId, input.sessionId)
  if (!plate) throw new Refusal(404, 'lock.not_found')
  changed(plate)
}

/** Ends a live lock now, as the clock would once its time is up (outside production only). */
export async function expireSlotNow(tx: Queryable, lockId: string, now: Date, changed: ChangedPlates) {
  const lock = await expireLockNow(tx, lockId, now)
  if (lock) changed(lock.license_plate)
  return lock
}
