import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { controlled, flush } from '../personal-details/personal-details.fixtures'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { emailRevertMachine } from './email-revert.machine'
import {
  selectCanRetry,
  selectIsConfirming,
  selectIsLinkMissing,
  selectIsReverted,
  selectIsSubmitting,
  selectProblem,
} from './email-revert.selectors'
import type { EmailRevertEvent, EmailRevertInput, RevertEmailChangeRequest } from './email-revert.types'

function start(input: EmailRevertInput = { token: 'und0-t0ken', language: 'it' }) {
  const request = controlled<RevertEmailChangeRequest, string>()
  const recorded = withRecordedActions(emailRevertMachine)
  const machine = recorded.machine.provide({
    actors: { revertEmailChange: fromPromise(({ input }) => request.run(input)) },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, request, ...recorded }
}

const invalid = {
  code: 'auth.email_revert_invalid',
  message: 'This link is not valid any more.',
  errors: { token: ['common.input_error.token'] },
}

describe('undo an email change', () => {
  it('opening the link changes nothing: it waits for the confirmation', () => {
    const { actor, request } = start()
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true)
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(false)
    expect(request.calls).toEqual([])
  })

  it('a link without its token says so and sends nothing', () => {
    for (const token of [undefined, null, '', '   ']) {
      const { actor, request } = start({ token, language: 'en' })
      expect(selectIsLinkMissing(actor.getSnapshot())).toBe(true)
      expect(selectIsConfirming(actor.getSnapshot())).toBe(false)
      actor.send({ type: 'revert.confirm' })
      expect(request.calls).toEqual([])
    }
  })

  it('the button sends the token and the language; done ends the session here too', async () => {
    const { actor, request, names } = start()
    actor.send({ type: 'revert.confirm' })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'revert.confirm' })
    expect(request.calls).toEqual([{ token: 'und0-t0ken', language: 'it' }])
    request.resolve('Email restored.')
    await flush()
    expect(selectIsReverted(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().context.confirmation).toBe('Email restored.')
    expect(names()).toEqual(['endSession'])
  })

  it('an unknown, used or expired link is final', async () => {
    const { actor, request, names } = start()
    actor.send({ type: 'revert.confirm' })
    request.reject(invalid)
    await flush()
    expect(selectProblem(actor.getSnapshot())).toBe('invalid')
    expect(selectCanRetry(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'revert.confirm' })
    expect(request.calls).toHaveLength(1)
    expect(names()).toEqual(['logFailure'])
  })

  it('an old address that now belongs to another account is final', async () => {
    const { actor, request } = start()
    actor.send({ type: 'revert.confirm' })
    request.reject({ code: 'auth.email_revert_taken', message: 'Taken.' })
    await flush()
    expect(selectProblem(actor.getSnapshot())).toBe('taken')
    expect(selectCanRetry(actor.getSnapshot())).toBe(false)
  })

  it('no answer can be tried again, and then succeed', async () => {
    const { actor, request } = start()
    actor.send({ type: 'revert.confirm' })
    request.reject(new TypeError('Failed to fetch'))
    await flush()
    expect(selectProblem(actor.getSnapshot())).toBe('network')
    expect(selectCanRetry(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'revert.confirm' })
    expect(selectProblem(actor.getSnapshot())).toBeNull()
    request.resolve('')
    await flush()
    expect(selectIsReverted(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().context.confirmation).toBeNull()
  })
})

describe('undo an email change, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'revert.confirm' },
      { type: 'xstate.done.actor.revertEmailChange', output: 'Email restored.' },
      { type: 'xstate.error.actor.revertEmailChange', error: invalid },
      { type: 'xstate.error.actor.revertEmailChange', error: { code: 'network' } },
    ] as unknown as EmailRevertEvent[]
    const result = await coverMachineWithPaths({
      machine: emailRevertMachine,
      inputs: [
        { token: 'und0-t0ken', language: 'en' },
        { token: null, language: 'en' },
      ],
      events,
    })
    expectFullCoverage(result, 'emailRevert')
  })
})
