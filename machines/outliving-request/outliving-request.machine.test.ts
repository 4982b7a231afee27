import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import { bookingRequestMachine } from '../booking-request/booking-request.machine'
import { lockRequestMachine } from '../slot-hold/lock-request.machine'
import { deferred } from '../testing/deferred'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { outlivingRequest } from './outliving-request.machine'

const echo = outlivingRequest<string, string>('echo', 'sendEcho')

function run(answer: Promise<string>, leave: boolean) {
  const actor = createActor(
    echo.provide({ actors: { request: fromPromise<unknown, unknown>(() => answer) } }),
    {
      input: 'hi',
    },
  ).start()
  if (leave) actor.send({ type: 'request.leave' })
  return { actor, outcome: toPromise(actor) }
}

describe('a request that outlives leaving', () => {
  it('ends with the answer, and whether the customer had left by then', async () => {
    expect(await run(Promise.resolve('done'), false).outcome).toEqual({
      left: false,
      ok: true,
      output: 'done',
    })
    const late = deferred<string>()
    const { actor, outcome } = run(late.promise, true)
    expect(actor.getSnapshot().matches({ pending: 'left' })).toBe(true)
    late.resolve('granted anyway')
    expect(await outcome).toEqual({ left: true, ok: true, output: 'granted anyway' })
  })

  it('ends with the failure too: leaving never cancels the request', async () => {
    expect(await run(Promise.reject({ code: 'lock.taken' }), true).outcome).toEqual({
      left: true,
      ok: false,
      error: { code: 'lock.taken' },
    })
  })

  it('names its answer after the request it makes', () => {
    expect(lockRequestMachine.id).toBe('lockRequest')
    expect(bookingRequestMachine.id).toBe('bookingRequest')
    const ids = [lockRequestMachine, bookingRequestMachine].map(
      (machine) => (machine.root.states.pending?.config.invoke as { id: string }).id,
    )
    expect(ids).toEqual(['lockTimeSlot', 'createBooking'])
  })

  it('reaches 100% of states and transitions from generated paths', async () => {
    const result = await coverMachineWithPaths({
      machine: echo,
      inputs: ['hi'],
      events: [
        { type: 'request.leave' },
        { type: 'xstate.done.actor.sendEcho', output: 'done' },
        { type: 'xstate.error.actor.sendEcho', error: 'lost' },
      ] as never,
    })
    expectFullCoverage(result, 'outlivingRequest')
  })
})
