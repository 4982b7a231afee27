import { fromPromise } from 'xstate'
import { passwordFormMachine } from '../../../machines/password-form/password-form.machine'
import { changePassword, resetPassword } from '../../api/account-auth'
import type { Navigator } from '../../app/actors'
import type { Family } from '../../contract/family'

/**
 * The reset and change password screens' composition root: the request for the form's mode, and the
 * logs SPEC §8 asks for (the screen also shows what happened).
 */
export function providePasswordActors(navigator?: Navigator, family?: Family) {
  return passwordFormMachine.provide({
    actors: {
      submitPassword: fromPromise(({ input }) =>
        input.mode === 'reset' ? resetPassword(input.request) : changePassword(input.request),
      ),
    },
    actions: {
      logLinkMissing: () => console.warn('The reset link lacks its token or email'),
      logFailure: (_, { error }) => console.warn('The password could not be changed', error),
      goToAccountSettings: () => {
        if (navigator && family) navigator.goToAccountSettingsAfterPasswordChange(family)
      },
    },
  })
}
