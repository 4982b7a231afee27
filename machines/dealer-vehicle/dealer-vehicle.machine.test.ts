import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { DESK_ERROR, type VehicleCalendar } from '../../src/contract/dealer-desk'
import { foldingAttempts } from '../testing/generate-paths'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { dealerVehicleMachine } from './dealer-vehicle.machine'
import { selectForm } from './dealer-vehicle.selectors'
import type { VehicleEvent } from './dealer-vehicle.types'

const calendar: VehicleCalendar = {
  now: '2026-12-01T09:00:00.000Z',
  vehicle: { license_plate: 'FE076HY', model_code: 'defender-110', model_description: 'Defender 110' },
  from: '2026-12-01',
  days: [{ day: '2026-12-01', locks: [], bookings: [], blocks: [] }],
}

function start(block: () => Promise<unknown> = async () => ({})) {
  const calls = { load: vi.fn(), block: vi.fn(), remove: vi.fn() }
  const machine = dealerVehicleMachine.provide({
    actors: {
      loadCalendar: fromPromise(async ({ input }) => {
        calls.load(input)
        return calendar
      }),
      block: fromPromise(async ({ input }) => {
        calls.block(input)
        return block()
      }),
      removeBlock: fromPromise(async ({ input }) => {
        calls.remove(input)
        return {}
      }),
    },
  })
  return { actor: createActor(machine, { input: { plate: 'FE076HY' } }).start(), calls }
}

type Actor = ReturnType<typeof start>['actor']
const fill = (actor: Actor, first: string, last: string, reason: string) => {
  actor.send({ type: 'field.change', field: 'start', value: first })
  actor.send({ type: 'field.change', field: 'end', value: last })
  actor.send({ type: 'field.change', field: 'reason', value: reason })
}

describe('desk vehicle', () => {
  it('blocks days with a reason, then reads the calendar again', async () => {
    const { actor, calls } = start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('calendar'))
    actor.send({ type: 'block.submit' })
    expect(selectForm(actor.getSnapshot()).errors).toEqual({
      start: DESK_ERROR.start,
      end: DESK_ERROR.end,
      reason: DESK_ERROR.reasonRequired,
    })
    fill(actor, '2026-12-10', '2026-12-09', ' Service ')
    actor.send({ type: 'block.submit' })
    expect(selectForm(actor.getSnapshot()).errors).toEqual({ end: DESK_ERROR.endBeforeStart })
    actor.send({ type: 'field.change', field: 'end', value: '2026-12-12' })
    actor.send({ type: 'block.submit' })
    await vi.waitFor(() => expect(calls.load).toHaveBeenCalledTimes(2))
    expect(calls.block).toHaveBeenCalledWith({
      plate: 'FE076HY',
      start: '2026-12-10',
      end: '2026-12-12',
      reason: 'Service',
    })
    expect(selectForm(actor.getSnapshot()).reason).toBe('')
  })

  it("the server's refusal shows on its field", async () => {
    const { actor } = start(() => Promise.reject({ code: 'x', errors: { start: [DESK_ERROR.startPast] } }))
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('calendar'))
    fill(actor, '2026-11-10', '2026-11-12', 'Service')
    actor.send({ type: 'block.submit' })
    await vi.waitFor(() =>
      expect(selectForm(actor.getSnapshot()).errors).toEqual({ start: DESK_ERROR.startPast }),
    )
    expect(selectForm(actor.getSnapshot()).reason).toBe('Service')
  })

  it('removes a block', async () => {
    const { actor, calls } = start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('calendar'))
    actor.send({ type: 'block.remove', id: 'b1' })
    await vi.waitFor(() => expect(calls.load).toHaveBeenCalledTimes(2))
    expect(calls.remove).toHaveBeenCalledWith({ id: 'b1' })
  })
})

describe('desk vehicle, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'field.change', field: 'start', value: '2026-12-10' },
      { type: 'field.change', field: 'end', value: '2026-12-12' },
      { type: 'field.change', field: 'reason', value: 'Service' },
      { type: 'block.submit' },
      { type: 'block.remove', id: 'b1' },
      { type: 'failure.retry' },
      { type: 'xstate.done.actor.loadCalendar', output: calendar },
      { type: 'xstate.error.actor.loadCalendar', error: { code: 'network' } },
      { type: 'xstate.done.actor.block', output: {} },
      { type: 'xstate.error.actor.block', error: { code: 'network' } },
      { type: 'xstate.done.actor.removeBlock', output: {} },
      { type: 'xstate.error.actor.removeBlock', error: { code: 'network' } },
    ] as unknown as VehicleEvent[]
    const result = await coverMachineWithPaths({
      machine: dealerVehicleMachine,
      inputs: [{ plate: 'FE076HY' }],
      events,
      serializeState: foldingAttempts,
    })
    expectFullCoverage(result, 'dealerVehicle')
  })
})
