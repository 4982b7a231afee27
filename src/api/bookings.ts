import * as v from 'valibot'
import { LockResponseSchema, UnlockResponseSchema } from '../contract/bookings'
import { http } from './http'

/** POST /bookings/lock-time-slots: holds the vehicle's period for this user (SPEC §7). */
export async function lockTimeSlot(timeSlotLockCode: string) {
  const body = await http()
    .post('bookings/lock-time-slots', { json: { time_slot_lock_code: timeSlotLockCode } })
    .json()
  return v.parse(LockResponseSchema, body).data
}

/** POST /bookings/unlock-time-slots: releases a held slot with its unlock code and session id. */
export async function unlockTimeSlot(lock: { time_slot_lock_id: string; session_id: string }): Promise<void> {
  const body = await http().post('bookings/unlock-time-slots', { json: lock }).json()
  v.parse(UnlockResponseSchema, body)
}
