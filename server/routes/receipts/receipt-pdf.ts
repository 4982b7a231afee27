import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { romeWallClock } from '../../pricing/period'
import { DEPOSIT_PERCENT, excludingCents, VAT_PERCENT, vatCents } from '../../pricing/pricing'
import type { BookingRow } from '../bookings/booking-store'
import { receiptTexts } from './receipt-texts'

/** Amounts as people read them in each language; the PDF's standard font has no narrow spaces. */
export function money(cents: number, language: 'it' | 'en') {
  return new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, ' ')
}

/** Keeps what the WinAnsi standard font can draw. */
function safe(value: string) {
  return value.replace(/[^\x20-\x7e\u00a0-\u00ff€’‘“”–—•·]/g, '?')
}

class Writer {
  y = 800
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {}
  line(value: string, options: { bold?: boolean; size?: number; gap?: number } = {}) {
    const size = options.size ?? 10
    this.page.drawText(safe(value), {
      x: 50,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.font,
      color: rgb(0.1, 0.1, 0.1),
    })
    this.y -= options.gap ?? size + 5
  }
  space(points = 8) {
    this.y -= points
  }
}

/** The receipt of a booking (issue 4): number, customer, vehicle, dealer, dates, prices, terms. */
export async function renderReceipt(booking: BookingRow, language: 'it' | 'en'): Promise<Uint8Array> {
  const t = receiptTexts(language)
  const s = booking.snapshot
  const doc = await PDFDocument.create()
  doc.setTitle(`${t.title} ${booking.reservation_number}`)
  doc.setLanguage(language)
  const page = doc.addPage([595.28, 841.89])
  const w = new Writer(
    page,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  )
  const m = (cents: number) => money(cents, language)

  w.line(`${t.title}`, { bold: true, size: 18, gap: 26 })
  w.line(`${t.reservation}: ${booking.reservation_number}`, { bold: true })
  w.line(`${t.status}: ${t.statuses[booking.status]}`)
  w.space()
  w.line(t.customer, { bold: true })
  w.line(`${s.customer.first_name} ${s.customer.last_name} - ${s.customer.email} - ${s.customer.phone}`)
  w.line(s.customer.address)
  w.space()
  w.line(t.vehicle, { bold: true })
  w.line(`${s.model_description} - ${booking.license_plate} - ${s.fuel_type}`)
  w.space()
  w.line(t.dealer, { bold: true })
  w.line(`${s.dealer.name} - ${s.dealer.address} - ${s.dealer.telephone}`)
  w.space()
  w.line(t.dates, { bold: true })
  w.line(
    `${t.pickup}: ${romeWallClock(booking.start_at)}   ${t.return}: ${romeWallClock(booking.end_at)}   (${t.zone})`,
  )
  w.line(`${t.duration}: ${booking.rental_duration} x 24 h`)
  w.space()
  w.line(t.prices, { bold: true })
  for (const line of s.lines) {
    w.line(`${line.name}: ${line.quantity} x ${m(line.unit_cents)} = ${m(line.unit_cents * line.quantity)}`)
  }
  w.space(4)
  w.line(`${t.excluding}: ${m(excludingCents(booking.total_cents))}`)
  w.line(`${t.vat} ${VAT_PERCENT}%: ${m(vatCents(booking.total_cents))}`)
  w.line(`${t.total}: ${m(booking.total_cents)}`, { bold: true, size: 12, gap: 18 })
  w.line(`${t.deposit} (${DEPOSIT_PERCENT}%): ${m(s.deposit_cents)}`)
  w.line(`${t.securityDeposit}: ${m(s.security_deposit * 100)}`)
  w.space()
  w.line(t.cancellation, { bold: true })
  for (const rule of t.cancellationRules) w.line(`- ${rule}`)
  return doc.save()
}
