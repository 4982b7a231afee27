import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ApiFailure } from '../../src/contract/api-failure'
import type { RegisterRequest, Session } from '../../src/contract/auth'
import { FIELD_ERROR } from '../../src/contract/rules'
import { foldingAttempts } from '../testing/generate-paths'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { registerMachine } from './register.machine'
import {
  selectAttempts,
  selectErrors,
  selectFirstInvalidField,
  selectFirstName,
  selectIsRegistered,
  selectIsSubmitting,
  selectPasswordStrength,
  selectValues,
} from './register.selectors'
import {
  REGISTER_UNKNOWN,
  REGISTER_UNREACHABLE,
  type RegisterEvent,
  type RegisterInput,
  type RegisterValues,
} from './register.types'

const session = {
  token: 't0k3n',
  expires_at: '2026-03-02T11:00:00.000Z',
  user: { first_name: 'Ada' },
} as unknown as Session

const valid: Partial<RegisterValues> = {
  first_name: ' Ada ',
  last_name: 'Lovelace',
  email: ' ada@example.com ',
  password: 'Str0ng!Pass',
  password_confirmation: 'Str0ng!Pass',
  marketing_consent: false,
  profiling_consent: true,
  accept_privacy_policy: true,
}

const emailTaken: ApiFailure = {
  code: 'common.input_error.email_taken',
  message: 'An account with this email already exists.',
  errors: { email: ['common.input_error.email_taken'] },
}

function start(answer: (request: RegisterRequest) => Promise<Session>, input: Partial<RegisterInput> = {}) {
  const register = vi.fn(answer)
  const recorded = withRecordedActions(registerMachine)
  const machine = recorded.machine.provide({
    actors: { register: fromPromise(({ input }) => register(input)) },
  })
  const actor = createActor(machine, { input: { language: 'en', ...input } }).start()
  return { actor, register, ...recorded }
}

describe('register (SPEC §2, §5, §8)', () => {
  it('starts empty with Italy as the country and no answer to the two questions', () => {
    const { actor } = start(async () => session)
    const values = selectValues(actor.getSnapshot())
    expect(values.country).toBe('IT')
    expect(values.marketing_consent).toBeNull()
    expect(values.profiling_consent).toBeNull()
    expect(values.accept_privacy_policy).toBe(false)
  })

  it('refuses an empty form: every required field shows its rule, the optional ones none, nothing is sent', () => {
    const { actor, register } = start(async () => session)
    actor.send({ type: 'form.submit' })
    const errors = selectErrors(actor.getSnapshot())
    expect(errors).toEqual({
      first_name: { key: FIELD_ERROR.firstName },
      last_name: { key: FIELD_ERROR.lastName },
      email: { key: FIELD_ERROR.email },
      password: { key: FIELD_ERROR.password },
      password_confirmation: { key: FIELD_ERROR.repeatPassword },
      marketing_consent: { key: FIELD_ERROR.marketing },
      profiling_consent: { key: FIELD_ERROR.profiling },
      accept_privacy_policy: { key: FIELD_ERROR.privacy },
    })
    expect(selectFirstInvalidField(actor.getSnapshot())).toBe('first_name')
    expect(selectAttempts(actor.getSnapshot())).toBe(1)
    expect(register).not.toHaveBeenCalled()
  })

  it('asks for a strong password and a matching repeat', () => {
    const { actor } = start(async () => session, {
      values: { ...valid, password: 'weakpassword', password_confirmation: 'weakpassword' },
    })
    actor.send({ type: 'form.submit' })
    expect(selectErrors(actor.getSnapshot())).toEqual({ password: { key: FIELD_ERROR.strength } })
    actor.send({ type: 'field.change', field: 'password', value: 'Str0ng!Pass' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'form.submit' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      password_confirmation: { key: FIELD_ERROR.passwordMatch },
    })
    expect(selectFirstInvalidField(actor.getSnapshot())).toBe('password_confirmation')
  })

  it('checks a field the customer filled in when it is left, not while it is typed', () => {
    const { actor } = start(async () => session)
    actor.send({ type: 'field.blur', field: 'email' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'field.change', field: 'email', value: 'ada@' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'field.blur', field: 'email' })
    expect(selectErrors(actor.getSnapshot())).toEqual({ email: { key: FIELD_ERROR.email } })
    actor.send({ type: 'field.change', field: 'email', value: 'ada@example.com' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
  })

  it('a changed password re-checks a repeat that was already filled in', () => {
    const { actor } = start(async () => session)
    actor.send({ type: 'field.change', field: 'password', value: 'Str0ng!Pass' })
    actor.send({ type: 'field.change', field: 'password_confirmation', value: 'Str0ng!Pass' })
    actor.send({ type: 'field.blur', field: 'password_confirmation' })
    actor.send({ type: 'field.change', field: 'password', value: 'Str0ng!Pass2' })
    actor.send({ type: 'field.blur', field: 'password' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      password_confirmation: { key: FIELD_ERROR.passwordMatch },
    })
    actor.send({ type: 'field.change', field: 'password', value: 'Str0ng!Pass' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
  })

  it('answering a question or accepting the policy clears its error', () => {
    const { actor } = start(async () => session)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'field.change', field: 'marketing_consent', value: false })
    actor.send({ type: 'field.change', field: 'accept_privacy_policy', value: true })
    const errors = selectErrors(actor.getSnapshot())
    expect(errors.marketing_consent).toBeUndefined()
    expect(errors.accept_privacy_policy).toBeUndefined()
    expect(errors.profiling_consent).toEqual({ key: FIELD_ERROR.profiling })
  })

  it('a cleared country must be chosen again', () => {
    const { actor } = start(async () => session, { values: { ...valid, country: '' } })
    actor.send({ type: 'form.submit' })
    expect(selectErrors(actor.getSnapshot())).toEqual({ country: { key: FIELD_ERROR.country } })
    actor.send({ type: 'field.change', field: 'country', value: 'DE' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
  })

  it('sends the SPEC §7 body: trimmed names and email, empty optional texts as null', async () => {
    const { actor, register, calls } = start(async () => session, {
      language: 'it',
      values: { ...valid, city: ' Milano ', address: '  ' },
    })
    actor.send({ type: 'form.submit' })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectIsRegistered)
    expect(register).toHaveBeenCalledWith({
      language: 'it',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'Str0ng!Pass',
      password_confirmation: 'Str0ng!Pass',
      accept_privacy_policy: true,
      marketing_consent: false,
      profiling_consent: true,
      address: null,
      house_number: null,
      additional_info: null,
      country: 'IT',
      city: 'Milano',
      postal_code: null,
    })
    expect(calls).toEqual([expect.objectContaining({ name: 'announceSession', params: { session } })])
    expect(selectFirstName(actor.getSnapshot())).toBe('Ada')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it("shows the server's error on the email field and keeps what was typed", async () => {
    const { actor, names } = start(async () => Promise.reject(emailTaken), { values: valid })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !selectIsSubmitting(s))
    expect(selectErrors(actor.getSnapshot())).toEqual({
      email: { text: 'An account with this email already exists.' },
    })
    expect(selectValues(actor.getSnapshot()).email).toBe(' ada@example.com ')
    expect(selectAttempts(actor.getSnapshot())).toBe(1)
    expect(names()).toEqual(['logFailure'])
    actor.send({ type: 'field.change', field: 'email', value: 'ada.l@example.com' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
  })

  it('puts the server codes for other fields on those fields', async () => {
    const { actor } = start(
      async () =>
        Promise.reject({
          code: 'common.input_error.country',
          message: 'Some fields are not valid.',
          errors: { country: ['common.input_error.country'] },
        } satisfies ApiFailure),
      { values: { ...valid, country: 'XX' } },
    )
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !selectIsSubmitting(s))
    expect(selectErrors(actor.getSnapshot())).toEqual({ country: { key: 'common.input_error.country' } })
    expect(selectFirstInvalidField(actor.getSnapshot())).toBe('country')
  })

  it('no answer says the service could not be reached; a refusal without text says unknown error', async () => {
    const offline = start(async () => Promise.reject({ code: 'network' }), { values: valid })
    offline.actor.send({ type: 'form.submit' })
    await waitFor(offline.actor, (s) => !selectIsSubmitting(s))
    expect(selectErrors(offline.actor.getSnapshot())).toEqual({ email: { key: REGISTER_UNREACHABLE } })

    const odd = start(async () => Promise.reject(new Error('boom')), { values: valid })
    odd.actor.send({ type: 'form.submit' })
    await waitFor(odd.actor, (s) => !selectIsSubmitting(s))
    expect(selectErrors(odd.actor.getSnapshot())).toEqual({ email: { key: REGISTER_UNKNOWN } })
  })

  it('the strength meter follows the password as typed (SPEC §5)', () => {
    const { actor } = start(async () => session)
    const scores = ['', 'abcdefgh', 'abcdefgh12', 'Abcdefgh12', 'Abcdefgh12!'].map((password) => {
      actor.send({ type: 'field.change', field: 'password', value: password })
      return selectPasswordStrength(actor.getSnapshot()).score
    })
    expect(scores).toEqual([0, 1, 2, 3, 4])
  })
})

describe('register, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'field.change', field: 'email', value: 'not-an-email' },
      { type: 'field.change', field: 'email', value: 'ada@example.com' },
      { type: 'field.blur', field: 'email' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.register', output: session },
      { type: 'xstate.error.actor.register', error: emailTaken },
    ] as unknown as RegisterEvent[]
    const result = await coverMachineWithPaths({
      machine: registerMachine,
      inputs: [{ language: 'en' }, { language: 'en', values: valid }],
      events,
      serializeState: foldingAttempts,
    })
    expectFullCoverage(result, 'register')
  })
})
