import { describe, expect, it } from 'vitest'
import { type EventObject, waitFor } from 'xstate'
import { CoverageTally, formatCoverage } from '../testing/coverage'
import { abstractModelOf } from '../testing/replay-path'
import { generateSystemPaths, systemMachines } from '../testing/system-paths'
import { wizardMachine } from './wizard.machine'
import { selectReservationNumber, selectStep } from './wizard.selectors'
import {
  contextOf,
  deferred,
  details,
  empty,
  filters,
  granted,
  holdOf,
  option,
  start,
  vehicle,
} from './wizard.test-support'
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
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L1', session_id: 'S1' })
    expect(contextOf(actor)).toMatchObject({ unlockCode: null, sessionId: null })
    // As with any leave before a booking, the chosen vehicle stays for a later visit.
    expect(contextOf(actor).vehicle).toEqual(vehicle)
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
    expect(contextOf(actor)).toMatchObject({ vehicle: null, unlockCode: null })
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
    await waitFor(holdOf(actor), (h) => h.matches({ held: 'waiting' }))
    actor.send({ type: 'booking.submit', details })
    actor.send({ type: 'wizard.leave' })
    expect(unlock).not.toHaveBeenCalled()
    answer.reject({ code: 'booking.failed' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
  })

  it('a booking made after leaving stands; its selection is cleared', async () => {
    const answer = deferred<{ booking_id: string; appointment_id: string }>()
    const { actor, unlock, names } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { bookAnswer: answer.promise },
    )
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(holdOf(actor), (h) => h.matches({ held: 'waiting' }))
    actor.send({ type: 'booking.submit', details })
    actor.send({ type: 'booking.submit', details })
    actor.send({ type: 'wizard.leave' })
    answer.resolve({ booking_id: 'B1', appointment_id: 'R-1' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).not.toHaveBeenCalled()
    expect(names()).toContain('trackBooking')
    expect(contextOf(actor)).toMatchObject({
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
    await waitFor(holdOf(actor), (h) => h.matches({ held: 'waiting' }))
    expect(getHold).toHaveBeenCalledOnce()
    expect(contextOf(actor).holdExpiresAt).toBe(granted.expires_at)
  })

  it('a hold the server no longer has is expired: the lock is forgotten, renewing locks again', async () => {
    const { actor, lock } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { hold: null },
    )
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(holdOf(actor), (h) => h.hasTag('status:expired'))
    expect(contextOf(actor)).toMatchObject({ unlockCode: null, sessionId: null })
    actor.send({ type: 'hold.renew' })
    await waitFor(holdOf(actor), (h) => h.matches({ held: 'waiting' }))
    expect(lock).toHaveBeenCalledOnce()
  })

  it('holding the slot again stays on checkout; a refusal keeps the ended hold with its reason', async () => {
    const answer = deferred<GrantedLock>()
    const renewed = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { hold: null, lockAnswer: answer.promise },
    )
    renewed.actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(holdOf(renewed.actor), (h) => h.hasTag('status:expired'))
    renewed.actor.send({ type: 'hold.renew' })
    expect(selectStep(renewed.actor.getSnapshot())).toBe('tab4')
    expect(holdOf(renewed.actor).getSnapshot().hasTag('status:locking')).toBe(true)
    answer.resolve(granted)
    await waitFor(holdOf(renewed.actor), (h) => h.matches({ held: 'waiting' }))

    const taken = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { hold: null, lockFails: true },
    )
    taken.actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(holdOf(taken.actor), (h) => h.hasTag('status:expired'))
    taken.actor.send({ type: 'hold.renew' })
    await waitFor(taken.actor, (s) => s.context.error !== null)
    expect(holdOf(taken.actor).getSnapshot().hasTag('status:expired')).toBe(true)
    expect(contextOf(taken.actor).error).toMatchObject({
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
    await waitFor(holdOf(actor), (h) => h.matches({ held: 'waiting' }))
    expect(getHold).not.toHaveBeenCalled()
    ends.resolve()
    await waitFor(holdOf(actor), (h) => h.hasTag('status:expired'))
    expect(getHold).toHaveBeenCalledOnce()
  })

  it('a booking refused because the hold ran out shows the expired hold, not an error', async () => {
    const { actor } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { bookAnswer: Promise.reject({ code: 'lock.expired', message: 'expired' }) },
    )
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(holdOf(actor), (h) => h.matches({ held: 'waiting' }))
    actor.send({ type: 'booking.submit', details })
    await waitFor(holdOf(actor), (h) => h.hasTag('status:expired'))
    expect(contextOf(actor).error).toBeNull()
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

describe('wizard and its slot hold, model-based paths', () => {
  it('reaches 100% of the states and transitions of every machine of the wizard', { timeout: 60_000 }, () => {
    const events: WizardEvent[] = [
      ...(['tab1', 'tab2', 'tab3', 'tab4'] as const).map((tab) => ({ type: 'tab.select' as const, tab })),
      { type: 'search.start' },
      { type: 'vehicle.select', vehicle, filters },
      { type: 'vehicle.book' },
      { type: 'options.toggle', option },
      { type: 'options.skip' },
      { type: 'options.continue' },
      { type: 'booking.submit', details },
      { type: 'hold.renew' },
      { type: 'success.resume' },
      { type: 'wizard.leave' },
      { type: 'visit.reset' },
      { type: 'session.loggedIn' },
      { type: 'session.loggedOut' },
    ]
    const answers = [
      { type: 'xstate.done.actor.lockTimeSlot', output: granted },
      { type: 'xstate.error.actor.lockTimeSlot', error: { code: 'lock.taken' } },
      { type: 'xstate.done.actor.unlockTimeSlot' },
      { type: 'xstate.error.actor.unlockTimeSlot', error: new Error('offline') },
      { type: 'xstate.done.actor.createBooking', output: { booking_id: 'B1', appointment_id: 'R-1' } },
      { type: 'xstate.error.actor.createBooking', error: { code: 'lock.expired' } },
      { type: 'xstate.error.actor.createBooking', error: { code: 'booking.input_error' } },
      { type: 'xstate.done.actor.getHold', output: null },
      { type: 'xstate.done.actor.getHold', output: { expires_at: granted.expires_at } },
      { type: 'xstate.error.actor.getHold', error: new Error('offline') },
      { type: 'xstate.done.actor.waitForHoldExpiry' },
      { type: 'xstate.done.actor.findReservationNumber', output: 'AR-7' },
      { type: 'xstate.error.actor.findReservationNumber', error: new Error('not found') },
    ] as EventObject[]
    const paths = generateSystemPaths(wizardMachine, {
      inputs: [
        { ...empty, hasToken: true },
        { ...empty, vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
        { ...empty, vehicle, bookingId: 'B0' },
      ],
      events: [...events, ...answers],
      maxLength: 7,
    })
    const covered = {
      states: paths.flatMap((path) => path.covers.states),
      transitions: paths.flatMap((path) => path.covers.transitions),
    }
    const tally = new CoverageTally()
    for (const id of covered.states) tally.states.add(id)
    for (const key of covered.transitions) tally.transitions.add(key)
    for (const machine of systemMachines(wizardMachine)) {
      const report = tally.report(abstractModelOf(machine))
      console.info(formatCoverage(machine.id, report), `(${paths.length} paths)`)
      expect(report.states.unreached, `${machine.id}: unreached states`).toEqual([])
      expect(report.transitions.unreached, `${machine.id}: unreached transitions`).toEqual([])
    }
  })
})
