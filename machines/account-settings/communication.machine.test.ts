import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { User } from '../../src/contract/user'
import { controlled, flush, storedUser } from '../personal-details/personal-details.fixtures'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { channelsOf, communicationMachine } from './communication.machine'
import {
  selectChannel,
  selectCommunicationFailed,
  selectIsCommunicationSaved,
  selectIsCommunicationSaving,
} from './communication.selectors'
import { type Channels, COMMUNICATION_SPINNER_MS, type CommunicationEvent } from './communication.types'

function start(user: User | null = storedUser) {
  const request = controlled<Channels, User>()
  const recorded = withRecordedActions(communicationMachine)
  const machine = recorded.machine.provide({
    actors: { updateCommunication: fromPromise(({ input }) => request.run(input)) },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { user }, clock }).start()
  return { actor, clock, request, ...recorded }
}

describe('communication preferences', () => {
  it("starts from the user's preferences; without a user every channel is off", () => {
    expect(channelsOf(storedUser)).toEqual({
      contact_by_email: true,
      contact_by_sms: false,
      contact_by_phone: false,
      contact_by_post: false,
    })
    expect(Object.values(channelsOf(null))).toEqual([false, false, false, false])
  })

  it('saves the four channels together and shows saved after the 2 s spinner', async () => {
    const { actor, clock, request, paramsOf } = start()
    actor.send({ type: 'channel.change', channel: 'contact_by_post', enabled: true })
    actor.send({ type: 'form.submit' })
    expect(request.calls).toEqual([
      { contact_by_email: true, contact_by_sms: false, contact_by_phone: false, contact_by_post: true },
    ])
    request.resolve(storedUser)
    await flush()
    expect(paramsOf('announceUser')).toEqual([{ user: storedUser }])
    expect(selectIsCommunicationSaving(actor.getSnapshot())).toBe(true)
    clock.increment(COMMUNICATION_SPINNER_MS)
    expect(selectIsCommunicationSaved(actor.getSnapshot())).toBe(true)
  })

  it('a failure keeps the choices and says so', async () => {
    const { actor, clock, request } = start()
    actor.send({ type: 'channel.change', channel: 'contact_by_sms', enabled: true })
    actor.send({ type: 'form.submit' })
    request.reject({ code: 'http.500' })
    await flush()
    clock.increment(COMMUNICATION_SPINNER_MS)
    expect(selectCommunicationFailed(actor.getSnapshot())).toBe(true)
    expect(selectChannel(actor.getSnapshot(), 'contact_by_sms')).toBe(true)
  })
})

describe('communication preferences, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'channel.change', channel: 'contact_by_sms', enabled: true },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.updateCommunication', output: storedUser },
      { type: 'xstate.error.actor.updateCommunication', error: { code: 'network' } },
    ] as unknown as CommunicationEvent[]
    const result = await coverMachineWithPaths({
      machine: communicationMachine,
      inputs: [{ user: storedUser }],
      events,
    })
    expectFullCoverage(result, 'communication')
  })
})
