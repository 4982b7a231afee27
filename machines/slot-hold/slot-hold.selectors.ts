import type { SnapshotFrom } from 'xstate'
import type { SlotHoldMachine } from './slot-hold.machine'

type Snapshot = SnapshotFrom<SlotHoldMachine>

/** The hold is asking the server for the slot (a first lock, or holding it again). */
export const selectIsLocking = (snapshot: Snapshot) => snapshot.hasTag('status:locking')
/** The booking made with the held slot is on its way. */
export const selectIsBooking = (snapshot: Snapshot) => snapshot.hasTag('status:booking')
/** A request the step waits for (lock or booking): its buttons are off meanwhile. */
export const selectIsBusy = (snapshot: Snapshot) => selectIsLocking(snapshot) || selectIsBooking(snapshot)
/** The hold is being checked with the server (after a reload, or when its time has come). */
export const selectIsChecking = (snapshot: Snapshot) => snapshot.hasTag('status:checking')
/** The held slot ran out (the server's clock): checkout offers to hold it again or go back. */
export const selectHasEnded = (snapshot: Snapshot) => snapshot.hasTag('status:expired')
/** When the server releases the held slot, once known. */
export const selectExpiresAt = (snapshot: Snapshot) => snapshot.context.expiresAt
/** The held slot as storage keeps it (`unlock_code`, `session_id`), or nulls. */
export const selectUnlockCode = (snapshot: Snapshot) => snapshot.context.unlockCode
export const selectSessionId = (snapshot: Snapshot) => snapshot.context.sessionId
