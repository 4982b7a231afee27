/**
 * Terms art. 6 (SPEC §9): who may cancel a reservation, and how much of the deposit the terms refund.
 * Pure: the caller gives the status, the start, the deposit and "now"; amounts are integer cents and the
 * answer carries codes, never texts.
 *
 * - A PENDING reservation can be cancelled by the customer online up to 48 hours before its start
 *   (exactly 48 hours before still can); later, or once confirmed (ACCEPTED), only the dealer can.
 * - The deposit refund follows the time left before the start: at least 7 days 100%, from 7 days to
 *   48 hours 50%, less than 48 hours (or once started) 0%. Days are 24 elapsed hours, like the 48 hours.
 * - Money moves only for a confirmed (ACCEPTED) reservation, whose deposit is paid at the dealer: only
 *   there does the scale give a refund. Nothing is paid for a PENDING one (nor for one that expired, was
 *   declined or cancelled while pending), so cancelling it costs nothing and refunds nothing.
 */
export const CUSTOMER_CANCEL_HOURS = 48
export const FULL_REFUND_HOURS = 7 * 24

const HOUR_MS = 3_600_000

export type RefundPercent = 0 | 50 | 100

/** Why the customer cannot cancel online; the same codes the DELETE call refuses with. */
export type CancelRefusal =
  | 'booking.cancel_too_late'
  | 'booking.confirmed_contact_dealer'
  | 'booking.not_pending'

export type CancellationTerms = {
  cancellable: boolean
  reason: CancelRefusal | null
  /** Whole hours left before the start, rounded down; negative once the rental has started. */
  hoursBeforeStart: number
  refundPercent: RefundPercent
  depositCents: number
  /**
   * What the customer has paid so far: 0 unless confirmed; null once confirmed, since the deposit is
   * paid at the dealer and the product records no payment.
   */
  depositPaidCents: number | null
  /** For a confirmed reservation deposit x percent / 100, rounded to the cent; otherwise 0. */
  refundCents: number
}

/** The refund scale on the time left before the start. */
export function refundPercent(msBeforeStart: number): RefundPercent {
  if (msBeforeStart >= FULL_REFUND_HOURS * HOUR_MS) return 100
  if (msBeforeStart >= CUSTOMER_CANCEL_HOURS * HOUR_MS) return 50
  return 0
}

function refusal(status: string, msBeforeStart: number): CancelRefusal | null {
  if (status === 'ACCEPTED') return 'booking.confirmed_contact_dealer'
  if (status !== 'PENDING') return 'booking.not_pending'
  return msBeforeStart >= CUSTOMER_CANCEL_HOURS * HOUR_MS ? null : 'booking.cancel_too_late'
}

export function cancellationTerms(input: {
  status: string
  start: Date
  now: Date
  depositCents: number
}): CancellationTerms {
  const msBeforeStart = input.start.getTime() - input.now.getTime()
  const percent = refundPercent(msBeforeStart)
  const reason = refusal(input.status, msBeforeStart)
  const paidAtDealer = input.status === 'ACCEPTED'
  return {
    cancellable: reason === null,
    reason,
    hoursBeforeStart: Math.floor(msBeforeStart / HOUR_MS),
    refundPercent: percent,
    depositCents: input.depositCents,
    depositPaidCents: paidAtDealer ? null : 0,
    refundCents: paidAtDealer ? Math.round((input.depositCents * percent) / 100) : 0,
  }
}
