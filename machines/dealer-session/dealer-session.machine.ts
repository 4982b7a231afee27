import { assign, fromPromise, setup } from 'xstate'
import type { RefreshedToken } from '../../src/contract/auth'
import { isTokenUsable, TOKEN_REFRESH_INTERVAL_MS } from '../session/session.rules'
import { notProvided } from '../shared/not-provided'
import { refreshFailed, sessionExpired } from '../shared/session-end'
import { refreshedToken, startedSession, storedSession, tokenInput } from '../shared/session-token'
import type {
  DeskSession,
  DeskSessionContext,
  DeskSessionEvent,
  DeskSessionInput,
} from './dealer-session.types'

/**
 * The dealer desk's session (DESIGN §8): a staff member's `ds_` token, kept apart from the customer's.
 * Signed out, signed in (refreshed every 20 minutes while the desk is open, one refresh at a time),
 * signing out, and signed out by the server (a refused token or a failed refresh). See README.md.
 */
export const dealerSessionMachineId = 'dealerSession'

export const dealerSessionMachine = setup({
  types: { context: {} as DeskSessionContext, input: {} as DeskSessionInput, events: {} as DeskSessionEvent },
  actors: {
    refreshToken: fromPromise<RefreshedToken, { token: string }>(notProvided('refreshToken')),
    signOut: fromPromise<void, { token: string }>(notProvided('signOut')),
  },
  delays: { refreshInterval: TOKEN_REFRESH_INTERVAL_MS },
  guards: {
    isTokenUsable: ({ context }) => isTokenUsable(context.token, context.expiresAt, context.now()),
  },
  actions: {
    takeRefreshedToken: assign(refreshedToken),
    /** The router adapter: the desk's sign-in page. */
    goToLogin: () => {},
    logRefreshFailure: (_, _params: { error: unknown }) => {},
    /** The storage bridge removes the desk's keys when the token is gone. */
    endSession: assign({ token: null, staff: null, expiresAt: null }),
    rememberExpiry: assign({ endReason: 'expired' as const }),
    startSession: assign((_, params: { session: DeskSession }) => startedSession(params.session, 'staff')),
  },
}).createMachine({
  id: dealerSessionMachineId,
  description: 'Desk session: a stored session checked at start, the 20-minute refresh, sign-out, 401.',
  context: ({ input }) => ({
    ...storedSession(input),
    staff: input.staff,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A stored session counts only if its token has at least 5 minutes left; else cleared.',
      always: [
        { guard: 'isTokenUsable', target: 'signedIn' },
        { target: 'signedOut', actions: 'endSession' },
      ],
    },
    signedOut: {
      tags: ['status:signedOut'],
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: { type: 'startSession', params: ({ event }) => ({ session: event.session }) },
        },
        'notice.seen': { actions: assign({ endReason: null }) },
      },
    },
    signedIn: {
      tags: ['status:signedIn'],
      initial: 'idle',
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.signedIn': {
          description: 'Another sign-in (a link opened while signed in) replaces the session.',
          target: '.idle',
          actions: { type: 'startSession', params: ({ event }) => ({ session: event.session }) },
        },
        'token.rejected': {
          description: 'The server refused the token: the session ends and the sign-in page says why.',
          target: 'signedOut',
          actions: sessionExpired,
        },
      },
      states: {
        idle: {
          description: 'The desk is open: the token is refreshed every 20 minutes.',
          after: { refreshInterval: { target: 'refreshing' } },
        },
        refreshing: {
          description:
            'One refresh at a time; it revokes the old token, so it is never cancelled by a page change.',
          tags: ['status:refreshing'],
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: tokenInput,
            onDone: {
              target: 'idle',
              actions: { type: 'takeRefreshedToken', params: ({ event }) => event.output },
            },
            onError: { target: '#dealerSession.signedOut', actions: refreshFailed },
          },
        },
      },
    },
    signingOut: {
      description: 'Sign out revokes the token; whether the server answers or not, the desk forgets it.',
      tags: ['status:signingOut'],
      exit: ['endSession', 'goToLogin'],
      invoke: { id: 'signOut', src: 'signOut', input: tokenInput, onDone: 'signedOut', onError: 'signedOut' },
    },
  },
})

export type DealerSessionMachine = typeof dealerSessionMachine
