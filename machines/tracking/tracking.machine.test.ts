import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { trackingMachine } from './tracking.machine'
import type { TrackingEvent } from './tracking.types'

function start(sessionId: string | null, init: () => Promise<{ session_id: string }>) {
  const initSession = vi.fn(init)
  const recorded = withRecordedActions(trackingMachine)
  const machine = recorded.machine.provide({ actors: { initTrackingSession: fromPromise(initSession) } })
  return { actor: createActor(machine, { input: { sessionId } }).start(), initSession, ...recorded }
}

describe('tracking (SPEC §4)', () => {
  it('creates a session once and holds its id; events meanwhile are sent after it', async () => {
    const { actor, initSession, paramsOf } = start(null, async () => ({ session_id: 'T1' }))
    actor.send({ type: 'page.view', path: '/defender/' })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'page.view', path: '/defender/faqs' })
    expect(initSession).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.sessionId).toBe('T1')
    expect(paramsOf('sendTrackingEvent')).toEqual([
      { event_type: 'page_view', metadata: { path: '/defender/' }, session_id: 'T1' },
      { event_type: 'page_view', metadata: { path: '/defender/faqs' }, session_id: 'T1' },
    ])
  })

  it('reuses a stored session id without creating one', () => {
    const { actor, initSession } = start('T0', async () => ({ session_id: 'T1' }))
    expect(actor.getSnapshot().value).toBe('ready')
    expect(initSession).not.toHaveBeenCalled()
  })

  it('sends the named events: search_vehicle with the count, choose_vehicle, create_booking', () => {
    const { actor, paramsOf } = start('T0', async () => ({ session_id: 'T1' }))
    actor.send({ type: 'vehicles.searched', count: 7 })
    actor.send({ type: 'vehicle.chosen', license_plate: 'AB123CD', model_code: 'D110' })
    actor.send({ type: 'booking.created', booking_id: 'B1' })
    expect(paramsOf('sendTrackingEvent')).toEqual([
      { event_type: 'search_vehicle', metadata: { count: 7 }, session_id: 'T0' },
      {
        event_type: 'choose_vehicle',
        metadata: { license_plate: 'AB123CD', model_code: 'D110' },
        session_id: 'T0',
      },
      { event_type: 'create_booking', metadata: { booking_id: 'B1' }, session_id: 'T0' },
    ])
  })

  it('renews a stored session the server says is over, holds the new one and sends the refused event again', async () => {
    const { actor, initSession, paramsOf } = start('T0', async () => ({ session_id: 'T1' }))
    actor.send({ type: 'page.view', path: '/a' })
    actor.send({ type: 'page.view', path: '/b' })
    // Both were refused: the session's 30 days are over on the server.
    const refused = (path: string) =>
      ({
        type: 'session.expired',
        session_id: 'T0',
        event: { event_type: 'page_view', metadata: { path } },
      }) as const
    actor.send(refused('/a'))
    actor.send(refused('/b'))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(initSession).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.sessionId).toBe('T1')
    expect(paramsOf('sendTrackingEvent').slice(2)).toEqual([
      { event_type: 'page_view', metadata: { path: '/a' }, session_id: 'T1', retried: true },
      { event_type: 'page_view', metadata: { path: '/b' }, session_id: 'T1', retried: true },
    ])
    // A refusal of the old session arriving late is sent again with the new one, without another renewal.
    actor.send(refused('/c'))
    expect(paramsOf('sendTrackingEvent').at(-1)).toEqual({
      event_type: 'page_view',
      metadata: { path: '/c' },
      session_id: 'T1',
      retried: true,
    })
    expect(initSession).toHaveBeenCalledOnce()
  })

  it('drops a retried event refused again instead of renewing forever', async () => {
    const { actor, initSession, paramsOf } = start('T1', async () => ({ session_id: 'T2' }))
    actor.send({
      type: 'session.expired',
      session_id: 'T1',
      event: { event_type: 'page_view', metadata: { path: '/a' }, retried: true },
    })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(initSession).not.toHaveBeenCalled()
    expect(paramsOf('sendTrackingEvent')).toEqual([])
  })

  it('a failed session start is logged and tracking stops for the visit', async () => {
    const { actor, names } = start(null, async () => {
      throw new Error('offline')
    })
    actor.send({ type: 'page.view', path: '/' })
    await waitFor(actor, (s) => s.matches('disabled'))
    actor.send({ type: 'page.view', path: '/x' })
    expect(names()).toEqual(['logFailure'])
  })
})

describe('tracking, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'page.view', path: '/' },
      { type: 'vehicles.searched', count: 3 },
      { type: 'vehicle.chosen', license_plate: 'AB123CD' },
      { type: 'booking.created', booking_id: 'B1' },
      { type: 'xstate.done.actor.initTrackingSession', output: { session_id: 'T1' } },
      { type: 'session.expired', session_id: 'T0', event: { event_type: 'page_view', metadata: {} } },
      {
        type: 'session.expired',
        session_id: 'T0',
        event: { event_type: 'page_view', metadata: {}, retried: true },
      },
    ] as unknown as TrackingEvent[]
    const result = await coverMachineWithPaths({
      machine: trackingMachine,
      inputs: [{ sessionId: null }, { sessionId: 'T0' }],
      events,
      // The queue would make every waiting event a new snapshot: only whether it is empty matters.
      serializeState: (snapshot: AnyMachineSnapshot) =>
        JSON.stringify({
          value: snapshot.value,
          sessionId: snapshot.context.sessionId,
          queued: snapshot.context.queue.length > 0,
        }),
    })
    expectFullCoverage(result, 'tracking')
  })
})
