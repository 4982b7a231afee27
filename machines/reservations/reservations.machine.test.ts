import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { reservationsMachine } from './reservations.machine'
import {
  selectCanConfirmCancel,
  selectCancelError,
  selectCancelled,
  selectCancelQuote,
  selectCancelTarget,
  selectCanRequestReceipt,
  selectCanRetryQuote,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectIsQuoting,
  selectLoadFailed,
  selectReceiptError,
  selectShowsEmpty,
  selectStatusCounts,
  selectVisibleReservations,
} from './reservations.selectors'
import { browsing, confirming, list, quoteFor, refused, start } from './reservations.test-support'
import type { ReservationsEvent } from './reservations.types'

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

  it('counts the reservations of every status tab', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    expect(selectStatusCounts(actor.getSnapshot())).toEqual({
      PENDING: 2,
      CONFIRMED: 1,
      EXPIRED: 0,
      DECLINED: 0,
      DELETED: 1,
    })
  })

  it('opens the receipt, or logs and tells when the URL is missing', async () => {
    const ok = start()
    await waitFor(ok.actor, (s) => s.matches({ showing: 'list' }))
    ok.actor.send({ type: 'receipt.request', id: 'p-new' })
    expect(selectCanRequestReceipt(ok.actor.getSnapshot(), 'p-old')).toBe(false)
    await waitFor(ok.actor, (s) => s.matches(browsing))
    expect(ok.paramsOf('openReceipt')).toEqual([{ url: '/r.pdf' }])
    expect(ok.names()).not.toContain('dropReceipt')
    const missing = start({ receipt: async () => ({ receipt_url: null }) })
    await waitFor(missing.actor, (s) => s.matches({ showing: 'list' }))
    missing.actor.send({ type: 'receipt.request', id: 'p-new' })
    await waitFor(missing.actor, (s) => s.matches(browsing))
    expect(missing.paramsOf('logFailure')).toMatchObject([
      { during: 'receipt', error: new Error('Receipt URL not found') },
    ])
    expect(missing.names()).toContain('dropReceipt')
    expect(selectReceiptError(missing.actor.getSnapshot())).toEqual({ during: 'receipt', message: null })
  })

  it("a failed receipt gives up the prepared tab and shows the server's message", async () => {
    const { actor, names } = start({
      receipt: async () => {
        throw { code: 'booking.not_found', message: 'Booking not found.' }
      },
    })
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'receipt.request', id: 'p-new' })
    await waitFor(actor, (s) => s.matches(browsing))
    expect(names()).toEqual(['dropReceipt', 'logFailure'])
    expect(selectReceiptError(actor.getSnapshot())).toEqual({
      during: 'receipt',
      message: 'Booking not found.',
    })
    // The next request starts clean.
    actor.send({ type: 'receipt.request', id: 'p-new' })
    expect(selectReceiptError(actor.getSnapshot())).toBeNull()
  })

  it('cancels a PENDING reservation only after the quote and the confirmation, then reloads', async () => {
    const { actor, cancel, loader, quote } = start()
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'reservation.cancel', id: 'd1' })
    expect(actor.getSnapshot().matches(browsing)).toBe(true)
    actor.send({ type: 'reservation.cancel', id: 'p-old' })
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(true)
    expect(selectIsQuoting(actor.getSnapshot())).toBe(true)
    expect(selectCancelTarget(actor.getSnapshot())?.reservation_number).toBe('A-p-old')
    // No confirmation before the terms are known.
    expect(selectCanConfirmCancel(actor.getSnapshot())).toBe(false)
    await waitFor(actor, (s) => s.matches(confirming))
    expect(quote).toHaveBeenCalledWith({ id: 'p-old' })
    expect(selectCancelQuote(actor.getSnapshot())).toMatchObject({ refund_percent: 100 })
    actor.send({ type: 'cancel.dismiss' })
    expect(actor.getSnapshot().matches(browsing)).toBe(true)
    expect(selectCancelQuote(actor.getSnapshot())).toBeNull()
    expect(cancel).not.toHaveBeenCalled()
    actor.send({ type: 'reservation.cancel', id: 'p-old' })
    await waitFor(actor, (s) => s.matches(confirming))
    actor.send({ type: 'cancel.confirm' })
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true)
    // The request is on its way: the dialog cannot be closed under it.
    actor.send({ type: 'cancel.dismiss' })
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches({ showing: 'list' }) && loader.mock.calls.length === 2)
    expect(cancel).toHaveBeenCalledWith({ id: 'p-old' })
    expect(selectCancelled(actor.getSnapshot())).toEqual({ id: 'p-old', reservationNumber: 'A-p-old' })
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(false)
    // A reload by hand forgets the message.
    actor.send({ type: 'list.reload' })
    expect(selectCancelled(actor.getSnapshot())).toBeNull()
  })

  it('a CONFIRMED reservation opens the same dialog, whose quote sends the customer to the dealer', async () => {
    const { actor, cancel, quote } = start({
      quote: async ({ id }) =>
        quoteFor(id, {
          status: 'ACCEPTED',
          cancellable: false,
          reason: 'booking.confirmed_contact_dealer',
          deposit_paid: null,
          refund: 90,
        }),
    })
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'reservation.cancel', id: 'c1' })
    expect(selectCancelTarget(actor.getSnapshot())?.status).toBe('CONFIRMED')
    await waitFor(actor, (s) => s.matches(confirming))
    expect(quote).toHaveBeenCalledWith({ id: 'c1' })
    expect(selectCanConfirmCancel(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'cancel.confirm' })
    expect(cancel).not.toHaveBeenCalled()
  })

  it('a quote that is not cancellable offers no confirmation', async () => {
    const { actor, cancel } = start({
      quote: async ({ id }) =>
        quoteFor(id, { cancellable: false, reason: 'booking.cancel_too_late', hours_before_start: 20 }),
    })
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'reservation.cancel', id: 'p-new' })
    await waitFor(actor, (s) => s.matches(confirming))
    expect(selectCanConfirmCancel(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'cancel.confirm' })
    expect(actor.getSnapshot().matches(confirming)).toBe(true)
    expect(cancel).not.toHaveBeenCalled()
  })

  it('a failed quote is shown with a retry, and no confirmation', async () => {
    let calls = 0
    const { actor, paramsOf } = start({
      quote: async ({ id }) => {
        calls++
        if (calls === 1) throw new Error('offline')
        return quoteFor(id)
      },
    })
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'reservation.cancel', id: 'p-new' })
    await waitFor(actor, (s) => selectCanRetryQuote(s))
    expect(selectCancelError(actor.getSnapshot())).toEqual({ during: 'quote', message: null })
    expect(selectCanConfirmCancel(actor.getSnapshot())).toBe(false)
    expect(paramsOf('logFailure')).toMatchObject([{ during: 'quote' }])
    actor.send({ type: 'quote.retry' })
    await waitFor(actor, (s) => s.matches(confirming))
    expect(selectCancelError(actor.getSnapshot())).toBeNull()
  })

  it("a failed cancel keeps the dialog open with the server's message", async () => {
    const { actor, loader, paramsOf } = start({
      cancel: async () => {
        throw refused
      },
    })
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    actor.send({ type: 'reservation.cancel', id: 'p-new' })
    await waitFor(actor, (s) => s.matches(confirming))
    actor.send({ type: 'cancel.confirm' })
    await waitFor(actor, (s) => s.matches(confirming))
    expect(selectCancelError(actor.getSnapshot())).toEqual({ during: 'cancel', message: refused.message })
    expect(paramsOf('logFailure')).toMatchObject([{ during: 'cancel', error: refused }])
    expect(loader).toHaveBeenCalledTimes(1)
    actor.send({ type: 'cancel.dismiss' })
    expect(selectCancelError(actor.getSnapshot())).toBeNull()
  })

  it('a failed load offers a retry', async () => {
    let calls = 0
    const { actor } = start({
      load: async () => {
        calls++
        if (calls === 1) throw new Error('500')
        return list
      },
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectLoadFailed(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'list.reload' })
    await waitFor(actor, (s) => s.matches({ showing: 'list' }))
    expect(selectLoadFailed(actor.getSnapshot())).toBe(false)
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
      { type: 'quote.retry' },
      { type: 'cancel.confirm' },
      { type: 'cancel.dismiss' },
      { type: 'list.reload' },
      { type: 'xstate.done.actor.loadReservations', output: two },
      { type: 'xstate.done.actor.loadReservations', output: [] },
      { type: 'xstate.error.actor.loadReservations', error: new Error('500') },
      { type: 'xstate.done.actor.getReceipt', output: { receipt_url: '/r.pdf' } },
      { type: 'xstate.done.actor.getReceipt', output: { receipt_url: null } },
      { type: 'xstate.error.actor.getReceipt', error: refused },
      { type: 'xstate.done.actor.getCancellationQuote', output: quoteFor('p-new') },
      {
        type: 'xstate.done.actor.getCancellationQuote',
        output: quoteFor('p-new', { cancellable: false, reason: 'booking.cancel_too_late' }),
      },
      { type: 'xstate.error.actor.getCancellationQuote', error: refused },
      { type: 'xstate.done.actor.cancelReservation' },
      { type: 'xstate.error.actor.cancelReservation', error: refused },
    ] as unknown as ReservationsEvent[]
    const result = await coverMachineWithPaths({
      machine: reservationsMachine,
      inputs: [{ language: 'en' }],
      events,
      // The model tells snapshots apart by state and by what the view reads, not by every list order.
      serializeState: (snapshot) =>
        JSON.stringify({
          value: snapshot.value,
          status: snapshot.context.status,
          sort: snapshot.context.sort,
          expanded: snapshot.context.reservations.filter((r) => r.showMoreInfo).map((r) => r.id),
          count: snapshot.context.reservations.length,
          quote: snapshot.context.quote?.cancellable ?? null,
          error: snapshot.context.error?.during ?? null,
          cancelled: snapshot.context.cancelled !== null,
        }),
    })
    expectFullCoverage(result, 'reservations')
  })
})
