import type { CancellationQuote } from '../../src/contract/reservation'
import { type MessageCode, translate } from '../i18n/messages'
import { type CancellationTerms, cancellationTerms } from '../pricing/cancellation'
import { euro, quote } from '../pricing/pricing'
import { money } from '../receipts/receipt-pdf'
import type { BookingRow } from './booking-store'

type Language = 'it' | 'en'

/** The deposit the booking recorded when it was made (30% of its rental rate lines). */
function depositCents(row: BookingRow): number {
  const recorded = row.snapshot.deposit_cents
  if (typeof recorded === 'number') return recorded
  return quote(row.snapshot.lines.map((line) => ({ ...line, unitCents: line.unit_cents }))).depositCents
}

/** "12 days", "30 hours", "1 hour", "less than an hour": days once 48 hours or more are left. */
function timeLeft(hours: number, language: Language): string {
  if (hours >= 48) return translate('cancellation.days', language, { count: Math.floor(hours / 24) })
  if (hours > 1) return translate('cancellation.hours', language, { count: hours })
  return translate(hours === 1 ? 'cancellation.hour' : 'cancellation.under_an_hour', language)
}

/** "call Altura Milano on 02 …", or "contact …" when the dealer left no telephone number. */
function contact(row: BookingRow, language: Language): string {
  const dealer = row.snapshot.dealer?.name?.trim() || translate('cancellation.the_dealer', language)
  const telephone = row.snapshot.dealer?.telephone?.trim()
  return telephone
    ? translate('cancellation.call_dealer', language, { dealer, telephone })
    : translate('cancellation.contact_dealer', language, { dealer })
}

/**
 * The customer's one sentence: what to do, and figures only where money moves. Nothing is paid for a
 * pending reservation, so its sentences name no amount; a confirmed one is cancelled through the dealer,
 * who refunds the deposit on the terms' scale.
 */
function summary(row: BookingRow, terms: CancellationTerms, language: Language, done: boolean): string {
  const started = terms.hoursBeforeStart < 0
  if (terms.reason === 'booking.not_pending') {
    const status = `status.${row.status}` as MessageCode
    return translate('booking.cancel_not_pending', language, { status: translate(status, language) })
  }
  const params = {
    contact: contact(row, language),
    refund: money(terms.refundCents, language),
    deposit: money(terms.depositCents, language),
    percent: terms.refundPercent,
    time: timeLeft(terms.hoursBeforeStart, language),
  }
  const code: MessageCode =
    row.status === 'ACCEPTED'
      ? started
        ? 'cancellation.confirmed_started'
        : terms.refundPercent > 0
          ? 'cancellation.confirmed_refund'
          : 'cancellation.confirmed_no_refund'
      : terms.cancellable
        ? done
          ? 'cancellation.pending_free_done'
          : 'cancellation.pending_free'
        : started
          ? 'cancellation.pending_started'
          : 'cancellation.pending_too_late'
  return translate(code, language, params)
}

/**
 * The wire quote (`CancellationQuoteSchema`) of a booking at `now`. With `done`, the answer of a
 * cancellation just made: the terms as they stood when cancelling, with status DELETED.
 */
export function toCancellationQuote(
  row: BookingRow,
  now: Date,
  language: Language,
  done = false,
): CancellationQuote {
  const terms = cancellationTerms({
    status: row.status,
    start: new Date(row.start_at),
    now,
    depositCents: depositCents(row),
  })
  return {
    id: row.id,
    status: done ? 'DELETED' : row.status,
    cancellable: terms.cancellable,
    reason: terms.reason,
    booking_start: new Date(row.start_at).toISOString(),
    hours_before_start: terms.hoursBeforeStart,
    refund_percent: terms.refundPercent,
    deposit: euro(terms.depositCents),
    deposit_paid: terms.depositPaidCents === null ? null : euro(terms.depositPaidCents),
    refund: euro(terms.refundCents),
    summary: summary(row, terms, language, done),
  }
}
