import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { selectCanGoTo, selectStep } from './wizard.selectors'
import {
  contextOf,
  details,
  filters,
  granted,
  holdOf,
  option,
  settle,
  start,
  vehicle,
} from './wizard.test-support'

describe('wizard: allowed moves (SPEC §2)', () => {
  it('from tab2 only back to tab1; anything else is refused and logged', () => {
    const { actor, paramsOf, eventsOf } = start({ vehicle }, {})
    actor.send({ type: 'tab.select', tab: 'tab2' })
    expect(selectStep(actor.getSnapshot())).toBe('tab2')
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    expect(selectStep(actor.getSnapshot())).toBe('tab2')
    expect(paramsOf('logRefusedMove')).toEqual([{ from: 'tab2' }, { from: 'tab2' }])
    expect(eventsOf('logRefusedMove')).toEqual([
      { type: 'tab.select', tab: 'tab3' },
      { type: 'tab.select', tab: 'tab4' },
    ])
    actor.send({ type: 'tab.select', tab: 'tab1' })
    expect(selectStep(actor.getSnapshot())).toBe('tab1')
  })

  it('from tab1 no tab moves without a selected vehicle; from tab3 to tab1 or tab2 but not tab4', () => {
    const { actor, paramsOf } = start()
    actor.send({ type: 'tab.select', tab: 'tab1' })
    actor.send({ type: 'tab.select', tab: 'tab2' })
    expect(paramsOf('logRefusedMove')).toEqual([{ from: 'tab1' }])
    actor.send({ type: 'vehicle.select', vehicle, filters })
    actor.send({ type: 'vehicle.book' })
    expect(selectStep(actor.getSnapshot())).toBe('tab3')
    expect(selectCanGoTo(actor.getSnapshot(), 'tab4')).toBe(false)
    expect(selectCanGoTo(actor.getSnapshot(), 'tab2')).toBe(true)
    actor.send({ type: 'tab.select', tab: 'tab4' })
    expect(selectStep(actor.getSnapshot())).toBe('tab3')
    actor.send({ type: 'tab.select', tab: 'tab2' })
    expect(selectStep(actor.getSnapshot())).toBe('tab2')
  })

  it('forward from tab1 to the vehicle just left shows tab2 again; tab3 and tab4 stay refused', () => {
    const { actor, paramsOf } = start()
    actor.send({ type: 'tab.select', tab: 'tab1' })
    actor.send({ type: 'vehicle.select', vehicle, filters })
    actor.send({ type: 'vehicle.book' })
    actor.send({ type: 'tab.select', tab: 'tab1' })
    expect(selectStep(actor.getSnapshot())).toBe('tab1')
    // The step tabs still offer no move from tab1 (SPEC §2): only the browser goes forward.
    expect(selectCanGoTo(actor.getSnapshot(), 'tab2')).toBe(false)
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    expect(paramsOf('logRefusedMove')).toEqual([{ from: 'tab1' }, { from: 'tab1' }])
    actor.send({ type: 'tab.select', tab: 'tab2' })
    expect(selectStep(actor.getSnapshot())).toBe('tab2')
    expect(contextOf(actor).vehicle).toEqual(vehicle)
    // A new search forgets the vehicle: forward to it is refused again.
    actor.send({ type: 'tab.select', tab: 'tab1' })
    actor.send({ type: 'search.start' })
    actor.send({ type: 'tab.select', tab: 'tab2' })
    expect(selectStep(actor.getSnapshot())).toBe('tab1')
    expect(paramsOf('logRefusedMove')).toHaveLength(3)
  })

  it('from tab4 to tab1, tab2 or tab3', () => {
    for (const tab of ['tab1', 'tab2', 'tab3'] as const) {
      const { actor } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' })
      actor.send({ type: 'tab.select', tab: 'tab4' })
      expect(selectStep(actor.getSnapshot())).toBe('tab4')
      actor.send({ type: 'tab.select', tab })
      expect(selectStep(actor.getSnapshot())).toBe(tab)
    }
  })

  it('a typed URL resumes only as far as the stored data allows', () => {
    const bare = start()
    bare.actor.send({ type: 'tab.select', tab: 'tab3' })
    expect(selectStep(bare.actor.getSnapshot())).toBe('tab1')
    const noLock = start({ vehicle })
    noLock.actor.send({ type: 'tab.select', tab: 'tab4' })
    expect(selectStep(noLock.actor.getSnapshot())).toBe('tab1')
  })
})

describe('wizard: slot lock and booking (SPEC §4)', () => {
  it('entering tab1 unlocks a held slot with unlock code and session id', async () => {
    const { actor, unlock } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'tab.select', tab: 'tab1' })
    expect(actor.getSnapshot().hasTag('status:loading')).toBe(true)
    await waitFor(actor, (s) => s.matches({ inFlow: { tab1: 'ready' } }))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
    expect(contextOf(actor)).toMatchObject({ unlockCode: null, sessionId: null })
  })

  it('a failed unlock is logged only, and the stale code is dropped', async () => {
    const { actor, holdNames } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' }, { unlockFails: true })
    actor.send({ type: 'tab.select', tab: 'tab1' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab1: 'ready' } }))
    expect(holdNames()).toEqual(['logFailure'])
    expect(contextOf(actor)).toMatchObject({ unlockCode: null, sessionId: null })
  })

  it('tab3 -> tab4 without a token goes to login, and resumes at tab3 after login', async () => {
    const { actor, paramsOf, lock } = start({ vehicle })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    expect(actor.getSnapshot().matches({ inFlow: 'needsLogin' })).toBe(true)
    expect(paramsOf('goToLogin')).toEqual([{ returnTo: 'tab3' }])
    expect(lock).not.toHaveBeenCalled()
    actor.send({ type: 'session.loggedIn' })
    expect(selectStep(actor.getSnapshot())).toBe('tab3')
    actor.send({ type: 'options.continue' })
    await waitFor(actor, (s) => s.matches({ inFlow: 'tab4' }))
    expect(lock).toHaveBeenCalledWith({ time_slot_lock_code: 'LOCK-CODE' })
  })

  it('locks the slot with a token, holds the lock and refreshes the token', async () => {
    const { actor, names } = start({ vehicle, hasToken: true })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    await waitFor(actor, (s) => s.matches({ inFlow: 'tab4' }))
    expect(contextOf(actor).holdExpiresAt).toBe(granted.expires_at)
    expect(names()).toContain('requestTokenRefresh')
    expect(contextOf(actor)).toMatchObject({ unlockCode: 'L1', sessionId: 'S1' })
  })

  it('a failed lock stays on tab3 with an error', async () => {
    const { actor } = start({ vehicle, hasToken: true }, { lockFails: true })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    await waitFor(actor, (s) => s.matches({ inFlow: 'tab3' }))
    expect(contextOf(actor).error).toEqual({
      during: 'lock',
      failure: { code: 'lock.taken', message: 'Taken' },
    })
  })

  it('skips the lock when an unlock code exists', () => {
    const { actor, lock } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    expect(selectStep(actor.getSnapshot())).toBe('tab4')
    expect(lock).not.toHaveBeenCalled()
  })

  it('an extra is added by its toggle and removed by it again', () => {
    const { actor } = start({ vehicle })
    const other = { ...option, id: 'S2', code: 'GPS' }
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.toggle', option })
    actor.send({ type: 'options.toggle', option: other })
    expect(contextOf(actor).options).toEqual([option, other])
    actor.send({ type: 'options.toggle', option })
    expect(contextOf(actor).options).toEqual([other])
  })

  it("'continue without options' clears the options, then continues", () => {
    const { actor } = start({ vehicle, options: [option], unlockCode: 'L0' })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.skip' })
    expect(contextOf(actor).options).toEqual([])
    expect(selectStep(actor.getSnapshot())).toBe('tab4')
  })

  it('books, holds the booking id, refreshes the token and shows success', async () => {
    const { actor, book, names } = start({
      vehicle,
      unlockCode: 'L0',
      sessionId: 'S0',
      hasToken: true,
    })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(holdOf(actor), (h) => h.matches({ held: 'waiting' }))
    actor.send({ type: 'booking.submit', details })
    await waitFor(actor, (s) => s.matches({ inFlow: 'success' }))
    expect(contextOf(actor).reservationNumber).toBe('R-1')
    expect((book.mock.calls as unknown[][])[0]?.[0]).toMatchObject({
      input: { details, lock: { time_slot_lock_id: 'L0', session_id: 'S0' } },
    })
    expect(contextOf(actor)).toMatchObject({ bookingId: 'B1', unlockCode: null, sessionId: null })
    expect(names()).toContain('requestTokenRefresh')
  })

  it('after a booking, leaving clears the selection', async () => {
    const { actor } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(holdOf(actor), (h) => h.matches({ held: 'waiting' }))
    actor.send({ type: 'booking.submit', details })
    await waitFor(actor, (s) => s.matches({ inFlow: 'success' }))
    actor.send({ type: 'wizard.leave' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(contextOf(actor)).toMatchObject({
      vehicle: null,
      filters: null,
      bookingId: null,
      unlockCode: null,
    })
  })

  it('leaving with a held slot unlocks it; the selection stays for a later visit', async () => {
    const { actor, unlock } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'wizard.leave' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
    expect(contextOf(actor)).toMatchObject({ vehicle, unlockCode: null })
  })

  it('leaving from outside the flow releases a slot held from an earlier page', async () => {
    const { actor, unlock, names } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'wizard.leave' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
    expect(names()).toEqual([])
    expect(contextOf(actor)).toMatchObject({ vehicle, sessionId: null })
  })

  it('leaving from outside the flow after a booking clears the selection', () => {
    const { actor, names, unlock } = start({ vehicle, options: [option], bookingId: 'B0' })
    actor.send({ type: 'wizard.leave' })
    expect(unlock).not.toHaveBeenCalled()
    expect(contextOf(actor)).toMatchObject({ vehicle: null, options: [], bookingId: null })
    const cleared = actor.getSnapshot().context
    actor.send({ type: 'wizard.leave' })
    expect(actor.getSnapshot().context).toBe(cleared)
    expect(names()).toEqual([])
  })

  it('a new visit releases a held slot and forgets the whole selection, from any step', async () => {
    const { actor, unlock } = start({ vehicle, options: [option], unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'visit.reset' })
    expect(contextOf(actor)).toMatchObject({ vehicle: null, options: [], bookingId: null })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
    const booked = start({ vehicle, bookingId: 'B0' })
    booked.actor.send({ type: 'visit.reset' })
    expect(booked.actor.getSnapshot().value).toBe('idle')
    expect(contextOf(booked.actor)).toMatchObject({ vehicle: null, bookingId: null })
    expect(booked.unlock).not.toHaveBeenCalled()
  })

  it('starting a search clears unlock code, session id, selected vehicle and options', async () => {
    const held = { vehicle, options: [option], unlockCode: 'L0', sessionId: 'S0', hasToken: true }
    const { actor, names, unlock } = start(held)
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'search.start' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab1: 'ready' } }))
    expect(unlock).toHaveBeenCalledOnce()
    expect(contextOf(actor)).toMatchObject({
      vehicle: null,
      options: [],
      unlockCode: null,
      sessionId: null,
    })
    expect(names()).toContain('requestTokenRefresh')
    await settle()
  })
})
