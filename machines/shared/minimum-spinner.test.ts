import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, SimulatedClock, setup } from 'xstate'
import { deferred } from '../testing/deferred'
import { minimumSpinnerStates } from './minimum-spinner'

const SPINNER_MS = 2000

/** A save with nothing else around it: `saving` ends in `saved` or `failed` once request and spinner are over. */
function start() {
  const answer = deferred<string>()
  const machine = setup({
    types: { context: {} as { answer: 'ok' | 'failed' | null } },
    actors: { save: fromPromise<string>(() => answer.promise) },
    delays: { saveSpinner: SPINNER_MS },
    guards: { saveFailed: ({ context }) => context.answer === 'failed' },
  }).createMachine({
    id: 'save',
    context: { answer: null },
    initial: 'saving',
    states: {
      saving: {
        type: 'parallel',
        states: minimumSpinnerStates({
          request: {
            id: 'save',
            src: 'save',
            onDone: { target: 'answered', actions: assign({ answer: 'ok' }) },
            onError: { target: 'answered', actions: assign({ answer: 'failed' }) },
          },
          spinner: { delay: 'saveSpinner', description: 'The spinner turns at least 2 seconds.' },
        }),
        onDone: [{ guard: 'saveFailed', target: 'failed' }, { target: 'saved' }],
      },
      saved: {},
      failed: {},
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock }).start()
  return { actor, clock, answer, machine }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('minimumSpinnerStates', () => {
  it('names the regions and their states as every saving state has them', () => {
    const { actor, machine } = start()
    expect(actor.getSnapshot().value).toEqual({ saving: { request: 'pending', spinner: 'turning' } })
    expect(machine.getStateNodeById('save.saving.spinner').description).toBe(
      'The spinner turns at least 2 seconds.',
    )
  })

  it('keeps spinning its whole delay when the answer comes sooner', async () => {
    const { actor, clock, answer } = start()
    answer.resolve('done')
    await settle()
    expect(actor.getSnapshot().value).toEqual({ saving: { request: 'answered', spinner: 'turning' } })
    clock.increment(SPINNER_MS - 1)
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('saved')
  })

  it('waits for a slow answer after the delay, and a refusal ends it too', async () => {
    const { actor, clock, answer } = start()
    clock.increment(SPINNER_MS)
    expect(actor.getSnapshot().value).toEqual({ saving: { request: 'pending', spinner: 'done' } })
    answer.reject(new Error('refused'))
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
  })
})
