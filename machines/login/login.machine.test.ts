import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ApiFailure } from '../../src/contract/api-failure'
import type { Session } from '../../src/contract/auth'
import { FIELD_ERROR } from '../../src/contract/rules'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { loginMachine } from './login.machine'
import {
  selectCanSubmit,
  selectEmail,
  selectEmailError,
  selectIsLoggedIn,
  selectIsSubmitting,
  selectPassword,
  selectPasswordError,
} from './login.selectors'
import { LOGIN_UNREACHABLE, type LoginEvent, type LoginRequest } from './login.types'

const session = { token: 't0k3n', expires_at: '2026-03-02T11:00:00.000Z', user: {} } as unknown as Session
const invalidCredentials: ApiFailure = {
  code: 'http.401',
  message: 'Email or password is not correct.',
  errors: { email: ['auth.invalid_credentials'], password: ['auth.invalid_credentials'] },
}

function start(answer: (request: LoginRequest) => Promise<Session>, email?: string) {
  const login = vi.fn(answer)
  const recorded = withRecordedActions(loginMachine)
  const machine = recorded.machine.provide({
    actors: { login: fromPromise(({ input }) => login(input)) },
  })
  return { actor: createActor(machine, { input: { email } }).start(), login, ...recorded }
}

function fill(actor: ReturnType<typeof start>['actor'], email: string, password: string) {
  actor.send({ type: 'email.change', email })
  actor.send({ type: 'password.change', password })
}

describe('login (SPEC §2, §5, §8)', () => {
  it('refuses a malformed email and a short password with their message keys, and sends nothing', () => {
    const { actor, login } = start(async () => session)
    fill(actor, 'ada.example.com', 'short')
    actor.send({ type: 'form.submit' })
    expect(selectEmailError(actor.getSnapshot())).toEqual({ key: FIELD_ERROR.email })
    expect(selectPasswordError(actor.getSnapshot())).toEqual({ key: FIELD_ERROR.password })
    expect(login).not.toHaveBeenCalled()
  })

  it('reports only the field that breaks its rule; editing it clears its message', () => {
    const { actor } = start(async () => session)
    fill(actor, 'ada@example.com', '1234567')
    actor.send({ type: 'form.submit' })
    expect(selectEmailError(actor.getSnapshot())).toBeNull()
    expect(selectPasswordError(actor.getSnapshot())).toEqual({ key: FIELD_ERROR.password })
    actor.send({ type: 'password.change', password: '12345678' })
    expect(selectPasswordError(actor.getSnapshot())).toBeNull()
  })

  it('sends the trimmed email and the password, then tells the session', async () => {
    const { actor, login, calls } = start(async () => session, ' ada@example.com ')
    actor.send({ type: 'password.change', password: 'Str0ng!Pass' })
    actor.send({ type: 'form.submit' })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false)
    await waitFor(actor, selectIsLoggedIn)
    expect(login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Str0ng!Pass' })
    expect(calls).toEqual([expect.objectContaining({ name: 'announceSession', params: { session } })])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('shows the server message on the password field, marks both, and keeps what was typed', async () => {
    const { actor, names } = start(async () => Promise.reject(invalidCredentials))
    fill(actor, 'ada@example.com', 'Wrong!pass1')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !selectIsSubmitting(s))
    const snapshot = actor.getSnapshot()
    expect(selectPasswordError(snapshot)).toEqual({ text: 'Email or password is not correct.' })
    expect(selectEmailError(snapshot)).toEqual({ mark: true })
    expect(selectEmail(snapshot)).toBe('ada@example.com')
    expect(selectPassword(snapshot)).toBe('Wrong!pass1')
    expect(names()).toEqual(['logFailure'])
  })

  it('clears both marks of a refused login when either field is edited', async () => {
    const { actor } = start(async () => Promise.reject(invalidCredentials))
    fill(actor, 'ada@example.com', 'Wrong!pass1')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !selectIsSubmitting(s))
    actor.send({ type: 'password.change', password: 'Wrong!pass2' })
    expect(selectPasswordError(actor.getSnapshot())).toBeNull()
    expect(selectEmailError(actor.getSnapshot())).toBeNull()
  })

  it('says when to try again after too many attempts (HTTP 429)', async () => {
    const retryAt = '2026-03-02T10:15:00.000Z'
    const { actor } = start(async () =>
      Promise.reject({ code: 'http.429', message: 'Too many attempts.', retryAt } satisfies ApiFailure),
    )
    fill(actor, 'ada@example.com', 'Str0ng!Pass')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !selectIsSubmitting(s))
    expect(selectPasswordError(actor.getSnapshot())).toEqual({ retryAt })
    expect(selectEmailError(actor.getSnapshot())).toEqual({ mark: true })
  })

  it('a login with no answer shows the unreachable message key', async () => {
    const { actor } = start(async () => Promise.reject(new TypeError('Failed to fetch')))
    fill(actor, 'ada@example.com', 'Str0ng!Pass')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !selectIsSubmitting(s))
    expect(selectPasswordError(actor.getSnapshot())).toEqual({ key: LOGIN_UNREACHABLE })
  })
})

describe('login, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'email.change', email: 'ada@example.com' },
      { type: 'email.change', email: 'not-an-email' },
      { type: 'password.change', password: 'Str0ng!Pass' },
      { type: 'password.change', password: 'short' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.login', output: session },
      { type: 'xstate.error.actor.login', error: invalidCredentials },
    ] as unknown as LoginEvent[]
    const result = await coverMachineWithPaths({ machine: loginMachine, inputs: [{}], events })
    expectFullCoverage(result, 'login')
  })
})
