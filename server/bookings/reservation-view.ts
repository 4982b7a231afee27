import { euro, excludingCents } from '../pricing/pricing'
import type { BookingRow } from './booking-store'

/** SPEC §3 Reservation (received). ACCEPTED goes out as the server status; the SPA shows CONFIRMED. */
export function toReservation(row: BookingRow) {
  const s = row.snapshot
  return {
    id: row.id,
    appointment_id: row.reservation_number,
    model_description: s.model_description,
    booking_start: new Date(row.start_at).toISOString(),
    booking_end: new Date(row.end_at).toISOString(),
    status: row.status,
    fuel_type: s.fuel_type,
    license_plate: row.license_plate,
    rental_duration: row.rental_duration,
    dealer_data: {
      name: s.dealer.name,
      address: s.dealer.address,
      city: s.dealer.city,
      telephone: s.dealer.telephone,
    },
    vehicle_images: [s.image],
    selected_prices: s.lines.map((line) => ({
      type: line.type,
      code: line.code,
      name: line.name,
      quantity: line.quantity,
      price_including_tax: euro(line.unit_cents),
      price_excluding_tax: euro(excludingCents(line.unit_cents)),
      value: euro(line.unit_cents * line.quantity),
    })),
    total_price: euro(row.total_cents),
  }
}
