import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { FIELD_ERROR } from '../../src/contract/rules'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { forgotPasswordMachine } from './forgot-password.machine'
import { selectEmailError, selectPanelState } from './forgot-password.selectors'
import {
  EMAIL_NOT_FOUND,
  type ForgotPasswordEvent,
  type ForgotPasswordInput,
  type ForgotPasswordResult,
} from './forgot-password.types'

const input: ForgotPasswordInput = { language: 'it', family: 'defender' }

function start(answer: (request: unknown) => Promise<ForgotPasswordResult>) {
  const request = vi.fn(answer)
  const recorded = withRecordedActions(forgotPasswordMachine)
  const machine = recorded.machine.provide({
    actors: { requestPasswordReset: fromPromise(({ input }) => request(input)) },
  })
  return { actor: createActor(machine, { input }).start(), request, ...recorded }
}

describe('forgot password (SPEC §2, §5, §8)', () => {
  it('refuses an email without @ with the email message key, and sends nothing', () => {
    const { actor, request } = start(async () => ({ success: true }))
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'email.change', email: 'nobody.example.com' })
    actor.send({ type: 'form.submit' })
    expect(selectEmailError(actor.getSnapshot())).toEqual({ key: FIELD_ERROR.email })
    expect(request).not.toHaveBeenCalled()
  })

  it('sends language, email and family, then shows state 4', async () => {
    const { actor, request } = start(async () => ({ success: true }))
    actor.send({ type: 'email.change', email: 'ada@example.com' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(request).toHaveBeenCalledWith({
      language: 'it',
      email: 'ada@example.com',
      family_code: 'defender',
    })
    expect(selectPanelState(actor.getSnapshot())).toBe(4)
  })

  it('shows the server error on the email field', async () => {
    const { actor } = start(async () => ({ success: false, error: 'Too many requests' }))
    actor.send({ type: 'email.change', email: 'ada@example.com' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('emailForm'))
    expect(selectEmailError(actor.getSnapshot())).toEqual({ text: 'Too many requests' })
    expect(selectPanelState(actor.getSnapshot())).toBe(1)
  })

  it("a thrown error shows 'Email not found' and is logged", async () => {
    const { actor, names } = start(async () => {
      throw new Error('network')
    })
    actor.send({ type: 'email.change', email: 'ada@example.com' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('emailForm'))
    expect(selectEmailError(actor.getSnapshot())).toEqual({ key: EMAIL_NOT_FOUND })
    expect(names()).toEqual(['logRequestFailure'])
    actor.send({ type: 'email.change', email: 'ada@example.org' })
    expect(selectEmailError(actor.getSnapshot())).toBeNull()
  })

  it('close goes to login, the home button goes home', async () => {
    const first = start(async () => ({ success: true }))
    first.actor.send({ type: 'home.go' })
    expect(first.names()).toEqual(['goHome'])
    expect(first.actor.getSnapshot().status).toBe('done')
    const second = start(async () => ({ success: true }))
    second.actor.send({ type: 'email.change', email: 'ada@example.com' })
    second.actor.send({ type: 'form.submit' })
    await waitFor(second.actor, (s) => s.matches('sent'))
    second.actor.send({ type: 'panel.close' })
    expect(second.names()).toEqual(['goToLogin'])
  })
})

describe('forgot password, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'email.change', email: 'ada@example.com' },
      { type: 'email.change', email: 'no-at-sign' },
      { type: 'xstate.done.actor.requestPasswordReset', output: { success: true } },
      { type: 'xstate.done.actor.requestPasswordReset', output: { success: false, error: 'Unknown user' } },
      { type: 'xstate.error.actor.requestPasswordReset', error: 'network' },
    ] as unknown as ForgotPasswordEvent[]
    const result = await coverMachineWithPaths({ machine: forgotPasswordMachine, inputs: [input], events })
    expectFullCoverage(result, 'forgotPassword')
  })
})
