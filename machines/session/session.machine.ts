import { assign, fromPromise, setup } from 'xstate'
import type { RefreshedToken, Session } from '../../src/contract/auth'
import { notProvided } from '../shared/not-provided'
import { refreshFailed, sessionExpired } from '../shared/session-end'
import { refreshedToken, startedSession, storedSession, tokenInput } from '../shared/session-token'
import { isTokenUsable, TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_INTERVAL_MS } from './session.rules'
import type { SessionContext, SessionEvent, SessionInput, SessionPage } from './session.types'

/**
 * Auth session (SPEC §4): logged out / logged in, the 5-minute token check on home, the 20-minute
 * refresh on account-type pages, the refresh the wizard asks for (search, slot lock, booking), and
 * logout. The single owner of token refresh: requests while one runs are not repeated.
 */
export const sessionMachineId = 'session'

export const sessionMachine = setup({
  types: { context: {} as SessionContext, input: {} as SessionInput, events: {} as SessionEvent },
  actors: {
    refreshToken: fromPromise<RefreshedToken, { token: string }>(notProvided('refreshToken')),
    logout: fromPromise<void, { token: string }>(notProvided('logout')),
  },
  delays: {
    tokenCheckInterval: TOKEN_CHECK_INTERVAL_MS,
    tokenRefreshInterval: TOKEN_REFRESH_INTERVAL_MS,
  },
  guards: {
    isTokenUsable: ({ context }) => isTokenUsable(context.token, context.expiresAt, context.now()),
    isHomePage: ({ context }) => context.page === 'home',
    isKeepAlivePage: ({ context }) => context.page === 'keepAlive',
  },
  actions: {
    takeRefreshedToken: assign(refreshedToken),
    goToLogin: () => {},
    goHome: () => {},
    logRefreshFailure: (_, _params: { error: unknown }) => {},
    /** Ends the session: the storage bridge then removes what SPEC §3 kept of it. */
    endSession: assign({ token: null, user: null, expiresAt: null }),
    rememberExpiry: assign({ endReason: 'expired' as const, returnTo: ({ context }) => context.path }),
    notePage: assign({
      page: (_, params: { page: SessionPage; path?: string }) => params.page,
      path: ({ context }, params: { page: SessionPage; path?: string }) => params.path ?? context.path,
    }),
    startSession: assign((_, params: { session: Session }) => startedSession(params.session, 'user')),
  },
}).createMachine({
  id: sessionMachineId,
  description: 'Auth session: token check on home, keep-alive refresh, single-flight refresh, logout.',
  context: ({ input }) => ({
    ...storedSession(input),
    user: input.user,
    page: 'other',
    path: null,
    returnTo: null,
  }),
  initial: 'starting',
  on: {
    'page.enter': { actions: { type: 'notePage', params: ({ event }) => event } },
    'return.consumed': { actions: assign({ endReason: null, returnTo: null }) },
  },
  states: {
    starting: {
      description: 'A stored session counts only if it passes the token check; otherwise it is cleared.',
      always: [
        { guard: 'isTokenUsable', target: 'loggedIn' },
        { target: 'loggedOut', actions: ['endSession'] },
      ],
    },
    loggedOut: {
      tags: ['status:loggedOut'],
      on: {
        'session.loggedIn': {
          description: 'Login or registration succeeded.',
          target: 'loggedIn',
          actions: [{ type: 'startSession', params: ({ event }) => ({ session: event.session }) }],
        },
      },
    },
    loggedIn: {
      tags: ['status:loggedIn'],
      initial: 'routing',
      on: {
        'page.enter': { target: '.routing', actions: { type: 'notePage', params: ({ event }) => event } },
        'session.logout': { target: 'loggingOut' },
        'session.loggedIn': {
          description: 'A new login (another account, or the same again) replaces the session.',
          target: '.routing',
          actions: [{ type: 'startSession', params: ({ event }) => ({ session: event.session }) }],
        },
        'user.updated': {
          description: 'SPEC §7: after an account call the stored user mirrors the change.',
          actions: assign({ user: ({ event }) => event.user }),
        },
        'session.ended': {
          description:
            'The customer ended every session of the account (an email change undone): forgotten here too, without a logout call (the token is already revoked) and without leaving the page.',
          target: 'loggedOut',
          actions: ['endSession'],
        },
        'token.rejected': {
          description:
            'The server refused the token (expired or revoked): the session ends, login says why, and the customer comes back here after it.',
          target: 'loggedOut',
          actions: sessionExpired,
        },
      },
      states: {
        routing: {
          description: 'Picks the timer the current page asks for.',
          always: [
            { guard: 'isHomePage', target: 'watching' },
            { guard: 'isKeepAlivePage', target: 'keepingAlive' },
            { target: 'resting' },
          ],
        },
        resting: {
          description: 'A page with neither check nor refresh.',
          on: { 'token.refresh': { target: 'refreshing' } },
        },
        watching: {
          description: 'Home: the token is checked every 5 minutes.',
          after: { tokenCheckInterval: { target: 'checking' } },
          on: { 'token.refresh': { target: 'refreshing' } },
        },
        checking: {
          description: 'SPEC §4: no token or expiry, expired, or under 5 minutes left fails; checks stop.',
          always: [
            { guard: 'isTokenUsable', target: 'watching' },
            { target: '#session.loggedOut', actions: ['endSession'] },
          ],
        },
        keepingAlive: {
          description: 'Account-type pages: the token is refreshed every 20 minutes.',
          after: { tokenRefreshInterval: { target: 'refreshing' } },
          on: { 'token.refresh': { target: 'refreshing' } },
        },
        refreshing: {
          description:
            'One refresh at a time: a request meanwhile is already being served. A page change only notes the page: the refresh revokes the old token, so it must finish.',
          tags: ['status:refreshing'],
          on: {
            'page.enter': { actions: { type: 'notePage', params: ({ event }) => event } },
          },
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: tokenInput,
            onDone: {
              target: 'routing',
              actions: { type: 'takeRefreshedToken', params: ({ event }) => event.output },
            },
            onError: {
              description: 'SPEC §8: a failed refresh forces a logout and goes to login.',
              target: '#session.loggedOut',
              actions: refreshFailed,
            },
          },
        },
      },
    },
    loggingOut: {
      description: 'SPEC §2 header: logout clears user and token and goes to the family home.',
      tags: ['status:loading'],
      exit: ['endSession', 'goHome'],
      invoke: { id: 'logout', src: 'logout', input: tokenInput, onDone: 'loggedOut', onError: 'loggedOut' },
    },
  },
})

export type SessionMachine = typeof sessionMachine
