import { fromPromise } from 'xstate'
import { dealerSignInMachine } from '../../../machines/dealer-sign-in/dealer-sign-in.machine'
import { deskForgot, deskLogin, deskSetPassword } from '../../api/dealer-auth'
import type { DeskSessionActor } from '../../app/desk'
import type { Language } from '../../contract/language'

/** The desk sign-in forms' composition root: each door's request, and the session told of a sign-in. */
export function provideSignInActors(session: DeskSessionActor, language: () => Language) {
  return dealerSignInMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        switch (input.mode) {
          case 'login':
            return deskLogin(input.email, input.password, language())
          case 'setPassword':
            return deskSetPassword('set-password', input.token, input.password, language())
          case 'reset':
            return deskSetPassword('reset', input.token, input.password, language())
          case 'forgot':
            await deskForgot(input.email, language())
            return null
        }
      }),
    },
    actions: {
      announceSession: (_, { session: signedIn }) =>
        session.send({ type: 'session.signedIn', session: signedIn }),
      logFailure: (_, { error }) => console.warn('The desk sign-in failed', error),
    },
  })
}
