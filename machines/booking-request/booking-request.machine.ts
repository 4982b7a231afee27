import type { BookingCreated, CreateBookingInput } from '../../src/contract/booking-calls'
import { outlivingRequest } from '../outliving-request/outliving-request.machine'

/**
 * The booking request of SPEC §4 (create_booking with the held slot): a request that outlives leaving.
 * The slot hold invokes it with the held slot and reads its outcome: a booking made stands even when the
 * customer has left; a failed one releases the slot when they have, or says why when they have not. The
 * app provides `request` (src/app/actors.ts); its answer comes back as `createBooking`.
 */
export const bookingRequestMachine = outlivingRequest<CreateBookingInput, BookingCreated>(
  'bookingRequest',
  'createBooking',
)

export type BookingRequestMachine = typeof bookingRequestMachine
