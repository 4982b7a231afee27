import type { GrantedLock } from '../../src/contract/booking-calls'
import { outlivingRequest } from '../outliving-request/outliving-request.machine'

/**
 * The slot lock request of SPEC §4 (lock_time_slot): a request that outlives leaving. The slot hold
 * invokes it; a lock the server grants after the customer has left is released. The app provides
 * `request` (src/app/actors.ts); its answer comes back as `lockTimeSlot`.
 */
export const lockRequestMachine = outlivingRequest<{ time_slot_lock_code: string }, GrantedLock>(
  'lockRequest',
  'lockTimeSlot',
)
