import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { FIELD_ERROR } from '../../src/contract/rules'
import type { UpdateBasicInformationRequest, User } from '../../src/contract/user'
import { formatCoverage } from '../testing/coverage'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { basicFormOf, basicInfoMachine, basicRequestOf } from './basic-info.machine'
import {
  selectBasicError,
  selectBasicFailure,
  selectBasicValue,
  selectFirstBasicError,
  selectIsBasicSaved,
  selectIsBasicSaving,
} from './basic-info.selectors'
import type { BasicField, BasicInfoEvent } from './basic-info.types'
import { controlled, flush, storedUser } from './personal-details.fixtures'
import { SAVE_SPINNER_MS } from './personal-details.types'

function start(user: User | null = storedUser) {
  const request = controlled<UpdateBasicInformationRequest, User>()
  const recorded = withRecordedActions(basicInfoMachine)
  const machine = recorded.machine.provide({
    actors: { saveBasicInformation: fromPromise(({ input }) => request.run(input)) },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { user }, clock }).start()
  const type = (field: BasicField, value: string) => actor.send({ type: 'field.change', field, value })
  return { actor, clock, request, type, ...recorded }
}

describe('basic information (SPEC §2, §5, §9)', () => {
  it('starts from the stored user, the phone split in prefix and number', () => {
    expect(basicFormOf(storedUser)).toEqual({
      title: '',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone_prefix: '+39',
      phone_number: '3331234567',
    })
  })

  it('without a stored phone the prefix is +39', () => {
    const user = { ...storedUser, preference: { ...storedUser.preference, contact_phone: null } }
    expect(basicFormOf(user)).toMatchObject({ phone_prefix: '+39', phone_number: '' })
    expect(basicFormOf(null).phone_prefix).toBe('+39')
  })

  it('refuses empty names, a malformed email, a short phone and no title, and sends nothing', () => {
    const { actor, type, request } = start()
    type('first_name', '  ')
    type('last_name', '')
    type('email', 'ada.example.com')
    type('phone_number', '333123')
    actor.send({ type: 'form.submit' })
    const snapshot = actor.getSnapshot()
    expect(selectBasicError(snapshot, 'title')).toBe(FIELD_ERROR.title)
    expect(selectBasicError(snapshot, 'first_name')).toBe(FIELD_ERROR.firstName)
    expect(selectBasicError(snapshot, 'last_name')).toBe(FIELD_ERROR.lastName)
    expect(selectBasicError(snapshot, 'email')).toBe(FIELD_ERROR.email)
    expect(selectBasicError(snapshot, 'phone')).toBe(FIELD_ERROR.phone)
    expect(selectFirstBasicError(snapshot)).toBe('title')
    expect(request.calls).toEqual([])
  })

  it('editing a field clears its own message; the prefix and the number share the phone message', () => {
    const { actor, type } = start()
    type('phone_prefix', '39x')
    actor.send({ type: 'form.submit' })
    expect(selectBasicError(actor.getSnapshot(), 'phone')).toBe(FIELD_ERROR.phone)
    type('phone_number', '3331234568')
    expect(selectBasicError(actor.getSnapshot(), 'phone')).toBeNull()
    expect(selectBasicError(actor.getSnapshot(), 'title')).toBe(FIELD_ERROR.title)
    type('title', 'Ms')
    expect(selectFirstBasicError(actor.getSnapshot())).toBeNull()
  })

  it('sends the trimmed values and the joined phone; the spinner turns 2 s even when the answer is quicker', async () => {
    const { actor, type, request, clock, paramsOf } = start()
    type('title', 'Ms')
    type('first_name', ' Grace ')
    type('phone_number', '333 123 4567')
    actor.send({ type: 'form.submit' })
    expect(selectIsBasicSaving(actor.getSnapshot())).toBe(true)
    expect(request.calls).toEqual([
      {
        title: 'Ms',
        first_name: 'Grace',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '+39 3331234567',
      },
    ])
    const answered = { ...storedUser, title: 'Ms' as const, first_name: 'Grace' }
    request.resolve(answered)
    await flush()
    expect(paramsOf('announceUser')).toEqual([{ user: answered }])
    expect(selectIsBasicSaving(actor.getSnapshot())).toBe(true)
    clock.increment(SAVE_SPINNER_MS - 1)
    expect(selectIsBasicSaving(actor.getSnapshot())).toBe(true)
    clock.increment(1)
    expect(selectIsBasicSaving(actor.getSnapshot())).toBe(false)
    expect(selectIsBasicSaved(actor.getSnapshot())).toBe(true)
    type('last_name', 'Hopper')
    expect(selectIsBasicSaved(actor.getSnapshot())).toBe(false)
  })

  it('a slow answer keeps the spinner until it comes', async () => {
    const { actor, type, request, clock } = start()
    type('title', 'Mr')
    actor.send({ type: 'form.submit' })
    clock.increment(SAVE_SPINNER_MS * 3)
    expect(selectIsBasicSaving(actor.getSnapshot())).toBe(true)
    request.resolve(storedUser)
    await flush()
    expect(selectIsBasicSaved(actor.getSnapshot())).toBe(true)
  })

  it('shows the server field errors on their fields after the spinner and keeps what was typed', async () => {
    const { actor, type, request, clock, names } = start()
    type('title', 'Mrs')
    type('email', 'taken@example.com')
    actor.send({ type: 'form.submit' })
    request.reject({
      code: 'common.input_error.email_taken',
      message: 'An account with this email already exists.',
      errors: { email: ['common.input_error.email_taken'] },
    })
    await flush()
    expect(selectBasicError(actor.getSnapshot(), 'email')).toBeNull()
    clock.increment(SAVE_SPINNER_MS)
    const snapshot = actor.getSnapshot()
    expect(selectBasicError(snapshot, 'email')).toBe('common.input_error.email_taken')
    expect(selectBasicFailure(snapshot)?.code).toBe('common.input_error.email_taken')
    expect(selectBasicValue(snapshot, 'email')).toBe('taken@example.com')
    expect(selectBasicValue(snapshot, 'title')).toBe('Mrs')
    expect(names()).toEqual(['logFailure'])
    type('email', 'free@example.com')
    expect(selectBasicFailure(actor.getSnapshot())).toBeNull()
    expect(selectBasicError(actor.getSnapshot(), 'email')).toBeNull()
  })

  it('a save with no answer shows the failure without field errors', async () => {
    const { actor, type, request, clock } = start()
    type('title', 'Mr')
    actor.send({ type: 'form.submit' })
    request.reject(new TypeError('Failed to fetch'))
    await flush()
    clock.increment(SAVE_SPINNER_MS)
    expect(selectBasicFailure(actor.getSnapshot())).toEqual({ code: 'unknown' })
    expect(selectFirstBasicError(actor.getSnapshot())).toBeNull()
  })

  it('the request is the contract body', () => {
    expect(basicRequestOf({ ...basicFormOf(storedUser), phone_prefix: '44', title: 'Mr' }).phone).toBe(
      '+44 3331234567',
    )
  })
})

describe('basic information, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'field.change', field: 'title', value: 'Ms' },
      { type: 'field.change', field: 'first_name', value: '' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.saveBasicInformation', output: storedUser },
      {
        type: 'xstate.error.actor.saveBasicInformation',
        error: { code: 'http.409', errors: { email: ['common.input_error.email_taken'] } },
      },
    ] as unknown as BasicInfoEvent[]
    const result = await coverMachineWithPaths({
      machine: basicInfoMachine,
      inputs: [{ user: storedUser }],
      events,
    })
    console.info(formatCoverage('basicInfo', result.report), `(${result.paths} paths, ${result.steps} steps)`)
    expectFullCoverage(result)
  })
})
