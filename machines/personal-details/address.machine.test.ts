import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { FIELD_ERROR } from '../../src/contract/rules'
import type { User } from '../../src/contract/user'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { addressFormOf, addressMachine, addressRequestOf } from './address.machine'
import {
  selectAddressError,
  selectAddressFailure,
  selectAddressValue,
  selectCanDelete,
  selectFirstAddressError,
  selectIsAddressDeleted,
  selectIsAddressSaved,
  selectIsAddressSaving,
  selectIsBilling,
  selectIsConfirmingDelete,
  selectIsDeleting,
  selectIsPersisted,
} from './address.selectors'
import type { AddressEvent, AddressTextField, SaveAddressCall } from './address.types'
import { controlled, flush, storedUser } from './personal-details.fixtures'
import { SAVE_SPINNER_MS } from './personal-details.types'
// The rules as the forms that take a phone or an address have them (rules.ts, NumberingPlans).
import '../../src/contract/numbering-plans'

const NEW_ID = '5f0c2c1e-8d5b-4b5e-a0a4-1b2c3d4e5f60'
const withoutAddress: User = { ...storedUser, address: null, address_type: null, addresses: [] }

function start(user: User | null = storedUser) {
  const save = controlled<SaveAddressCall, User>()
  const remove = controlled<{ id: string }, User>()
  const recorded = withRecordedActions(addressMachine)
  const machine = recorded.machine.provide({
    actors: {
      saveAddress: fromPromise(({ input }) => save.run(input)),
      deleteAddress: fromPromise(({ input }) => remove.run(input)),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { user, newId: () => NEW_ID }, clock }).start()
  const type = (field: AddressTextField, value: string) => actor.send({ type: 'field.change', field, value })
  return { actor, clock, save, remove, type, ...recorded }
}

describe('address (SPEC §2, §5, §7, §9)', () => {
  it("starts from the user's address; without one, an empty form in Italy that cannot be deleted", () => {
    const stored = start()
    expect(selectAddressValue(stored.actor.getSnapshot(), 'city')).toBe('Milano')
    expect(selectCanDelete(stored.actor.getSnapshot())).toBe(true)
    const empty = start(withoutAddress)
    expect(empty.actor.getSnapshot().context.values).toEqual(addressFormOf(null))
    expect(selectAddressValue(empty.actor.getSnapshot(), 'country')).toBe('IT')
    expect(selectCanDelete(empty.actor.getSnapshot())).toBe(false)
    expect(selectIsPersisted(empty.actor.getSnapshot())).toBe(false)
  })

  it('refuses a postal code of another shape than the country’s, along with the other errors', () => {
    const { actor, type, save } = start(withoutAddress)
    type('postal_code', '20A21')
    actor.send({ type: 'form.submit' })
    expect(selectAddressError(actor.getSnapshot(), 'postal_code')).toBe(FIELD_ERROR.postalCodeFormat)
    expect(selectAddressError(actor.getSnapshot(), 'address')).toBe(FIELD_ERROR.address)
    type('postal_code', '20121')
    expect(selectAddressError(actor.getSnapshot(), 'postal_code')).toBeNull()
    expect(save.calls).toEqual([])
  })

  it('requires street, number, country, city and postal code; alias and more info are optional', () => {
    const { actor, type, save } = start(withoutAddress)
    type('country', '')
    actor.send({ type: 'form.submit' })
    const snapshot = actor.getSnapshot()
    expect(selectAddressError(snapshot, 'address')).toBe(FIELD_ERROR.address)
    expect(selectAddressError(snapshot, 'house_number')).toBe(FIELD_ERROR.number)
    expect(selectAddressError(snapshot, 'country')).toBe(FIELD_ERROR.country)
    expect(selectAddressError(snapshot, 'city')).toBe(FIELD_ERROR.city)
    expect(selectAddressError(snapshot, 'postal_code')).toBe(FIELD_ERROR.postalCode)
    expect(selectAddressError(snapshot, 'alias')).toBeNull()
    expect(selectAddressError(snapshot, 'additional_info')).toBeNull()
    expect(selectFirstAddressError(snapshot)).toBe('address')
    expect(save.calls).toEqual([])
    type('address', 'Via Po')
    expect(selectAddressError(actor.getSnapshot(), 'address')).toBeNull()
    expect(selectFirstAddressError(actor.getSnapshot())).toBe('house_number')
  })

  it('creates a new address under a new id, billing when checked, and keeps that id for the next save', async () => {
    const { actor, type, save, clock, paramsOf } = start(withoutAddress)
    type('address', ' Via Po ')
    type('house_number', '3')
    type('city', 'Torino')
    type('postal_code', '10123')
    actor.send({ type: 'billing.change', billing: true })
    expect(selectIsBilling(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'form.submit' })
    expect(save.calls).toEqual([
      {
        id: NEW_ID,
        body: {
          alias: null,
          address: 'Via Po',
          house_number: '3',
          additional_info: null,
          country: 'IT',
          city: 'Torino',
          postal_code: '10123',
          address_type: 'billing',
        },
      },
    ])
    const answered = { ...storedUser, address: { ...storedUser.address, id: NEW_ID } }
    save.resolve(answered)
    await flush()
    expect(paramsOf('announceUser')).toEqual([{ user: answered }])
    expect(selectIsAddressSaving(actor.getSnapshot())).toBe(true)
    clock.increment(SAVE_SPINNER_MS)
    expect(selectIsAddressSaved(actor.getSnapshot())).toBe(true)
    expect(selectCanDelete(actor.getSnapshot())).toBe(true)
    type('alias', 'Ufficio')
    actor.send({ type: 'form.submit' })
    expect(save.calls[1]?.id).toBe(NEW_ID)
    expect(save.calls[1]?.body.alias).toBe('Ufficio')
  })

  it('updates the stored address under its own id', () => {
    const { actor, save } = start()
    actor.send({ type: 'form.submit' })
    expect(save.calls[0]?.id).toBe(storedUser.address.id)
    expect(save.calls[0]?.body.address_type).toBe('home')
  })

  it('a refused save shows the server errors on their fields, keeps the form, and retries under the same id', async () => {
    const { actor, type, save, clock, names } = start(withoutAddress)
    for (const [field, value] of [
      ['address', 'Via Po'],
      ['house_number', '3'],
      ['city', 'Torino'],
      ['postal_code', '10123'],
      ['country', 'XX'],
    ] as const)
      type(field, value)
    actor.send({ type: 'form.submit' })
    save.reject({ code: 'common.input_error.country', errors: { country: ['common.input_error.country'] } })
    await flush()
    clock.increment(SAVE_SPINNER_MS)
    const snapshot = actor.getSnapshot()
    expect(selectAddressError(snapshot, 'country')).toBe('common.input_error.country')
    expect(selectAddressFailure(snapshot)?.code).toBe('common.input_error.country')
    expect(selectAddressValue(snapshot, 'city')).toBe('Torino')
    expect(selectCanDelete(snapshot)).toBe(false)
    expect(names()).toEqual(['logFailure'])
    type('country', 'IT')
    actor.send({ type: 'form.submit' })
    expect(save.calls.map((call) => call.id)).toEqual([NEW_ID, NEW_ID])
  })

  it('delete asks first; cancel keeps the address as typed', () => {
    const { actor, type, remove } = start()
    type('city', 'Monza')
    actor.send({ type: 'address.delete' })
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'delete.cancel' })
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(false)
    expect(selectAddressValue(actor.getSnapshot(), 'city')).toBe('Monza')
    expect(remove.calls).toEqual([])
  })

  it('a confirmed delete mirrors the answered user and shows an empty form for a new address', async () => {
    const { actor, remove, paramsOf } = start()
    actor.send({ type: 'address.delete' })
    actor.send({ type: 'delete.confirm' })
    expect(selectIsDeleting(actor.getSnapshot())).toBe(true)
    expect(remove.calls).toEqual([{ id: storedUser.address.id }])
    remove.resolve(withoutAddress)
    await flush()
    const snapshot = actor.getSnapshot()
    expect(selectIsAddressDeleted(snapshot)).toBe(true)
    expect(paramsOf('announceUser')).toEqual([{ user: withoutAddress }])
    expect(snapshot.context.values).toEqual(addressFormOf(null))
    expect(snapshot.context.id).toBeNull()
    expect(selectCanDelete(snapshot)).toBe(false)
  })

  it('a failed delete keeps the address and says so', async () => {
    const { actor, remove } = start()
    actor.send({ type: 'address.delete' })
    actor.send({ type: 'delete.confirm' })
    remove.reject({ code: 'user.address_not_found', message: 'Address not found.' })
    await flush()
    expect(selectAddressFailure(actor.getSnapshot())?.message).toBe('Address not found.')
    expect(selectAddressValue(actor.getSnapshot(), 'city')).toBe('Milano')
  })

  it('the request trims texts and sends empty optional ones as null', () => {
    expect(
      addressRequestOf({ ...addressFormOf(storedUser.address), alias: '  ', additional_info: ' 2nd floor ' }),
    ).toMatchObject({
      alias: null,
      additional_info: '2nd floor',
      address_type: 'home',
    })
  })
})

describe('address, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'field.change', field: 'city', value: '' },
      { type: 'billing.change', billing: true },
      { type: 'form.submit' },
      { type: 'address.delete' },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'xstate.done.actor.saveAddress', output: storedUser },
      { type: 'xstate.error.actor.saveAddress', error: { code: 'network' } },
      { type: 'xstate.done.actor.deleteAddress', output: withoutAddress },
      { type: 'xstate.error.actor.deleteAddress', error: { code: 'http.404' } },
    ] as unknown as AddressEvent[]
    const result = await coverMachineWithPaths({
      machine: addressMachine,
      inputs: [{ user: storedUser, newId: () => NEW_ID }],
      events,
    })
    expectFullCoverage(result, 'address')
  })
})
