import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Reservation } from '../../src/contract/reservation'
import { formatCoverage } from '../testing/coverage'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { DISPLAY_FALLBACK, toDisplayedReservation } from './reservations.display'
import { reservationsMachine } from './reservations.machine'
import { selectShowsEmpty, selectVisibleReservations } from './reservations.selectors'
import type { ReceiptAnswer, ReservationsEvent } from './reservations.types'

const reservation = (id: string, status: Reservation['status'], start: string): Reservation => ({
  id,
  appointment_id: `A-${id}`,
  model_description: 'New Defender 110',
  booking_start: start,
  booking_end: '2026-05-09T10:00:00Z',
  status,
  fuel_type: 'Diesel',
  dealer_data: { name: 'Dealer', address: 'Via Roma 1, Milano' },
  vehicle_images: ['/v.svg'],
  selected_prices: [
    { type: 'rental_rate', price_including_tax: 100, quantity: 3 },
    { type: 'service', name: 'Child seat - ISOFIX', price_including_tax: '10.5', quantity: 2 },
    { type: 'service', name: 'GPS', price_including_tax: 5 },
  ],
  total_price: '326.00',
})
const list = [
  reservation('p-old', 'PENDING', '2026-01-01T10:00:00Z'),
  reservation('p-new', 'PENDING', '2026-04-01T10:00:00Z'),
  reservation('d1', 'DELETED', '2026-02-01T10:00:00Z'),
  reservation('c1', 'ACCEPTED', '2026-03-01T10:00:00Z'),
]

function start({
  load = async () => list,
  receipt = async (): Promise<ReceiptAnswer> => ({ receipt_url: '/r.pdf' }),
} = {}) {
  const cancel = vi.fn(async (_: { id: string }) => {})
  const loader = vi.fn(load)
  const recorded = withRecordedActions(reservationsMachine)
  const machine = recorded.machine.provide({
    actors: {
      loadReservations: fromPromise(loader),
      getReceipt: fromPromise(receipt),
      cancelReservation: fromPromise(({ input }) => cancel(input)),
    },
  })
  const actor = createActor(machine, { input: { language: 'en' } }).start()
  return { actor, cancel, loader, ...recorded }
}

describe('reservations: display mapping (SPEC §3)', () => {
  it('maps a received reservation with prices, options and the ACCEPTED -> CONFIRMED status', () => {
    const shown = toDisplayedReservation(list[3] as Reservation)
    expect(shown).toMatchObject({
      title: 'Defender 110',
      reservation_number: 'A-c1',
      datefrom: '2026-03-01',
      dateto: '2026-05-09',
      status: 'CONFIRMED',
      rental_price: 300,
      car_options: [
        { name: 'Child seat', price: 21 },
        { name: 'GPS', price: 5 },
      ],
      accessories: 'Standard',
      accessoryPrice: 26,
      totalPrice: 326,
      showMoreInfo: false,
    })
  })

  it('falls back for every missing field', () => {
    const shown = toDisplayedReservation({ id: 7, status: 'PENDING', total_price: 'abc' })
    expect(shown).toMatchObject({
      id: '7',
      title: DISPLAY_FALLBACK.title,
      reservation_number: 'N/A',
      datefrom: 'N/A',
      dateto: 'N/A',
      photoUrl: DISPLAY_FALLBACK.photoUrl,
      fuelType: 'Unknown Fuel Type',
      location: 'Unknown Location',
      car_options: [],
      totalPrice: 0,
    })
  })
})

describe('reservations machine (SPEC §2, §8)', () => {
  it('loads with a spinner, shows PENDING first, sorted mostRecent', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().hasTag('status:loading')).toBe(true)
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    expect(selectVisibleReservations(actor.getSnapshot()).map((r) => r.id)).toEqual(['p-new', 'p-old'])
    actor.send({ type: 'sort.change', sort: 'older' })
    expect(selectVisibleReservations(actor.getSnapshot()).map((r) => r.id)).toEqual(['p-old', 'p-new'])
    actor.send({ type: 'status.select', status: 'CONFIRMED' })
    expect(selectVisibleReservations(actor.getSnapshot()).map((r) => r.id)).toEqual(['c1'])
  })

  it('sort goes back to mostRecent after each load', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'sort.change', sort: 'older' })
    actor.send({ type: 'list.reload' })
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    expect(actor.getSnapshot().context.sort).toBe('mostRecent')
  })

  it('a failed load is logged, the list is empty and the spinner stops', async () => {
    const { actor, paramsOf } = start({
      load: async () => {
        throw new Error('500')
      },
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().hasTag('status:loading')).toBe(false)
    expect(actor.getSnapshot().context.reservations).toEqual([])
    expect(selectShowsEmpty(actor.getSnapshot())).toBe(true)
    expect(paramsOf('logFailure')).toMatchObject([{ during: 'load' }])
  })

  it("no reservations shows the 'no vehicles' state", async () => {
    const { actor } = start({ load: async () => [] })
    await waitFor(actor, (s) => s.matches({ showing: 'empty' }))
    expect(selectShowsEmpty(actor.getSnapshot())).toBe(true)
  })

  it('expands and collapses a card, never a DELETED one', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'card.toggle', id: 'p-new' })
    actor.send({ type: 'card.toggle', id: 'd1' })
    const shown = (id: string) =>
      actor.getSnapshot().context.reservations.find((r) => r.id === id)?.showMoreInfo
    expect([shown('p-new'), shown('d1')]).toEqual([true, false])
    actor.send({ type: 'card.toggle', id: 'p-new' })
    expect(shown('p-new')).toBe(false)
  })

  it('opens the receipt, or logs when the URL is missing', async () => {
    const ok = start()
    await waitFor(ok.actor, (s) => s.matches({ showing: 'list' }))
    ok.actor.send({ type: 'receipt.request', id: 'p-new' })
    await waitFor(ok.actor, (s) => s.matches({ showing: { list: 'browsing' } }))
    expect(ok.paramsOf('openReceipt')).toEqual([{ url: '/r.pdf' }])
    const missing = start({ receipt: async () => ({ receipt_url: null }) })
    await waitFor(missing.actor, (s) => s.matches({ showing: 'list' }))
    missing.actor.send({ type: 'receipt.request', id: 'p-new' })
    await waitFor(missing.actor, (s) => s.matches({ showing: { list: 'browsing' } }))
    expect(missing.paramsOf('logFailure')).toMatchObject([
      { during: 'receipt', error: new Error('Receipt URL not found') },
    ])
  })

  it('cancels a PENDING reservation only after confirming, then reloads', async () => {
    const { actor, cancel, loader } = start()
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'reservation.cancel', id: 'c1' })
    expect(actor.getSnapshot().matches({ showing: { list: 'browsing' } })).toBe(true)
    actor.send({ type: 'reservation.cancel', id: 'p-old' })
    actor.send({ type: 'cancel.dismiss' })
    expect(cancel).not.toHaveBeenCalled()
    actor.send({ type: 'reservation.cancel', id: 'p-old' })
    actor.send({ type: 'cancel.confirm' })
    await waitFor(actor, (s) => s.matches({ showing: 'list' }) && loader.mock.calls.length === 2)
    expect(cancel).toHaveBeenCalledWith({ id: 'p-old' })
  })
})

describe('reservations, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const two = [list[1], list[2]]
    const events = [
      { type: 'status.select', status: 'DELETED' },
      { type: 'sort.change', sort: 'older' },
      { type: 'card.toggle', id: 'p-new' },
      { type: 'card.toggle', id: 'd1' },
      { type: 'receipt.request', id: 'p-new' },
      { type: 'reservation.cancel', id: 'p-new' },
      { type: 'xstate.done.actor.loadReservations', output: two },
      { type: 'xstate.done.actor.loadReservations', output: [] },
      { type: 'xstate.done.actor.getReceipt', output: { receipt_url: '/r.pdf' } },
      { type: 'xstate.done.actor.getReceipt', output: { receipt_url: null } },
    ] as unknown as ReservationsEvent[]
    const result = await coverMachineWithPaths({
      machine: reservationsMachine,
      inputs: [{ language: 'en' }],
      events,
    })
    console.info(
      formatCoverage('reservations', result.report),
      `(${result.paths} paths, ${result.steps} steps)`,
    )
    expectFullCoverage(result)
  })
})
