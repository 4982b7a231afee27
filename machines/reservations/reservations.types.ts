import type { Language } from '../../src/contract/language'
import type { CancellationQuote, Reservation, ReservationStatus } from '../../src/contract/reservation'
import type { DisplayedReservation, ReservationSort } from './reservations.display'

export type ReservationsInput = { language: Language }

/** What the customer is told after a failed request: which one, and the server's message if any. */
export type ReservationsError = { during: 'receipt' | 'quote' | 'cancel'; message: string | null }

export type ReservationsContext = {
  language: Language
  /** The status tab; PENDING first (SPEC §2). */
  status: ReservationStatus
  sort: ReservationSort
  reservations: DisplayedReservation[]
  /** The reservation in the cancel dialog. */
  cancelId: string | null
  /** The server's cancellation terms for `cancelId`, once fetched. */
  quote: CancellationQuote | null
  /** The reservation cancelled last, for the status message that points to the DELETED tab. */
  cancelled: { id: string; reservationNumber: string } | null
  error: ReservationsError | null
}

export type ReservationsEvent =
  | { type: 'status.select'; status: ReservationStatus }
  | { type: 'sort.change'; sort: ReservationSort }
  | { type: 'card.toggle'; id: string }
  | { type: 'receipt.request'; id: string }
  | { type: 'reservation.cancel'; id: string }
  | { type: 'quote.retry' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'list.reload' }

export type LoadedReservations = Reservation[]
export type ReceiptRequest = { id: string; language: Language }
export type ReceiptAnswer = { receipt_url: string | null }
export type CancelRequest = { id: string }
