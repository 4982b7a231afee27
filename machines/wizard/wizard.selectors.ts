import type { SnapshotFrom } from 'xstate'
import type { WizardMachine } from './wizard.machine'
import { WIZARD_TABS, type WizardTab } from './wizard.types'

type Snapshot = SnapshotFrom<WizardMachine>

/** The step the wizard shows (the route the URL bridge keeps in sync), or null outside the flow. */
export function selectStep(snapshot: Snapshot): WizardTab | 'success' | null {
  if (snapshot.hasTag('step:success')) return 'success'
  return WIZARD_TABS.find((tab) => snapshot.hasTag(`step:${tab}`)) ?? null
}

export const selectNeedsLogin = (snapshot: Snapshot) => snapshot.hasTag('status:needsLogin')
/** The customer left: the hold settles a request still in flight and releases the slot. */
export const selectIsSettling = (snapshot: Snapshot) => snapshot.hasTag('status:settling')
/**
 * The slot hold (machines/slot-hold): its snapshot is its own, so a view selects from it
 * (slot-hold.selectors.ts) with `useSelector(hold, …)`; the wizard's snapshot does not change with it.
 */
export const selectHold = (snapshot: Snapshot) => snapshot.context.hold
export const selectError = (snapshot: Snapshot) => snapshot.context.error
export const selectVehicle = (snapshot: Snapshot) => snapshot.context.vehicle
export const selectOptions = (snapshot: Snapshot) => snapshot.context.options
export const selectFilters = (snapshot: Snapshot) => snapshot.context.filters
export const selectBookingId = (snapshot: Snapshot) => snapshot.context.bookingId
/** The reservation number; null while it is being looked up after a reload, the booking id if not found. */
export const selectReservationNumber = (snapshot: Snapshot) =>
  snapshot.hasTag('status:findingNumber')
    ? null
    : (snapshot.context.reservationNumber ?? snapshot.context.bookingId)

/**
 * Whether a step tab really moves the wizard (SPEC §2 allowed moves). Read from the machine itself, so
 * the view never re-derives the rule: a refused move has a transition too, but one without a target.
 * From tab1 the step tabs offer nothing (SPEC §2): the machine's way from there to the selected
 * vehicle's tab2 is the browser's Forward, not a tab.
 */
export function selectCanGoTo(snapshot: Snapshot, tab: WizardTab): boolean {
  if (snapshot.hasTag('step:tab1')) return false
  const transitions = snapshot.machine.getTransitionData(snapshot, { type: 'tab.select', tab })
  return transitions.some((transition) => transition.target !== undefined && transition.target.length > 0)
}
