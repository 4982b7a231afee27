import type { Language } from '../../src/contract/language'
import type { Reservation, ReservationStatus } from '../../src/contract/reservation'
import type { DisplayedReservation, ReservationSort } from './reservations.display'

export type ReservationsInput = { language: Language }

export type ReservationsContext = {
  language: Language
  /** The status tab; PENDING first (SPEC §2). */
  status: ReservationStatus
  sort: ReservationSort
  reservations: DisplayedReservation[]
  /** The reservation waiting for the cancel confirmation. */
  cancelId: string | null
  error: 'cancelFailed' | null
}

export type ReservationsEvent =
  | { type: 'status.select'; status: ReservationStatus }
  | { type: 'sort.change'; sort: ReservationSort }
  | { type: 'card.toggle'; id: string }
  | { type: 'receipt.request'; id: string }
  | { type: 'reservation.cancel'; id: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'list.reload' }

export type LoadedReservations = Reservation[]
export type ReceiptRequest = { id: string; language: Language }
export type ReceiptAnswer = { receipt_url: string | null }
