import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ApiFailure } from '../../src/contract/api-failure'
import { FIELD_ERROR } from '../../src/contract/rules'
import { foldingAttempts } from '../testing/generate-paths'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { passwordFormMachine } from './password-form.machine'
import {
  selectAttempts,
  selectConfirmation,
  selectEmail,
  selectErrors,
  selectFirstInvalidField,
  selectFormError,
  selectIsChanged,
  selectIsSubmitting,
  selectLinkProblem,
  selectPasswordStrength,
} from './password-form.selectors'
import {
  PASSWORD_UNKNOWN,
  PASSWORD_UNREACHABLE,
  type PasswordFormEvent,
  type PasswordFormInput,
  type PasswordRequest,
} from './password-form.types'

const link: PasswordFormInput = {
  mode: 'reset',
  language: 'en',
  token: 'r3s3t-t0k3n',
  email: 'ada@example.com',
}
const change: PasswordFormInput = { mode: 'change', language: 'it' }

const linkRefused: ApiFailure = {
  code: FIELD_ERROR.token,
  message: 'This reset link is not valid or has expired. Ask for a new one.',
  errors: { token: [FIELD_ERROR.token] },
}
const wrongCurrent: ApiFailure = {
  code: 'common.input_error.wrong_current_password',
  message: 'The current password is not correct.',
  errors: { current_password: ['common.input_error.wrong_current_password'] },
}

function start(input: PasswordFormInput, answer: (request: PasswordRequest) => Promise<string>) {
  const submit = vi.fn(answer)
  const recorded = withRecordedActions(passwordFormMachine)
  const machine = recorded.machine.provide({
    actors: { submitPassword: fromPromise(({ input }) => submit(input)) },
  })
  return { actor: createActor(machine, { input }).start(), submit, ...recorded }
}

type Started = ReturnType<typeof start>

function type(
  actor: Started['actor'],
  values: Partial<Record<'current_password' | 'password' | 'password_confirmation', string>>,
) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as 'password', value })
  }
}

describe('reset password (SPEC §2, §5, §8)', () => {
  it('a link without token or with a malformed email is unusable, said and logged', () => {
    for (const input of [
      { mode: 'reset', language: 'en', email: 'ada@example.com' },
      { mode: 'reset', language: 'en', token: 'abc' },
      { mode: 'reset', language: 'en', token: 'abc', email: 'ada' },
    ] satisfies PasswordFormInput[]) {
      const { actor, names } = start(input, async () => 'ok')
      expect(selectLinkProblem(actor.getSnapshot())).toBe('missing')
      expect(names()).toEqual(['logLinkMissing'])
      expect(actor.getSnapshot().status).toBe('done')
    }
  })

  it('asks for a new password by the registration rule and an equal repeat; nothing is sent', () => {
    const { actor, submit } = start(link, async () => 'ok')
    expect(selectEmail(actor.getSnapshot())).toBe('ada@example.com')
    actor.send({ type: 'form.submit' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      password: { key: FIELD_ERROR.password },
      password_confirmation: { key: FIELD_ERROR.repeatPassword },
    })
    type(actor, { password: 'longenough', password_confirmation: 'longenough' })
    expect(selectErrors(actor.getSnapshot())).toEqual({ password: { key: FIELD_ERROR.strength } })
    type(actor, { password: 'L0ngenough!', password_confirmation: 'L0ngenougH!' })
    actor.send({ type: 'form.submit' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      password_confirmation: { key: FIELD_ERROR.passwordMatch },
    })
    expect(selectFirstInvalidField(actor.getSnapshot())).toBe('password_confirmation')
    expect(submit).not.toHaveBeenCalled()
  })

  it("sends the link's token and email with the passwords and language, then confirms", async () => {
    const { actor, submit } = start(link, async () => 'Your password was changed. Log in with it.')
    type(actor, { password: 'N3w-Password!', password_confirmation: 'N3w-Password!' })
    actor.send({ type: 'form.submit' })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectIsChanged)
    expect(submit).toHaveBeenCalledWith({
      mode: 'reset',
      request: {
        token: 'r3s3t-t0k3n',
        email: 'ada@example.com',
        password: 'N3w-Password!',
        password_confirmation: 'N3w-Password!',
        language: 'en',
      },
    })
    expect(selectConfirmation(actor.getSnapshot())).toBe('Your password was changed. Log in with it.')
  })

  it('a link the server refuses (used, expired) is unusable, and the failure is logged', async () => {
    const { actor, names } = start(link, async () => Promise.reject(linkRefused))
    type(actor, { password: 'N3w-Password!', password_confirmation: 'N3w-Password!' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => selectLinkProblem(s) !== null)
    expect(selectLinkProblem(actor.getSnapshot())).toBe('refused')
    expect(names()).toEqual(['logFailure'])
  })
})

describe('change password (SPEC §2, §5, §8)', () => {
  it('asks for the current password (at least 6), the new one (at least 8) and an equal repeat', () => {
    const { actor, submit } = start(change, async () => 'ok')
    type(actor, { current_password: 'abc', password: 'short', password_confirmation: 'other' })
    actor.send({ type: 'form.submit' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      current_password: { key: FIELD_ERROR.currentPassword },
      password: { key: FIELD_ERROR.password },
      password_confirmation: { key: FIELD_ERROR.passwordMatch },
    })
    expect(selectFirstInvalidField(actor.getSnapshot())).toBe('current_password')
    expect(selectAttempts(actor.getSnapshot())).toBe(1)
    expect(submit).not.toHaveBeenCalled()
  })

  it('checks a field when it is left, and an error shown follows the value', () => {
    const { actor } = start(change, async () => 'ok')
    actor.send({ type: 'field.blur', field: 'current_password' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
    type(actor, { current_password: 'abc' })
    actor.send({ type: 'field.blur', field: 'current_password' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      current_password: { key: FIELD_ERROR.currentPassword },
    })
    type(actor, { current_password: 'abcdef' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
    type(actor, { password_confirmation: 'Str0ng!Pass', password: 'Str0ng!Pass' })
    actor.send({ type: 'field.blur', field: 'password_confirmation' })
    type(actor, { password: 'Str0ng!Pass2' })
    actor.send({ type: 'field.blur', field: 'password' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      password_confirmation: { key: FIELD_ERROR.passwordMatch },
    })
  })

  it('sends the SPEC §7 body, confirms, and goes on to account settings', async () => {
    const { actor, submit, names } = start(change, async () => 'La password è stata cambiata.')
    type(actor, {
      current_password: 'Str0ng!Pass',
      password: 'N3w-Password!',
      password_confirmation: 'N3w-Password!',
    })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, selectIsChanged)
    expect(submit).toHaveBeenCalledWith({
      mode: 'change',
      request: {
        current_password: 'Str0ng!Pass',
        password: 'N3w-Password!',
        password_confirmation: 'N3w-Password!',
        language: 'it',
      },
    })
    expect(selectConfirmation(actor.getSnapshot())).toBe('La password è stata cambiata.')
    expect(selectLinkProblem(actor.getSnapshot())).toBeNull()
    expect(names()).toEqual(['goToAccountSettings'])
  })

  it('a wrong current password shows on its field; the typing is kept and the failure logged', async () => {
    const { actor, names } = start(change, async () => Promise.reject(wrongCurrent))
    type(actor, {
      current_password: 'Wrong!pass',
      password: 'N3w-Password!',
      password_confirmation: 'N3w-Password!',
    })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !selectIsSubmitting(s))
    expect(selectErrors(actor.getSnapshot())).toEqual({
      current_password: { key: 'common.input_error.wrong_current_password' },
    })
    expect(selectFormError(actor.getSnapshot())).toBeNull()
    expect(selectFirstInvalidField(actor.getSnapshot())).toBe('current_password')
    expect(names()).toEqual(['logFailure'])
    type(actor, { current_password: 'Str0ng!Pass' })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
  })

  it("a failure naming no field shows the server's text, else why there is none", async () => {
    const cases: [unknown, unknown][] = [
      [{ code: 'http.500', message: 'Something broke.' }, { text: 'Something broke.' }],
      [{ code: 'network' }, { key: PASSWORD_UNREACHABLE }],
      [new Error('boom'), { key: PASSWORD_UNKNOWN }],
    ]
    for (const [failure, shown] of cases) {
      const { actor } = start(change, async () => Promise.reject(failure))
      type(actor, {
        current_password: 'Str0ng!Pass',
        password: 'N3w-Password!',
        password_confirmation: 'N3w-Password!',
      })
      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => !selectIsSubmitting(s))
      expect(selectFormError(actor.getSnapshot())).toEqual(shown)
      expect(selectErrors(actor.getSnapshot())).toEqual({})
    }
  })

  it('the strength meter follows the new password as typed', () => {
    const { actor } = start(change, async () => 'ok')
    type(actor, { password: 'Abcdefgh1' })
    expect(selectPasswordStrength(actor.getSnapshot())).toEqual({ score: 2, level: 'medium' })
  })
})

describe('password form, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'field.change', field: 'current_password', value: 'Str0ng!Pass' },
      { type: 'field.change', field: 'password', value: 'N3w-Password!' },
      { type: 'field.change', field: 'password_confirmation', value: 'N3w-Password!' },
      { type: 'field.blur', field: 'password' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.submitPassword', output: 'Your password was changed.' },
      { type: 'xstate.error.actor.submitPassword', error: linkRefused },
      { type: 'xstate.error.actor.submitPassword', error: wrongCurrent },
    ] as unknown as PasswordFormEvent[]
    const result = await coverMachineWithPaths({
      machine: passwordFormMachine,
      inputs: [link, change, { mode: 'reset', language: 'it' }],
      events,
      serializeState: foldingAttempts,
    })
    expectFullCoverage(result, 'passwordForm')
  })
})
