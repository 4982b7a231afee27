import { fromPromise } from 'xstate'
import { registerMachine } from '../../../machines/register/register.machine'
import { register } from '../../api/account-auth'
import type { AppActors } from '../../app/actors'
// The phone and postal code rules whole: this module's forms take them (rules.ts, NumberingPlans).
import '../../contract/numbering-plans'

/**
 * The register screen's composition root: the real request, and the session machine told of the new
 * account (it stores token, user and expiry). The screen stays on its success panel.
 */
export function provideRegisterActors(session: AppActors['session']) {
  return registerMachine.provide({
    actors: {
      register: fromPromise(({ input }) => register(input)),
    },
    actions: {
      announceSession: (_, { session: created }) =>
        session.send({ type: 'session.loggedIn', session: created }),
      logFailure: (_, { error }) => console.warn('The registration failed', error),
    },
  })
}
