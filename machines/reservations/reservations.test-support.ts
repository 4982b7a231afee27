import { vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ApiFailure } from '../../src/contract/api-failure'
import type { CancellationQuote, Reservation } from '../../src/contract/reservation'
import { withRecordedActions } from '../testing/recorded-actions'
import { reservationsMachine } from './reservations.machine'
import type { ReceiptAnswer } from './reservations.types'

/** What the tests of this machine share: its fixtures and how they start it. */
export const reservation = (id: string, status: Reservation['status'], start: string): Reservation => ({
  id,
  appointment_id: `A-${id}`,
  model_description: 'New Defender 110',
  booking_start: start,
  booking_end: '2026-05-09T10:00:00Z',
  status,
  fuel_type: 'Diesel',
  dealer_data: { name: 'Dealer', address: 'Via Roma 1, Milano', telephone: '+39 02 1234 5678' },
  vehicle_images: ['/v.svg'],
  selected_prices: [
    { type: 'rental_rate', price_including_tax: 100, quantity: 3 },
    { type: 'service', name: 'Child seat - ISOFIX', price_including_tax: '10.5', quantity: 2 },
    { type: 'service', name: 'Wi-Fi hotspot', price_including_tax: 5 },
  ],
  total_price: '326.00',
})
export const list = [
  reservation('p-old', 'PENDING', '2026-01-01T10:00:00Z'),
  reservation('p-new', 'PENDING', '2026-04-01T10:00:00Z'),
  reservation('d1', 'DELETED', '2026-02-01T10:00:00Z'),
  reservation('c1', 'ACCEPTED', '2026-03-01T10:00:00Z'),
]

export const quoteFor = (id: string, overrides: Partial<CancellationQuote> = {}): CancellationQuote => ({
  id,
  status: 'PENDING',
  cancellable: true,
  reason: null,
  booking_start: '2026-04-01T10:00:00Z',
  hours_before_start: 240,
  refund_percent: 100,
  deposit: 90,
  deposit_paid: 0,
  refund: 0,
  summary: 'Nothing has been paid, so cancelling now costs nothing.',
  ...overrides,
})
export const refused: ApiFailure = {
  code: 'booking.not_pending',
  message: 'This booking is no longer pending.',
}

export function start({
  load = async () => list,
  receipt = async (): Promise<ReceiptAnswer> => ({ receipt_url: '/r.pdf' }),
  quote = async ({ id }: { id: string }): Promise<CancellationQuote> => quoteFor(id),
  cancel = async (_: { id: string }) => {},
} = {}) {
  const canceller = vi.fn(cancel)
  const quoter = vi.fn(quote)
  const loader = vi.fn(load)
  const recorded = withRecordedActions(reservationsMachine)
  const machine = recorded.machine.provide({
    actors: {
      loadReservations: fromPromise(loader),
      getReceipt: fromPromise(receipt),
      getCancellationQuote: fromPromise(({ input }) => quoter(input)),
      cancelReservation: fromPromise(({ input }) => canceller(input)),
    },
  })
  const actor = createActor(machine, { input: { language: 'en' } }).start()
  return { actor, cancel: canceller, quote: quoter, loader, ...recorded }
}
export const browsing = { showing: { list: 'browsing' } } as const
export const confirming = { showing: { list: { cancellation: 'confirming' } } } as const
