import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { Family } from '../../src/contract/family'
import { FIELD_ERROR } from '../../src/contract/rules'
import type { UpdateBasicInformationRequest, User } from '../../src/contract/user'
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
  selectIsEmailChanged,
  selectNeedsCurrentPassword,
} from './basic-info.selectors'
import { BASIC_FIELDS, type BasicField, type BasicInfoEvent } from './basic-info.types'
import { controlled, flush, storedUser } from './personal-details.fixtures'
import { SAVE_SPINNER_MS } from './personal-details.types'

function start(user: User | null = storedUser, family: Family | null = 'jaguar') {
  const request = controlled<UpdateBasicInformationRequest, User>()
  const recorded = withRecordedActions(basicInfoMachine)
  const machine = recorded.machine.provide({
    actors: { saveBasicInformation: fromPromise(({ input }) => request.run(input)) },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { user, family }, clock }).start()
  const type = (field: BasicField, value: string) => actor.send({ type: 'field.change', field, value })
  return { actor, clock, request, type, ...recorded }
}

describe('basic information (SPEC §2, §5, §9)', () => {
  it('starts from the stored user, the phone split in prefix and number', () => {
    const form = basicFormOf(storedUser)
    expect(Object.keys(form).sort()).toEqual([...BASIC_FIELDS].sort())
    expect([form.title, form.first_name, form.last_name, form.email]).toEqual([
      '',
      'Ada',
      'Lovelace',
      'ada@example.com',
    ])
    expect([form.phone_prefix, form.phone_number]).toEqual(['+39', '3331234567'])
    expect(form.current_password).toBe('')
  })

  it('without a stored phone the prefix is +39', () => {
    const user = { ...storedUser, preference: { ...storedUser.preference, contact_phone: null } }
    expect(basicFormOf(user)).toMatchObject({ phone_prefix: '+39', phone_number: '' })
    expect(basicFormOf(null).phone_prefix).toBe('+39')
  })

  it('refuses empty names, a malformed email and a short phone (no title is fine), and sends nothing', () => {
    const { actor, type, request } = start()
    type('first_name', '  ')
    type('last_name', '')
    type('email', 'ada.example.com')
    type('phone_number', '333123')
    actor.send({ type: 'form.submit' })
    const snapshot = actor.getSnapshot()
    expect(selectBasicError(snapshot, 'title')).toBeNull()
    expect(selectBasicError(snapshot, 'first_name')).toBe(FIELD_ERROR.firstName)
    expect(selectBasicError(snapshot, 'last_name')).toBe(FIELD_ERROR.lastName)
    expect(selectBasicError(snapshot, 'email')).toBe(FIELD_ERROR.email)
    expect(selectBasicError(snapshot, 'phone')).toBe(FIELD_ERROR.phone)
    expect(selectFirstBasicError(snapshot)).toBe('first_name')
    expect(request.calls).toEqual([])
  })

  it('editing a field clears its own message; the prefix and the number share the phone message', () => {
    const { actor, type } = start()
    type('phone_prefix', '39x')
    actor.send({ type: 'form.submit' })
    expect(selectBasicError(actor.getSnapshot(), 'phone')).toBe(FIELD_ERROR.phone)
    type('phone_number', '3331234568')
    expect(selectBasicError(actor.getSnapshot(), 'phone')).toBeNull()
    expect(selectFirstBasicError(actor.getSnapshot())).toBeNull()
  })

  it('a customer who never chose a title saves without one', () => {
    const { actor, request } = start()
    expect(storedUser.title).toBeNull()
    actor.send({ type: 'form.submit' })
    expect(selectIsBasicSaving(actor.getSnapshot())).toBe(true)
    expect(request.calls).toEqual([
      expect.objectContaining({ title: null, first_name: storedUser.first_name }),
    ])
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
    type('current_password', 'Str0ng!Pass')
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
    const values = { ...basicFormOf(storedUser), phone_prefix: '44', title: 'Mr' }
    expect(basicRequestOf({ values, savedEmail: storedUser.email, family: 'jaguar' })).toEqual({
      title: 'Mr',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 3331234567',
    })
  })
})

describe('basic information, a new email (the current password, the undo link)', () => {
  it('asks for the current password only while the email differs from the saved one', () => {
    const { actor, type } = start()
    expect(selectNeedsCurrentPassword(actor.getSnapshot())).toBe(false)
    type('email', ' ADA@example.com ')
    expect(selectNeedsCurrentPassword(actor.getSnapshot())).toBe(false)
    type('email', 'grace@example.com')
    expect(selectNeedsCurrentPassword(actor.getSnapshot())).toBe(true)
  })

  it('refuses a new email without the current password (SPEC §5 rule), and sends nothing', () => {
    const { actor, type, request } = start()
    type('title', 'Ms')
    type('email', 'grace@example.com')
    actor.send({ type: 'form.submit' })
    expect(selectBasicError(actor.getSnapshot(), 'current_password')).toBe(FIELD_ERROR.currentPassword)
    expect(selectFirstBasicError(actor.getSnapshot())).toBe('current_password')
    type('current_password', '12345')
    actor.send({ type: 'form.submit' })
    expect(selectBasicError(actor.getSnapshot(), 'current_password')).toBe(FIELD_ERROR.currentPassword)
    expect(request.calls).toEqual([])
  })

  it('the password message goes when the email is back to the saved one', () => {
    const { actor, type } = start()
    type('title', 'Ms')
    type('email', 'grace@example.com')
    actor.send({ type: 'form.submit' })
    type('email', 'ada@example.com')
    expect(selectBasicError(actor.getSnapshot(), 'current_password')).toBeNull()
    expect(selectNeedsCurrentPassword(actor.getSnapshot())).toBe(false)
  })

  it('an unchanged email sends neither the password nor the family, even if one was typed', () => {
    const { actor, type, request } = start()
    type('title', 'Ms')
    type('email', 'grace@example.com')
    type('current_password', 'secret1')
    type('email', 'ada@example.com')
    actor.send({ type: 'form.submit' })
    expect(request.calls[0]).not.toHaveProperty('current_password')
    expect(request.calls[0]).not.toHaveProperty('family_code')
  })

  it('sends the password and the family with a new email; once saved, says so and clears the password', async () => {
    const { actor, type, request, clock } = start()
    type('title', 'Ms')
    type('email', 'grace@example.com')
    type('current_password', 'Str0ng!Pass')
    actor.send({ type: 'form.submit' })
    expect(request.calls).toEqual([
      {
        title: 'Ms',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'grace@example.com',
        phone: '+39 3331234567',
        current_password: 'Str0ng!Pass',
        family_code: 'jaguar',
      },
    ])
    request.resolve({ ...storedUser, title: 'Ms', email: 'grace@example.com' })
    await flush()
    clock.increment(SAVE_SPINNER_MS)
    const snapshot = actor.getSnapshot()
    expect(selectIsBasicSaved(snapshot)).toBe(true)
    expect(selectIsEmailChanged(snapshot)).toBe(true)
    expect(selectBasicValue(snapshot, 'current_password')).toBe('')
    expect(selectNeedsCurrentPassword(snapshot)).toBe(false)
    // The next save of the same email is an ordinary one.
    type('first_name', 'Grace')
    expect(selectIsEmailChanged(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'form.submit' })
    expect(request.calls[1]).not.toHaveProperty('current_password')
  })

  it('without a family the request still carries the password', () => {
    const values = {
      ...basicFormOf(storedUser),
      title: 'Mr',
      email: 'g@example.com',
      current_password: 'abcdef',
    }
    const request = basicRequestOf({ values, savedEmail: storedUser.email, family: null })
    expect(request.current_password).toBe('abcdef')
    expect(request).not.toHaveProperty('family_code')
  })

  it('a wrong current password shows on its field and keeps the form; a 429 shows the server message', async () => {
    const { actor, type, request, clock } = start()
    type('title', 'Ms')
    type('email', 'grace@example.com')
    type('current_password', 'wrong-one')
    actor.send({ type: 'form.submit' })
    request.reject({
      code: 'common.input_error.wrong_current_password',
      message: 'The current password is not correct.',
      errors: { current_password: ['common.input_error.wrong_current_password'] },
    })
    await flush()
    clock.increment(SAVE_SPINNER_MS)
    let snapshot = actor.getSnapshot()
    expect(selectBasicError(snapshot, 'current_password')).toBe('common.input_error.wrong_current_password')
    expect(selectFirstBasicError(snapshot)).toBe('current_password')
    expect(selectBasicValue(snapshot, 'email')).toBe('grace@example.com')
    expect(selectIsEmailChanged(snapshot)).toBe(false)
    actor.send({ type: 'form.submit' })
    request.reject({ code: 'common.too_many_requests', message: 'Too many attempts.' })
    await flush()
    clock.increment(SAVE_SPINNER_MS)
    snapshot = actor.getSnapshot()
    expect(selectBasicFailure(snapshot)).toEqual({
      code: 'common.too_many_requests',
      message: 'Too many attempts.',
    })
    expect(selectFirstBasicError(snapshot)).toBeNull()
  })
})

describe('basic information, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'field.change', field: 'title', value: 'Ms' },
      { type: 'field.change', field: 'first_name', value: '' },
      { type: 'field.change', field: 'email', value: 'grace@example.com' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.saveBasicInformation', output: storedUser },
      {
        type: 'xstate.error.actor.saveBasicInformation',
        error: { code: 'http.409', errors: { email: ['common.input_error.email_taken'] } },
      },
    ] as unknown as BasicInfoEvent[]
    const result = await coverMachineWithPaths({
      machine: basicInfoMachine,
      inputs: [{ user: storedUser, family: 'jaguar' }],
      events,
    })
    expectFullCoverage(result, 'basicInfo')
  })
})
