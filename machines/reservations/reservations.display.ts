import type { Reservation, ReservationStatus, SelectedPrice } from '../../src/contract/reservation'

/** SPEC §3 "Reservation (displayed)" fallbacks. */
export const DISPLAY_FALLBACK = {
  title: 'Unknown Model',
  reservationNumber: 'N/A',
  date: 'N/A',
  fuelType: 'Unknown Fuel Type',
  location: 'Unknown Location',
  accessories: 'Standard',
  photoUrl: '/assets/hero/range-rover-1.svg',
} as const

/** An option line: its name before the dash, the unit price including tax, the quantity and their product. */
export type DisplayedOption = { name: string; unitPrice: number; quantity: number; price: number }

export type DisplayedReservation = {
  id: string
  title: string
  reservation_number: string
  datefrom: string
  dateto: string
  /** The raw start and end (ISO): sorting, and dates with times in the customer's language. */
  booking_start: string | null
  booking_end: string | null
  photoUrl: string
  status: ReservationStatus
  fuelType: string
  location: string
  /** The dealer's telephone, to call when only the dealer can cancel (null when the server gave none). */
  dealerTelephone: string | null
  car_options: DisplayedOption[]
  rental_price: number
  accessories: string
  accessoryPrice: number
  totalPrice: number
  showMoreInfo: boolean
}

export type ReservationSort = 'mostRecent' | 'older'

/** SPEC §2: the more/less toggle is not offered for a DELETED reservation. */
export const offersDetails = (reservation: DisplayedReservation) => reservation.status !== 'DELETED'
/**
 * A PENDING reservation is cancelled here; a CONFIRMED one offers the same dialog, which says how the
 * dealer cancels it and what the terms refund (SPEC §4: cancelling a confirmed one needs the dealer).
 */
export const offersCancel = (reservation: DisplayedReservation) =>
  reservation.status === 'PENDING' || reservation.status === 'CONFIRMED'

const amount = (value: unknown): number => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''))
  return Number.isFinite(parsed) ? parsed : 0
}
const quantityOf = (price: SelectedPrice) => price.quantity ?? 1
const lineTotal = (price: SelectedPrice) => amount(price.price_including_tax) * quantityOf(price)

/**
 * SPEC §2: an option shows its name before the first dash ('Child seat - per day' -> 'Child seat'). The
 * dash that separates is one between spaces, so a name like 'Wi-Fi hotspot - per day' keeps 'Wi-Fi'.
 */
export function optionName(name: string | null | undefined): string {
  const full = (name ?? '').trim()
  return (full.split(/\s+[-–]\s+/)[0] ?? full).trim()
}

/** SPEC §3 vehicle model: a leading or trailing word 'new' is not shown. */
export function stripNew(description: string): string {
  return description
    .replace(/^\s*new\s+/i, '')
    .replace(/\s+new\s*$/i, '')
    .trim()
}

const datePart = (iso: string | null | undefined) =>
  iso ? (iso.split('T')[0] ?? iso) : DISPLAY_FALLBACK.date

/** SPEC §3 received -> displayed, with every fallback; the server's ACCEPTED shows as CONFIRMED. */
export function toDisplayedReservation(received: Reservation): DisplayedReservation {
  const prices = received.selected_prices ?? []
  const services = prices.filter((price) => price.type === 'service')
  const rate = prices.find((price) => price.type === 'rental_rate')
  const title = received.model_description ? stripNew(received.model_description) : ''
  return {
    id: String(received.id),
    title: title || DISPLAY_FALLBACK.title,
    reservation_number:
      received.appointment_id == null ? DISPLAY_FALLBACK.reservationNumber : String(received.appointment_id),
    datefrom: datePart(received.booking_start),
    dateto: datePart(received.booking_end),
    booking_start: received.booking_start ?? null,
    booking_end: received.booking_end ?? null,
    photoUrl: received.vehicle_images?.[0] ?? DISPLAY_FALLBACK.photoUrl,
    status: received.status === 'ACCEPTED' ? 'CONFIRMED' : received.status,
    fuelType: received.fuel_type || DISPLAY_FALLBACK.fuelType,
    location: received.dealer_data?.address || received.dealer_data?.name || DISPLAY_FALLBACK.location,
    dealerTelephone: received.dealer_data?.telephone?.trim() || null,
    car_options: services.map((service) => ({
      name: optionName(service.name),
      unitPrice: amount(service.price_including_tax),
      quantity: quantityOf(service),
      price: lineTotal(service),
    })),
    rental_price: rate ? lineTotal(rate) : 0,
    accessories: DISPLAY_FALLBACK.accessories,
    accessoryPrice: services.reduce((sum, service) => sum + lineTotal(service), 0),
    totalPrice: amount(received.total_price),
    showMoreInfo: false,
  }
}

/** mostRecent: booking_start descending; older: ascending. Reservations without a start go last. */
export function sortReservations(
  list: DisplayedReservation[],
  sort: ReservationSort,
): DisplayedReservation[] {
  const time = (r: DisplayedReservation) => (r.booking_start ? Date.parse(r.booking_start) : Number.NaN)
  return [...list].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)]
    if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1
    return sort === 'mostRecent' ? tb - ta : ta - tb
  })
}
