import type { EventObject } from 'xstate'

/**
 * The wizard machine as its browser paths see it: the events with the samples the paths carry, and the
 * stored data a path starts from.
 */

/** The samples stand for what the page really holds: the first vehicle card, the first extra, etc. */
export const WIZARD_EVENTS = [
  { type: 'search.start' },
  { type: 'tab.select', tab: 'tab1' },
  { type: 'tab.select', tab: 'tab2' },
  { type: 'tab.select', tab: 'tab3' },
  { type: 'tab.select', tab: 'tab4' },
  { type: 'vehicle.select', vehicle: 'first card', filters: 'searched' },
  { type: 'vehicle.book' },
  { type: 'options.toggle', option: { code: 'first extra' } },
  { type: 'options.skip' },
  { type: 'options.continue' },
  { type: 'booking.submit', details: 'filled in' },
  { type: 'hold.renew' },
  { type: 'success.resume' },
  { type: 'wizard.leave' },
  { type: 'visit.reset' },
  { type: 'session.loggedIn' },
  { type: 'session.loggedOut' },
  {
    type: 'xstate.done.actor.lockTimeSlot',
    output: { time_slot_lock_id: 'L', session_id: 'S', expires_at: 'T' },
  },
  { type: 'xstate.error.actor.lockTimeSlot', error: 'no answer' },
  { type: 'xstate.done.actor.unlockTimeSlot' },
  { type: 'xstate.error.actor.unlockTimeSlot', error: 'no answer' },
  { type: 'xstate.done.actor.getHold', output: { expires_at: 'T' } },
  { type: 'xstate.done.actor.getHold', output: null },
  { type: 'xstate.error.actor.getHold', error: 'no answer' },
  { type: 'xstate.done.actor.waitForHoldExpiry' },
  { type: 'xstate.done.actor.createBooking', output: { booking_id: 'B', appointment_id: 'N' } },
  { type: 'xstate.error.actor.createBooking', error: { code: 'booking.lock_required' } },
  { type: 'xstate.error.actor.createBooking', error: 'no answer' },
  { type: 'xstate.done.actor.findReservationNumber', output: 'N' },
  { type: 'xstate.error.actor.findReservationNumber', error: 'no answer' },
] as EventObject[]

const EMPTY = {
  vehicle: null,
  options: [],
  filters: null,
  unlockCode: null,
  sessionId: null,
  bookingId: null,
  hasToken: true,
}

/**
 * Where a path starts (the machine's input is what storage holds when the app starts): a logged-in
 * customer, a visitor, and a customer whose chosen vehicle, hold or booking a reload left stored (the
 * hold and the booking made for real through the API).
 */
export const WIZARD_INPUTS = {
  customer: EMPTY,
  visitor: { ...EMPTY, hasToken: false },
  chosen: { ...EMPTY, vehicle: 'first card', filters: 'searched' },
  holding: { ...EMPTY, vehicle: 'first card', filters: 'searched', unlockCode: 'L', sessionId: 'S' },
  booked: { ...EMPTY, vehicle: 'first card', filters: 'searched', bookingId: 'B' },
}
export type StartName = keyof typeof WIZARD_INPUTS
