import type { SnapshotFrom } from 'xstate'
import type { ReservationsMachine } from './reservations.machine'

type Snapshot = SnapshotFrom<ReservationsMachine>

export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectStatus = (snapshot: Snapshot) => snapshot.context.status
export const selectSort = (snapshot: Snapshot) => snapshot.context.sort
export const selectIsConfirmingCancel = (snapshot: Snapshot) => snapshot.hasTag('status:confirming')
export const selectCancelError = (snapshot: Snapshot) => snapshot.context.error

/** The cards of the selected status tab, in the chosen order. */
export const selectVisibleReservations = (snapshot: Snapshot) =>
  snapshot.context.reservations.filter((r) => r.status === snapshot.context.status)

/** The 'no vehicles' message: not loading and nothing in this tab. */
export const selectShowsEmpty = (snapshot: Snapshot) =>
  !selectIsLoading(snapshot) && selectVisibleReservations(snapshot).length === 0

export const selectCanToggle = (snapshot: Snapshot, id: string) => snapshot.can({ type: 'card.toggle', id })
export const selectCanCancel = (snapshot: Snapshot, id: string) =>
  snapshot.can({ type: 'reservation.cancel', id })
