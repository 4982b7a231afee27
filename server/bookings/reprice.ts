import type { BookingRequest } from '../../src/contract/bookings'
import type { ServiceRow, VehicleRow } from '../catalogue/vehicle-store'
import { centsOf, type PriceLine, type Quote, quote } from '../pricing/pricing'
import { offeredLines } from '../search/vehicle-view'

export type Repriced =
  | { ok: true; quote: Quote }
  | {
      ok: false
      field: string
      code: 'booking.price_mismatch' | 'booking.unknown_service'
      expectedCents?: number
    }

/**
 * The server's own price for what the customer chose. Every line the client sends must equal the
 * server's (code, quantity, unit price), and so must the total: a tampered price is refused.
 */
export function reprice(
  body: Pick<BookingRequest, 'selected_prices' | 'total_price'>,
  vehicle: Pick<VehicleRow, 'daily_rate_cents'>,
  services: ServiceRow[],
  duration: number,
  language: 'it' | 'en',
): Repriced {
  const offered = offeredLines(vehicle, services, duration, language)
  const chosen: PriceLine[] = []
  const seen = new Set<string>()
  for (const [index, line] of body.selected_prices.entries()) {
    const field = `selected_prices.${index}`
    const server =
      line.type === 'rental_rate'
        ? line.code === offered.rental.code
          ? offered.rental
          : undefined
        : offered.services.find((s) => s.code === line.code)
    if (!server) return { ok: false, field, code: 'booking.unknown_service' }
    if (seen.has(`${line.type}:${line.code}`)) return { ok: false, field, code: 'booking.unknown_service' }
    seen.add(`${line.type}:${line.code}`)
    if (line.quantity !== server.quantity || centsOf(line.price_including_tax) !== server.unitCents) {
      return { ok: false, field, code: 'booking.price_mismatch' }
    }
    chosen.push(server)
  }
  if (!seen.has(`rental_rate:${offered.rental.code}`)) {
    return { ok: false, field: 'selected_prices', code: 'booking.price_mismatch' }
  }
  const result = quote(chosen)
  if (centsOf(body.total_price) !== result.totalCents) {
    return {
      ok: false,
      field: 'total_price',
      code: 'booking.price_mismatch',
      expectedCents: result.totalCents,
    }
  }
  return { ok: true, quote: result }
}
