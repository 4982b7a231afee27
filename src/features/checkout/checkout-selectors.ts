import type { SnapshotFrom } from 'xstate'
import type { WizardMachine } from '../../../machines/wizard/wizard.machine'

type Snapshot = SnapshotFrom<WizardMachine>

/** The booking request is on its way (status:loading also covers checking the hold after a reload). */
export const selectIsBooking = (snapshot: Snapshot) => snapshot.matches('booking')
/** The hold is being checked with the server (after a reload, or when its time has come). */
export const selectIsCheckingHold = (snapshot: Snapshot) =>
  snapshot.matches({ inFlow: { tab4: 'verifyingHold' } })
