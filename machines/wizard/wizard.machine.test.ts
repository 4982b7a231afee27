import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { formatCoverage } from '../testing/coverage'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { wizardMachine } from './wizard.machine'
import { selectCanGoTo, selectReservationNumber, selectStep } from './wizard.selectors'
import type {
  BookingDetails,
  ChosenOption,
  CreateBookingInput,
  GrantedLock,
  WizardEvent,
  WizardInput,
  WizardVehicle,
} from './wizard.types'

const vehicle = {
  license_plate: 'AB123CD',
  time_slot_lock_code: 'LOCK-CODE',
} as unknown as WizardVehicle
const option = { id: 'S1', code: 'CHILD_SEAT', quantity: 1, price_including_tax: 10 } as ChosenOption
const details = { first_name: 'Ada' } as BookingDetails
const filters = { family_code: 'jaguar' as const, dateFrom: '01/03/2027', dateTo: '03/03/2027' }
const empty: WizardInput = {
  vehicle: null,
  options: [],
  filters: null,
  unlockCode: null,
  sessionId: null,
  bookingId: null,
  hasToken: false,
}

const granted: GrantedLock = { time_slot_lock_id: 'L1', session_id: 'S1', expires_at: '2027-03-01T09:15:00Z' }

/** A promise the test settles itself: a request still in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

type Options = {
  lockFails?: boolean
  unlockFails?: boolean
  lockAnswer?: Promise<GrantedLock>
  bookAnswer?: Promise<{ booking_id: string; appointment_id: string }>
  hold?: { expires_at: string } | null
  holdEnds?: Promise<void>
  numberFails?: boolean
}

function start(input: Partial<WizardInput> = {}, options: Options = {}) {
  const { lockFails = false, unlockFails = false } = options
  const lock = vi.fn(async (_: { time_slot_lock_code: string }): Promise<GrantedLock> => {
    if (lockFails) throw { code: 'lock.taken', message: 'Taken' }
    return options.lockAnswer ?? granted
  })
  const unlock = vi.fn(async (_: { time_slot_lock_id: string; session_id: string }) => {
    if (unlockFails) throw new Error('unlock failed')
  })
  const findNumber = vi.fn(async (_: { bookingId: string }) => {
    if (options.numberFails) throw new Error('not found')
    return 'AR-7'
  })
  const book = vi.fn(
    async (_: { input: CreateBookingInput }): Promise<{ booking_id: string; appointment_id: string }> =>
      options.bookAnswer ?? { booking_id: 'B1', appointment_id: 'R-1' },
  )
  const getHold = vi.fn(async () =>
    options.hold === undefined ? { expires_at: granted.expires_at } : options.hold,
  )
  const recorded = withRecordedActions(wizardMachine)
  const machine = recorded.machine.provide({
    actors: {
      lockTimeSlot: fromPromise(({ input }) => lock(input)),
      unlockTimeSlot: fromPromise(({ input }) => unlock(input)),
      createBooking: fromPromise(book),
      findReservationNumber: fromPromise(({ input }) => findNumber(input)),
      getHold: fromPromise(getHold),
      waitForHoldExpiry: fromPromise(() => options.holdEnds ?? new Promise<void>(() => {})),
    },
  })
  const actor = createActor(machine, { input: { ...empty, ...input } }).start()
  return { actor, lock, unlock, book, getHold, findNumber, ...recorded }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

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

  it('from tab1 no tab moves; from tab3 to tab1 or tab2 but not tab4', () => {
    const { actor, paramsOf } = start({ vehicle })
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
    const { actor, unlock, names } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'tab.select', tab: 'tab1' })
    expect(actor.getSnapshot().hasTag('status:loading')).toBe(true)
    await waitFor(actor, (s) => s.matches({ inFlow: { tab1: 'ready' } }))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
    expect(actor.getSnapshot().context).toMatchObject({ unlockCode: null, sessionId: null })
    expect(names()).toContain('forgetLock')
  })

  it('a failed unlock is logged only, and the stale code is dropped', async () => {
    const { actor, names } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' }, { unlockFails: true })
    actor.send({ type: 'tab.select', tab: 'tab1' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab1: 'ready' } }))
    expect(names()).toEqual(['logFailure', 'forgetLock'])
    expect(actor.getSnapshot().context.unlockCode).toBeNull()
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

  it('locks the slot with a token, stores the lock and refreshes the token', async () => {
    const { actor, paramsOf, names } = start({ vehicle, hasToken: true })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    await waitFor(actor, (s) => s.matches({ inFlow: 'tab4' }))
    expect(paramsOf('storeLock')).toEqual([granted])
    expect(actor.getSnapshot().context.holdExpiresAt).toBe(granted.expires_at)
    expect(names()).toContain('requestTokenRefresh')
    expect(actor.getSnapshot().context).toMatchObject({ unlockCode: 'L1', sessionId: 'S1' })
  })

  it('a failed lock stays on tab3 with an error', async () => {
    const { actor } = start({ vehicle, hasToken: true }, { lockFails: true })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    await waitFor(actor, (s) => s.matches({ inFlow: 'tab3' }))
    expect(actor.getSnapshot().context.error).toEqual({
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

  it("'continue without options' clears the options, then continues", () => {
    const { actor, paramsOf } = start({ vehicle, options: [option], unlockCode: 'L0' })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.skip' })
    expect(actor.getSnapshot().context.options).toEqual([])
    expect(paramsOf('storeOptions')).toEqual([{ options: [] }])
    expect(selectStep(actor.getSnapshot())).toBe('tab4')
  })

  it('books, stores the booking id, refreshes the token and shows success', async () => {
    const { actor, book, paramsOf, names } = start({
      vehicle,
      unlockCode: 'L0',
      sessionId: 'S0',
      hasToken: true,
    })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))
    actor.send({ type: 'booking.submit', details })
    await waitFor(actor, (s) => s.matches({ inFlow: 'success' }))
    expect(actor.getSnapshot().context.reservationNumber).toBe('R-1')
    expect((book.mock.calls as unknown[][])[0]?.[0]).toMatchObject({
      input: { details, lock: { time_slot_lock_id: 'L0', session_id: 'S0' } },
    })
    expect(paramsOf('storeBookingId')).toEqual([{ bookingId: 'B1' }])
    expect(names()).toContain('requestTokenRefresh')
  })

  it('after a booking, leaving clears the stored selection', async () => {
    const { actor, names } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab4: 'holding' } }))
    actor.send({ type: 'booking.submit', details })
    await waitFor(actor, (s) => s.matches({ inFlow: 'success' }))
    actor.send({ type: 'wizard.leave' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(names()).toContain('clearStoredSelection')
    expect(actor.getSnapshot().context).toMatchObject({ vehicle: null, bookingId: null, unlockCode: null })
  })

  it('leaving with a held slot unlocks it; the selection stays for a later visit', async () => {
    const { actor, unlock } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'wizard.leave' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
    expect(actor.getSnapshot().context).toMatchObject({ vehicle, unlockCode: null })
  })

  it('leaving from outside the flow releases a slot held from an earlier page', async () => {
    const { actor, unlock, names } = start({ vehicle, unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'wizard.leave' })
    await waitFor(actor, (s) => s.matches('idle') && s.context.unlockCode === null)
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
    expect(names()).toEqual(['forgetLock'])
    expect(actor.getSnapshot().context.vehicle).toEqual(vehicle)
  })

  it('leaving from outside the flow after a booking clears the stored selection', () => {
    const { actor, names, unlock } = start({ vehicle, options: [option], bookingId: 'B0' })
    actor.send({ type: 'wizard.leave' })
    expect(names()).toEqual(['clearStoredSelection'])
    expect(unlock).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context).toMatchObject({ vehicle: null, options: [], bookingId: null })
    actor.send({ type: 'wizard.leave' })
    expect(names()).toEqual(['clearStoredSelection'])
  })

  it('a new visit releases a held slot and forgets the whole selection, from any step', async () => {
    const { actor, unlock } = start({ vehicle, options: [option], unlockCode: 'L0', sessionId: 'S0' })
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'visit.reset' })
    expect(actor.getSnapshot().context).toMatchObject({ vehicle: null, options: [], bookingId: null })
    await waitFor(actor, (s) => s.matches('idle') && s.context.unlockCode === null)
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L0', session_id: 'S0' })
    const booked = start({ vehicle, bookingId: 'B0' })
    booked.actor.send({ type: 'visit.reset' })
    expect(booked.actor.getSnapshot().value).toBe('idle')
    expect(booked.actor.getSnapshot().context).toMatchObject({ vehicle: null, bookingId: null })
    expect(booked.unlock).not.toHaveBeenCalled()
  })

  it('starting a search clears unlock code, session id, selected vehicle and options', async () => {
    const held = { vehicle, options: [option], unlockCode: 'L0', sessionId: 'S0', hasToken: true }
    const { actor, names, unlock } = start(held)
    actor.send({ type: 'tab.select', tab: 'tab4' })
    actor.send({ type: 'search.start' })
    await waitFor(actor, (s) => s.matches({ inFlow: { tab1: 'ready' } }))
    expect(unlock).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context).toMatchObject({
      vehicle: null,
      options: [],
      unlockCode: null,
      sessionId: null,
    })
    expect(names()).toEqual(
      expect.arrayContaining(['forgetSearchSelection', 'forgetLock', 'requestTokenRefresh']),
    )
    await settle()
  })
})

describe('wizard: requests the customer walks away from', () => {
  it('a lock granted after leaving is released, and the retry can lock again', async () => {
    const answer = deferred<GrantedLock>()
    const { actor, unlock, paramsOf } = start({ vehicle, hasToken: true }, { lockAnswer: answer.promise })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    actor.send({ type: 'wizard.leave' })
    expect(selectStep(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().hasTag('status:settling')).toBe(true)
    answer.resolve(granted)
    await waitFor(actor, (s) => s.matches('idle') && s.context.unlockCode === null)
    expect(unlock).toHaveBeenCalledWith({ time_slot_lock_id: 'L1', session_id: 'S1' })
    expect(paramsOf('storeLock')).toEqual([])
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
    expect(names()).toEqual(expect.arrayContaining(['trackBooking', 'forgetSearchSelection', 'forgetLock']))
    expect(actor.getSnapshot().context).toMatchObject({ vehicle: null, unlockCode: null })
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
    const { actor, names, lock } = start(
      { vehicle, unlockCode: 'L0', sessionId: 'S0', hasToken: true },
      { hold: null },
    )
    actor.send({ type: 'tab.select', tab: 'tab4' })
    await waitFor(actor, (s) => s.hasTag('status:holdExpired'))
    expect(actor.getSnapshot().context.unlockCode).toBeNull()
    expect(names()).toContain('forgetLock')
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
      { type: 'options.change', options: [option] },
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
