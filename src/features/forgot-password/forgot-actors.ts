import { fromPromise } from 'xstate'
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine'
import type { ForgotPasswordResult } from '../../../machines/forgot-password/forgot-password.types'
import { forgotPassword } from '../../api/account-auth'
import type { Navigator } from '../../app/actors'
import type { Family } from '../../contract/family'

type Failure = { code: string; message?: string }

const isAnswered = (error: unknown): error is Failure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as Failure).code === 'string' &&
  (error as Failure).code !== 'network'

/**
 * The forgot-password screen's composition root. The machine tells a server's refusal (shown on the
 * email field, SPEC §8) from a request with no answer ('Email not found'): a refusal resolves as a
 * non-success result, only a request with no answer rejects.
 */
export function provideForgotActors(navigator: Navigator, family: Family) {
  return forgotPasswordMachine.provide({
    actors: {
      requestPasswordReset: fromPromise<ForgotPasswordResult, Parameters<typeof forgotPassword>[0]>(
        async ({ input }) => {
          try {
            return { success: true, message: await forgotPassword(input) }
          } catch (error) {
            if (isAnswered(error)) return { success: false, error: error.message ?? null }
            throw error
          }
        },
      ),
    },
    actions: {
      goToLogin: () => navigator.goToLogin(family),
      goHome: () => navigator.goHome(family),
      logRequestFailure: (_, { error }) => console.warn('The reset link could not be requested', error),
    },
  })
}
