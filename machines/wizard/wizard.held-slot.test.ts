import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { formatCoverage } from '../testing/coverage'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { wizardMachine } from './wizard.machine'
import { selectReservationNumber, selectStep } from './wizard.selectors'
import { deferred, details, empty, filters, granted, option, start, vehicle } from './wizard.test-support'
import type { GrantedLock, WizardEvent } from './wizard.types'

describe('wizard: requests the customer walks away from', () => {
  it('a lock granted after leaving is released, and the retry can lock again', async () => {
    const answer = deferred<GrantedLock>()
    const { actor, unlock } = start({ vehicle, hasToken: true }, { lockAnswer: answer.promise })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    actor.send({ type: 'wizard.leave' })
    expect(selectStep(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().hasTag('status:settling')).toBe(true)
    answer.resolve(granted)
    await waitFor(actor, (s) => s.matches('idle') && s.context.unlockCode === null)
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L1', session_id: 'S1' })
    expect(actor.getSnapshot().context).toMatchObject({ unlockCode: null, sessionId: null })
    // As with any leave before a booking, the chosen vehicle stays for a later visit.
    expect(actor.getSnapshot().context.vehicle).toEqual(vehicle)
  })

  it('a new search during the lock shows results and releases the late lock', async () => {
    const answer = deferred<GrantedLock>()
    const { actor, unlock } = start({ vehicle, hasToken: true }, { lockAnswer: answer.promise })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    actor.send({ type: 'search.start' })
    answer.resolve(granted)
    await waitFor(actor, (s) => s.matches({ inFlow: { tab1: 'ready' } }))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L1', session_id: 'S1' })
    expect(actor.getSnapshot().context).toMatchObject({ vehicle: null, unlockCode: null })
  })

  it('a lock refused after leaving leaves nothing to release', async () => {
    const { actor, unlock } = start({ vehicle, hasToken: true }, { lockFails: true })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    actor.send({ type: 'wizard.leave' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).not.toHaveBeenCalled()
  })

  it('a booking that fails after leaving releases the held slot', async () => {
    const answer = deferred<{ booking_id: string; appointment_id: string }>()
    const { actor, unlock } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { bookAnswer: answer.promise },
    )
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))
    actor.send({ type: 'booking.submit', details })
    actor.send({ type: 'wizard.leave' })
    expect(unlock).not.toHaveBeenCalled()
    answer.reject({ code: 'booking.failed' })
    await waitFor(actor, (s) => s.matches('idle') && s.context.unlockCode === null)
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
  })

  it('a booking made after leaving stands; its selection is cleared', async () => {
    const answer = deferred<{ booking_id: string; appointment_id: string }>()
    const { actor, unlock, names } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { bookAnswer: answer.promise },
    )
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))
    actor.send({ type: 'booking.submit', details })
    actor.send({ type: 'booking.submit', details })
    actor.send({ type: 'wizard.leave' })
    answer.resolve({ booking_id: 'B1', appointment_id: 'R-1' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).not.toHaveBeenCalled()
    expect(names()).toContain('trackBooking')
    expect(actor.getSnapshot().context).toMatchObject({
      vehicle: null,
      options: [],
      bookingId: null,
      unlockCode: null,
      sessionId: null,
    })
  })
})

describe('wizard: the held slot', () => {
  it('after a reload, checkout asks the server how long the slot stays held', async () => {
    const { actor, getHold } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))
    expect(getHold).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.holdExpiresAt).toBe(granted.expires_at)
  })

  it('a hold the server no longer has is expired: the lock is forgotten, renewing locks again', async () => {
    const { actor, lock } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { hold: null },
    )
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(actor, (s) => s.hasTag('status:holdExpired'))
    expect(actor.getSnapshot().context).toMatchObject({ unlockCode: null, sessionId: null })
    actor.send({ type: 'hold.renew' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))
    expect(lock).toHaveBeenCalledOnce()
  })

  it('holding the slot again stays on checkout; a refusal keeps the ended hold with its reason', async () => {
    const answer = deferred<GrantedLock>()
    const renewed = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { hold: null, lockAnswer: answer.promise },
    )
    renewed.actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(renewed.actor, (s) => s.hasTag('status:holdExpired'))
    renewed.actor.send({ type: 'hold.renew' })
    expect(selectStep(renewed.actor.getSnapshot())).toBe('tab4')
    expect(renewed.actor.getSnapshot().hasTag('status:loading')).toBe(true)
    answer.resolve(granted)
    await waitFor(renewed.actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))

    const taken = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { hold: null, lockFails: true },
    )
    taken.actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(taken.actor, (s) => s.hasTag('status:holdExpired'))
    taken.actor.send({ type: 'hold.renew' })
    await waitFor(taken.actor, (s) => s.context.error !== null)
    expect(taken.actor.getSnapshot().hasTag('status:holdExpired')).toBe(true)
    expect(taken.actor.getSnapshot().context.error).toMatchObject({
      during: 'lock',
      failure: { code: 'lock.taken' },
    })
  })

  it('when the expiry time comes, the server is asked again', async () => {
    const ends = deferred<void>()
    const { actor, getHold } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { hold: null, holdEnds: ends.promise },
    )
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'tab.select', tab: 'tab1' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab1: 'ready' } }))
    actor.send({ type: 'vehicle.select', vehicle, filters })
    actor.send({ type: 'vehicle.book' })
    actor.send({ type: 'options.continue' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))
    expect(getHold).not.toHaveBeenCalled()
    ends.resolve()
    await waitFor(actor, (s) => s.hasTag('status:holdExpired'))
    expect(getHold).toHaveBeenCalledOnce()
  })

  it('a booking refused because the hold ran out shows the expired hold, not an error', async () => {
    const { actor } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { bookAnswer: Promise.reject({ code: 'lock.expired', message: 'expired' }) },
    )
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))
    actor.send({ type: 'booking.submit', details })
    await waitFor(actor, (s) => s.hasTag('status:holdExpired'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('after a reload on success the reservation number is looked up; not found, the booking id stands in', async () => {
    const found = start({ vehicle, bookingId: 'B0' })
    found.actor.send({ type: 'success.resume' })
    expect(selectReservationNumber(found.actor.getSnapshot())).toBeNull()
    await waitFor(found.actor, (s) => s.matches({ inFlow: { success: 'shown' } }))
    expect(found.findNumber).toHaveBeenCalledWith({ bookingId: 'B0' })
    expect(selectReservationNumber(found.actor.getSnapshot())).toBe('AR-7')

    const missing = start({ vehicle, bookingId: 'B0' }, { numberFails: true })
    missing.actor.send({ type: 'success.resume' })
    await waitFor(missing.actor, (s) => s.matches({ inFlow: { success: 'shown' } }))
    expect(selectReservationNumber(missing.actor.getSnapshot())).toBe('B0')
    expect(missing.names()).toContain('logFailure')
  })

  it('a reload on success shows the booking of this visit; without one it does not', () => {
    const booked = start({ vehicle, bookingId: 'B0' })
    booked.actor.send({ type: 'success.resume' })
    expect(selectStep(booked.actor.getSnapshot())).toBe('success')
    const none = start({ vehicle })
    none.actor.send({ type: 'success.resume' })
    expect(selectStep(none.actor.getSnapshot())).toBeNull()
  })
})

describe('wizard, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', { timeout: 120_000 }, async () => {
    const events: WizardEvent[] = [
      ...(['tab1', 'tab2', 'tab3', 'tab4'] as const).map((tab) => ({ type: 'tab.select' as const, tab })),
      { type: 'vehicle.select', vehicle, filters },
      { type: 'options.toggle', option },
      { type: 'booking.submit', details },
    ]
    const outputs = [
      { type: 'xstate.done.actor.lockTimeSlot', output: granted },
      { type: 'xstate.error.actor.lockTimeSlot', error: { code: 'lock.taken' } },
      { type: 'xstate.done.actor.createBooking', output: { booking_id: 'B1', appointment_id: 'R-1' } },
      { type: 'xstate.error.actor.createBooking', error: { code: 'lock.expired' } },
      { type: 'xstate.error.actor.createBooking', error: { code: 'booking.input_error' } },
      { type: 'xstate.done.actor.getHold', output: null },
      { type: 'xstate.done.actor.getHold', output: { expires_at: granted.expires_at } },
      { type: 'xstate.error.actor.getHold', error: new Error('offline') },
      { type: 'xstate.done.actor.waitForHoldExpiry' },
      { type: 'xstate.done.actor.findReservationNumber', output: 'AR-7' },
      { type: 'xstate.error.actor.findReservationNumber', error: new Error('not found') },
    ] as unknown as WizardEvent[]
    const result = await coverMachineWithPaths({
      machine: wizardMachine,
      inputs: [
        empty,
        { ...empty, vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
        { ...empty, vehicle, bookingId: 'B0' },
      ],
      events: [...events, ...outputs],
    })
    console.info(formatCoverage('wizard', result.report), `(${result.paths} paths, ${result.steps} steps)`)
    expectFullCoverage(result)
  })
})
