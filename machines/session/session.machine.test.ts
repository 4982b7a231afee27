import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { customer } from '../testing/customer'
import { callThat, onFakeTimersFrom } from '../testing/fake-calls'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { startRecorded } from '../testing/recorded-actions'
import { sessionMachine } from './session.machine'
import { isTokenUsable } from './session.rules'
import { selectEndReason, selectFirstName, selectIsLoggedIn, selectReturnTo } from './session.selectors'
import type { SessionEvent, SessionInput } from './session.types'

const NOW = Date.parse('2026-03-02T10:00:00Z')
const MIN = 60_000
const at = (ms: number) => new Date(NOW + ms).toISOString()
const user = customer({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })
const stored = (expiresInMs: number): SessionInput => ({ token: 't1', user, expiresAt: at(expiresInMs) })
const nobody: SessionInput = { token: null, user: null, expiresAt: null }

function start(input: SessionInput, { refreshFails = false, logoutFails = false } = {}) {
  const refreshed = () => ({ token: 't2', expires_at: new Date(Date.now() + 60 * MIN).toISOString() })
  const refresh = callThat(refreshFails, refreshed, new Error('401'))
  const logout = callThat(logoutFails, () => undefined)
  const actors = { refreshToken: fromPromise(refresh), logout: fromPromise(logout) }
  return { refresh, logout, ...startRecorded(sessionMachine, { actors, input }) }
}

describe('session: token check (SPEC §4)', () => {
  onFakeTimersFrom(NOW)

  it('fails without token or expiry, when expired, and under 5 minutes left', () => {
    expect(isTokenUsable(null, at(60 * MIN), NOW)).toBe(false)
    expect(isTokenUsable('t', null, NOW)).toBe(false)
    expect(isTokenUsable('t', 'not a date', NOW)).toBe(false)
    expect(isTokenUsable('t', at(-MIN), NOW)).toBe(false)
    expect(isTokenUsable('t', at(5 * MIN - 1), NOW)).toBe(false)
    expect(isTokenUsable('t', at(5 * MIN), NOW)).toBe(true)
  })

  it('a usable stored session starts logged in; any other is cleared', () => {
    const ok = start(stored(60 * MIN))
    expect(selectIsLoggedIn(ok.actor.getSnapshot())).toBe(true)
    expect(selectFirstName(ok.actor.getSnapshot())).toBe('Ada')
    for (const input of [nobody, stored(4 * MIN), { ...stored(60 * MIN), expiresAt: null }]) {
      const { actor, names } = start(input)
      expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false)
      expect(names()).toEqual([])
      expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, expiresAt: null })
    }
  })

  it('on home, checks every 5 minutes and stops once the token is invalid', () => {
    const { actor, names } = start(stored(12 * MIN))
    actor.send({ type: 'page.enter', page: 'home' })
    vi.advanceTimersByTime(5 * MIN)
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true)
    vi.advanceTimersByTime(5 * MIN)
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(actor.getSnapshot().context.token).toBeNull()
    vi.advanceTimersByTime(60 * MIN)
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(names()).toEqual([])
  })

  it('does not check on other pages', () => {
    const { actor } = start(stored(12 * MIN))
    actor.send({ type: 'page.enter', page: 'other' })
    vi.advanceTimersByTime(11 * MIN)
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true)
  })
})

describe('session: refresh (SPEC §4, §8)', () => {
  onFakeTimersFrom(NOW)

  it('refreshes every 20 minutes on keep-alive pages and stores the new token', async () => {
    const { actor, refresh } = start(stored(60 * MIN))
    actor.send({ type: 'page.enter', page: 'keepAlive' })
    await vi.advanceTimersByTimeAsync(20 * MIN - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context).toMatchObject({ token: 't2', expiresAt: at(80 * MIN) })
    await vi.advanceTimersByTimeAsync(20 * MIN)
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('a failed refresh clears the session and goes to login', async () => {
    const { actor, names } = start(stored(60 * MIN), { refreshFails: true })
    actor.send({ type: 'page.enter', page: 'keepAlive' })
    await vi.advanceTimersByTimeAsync(20 * MIN)
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(names()).toEqual(['logRefreshFailure', 'goToLogin'])
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, expiresAt: null })
  })

  it('refreshes on request (before a search) only with a token, and one at a time', async () => {
    const loggedOut = start(nobody)
    loggedOut.actor.send({ type: 'token.refresh' })
    expect(loggedOut.refresh).not.toHaveBeenCalled()
    const { actor, refresh } = start(stored(60 * MIN))
    actor.send({ type: 'token.refresh' })
    actor.send({ type: 'token.refresh' })
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ loggedIn: 'resting' })).toBe(true)
  })

  it("a page change during a refresh lets it finish, then starts that page's timer", async () => {
    const { actor, refresh } = start(stored(60 * MIN))
    actor.send({ type: 'token.refresh' })
    actor.send({ type: 'page.enter', page: 'home' })
    expect(actor.getSnapshot().matches({ loggedIn: 'refreshing' })).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context).toMatchObject({ token: 't2', expiresAt: at(60 * MIN) })
    expect(actor.getSnapshot().matches({ loggedIn: 'watching' })).toBe(true)
  })
})

describe('session: login and logout', () => {
  it('login holds token, user and expiry', () => {
    const { actor } = start(nobody)
    const session = { token: 't9', user, expires_at: new Date(Date.now() + 60 * MIN).toISOString() }
    actor.send({ type: 'session.loggedIn', session })
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ token: 't9', user, expiresAt: session.expires_at })
  })

  it('logout clears the session and goes home, even when the call fails', async () => {
    const { actor, names, logout } = start({
      ...stored(0),
      expiresAt: new Date(Date.now() + 60 * MIN).toISOString(),
    })
    actor.send({ type: 'session.logout' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loggedOut'))
    expect(logout).toHaveBeenCalledOnce()
    expect(names()).toEqual(['goHome'])
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, expiresAt: null })
  })
})

describe('session: the injected clock, a refused token, account changes', () => {
  it('the token check reads the injected clock, not the system time', () => {
    let now = NOW
    const { actor } = start({ ...stored(60 * MIN), now: () => now })
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true)
    now = NOW + 56 * MIN
    const late = start({ ...stored(60 * MIN), now: () => now })
    expect(selectIsLoggedIn(late.actor.getSnapshot())).toBe(false)
  })

  it('a token the server refuses ends the session, goes to login and remembers the page', () => {
    const { actor, names } = start({ ...stored(60 * MIN), now: () => NOW })
    actor.send({ type: 'page.enter', page: 'keepAlive', path: '/jaguar/account/personal-details' })
    actor.send({ type: 'token.rejected' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('loggedOut')
    expect(selectEndReason(snapshot)).toBe('expired')
    expect(selectReturnTo(snapshot)).toBe('/jaguar/account/personal-details')
    expect(names()).toEqual(['goToLogin'])
    expect(snapshot.context.token).toBeNull()
    actor.send({ type: 'return.consumed' })
    expect(selectReturnTo(actor.getSnapshot())).toBeNull()
    expect(selectEndReason(actor.getSnapshot())).toBeNull()
  })

  it('sessions ended by the customer elsewhere end here: nothing asked of the server, nowhere to go', () => {
    const { actor, names } = start({ ...stored(60 * MIN), now: () => NOW })
    actor.send({ type: 'page.enter', page: 'other', path: '/jaguar/autentication/undo-email-change' })
    actor.send({ type: 'session.ended' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('loggedOut')
    expect(selectIsLoggedIn(snapshot)).toBe(false)
    expect(selectEndReason(snapshot)).toBeNull()
    expect(selectReturnTo(snapshot)).toBeNull()
    expect(names()).toEqual([])
    expect(snapshot.context).toMatchObject({ token: null, user: null, expiresAt: null })
  })

  it('a new login clears the expiry notice', () => {
    const { actor } = start({ ...stored(60 * MIN), now: () => NOW })
    actor.send({ type: 'token.rejected' })
    actor.send({
      type: 'session.loggedIn',
      session: { token: 't3', user, expires_at: at(60 * MIN) },
    })
    expect(selectEndReason(actor.getSnapshot())).toBeNull()
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true)
  })

  it('an account change updates the user', () => {
    const { actor } = start({ ...stored(60 * MIN), now: () => NOW })
    const renamed = { ...user, first_name: 'Grace' }
    actor.send({ type: 'user.updated', user: renamed })
    expect(selectFirstName(actor.getSnapshot())).toBe('Grace')
    expect(actor.getSnapshot().context.user).toEqual(renamed)
  })

  it('a login while logged in replaces the session', () => {
    const { actor } = start({ ...stored(60 * MIN), now: () => NOW })
    const session = { token: 't4', user: { ...user, first_name: 'Mary' }, expires_at: at(90 * MIN) }
    actor.send({ type: 'session.loggedIn', session })
    expect(selectFirstName(actor.getSnapshot())).toBe('Mary')
    expect(actor.getSnapshot().context).toMatchObject({ token: 't4', expiresAt: at(90 * MIN) })
  })
})

describe('session, model-based paths', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reaches 100% of states and transitions from generated paths', async () => {
    const events: SessionEvent[] = [
      ...(['home', 'keepAlive', 'other'] as const).map((page) => ({ type: 'page.enter' as const, page })),
      { type: 'session.loggedIn', session: { token: 'fresh', user, expires_at: at(60 * MIN) } },
      { type: 'session.loggedIn', session: { token: 'short', user, expires_at: at(3 * MIN) } },
      { type: 'user.updated', user: { ...user, first_name: 'Grace' } },
      { type: 'token.rejected' },
      { type: 'session.ended' },
      { type: 'return.consumed' },
    ]
    const outputs = [
      { type: 'xstate.done.actor.refreshToken', output: { token: 't2', expires_at: at(60 * MIN) } },
    ] as unknown as SessionEvent[]
    const result = await coverMachineWithPaths({
      machine: sessionMachine,
      inputs: [nobody, stored(60 * MIN)],
      events: [...events, ...outputs],
    })
    expectFullCoverage(result, 'session')
  })
})
