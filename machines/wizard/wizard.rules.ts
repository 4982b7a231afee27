import { assertEvent } from 'xstate'
import type { SlotHoldEvent } from '../slot-hold/slot-hold.types'
import type { ChosenOption, WizardContext, WizardError, WizardEvent, WizardVehicle } from './wizard.types'

/** The wizard's own rules, as pure functions of its context and events (wizard.machine.ts names them). */

/** What a new search forgets of the selection (a cleared selection forgets its search too). */
export const SEARCH_CLEARED = { vehicle: null, options: [], bookingId: null, reservationNumber: null }

/** The chosen extras with the event's one added, or removed when already chosen. */
export function toggledOptions(options: ChosenOption[], event: WizardEvent): ChosenOption[] {
  assertEvent(event, 'options.toggle')
  const chosen = options.some((item) => item.code === event.option.code)
  return chosen ? options.filter((item) => item.code !== event.option.code) : [...options, event.option]
}

/** The booking checkout orders: the form's details with the selection (tab4 is reached with a vehicle). */
export function bookingOrder({
  context,
  event,
}: {
  context: WizardContext
  event: WizardEvent
}): SlotHoldEvent {
  assertEvent(event, 'booking.submit')
  const { vehicle, options, filters } = context
  return {
    type: 'hold.book',
    order: { details: event.details, vehicle: vehicle as WizardVehicle, options, filters },
  }
}

/** The lock checkout asks the hold for: the selected vehicle's lock code. */
export const lockCode = ({ context }: { context: WizardContext }): SlotHoldEvent => ({
  type: 'hold.take',
  code: context.vehicle?.time_slot_lock_code ?? '',
})

/** Why the hold's last request failed, as the step shows it. */
export function errorOf(event: WizardEvent): WizardError {
  assertEvent(event, ['hold.refused', 'hold.bookingFailed'])
  return { during: event.type === 'hold.refused' ? 'lock' : 'booking', failure: event.failure }
}
