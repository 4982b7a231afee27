import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/database'
import type { OutgoingEmail } from '../../mail/mailer'
import { romeWallClock } from '../../pricing/period'
import { euro } from '../../pricing/pricing'
import type { BookingSnapshot } from './booking-store'

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** "Booking received" (DESIGN §4), written to the outbox in the booking's transaction. */
export async function queueBookingReceived(
  tx: Queryable,
  input: {
    language: 'it' | 'en'
    reservation: string
    start: Date
    end: Date
    totalCents: number
    snapshot: BookingSnapshot
  },
  now: Date,
): Promise<OutgoingEmail> {
  const s = input.snapshot
  const it = input.language === 'it'
  const total = euro(input.totalCents).toFixed(2)
  const subject = it ? `Prenotazione ricevuta ${input.reservation}` : `Booking received ${input.reservation}`
  const lines = it
    ? [
        `Ciao ${s.customer.first_name},`,
        `abbiamo ricevuto la tua richiesta di prenotazione ${input.reservation} per ${s.model_description}.`,
        `Ritiro ${romeWallClock(input.start)}, riconsegna ${romeWallClock(input.end)} (ora italiana), presso ${s.dealer.name}, ${s.dealer.address}.`,
        `Totale ${total} EUR IVA inclusa. La concessionaria confermerà la prenotazione.`,
      ]
    : [
        `Hello ${s.customer.first_name},`,
        `we received your booking request ${input.reservation} for ${s.model_description}.`,
        `Pickup ${romeWallClock(input.start)}, return ${romeWallClock(input.end)} (Italian time), at ${s.dealer.name}, ${s.dealer.address}.`,
        `Total ${total} EUR including VAT. The dealer will confirm the booking.`,
      ]
  const id = randomUUID()
  const text = lines.join('\n\n')
  const html = `<!doctype html>\n<html><body>\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n</body></html>`
  await tx.query(
    `INSERT INTO email_outbox (id, to_address, kind, language, subject, text_body, html_body, created_at)
     VALUES ($1, $2, 'booking_received', $3, $4, $5, $6, $7)`,
    [id, s.customer.email, input.language, subject, text, html, now],
  )
  return { id, to: s.customer.email, subject, text, html }
}
