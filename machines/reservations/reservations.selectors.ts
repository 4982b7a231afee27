import type { SnapshotFrom } from 'xstate'
import { RESERVATION_STATUSES, type ReservationStatus } from '../../src/contract/reservation'
import type { ReservationsMachine } from './reservations.machine'

type Snapshot = SnapshotFrom<ReservationsMachine>

export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
/** The list could not be loaded: the empty state offers a retry. */
export const selectLoadFailed = (snapshot: Snapshot) => snapshot.hasTag('status:failed')
/** The shown list can be loaded again by hand (a failed load has its own retry). */
export const selectCanRefresh = (snapshot: Snapshot) => snapshot.matches('showing')
export const selectStatus = (snapshot: Snapshot) => snapshot.context.status
export const selectSort = (snapshot: Snapshot) => snapshot.context.sort

/** The reservations of the selected status tab, in the chosen order. */
export const selectVisibleReservations = (snapshot: Snapshot) =>
  snapshot.context.reservations.filter((r) => r.status === snapshot.context.status)

/** How many reservations each status tab holds. */
export const selectStatusCounts = (snapshot: Snapshot): Record<ReservationStatus, number> => {
  const counts = Object.fromEntries(RESERVATION_STATUSES.map((status) => [status, 0])) as Record<
    ReservationStatus,
    number
  >
  for (const reservation of snapshot.context.reservations) counts[reservation.status]++
  return counts
}

/** The 'no vehicles' message: not loading and nothing in this tab. */
export const selectShowsEmpty = (snapshot: Snapshot) =>
  !selectIsLoading(snapshot) && selectVisibleReservations(snapshot).length === 0

export const selectCanToggle = (snapshot: Snapshot, id: string) => snapshot.can({ type: 'card.toggle', id })
export const selectCanCancel = (snapshot: Snapshot, id: string) =>
  snapshot.can({ type: 'reservation.cancel', id })
/** A receipt can be asked for now (not while another is on its way or a dialog is open). */
export const selectCanRequestReceipt = (snapshot: Snapshot, id: string) =>
  snapshot.can({ type: 'receipt.request', id })

/** A receipt that could not be fetched (the server's message, or null for the generic text). */
export const selectReceiptError = (snapshot: Snapshot) =>
  snapshot.context.error?.during === 'receipt' ? snapshot.context.error : null

// The cancel dialog.
export const selectIsConfirmingCancel = (snapshot: Snapshot) => snapshot.hasTag('status:confirming')
export const selectIsQuoting = (snapshot: Snapshot) => snapshot.hasTag('status:quoting')
export const selectIsCancelling = (snapshot: Snapshot) => snapshot.hasTag('status:cancelling')
export const selectCancelTarget = (snapshot: Snapshot) =>
  snapshot.context.reservations.find((r) => r.id === snapshot.context.cancelId) ?? null
export const selectCancelQuote = (snapshot: Snapshot) => snapshot.context.quote
export const selectCanConfirmCancel = (snapshot: Snapshot) => snapshot.can({ type: 'cancel.confirm' })
export const selectCanRetryQuote = (snapshot: Snapshot) => snapshot.can({ type: 'quote.retry' })
/** A failed quote or cancel, shown in the dialog. */
export const selectCancelError = (snapshot: Snapshot) =>
  snapshot.context.error?.during === 'quote' || snapshot.context.error?.during === 'cancel'
    ? snapshot.context.error
    : null
/** The reservation just cancelled, for the polite status message. */
export const selectCancelled = (snapshot: Snapshot) => snapshot.context.cancelled
