import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { familyMachine } from '../../machines/family/family.machine'
import { sessionMachine } from '../../machines/session/session.machine'
import { trackingMachine } from '../../machines/tracking/tracking.machine'
import { provideWizard } from '../../machines/wizard/wizard.provide'
import type { WizardInput, WizardVehicle } from '../../machines/wizard/wizard.types'
import { MemoryStorage } from '../storage/memory-storage.test-support'
import { persistFamily, persistSession, persistTracking, persistWizard } from './storage-bridge'

const stored = (key: string) => localStorage.getItem(key)

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage()
  globalThis.sessionStorage = new MemoryStorage()
})

const vehicle = { license_plate: 'AB123CD', time_slot_lock_code: 'LOCK' } as unknown as WizardVehicle
const filters = { family_code: 'jaguar' as const, dateFrom: '01/03/2027', dateTo: '03/03/2027' }
const LOCK = '00000000-0000-4000-8000-000000000001'
const LOCK_SESSION = '00000000-0000-4000-8000-000000000002'
const empty: WizardInput = {
  vehicle: null,
  options: [],
  filters: null,
  unlockCode: null,
  sessionId: null,
  bookingId: null,
  hasToken: true,
}

function startWizard(input: WizardInput = empty) {
  const machine = provideWizard({
    lockTimeSlot: async () => ({
      time_slot_lock_id: LOCK,
      session_id: LOCK_SESSION,
      expires_at: '2999-01-01T00:00:00Z',
    }),
    unlockTimeSlot: async () => {},
    getHold: async () => ({ expires_at: '2999-01-01T00:00:00Z' }),
    waitForHoldExpiry: () => new Promise<void>(() => {}),
    createBooking: async () => ({ booking_id: 'B1', appointment_id: 'R-1' }),
    findReservationNumber: async () => 'R-1',
  })
  const actor = createActor(machine, { input }).start()
  const chosen = vi.fn()
  persistWizard(actor, chosen)
  return { actor, chosen }
}

describe('storage bridge: the wizard', () => {
  it('keeps the chosen vehicle, its options and its search; hears each choice once', () => {
    const { actor, chosen } = startWizard()
    expect(chosen).not.toHaveBeenCalled()
    actor.send({ type: 'tab.select', tab: 'tab1' })
    actor.send({ type: 'vehicle.select', vehicle, filters })
    expect(JSON.parse(stored('selectedVehicle') ?? 'null')).toEqual(vehicle)
    expect(JSON.parse(stored('filters') ?? 'null')).toEqual(filters)
    expect(stored('options')).toBe('[]')
    expect(chosen).toHaveBeenCalledExactlyOnceWith(vehicle)
    actor.send({ type: 'vehicle.book' })
    const option = { id: 'S1', code: 'CHILD_SEAT', quantity: 1, price_including_tax: 10 }
    actor.send({ type: 'options.toggle', option: option as never })
    expect(JSON.parse(stored('options') ?? 'null')).toEqual([option])
  })

  it('keeps a held slot and the booking, and forgets the selection when the customer leaves success', async () => {
    const { actor } = startWizard({ ...empty, vehicle, filters })
    actor.send({ type: 'tab.select', tab: 'tab3' })
    actor.send({ type: 'options.continue' })
    await waitFor(actor.getSnapshot().context.hold, (h) => h.matches({ held: 'waiting' }))
    expect([stored('unlock_code'), stored('session_id')]).toEqual([LOCK, LOCK_SESSION])
    actor.send({ type: 'booking.submit', details: {} as never })
    await waitFor(actor, (s) => s.matches({ inFlow: 'success' }))
    expect(stored('booking_id')).toBe('B1')
    expect([stored('unlock_code'), stored('session_id')]).toEqual([null, null])
    actor.send({ type: 'wizard.leave' })
    for (const key of ['selectedVehicle', 'options', 'booking_id', 'filters']) expect(stored(key)).toBeNull()
  })

  it('a stored selection that does not parse is removed at the start, as the machine holds none', () => {
    localStorage.setItem('selectedVehicle', '{"license_plate":"AB123CD"}')
    localStorage.setItem('filters', '{"model":"f-pace"}')
    startWizard()
    expect([stored('selectedVehicle'), stored('filters')]).toEqual([null, null])
  })

  it('a new search forgets the vehicle but keeps the search it was priced for', () => {
    const { actor } = startWizard({ ...empty, vehicle, filters })
    actor.send({ type: 'search.start' })
    expect([stored('selectedVehicle'), stored('options')]).toEqual([null, null])
    expect(JSON.parse(stored('filters') ?? 'null')).toEqual(filters)
  })
})

describe('storage bridge: the session, the family and tracking', () => {
  const user = { id: 'u1', first_name: 'Ada' }
  const session = { token: 't1', user: user as never, expires_at: '2999-01-01T00:00:00.000Z' }

  it('keeps a session while it lasts and removes it when it ends', () => {
    localStorage.setItem('access_token', 'stale')
    sessionStorage.setItem('checkout_draft', '{}')
    const actor = createActor(sessionMachine, { input: { token: null, user: null, expiresAt: null } }).start()
    persistSession(actor)
    expect([stored('access_token'), sessionStorage.getItem('checkout_draft')]).toEqual([null, null])
    actor.send({ type: 'session.loggedIn', session })
    expect([stored('access_token'), stored('expires_at')]).toEqual(['t1', session.expires_at])
    expect(JSON.parse(stored('user') ?? 'null')).toEqual(user)
    actor.send({ type: 'user.updated', user: { ...user, first_name: 'Grace' } as never })
    expect(JSON.parse(stored('user') ?? 'null')).toMatchObject({ first_name: 'Grace' })
    actor.send({ type: 'token.rejected' })
    for (const key of ['access_token', 'user', 'expires_at']) expect(stored(key)).toBeNull()
  })

  it('keeps the family; a new visit clears the visit data, a switch the model', () => {
    const actor = createActor(familyMachine, { input: { family: null } }).start()
    persistFamily(actor)
    localStorage.setItem('model', 'D110')
    localStorage.setItem('selectedVehicle', '{}')
    localStorage.setItem('language', 'en')
    actor.send({ type: 'family.enter', family: 'jaguar' })
    expect(stored('family')).toBe('jaguar')
    expect([stored('model'), stored('selectedVehicle')]).toEqual([null, null])
    expect(stored('language')).toBe('en')
    localStorage.setItem('model', 'D110')
    actor.send({ type: 'family.switch', family: 'defender' })
    expect([stored('family'), stored('model')]).toEqual(['defender', null])
  })

  it('keeps the measurement session it is given', async () => {
    const machine = trackingMachine.provide({
      actors: { initTrackingSession: fromPromise(async () => ({ session_id: 'T1' })) },
    })
    const actor = createActor(machine, { input: { sessionId: null } }).start()
    persistTracking(actor)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(stored('tracking_id')).toBe('T1')
  })
})
