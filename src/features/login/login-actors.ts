import { fromPromise } from 'xstate'
import { loginMachine } from '../../../machines/login/login.machine'
import { login } from '../../api/auth'
import type { AppActors } from '../../app/actors'

/**
 * The login screen's composition root: the real request, and the session machine told of the login
 * (it stores token, user and expiry; the URL bridge or the resumed wizard then leaves the screen).
 */
export function provideLoginActors(session: AppActors['session']) {
  return loginMachine.provide({
    actors: {
      login: fromPromise(({ input }) => login(input.email, input.password)),
    },
    actions: {
      announceSession: (_, { session: loggedIn }) =>
        session.send({ type: 'session.loggedIn', session: loggedIn }),
      logFailure: (_, { error }) => console.warn('The login failed', error),
    },
  })
}
