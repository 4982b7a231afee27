import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ApiFailure } from '../../src/contract/api-failure'
import { FIELD_ERROR } from '../../src/contract/rules'
import type { DeskSession } from '../dealer-session/dealer-session.types'
import { foldingAttempts } from '../testing/generate-paths'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { dealerSignInMachine } from './dealer-sign-in.machine'
import { selectErrors, selectFormError, selectLinkProblem } from './dealer-sign-in.selectors'
import type { SignInEvent, SignInInput, SignInOutcome } from './dealer-sign-in.types'

const session: DeskSession = {
  token: 'ds_1',
  expires_at: '2026-12-01T10:00:00.000Z',
  staff: {
    id: 's1',
    dealer_id: 'dealer-030',
    email: 'giulia@autovia.example',
    language: 'en',
    invited_at: '2026-11-30T09:00:00.000Z',
    activated_at: '2026-11-30T10:00:00.000Z',
  },
}

function start(input: SignInInput, answer: () => Promise<SignInOutcome>) {
  const submit = vi.fn((_input: unknown) => answer())
  const recorded = withRecordedActions(dealerSignInMachine)
  const machine = recorded.machine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } })
  return { actor: createActor(machine, { input }).start(), submit, ...recorded }
}

const type = (actor: ReturnType<typeof start>['actor'], field: 'email' | 'password', value: string) =>
  actor.send({ type: 'field.change', field, value })

describe('desk sign-in', () => {
  it('checks the rules before sending, then signs in and tells the session', async () => {
    const { actor, submit, paramsOf } = start({ mode: 'login' }, async () => session)
    actor.send({ type: 'form.submit' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      email: { key: FIELD_ERROR.email },
      password: { key: FIELD_ERROR.password },
    })
    expect(submit).not.toHaveBeenCalled()
    type(actor, 'email', ' giulia@autovia.example ')
    type(actor, 'password', 'Str0ng!Pass')
    expect(selectErrors(actor.getSnapshot()).email).toBeUndefined()
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'))
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'login', email: 'giulia@autovia.example', password: 'Str0ng!Pass' }),
    )
    expect(paramsOf('announceSession')).toEqual([{ session }])
  })

  it('a refused sign-in shows the server message on both fields', async () => {
    const refused: ApiFailure = {
      code: 'auth.invalid_credentials',
      message: 'Wrong email or password.',
      errors: { email: ['auth.invalid_credentials'], password: ['auth.invalid_credentials'] },
    }
    const { actor } = start({ mode: 'login' }, async () => {
      throw refused
    })
    type(actor, 'email', 'giulia@autovia.example')
    type(actor, 'password', 'Str0ng!Pass')
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'))
    expect(selectErrors(actor.getSnapshot()).password).toEqual({ text: 'Wrong email or password.' })
    expect(actor.getSnapshot().context.attempts).toBe(1)
  })

  it('no answer, or a refused burst, is said above the button', async () => {
    const offline = start({ mode: 'forgot' }, async () => {
      throw { code: 'network' }
    })
    type(offline.actor, 'email', 'giulia@autovia.example')
    offline.actor.send({ type: 'form.submit' })
    await vi.waitFor(() =>
      expect(selectFormError(offline.actor.getSnapshot())).toEqual({ key: 'dealer.sign_in.unreachable' }),
    )
    const burst = start({ mode: 'login' }, async () => {
      throw { code: 'http.429', retryAt: '2026-12-01T10:00:00.000Z' }
    })
    type(burst.actor, 'email', 'giulia@autovia.example')
    type(burst.actor, 'password', 'Str0ng!Pass')
    burst.actor.send({ type: 'form.submit' })
    await vi.waitFor(() =>
      expect(selectFormError(burst.actor.getSnapshot())).toEqual({ retryAt: '2026-12-01T10:00:00.000Z' }),
    )
  })

  it('the invitation sets a strong password with its token and signs in', async () => {
    const { actor, submit } = start({ mode: 'setPassword', token: 'abc' }, async () => session)
    type(actor, 'password', 'weakpass')
    actor.send({ type: 'form.submit' })
    expect(selectErrors(actor.getSnapshot())).toEqual({ password: { key: FIELD_ERROR.strength } })
    type(actor, 'password', 'Str0ng!Pass')
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'))
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ token: 'abc', password: 'Str0ng!Pass' }))
  })

  it('a link without its token, or one the server refuses, cannot be used', async () => {
    expect(selectLinkProblem(start({ mode: 'reset' }, async () => session).actor.getSnapshot())).toBe(
      'missing',
    )
    const { actor } = start({ mode: 'reset', token: 'old' }, async () => {
      throw { code: 'dealer.link_used', message: 'This link was already used.' }
    })
    type(actor, 'password', 'Str0ng!Pass')
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('linkUnusable'))
    expect(selectLinkProblem(actor.getSnapshot())).toBe('used')
  })

  it('forgot: a sent link ends the form', async () => {
    const { actor } = start({ mode: 'forgot' }, async () => null)
    type(actor, 'email', 'giulia@autovia.example')
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'))
  })
})

describe('desk sign-in, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'field.change', field: 'email', value: 'giulia@autovia.example' },
      { type: 'field.change', field: 'password', value: 'Str0ng!Pass' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.submit', output: session },
      { type: 'xstate.done.actor.submit', output: null },
      { type: 'xstate.error.actor.submit', error: { code: 'dealer.link_expired' } },
      { type: 'xstate.error.actor.submit', error: { code: 'network' } },
    ] as unknown as SignInEvent[]
    const result = await coverMachineWithPaths({
      machine: dealerSignInMachine,
      inputs: [{ mode: 'login' }, { mode: 'forgot' }, { mode: 'reset', token: 't' }, { mode: 'setPassword' }],
      events,
      serializeState: foldingAttempts,
    })
    expectFullCoverage(result, 'dealerSignIn')
  })
})
