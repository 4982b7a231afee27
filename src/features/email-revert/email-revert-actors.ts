import { fromPromise } from 'xstate'
import { emailRevertMachine } from '../../../machines/email-revert/email-revert.machine'
import { revertEmailChange } from '../../api/account-auth'
import type { AppActors } from '../../app/actors'

/**
 * The undo page's composition root: the request, and the app's session told that the server has ended
 * every session of the account (nothing to ask the server: the token is already revoked).
 */
export function provideEmailRevertActors(session: AppActors['session']) {
  return emailRevertMachine.provide({
    actors: { revertEmailChange: fromPromise(({ input }) => revertEmailChange(input)) },
    actions: {
      endSession: () => session.send({ type: 'session.ended' }),
      logFailure: (_, { error }) => console.warn('The email change could not be undone', error),
    },
  })
}
