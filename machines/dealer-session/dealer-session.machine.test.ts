import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { StaffMember } from '../../src/contract/dealer-staff'
import { callThat, onFakeTimersFrom } from '../testing/fake-calls'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { startRecorded } from '../testing/recorded-actions'
import { dealerSessionMachine } from './dealer-session.machine'
import { selectEndReason, selectIsSignedIn, selectStaff } from './dealer-session.selectors'
import type { DeskSessionEvent, DeskSessionInput } from './dealer-session.types'

const NOW = Date.parse('2026-12-01T09:00:00Z')
const MIN = 60_000
const at = (ms: number) => new Date(NOW + ms).toISOString()
const staff: StaffMember = {
  id: 's1',
  dealer_id: 'dealer-030',
  email: 'giulia@autovia.example',
  language: 'it',
  invited_at: at(-60 * MIN),
  activated_at: at(-30 * MIN),
}
const stored = (left: number): DeskSessionInput => ({
  token: 'ds_1',
  staff,
  expiresAt: at(left),
  now: () => NOW,
})
const nobody: DeskSessionInput = { token: null, staff: null, expiresAt: null, now: () => NOW }

function start(input: DeskSessionInput, { refreshFails = false, signOutFails = false } = {}) {
  const refresh = callThat(
    refreshFails,
    () => ({ token: 'ds_2', expires_at: at(80 * MIN) }),
    new Error('401'),
  )
  const signOut = callThat(signOutFails, () => undefined)
  const actors = { refreshToken: fromPromise(refresh), signOut: fromPromise(signOut) }
  return { refresh, signOut, ...startRecorded(dealerSessionMachine, { actors, input }) }
}

describe('desk session', () => {
  onFakeTimersFrom(NOW)

  it('a stored session with time left starts signed in; an expired or partial one is cleared', () => {
    expect(selectIsSignedIn(start(stored(60 * MIN)).actor.getSnapshot())).toBe(true)
    for (const input of [nobody, stored(4 * MIN), { ...stored(60 * MIN), token: null }]) {
      const { actor, names } = start(input)
      expect(selectIsSignedIn(actor.getSnapshot())).toBe(false)
      expect(actor.getSnapshot().context).toMatchObject({ token: null, staff: null, expiresAt: null })
      expect(names()).toEqual([])
    }
  })

  it('a sign-in holds token, member and expiry', () => {
    const { actor } = start(nobody)
    actor.send({ type: 'session.signedIn', session: { token: 'ds_9', staff, expires_at: at(60 * MIN) } })
    expect(selectStaff(actor.getSnapshot())).toEqual(staff)
    expect(actor.getSnapshot().context.token).toBe('ds_9')
  })

  it('refreshes every 20 minutes while signed in and keeps the new token', async () => {
    const { actor, refresh } = start(stored(60 * MIN))
    await vi.advanceTimersByTimeAsync(20 * MIN - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ input: { token: 'ds_1' } }))
    expect(actor.getSnapshot().context).toMatchObject({ token: 'ds_2', expiresAt: at(80 * MIN) })
  })

  it('a failed refresh or a refused token signs out and the sign-in page says the session expired', async () => {
    const failed = start(stored(60 * MIN), { refreshFails: true })
    await vi.advanceTimersByTimeAsync(20 * MIN)
    expect(failed.names()).toEqual(['logRefreshFailure', 'goToLogin'])
    expect(selectEndReason(failed.actor.getSnapshot())).toBe('expired')
    const refused = start(stored(60 * MIN))
    refused.actor.send({ type: 'token.rejected' })
    expect(refused.actor.getSnapshot().value).toBe('signedOut')
    expect(refused.names()).toEqual(['goToLogin'])
    refused.actor.send({ type: 'notice.seen' })
    expect(selectEndReason(refused.actor.getSnapshot())).toBeNull()
  })

  it('sign-out forgets the session even when the call fails', async () => {
    const { actor, signOut, names } = start(stored(60 * MIN), { signOutFails: true })
    actor.send({ type: 'session.signOut' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'))
    expect(signOut).toHaveBeenCalledOnce()
    expect(names()).toEqual(['goToLogin'])
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(selectEndReason(actor.getSnapshot())).toBeNull()
  })
})

describe('desk session, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'session.signedIn', session: { token: 'ds_5', staff, expires_at: at(60 * MIN) } },
      { type: 'session.signOut' },
      { type: 'token.rejected' },
      { type: 'notice.seen' },
      { type: 'xstate.done.actor.refreshToken', output: { token: 'ds_2', expires_at: at(80 * MIN) } },
      { type: 'xstate.error.actor.refreshToken', error: new Error('401') },
      { type: 'xstate.done.actor.signOut' },
      { type: 'xstate.error.actor.signOut', error: new Error('offline') },
    ] as unknown as DeskSessionEvent[]
    const result = await coverMachineWithPaths({
      machine: dealerSessionMachine,
      inputs: [nobody, stored(60 * MIN)],
      events,
    })
    expectFullCoverage(result, 'dealerSession')
  })
})
